import Foundation
import GRDB
import Reading

/// What filing the unfiled records into a new journey did.
public struct UnfiledFiled: Sendable, Equatable {
    /// Documents now filed in the journey.
    public var documents = 0
    /// Expenses without a document (entered by hand) now filed in it.
    public var expenses = 0
    /// Bookings entered by hand now filed in it.
    public var bookings = 0

    public init(documents: Int = 0, expenses: Int = 0, bookings: Int = 0) {
        self.documents = documents
        self.expenses = expenses
        self.bookings = bookings
    }

    public var isEmpty: Bool { documents + expenses + bookings == 0 }
}

extension Vault {
    /// Files into `journey` what vault left unfiled because no journey covered its days, now
    /// that this one does and no other: a receipt's expense (and its document) by its date, a
    /// booking document's bookings (and price) by the days they span. What the owner unfiled
    /// or filed by hand stays where it is. One transaction.
    public func fileUnfiled(into journey: Journey) throws -> UnfiledFiled {
        guard journey.startDate != nil, journey.endDate != nil, let journeyId = journey.id else {
            return UnfiledFiled()
        }
        return try database.pool.write { db in
            let filer = JourneyFiler(journeys: try Journey.fetchAll(db))
            var filed = UnfiledFiled()
            var documents = Set<Int64>()
            let expenses = try Expense.filter(Expense.Columns.journeyId == nil)
                .filter(Column("filedBy") == FilingRule.unfiled.rawValue).fetchAll(db)
            let bookings = try Booking.filter(Booking.Columns.journeyId == nil)
                .filter(Column("filedBy") == FilingRule.unfiled.rawValue).fetchAll(db)
            let bookingDocuments = Set(bookings.compactMap(\.documentId))
            for expense in expenses where !bookingDocuments.contains(expense.documentId ?? -1) {
                guard let id = expense.id,
                    filer.decide(flag: nil, inboxFolder: nil, date: expense.date).journey?.id == journeyId
                else { continue }
                try Self.file(table: "expense", id: id, into: journeyId, in: db)
                if let document = expense.documentId { documents.insert(document) } else { filed.expenses += 1 }
            }
            // A booking document's bookings go together, by the days they all cover.
            let byDocument = Dictionary(grouping: bookings) { $0.documentId ?? -($0.id ?? 0) }
            for (document, group) in byDocument {
                let days = group.flatMap { [$0.startAt?.date, $0.endAt?.date].compactMap { $0 } }
                guard let first = days.min(), let last = days.max(),
                    filer.decide(flag: nil, inboxFolder: nil, span: first...last, undated: "").journey?.id == journeyId
                else { continue }
                for booking in group { try Self.file(table: "booking", id: booking.id, into: journeyId, in: db) }
                if document > 0 {
                    documents.insert(document)
                    try db.execute(
                        sql: """
                            UPDATE expense SET journeyId = ?, filedBy = ?, filingNote = NULL
                            WHERE documentId = ? AND journeyId IS NULL
                            """,
                        arguments: [journeyId, FilingRule.dateRange.rawValue, document])
                } else {
                    filed.bookings += group.count
                }
            }
            for document in documents {
                try db.execute(
                    sql: "UPDATE document SET journeyId = ? WHERE id = ? AND journeyId IS NULL",
                    arguments: [journeyId, document])
            }
            filed.documents = documents.count
            return filed
        }
    }

    /// Files one row of `table` into the journey by its dates, as import would have.
    private static func file(table: String, id: Int64?, into journeyId: Int64, in db: Database) throws {
        try db.execute(
            sql: "UPDATE \(table) SET journeyId = ?, filedBy = ?, filingNote = NULL WHERE id = ?",
            arguments: [journeyId, FilingRule.dateRange.rawValue, id])
    }
}
