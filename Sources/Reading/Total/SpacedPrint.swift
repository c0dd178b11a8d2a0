import Foundation

/// Totals printed in double-width type, which an engine that restores spaces from character
/// gaps reads with spaces inside words and amounts: `T OTA LE  82.0 0`, `Balance Due  1 2 9 .
/// 7 5`, `A MO UN T DUE : $73 .2 4`. US restaurant tills print the total so; read as it comes,
/// the keyword is missed and the amount broken (`5.00` for `129.75`).
enum SpacedPrint {
    /// The characters an amount's spaced pieces are made of.
    private static let amountCharacters = Set("0123456789., $€£")

    /// The amount that ends `text`, with the spaces between its pieces closed up: `9 . 7 0`,
    /// `$ 56. 38`, `11 .9 1`, `8 3.4 4` (with a point and two digits after it), or a whole
    /// number of three or more single digits (`1 1 0 8`). Nil when the end of the line holds
    /// no spaced amount, and when its last piece is an amount of its own (`2 12.50`: a count
    /// and a price, `1 234,56`: a space between thousands).
    static func closedUpAmount(in text: String) -> Amount? {
        let characters = Array(text)
        var start = characters.count
        while start > 0, amountCharacters.contains(characters[start - 1]) { start -= 1 }
        // `Tota1  6 5 . 14`: a digit glued to the keyword belongs to the word, not the amount.
        if start > 0, characters[start - 1] != " " {
            while start < characters.count, characters[start] != " " { start += 1 }
        }
        let tail = String(characters[start...])
        let pieces = tail.split(separator: " ")
        guard pieces.count >= 2, let last = pieces.last else { return nil }
        let joined = pieces.joined()
        let body = joined.drop { "$€£".contains($0) }
        guard !body.isEmpty, body.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }) else {
            return nil
        }
        let separators = body.filter { $0 == "." || $0 == "," }
        let leading = tail.prefix { $0 == " " }.count
        let begin = start + leading
        if separators.isEmpty {
            let digits = pieces.filter { !"$€£".contains($0) }
            guard digits.count >= 3, digits.count <= 6, digits.allSatisfy({ $0.count == 1 }),
                let value = Decimal(string: String(body))
            else { return nil }
            return Amount(
                value: value, decimals: 0, start: begin, end: characters.count, currency: nil, repaired: true)
        }
        guard separators.count == 1, let point = body.firstIndex(where: { $0 == "." || $0 == "," }),
            body.distance(from: point, to: body.endIndex) == 3, body.distance(from: body.startIndex, to: point) >= 1,
            body.distance(from: body.startIndex, to: point) <= 6, !isWholeAmount(last)
        else { return nil }
        let normalised = String(body).replacingOccurrences(of: ",", with: ".")
        guard let value = Decimal(string: normalised) else { return nil }
        return Amount(value: value, decimals: 2, start: begin, end: characters.count, currency: nil, repaired: true)
    }

    /// `12.50`: digits, a point and two digits, a complete amount by itself.
    private static func isWholeAmount(_ piece: Substring) -> Bool {
        let body = piece.drop { "$€£".contains($0) }
        guard let point = body.firstIndex(where: { $0 == "." || $0 == "," }) else { return false }
        let before = body[..<point]
        let after = body[body.index(after: point)...]
        return !before.isEmpty && before.allSatisfy(\.isNumber) && after.count == 2 && after.allSatisfy(\.isNumber)
    }

    /// The folded words of a line with its letter-spaced pieces joined (`t ota le` as `totale`,
    /// `a mo un t due` as `amountdue`): each run of two or more words of at most four letters,
    /// one of them of one or two letters, becomes one word. Nil when the line has no such run.
    static func joinedWords(_ words: [String]) -> [String]? {
        var result: [String] = []
        var run: [String] = []
        var joinedAny = false
        func flush() {
            if run.count >= 2, run.contains(where: { $0.count <= 2 }) {
                result.append(run.joined())
                joinedAny = true
            } else {
                result += run
            }
            run.removeAll()
        }
        for word in words {
            if word.count <= 4 {
                run.append(word)
            } else {
                flush()
                result.append(word)
            }
        }
        flush()
        return joinedAny ? result : nil
    }
}

extension TotalFinder {
    /// `Total: S93.58`: a dollar sign read as the letter `S` glued to the amount, which the
    /// scanner took for a `5` (593.58). On a money line an `S` that starts a word right before
    /// the digits is the currency sign; the amount is read without it. (`CASH RM S.18`, an `S`
    /// before the point, is a digit.)
    func dollarRead(_ amount: Amount, onLine index: Int) -> Amount {
        guard amount.lettersAsDigits, kinds[index] != .other, kinds[index] != .count else { return amount }
        let characters = Array(lines[index].text)
        let start = amount.start
        guard start + 1 < amount.end, amount.end <= characters.count,
            characters[start] == "S" || characters[start] == "s",
            characters[start + 1].isNumber,
            start == 0 || !(characters[start - 1].isLetter || characters[start - 1].isNumber)
        else { return amount }
        let rest = "$" + String(characters[(start + 1)..<amount.end])
        guard var read = AmountScanner.amounts(in: rest).last, read.decimals == amount.decimals else { return amount }
        read.start = start
        read.end = amount.end
        read.repaired = true
        read.currency = nil
        return read
    }
}
