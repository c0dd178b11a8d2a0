import Foundation

/// An arrival printed as a time alone is on its departure's day, unless the confirmation says
/// otherwise: a printed `+1` (`11:05 +1`, `06:40 (+2)`) moves it that many days on, and an
/// arrival that would come before the departure means the next day (a night flight landing at
/// 11:05 after leaving at 22:10). Where both places' time zones are known (`KnownPlaces`), the
/// moments are compared, not the printed times: from Helsinki at 08:00 to Stockholm at 07:55 is
/// the same morning.
enum NextDayArrival {
    /// `arrival` (read with the departure's day) moved to the day it happens.
    static func settled(
        _ arrival: LocalDateTime, departure: LocalDateTime, from: String? = nil, to: String? = nil
    ) -> LocalDateTime {
        let before: Bool
        if let origin = KnownPlaces.timeZone(of: from), let destination = KnownPlaces.timeZone(of: to),
            let leaves = departure.instant(in: origin), let lands = arrival.instant(in: destination)
        {
            before = lands < leaves
        } else {
            before = arrival < departure
        }
        guard before else { return arrival }
        return LocalDateTime(date: arrival.date.adding(days: 1), time: arrival.time)
    }

    /// The days a `+1`, `+ 2` or `(+1)` after the time says, 1 to 3.
    static func printedDays(in value: String) -> Int? {
        let ns = value as NSString
        guard let match = pattern.firstMatch(in: value, range: NSRange(location: 0, length: ns.length)) else {
            return nil
        }
        return Int(ns.substring(with: match.range(at: 1)))
    }

    private static let pattern = try! NSRegularExpression(pattern: #"(?<![\d.,])\+\s?([1-3])(?![\d.,])"#)
}
