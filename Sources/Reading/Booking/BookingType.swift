import Foundation

/// What a booking is for: getting somewhere, staying somewhere, a rented car, or an event.
public enum BookingType: String, Sendable, Codable, CaseIterable {
    /// A flight, train, bus or ferry from one place to another.
    case transport
    /// A hotel or other accommodation, from check-in to check-out.
    case stay
    /// A rented car, from pick-up to drop-off.
    case rental
    /// A ticket for an event (a concert, a match, a museum slot), from its start to its end.
    case event

    /// The expense category a booking's price is filed under.
    public var category: String {
        switch self {
        case .transport, .rental: "Transport"
        case .stay: "Accommodation"
        case .event: "Activities"
        }
    }
}

/// How a transport booking travels.
public enum TransportMode: String, Sendable, Codable, CaseIterable {
    case flight, train, bus, ferry
}

/// The fields a booking can have. Their meaning depends on the booking's type: `provider` is
/// the carrier, the hotel or the rental company; `origin` and `destination` are where a
/// journey starts and ends, or where a car is picked up and dropped off; `start` and `end`
/// are departure and arrival, check-in and check-out, or pick-up and drop-off.
public enum BookingField: String, Sendable, Codable, CaseIterable, Hashable {
    case provider, number, origin, destination, start, end, reference, seat, terminal, platform, room, address

    /// The field's name for bookings of `type`, as `booking show` and `--json` print it.
    public func name(for type: BookingType) -> String {
        switch (self, type) {
        case (.provider, .transport): "carrier"
        case (.provider, .stay): "hotel"
        case (.provider, .rental): "company"
        case (.provider, .event): "event"
        case (.address, .event): "venue"
        case (.start, .event): "start"
        case (.end, .event): "end"
        case (.origin, .transport): "from"
        case (.destination, .transport): "to"
        case (.origin, _): "pickUpPlace"
        case (.destination, _): "dropOffPlace"
        case (.start, .transport): "departure"
        case (.end, .transport): "arrival"
        case (.start, .stay): "checkIn"
        case (.end, .stay): "checkOut"
        case (.start, .rental): "pickUp"
        case (.end, .rental): "dropOff"
        default: rawValue
        }
    }

    /// The field named `name` for bookings of `type` (`carrier`, `checkIn`, ...), or its
    /// general name (`provider`, `start`).
    public static func named(_ name: String, for type: BookingType) -> BookingField? {
        allCases.first { $0.name(for: type).lowercased() == name.lowercased() || $0.rawValue == name }
    }

    /// The fields that mean something for bookings of `type`.
    public static func fields(for type: BookingType) -> [BookingField] {
        switch type {
        case .transport:
            [.provider, .number, .origin, .destination, .start, .end, .reference, .seat, .terminal, .platform]
        case .stay: [.provider, .address, .start, .end, .reference, .room]
        case .rental: [.provider, .origin, .start, .destination, .end, .reference]
        case .event: [.provider, .address, .start, .end, .reference, .seat]
        }
    }
}
