import Foundation
import GRDB
import Reading

/// Which bookings `bookings(_:)` returns.
public struct BookingQuery: Sendable {
    /// Only those in this journey (a slug).
    public var journey: String?
    /// Only those that start on this day or later, or are under way on it.
    public var from: CalendarDate?
    /// Only those that start on this day or earlier.
    public var until: CalendarDate?

    public init(journey: String? = nil, from: CalendarDate? = nil, until: CalendarDate? = nil) {
        self.journey = journey
        self.from = from
        self.until = until
    }
}

/// Booking operations. Every method is one transaction.
extension Vault {
    /// Bookings in time order (those without a start last).
    public func bookings(_ query: BookingQuery = BookingQuery()) throws -> [Booking] {
        try database.pool.read { db in
            var request = Booking.all()
            if let slug = query.journey {
                request = request.filter(Booking.Columns.journeyId == (try Self.journey(slug: slug, in: db).id))
            }
            let all = try request.fetchAll(db)
            return all.filter { booking in
                if let from = query.from {
                    guard let span = booking.span, span.upperBound >= from else { return false }
                }
                if let until = query.until {
                    guard let start = booking.startAt?.date, start <= until else { return false }
                }
                return true
            }.sorted(by: Self.timeOrder)
        }
    }

    /// Earlier start first; bookings without a start last, by id.
    static func timeOrder(_ a: Booking, _ b: Booking) -> Bool {
        switch (a.startAt, b.startAt) {
        case (let x?, let y?) where x != y: return x < y
        case (nil, _?): return false
        case (_?, nil): return true
        default: return (a.id ?? 0) < (b.id ?? 0)
        }
    }

    public func booking(id: Int64) throws -> Booking {
        try database.pool.read { db in
            guard let booking = try Booking.fetchOne(db, key: id) else { throw BookingError.bookingNotFound(id) }
            return booking
        }
    }

    /// Adds a booking typed by hand: into `journey` when given, else into the journey whose
    /// dates contain it (unfiled, with the journey to create, when none does).
    @discardableResult
    public func addBooking(_ booking: Booking, journey slug: String?) throws -> Booking {
        try Self.validate(booking)
        return try database.pool.write { db in
            var added = booking
            if added.startZone == nil && added.endZone == nil { added.settleZones() }
            let journeys = try Journey.fetchAll(db)
            let flag = try slug.map { try Self.journey(slug: $0, in: db) }
            let place = [added.destination, added.address, added.origin].compactMap { $0 }.first
            let (decision, _) = BookingFiler(journeys: journeys).decide(
                flag: flag, inboxFolder: nil, span: added.span,
                place: place.map { KnownPlaces.city(in: $0)?.name ?? $0 })
            added.journeyId = decision.journey?.id
            added.filedBy = slug == nil ? decision.rule : .manual
            added.filingNote = decision.note
            try added.insert(db)
            return added
        }
    }

    /// Changes a booking. A field set here is the user's: its confidence becomes 1 and its
    /// evidence is dropped. A new journey slug files it there (`nil` leaves it; `""` unfiles).
    @discardableResult
    public func editBooking(
        id: Int64, fields: [BookingField: String?], journey slug: String? = nil, now: Date = Date()
    ) throws -> Booking {
        try database.pool.write { db in
            guard var booking = try Booking.fetchOne(db, key: id) else { throw BookingError.bookingNotFound(id) }
            for (field, value) in fields {
                let text = value?.trimmingCharacters(in: .whitespaces)
                booking[field] = text?.isEmpty == true ? nil : text
                booking.confidence?[field.rawValue] = text == nil ? nil : 1
                booking.evidence?[field.rawValue] = nil
            }
            // A place changed: its zone goes with it.
            if !Set(fields.keys).isDisjoint(with: [.origin, .destination, .address, .provider]) {
                booking.settleZones()
            }
            if let slug {
                booking.journeyId = slug.isEmpty ? nil : try Self.journey(slug: slug, in: db).id
                booking.filedBy = slug.isEmpty ? .unfiled : .manual
                booking.filingNote = nil
            }
            try Self.validate(booking)
            booking.updatedAt = now
            try booking.update(db)
            return booking
        }
    }

    /// Removes bookings (their document and its expense stay).
    public func removeBookings(_ ids: [Int64]) throws {
        try database.pool.write { db in
            for id in ids {
                guard try Booking.deleteOne(db, key: id) else { throw BookingError.bookingNotFound(id) }
            }
        }
    }

    /// Checks what a user may have typed: times, their order, lengths.
    static func validate(_ booking: Booking) throws {
        // Across zones the moments count (a flight over the date line lands "before" it left);
        // else the local times.
        let endsFirst =
            if let start = booking.startInstant, let end = booking.endInstant {
                end < start
            } else if let start = booking.startAt, let end = booking.endAt {
                end < start
            } else {
                false
            }
        if endsFirst, let start = booking.startAt, let end = booking.endAt {
            throw BookingError.invalid(
                field: BookingField.end.label(for: booking.type),
                reason: "\(end.readable) is before \(BookingField.start.label(for: booking.type)) \(start.readable)")
        }
        for field in BookingField.allCases {
            if let value = booking[field], value.count > 300 {
                throw BookingError.invalid(field: field.label(for: booking.type), reason: "at most 300 characters")
            }
        }
    }
}
