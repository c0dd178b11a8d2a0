import Foundation

/// Settles a date whose digits read poorly by reading its line again at several sizes and
/// letting the readings vote, day, month and year each on their own.
///
/// Tesseract's digit slips (`07` for `09`, `03` for `08`) depend on the size of the print, so
/// readings at different sizes rarely repeat the same slip; the printed digit is the one most
/// readings agree on. The first reading keeps every tie, also a tie between other values.
enum DateVote {
    /// A date word read with less confidence than this is read again.
    static let unsureWord = 0.95
    /// Heights (px) the date's line is scaled to for the extra readings.
    static let heights: [Double] = [24, 30, 38, 48]
    /// A line whose darkest ink is no darker than this gray value (of 255) is faint print,
    /// read again with its strokes made bolder too (`PagePicture.inkDarkness`).
    static let faintInk = 60

    /// Whether the date's own digits (its characters on its line, not a clock time or a
    /// receipt number beside it) read poorly enough to vote on.
    static func isUnsure(_ date: DraftField<CalendarDate>) -> Bool {
        (date.signals[.wordConfidence] ?? 0) < unsureWord
    }

    /// The date most readings agree on, component by component; `first` wins ties. Nil when
    /// the vote changes nothing or yields no real date, or when `first` was `printedTwice`:
    /// a date the receipt prints twice, read alike both times, stands, since its two printings
    /// are separate ink and the readings all see the ink of one of them.
    static func settled(first: CalendarDate, printedTwice: Bool = false, others: [CalendarDate]) -> CalendarDate? {
        guard !printedTwice else { return nil }
        let all = [first] + others
        // A single value ahead of all others wins; a tie keeps the first reading's.
        func vote(_ component: (CalendarDate) -> Int) -> Int {
            Majority.leader(of: all.map(component))?.value ?? component(first)
        }
        guard let settled = CalendarDate(year: vote(\.year), month: vote(\.month), day: vote(\.day)),
            settled != first
        else { return nil }
        return settled
    }
}
