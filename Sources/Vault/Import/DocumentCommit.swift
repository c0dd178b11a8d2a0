import Foundation
import GRDB
import OCR

/// The database half of an import: one transaction per document.
extension Vault {
    enum CommitOutcome: Equatable {
        case inserted(Int64, CommittedExpense?, JourneyFiler.Decision)
        /// Another import (in this or another process) stored the same bytes first.
        case alreadyPresent(Int64)
    }

    /// The document that holds exactly these bytes, if any.
    public func documentId(sha256: String) throws -> Int64? {
        try database.pool.read { db in
            try Int64.fetchOne(db, sql: "SELECT id FROM document WHERE sha256 = ?", arguments: [sha256])
        }
    }

    struct CommittedExpense: Equatable {
        var expense: Expense
    }

    /// Inserts the document, its pages and their search rows, and the draft expense of a
    /// receipt or invoice with a total, in one transaction. The object must already be stored.
    func commit(
        _ read: ReadDocument, draft: ReceiptDraft, kind: KindDecision, checked: Preflight.Checked, originalPath: String,
        flagJourney: String?, inboxJourney: String?
    ) throws -> CommitOutcome {
        try database.pool.write { db in
            if let existing = try Int64.fetchOne(
                db, sql: "SELECT id FROM document WHERE sha256 = ?", arguments: [checked.sha256])
            {
                return .alreadyPresent(existing)
            }
            let journeys = try Journey.fetchAll(db)
            let filing = JourneyFiler(journeys: journeys).decide(
                flag: try flagJourney.map { try Self.journey(slug: $0, in: db) },
                inboxFolder: try inboxJourney.map { try Self.journey(slug: $0, in: db) },
                date: draft.date?.value)
            let journeyId = filing.journey?.id
            var document = StoredDocument(
                id: nil, sha256: checked.sha256,
                originalName: (originalPath as NSString).lastPathComponent,
                mediaType: checked.mediaType, size: Int64(checked.bytes.count),
                pageCount: read.pages.count, journeyId: journeyId, kind: kind.kind,
                textSource: read.textSource, importedAt: Date(),
                source: URL(fileURLWithPath: originalPath).standardizedFileURL.path,
                kindEvidence: kind.evidence, reading: StoredReading(draft))
            try document.insert(db)
            guard let documentId = document.id else {
                throw VaultError.storage(path: originalPath, reason: "no row id")
            }
            for page in read.pages {
                var stored = StoredPage(
                    id: nil, documentId: documentId, number: page.number, text: page.text,
                    confidence: page.source == .ocr ? page.confidence : 1, source: page.source)
                try stored.insert(db)
                try db.execute(
                    sql: "INSERT INTO pageSearch(rowid, text) VALUES (?, ?)", arguments: [stored.id, page.text])
            }
            var committed: CommittedExpense? = nil
            if kind.kind.isExpense, draft.total != nil {
                let fingerprint = ShopFingerprintReader.read(
                    pages: read.pages.map(\.text), nameLines: (draft.merchant?.evidence ?? []).map(\.text))
                committed = try Self.insertDraft(
                    draft, documentId: documentId, filing: filing, fingerprint: fingerprint, in: db)
            }
            return .inserted(documentId, committed, filing)
        }
    }

    /// Inserts the draft expense of a document, applying remembered merchant corrections and
    /// the shops learnt from confirmed expenses (matched by `fingerprint`, the document's header).
    static func insertDraft(
        _ draft: ReceiptDraft, documentId: Int64, filing: JourneyFiler.Decision, evenWithoutTotal: Bool = false,
        fingerprint: ShopFingerprint = ShopFingerprint(marks: []), in db: Database
    ) throws -> CommittedExpense? {
        let builder = DraftExpense(
            draft: draft, filing: filing,
            configuredCurrency: try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = 'currency'"),
            merchantRules: try MerchantRule.fetchAll(db), fingerprint: fingerprint,
            knownShops: try Self.knownShops(in: db))
        guard
            case (var expense, let rule)? = builder.expense(
                documentId: documentId, now: Date(), evenWithoutTotal: evenWithoutTotal)
        else { return nil }
        try CategoryRules.categorize(&expense, in: db)
        expense.duplicateOf = try NearDuplicates.original(of: expense, in: db)
        try expense.insert(db)
        if let id = rule?.id {
            try db.execute(
                sql: "UPDATE merchantRule SET timesApplied = timesApplied + 1 WHERE id = ?", arguments: [id])
        }
        return CommittedExpense(expense: expense)
    }
}
