import Foundation
import Reading

/// Writes bookings as an iCalendar file (RFC 5545): one event per transport, stay and car
/// rental, with reminders as alarms.
///
/// Times: a booking's local times are written as printed with the zone of their place
/// (`DTSTART;TZID=America/New_York:20250314T221000`), each zone with its `VTIMEZONE` (the
/// offsets of the events' years, from the system's tz database); a place vault does not know
/// leaves them local ("floating"); a day without a time is an all-day date. UIDs are made from
/// the booking's id, so importing or subscribing again updates the events rather than adding
/// them twice, and `SEQUENCE` grows with every edit (the seconds between the booking's creation
/// and its last change), so a client takes the changed event over its copy. Alarms: 24 hours before a flight,
/// 2 hours before a train, bus or ferry and before a car pick-up, and at 18:00 the evening
/// before check-in.
public struct ICalendarWriter: Sendable {
    /// The calendar's name (`X-WR-CALNAME`).
    public var name: String
    /// `DTSTAMP` of every event.
    public var now: Date

    public init(name: String, now: Date = Date()) {
        self.name = name
        self.now = now
    }

    /// The whole calendar, lines ended with CRLF and folded at 75 octets.
    public func calendar(_ bookings: [Booking]) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//vault//bookings//EN", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", "X-WR-CALNAME:" + Self.escape(name),
        ]
        lines += Self.timeZones(of: bookings)
        for booking in bookings { lines += event(booking) }
        lines.append("END:VCALENDAR")
        return lines.map(Self.fold).joined(separator: "\r\n") + "\r\n"
    }

    /// The event of one booking; none for a booking without a start.
    func event(_ booking: Booking) -> [String] {
        guard let start = booking.startAt, let id = booking.id else { return [] }
        let zones = Self.zones(of: booking)
        var lines = [
            "BEGIN:VEVENT", "UID:vault-booking-\(id)@vault", "DTSTAMP:" + Self.utc(now),
            "SEQUENCE:\(Self.sequence(of: booking))", "DTSTART" + Self.value(start, zone: zones.start),
        ]
        if let end = booking.endAt, end > start || (end == start && end.time == nil) {
            let shown = end.time == nil ? LocalDateTime(date: end.date.next) : end
            lines.append("DTEND" + Self.value(shown, zone: zones.end))
        } else if start.time == nil {
            lines.append("DTEND;VALUE=DATE:" + Self.compact(start.date.next))
        } else {
            lines.append("DURATION:PT1H")
        }
        lines.append("SUMMARY:" + Self.escape(Self.summary(booking)))
        // A reservation its sender cancelled stays in the feed as cancelled, so calendars drop it.
        if booking.isCancelled { lines.append("STATUS:CANCELLED") }
        let location = booking.type == .stay ? booking.address ?? booking.provider : booking.origin
        if let location { lines.append("LOCATION:" + Self.escape(location)) }
        lines.append("DESCRIPTION:" + Self.escape(Self.description(booking, zones: zones)))
        lines.append("CATEGORIES:" + (booking.mode?.rawValue ?? booking.type.rawValue).uppercased())
        // No reminder to go to what was cancelled.
        if !booking.isCancelled, let alarm = Self.alarm(booking, start: start) {
            lines += [
                "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + Self.escape(alarm.text),
                "TRIGGER:" + alarm.trigger, "END:VALARM",
            ]
        }
        lines.append("END:VEVENT")
        return lines
    }

    /// The time zones of a booking's start and end places, where known.
    static func zones(of booking: Booking) -> (start: TimeZone?, end: TimeZone?) {
        if booking.startZone != nil || booking.endZone != nil {
            return (
                booking.startZone.flatMap(TimeZone.init(identifier:)),
                booking.endZone.flatMap(TimeZone.init(identifier:))
            )
        }
        switch booking.type {
        case .stay, .event:
            let zone = KnownPlaces.timeZone(of: booking.address) ?? KnownPlaces.timeZone(of: booking.provider)
            return (zone, zone)
        case .transport, .rental:
            let start = KnownPlaces.timeZone(of: booking.origin)
            return (start, KnownPlaces.timeZone(of: booking.destination) ?? (booking.type == .rental ? start : nil))
        }
    }

    /// `;TZID=Europe/Paris:20250310T074500` (the local time in its zone), `:20250310T074500`
    /// (floating) or `;VALUE=DATE:20250310`.
    static func value(_ time: LocalDateTime, zone: TimeZone?) -> String {
        guard let clock = time.time else { return ";VALUE=DATE:" + compact(time.date) }
        let local = compact(time.date) + "T" + two(clock.hour) + two(clock.minute) + "00"
        guard let zone, time.instant(in: zone) != nil else { return ":" + local }
        return ";TZID=" + zone.identifier + ":" + local
    }

    /// A number that grows with every change of the booking.
    static func sequence(of booking: Booking) -> Int {
        Int(max(0, booking.updatedAt.timeIntervalSince(booking.createdAt)).rounded(.down))
    }

    /// The `VTIMEZONE` blocks of the zones `bookings`' timed events are written in, over the
    /// years they fall in (and the one before, for an alarm the day before New Year).
    static func timeZones(of bookings: [Booking]) -> [String] {
        var found: [String: TimeZone] = [:]
        var years: [Int] = []
        for booking in bookings where booking.id != nil {
            guard let start = booking.startAt else { continue }
            let zone = zones(of: booking)
            for (time, timeZone) in [(start, zone.start), (booking.endAt, zone.end)] {
                guard let time, time.time != nil, let timeZone else { continue }
                found[timeZone.identifier] = timeZone
                years.append(time.date.year)
            }
        }
        guard let first = years.min(), let last = years.max() else { return [] }
        return found.sorted { $0.key < $1.key }.flatMap { VTimeZone.lines(for: $0.value, years: (first - 1)...last) }
    }

    /// `20250310T064500Z`.
    static func utc(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(
            format: "%04d%02d%02dT%02d%02d%02dZ", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0,
            c.minute ?? 0, c.second ?? 0)
    }

    static func compact(_ date: CalendarDate) -> String {
        String(format: "%04d%02d%02d", date.year, date.month, date.day)
    }

    private static func two(_ value: Int) -> String { String(format: "%02d", value) }

    static func summary(_ booking: Booking) -> String {
        switch booking.type {
        case .transport:
            let what = (booking.mode?.rawValue ?? "transport").capitalized
            let number = booking.number.map { " \($0)" } ?? ""
            let route = booking.placeLine.isEmpty ? "" : " " + booking.placeLine
            return what + number + route
        case .stay:
            return "Stay: " + (booking.provider ?? "hotel")
        case .rental:
            return "Car rental: " + (booking.provider ?? "car")
        case .event:
            return "Event: " + (booking.provider ?? "event")
        }
    }

    static func description(_ booking: Booking, zones: (start: TimeZone?, end: TimeZone?)) -> String {
        var parts: [String] = []
        for field in BookingField.fields(for: booking.type) {
            guard var value = booking[field] else { continue }
            if field == .start || field == .end, let time = LocalDateTime(iso: value) {
                let zone = field == .start ? zones.start : zones.end
                value = time.readable + (zone.map { " (\($0.identifier))" } ?? " (local time)")
            }
            parts.append("\(field.label(for: booking.type)): \(value)")
        }
        return parts.joined(separator: "\n")
    }

    /// When to remind: 24 h before a flight, 2 h before other transport and a pick-up, 18:00
    /// the evening before check-in (or a day before, without a time).
    static func alarm(_ booking: Booking, start: LocalDateTime) -> (trigger: String, text: String)? {
        switch booking.type {
        case .transport where booking.mode == .flight || booking.mode == nil:
            return ("-PT24H", "Tomorrow: " + summary(booking))
        case .transport:
            return ("-PT2H", "In 2 hours: " + summary(booking))
        case .rental:
            return ("-PT2H", "In 2 hours: pick up the car" + (booking.origin.map { " at \($0)" } ?? ""))
        case .event:
            return ("-PT2H", "In 2 hours: " + summary(booking))
        case .stay:
            guard let clock = start.time else {
                return ("-P1D", "Tomorrow: check in at " + (booking.provider ?? "hotel"))
            }
            // From 18:00 the day before to the check-in time.
            let minutes = 24 * 60 + clock.hour * 60 + clock.minute - 18 * 60
            return (
                "-PT\(minutes / 60)H\(minutes % 60 == 0 ? "" : "\(minutes % 60)M")",
                "Tomorrow: check in at " + (booking.provider ?? "hotel") + " from \(clock)"
            )
        }
    }

    /// TEXT escaping: backslash, semicolon, comma and line breaks.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ";", with: "\\;")
            .replacingOccurrences(of: ",", with: "\\,").replacingOccurrences(of: "\r\n", with: "\\n")
            .replacingOccurrences(of: "\n", with: "\\n")
    }

    /// Lines longer than 75 octets continue on the next line after a space, never inside a
    /// UTF-8 character.
    static func fold(_ line: String) -> String {
        var result = ""
        var octets = 0
        for character in line {
            let size = String(character).utf8.count
            if octets + size > 75 {
                result += "\r\n "
                octets = 1
            }
            result.append(character)
            octets += size
        }
        return result
    }
}
