import Foundation

/// One booking as read from a document: its type and each field with confidence and evidence.
/// Times (`start`, `end`) are `LocalDateTime` strings (`2025-03-10T07:45`).
public struct BookingDraft: Sendable, Hashable {
    public var type: BookingType
    public var mode: TransportMode?
    public var fields: [BookingField: DraftField<String>]
    /// For a booking read from schema.org markup: its reservation's number, status and mark.
    public var reservation: ReservationMark?

    public init(type: BookingType, mode: TransportMode? = nil, fields: [BookingField: DraftField<String>] = [:]) {
        self.type = type
        self.mode = mode
        self.fields = fields
    }

    public subscript(field: BookingField) -> String? { fields[field]?.value }

    public var start: LocalDateTime? { self[.start].flatMap(LocalDateTime.init(iso:)) }
    public var end: LocalDateTime? { self[.end].flatMap(LocalDateTime.init(iso:)) }
}

/// Everything read from a booking document: its bookings in the order printed, and the price.
public struct BookingReading: Sendable, Hashable {
    public var bookings: [BookingDraft]
    public var total: DraftField<Decimal>?
    public var currency: DraftField<String>?

    public init(bookings: [BookingDraft] = [], total: DraftField<Decimal>? = nil, currency: DraftField<String>? = nil) {
        self.bookings = bookings
        self.total = total
        self.currency = currency
    }

    /// The days the bookings cover, from the first start to the last end (or start).
    public var span: ClosedRange<CalendarDate>? {
        let days = bookings.flatMap { [$0.start?.date, $0.end?.date].compactMap { $0 } }
        guard let first = days.min(), let last = days.max() else { return nil }
        return first...last
    }
}
