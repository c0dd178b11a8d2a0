import Foundation
import GRDB
import Reading

/// A stored booking: a transport, a stay or a car rental, read from a document or typed by
/// hand, filed into a journey. Each field read from a document keeps its confidence and the
/// line it came from; see `BookingField` for what the general fields mean for each type.
public struct Booking: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public var id: Int64?
    /// The confirmation it was read from; `nil` for one added by hand.
    public var documentId: Int64?
    public var journeyId: Int64?
    /// The draft expense made from the document's price.
    public var expenseId: Int64?
    public var type: BookingType
    public var mode: TransportMode?
    public var provider: String?
    public var number: String?
    public var origin: String?
    public var destination: String?
    public var startAt: LocalDateTime?
    public var endAt: LocalDateTime?
    /// The IANA time zone `startAt` is local to (`America/New_York`), and `endAt`'s
    /// (migration `v9-booking-zones`); nil where vault does not know the place.
    public var startZone: String?
    public var endZone: String?
    public var reference: String?
    public var seat: String?
    public var terminal: String?
    public var platform: String?
    public var room: String?
    public var address: String?
    /// How sure the reader was of each field, by `BookingField` raw value.
    public var confidence: [String: Double]?
    /// The lines each field was read from, by `BookingField` raw value.
    public var evidence: [String: [FieldEvidence]]?
    public var filedBy: FilingRule?
    /// Why the booking is unfiled, with the journey that would hold it.
    public var filingNote: String?
    /// For a booking read from schema.org markup (migration `v10-reservations`): the
    /// reservation's number, its status (`confirmed`, `cancelled` ...), its `modifiedTime`,
    /// and where the markup and the document's text disagreed.
    public var reservationNumber: String?
    public var reservationStatus: String?
    public var reservationModified: String?
    public var markupNote: String?
    public var createdAt: Date
    public var updatedAt: Date

    public static let databaseTableName = "booking"

    public enum Columns {
        public static let id = Column("id")
        public static let documentId = Column("documentId")
        public static let journeyId = Column("journeyId")
        public static let startAt = Column("startAt")
    }

    public init(type: BookingType, mode: TransportMode? = nil, now: Date = Date()) {
        self.type = type
        self.mode = mode
        createdAt = now
        updatedAt = now
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// The value of `field` as text.
    public subscript(field: BookingField) -> String? {
        get {
            switch field {
            case .provider: provider
            case .number: number
            case .origin: origin
            case .destination: destination
            case .start: startAt?.description
            case .end: endAt?.description
            case .reference: reference
            case .seat: seat
            case .terminal: terminal
            case .platform: platform
            case .room: room
            case .address: address
            }
        }
        set {
            switch field {
            case .provider: provider = newValue
            case .number: number = newValue
            case .origin: origin = newValue
            case .destination: destination = newValue
            case .start: startAt = newValue.flatMap(LocalDateTime.init(iso:))
            case .end: endAt = newValue.flatMap(LocalDateTime.init(iso:))
            case .reference: reference = newValue
            case .seat: seat = newValue
            case .terminal: terminal = newValue
            case .platform: platform = newValue
            case .room: room = newValue
            case .address: address = newValue
            }
        }
    }

    /// The booking read as `draft`, with each field's confidence and evidence.
    public init(_ draft: BookingDraft, documentId: Int64?, now: Date = Date()) {
        self.init(type: draft.type, mode: draft.mode, now: now)
        self.documentId = documentId
        var confidence: [String: Double] = [:]
        var evidence: [String: [FieldEvidence]] = [:]
        for (field, value) in draft.fields {
            self[field] = value.value
            confidence[field.rawValue] = value.confidence
            evidence[field.rawValue] = value.evidence
        }
        self.confidence = confidence
        self.evidence = evidence
        reservationNumber = draft.reservation?.number
        reservationStatus = draft.reservation?.status.rawValue
        reservationModified = draft.reservation?.modified
        markupNote = draft.reservation?.note
        settleZones()
    }

    /// Whether its sender cancelled the reservation (`ReservationCancelled` in a later message).
    public var isCancelled: Bool { reservationStatus == ReservationStatus.cancelled.rawValue }

    /// `flight SL 482`, `stay Hôtel des Lilas`, `rental Rouléo`: what it is in a few words;
    /// `(cancelled)` after a cancelled reservation.
    public var title: String {
        isCancelled ? plainTitle + " (cancelled)" : plainTitle
    }

    private var plainTitle: String {
        switch type {
        case .transport:
            let what = mode?.rawValue ?? "transport"
            return [what, number ?? provider].compactMap { $0 }.joined(separator: " ")
        case .stay: return "stay " + (provider ?? "?")
        case .rental: return "car " + (provider ?? "?")
        case .event: return "event " + (provider ?? "?")
        }
    }

    /// Where it goes or is: `London Heathrow (LHR) → Paris Charles de Gaulle (CDG)`, the hotel's address.
    public var placeLine: String {
        switch type {
        case .stay, .event: return address ?? ""
        case .transport, .rental:
            let places = [origin, destination].compactMap { $0 }
            return places.joined(separator: " → ")
        }
    }

    /// The days it covers.
    public var span: ClosedRange<CalendarDate>? {
        let days = [startAt?.date, endAt?.date].compactMap { $0 }
        guard let first = days.min(), let last = days.max() else { return nil }
        return first...last
    }
}
