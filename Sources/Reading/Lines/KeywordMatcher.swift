import Foundation

/// Finds keywords (one or several words) in a line, tolerating OCR slips: case, diacritics,
/// digits read inside words (`T0TAL`, `TOTA1`) and, for long words, one wrong letter.
package enum KeywordMatcher {
    /// The words of `text`: diacritics removed, lower-cased, digits that stand for letters
    /// inside a word replaced (`0`->`o`, `1`->`l`, `5`->`s`, `8`->`b`), everything else a
    /// word break. Words made only of digits are dropped.
    package static func words(of text: String) -> [String] {
        let folded = fold(text)
        // Most lines fold to ASCII: read them by bytes. Asking each `Character` whether it is a
        // letter or a digit looks up Unicode properties, a twentieth of the CPU of importing a
        // text PDF.
        return isPlainASCII(folded) ? wordsByBytes(ofFolded: folded) : wordsByCharacters(ofFolded: folded)
    }

    /// `words(of:)` of text already folded, character by character: any text.
    package static func wordsByCharacters(ofFolded folded: String) -> [String] {
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

    /// `wordsByCharacters(ofFolded:)` of plain ASCII text (`isPlainASCII`), byte by byte: in
    /// ASCII the letters are `A`-`Z` and `a`-`z` and the numbers `0`-`9`, each one byte.
    package static func wordsByBytes(ofFolded folded: String) -> [String] {
        func isLetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte | 0x20) }
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        func letter(forDigit byte: UInt8) -> UInt8 {
            switch byte {
            case UInt8(ascii: "0"): return UInt8(ascii: "o")
            case UInt8(ascii: "1"): return UInt8(ascii: "l")
            case UInt8(ascii: "5"): return UInt8(ascii: "s")
            case UInt8(ascii: "8"): return UInt8(ascii: "b")
            default: return byte
            }
        }
        var words: [String] = []
        var current: [UInt8] = []
        func flush() {
            let letters = current.reduce(0) { $0 + (isLetter($1) ? 1 : 0) }
            if letters > 0 && letters * 2 >= current.count {
                words.append(String(decoding: current.map(letter(forDigit:)), as: UTF8.self))
            }
            current.removeAll(keepingCapacity: true)
        }
        var digitRun = 0
        for byte in folded.utf8 {
            if isDigit(byte) {
                digitRun += 1
                if digitRun == 2, current.count >= 2, isLetter(current[current.count - 2]) {
                    let digit = current.removeLast()
                    flush()
                    current.append(digit)
                }
            } else if isLetter(byte) {
                if digitRun >= 2 { flush() }
                digitRun = 0
            } else {
                digitRun = 0
            }
            if isLetter(byte) || isDigit(byte) { current.append(byte) } else { flush() }
        }
        flush()
        return words
    }

    /// `text` without diacritics, in lower case, `ß` as `ss`. Most receipt lines are ASCII,
    /// where that is lower-casing `A`-`Z`: done directly, since Foundation's folding was a
    /// twentieth of the CPU of importing a text PDF.
    package static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            guard text.utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return text }
            return String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
        }
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        return folded.contains("ß") ? folded.replacingOccurrences(of: "ß", with: "ss") : folded
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

    /// Whether `word`, the first of its line, is `keyword` (of five letters or more) without
    /// its first letter: print fades and paper curls most at the start of a line (`otal` for
    /// `Total`, `ubtotal`). Asked only for the keywords of money lines: among the words that
    /// keep a line from being a shop's name, `rice` would be `price` and `ember` `member`.
    static func lostFirstLetter(of keyword: String, in word: String) -> Bool {
        let keywordBytes = keyword.utf8
        return keywordBytes.count >= 5 && word.utf8.count == keywordBytes.count - 1
            && keywordBytes.dropFirst().elementsEqual(word.utf8)
    }

    /// Index of the first word where the keyword phrase (space-separated words) starts in
    /// `words`, or `nil`. Words of 5 letters or more may differ in one letter. `glued` also
    /// finds a phrase whose words OCR ran together (`TOTALAMOUNT`); `firstLetterLost` one whose first
    /// word, the line's first, lost its first letter (`lostFirstLetter`).
    package static func find(
        _ phrase: String, in words: [String], exact: Bool = false, glued: Bool = false, firstLetterLost: Bool = false
    ) -> Int? {
        // A line without words (digits, marks) holds no phrase: nothing of the phrase to look at.
        guard !words.isEmpty else { return nil }
        return find(
            phrase, in: words, plain: exact ? [] : words.map(isPlainASCII), exact: exact, glued: glued,
            firstLetterLost: firstLetterLost)
    }

    /// `find`, with whether each word is plain ASCII (see `isPlainASCII`) worked out once for
    /// all the phrases looked for in a line; empty when `exact`.
    private static func find(
        _ phrase: String, in words: [String], plain: [Bool], exact: Bool, glued: Bool, firstLetterLost: Bool
    ) -> Int? {
        func matches(_ index: Int, _ part: String, _ partIsPlain: Bool) -> Bool {
            if exact { return words[index] == part }
            return similar(words[index], part, bothPlain: plain[index] && partIsPlain)
                || firstLetterLost && index == 0 && lostFirstLetter(of: part, in: words[0])
        }
        if !phrase.utf8.contains(UInt8(ascii: " ")) {
            // One word, the usual keyword: no array of parts to build for every line it is looked for in.
            guard !phrase.isEmpty else { return nil }
            let phraseIsPlain = !exact && isPlainASCII(phrase)
            return words.indices.first { matches($0, phrase, phraseIsPlain) }
        }
        // A phrase: its first word is looked for first, and the phrase split into its other
        // words only on a line where the first one occurs.
        guard let firstStart = phrase.firstIndex(where: { $0 != " " }) else { return nil }
        let firstEnd = phrase[firstStart...].firstIndex(of: " ") ?? phrase.endIndex
        let first = String(phrase[firstStart..<firstEnd])
        let firstIsPlain = !exact && isPlainASCII(first)
        var others: [(part: String, isPlain: Bool)]?
        for start in words.indices where matches(start, first, firstIsPlain) {
            let rest =
                others ?? phrase[firstEnd...].split(separator: " ").map { (String($0), !exact && isPlainASCII($0)) }
            others = rest
            guard start + rest.count < words.count else { break }
            if rest.indices.allSatisfy({ matches(start + 1 + $0, rest[$0].part, rest[$0].isPlain) }) { return start }
        }
        guard glued else { return nil }
        // `TOTALAMOUNT`, `GRANDTOTAL`: OCR lost the spaces between the phrase's words.
        let firstCount = first.count
        for (index, word) in words.enumerated() where word.count > firstCount + 1 && word.hasPrefix(first) {
            let rest = (others?.map(\.part) ?? phrase[firstEnd...].split(separator: " ").map(String.init)).joined()
            if exact ? word.dropFirst(firstCount) == rest : similar(String(word.dropFirst(firstCount)), rest) {
                return index
            }
        }
        return nil
    }

    /// Whether any phrase of `phrases` occurs in `words` (`find`).
    package static func containsAny(
        _ phrases: [String], in words: [String], exact: Bool = false, glued: Bool = false, firstLetterLost: Bool = false
    ) -> Bool {
        guard !words.isEmpty else { return false }
        let plain = exact ? [] : words.map(isPlainASCII)
        return phrases.contains {
            find($0, in: words, plain: plain, exact: exact, glued: glued, firstLetterLost: firstLetterLost) != nil
        }
    }

    /// Words printed on receipts that are a letter away from a keyword but mean something
    /// else: they match a keyword only as spelt. `Ground Floor` is not a rounding, `Contact:`
    /// not a cash payment (Dutch `contant`), `IMPORTED BEER` not a total (Spanish `importe`),
    /// `Paints` not a count of points. (`CHARGE` under the cash line is most often `CHANGE`
    /// misread, so it is not among them: `ReceiptKeywords.serviceCharge` tells the charge.)
    static let falseFriends: Set<String> = [
        "chance", "ground", "around", "bound", "found", "sound", "wound", "contact", "imported", "paints",
        "palace",
    ]

    /// Currency codes OCR glues to a keyword (`TotalRM`, `SUMMEEUR`).
    static let gluedCodes = ["rm", "eur", "usd", "chf", "gbp"]

    /// ASCII without a carriage return (which joins the line feed after it into one character):
    /// every byte is one character, so counting, comparing and cutting can go by bytes.
    static func isPlainASCII<Text: StringProtocol>(_ text: Text) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    package static func similar(_ word: String, _ keyword: String) -> Bool {
        similar(word, keyword, bothPlain: isPlainASCII(word) && isPlainASCII(keyword))
    }

    /// `similar`, told whether both words are plain ASCII (the keyword tables, and most words
    /// read). Those are measured and compared by their bytes: counting characters walks
    /// grapheme clusters, which was most of the time spent matching keywords, and a word whose
    /// length is too far off is turned down before any walk.
    private static func similar(_ word: String, _ keyword: String, bothPlain: Bool) -> Bool {
        if word == keyword { return true }
        guard bothPlain else { return similarInGeneral(word, keyword) }
        let wordCount = word.utf8.count
        let keywordCount = keyword.utf8.count
        if wordCount > keywordCount + 1, word.utf8.starts(with: keyword.utf8) {
            let rest = word.utf8.dropFirst(keywordCount)
            if gluedCodes.contains(where: { $0.utf8.elementsEqual(rest) }) { return true }
        }
        guard keywordCount >= 5, wordCount >= 5, abs(wordCount - keywordCount) <= 1, !falseFriends.contains(word)
        else { return false }
        if wordCount >= keywordCount
            ? isWithinOneEdit(longer: word.utf8, shorter: keyword.utf8, sameLength: wordCount == keywordCount)
            : isWithinOneEdit(longer: keyword.utf8, shorter: word.utf8, sameLength: false)
        {
            return true
        }
        return wordCount == keywordCount + 1 && isUmlautReadAsTwoLetters(word, keyword)
    }

    /// Whether `word` is `keyword` with its `u` read as `ii` (the dots of `ü` taken for two
    /// letters' dots: `Riickgeld` for `Rückgeld`, folded `ruckgeld`), both plain ASCII. Asked
    /// of many words on every line, so it walks the bytes without copying them.
    package static func isUmlautReadAsTwoLetters(_ word: String, _ keyword: String) -> Bool {
        let (w, k) = (word.utf8, keyword.utf8)
        guard w.count == k.count + 1 else { return false }
        var (wi, ki) = (w.startIndex, k.startIndex)
        // Alike up to the keyword's `u`, which the word holds as `ii`; alike after it.
        while ki < k.endIndex, w[wi] == k[ki] {
            w.formIndex(after: &wi)
            k.formIndex(after: &ki)
        }
        let i = UInt8(ascii: "i")
        guard ki < k.endIndex, k[ki] == UInt8(ascii: "u"), w[wi] == i, w[w.index(after: wi)] == i else { return false }
        return w[w.index(wi, offsetBy: 2)...].elementsEqual(k[k.index(after: ki)...])
    }

    /// `similar` for any words, counted in characters.
    private static func similarInGeneral(_ word: String, _ keyword: String) -> Bool {
        // Counting characters walks the string: count each once.
        let wordCount = word.count
        let keywordCount = keyword.count
        if wordCount > keywordCount + 1, word.hasPrefix(keyword),
            gluedCodes.contains(String(word.dropFirst(keywordCount)))
        {
            return true
        }
        guard keywordCount >= 5, wordCount >= 5, abs(wordCount - keywordCount) <= 1, !falseFriends.contains(word)
        else { return false }
        return wordCount >= keywordCount
            ? isWithinOneEdit(longer: word, shorter: keyword, sameLength: wordCount == keywordCount)
            : isWithinOneEdit(longer: keyword, shorter: word, sameLength: false)
    }

    /// Whether `longer` and `shorter` (as long, or one character shorter) are at most one
    /// inserted, deleted or replaced character apart: `editDistance(longer, shorter) <= 1` in
    /// one pass, without building arrays.
    /// Words are compared as characters, or plain ASCII words (`isPlainASCII`) as their bytes,
    /// one byte a character, which compare without walking grapheme clusters.
    package static func isWithinOneEdit<Word: Collection>(longer: Word, shorter: Word, sameLength: Bool) -> Bool
    where Word.Element: Equatable {
        var i = longer.startIndex
        var j = shorter.startIndex
        var edited = false
        while i < longer.endIndex, j < shorter.endIndex {
            if longer[i] != shorter[j] {
                if edited { return false }
                edited = true
                // Replaced (same length), or inserted into the longer word: skip it there.
                longer.formIndex(after: &i)
                if sameLength { shorter.formIndex(after: &j) }
                continue
            }
            longer.formIndex(after: &i)
            shorter.formIndex(after: &j)
        }
        // Both ran out together, or nothing differed and the longer word's last character is
        // the one insertion.
        return true
    }

    /// Levenshtein distance, stopping early once it exceeds `limit`.
    package static func editDistance(_ a: String, _ b: String, limit: Int = .max) -> Int {
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
