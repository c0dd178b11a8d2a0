import OCR

/// Settles, word by word, a line read at several sizes: a word that most readings give
/// differently from the line as read (`HART` read once, `MART` three times) was misread.
///
/// A slip depends on the size the ink is read at, so readings at other sizes rarely repeat it;
/// a word they agree on against the first reading is what was printed. The readings are lined
/// up by place: the word of another reading whose centre lies inside a word's box is its
/// reading of that word.
///
/// What the vote leaves alone: a word the dictionary knows for one it does not (`PERNIAGAAN`
/// read as `PERNIAGAARN` at two other sizes; `HART` for `MART` may go), unless three readings
/// or more all give the other a letter for a letter (`TED` read once, `TEO` at every other
/// size), punctuation
/// (`INTERNATIONAL.SDN`, `(KL)`), legal forms (`SDN` read as `SON` at every other size;
/// `S/B`: `LegalForms` mends those), a word for a kind of shop read as such (`KEDAI`, read
/// `MEDAL` at other sizes), and an `I` the other sizes read as `T`: at the sizes
/// lines are read again Tesseract turns a serif `I` into `T` far more often than the reverse
/// (`IKANO` became `TKANO` at all three); nor does a spelling with digits among its letters
/// outvote a word of letters.
enum WordVote {
    /// `line` with each word that the other `readings` outvote replaced; nil when none is.
    ///
    /// A word is replaced by another spelling when at least two readings give it and more
    /// readings give it than give the word as read (counting the line itself). Unless every
    /// reading agrees, the two must be a slip apart (one edit per three characters).
    static func voted(
        _ line: RecognizedLine, readings: [RecognizedLine], isWord: (String) -> Bool
    ) -> RecognizedLine? {
        guard readings.count >= 2 else { return nil }
        var result = line
        let places = line.text.ranges(ofWordsInOrder: line.words.map(\.text))
        guard places.count == line.words.count else { return nil }
        var copied = line.text.startIndex
        var rebuilt = ""
        var changed = false
        for (index, word) in line.words.enumerated() {
            // Copy the text up to and including this word, swapping the word if outvoted.
            rebuilt += line.text[copied..<places[index].lowerBound]
            copied = places[index].upperBound
            let others = readings.compactMap { reading in Self.word(in: reading, under: word.box) }
            if !word.text.contains("/"), !LegalForms.contains(printed: [word.text]),
                !ShopWords.exactly.contains(word.text.lowercased()),
                let vote = winner(for: word.text, among: others, readings: readings.count),
                !isWord(word.text) || isWord(vote.spelling) || vote.overrulesDictionary
            {
                rebuilt += vote.spelling
                result.words[index].text = vote.spelling
                changed = true
            } else {
                rebuilt += word.text
            }
        }
        result.text = rebuilt + line.text[copied...]
        return changed ? result : nil
    }

    /// The spelling that outvotes `word` among `others` (the readings' words at its place, of
    /// `readings` readings), compared without letter case; nil when `word` stands or two
    /// spellings tie. `overrulesDictionary` when three readings or more all give it, a letter
    /// for a letter of the word as read (`TEO` at every size where the first reading gave
    /// `TED`): then even a dictionary word gives way. A letter added or lost at every size
    /// (`PERNIAGAARN`) is the print's own look, read alike, and does not count.
    static func winner(
        for word: String, among others: [String], readings: Int
    ) -> (spelling: String, overrulesDictionary: Bool)? {
        let key = word.uppercased()
        var counts: [String: Int] = [:]
        for other in others { counts[other.uppercased(), default: 0] += 1 }
        let standing = 1 + (counts[key] ?? 0)
        let rivals = counts.filter { $0.key != key }
        guard let (best, votes) = rivals.max(by: { $0.value < $1.value }),
            votes >= 2, votes > standing, best.count >= 2, rivals.values.filter({ $0 == votes }).count == 1,
            let spelling = others.first(where: { $0.uppercased() == best })
        else { return nil }
        let unanimous = votes == readings
        guard unanimous ? abs(best.count - key.count) <= 1 : isSlip(key, of: best),
            letters(of: best) != letters(of: key), !turnsIIntoT(key, best), !putsDigitAmongLetters(key, best)
        else { return nil }
        return (spelling, unanimous && readings >= 3 && best.count == key.count)
    }

    private static func letters(of word: String) -> String {
        String(word.filter { $0.isLetter || $0.isNumber })
    }

    /// Whether `other` has a `T` where `word` (upper case, of the same length) has an `I`, or a
    /// `1` or `|` as an `I` is often read.
    private static func turnsIIntoT(_ word: String, _ other: String) -> Bool {
        word.count == other.count && zip(word, other).contains { "I1|".contains($0) && $1 == "T" }
    }

    /// Whether `other` mixes digits into letters where `word` has letters only: `O.1.Y.` read
    /// at other sizes for `D.I.Y.` is itself a misreading, and outvotes no word of letters.
    private static func putsDigitAmongLetters(_ word: String, _ other: String) -> Bool {
        !word.contains(where: \.isNumber) && other.contains(where: \.isNumber) && other.contains(where: \.isLetter)
    }

    /// At most one edit per three characters apart (at least one).
    private static func isSlip(_ word: String, of other: String) -> Bool {
        let limit = max(1, min(word.count, other.count) / 3)
        return KeywordMatcher.editDistance(word, other, limit: limit) <= limit
    }

    /// The one word of `reading` whose centre lies inside `box` horizontally; nil when none
    /// or several do (the readings split or joined the word differently).
    private static func word(in reading: RecognizedLine, under box: BoundingBox) -> String? {
        let inside = reading.words.filter { other in
            let centre = other.box.x + other.box.width / 2
            return centre >= box.x && centre <= box.x + box.width
        }
        return inside.count == 1 ? inside[0].text : nil
    }
}
