/// The towns a receipt's own address names: the words after a postcode (`33102 Paderborn`,
/// `81620 Pengerang, Johor.` gives `pengerang`), up to a comma. A line that is only such a town
/// (`- PADERBORN` under `APOTHEKE`) says where the shop is, not who it is.
package enum AddressTowns {
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

    /// The two-letter codes of the US states and the District of Columbia.
    package static let usStates: Set<String> = [
        "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY",
        "LA",
        "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK",
        "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY",
    ]

    /// Whether the line ends in a US town's state after its comma, with or without its ZIP code
    /// (`FAIR OAKS,CA`, `YONKERS,NY OZ04`, `Silver Spring, MD20910`): an address, not a name.
    static func endsInUSState(_ text: String) -> Bool {
        guard let comma = text.lastIndex(of: ","), text[..<comma].contains(where: \.isLetter) else { return false }
        let rest = text[text.index(after: comma)...].split(separator: " ")
        guard let first = rest.first, rest.count <= 2 else { return false }
        let state = first.prefix(2)
        let afterState = first.dropFirst(2).drop { $0 == "." }
        guard usStates.contains(String(state)), afterState.allSatisfy(\.isNumber) else { return false }
        guard rest.count == 2 else { return true }
        // A ZIP code, perhaps with a digit read as a letter (`OZ04`).
        let zip = rest[1]
        return (4...10).contains(zip.count) && zip.filter(\.isNumber).count * 2 >= zip.count - 2
            && zip.allSatisfy { $0.isNumber || "OZSIl-".contains($0) }
    }

    /// Whether the line is only a town and its state's code, without a comma or ZIP code
    /// (`Windham NH`, `SAN JOSE CA`): one to three words of letters, each opening with a capital,
    /// then the code in capitals. Codes that end common phrases (`DINE IN`, `EAT OR`, `HELP ME`,
    /// `OK`, `HI`, `OH`) are not taken.
    static func isTownAndState(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard (2...4).contains(words.count), let state = words.last.map(String.init), usStates.contains(state),
            !phraseEndings.contains(state)
        else { return false }
        let town = words.dropLast()
        return town.allSatisfy { word in
            word.first?.isUppercase == true && word.allSatisfy { $0.isLetter || ".'-".contains($0) }
        } && town.joined().filter(\.isLetter).count >= 3
    }

    /// State codes that are also words ending a receipt's lines.
    private static let phraseEndings: Set<String> = ["IN", "OR", "ME", "OK", "HI", "OH"]

    /// Whether the line is a US address line by its state: a town and its state's name after a
    /// comma (`ATHENS, Georgia`), or a house number first and a state's code last (`400 DERBY
    /// AVE WEST HAVEN CT.`). A name never reads so.
    static func isUSAddressByState(_ text: String) -> Bool {
        let tokens = text.split(separator: " ")
        if let comma = text.lastIndex(of: ","), text[..<comma].contains(where: \.isLetter) {
            let after = text[text.index(after: comma)...].filter { $0 != "." }.split(separator: " ")
                .joined(separator: " ")
            if usStateNames.contains(after.lowercased()) { return true }
        }
        guard tokens.count >= 3, let first = tokens.first, let last = tokens.last,
            (1...5).contains(first.count), first.allSatisfy(\.isNumber)
        else { return false }
        return usStates.contains(String(last.prefix { $0 != "." }))
    }

    /// The US states' names, in lower case.
    static let usStateNames: Set<String> = [
        "alabama", "alaska", "arizona", "arkansas", "california", "colorado", "connecticut", "delaware", "florida",
        "georgia", "hawaii", "idaho", "illinois", "indiana", "iowa", "kansas", "kentucky", "louisiana", "maine",
        "maryland", "massachusetts", "michigan", "minnesota", "mississippi", "missouri", "montana", "nebraska",
        "nevada", "new hampshire", "new jersey", "new mexico", "new york", "north carolina", "north dakota", "ohio",
        "oklahoma", "oregon", "pennsylvania", "rhode island", "south carolina", "south dakota", "tennessee", "texas",
        "utah", "vermont", "virginia", "washington", "west virginia", "wisconsin", "wyoming",
    ]
}
