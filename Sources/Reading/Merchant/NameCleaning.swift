import Foundation

/// How the text of a name line becomes the merchant's name: OCR specks, registration
/// numbers, labels and stray marks are taken away.
extension MerchantFinder {
    /// The name on the line: runs of spaces collapsed; a label before a colon (`Dimiliki:`,
    /// `Owned by:`), a registration number after the legal form (`SDN BHD (1110644-X)`) and
    /// stray punctuation at either end removed; a misread `S/B` restored (`5S/B`); curly
    /// apostrophes made straight, and a possessive's lost one put back (`Collector s`).
    func clean(_ text: String) -> String {
        // Each pattern below is built anew where it is written, and is worked only on a text
        // that holds the mark it needs: most names hold none of them.
        var spaced = text
        // `Subway#44969-0 Phone 626-585-9999`: the shop's phone printed after its name.
        if let name = Self.beforePhoneNumber(spaced) { spaced = String(name) }
        // `KING’S`: Tesseract gives a curly apostrophe where receipts print the straight one.
        if spaced.contains(where: { "’‘ʼ".contains($0) }) { spaced = spaced.replacing(#/[’‘ʼ]/#, with: "'") }
        // `(SP}SDN. BHD.`: a closing bracket glued to the next word.
        if spaced.contains(where: { $0 == ")" || $0 == "}" }) {
            spaced = spaced.replacing(#/[)}](?=\p{L})/#) { $0.output + " " }
        }
        // `(KL.)`: a speck inside a bracketed state or branch code.
        if spaced.contains(".)") { spaced = spaced.replacing(#/\((\p{Lu}{1,4})\.\)/#) { "(\($0.output.1))" } }
        // `TA _K`: a point low on the line, read as an underscore before a capital.
        if spaced.contains("_") { spaced = spaced.replacing(#/(^|\s)_(\p{Lu})/#) { "\($0.output.1).\($0.output.2)" } }
        // `OCEAN [.C`, `OCEAN £C`: a capital L read as a bracket (its foot a point) or a
        // pound sign at the start of a word; no name opens a word with either.
        if spaced.contains(where: { $0 == "[" || $0 == "£" }) {
            spaced = spaced.replacing(#/(^|\s)[\[£]\.?(?=\p{Lu}[^\s\]]*(\s|$))/#) { "\($0.output.1)L" }
        }
        // The legal form mended first, so that its registration number is told by it (`BHO (128028-H)`).
        var words = LegalForms.restoringSlashForm(LegalForms.repaired(spaced)).split(
            separator: " ", omittingEmptySubsequences: true
        ).map(String.init)
        if let colon = words.firstIndex(where: { $0.hasSuffix(":") }), colon < words.count - 1,
            LegalForms.contains(printed: words[(colon + 1)...])
        {
            words.removeFirst(colon + 1)
        }
        // After the legal form, a word with digits starts the registration number: cut there
        // (one digit among letters is an OCR slip such as `8HD`, not a number).
        if let cut = words.indices.dropFirst().first(where: { index in
            (words[index].filter(\.isNumber).count >= 2 || !words[index].contains(where: \.isLetter))
                && words[index].contains(where: \.isNumber)
                && LegalForms.contains(printed: words[..<index])
        }) {
            words.removeSubrange(cut...)
        }
        // `SDN BHD (CO. NO:20154-T)`: a bracket after the legal form that holds a number.
        if let open = words.indices.dropFirst().first(where: { index in
            words[index].hasPrefix("(") && words[index...].joined().contains(where: \.isNumber)
                && LegalForms.contains(printed: words[..<index])
        }) {
            words.removeSubrange(open...)
        }
        // `#000002 BAIFU (M) SDN BHD`: a running number printed before the name.
        if words.count > 1, let first = words.first, first.hasPrefix("#"), first.dropFirst().allSatisfy(\.isNumber) {
            words.removeFirst()
        }
        // `1 . Yam Fresh`, `CT281 - Tealive`: a leading run (numbers, codes) that ends in a lone
        // mark is noise; words before the mark are not (`Sports Authority # 484`: a store
        // number after the name).
        if let mark = words.prefix(3).firstIndex(where: {
            !$0.contains(where: \.isLetter) && !$0.contains(where: \.isNumber) && $0 != "&"
        }),
            mark < words.count - 1,
            !words[..<mark].contains(where: { $0.count >= 2 && $0.allSatisfy { $0.isLetter || $0 == "'" } })
        {
            words.removeFirst(mark + 1)
        }
        // `Finnegan's Way Check 822819`: the check's label and number printed after the name.
        if let cut = Self.beforeCheckNumber(words.joined(separator: " ")) {
            words = cut.split(separator: " ").map(String.init)
        }
        // After a legal form, a single stray letter (`Sdn Bhd a`) is noise.
        if words.count > 2, let last = words.last, last.count == 1,
            LegalForms.contains(printed: words.dropLast())
        {
            words.removeLast()
        }
        // Drop leading stray marks (`a .`, `|`) before the first real word; a capital letter
        // before `&` or before a name in capitals is the name's first word (`B & BEST`, `L TWO
        // FLORIST`), except an `I`, which is how the edge of the paper reads.
        while let first = words.first, words.count > 1, first.filter(\.isLetter).count <= 1,
            !first.contains(where: \.isNumber), first != "&",
            !(first.count == 1 && first.first?.isUppercase == true
                && (words[1] == "&" || first != "I" && Self.isCapitalsWord(words[1])))
        {
            words.removeFirst()
        }
        // `KHE ELECTRICAL. TRADING`: a point after a long word inside the name is a speck;
        // abbreviations (`SDN.`, `CO.`, `D.I.Y.`) are short.
        for index in words.indices.dropLast() where words[index].hasSuffix(".") {
            let stem = words[index].dropLast()
            if stem.count >= 5, stem.allSatisfy(\.isLetter) { words[index] = String(stem) }
        }
        // `PI2Zza`: a digit inside a word for a kind of shop is a speck (`PIZZA`).
        for index in words.indices where words[index].contains(where: \.isNumber) {
            let letters = words[index].filter(\.isLetter)
            guard letters.count >= 3, ShopWords.exactly.contains(letters.lowercased()) else { continue }
            words[index] = letters.filter(\.isUppercase).count * 2 >= letters.count ? letters.uppercased() : letters
        }
        // `KEDAI PAPAN' YEW CHUAN`, `PAPAN''`: quote marks after a word that is no plural
        // possessive are specks.
        // (Curly quote marks were made straight above.)
        for index in words.indices.dropLast() where words[index].hasSuffix("'") {
            var stem = Substring(words[index])
            while stem.last == "'" { stem = stem.dropLast() }
            if stem.count >= 2, stem.allSatisfy(\.isLetter), stem.last?.lowercased() != "s" {
                words[index] = String(stem)
            }
        }
        // `Collector s Choice`, `Friendly Red s`: an apostrophe the engine left out of a
        // possessive; a lone small `s` is no word of a name.
        for index in words.indices.dropFirst().reversed() where words[index] == "s" {
            let owner = words[index - 1]
            guard owner.count >= 2, owner.allSatisfy(\.isLetter) else { continue }
            words[index - 1] = owner + "'s"
            words.remove(at: index)
        }
        // `MOOYAH Burgers og`, `Old Ebbitt Gritl as`: after words that each begin with a capital,
        // the last of them a word, a last word of one or two small letters is a speck of the
        // print or the logo beside it.
        if words.count >= 3, let last = words.last, (1...2).contains(last.count),
            last.allSatisfy({ $0.isLetter && $0.isLowercase }),
            words[words.count - 2].allSatisfy({ $0.isLetter || $0 == "'" }),
            words.dropLast().allSatisfy({ word in
                word.first(where: \.isLetter).map { $0.isUppercase } ?? true
            })
        {
            words.removeLast()
        }
        let joined = words.joined(separator: " ")
        // `SDN. BHD.` keeps its last point; a lone trailing point (`POPULAR BOOK.`) goes.
        let keepsPoint = joined.hasSuffix(".") && joined.dropLast().contains(". ")
        let trimmed = joined.trimmingCharacters(in: CharacterSet(charactersIn: " .,:;-_*~=|'\"`’‘“”"))
        return keepsPoint ? trimmed + "." : trimmed
    }
}
