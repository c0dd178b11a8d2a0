import Foundation

/// The `VTIMEZONE` block of an IANA zone (RFC 5545, 3.6.5) for the years a calendar's events
/// fall in, made from Foundation's `TimeZone` (the system's tz database): the offset in force at
/// the start of the first year, then every change of offset up to the end of the last, each an
/// observance of its own (`STANDARD` or `DAYLIGHT`, with its abbreviation). Listing the changes
/// rather than rules keeps it right for zones whose rules changed in those years.
enum VTimeZone {
    /// The block's lines for `zone` over `years`.
    static func lines(for zone: TimeZone, years: ClosedRange<Int>) -> [String] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        guard let start = calendar.date(from: DateComponents(year: years.lowerBound, month: 1, day: 1)),
            let end = calendar.date(from: DateComponents(year: years.upperBound + 1, month: 1, day: 1))
        else { return [] }
        var lines = ["BEGIN:VTIMEZONE", "TZID:" + zone.identifier]
        let first = zone.secondsFromGMT(for: start)
        lines += observance(zone: zone, at: start, from: first, to: first, wallClock: start)
        var cursor = start
        // A zone changes its offset a few times a year at most; 400 is far past any real zone.
        for _ in 0..<400 {
            guard let change = zone.nextDaylightSavingTimeTransition(after: cursor), change < end else { break }
            let before = zone.secondsFromGMT(for: change.addingTimeInterval(-1))
            let after = zone.secondsFromGMT(for: change)
            if before != after {
                lines += observance(
                    zone: zone, at: change, from: before, to: after,
                    wallClock: change.addingTimeInterval(TimeInterval(before)))
            }
            cursor = change
        }
        lines.append("END:VTIMEZONE")
        return lines
    }

    /// One observance starting at `moment`, whose local start (`wallClock`, in the offset
    /// before the change) is written as the floating `DTSTART` RFC 5545 asks for.
    private static func observance(zone: TimeZone, at moment: Date, from: Int, to: Int, wallClock: Date) -> [String] {
        let kind = zone.isDaylightSavingTime(for: moment) ? "DAYLIGHT" : "STANDARD"
        var lines = [
            "BEGIN:" + kind, "DTSTART:" + floating(wallClock), "TZOFFSETFROM:" + offset(from),
            "TZOFFSETTO:" + offset(to),
        ]
        if let name = zone.abbreviation(for: moment) { lines.append("TZNAME:" + name) }
        lines.append("END:" + kind)
        return lines
    }

    /// `wallClock` read as if it were UTC: `20250330T020000`.
    private static func floating(_ wallClock: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: wallClock)
        return String(
            format: "%04d%02d%02dT%02d%02d%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0,
            c.second ?? 0)
    }

    /// `+0100`, `-0430`.
    static func offset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return String(format: "%@%02d%02d", sign, minutes / 60, minutes % 60)
    }
}
