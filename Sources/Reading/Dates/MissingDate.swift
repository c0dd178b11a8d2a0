import OCR

/// Where to look again for a date the first reading missed (`Date: 92/02/2018`, `O7/O01/18`),
/// and which of the new readings to believe.
enum MissingDate {
    /// At most this many lines of a page are read again.
    static let maximumLines = 4

    /// Indexes of the page's lines that may hold the date, from the top: first those that
    /// carry a date label or numbers in a date's shape (two separators between digits, or
    /// between characters OCR gives for faint digits: `£/2/20L7`), then those that carry a
    /// clock time (`12:42 PM`), which receipts print beside the date.
    static func candidateLines(of page: RecognizedPage) -> [Int] {
        let indexes = page.lines.indices
        let dated = indexes.filter { index in
            let text = page.lines[index].text
            return KeywordMatcher.containsAny(DateKeywords.transaction, in: KeywordMatcher.words(of: text))
                || looksLikeADate(text)
        }
        let timed = indexes.filter { !dated.contains($0) && holdsATime(page.lines[$0].text) }
        return Array((dated + timed).prefix(maximumLines))
    }

    /// A character (a digit, or whatever OCR reads for a faint one: `if-05-17`), a separator,
    /// one to three characters, the same kind of separator, two digits or letters read for
    /// them; or two digits, a space where a faint separator was, two digits, a separator and the
    /// year (`05 92-18`).
    static func looksLikeADate(_ text: String) -> Bool {
        // A regex literal is compiled each time it is evaluated: a line with no `/`, no `-` and
        // fewer than two dots matches neither.
        guard text.contains("/") || text.contains("-") || text.utf8.lazy.filter({ $0 == UInt8(ascii: ".") }).count >= 2
        else { return false }
        return text.contains(/[\w£$]\s?([\/.\-])\s?\w{1,3}\s?\1\s?[\dOoIlLZSB]{2}/)
            || text.contains(/(?:^|\s)\d{2} \d{2}[\/\-]\d{2}(?:\d{2})?(?:$|\s)/)
    }

    /// A clock time: hours, a colon, two digits (`13:30`, `10:49:25`, `8:05PM`; `15:65`, a
    /// faint `5` read as `6`).
    static func holdsATime(_ text: String) -> Bool {
        text.contains(":") && text.contains(/(?:^|\D)\d{1,2}\s?:\s?\d\d(?!\d)/)
    }

    /// The heights (px) the page's typical line is scaled to when a strip around a date-like
    /// line is read again: what reads whole at one size often does not at another.
    static let stripLineHeights: [Double] = [24, 30]

    /// The strip of an upright page from a typical line's height (`lineHeight`) above `line`
    /// to as far below it, the page's whole width.
    static func strip(around line: BoundingBox, lineHeight: Int, pageWidth: Int, pageHeight: Int) -> BoundingBox {
        let top = max(0, line.y - lineHeight)
        let bottom = min(pageHeight, line.maxY + lineHeight)
        return BoundingBox(x: 0, y: top, width: pageWidth, height: max(0, bottom - top))
    }

    /// The page's lines with those whose middle lies inside `strip` replaced by `lines` (the
    /// strip read again), and the indexes the new lines take.
    static func replacing(linesIn strip: BoundingBox, of page: RecognizedPage, with lines: [RecognizedLine])
        -> (lines: [RecognizedLine], inserted: Range<Int>)
    {
        let above = page.lines.filter { $0.box.midY < strip.y }
        let below = page.lines.filter { $0.box.midY > strip.maxY }
        return (above + lines + below, above.count..<(above.count + lines.count))
    }

    /// The index of the line of `page` that overlaps `box` the most from top to bottom.
    static func nearestLine(to box: BoundingBox, in page: RecognizedPage) -> Int? {
        func overlap(_ other: BoundingBox) -> Int { min(box.maxY, other.maxY) - max(box.y, other.y) }
        return page.lines.indices.max { overlap(page.lines[$0].box) < overlap(page.lines[$1].box) }
    }

    /// The date most of `dates` (one per reading that gave one, of `readings`) agree on, when
    /// at least two agree and no other date has as many, or when only one reading gave a date
    /// at all (faint print often reads at one size only; such a date stays unsure). Its
    /// `voteShare` is its share of all readings.
    static func agreed(_ dates: [DraftField<CalendarDate>], readings: Int) -> DraftField<CalendarDate>? {
        guard let (value, count) = Majority.leader(of: dates.map(\.value)), count >= 2 || dates.count == 1,
            var chosen = dates.first(where: { $0.value == value })
        else { return nil }
        chosen.signals[.voteShare] = Double(count) / Double(max(readings, 1))
        return chosen
    }
}
