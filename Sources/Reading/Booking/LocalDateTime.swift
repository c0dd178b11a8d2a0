import Foundation

/// A day and, when printed, a time of day, local to the place where it happens (no zone):
/// `2025-03-10T07:45`, or `2025-03-10` without a time.
public struct LocalDateTime: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public var date: CalendarDate
    public var time: ClockTime?

    public init(date: CalendarDate, time: ClockTime? = nil) {
        self.date = date
        self.time = time
    }

    /// Parses `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM` (a space may stand for the `T`).
    public init?(iso text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(whereSeparator: { $0 == "T" || $0 == " " }).map(String.init)
        guard (1...2).contains(parts.count), let date = CalendarDate(iso: parts[0]) else { return nil }
        self.date = date
        guard parts.count == 2 else { return }
        let clock = parts[1].split(separator: ":")
        guard clock.count == 2, clock.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
            let hour = Int(clock[0]), let minute = Int(clock[1]), let time = ClockTime(hour: hour, minute: minute)
        else { return nil }
        self.time = time
    }

    public var description: String {
        time.map { "\(date)T\($0)" } ?? date.description
    }

    /// The moment this local time is in `zone`; nil without a time of day.
    public func instant(in zone: TimeZone) -> Date? {
        guard let time else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(
            from: DateComponents(
                year: date.year, month: date.month, day: date.day, hour: time.hour, minute: time.minute))
    }

    /// `2025-03-10 07:45`, for tables.
    public var readable: String {
        time.map { "\(date) \($0)" } ?? date.description
    }

    /// Minutes since midnight, a missing time counting as the start of the day.
    var minuteOfDay: Int { time.map { $0.hour * 60 + $0.minute } ?? 0 }

    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.date, lhs.minuteOfDay) < (rhs.date, rhs.minuteOfDay)
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = LocalDateTime(iso: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not a YYYY-MM-DDTHH:MM time: \(text)"))
        }
        self = value
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
