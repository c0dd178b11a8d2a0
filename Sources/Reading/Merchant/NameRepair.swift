/// Repairs OCR slips in a merchant name printed in capitals: digits and symbols read inside
/// words (`D.1.¥.` -> `D.I.Y.`, `5HOP` -> `SHOP`), curly brackets for round ones (`{M)`),
/// a legal form glued to the word before it (`INTERNATIONAL.SDN BHD`), stray lower-case
/// words around a capitalised name (`ame . UNIHAKKA SDN BHD a`), an apostrophe read as `?`
/// (`KING?S`), the cut-off start of a registration number (`Dion Realties Sdn Bhd (Co`), a
/// bracket misread or lost around a short code (`COSWAY iM) SDN BHD`, `COSWAY (M SDN BHD`),
/// a square bracket for the `l` that ends a word (`BHPetro]`), a capital `I` read as `T`
/// (`TKANO`).
enum NameRepair {
    private static let letterForSymbol: [Character: Character] = [
        "1": "I", "0": "O", "5": "S", "8": "B", "¥": "Y", "$": "S", "|": "I",
    ]

    /// Words that open a registration number in brackets (`(Co. Reg. 123456-X)`).
    private static let registrationOpeners: Set<String> = ["CO", "COMPANY", "REG", "ROC", "NO"]

    static func repaired(_ name: String) -> String {
        var words = name.replacingOccurrences(of: "{", with: "(").replacingOccurrences(of: "}", with: ")")
            .split(separator: " ").map(String.init)
        words = words.map(apostrophe).map(squareBracketForL).map(lettersReadAsDigits)
            .map { WordOnsets.capitalIReadAsT($0) ?? $0 }
        words = pairingBrackets(words)
        // `Sdn Bhd (Co`: a bracket opened on the name's line for its registration number; after
        // the legal form, any short word left open at the end is its start (`Sdn Bhd (Ca`).
        if let open = words.lastIndex(where: { $0.hasPrefix("(") }), open > 0,
            !words[open...].contains(where: { $0.contains(")") }),
            registrationOpeners.contains(String(words[open].dropFirst().prefix { $0.isLetter }).uppercased())
                || open == words.count - 1 && (1...3).contains(words[open].count - 1)
                    && words[open].dropFirst().allSatisfy(\.isLetter)
                    && LegalForms.contains(printed: words[..<open])
        {
            words.removeSubrange(open...)
        }
        // `INTERNATIONAL.SDN`, `INTERNATIONAL-SDN` -> `INTERNATIONAL SDN`: split before a
        // glued legal form, the speck between them dropped.
        words = words.flatMap { word -> [String] in
            for form in ["SDN", "BHD", "GMBH", "LTD", "INC"] {
                for glue in [".", "-"] {
                    if let range = word.range(of: glue + form), range.lowerBound != word.startIndex,
                        range.upperBound == word.endIndex
                            || word[range.upperBound...].allSatisfy({ !$0.isLetter })
                    {
                        return [
                            String(word[..<range.lowerBound]), String(word[word.index(after: range.lowerBound)...]),
                        ]
                    }
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

    /// `BAKERIES(KL)SDN` -> `BAKERIES (KL) SDN`: a bracket run into the words around it, as
    /// the deep engine reads print set close, stands apart from them as names are printed.
    /// Spacing, not a slip mended: the name is not marked repaired for it.
    static func bracketsSpaced(_ name: String) -> String {
        guard name.contains(where: { $0 == "(" || $0 == ")" }) else { return name }
        var spaced = ""
        var previous: Character?
        for character in name {
            if character == "(", let previous, previous.isLetter || previous.isNumber || previous == "." {
                spaced.append(" ")
            } else if character.isLetter, previous == ")" {
                spaced.append(" ")
            }
            spaced.append(character)
            previous = character
        }
        return spaced
    }

    /// `KING?S` -> `KING'S`: OCR reads the apostrophe of a possessive as a question mark.
    private static func apostrophe(_ word: String) -> String {
        guard let mark = word.firstIndex(of: "?"), mark != word.startIndex,
            word[word.index(before: mark)].isLetter,
            word[word.index(after: mark)...].uppercased() == "S"
        else { return word }
        return String(word[..<mark]) + "'" + word[word.index(after: mark)...]
    }

    /// `Sc0op` -> `Scoop`, `S00N` -> `SOON`, `eC0SWay` -> `eCOSWay`: zeros and ones with
    /// letters on both sides, in a word that begins with a letter, are the `o` and `l` they
    /// look like (capitals `O` and `I` between capitals), in names of any letter case. A
    /// number that ends a word (`Level1`, `Club10`) or begins it (`10KG`) is left as printed.
    private static func lettersReadAsDigits(_ word: String) -> String {
        var characters = Array(word)
        guard let first = characters.first, first.isLetter, characters.contains(where: { $0 == "0" || $0 == "1" }),
            !characters.contains(where: { $0.isNumber && $0 != "0" && $0 != "1" })
        else { return word }
        var index = 0
        while index < characters.count {
            guard characters[index] == "0" || characters[index] == "1" else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count, characters[end] == "0" || characters[end] == "1" { end += 1 }
            if index > 0, end < characters.count, characters[index - 1].isLetter, characters[end].isLetter {
                let capitals = characters[index - 1].isUppercase && characters[end].isUppercase
                for k in index..<end {
                    characters[k] = characters[k] == "0" ? (capitals ? "O" : "o") : (capitals ? "I" : "l")
                }
            }
            index = end
        }
        return String(characters)
    }

    /// `BHPetro]` -> `BHPetrol`: a closing square bracket after a small letter, ending the
    /// word, is the `l` it looks like (a name has no square brackets of its own).
    private static func squareBracketForL(_ word: String) -> String {
        guard word.count >= 3, word.last == "]", !word.contains("["),
            word.dropLast().last?.isLowercase == true
        else { return word }
        return word.dropLast() + "l"
    }

    /// Short codes in round brackets (`(M)`, `(KL)`) with one bracket misread or lost: a
    /// closing bracket whose opening one reads as a letter or a bar (`iM)`, `|M)`) gets it
    /// back, and an opening one left unclosed before a legal form (`(M SDN BHD`) is closed.
    private static func pairingBrackets(_ words: [String]) -> [String] {
        var words = words
        var open = 0  // brackets opened and not closed before the word
        for index in words.indices {
            defer { open += words[index].filter { $0 == "(" }.count - words[index].filter { $0 == ")" }.count }
            let word = words[index]
            guard open == 0 else { continue }
            let inner = word.dropFirst().dropLast()
            let isCode = (1...3).contains(inner.count) && inner.allSatisfy(\.isUppercase)
            if word.last == ")", !word.contains("("), isCode, let first = word.first, "iIl|[".contains(first) {
                words[index] = "(" + inner + ")"
            } else if word.first == "(", !word.contains(")"), (1...3).contains(word.count - 1),
                word.dropFirst().allSatisfy(\.isUppercase), index + 1 < words.count,
                !words[(index + 1)...].joined().contains(")"),
                LegalForms.contains(printed: [words[index + 1]])
            {
                words[index] = word + ")"
            }
        }
        return words
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
