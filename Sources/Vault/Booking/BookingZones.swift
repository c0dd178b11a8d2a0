import Foundation
import Reading

extension Booking {
    /// The time zones of its start and end places (`KnownPlaces`): a transport's origin and
    /// destination, a stay's address (else its hotel's name), a rental's pick-up place (and its
    /// drop-off place, else the same). `nil` where the place is not known.
    public var placeZones: (start: String?, end: String?) {
        func zone(_ text: String?) -> String? { text.flatMap(KnownPlaces.city(in:))?.timeZone }
        switch type {
        case .stay, .event:
            let here = zone(address) ?? zone(provider)
            return (here, here)
        case .transport:
            return (zone(origin), zone(destination))
        case .rental:
            let start = zone(origin)
            return (start, zone(destination) ?? start)
        }
    }

    /// Sets `startZone` and `endZone` from its places (see ``placeZones``).
    public mutating func settleZones() {
        (startZone, endZone) = placeZones
    }

    /// The moment it starts: its local start time in its start zone (nil without either, or
    /// without a time of day).
    public var startInstant: Date? { Self.instant(startAt, zone: startZone) }
    /// The moment it ends, in its end zone.
    public var endInstant: Date? { Self.instant(endAt, zone: endZone) }

    /// How long it lasts, across zones (a night flight from New York to Paris: 7 h 55 min).
    public var duration: TimeInterval? {
        guard let start = startInstant, let end = endInstant else { return nil }
        return end.timeIntervalSince(start)
    }

    /// The moment `time` is in the zone named `zone`.
    static func instant(_ time: LocalDateTime?, zone: String?) -> Date? {
        guard let time, let zone = zone.flatMap(TimeZone.init(identifier:)) else { return nil }
        return time.instant(in: zone)
    }

    /// `2025-03-14T22:10-04:00`: a local time with its offset from UTC that day, when its zone is known.
    public static func withOffset(_ time: LocalDateTime?, zone: String?) -> String? {
        guard let instant = instant(time, zone: zone), let zone = zone.flatMap(TimeZone.init(identifier:)) else {
            return nil
        }
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = zone
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: instant)
    }
}
