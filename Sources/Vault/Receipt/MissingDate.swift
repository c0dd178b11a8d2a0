import OCR

/// Where to look again for a date the first reading missed (`Date: 92/02/2018`, `O7/O01/18`),
/// and which of the new readings to believe.
enum MissingDate {
    /// At most this many lines of a page are read again.
    static let maximumLines = 3

    /// Indexes of the page's lines that carry a date label or numbers in a date's shape
    /// (two separators between digits), from the top.
    static func candidateLines(of page: RecognizedPage) -> [Int] {
        let candidates = page.lines.indices.filter { index in
            let text = page.lines[index].text
            return KeywordMatcher.containsAny(DateKeywords.transaction, in: KeywordMatcher.words(of: text))
                || looksLikeADate(text)
        }
        return Array(candidates.prefix(maximumLines))
    }

    /// Digits, a separator, one to three characters, the same kind of separator, digits.
    static func looksLikeADate(_ text: String) -> Bool {
        text.contains(/\d\s?([\/.\-])\s?\w{1,3}\s?\1\s?\d{2}/)
    }

    /// The date most of `dates` (one per reading that gave one, of `readings`) agree on, when
    /// at least two agree and no other date has as many; its `voteShare` is its share of
    /// all readings.
    static func agreed(_ dates: [DraftField<CalendarDate>], readings: Int) -> DraftField<CalendarDate>? {
        guard let (value, count) = Majority.leader(of: dates.map(\.value)), count >= 2,
            var chosen = dates.first(where: { $0.value == value })
        else { return nil }
        chosen.signals[.voteShare] = Double(count) / Double(max(readings, 1))
        return chosen
    }
}
