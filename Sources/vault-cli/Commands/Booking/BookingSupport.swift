import ArgumentParser
import Foundation
import Reading
import Vault

extension BookingType: ExpressibleByArgument {}
extension TransportMode: ExpressibleByArgument {}

extension LocalDateTime: ExpressibleByArgument {
    public init?(argument: String) { self.init(iso: argument) }
}

/// Today as a calendar day in the machine's time zone.
func currentDay() -> CalendarDate { CalendarDate.today() }

/// A booking as `--json` prints it: its fields under their names for its type.
struct BookingJSON: Encodable {
    let booking: Booking
    let journey: String?

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(booking.id, forKey: Key("id"))
        try container.encode(booking.type.rawValue, forKey: Key("type"))
        try container.encode(booking.mode?.rawValue, forKey: Key("mode"))
        for field in BookingField.fields(for: booking.type) {
            try container.encode(booking[field], forKey: Key(field.name(for: booking.type)))
        }
        // The zones the local times are in, the moments they are, and the time between them.
        let start = BookingField.start.name(for: booking.type)
        let end = BookingField.end.name(for: booking.type)
        try container.encode(booking.startZone, forKey: Key(start + "Zone"))
        try container.encode(booking.endZone, forKey: Key(end + "Zone"))
        try container.encode(Booking.withOffset(booking.startAt, zone: booking.startZone), forKey: Key(start + "At"))
        try container.encode(Booking.withOffset(booking.endAt, zone: booking.endZone), forKey: Key(end + "At"))
        try container.encode(booking.duration.map { Int(($0 / 60).rounded()) }, forKey: Key("durationMinutes"))
        try container.encode(journey, forKey: Key("journey"))
        try container.encode(booking.documentId, forKey: Key("documentId"))
        try container.encode(booking.expenseId, forKey: Key("expenseId"))
        try container.encode(booking.filedBy?.rawValue, forKey: Key("filedBy"))
        try container.encode(booking.filingNote, forKey: Key("filingNote"))
        // From a sender's schema.org markup: the reservation, its status, and any disagreement
        // between the markup and the text.
        try container.encode(booking.reservationNumber, forKey: Key("reservationNumber"))
        try container.encode(booking.reservationStatus, forKey: Key("reservationStatus"))
        try container.encode(booking.reservationModified, forKey: Key("reservationModified"))
        try container.encode(booking.markupNote, forKey: Key("markupNote"))
        var confidence: [String: Double] = [:]
        for (key, value) in booking.confidence ?? [:] {
            if let field = BookingField(rawValue: key) { confidence[field.name(for: booking.type)] = value }
        }
        try container.encode(confidence, forKey: Key("confidence"))
        var evidence: [String: [FieldEvidence]] = [:]
        for (key, value) in booking.evidence ?? [:] {
            if let field = BookingField(rawValue: key) { evidence[field.name(for: booking.type)] = value }
        }
        try container.encode(evidence, forKey: Key("evidence"))
    }
}

/// One line per booking for tables and itineraries.
enum BookingLines {
    /// `terminal 5, seat 14C, ref K7XQ2M`
    static func details(_ booking: Booking) -> String { booking.detailsLine }

    static func until(_ booking: Booking) -> String { booking.untilText }
}
