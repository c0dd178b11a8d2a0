import Foundation

/// Company legal forms (`SDN BHD`, `GmbH`, `Ltd` ...) and the repair of their common OCR slips
/// (`SDN BND`, `SON BHD`, `SDN 8HD`).
enum LegalForms {
    /// Legal forms as folded word sequences.
    static let forms = [
        "sdn bhd", "bhd", "berhad", "sdn", "enterprise", "trading", "s b",
        "gmbh", "ag", "kg", "ohg", "e k", "ug", "mbh",
        "ltd", "limited", "plc", "inc", "llc", "corp", "co ltd", "pty ltd", "pte ltd",
        "s a", "sa", "sarl", "sas", "s a s", "s l", "sl", "s r l", "srl", "s p a", "spa", "s n c", "snc",
        "b v", "bv", "n v", "nv", "vof", "s r o", "as", "ab", "oy",
    ]

    /// Forms that also occur as ordinary words or abbreviations: they count only as the last
    /// word(s) of a line.
    static let onlyAtEnd: Set<String> = [
        "sa", "sl", "as", "ab", "ag", "kg", "ug", "s b", "spa", "trading", "enterprise", "e k",
    ]

    /// The forms written as one word (`gmbh`, `berhad`).
    private static let oneWordForms = Set(forms.filter { !$0.contains(" ") })

    /// Whether `word`, its letters in lower case, is a legal form of one word (`GmbH`, `Bhd.`).
    static func isFormWord(_ word: Substring) -> Bool {
        oneWordForms.contains(String(word.lowercased().filter(\.isLetter)))
    }

    /// Whether the line names a company by its legal form.
    static func contains(_ words: [String]) -> Bool {
        guard !words.isEmpty else { return false }
        for form in forms {
            guard let start = KeywordMatcher.find(form, in: words) else { continue }
            let length = form.split(separator: " ").count
            // Only single letters (the tail of a registration number) may follow.
            if onlyAtEnd.contains(form) && !words[(start + length)...].allSatisfy({ $0.count <= 1 }) { continue }
            return true
        }
        return false
    }

    /// Words that say what a legal form is (`A LIMITED PARTNERSHIP`, `LIMITED LIABILITY COMPANY`).
    private static let describingWords: Set<String> = ["partnership", "company", "liability", "corporation"]

    /// Whether the folded `words` are a legal form and name no one: `SDN BHD`, `GmbH & Co. KG`
    /// (single letters and `co` may stand beside it), the end of a name printed on a line of
    /// its own; with `described`, also a form said in words (`A LIMITED PARTNERSHIP` under
    /// `ALDI STORES`), which is not part of the name.
    static func isBare(_ words: [String], described: Bool = true) -> Bool {
        contains(words)
            && words.allSatisfy {
                $0.count <= 1 || $0 == "co" || described && describingWords.contains($0) || contains([$0])
            }
    }

    /// Whether the words of a name as printed (split at spaces, punctuation kept) end in or
    /// hold a legal form: `["AEON", "CO.", "(M)", "BHD"]`.
    static func contains(printed words: some Sequence<String>) -> Bool {
        contains(KeywordMatcher.words(of: words.joined(separator: " ")))
    }

    /// Malaysian registered-company forms. Receipts there must print the registered name,
    /// and it is the name that identifies the merchant, so such a line is a strong signal.
    static let registered = ["sdn bhd", "bhd", "berhad", "sdn", "s b"]

    static func isRegisteredName(_ words: [String]) -> Bool {
        registered.contains { form in
            guard let start = KeywordMatcher.find(form, in: words) else { return false }
            return !onlyAtEnd.contains(form)
                || words[(start + form.split(separator: " ").count)...].allSatisfy { $0.count <= 1 }
        }
    }

    /// Slips Tesseract makes in `SDN BHD` and similar words, by printed word (upper case).
    private static let slips: [String: String] = [
        "SON": "SDN", "SDM": "SDN", "5DN": "SDN", "SDH": "SDN", "SUN": "SDN", "$DN": "SDN", "SIN": "SDN", "SEN": "SDN",
        "BND": "BHD", "8HD": "BHD", "BHO": "BHD", "BH0": "BHD", "BHB": "BHD", "BRD": "BHD", "6HD": "BHD",
        "GMBM": "GMBH", "GMDH": "GMBH", "6MBH": "GMBH",
    ]

