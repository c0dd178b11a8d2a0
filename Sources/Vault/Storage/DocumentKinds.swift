import Foundation
import GRDB
import OCR
import Reading

/// What changing a document's kind did to its draft expense and its bookings.
public struct KindChange: Sendable, Equatable {
    /// A draft expense made from the document's reading (a receipt or invoice, or a booking's price).
    public var draftCreated: Int64?
    /// Draft expenses removed (confirmed and rejected ones stay).
    public var draftsRemoved = 0
    /// Bookings read from the document's text, now that it is a booking.
    public var bookingsRead = 0
    /// Bookings read from the document at import, removed now that it is no booking.
    public var bookingsRemoved = 0

    public init(draftCreated: Int64? = nil, draftsRemoved: Int = 0, bookingsRead: Int = 0, bookingsRemoved: Int = 0) {
        self.draftCreated = draftCreated
        self.draftsRemoved = draftsRemoved
        self.bookingsRead = bookingsRead
        self.bookingsRemoved = bookingsRemoved
    }

    /// Nothing besides the kind changed.
    public static let unchanged = KindChange()
}

extension Vault {
    /// Sets a document's kind, as the user says. A receipt or invoice without an expense gets
    /// a draft made from the fields read at import (even without a total: the user says it is
    /// a bill); a booking or other document loses its draft expenses. A document that becomes a
    /// booking has its bookings read from its text (and its price made a draft); one that stops
    /// being a booking loses the bookings read from it. One transaction.
    public func setKind(_ kind: DocumentKind, ofDocument id: Int64) throws -> KindChange {
        try database.pool.write { db in
            var document = try Self.document(id: id, in: db)
            let previous = document.kind
            document.kind = kind
            document.kindEvidence = "set by you" + (previous.map { "; was \($0.rawValue)" } ?? "")
            try document.update(db)
            var change = KindChange()
            if previous == .booking && kind != .booking {
                change.bookingsRemoved = try Booking.filter(Column("documentId") == id).deleteAll(db)
            }
            let expenses = try Expense.filter(Expense.Columns.documentId == id).fetchAll(db)
            if kind.isExpense {
                guard expenses.isEmpty else { return change }
                let draft = try Self.reading(of: document, in: db)
                let filing = try Self.filing(of: &document, date: draft.date?.value, in: db)
                let committed = try Self.insertDraft(
                    draft, documentId: id, filing: filing, evenWithoutTotal: true, in: db)
                change.draftCreated = committed?.expense.id
                return change
            }
            change.draftsRemoved = try Expense.filter(Expense.Columns.documentId == id)
                .filter(Expense.Columns.status == ExpenseStatus.draft.rawValue)
                .deleteAll(db)
            if kind == .booking && previous != .booking {
                try Self.readBookings(
                    of: &document, into: &change, hadExpense: expenses.count > change.draftsRemoved, in: db)
            }
            return change
        }
    }

    /// Reads the bookings of a document the user says is a booking, from its stored text, and
    /// files them (and their price, unless the document keeps a confirmed expense) as import would.
    private static func readBookings(
        of document: inout StoredDocument, into change: inout KindChange, hadExpense: Bool, in db: Database
    ) throws {
        guard let id = document.id else { return }
        let pages = try storedPages(of: document, in: db)
        let receipt = try reading(of: document, in: db)
        // An e-mail's days printed without their year take it from the day it was sent.
        let sentOn = try MailRecord.fetchOne(db, key: id)?.sentDay
        let reading = BookingReader.read(pages, receipt: receipt, sentOn: sentOn)
        guard !reading.bookings.isEmpty else { return }
        let filing: JourneyFiler.Decision
        if let journeyId = document.journeyId, let journey = try Journey.fetchOne(db, key: journeyId) {
            filing = JourneyFiler.Decision(journey: journey, rule: .manual)
        } else {
            (filing, _) = BookingFiler(journeys: try Journey.fetchAll(db)).decide(
                flag: nil, inboxFolder: nil, span: reading.span, place: BookingFiler.place(of: reading.bookings))
            if let journey = filing.journey {
                document.journeyId = journey.id
                try document.update(db)
            }
        }
        let price =
            hadExpense ? nil : try insertBookingDraft(reading, read: receipt, documentId: id, filing: filing, in: db)
        change.draftCreated = price?.expense.id
        change.bookingsRead = try insertBookings(
            reading.bookings, documentId: id, expenseId: price?.expense.id, filing: filing, in: db
        ).count
    }

    /// The journey a document's new draft goes to: the document's own, else by its date.
    private static func filing(
        of document: inout StoredDocument, date: CalendarDate?, in db: Database
    ) throws -> JourneyFiler.Decision {
        if let journeyId = document.journeyId, let journey = try Journey.fetchOne(db, key: journeyId) {
            return JourneyFiler.Decision(journey: journey, rule: .manual)
        }
        let filing = JourneyFiler(journeys: try Journey.fetchAll(db)).decide(flag: nil, inboxFolder: nil, date: date)
        if let journey = filing.journey {
            document.journeyId = journey.id
            try document.update(db)
        }
        return filing
    }

    /// The fields read at import; for a document imported before readings were kept, its
    /// stored text read again (line positions are then unknown).
    static func reading(of document: StoredDocument, in db: Database) throws -> ReceiptDraft {
        if let reading = document.reading { return reading.draft }
        return DocumentPipeline.understand(pages: try storedPages(of: document, in: db)).draft
    }

    /// The document's pages as stored: their text, line by line (positions are not kept).
    static func storedPages(of document: StoredDocument, in db: Database) throws -> [RecognizedPage] {
        let pages = try StoredPage.filter(Column("documentId") == document.id).order(Column("number")).fetchAll(db)
        return pages.map { page in
            RecognizedPage(
                number: page.number, width: 0, height: 0, source: page.source,
                lines: page.text.split(separator: "\n", omittingEmptySubsequences: false).map { text in
                    RecognizedLine(
                        text: String(text), box: BoundingBox(x: 0, y: 0, width: 0, height: 0),
                        confidence: page.confidence,
                        words: [])
                })
        }
    }
}
