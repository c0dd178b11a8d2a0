import Foundation

extension CalendarDate {
    /// The day `days` later (earlier when negative).
    public func adding(days: Int) -> CalendarDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        guard let start = calendar.date(from: DateComponents(year: year, month: month, day: day)),
            let moved = calendar.date(byAdding: .day, value: days, to: start)
        else { return self }
        let parts = calendar.dateComponents([.year, .month, .day], from: moved)
        return CalendarDate(year: parts.year ?? year, month: parts.month ?? month, day: parts.day ?? day) ?? self
    }

    /// The day after, worked out without a calendar (for loops over days).
    public var next: CalendarDate {
        CalendarDate(year: year, month: month, day: day + 1)
            ?? CalendarDate(year: year, month: month + 1, day: 1)
            ?? CalendarDate(year: year + 1, month: 1, day: 1)
            ?? self
    }

    /// Today (at `now`) as a calendar day in the machine's time zone.
    public static func today(_ now: Date = Date()) -> CalendarDate {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: now)
        return CalendarDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
            ?? CalendarDate(year: 1970, month: 1, day: 1)!
    }
}
