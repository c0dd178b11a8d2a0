extension String {
    /// Where each of `words` stands in this text, found in order from the start (the words of
    /// an OCR line in its text); stops at the first word not found, so fewer ranges than
    /// words means the text and its words disagree from there on.
    func ranges(ofWordsInOrder words: [String]) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var rest = self[...]
        for word in words {
            guard let range = rest.firstRange(of: word) else { break }
            ranges.append(range)
            rest = rest[range.upperBound...]
        }
        return ranges
    }
}
