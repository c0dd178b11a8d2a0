/// A table of keyword phrases, with what tells at once that a line's words start none of them:
/// `KeywordMatcher.containsAny` over `phrases`, without comparing every word with every phrase
/// on the many lines that hold none (the line kinds of every receipt line were a tenth of the
/// CPU of importing a text PDF).
///
/// A word can start a phrase (`KeywordMatcher.find`, not exact) only as its first word spelt
/// (`total`), that word with more after it (`totalrm`, `totalamount`), the word one letter away
/// when both have five letters or more (`tota1`, `totl`, `riickgeld`: the first letter or the
/// last one is then the same, as one slip changes only one end), or, first on its line, the
/// word without its first letter (`otal`). A word that is none of these for any phrase's first
/// word is passed over; a line of such words holds no phrase of the table.
struct KeywordTable: Sendable {
    let phrases: [String]
    /// The first word of each phrase.
    private let firstWords: Set<String>
    /// The byte length of the longest first word.
    private let longestFirstWord: Int
    /// `key(length, byte)` of each first word of five bytes or more, with its first byte.
    private let firstByteKeys: Set<Int>
    /// `key(length, byte)` of each first word of five bytes or more, with its last byte.
    private let lastByteKeys: Set<Int>
    /// Whether every first word is plain ASCII (`KeywordMatcher.isPlainASCII`); the table is
    /// never passed over otherwise.
    private let isPlain: Bool

    init(_ phrases: [String]) {
        self.phrases = phrases
        let firsts = phrases.compactMap(Self.firstWord)
        firstWords = Set(firsts)
        longestFirstWord = firsts.map(\.utf8.count).max() ?? 0
        isPlain = firsts.allSatisfy(KeywordMatcher.isPlainASCII)
        var heads = Set<Int>()
        var tails = Set<Int>()
        for word in firsts where word.utf8.count >= 5 {
            let bytes = Array(word.utf8)
            heads.insert(Self.key(bytes.count, bytes[0]))
            tails.insert(Self.key(bytes.count, bytes[bytes.count - 1]))
        }
        firstByteKeys = heads
        lastByteKeys = tails
    }

    /// The phrase's first word as `KeywordMatcher.find` takes it; nil for a phrase of spaces alone.
    private static func firstWord(of phrase: String) -> String? {
        guard let start = phrase.firstIndex(where: { $0 != " " }) else { return nil }
        let end = phrase[start...].firstIndex(of: " ") ?? phrase.endIndex
        return String(phrase[start..<end])
    }

    private static func key(_ length: Int, _ byte: UInt8) -> Int { length << 8 | Int(byte) }

    /// Whether some phrase of the table occurs in `words`: `KeywordMatcher.containsAny(phrases, ...)`.
    func occurs(in words: [String], glued: Bool = false, firstLetterLost: Bool = false) -> Bool {
        guard isPlain, !words.isEmpty else {
            return KeywordMatcher.containsAny(phrases, in: words, glued: glued, firstLetterLost: firstLetterLost)
        }
        guard words.indices.contains(where: { mayStart(words[$0], first: $0 == 0 && firstLetterLost) }) else {
            return false
        }
        return KeywordMatcher.containsAny(phrases, in: words, glued: glued, firstLetterLost: firstLetterLost)
    }

    /// Whether `word` may be a phrase's first word as `KeywordMatcher.find` matches it (see the
    /// type's note); `lostFirstLetter` when it is the line's first word and may have lost a letter.
    func mayStart(_ word: String, first lostFirstLetter: Bool) -> Bool {
        guard KeywordMatcher.isPlainASCII(word) else { return true }
        let bytes = word.utf8
        let count = bytes.count
        guard let head = bytes.first, let tail = bytes.last else { return firstWords.contains(word) }
        if firstWords.contains(word) { return true }
        // A first word with more after it: glued to a currency code or to the phrase's next words.
        if count > 1 {
            for length in 1..<min(count, longestFirstWord + 1)
            where firstWords.contains(String(decoding: bytes.prefix(length), as: UTF8.self)) {
                return true
            }
        }
        if count >= 5 {
            for length in (count - 1)...(count + 1)
            where firstByteKeys.contains(Self.key(length, head)) || lastByteKeys.contains(Self.key(length, tail)) {
                return true
            }
        }
        return lostFirstLetter && lastByteKeys.contains(Self.key(count + 1, tail))
    }
}
