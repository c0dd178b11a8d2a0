/// The towns a receipt's own address names: the words after a postcode (`33102 Paderborn`,
/// `81620 Pengerang, Johor.` gives `pengerang`), up to a comma. A line that is only such a town
/// (`- PADERBORN` under `APOTHEKE`) says where the shop is, not who it is.
enum AddressTowns {
    /// The folded words of the towns after every postcode (four or five digits) on `lines`.
    static func words(on lines: [ReceiptLine]) -> Set<String> {
        var towns: Set<String> = []
        for line in lines {
            for match in line.text.matches(of: /(?:^|[^\d.,\/-])\d{4,5}\s+([^\d,;]+)/) {
                let words = KeywordMatcher.words(of: String(match.output.1)).filter { $0.count >= 3 }
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
}
