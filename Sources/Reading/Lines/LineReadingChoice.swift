import OCR

/// Chooses, word by word, between two readings of the same printed line.
///
/// Tesseract's confidences do not say which of two readings of a word is right (`TEO` reads
/// at 71, the printed `TED` at 55), but its dictionary does: where one reading is a word and
/// the other is not, the word is almost always what was printed. Only letter slips are
/// taken this way; numbers, and words the dictionary knows in both readings, stay as first read.
enum LineReadingChoice {
    /// `original` with each non-word replaced by the word `other` read at the same place,
    /// when that one is in the dictionary and differs from it by a slip or two; nil when
    /// nothing changes or the readings do not line up word for word.
    static func merged(
        _ original: RecognizedLine, _ other: RecognizedLine, isWord: (String) -> Bool
    ) -> RecognizedLine? {
        guard original.words.count == other.words.count else { return nil }
        let places = original.text.ranges(ofWordsInOrder: original.words.map(\.text))
        guard places.count == original.words.count else { return nil }
        var result = original
        var copied = original.text.startIndex
        var rebuilt = ""
        var changed = false
        for (index, (mine, theirs)) in zip(original.words, other.words).enumerated() {
            // Copy the original text up to and including this word, swapping the word if chosen.
            rebuilt += original.text[copied..<places[index].lowerBound]
            copied = places[index].upperBound
            if isSlip(mine.text, of: theirs.text), !isWord(mine.text), isWord(theirs.text) {
                rebuilt += theirs.text
                result.words[index].text = theirs.text
                result.words[index].confidence = max(mine.confidence, theirs.confidence)
                changed = true
            } else {
                rebuilt += mine.text
            }
        }
        guard changed else { return nil }
        result.text = rebuilt + original.text[copied...]
        return result
    }

    /// Whether `word` could be `other` misread: both have letters and no digits, and they are
    /// at most one edit per three characters apart (at least one edit allowed).
    static func isSlip(_ word: String, of other: String) -> Bool {
        guard word != other, word.contains(where: \.isLetter), other.contains(where: \.isLetter),
            !word.contains(where: \.isNumber), !other.contains(where: \.isNumber)
        else { return false }
        let limit = max(1, min(word.count, other.count) / 3)
        return KeywordMatcher.editDistance(word.uppercased(), other.uppercased(), limit: limit) <= limit
    }
}
