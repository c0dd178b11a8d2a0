/// What can go wrong with bookings, journey notes and places.
public enum BookingError: Error, CustomStringConvertible, Equatable {
    case bookingNotFound(Int64)
    case placeNotFound(Int64)
    /// A value that is not allowed (`--start 2025-13-01`, an end before the start).
    case invalid(field: String, reason: String)

    public var description: String {
        switch self {
        case .bookingNotFound(let id): "no booking \(id) (see `vault booking list`)"
        case .placeNotFound(let id): "no place \(id) (see `vault journey show`)"
        case .invalid(let field, let reason): "\(field): \(reason)"
        }
    }

    /// Whether the error names something that does not exist (rather than a bad value).
    public var isNotFound: Bool {
        switch self {
        case .bookingNotFound, .placeNotFound: true
        case .invalid: false
        }
    }
}
