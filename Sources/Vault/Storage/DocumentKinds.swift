import Foundation
import GRDB
import OCR
import Reading

/// What changing a document's kind did to its draft expense.
public enum KindChange: Sendable, Equatable {
    /// A draft expense was made from the document's reading.
    case draftCreated(Int64)
    /// The document's draft expenses were removed (confirmed and rejected ones stay).
    case draftsRemoved(Int)
    /// Nothing besides the kind changed.
    case unchanged
}

extension Vault {
    /// Sets a document's kind, as the user says. A receipt or invoice without an expense gets
    /// a draft made from the fields read at import (even without a total: the user says it is
    /// a bill); a booking or other document loses its draft expenses. One transaction.
    public func setKind(_ kind: DocumentKind, ofDocument id: Int64) throws -> KindChange {
        try database.pool.write { db in
            var document = try Self.document(id: id, in: db)
            let previous = document.kind
            document.kind = kind
            document.kindEvidence = "set by you" + (previous.map { "; was \($0.rawValue)" } ?? "")
            try document.update(db)
            let expenses = try Expense.filter(Expense.Columns.documentId == id).fetchAll(db)
            if kind.isExpense {
                guard expenses.isEmpty else { return .unchanged }
                let draft = try Self.reading(of: document, in: db)
                let filing: JourneyFiler.Decision
                if let journeyId = document.journeyId, let journey = try Journey.fetchOne(db, key: journeyId) {
                    filing = JourneyFiler.Decision(journey: journey, rule: .manual)
                } else {
                    filing = JourneyFiler(journeys: try Journey.fetchAll(db))
                        .decide(flag: nil, inboxFolder: nil, date: draft.date?.value)
                    if let journey = filing.journey {
                        document.journeyId = journey.id
                        try document.update(db)
                    }
                }
                let committed = try Self.insertDraft(
                    draft, documentId: id, filing: filing, evenWithoutTotal: true, in: db)
                return committed?.expense.id.map { .draftCreated($0) } ?? .unchanged
            }
            let removed = try Expense.filter(Expense.Columns.documentId == id)
                .filter(Expense.Columns.status == ExpenseStatus.draft.rawValue)
                .deleteAll(db)
            return removed > 0 ? .draftsRemoved(removed) : .unchanged
        }
    }

    /// The fields read at import; for a document imported before readings were kept, its
    /// stored text read again (line positions are then unknown).
    static func reading(of document: StoredDocument, in db: Database) throws -> ReceiptDraft {
        if let reading = document.reading { return reading.draft }
        let pages = try StoredPage.filter(Column("documentId") == document.id).order(Column("number")).fetchAll(db)
        let recognized = pages.map { page in
            RecognizedPage(
                number: page.number, width: 0, height: 0, source: page.source,
                lines: page.text.split(separator: "\n", omittingEmptySubsequences: false).map { text in
                    RecognizedLine(
                        text: String(text), box: BoundingBox(x: 0, y: 0, width: 0, height: 0),
                        confidence: page.confidence,
                        words: [])
                })
        }
        return DocumentPipeline.understand(pages: recognized).draft
    }
}
