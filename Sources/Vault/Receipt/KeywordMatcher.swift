import Foundation

/// Finds keywords (one or several words) in a line, tolerating OCR slips: case, diacritics,
/// digits read inside words (`T0TAL`, `TOTA1`) and, for long words, one wrong letter.
enum KeywordMatcher {
    /// The words of `text`: diacritics removed, lower-cased, digits that stand for letters
    /// inside a word replaced (`0`->`o`, `1`->`l`, `5`->`s`, `8`->`b`), everything else a
    /// word break. Words made only of digits are dropped.
    static func words(of text: String) -> [String] {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
            .replacingOccurrences(of: "ß", with: "ss")
        var words: [String] = []
        var current: [Character] = []
        func flush() {
            let letters = current.filter(\.isLetter).count
            if letters > 0 && letters * 2 >= current.count {
                words.append(String(current.map(letterForDigit)))
            }
            current.removeAll()
        }
        // A run of two or more digits against letters is a word break (`date10`), a single
        // digit inside letters is an OCR slip (`T0TAL`).
        var digitRun = 0
        for character in folded {
            if character.isNumber {
                digitRun += 1
                if digitRun == 2, current.count >= 2, current[current.count - 2].isLetter {
                    let digit = current.removeLast()
                    flush()
                    current.append(digit)
                }
            } else if character.isLetter {
                if digitRun >= 2 { flush() }
                digitRun = 0
            } else {
                digitRun = 0
            }
            if character.isLetter || character.isNumber { current.append(character) } else { flush() }
        }
        flush()
        return words
    }

    private static func letterForDigit(_ character: Character) -> Character {
        switch character {
        case "0": return "o"
        case "1": return "l"
        case "5": return "s"
        case "8": return "b"
        default: return character
        }
    }

    /// Index of the first word where the keyword phrase (space-separated words) starts in
    /// `words`, or `nil`. Words of 5 letters or more may differ in one letter.
    static func find(_ phrase: String, in words: [String], exact: Bool = false) -> Int? {
        if !phrase.utf8.contains(UInt8(ascii: " ")) {
            // One word, the usual keyword: no array of parts to build for every line it is looked for in.
            guard !phrase.isEmpty else { return nil }
            return words.firstIndex { exact ? $0 == phrase : similar($0, phrase) }
        }
        let parts = phrase.split(separator: " ").map(String.init)
        guard !parts.isEmpty, words.count >= parts.count else { return nil }
        for start in 0...(words.count - parts.count) {
            var matches = true
            for (offset, part) in parts.enumerated()
            where exact ? words[start + offset] != part : !similar(words[start + offset], part) {
                matches = false
                break
            }
            if matches { return start }
        }
        return nil
    }

    /// Whether any phrase of `phrases` occurs in `words`.
    static func containsAny(_ phrases: [String], in words: [String], exact: Bool = false) -> Bool {
        phrases.contains { find($0, in: words, exact: exact) != nil }
    }

    /// Currency codes OCR glues to a keyword (`TotalRM`, `SUMMEEUR`).
    private static let gluedCodes = ["rm", "eur", "usd", "chf", "gbp"]

    static func similar(_ word: String, _ keyword: String) -> Bool {
        if word == keyword { return true }
        // Counting characters walks the string: count each once.
        let wordCount = word.count
        let keywordCount = keyword.count
        if wordCount > keywordCount + 1, word.hasPrefix(keyword),
            gluedCodes.contains(String(word.dropFirst(keywordCount)))
        {
            return true
        }
        guard keywordCount >= 5, wordCount >= 5, abs(wordCount - keywordCount) <= 1 else { return false }
        return editDistance(word, keyword, limit: 1) <= 1
    }

    /// Levenshtein distance, stopping early once it exceeds `limit`.
    static func editDistance(_ a: String, _ b: String, limit: Int = .max) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return rowMinimum }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
