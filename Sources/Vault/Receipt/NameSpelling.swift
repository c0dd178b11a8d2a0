/// Mends a long word of a merchant name that OCR misread by one letter into a word of the
/// dictionary: `CONFECTIUNERY` -> `CONFECTIONERY`, `OISTRIBUTION` -> `DISTRIBUTION`.
///
/// Only letters OCR confuses are tried (`O`/`U`/`D`, `E`/`I`, `K`/`R`, ...), only in words of
/// seven letters or more (a shorter name is as likely a proper name one slip from a word:
/// `KAISON` is not `RAISON`), and only when exactly one such change gives a word.
enum NameSpelling {
    /// Words shorter than this are left as read.
    static let shortestMended = 7

    /// Letters OCR reads for one another, by the letter read.
    static let confusions: [Character: String] = [
        "O": "UDCGQ", "U": "OV", "E": "IFC", "I": "ETLJ", "C": "OGE", "G": "OC", "T": "I", "H": "MN",
        "M": "HN", "F": "PE", "P": "F", "L": "I", "D": "O", "N": "HM", "Q": "O", "V": "U", "R": "K", "K": "R",
    ]

    /// `name` with each misread word mended; `isWord` looks a word up in the OCR dictionaries.
    static func mended(_ name: String, isWord: (String) -> Bool) -> String {
        name.replacingLetterRuns { mendedWord($0, isWord: isWord) }
    }

    /// The one dictionary word a single confusable letter away from `word`, in its letter case;
    /// nil when `word` is short, is a word already, or is one change away from none or several.
    static func mendedWord(_ word: String, isWord: (String) -> Bool) -> String? {
        let letters = Array(word)
        guard letters.count >= shortestMended, !isWord(word) else { return nil }
        let upper = letters.map { Character($0.uppercased()) }
        var found: [Character]?
        for (index, letter) in upper.enumerated() {
            for other in confusions[letter] ?? "" {
                var candidate = upper
                candidate[index] = other
                guard isWord(String(candidate)) else { continue }
                if found != nil, found != candidate { return nil }
                found = candidate
            }
        }
        guard let found else { return nil }
        return String(found).inLetterCase(of: word)
    }
}
