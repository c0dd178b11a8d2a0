import Foundation
import GRDB
import Reading

/// The database half of importing a booking document: its bookings, and the draft expense
/// of its price filed under Transport or Accommodation.
extension Vault {
    /// Inserts `drafts` as bookings of document `documentId`, filed as `filing` says.
    static func insertBookings(
        _ drafts: [BookingDraft], documentId: Int64?, expenseId: Int64?, filing: JourneyFiler.Decision,
        in db: Database
    ) throws -> [Booking] {
        let now = Date()
        return try drafts.map { draft in
            var booking = Booking(draft, documentId: documentId, now: now)
            booking.expenseId = expenseId
            booking.journeyId = filing.journey?.id
            booking.filedBy = filing.rule
            booking.filingNote = filing.note
            try booking.insert(db)
            return booking
        }
    }

    /// Those of `drafts` that document `documentId` (an attachment's message) does not hold
    /// already: a booking is the same when its type, start and number (else provider) are,
    /// spaces and case aside (`LR 6217`, `LR6217`).
    static func newBookings(_ drafts: [BookingDraft], besides documentId: Int64, in db: Database) throws
        -> [BookingDraft]
    {
        let stored = try Booking.filter(Booking.Columns.documentId == documentId).fetchAll(db)
        func squeezed(_ text: String?) -> String? {
            text.map { $0.lowercased().filter { !$0.isWhitespace } }
        }
        return drafts.filter { draft in
            !stored.contains { booking in
                booking.type == draft.type && booking.startAt == draft.start
                    && (squeezed(booking.number ?? booking.provider)
                        == squeezed(draft[.number] ?? draft[.provider]))
            }
        }
    }

    /// The draft expense of a booking's price: the carrier, hotel or rental company as the
    /// merchant, the day it was bought (else the first travel day), in the category of the
    /// first booking's type. `nil` when the document shows no price.
    static func insertBookingDraft(
        _ reading: BookingReading, read receipt: ReceiptDraft, documentId: Int64, filing: JourneyFiler.Decision,
        in db: Database
    ) throws -> CommittedExpense? {
        guard let total = reading.total, let first = reading.bookings.first else { return nil }
        var draft = ReceiptDraft()
        draft.merchant = first.fields[.provider] ?? receipt.merchant
        draft.total = total
        draft.currency = reading.currency
        draft.date =
            receipt.date
            ?? first.start.map {
                ConfidenceCalibration.purchaseDate(
                    fromBookingStart: $0.date, evidence: first.fields[.start]?.evidence ?? [])
            }
        guard var committed = try insertDraft(draft, documentId: documentId, filing: filing, in: db) else { return nil }
        let category = try categoryId(named: first.type.category, in: db)
        try db.execute(
            sql: "UPDATE expense SET categoryId = ? WHERE id = ?", arguments: [category, committed.expense.id])
        committed.expense.categoryId = category
        return committed
    }

    /// The id of the category named `name`, added when missing.
    static func categoryId(named name: String, in db: Database) throws -> Int64? {
        if let id = try Int64.fetchOne(
            db, sql: "SELECT id FROM category WHERE name = ? COLLATE NOCASE", arguments: [name])
        {
            return id
        }
        try db.execute(sql: "INSERT INTO category(name) VALUES (?)", arguments: [name])
        return db.lastInsertedRowID
    }
}
