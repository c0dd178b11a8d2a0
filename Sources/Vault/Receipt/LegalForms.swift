import Foundation

/// Company legal forms (`SDN BHD`, `GmbH`, `Ltd` ...) and the repair of their common OCR slips
/// (`SDN BND`, `SON BHD`, `SDN 8HD`).
enum LegalForms {
    /// Legal forms as folded word sequences.
    static let forms = [
        "sdn bhd", "bhd", "berhad", "enterprise", "trading", "s b",
        "gmbh", "ag", "kg", "ohg", "e k", "ug", "mbh",
        "ltd", "limited", "plc", "inc", "llc", "corp", "co ltd", "pty ltd", "pte ltd",
        "s a", "sa", "sarl", "sas", "s a s", "s l", "sl", "s r l", "srl", "s p a", "spa", "s n c", "snc",
        "b v", "bv", "n v", "nv", "vof", "s r o", "as", "ab", "oy",
    ]

    /// Forms that also occur as ordinary words or abbreviations: they count only as the last
    /// word(s) of a line.
    static let onlyAtEnd: Set<String> = ["sa", "sl", "as", "ab", "ag", "kg", "ug", "s b", "spa", "trading", "enterprise", "e k"]

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

    /// Malaysian registered-company forms. Receipts there must print the registered name,
    /// and it is the name that identifies the merchant, so such a line is a strong signal.
    static let registered = ["sdn bhd", "bhd", "berhad", "s b"]

    static func isRegisteredName(_ words: [String]) -> Bool {
        registered.contains { form in
            guard let start = KeywordMatcher.find(form, in: words) else { return false }
            return !onlyAtEnd.contains(form)
                || words[(start + form.split(separator: " ").count)...].allSatisfy { $0.count <= 1 }
        }
    }

    /// Slips Tesseract makes in `SDN BHD` and similar words, by printed word (upper case).
    private static let slips: [String: String] = [
        "SON": "SDN", "SDM": "SDN", "5DN": "SDN", "SDH": "SDN", "SUN": "SDN", "$DN": "SDN",
        "BND": "BHD", "8HD": "BHD", "BHO": "BHD", "BH0": "BHD", "BHB": "BHD", "BRD": "BHD", "6HD": "BHD",
        "GMBM": "GMBH", "GMDH": "GMBH", "6MBH": "GMBH",
    ]

    /// `text` with slips in the legal form repaired (`SENG HENG SON BHD` -> `SENG HENG SDN BHD`).
    /// A slip is repaired only next to the other half of the form, so `SON` alone stays.
    static func repaired(_ text: String) -> String {
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard words.count >= 2 else { return text }
        for i in 0..<(words.count - 1) {
            let first = words[i].uppercased().trimmingCharacters(in: .punctuationCharacters)
            let second = words[i + 1].uppercased().trimmingCharacters(in: .punctuationCharacters)
            let a = slips[first] ?? first, b = slips[second] ?? second
            if a == "SDN" && b == "BHD" && (first != a || second != b) {
                words[i] = matchCase("SDN", like: words[i])
                words[i + 1] = matchCase("BHD", like: words[i + 1])
            }
        }
        if let last = words.last, slips[last.uppercased()] == "GMBH" { words[words.count - 1] = "GmbH" }
        return words.joined(separator: " ")
    }

    private static func matchCase(_ word: String, like original: String) -> String {
        original == original.lowercased() ? word.lowercased() : word
    }
}
