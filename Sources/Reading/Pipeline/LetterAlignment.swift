// How one engine's reading of a name lines up with the other engine's reading of its line,
// letter by letter (`EngineAgreement.wordBreaks`, `EngineAgreement.wordMends`).

/// A line's letters and digits, lower-cased, and whether a space stood before each.
struct SpacedLetters {
    var letters: [Character] = []
    var spaceBefore: [Bool] = []

    init(_ text: String) {
        var sawSpace = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                letters.append(character)
                spaceBefore.append(sawSpace)
                sawSpace = false
            } else if character.isWhitespace {
                sawSpace = true
            }
        }
    }
}

/// The cheapest way to read one run of letters as a stretch of another (edit distance with
/// the other's letters before and after the stretch free): which of the other's letters each
/// one was read as, and whether alike.
struct LetterAlignment {
    /// Letters misread, missing or extra within the stretch.
    let cost: Int
    /// The index in the other run each letter was read as; nil for a letter the other lacks.
    let matched: [Int?]
    /// Whether each letter was read alike.
    let same: [Bool]

    init(_ own: [Character], _ other: [Character]) {
        let (rows, columns) = (own.count, other.count)
        var table = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
        for row in stride(from: 1, through: rows, by: 1) { table[row][0] = row }
        for row in stride(from: 1, through: rows, by: 1) {
            for column in stride(from: 1, through: columns, by: 1) {
                let slip = own[row - 1] == other[column - 1] ? 0 : 1
                table[row][column] = min(
                    table[row - 1][column - 1] + slip, table[row - 1][column] + 1, table[row][column - 1] + 1)
            }
        }
        var column = (0...columns).min { table[rows][$0] < table[rows][$1] } ?? 0
        cost = table[rows][column]
        var matched = [Int?](repeating: nil, count: rows)
        var same = [Bool](repeating: false, count: rows)
        var row = rows
        while row > 0, column > 0 {
            let slip = own[row - 1] == other[column - 1] ? 0 : 1
            if table[row][column] == table[row - 1][column - 1] + slip {
                matched[row - 1] = column - 1
                same[row - 1] = slip == 0
                row -= 1
                column -= 1
            } else if table[row][column] == table[row - 1][column] + 1 {
                row -= 1
            } else {
                column -= 1
            }
        }
        self.matched = matched
        self.same = same
    }
}
