/// The towns a receipt's own address names: the words after a postcode (`33102 Paderborn`,
/// `81620 Pengerang, Johor.` gives `pengerang`), up to a comma. A line that is only such a town
/// (`- PADERBORN` under `APOTHEKE`) says where the shop is, not who it is.
enum AddressTowns {
    /// The folded words (at most two) of the town after every postcode (a word of four or five
    /// digits) on `lines`. The parser runs for every reading of a receipt: a plain walk over the
    /// words, no regular expression.
    static func words(on lines: [ReceiptLine]) -> Set<String> {
        var towns: Set<String> = []
        for line in lines where line.text.contains(where: \.isNumber) {
            let tokens = line.text.split(separator: " ")
            for (index, token) in tokens.enumerated() where isPostcode(token) {
                var town: [Substring] = []
                for word in tokens.dropFirst(index + 1) {
                    if word.contains(where: \.isNumber) { break }
                    town.append(word)
                    if word.hasSuffix(",") || word.hasSuffix(";") { break }
                }
                let words = KeywordMatcher.words(of: town.joined(separator: " ")).filter { $0.count >= 3 }
                towns.formUnion(words.prefix(2))
            }
        }
        return towns
    }

    /// Whether the line's words of three letters or more are all towns of the receipt's address.
    static func isOnlyTown(_ line: ReceiptLine, towns: Set<String>) -> Bool {
        let words = line.words.filter { $0.count >= 3 }
        return !words.isEmpty && words.allSatisfy(towns.contains)
    }

    /// A word of four or five ASCII digits.
    static func isPostcode(_ word: Substring) -> Bool {
        (4...5).contains(word.count) && word.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