    /// `text` with the short form `S/B` (Sendirian Berhad) restored where OCR read the `S` as
    /// `5`, `3` or `$`, or doubled it (`$/B`, `3/B`, `5S/B`, `S/8`), or read both halves amiss (`$/D`; a
    /// plain `S/D` is left alone: it also abbreviates "up to"). Other text is returned unchanged.
    static func restoringSlashForm(_ text: String) -> String {
        guard text.containsPlain("/") else { return text }
        let tokens = text.split(separator: " ", omittingEmptySubsequences: false).map { token -> Substring in
            let parts = token.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0] != "S" || parts[1] != "B",
                ["S", "5", "$", "3", "5S", "$S", "SS"].contains(parts[0]),
                ["B", "8"].contains(parts[1]) || (parts[1] == "D" && parts[0] != "S")
            else { return token }
            return "S/B"
        }
        return tokens.joined(separator: " ")
    }

    /// `BAKERIES(KL)SDNBHD(I39386X)` -> `BAKERIES(KL) SDN BHD (I39386X)`: the deep engine runs
    /// the form's two words together, and into the words around them; they stand apart.
    static func ungluedSdnBhd(_ text: String) -> String {
        // Searched by bytes, and the generic search only where they stand: this runs on every
        // line a name is looked for on.
        for glued in ["SDNBHD", "SdnBhd", "sdnbhd"] where text.mayHoldBytes(of: glued) {
            guard let range = text.utf8.firstRange(of: glued.utf8) else { continue }
            return text[..<range.lowerBound] + " " + glued.prefix(3) + " " + glued.suffix(3) + " "
                + text[range.upperBound...]
        }
        return text
    }

    /// `text` with slips in the legal form repaired (`SENG HENG SON BHD` -> `SENG HENG SDN BHD`).
    /// A slip is repaired only next to the other half of the form, so `SON` alone stays; a form
    /// run together is set apart first (`ungluedSdnBhd`).
    static func repaired(_ text: String) -> String {
        var words = ungluedSdnBhd(text).split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard words.count >= 2 else { return text }
        for i in 0..<(words.count - 1) {
            let first = formKey(words[i])
            let second = formKey(words[i + 1])
            let a = slips[first] ?? first
            let b = slips[second] ?? second
            if a == "SDN" && b == "BHD" && (first != a || second != b) {
                words[i] = matchCase("SDN", like: words[i])
                words[i + 1] = matchCase("BHD", like: words[i + 1])
            } else if a == "SDN", b != "BHD",
                isBhdSlip(second) || i + 2 == words.count && isShortWord(second)
                    || i > 0 && words[i - 1] == "(M)" && i + 2 == words.count && (2...3).contains(second.count),
                i + 2 >= words.count || isRegistrationTail(words[i + 2])
            {
                // `SDN BIED`, `SDN bt.`: after SDN, a short word starting like BHD is BHD; so
                // is any short word that ends the name (`SDN EEDD`): SDN never stands alone;
                // after the state mark, so is any short mark at all (`(M) SON 10`).
                words[i] = matchCase("SDN", like: words[i]) + point(words[i])
                words[i + 1] = matchCase("BHD", like: words[i]) + point(words[i + 1])
            }
        }
        // `AEON CO. (H) BHO (128028-H)`: BHD misread alone, right after the state mark.
        for i in words.indices.dropFirst() {
            let word = formKey(words[i])
            guard slips[word] == "BHD", words[i - 1] == "(M)" || isStateMarkSlip(words[i - 1]) else { continue }
            words[i] = matchCase("BHD", like: words[i]) + point(words[i])
        }
        // `(iM)`, `OM)`, `()`, `(MM)` before the legal form: the state mark `(M)` with OCR noise;
        // `(KI)`: the mark `(KL)` (Kuala Lumpur) with its `L` read as an `I`.
        for i in words.indices.dropLast() {
            let next = formKey(words[i + 1])
            guard ["SDN", "BHD", "BERHAD"].contains(slips[next] ?? next) else { continue }
            if isStateMarkSlip(words[i]) {
                words[i] = "(M)"
            } else if ["(KI)", "(K1)", "(K|)", "(Kl)"].contains(words[i]) {
                words[i] = "(KL)"
            }
        }
        if let last = words.last, slips[last.uppercased()] == "GMBH" { words[words.count - 1] = "GmbH" }
        return words.joined(separator: " ")
    }

    /// `word` in capitals without the punctuation at its ends, as `slips` spells forms. A word
    /// of ASCII letters and digits alone has none to trim: Foundation's trimming, asked four
    /// times of every word of every name line, is left for the others.
    static func formKey(_ word: String) -> String {
        if word.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x7A).contains($0 | 0x20) }) {
            return word.uppercased()
        }
        return word.uppercased().trimmingCharacters(in: .punctuationCharacters)
    }

    private static func point(_ word: String) -> String { word.hasSuffix(".") ? "." : "" }

    /// A short word starting like `BHD` (`BIED`, `bt.`), or `BHD` with one other character
    /// misread (`EHD`, `3HD`).
    private static func isBhdSlip(_ word: String) -> Bool {
        guard (2...5).contains(word.count), let first = word.first else { return false }
        if word.count == 3, zip(word.uppercased(), "BHD").filter({ $0 != $1 }).count == 1 { return true }
        return "B8b6".contains(first) && word.dropFirst().allSatisfy(\.isLetter)
    }

    /// A word of two to five letters and nothing else.
    private static func isShortWord(_ word: String) -> Bool {
        (2...5).contains(word.count) && word.allSatisfy(\.isLetter)
    }

    /// A registration number or a lone mark may follow the legal form.
    private static func isRegistrationTail(_ word: String) -> Bool {
        word.contains(where: \.isNumber) || word.filter(\.isLetter).count <= 1
    }

    /// `(M)` misread: brackets (`(`, `{`, or `O`/`C` for the opening one) around nothing, an `M`
    /// (or a character OCR gives for a faint one: `N`, `H`, `W`, `4`) or an `M` with a stray
    /// `i`/`l`/`|` before it. Malaysian companies print `(M)` before `SDN BHD`.
    private static func isStateMarkSlip(_ word: String) -> Bool {
        guard word != "(M)", let last = word.last, ")]}".contains(last), let first = word.first,
            "([{OC0".contains(first), word.count <= 4
        else { return false }
        let inner = word.dropFirst().dropLast().filter { !"iIl1| ".contains($0) }
        return inner.isEmpty || ["M", "MM", "N", "H", "W", "4"].contains(inner)
    }

    private static func matchCase(_ word: String, like original: String) -> String {
        original == original.lowercased() ? word.lowercased() : word
    }
}
