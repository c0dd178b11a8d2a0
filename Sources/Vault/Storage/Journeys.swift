import Foundation
import GRDB
import Reading

/// Journey operations. Every method is one transaction.
extension Vault {
    /// Adds a journey after validating it.
    @discardableResult
    public func addJourney(_ journey: Journey) throws -> Journey {
        try journey.validate()
        return try database.pool.write { db in
            if try Journey.filter(Column("slug") == journey.slug).fetchCount(db) > 0 {
                throw VaultError.journeyExists(journey.slug)
            }
            var inserted = journey
            try inserted.insert(db)
            return inserted
        }
    }

    public func journeys() throws -> [Journey] {
        try database.pool.read { db in
            try Journey.order(Column("startDate").ascNullsLast, Column("slug")).fetchAll(db)
        }
    }

    public func journey(slug: String) throws -> Journey {
        try database.pool.read { db in try Self.journey(slug: slug, in: db) }
    }

    static func journey(slug: String, in db: Database) throws -> Journey {
        guard let journey = try Journey.filter(Column("slug") == slug).fetchOne(db) else {
            throw VaultError.journeyNotFound(slug)
        }
        return journey
    }

    /// Saves changes to a journey found by its current slug (the slug itself may change).
    @discardableResult
    public func updateJourney(slug: String, _ change: (inout Journey) -> Void) throws -> Journey {
        try database.pool.write { db in
            var journey = try Self.journey(slug: slug, in: db)
            change(&journey)
            try journey.validate()
            if journey.slug != slug,
                try Journey.filter(Column("slug") == journey.slug).fetchCount(db) > 0
            {
                throw VaultError.journeyExists(journey.slug)
            }
            try journey.update(db)
            return journey
        }
    }

    /// Removes a journey. With documents filed in it, refuses unless `unfile` is set, in
    /// which case those documents (and their expenses) become unfiled.
    public func removeJourney(slug: String, unfile: Bool, deletePlans: Bool = false) throws {
        try database.pool.write { db in
            let journey = try Self.journey(slug: slug, in: db)
            let documents = StoredDocument.filter(StoredDocument.Columns.journeyId == journey.id)
            let count = try documents.fetchCount(db)
            if count > 0 && !unfile { throw VaultError.journeyHasDocuments(slug: slug, count: count) }
            // Expenses and bookings entered by hand have no document, but are the user's records all the same.
            let handEntered = try Expense.filter(Expense.Columns.journeyId == journey.id)
                .filter(Expense.Columns.documentId == nil).fetchCount(db)
            if handEntered > 0 && !unfile { throw VaultError.journeyHasExpenses(slug: slug, count: handEntered) }
            let bookings =
                try Int.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM booking WHERE journeyId = ? AND documentId IS NULL",
                    arguments: [journey.id]) ?? 0
            if bookings > 0 && !unfile { throw VaultError.journeyHasBookings(slug: slug, count: bookings) }
            // Notes and places belong to the journey and cannot be unfiled: they go only when asked.
            let notes =
                try Int.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM journeyNote WHERE journeyId = ?", arguments: [journey.id]) ?? 0
            let places =
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM place WHERE journeyId = ?", arguments: [journey.id])
                ?? 0
            if notes + places > 0 && !deletePlans {
                throw VaultError.journeyHasPlans(slug: slug, notes: notes, places: places)
            }
            try documents.updateAll(db, StoredDocument.Columns.journeyId.set(to: nil))
            let note = "its journey \(slug) was removed"
            try db.execute(
                sql: """
                    UPDATE expense SET journeyId = NULL, filedBy = 'unfiled', filingNote = ?
                    WHERE journeyId = ?
                    """, arguments: [note, journey.id])
            try db.execute(
                sql: """
                    UPDATE booking SET journeyId = NULL, filedBy = 'unfiled', filingNote = ?
                    WHERE journeyId = ?
                    """, arguments: [note, journey.id])
            _ = try journey.delete(db)
        }
    }

    /// Number of documents filed in each journey, by journey id.
    public func documentCounts() throws -> [Int64: Int] {
        try database.pool.read { db in
            let rows = try Row.fetchAll(
                db, sql: "SELECT journeyId, COUNT(*) AS n FROM document WHERE journeyId IS NOT NULL GROUP BY journeyId")
            return Dictionary(uniqueKeysWithValues: rows.map { ($0["journeyId"] as Int64, $0["n"] as Int) })
        }
    }
}

extension Vault {
    /// The journeys ``JourneyFiler`` needs to file a document dated `date`: none when a flag or
    /// an inbox folder decides, else only those whose dates contain `date`, so that filing one
    /// document does not read every journey of the vault into records.
    /// `draft` with a date printed either way round turned the way that falls inside the
    /// journey it is filed into by name (`--journey`, the inbox folder), else inside any
    /// journey, when only one way does (`DocumentPipeline.placed`): `04/05/2025` bought on a
    /// trip from 1 to 9 April is 4 April.
    static func placedInJourneys(
        _ draft: ReceiptDraft, flag: Journey?, inboxFolder: Journey?, in db: Database
    ) throws -> ReceiptDraft {
        guard draft.date?.signals.has(.ambiguous) == true else { return draft }
        let journeys = try (flag ?? inboxFolder).map { [$0] } ?? Journey.fetchAll(db)
        let spans = journeys.compactMap { journey -> ClosedRange<CalendarDate>? in
            guard let start = journey.startDate, let end = journey.endDate, start <= end else { return nil }
            return start...end
        }
        return DocumentPipeline.placed(draft, withinDays: spans)
    }

    static func journeysForFiling(
        flag: Journey?, inboxFolder: Journey?, date: CalendarDate?, in db: Database
    ) throws -> [Journey] {
        guard flag == nil, inboxFolder == nil, let date else { return [] }
        // Dates are stored as `YYYY-MM-DD` text, so text order is day order.
        return try Journey.filter(Column("startDate") <= date && Column("endDate") >= date).fetchAll(db)
    }
}
