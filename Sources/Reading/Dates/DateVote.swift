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

    /// One reading of a date's line: its date, and whether its numbers give it only in the
    /// order the receipt does not use (`FoundDate.againstOrder`).
    struct Reading: Equatable {
        var date: CalendarDate
        var againstOrder = false
    }

    /// The date most readings agree on, component by component; `first` wins ties. Nil when
    /// the vote changes nothing or yields no real date, or when `first` was `printedTwice`:
    /// a date the receipt prints twice, read alike both times, stands, since its two printings
    /// are separate ink and the readings all see the ink of one of them.
    ///
    /// A reading against the receipt's order (`01/14/2017`, `01/16/2017` for a faint
    /// `01/10/2017` dated day first) holds in its month the number printed where the day goes,
    /// and where the month goes a number no month has: while another reading gives a date in
    /// the receipt's order, it votes on the day and the year, not on the month.
    static func settled(first: Reading, printedTwice: Bool = false, others: [Reading]) -> CalendarDate? {
        guard !printedTwice else { return nil }
        let all = [first] + others
        let inOrder = all.filter { !$0.againstOrder }
        // With no reading in the receipt's order, the date was printed the other way round.
        let monthVoters = inOrder.isEmpty ? all : inOrder
        func printedDay(_ reading: Reading) -> Int {
            reading.againstOrder && !inOrder.isEmpty ? reading.date.month : reading.date.day
        }
        // A single value ahead of all others wins; a tie keeps the first voter's.
        func vote(_ readings: [Reading], _ component: (Reading) -> Int) -> Int? {
            Majority.leader(of: readings.map(component))?.value ?? readings.first.map(component)
        }
        guard let year = vote(all, \.date.year), let month = vote(monthVoters, \.date.month),
            let day = vote(all, printedDay),
            let settled = CalendarDate(year: year, month: month, day: day), settled != first.date
        else { return nil }
        return settled
    }

    /// `settled(first:printedTwice:others:)` for readings all in the receipt's order.
    static func settled(first: CalendarDate, printedTwice: Bool = false, others: [CalendarDate]) -> CalendarDate? {
        settled(first: Reading(date: first), printedTwice: printedTwice, others: others.map { Reading(date: $0) })
    }
}
