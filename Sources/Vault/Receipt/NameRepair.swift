/// Repairs OCR slips in a merchant name printed in capitals: digits and symbols read inside
/// words (`D.1.¥.` -> `D.I.Y.`, `5HOP` -> `SHOP`), curly brackets for round ones (`{M)`),
/// a legal form glued to the word before it (`INTERNATIONAL.SDN BHD`), stray lower-case
/// words around a capitalised name (`ame . UNIHAKKA SDN BHD a`), an apostrophe read as `?`
/// (`KING?S`), the cut-off start of a registration number (`Dion Realties Sdn Bhd (Co`).
enum NameRepair {
    private static let letterForSymbol: [Character: Character] = [
        "1": "I", "0": "O", "5": "S", "8": "B", "¥": "Y", "$": "S", "|": "I",
    ]

    /// Words that open a registration number in brackets (`(Co. Reg. 123456-X)`).
    private static let registrationOpeners: Set<String> = ["CO", "COMPANY", "REG", "ROC", "NO"]

    static func repaired(_ name: String) -> String {
        var words = name.replacingOccurrences(of: "{", with: "(").replacingOccurrences(of: "}", with: ")")
            .split(separator: " ").map(String.init)
        words = words.map(apostrophe)
        // `Sdn Bhd (Co`: a bracket opened on the name's line for its registration number.
        if let open = words.lastIndex(where: { $0.hasPrefix("(") }), open > 0,
            !words[open...].contains(where: { $0.contains(")") }),
            registrationOpeners.contains(String(words[open].dropFirst().prefix { $0.isLetter }).uppercased())
        {
            words.removeSubrange(open...)
        }
        // `INTERNATIONAL.SDN` -> `INTERNATIONAL. SDN`: split before a glued legal form.
        words = words.flatMap { word -> [String] in
            for form in ["SDN", "BHD", "GMBH", "LTD", "INC"] {
                if let range = word.range(of: "." + form), range.lowerBound != word.startIndex,
                    range.upperBound == word.endIndex || word[range.upperBound...].allSatisfy({ !$0.isLetter })
                {
                    return [String(word[..<range.lowerBound]), String(word[word.index(after: range.lowerBound)...])]
                }
            }
            return [word]
        }
        let capitals = words.filter { $0.contains(where: \.isUppercase) && !$0.contains(where: \.isLowercase) }
        let mostlyCapitals = capitals.count * 2 > words.count
        guard mostlyCapitals else { return words.joined(separator: " ") }
        // Lower-case fragments at either end of a name in capitals are noise.
        func isLowerCaseNoise(_ word: String) -> Bool {
            !word.contains(where: \.isUppercase) && !word.contains(where: \.isNumber) && word != "&"
        }
        while words.count > 1, let first = words.first, isLowerCaseNoise(first) { words.removeFirst() }
        while words.count > 1, let last = words.last, isLowerCaseNoise(last) { words.removeLast() }
        return words.map(repairWord).joined(separator: " ")
    }

    /// `KING?S` -> `KING'S`: OCR reads the apostrophe of a possessive as a question mark.
    private static func apostrophe(_ word: String) -> String {
        guard let mark = word.firstIndex(of: "?"), mark != word.startIndex,
            word[word.index(before: mark)].isLetter,
            word[word.index(after: mark)...].uppercased() == "S"
        else { return word }
        return String(word[..<mark]) + "'" + word[word.index(after: mark)...]
    }

    /// In a word of capitals, digits and symbols that stand between letters are letters.
    private static func repairWord(_ word: String) -> String {
        let letters = word.filter(\.isLetter).count
        let slips = word.filter { letterForSymbol[$0] != nil }.count
        let digits = word.filter(\.isNumber).count
        guard letters >= 1, slips >= 1, digits * 2 < word.count, !word.contains(where: \.isLowercase) else {
            return word
        }
        return String(word.map { letterForSymbol[$0] ?? $0 })
    }
}
