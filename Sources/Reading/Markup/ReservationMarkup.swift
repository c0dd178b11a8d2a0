import Foundation
import OCR

/// What a sender's schema.org reservation says beyond its booking: its number, its status
/// and when it was last changed, so that a later message for the same reservation changes
/// or cancels the booking instead of adding one.
public struct ReservationMark: Sendable, Hashable, Codable {
    /// The schema.org type it was read from (`FlightReservation`).
    public var schemaType: String
    /// `reservationNumber`.
    public var number: String?
    /// `reservationStatus`.
    public var status: ReservationStatus
    /// `modifiedTime` as written (ISO 8601 with its offset).
    public var modified: String?
    /// Where the markup and the text reader disagree, in words; nil when they agree.
    public var note: String?

    public init(schemaType: String, number: String?, status: ReservationStatus, modified: String?, note: String? = nil)
    {
        self.schemaType = schemaType
        self.number = number
        self.status = status
        self.modified = modified
        self.note = note
    }

    /// The moment `modified` names, when it has an offset.
    public var modifiedInstant: Date? { modified.flatMap(MarkupTime.init)?.instant }
}

/// schema.org's `ReservationStatusType`.
public enum ReservationStatus: String, Sendable, Hashable, Codable, CaseIterable {
    case confirmed, cancelled, pending, hold

    /// `http://schema.org/ReservationCancelled`, `ReservationConfirmed` ...; confirmed when missing.
    init(markup text: String?) {
        let name = text.map { $0.split(separator: "/").last.map(String.init) ?? $0 }?.lowercased() ?? ""
        switch name {
        case "reservationcancelled", "cancelled", "canceled": self = .cancelled
        case "reservationpending", "pending": self = .pending
        case "reservationhold", "hold": self = .hold
        default: self = .confirmed
        }
    }
}

/// One reservation read from markup: the booking, its mark, and its price.
public struct MarkupReservation: Sendable, Hashable {
    public var booking: BookingDraft
    public var mark: ReservationMark
    public var total: Decimal?
    public var currency: String?
}

/// Reads schema.org reservations (`FlightReservation`, `TrainReservation`, `BusReservation`,
/// `LodgingReservation`, `RentalCarReservation`, `EventReservation`) from JSON-LD and
/// microdata into bookings. Every field is sure (confidence 1) and its evidence names the
/// property it came from (`reservationFor.departureTime`). Times written with an offset are
/// turned into the local time of the place (its IANA zone from `KnownPlaces`); a place vault
/// does not know keeps the time as written.
public enum ReservationMarkup {
    /// The schema.org types read, and the booking type each becomes.
    static let types: [String: (BookingType, TransportMode?)] = [
        "FlightReservation": (.transport, .flight), "TrainReservation": (.transport, .train),
        "BusReservation": (.transport, .bus), "LodgingReservation": (.stay, nil),
        "RentalCarReservation": (.rental, nil), "EventReservation": (.event, nil),
    ]

    /// The reservations in `markup`, in document order.
    public static func read(_ markup: HTMLMarkup) -> [MarkupReservation] {
        var found: [JSONValue] = []
        for value in MarkupNode.values(of: markup) { collect(value, into: &found, depth: 0) }
        return found.compactMap(reservation(from:))
    }

    /// The reservation objects in `value`: itself, the members of an array or an `@graph`,
    /// or nested deeper (an `EmailMessage` `about` them), not looking inside a reservation.
    static func collect(_ value: JSONValue, into found: inout [JSONValue], depth: Int) {
        guard depth < 16 else { return }
        switch value {
        case .array(let values):
            for inner in values { collect(inner, into: &found, depth: depth + 1) }
        case .object(let members):
            if let type = MarkupNode.type(of: value), types[type] != nil {
                found.append(value)
                return
            }
            for (_, inner) in members { collect(inner, into: &found, depth: depth + 1) }
        default:
            return
        }
    }

    static func reservation(from value: JSONValue) -> MarkupReservation? {
        guard let schemaType = MarkupNode.type(of: value), let (type, mode) = types[schemaType] else { return nil }
        var reader = FieldReader(root: value, schemaType: schemaType)
        var draft = BookingDraft(type: type, mode: mode)
        let number = reader.text("reservationNumber") ?? reader.text("reservationId")
        switch schemaType {
        case "FlightReservation": reader.flight(into: &draft)
        case "TrainReservation", "BusReservation": reader.ground(into: &draft, bus: schemaType == "BusReservation")
        case "LodgingReservation": reader.lodging(into: &draft)
        case "RentalCarReservation": reader.rentalCar(into: &draft)
        default: reader.event(into: &draft)
        }
        if let number, let field = reader.field(number, path: "reservationNumber") { draft.fields[.reference] = field }
        let mark = ReservationMark(
            schemaType: schemaType, number: number, status: ReservationStatus(markup: reader.text("reservationStatus")),
            modified: reader.text("modifiedTime") ?? reader.text("dateModified"))
        let (total, currency) = reader.price()
        guard !draft.fields.isEmpty else { return nil }
        return MarkupReservation(booking: draft, mark: mark, total: total, currency: currency)
    }
}
