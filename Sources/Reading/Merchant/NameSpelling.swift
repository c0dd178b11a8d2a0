/// Mends a long word of a merchant name that OCR misread by one letter into a word of the
/// dictionary: `CONFECTIUNERY` -> `CONFECTIONERY`, `OISTRIBUTION` -> `DISTRIBUTION`.
///
/// Only letters OCR confuses are tried (`O`/`U`/`D`, `E`/`I`, `K`/`R`, ...), only in words of
/// seven letters or more (a shorter name is as likely a proper name one slip from a word:
/// `KAISON` is not `RAISON`), and only when exactly one such change gives a word. Shorter
/// words are mended only at their first letter, where serif print's `T` reads `l` or `I`
/// (`laste Of Ihe World`).
package enum NameSpelling {
    /// Words shorter than this are left as read.
    static let shortestMended = 7

    /// Letters OCR reads for one another, by the letter read.
    package static let confusions: [Character: String] = [
        "O": "UDCGQ", "U": "OV", "E": "IFC", "I": "ETLJ", "C": "OGE", "G": "OC", "T": "I", "H": "MN",
        "M": "HN", "F": "PE", "P": "F", "L": "I", "D": "O", "N": "HM", "Q": "O", "V": "U", "R": "K", "K": "R",
    ]

    /// `draft` with its merchant's misread words mended (`mended(_:isWord:)`), marked
    /// `respelled` so that the name is not called sure; unchanged when nothing was mended.
    static func mend(_ draft: inout ReceiptDraft, isWord: (String) -> Bool) {
        guard let merchant = draft.merchant else { return }
        let mended = mended(merchant.value, isWord: isWord)
        guard mended != merchant.value else { return }
        draft.merchant?.value = mended
        draft.merchant?.signals[.respelled] = 1
    }

    /// `name` with each misread word mended; `isWord` looks a word up in the OCR dictionaries.
    static func mended(_ name: String, isWord: (String) -> Bool) -> String {
        // A name word starting in a small `l` is a capital misread whatever the dictionary
        // says (its word lists hold `laste` and `Ihe`); then the print's `I`s are in doubt too.
        let slipSeen = name.split(whereSeparator: { !$0.isLetter }).contains { word in
            word.count >= 3 && word.first == "l" && word.dropFirst().allSatisfy(\.isLowercase)
        }
        // `Re8liti`: letters beside a digit are a misread word already, not mended into another.
        return name.split(separator: " ", omittingEmptySubsequences: false).map { token in
            guard !token.contains(where: \.isNumber) else { return String(token) }
            return String(token).replacingLetterRuns {
                mendedWord($0, isWord: isWord) ?? mendedInitial($0, slipSeen: slipSeen, isWord: isWord)
            }
        }.joined(separator: " ")
    }

    /// What OCR reads for a capital `T` (or `I`) at the start of a word in serif print.
    static let initialConfusions: [Character: String] = ["l": "TI", "I": "T"]

    /// `laste` -> `Taste`, `Ihe` -> `The`: a word of three letters or more whose first letter
    /// is one OCR reads for a capital `T` or `I`, followed by small letters, mended when exactly
    /// one such capital makes a dictionary word of it, and the word is none, or starts in a
    /// small `l`, or its name has one that does (`slipSeen`).
    static func mendedInitial(_ word: String, slipSeen: Bool = false, isWord: (String) -> Bool) -> String? {
        guard word.count >= 3, let first = word.first, let others = initialConfusions[first],
            word.dropFirst().allSatisfy(\.isLowercase), slipSeen || first == "l" || !isWord(word)
        else { return nil }
        let candidates = others.map { String($0) + word.dropFirst() }.filter(isWord)
        return candidates.count == 1 ? candidates[0] : nil
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
        if let found { return String(found).inLetterCase(of: word) }
        return undoubled(word, isWord: isWord)
    }

    /// `Restaurrant` -> `Restaurant`: a letter OCR read twice, where one of a doubled pair
    /// dropped gives the one dictionary word; nil otherwise.
    static func undoubled(_ word: String, isWord: (String) -> Bool) -> String? {
        let letters = Array(word)
        var found: String?
        for index in letters.indices.dropFirst() where letters[index] == letters[index - 1] {
            var shorter = letters
            shorter.remove(at: index)
            let candidate = String(shorter)
            guard isWord(candidate) else { continue }
            if found != nil, found != candidate { return nil }
            found = candidate
        }
        return found
    }
}
