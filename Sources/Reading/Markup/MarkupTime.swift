import Foundation

/// A schema.org date-time as markup writes it (ISO 8601: `2025-03-10T07:45:00+01:00`,
/// `2025-03-10T06:45:00Z`, `2025-03-10T07:45`, `2025-03-10`): the wall time printed and, when
/// given, its offset from UTC. Read without any locale or the machine's zone.
public struct MarkupTime: Sendable, Hashable {
    /// The day and time as written.
    public var printed: LocalDateTime
    /// The offset from UTC written with it, in seconds (`Z` is 0).
    public var offsetSeconds: Int?

    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 10, let date = CalendarDate(iso: String(trimmed.prefix(10))) else { return nil }
        var rest = trimmed.dropFirst(10)
        guard let separator = rest.first, separator == "T" || separator == " " else {
            guard rest.isEmpty else { return nil }
            printed = LocalDateTime(date: date)
            return
        }
        rest = rest.dropFirst()
        // HH:MM, then :SS and a fraction, then Z or ±HH:MM / ±HHMM / ±HH.
        let clock = rest.prefix { $0.isNumber || $0 == ":" || $0 == "." }
        let parts = clock.split(separator: ":")
        guard parts.count >= 2, let hour = Int(parts[0]), let minute = Int(parts[1]),
            let time = ClockTime(hour: hour, minute: minute)
        else { return nil }
        printed = LocalDateTime(date: date, time: time)
        let zone = rest.dropFirst(clock.count)
        if zone.isEmpty { return }
        if zone == "Z" || zone == "z" {
            offsetSeconds = 0
            return
        }
        guard let sign = zone.first, sign == "+" || sign == "-" || sign == "\u{2212}" else { return nil }
        let digits = zone.dropFirst().filter { $0 != ":" }
        guard [2, 4].contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let hours = Int(digits.prefix(2)),
            let minutes = Int(digits.dropFirst(2).isEmpty ? "0" : digits.dropFirst(2)),
            hours <= 18, minutes < 60
        else { return nil }
        offsetSeconds = (sign == "+" ? 1 : -1) * (hours * 3600 + minutes * 60)
    }

    /// The moment it names, when it has a time and an offset.
    public var instant: Date? {
        guard let offsetSeconds, let zone = TimeZone(secondsFromGMT: offsetSeconds) else { return nil }
        return printed.instant(in: zone)
    }

    /// The local time at a place in `zone` (IANA). A time written in UTC (`Z`, `+00:00`) is
    /// turned into the zone's wall time; one written with another offset is the sender's own
    /// local time and is kept as printed (when the zone disagrees with it, the place was more
    /// likely guessed wrong than the sender's clock).
    public func local(in zone: String?) -> LocalDateTime {
        guard let instant, offsetSeconds == 0, let zone = zone.flatMap(TimeZone.init(identifier:)) else {
            return printed
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
        guard let year = parts.year, let month = parts.month, let day = parts.day,
            let date = CalendarDate(year: year, month: month, day: day)
        else { return printed }
        return LocalDateTime(date: date, time: ClockTime(hour: parts.hour ?? 0, minute: parts.minute ?? 0))
    }
}
