/// A table of keyword phrases, with what tells at once that a line's words start none of them:
/// `KeywordMatcher.containsAny` over `phrases`, without comparing every word with every phrase
/// on the many lines that hold none (the line kinds of every receipt line were a tenth of the
/// CPU of importing a text PDF).
///
/// A word can start a phrase (`KeywordMatcher.find`, not exact) only as its first word spelt
/// (`total`), that word with a currency code glued on (`totalrm`), the word one letter away
/// when both have five letters or more (`tota1`, `totl`, `riickgeld`: the first two letters or
/// the last two are then the same, as one slip leaves one end alone), first on its line the word
/// without its first letter (`otal`), or, where OCR ran a phrase's words together, the first
/// word followed by as many letters as the phrase's other words, give or take a slip or a
/// glued code (`totalamount`, `grandtota1`). A word that is none of these for any phrase is
/// passed over; a line of such words holds no phrase of the table.
struct KeywordTable: Sendable {
    let phrases: [String]
    /// The first word of each phrase.
    private let firstWords: Set<String>
    /// The byte length of the longest first word.
    private let longestFirstWord: Int
    /// For each first word of a phrase of several words, the byte lengths of those phrases
    /// with their spaces taken out (`totalamount` for `total amount`).
    private let gluedLengths: [String: Set<Int>]
    /// `key(length, bytes)` of each first word of five bytes or more, with its first two bytes.
    private let headKeys: Set<Int>
    /// `key(length, bytes)` of each first word of five bytes or more, with its last two bytes.
    private let tailKeys: Set<Int>
    /// Whether every first word is plain ASCII (`KeywordMatcher.isPlainASCII`); the table is
    /// never passed over otherwise.
    private let isPlain: Bool

    init(_ phrases: [String]) {
        self.phrases = phrases
        let firsts = phrases.compactMap(Self.firstWord)
        firstWords = Set(firsts)
        longestFirstWord = firsts.map(\.utf8.count).max() ?? 0
        var glued: [String: Set<Int>] = [:]
        for phrase in phrases {
            guard let first = Self.firstWord(of: phrase), phrase.split(separator: " ").count > 1 else { continue }
            glued[first, default: []].insert(phrase.split(separator: " ").joined().utf8.count)
        }
        gluedLengths = glued
        isPlain = firsts.allSatisfy(KeywordMatcher.isPlainASCII)
        var heads = Set<Int>()
        var tails = Set<Int>()
        for word in firsts where word.utf8.count >= 5 {
            let bytes = Array(word.utf8)
            heads.insert(Self.key(bytes.count, bytes[0], bytes[1]))
            tails.insert(Self.key(bytes.count, bytes[bytes.count - 2], bytes[bytes.count - 1]))
        }
        headKeys = heads
        tailKeys = tails
    }

    /// The phrase's first word as `KeywordMatcher.find` takes it; nil for a phrase of spaces alone.
    private static func firstWord(of phrase: String) -> String? {
        guard let start = phrase.firstIndex(where: { $0 != " " }) else { return nil }
        let end = phrase[start...].firstIndex(of: " ") ?? phrase.endIndex
        return String(phrase[start..<end])
    }

    private static func key(_ length: Int, _ first: UInt8, _ second: UInt8) -> Int {
        length << 16 | Int(first) << 8 | Int(second)
    }

    /// Whether some phrase of the table occurs in `words`: `KeywordMatcher.containsAny(phrases, ...)`.
    func occurs(in words: [String], glued: Bool = false, firstLetterLost: Bool = false) -> Bool {
        guard isPlain, !words.isEmpty else {
            return KeywordMatcher.containsAny(phrases, in: words, glued: glued, firstLetterLost: firstLetterLost)
        }
        guard words.indices.contains(where: { mayStart(words[$0], first: $0 == 0 && firstLetterLost, glued: glued) })
        else {
            return false
        }
        return KeywordMatcher.containsAny(phrases, in: words, glued: glued, firstLetterLost: firstLetterLost)
    }

    /// Whether `word` may be a phrase's first word as `KeywordMatcher.find` matches it (see the
    /// type's note); `lostFirstLetter` when it is the line's first word and may have lost a
    /// letter, `glued` when a phrase's words may have been run together.
    func mayStart(_ word: String, first lostFirstLetter: Bool, glued: Bool) -> Bool {
        guard KeywordMatcher.isPlainASCII(word) else { return true }
        let bytes = word.utf8
        let count = bytes.count
        if firstWords.contains(word) { return true }
        // One byte is no first word (those are in `firstWords`), none glued, no slip of one.
        guard count >= 2 else { return false }
        let bytesArray = Array(bytes)
        let (head0, head1) = (bytesArray[0], bytesArray[1])
        let (tail0, tail1) = (bytesArray[count - 2], bytesArray[count - 1])
        // A first word with two letters or more after it: a currency code, or the phrase's
        // other words (as long, give or take a slip, or with a code glued on as well).
        if count > 2, longestFirstWord > 0 {
            for length in 1...min(count - 2, longestFirstWord) {
                let first = String(decoding: bytes.prefix(length), as: UTF8.self)
                guard firstWords.contains(first) else { continue }
                let rest = bytes.dropFirst(length)
                if KeywordMatcher.gluedCodes.contains(where: { $0.utf8.elementsEqual(rest) }) { return true }
                if glued, let lengths = gluedLengths[first],
                    ((count - 3)...(count + 1)).contains(where: lengths.contains)
                {
                    return true
                }
            }
        }
        if count >= 5 {
            for length in (count - 1)...(count + 1)
            where headKeys.contains(Self.key(length, head0, head1)) || tailKeys.contains(Self.key(length, tail0, tail1))
            {
                return true
            }
        }
        return lostFirstLetter && tailKeys.contains(Self.key(count + 1, tail0, tail1))
    }
}
