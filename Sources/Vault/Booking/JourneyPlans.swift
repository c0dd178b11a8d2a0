import Foundation
import GRDB
import Reading

/// A dated note kept with a journey (`vault journey note paris "..."`).
public struct JourneyNote: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public var id: Int64?
    public var journeyId: Int64
    public var text: String
    public var createdAt: Date

    public static let databaseTableName = "journeyNote"

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// A place to visit on a journey, ticked off once visited.
public struct Place: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public var id: Int64?
    public var journeyId: Int64
    public var name: String
    public var address: String?
    /// The day planned for it, if any.
    public var date: CalendarDate?
    /// A word of the user's choosing: museum, food, walk.
    public var category: String?
    public var done: Bool
    public var createdAt: Date

    public static let databaseTableName = "place"

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// Notes and places of journeys. Every method is one transaction.
extension Vault {
    /// Adds a note to journey `slug`.
    @discardableResult
    public func addJourneyNote(slug: String, text: String, now: Date = Date()) throws -> JourneyNote {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (1...2000).contains(trimmed.count) else {
            throw BookingError.invalid(field: "note", reason: "a note must be 1-2000 characters")
        }
        return try database.pool.write { db in
            let journey = try Self.journey(slug: slug, in: db)
            var note = JourneyNote(id: nil, journeyId: journey.id ?? 0, text: trimmed, createdAt: now)
            try note.insert(db)
            return note
        }
    }

    /// The notes of a journey, oldest first.
    public func journeyNotes(journeyId: Int64) throws -> [JourneyNote] {
        try database.pool.read { db in
            try JourneyNote.filter(Column("journeyId") == journeyId).order(Column("createdAt"), Column("id")).fetchAll(
                db)
        }
    }

    /// Adds a place to visit to journey `slug`.
    @discardableResult
    public func addPlace(
        slug: String, name: String, address: String? = nil, date: CalendarDate? = nil, category: String? = nil,
        now: Date = Date()
    ) throws -> Place {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (1...200).contains(trimmed.count) else {
            throw BookingError.invalid(field: "name", reason: "a place's name must be 1-200 characters")
        }
        return try database.pool.write { db in
            let journey = try Self.journey(slug: slug, in: db)
            var place = Place(
                id: nil, journeyId: journey.id ?? 0, name: trimmed, address: address, date: date, category: category,
                done: false, createdAt: now)
            try place.insert(db)
            return place
        }
    }

    /// Marks places as visited (or, with `done` false, as still to visit).
    public func setPlaces(_ ids: [Int64], done: Bool) throws {
        try database.pool.write { db in
            for id in ids {
                guard var place = try Place.fetchOne(db, key: id) else { throw BookingError.placeNotFound(id) }
                place.done = done
                try place.update(db)
            }
        }
    }

    /// Removes places; all or nothing (an unknown id removes none).
    public func removePlaces(_ ids: [Int64]) throws {
        try database.pool.write { db in
            for id in ids {
                guard try Place.deleteOne(db, key: id) else { throw BookingError.placeNotFound(id) }
            }
        }
    }

    /// One place by id.
    public func place(id: Int64) throws -> Place {
        try database.pool.read { db in
            guard let place = try Place.fetchOne(db, key: id) else { throw BookingError.placeNotFound(id) }
            return place
        }
    }

    /// The places of a journey: by planned day (undated last), then as added.
    public func places(journeyId: Int64) throws -> [Place] {
        try database.pool.read { db in
            try Place.filter(Column("journeyId") == journeyId)
                .order(Column("date").ascNullsLast, Column("id")).fetchAll(db)
        }
    }
}
