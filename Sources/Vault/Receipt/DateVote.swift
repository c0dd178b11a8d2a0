import OCR

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

    /// Whether the words of `line` that hold digits of a date read poorly enough to vote on:
    /// `12/03/2018`, or the day and year around a month's name (`05 MAR 2018`); a clock time
    /// is no part of it.
    static func isUnsure(_ line: RecognizedLine) -> Bool {
        let separated = line.words.filter { word in
            word.text.filter(\.isNumber).count >= 2 && word.text.contains(where: { "/.-".contains($0) })
        }
        let dateWords =
            separated.isEmpty
            ? line.words.filter { $0.text.contains(where: \.isNumber) && !$0.text.contains(":") } : separated
        guard let lowest = dateWords.map(\.confidence).min() else { return false }
        return lowest < unsureWord
    }

    /// The date most readings agree on, component by component; `first` wins ties. Nil when
    /// the vote changes nothing or yields no real date.
    static func settled(first: CalendarDate, others: [CalendarDate]) -> CalendarDate? {
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
