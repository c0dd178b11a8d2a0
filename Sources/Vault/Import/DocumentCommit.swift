import Foundation
import GRDB
import Mail
import OCR
import Reading

/// The database half of an import: one transaction per document.
extension Vault {
    enum CommitOutcome: Equatable {
        case inserted(Int64, CommittedExpense?, JourneyFiler.Decision, CommittedBookings? = nil)
        /// Another import (in this or another process) stored the same bytes first.
        case alreadyPresent(Int64)
    }

    /// The document that holds exactly these bytes, if any.
    public func documentId(sha256: String) throws -> Int64? {
        try database.pool.read { db in
            try Int64.fetchOne(db, sql: "SELECT id FROM document WHERE sha256 = ?", arguments: [sha256])
        }
    }

    /// The expense read from document `id` (the first, for a document with several).
    public func expense(ofDocument id: Int64) throws -> Expense? {
        try database.pool.read { db in
            try Expense.filter(Expense.Columns.documentId == id).order(Expense.Columns.id).fetchOne(db)
        }
    }

    struct CommittedExpense: Equatable {
        var expense: Expense
    }

    /// The bookings stored with a booking document, and the journey made for them.
    struct CommittedBookings: Equatable {
        var bookings: [Booking]
        /// The slug of the journey `--create-journeys` made for them.
        var createdJourney: String?
        /// Stored bookings a later message about their reservation cancelled or updated (or
        /// left as they were), by id, with what happened (`cancelled`, `updated`, `unchanged`).
        var changes: [Int64: String] = [:]

        /// The import result's lines: the bookings added, then those changed.
        var lines: [ImportResult.BookingLine] {
            bookings.map { booking in
                var line = ImportResult.BookingLine(booking)
                line.change = booking.id.flatMap { changes[$0] }
                return line
            }
        }
    }

    /// Inserts the document, its pages and their search rows, and the draft expense of a
    /// receipt or invoice with a total, in one transaction. The object must already be stored.
    /// A message's own document stores its sender, subject and date (`read.mail`); an
    /// attachment (`attachment`) is linked to its message, named as the message names it, and
    /// keeps only the bookings its message did not already give.
    func commit(
        _ read: ReadDocument, draft: ReceiptDraft, kind: KindDecision, checked: Preflight.Checked, originalPath: String,
        flagJourney: String?, inboxJourney: String?, bookings: BookingReading? = nil, createJourneys: Bool = false,
        attachment: MailAttachmentLink? = nil, sourcePath: String? = nil
    ) throws -> CommitOutcome {
        let readBookings = kind.kind == .booking ? bookings.flatMap { $0.bookings.isEmpty ? nil : $0 } : nil
        // Read from the text alone, and only where the draft's shop is compared with others.
        let fingerprint = {
            ShopFingerprintReader.read(
                pages: read.pages.map(\.text), nameLines: (draft.merchant?.evidence ?? []).map(\.text))
        }
        return try database.pool.write { db in
            if let existing = try Int64.fetchOne(
                db, sql: "SELECT id FROM document WHERE sha256 = ?", arguments: [checked.sha256])
            {
                return .alreadyPresent(existing)
            }
            var booked = readBookings
            var priceKnown = false
            if let attachment, let reading = booked {
                let kept = try Self.newBookings(reading.bookings, besides: attachment.messageDocumentId, in: db)
                priceKnown = kept.count < reading.bookings.count
                booked =
                    kept.isEmpty
                    ? nil : BookingReading(bookings: kept, total: reading.total, currency: reading.currency)
            }
            let flag = try flagJourney.map { try Self.journey(slug: $0, in: db) }
            let inboxFolder = try inboxJourney.map { try Self.journey(slug: $0, in: db) }
            let draft = try Self.placedInJourneys(draft, flag: flag, inboxFolder: inboxFolder, in: db)
            // A booking is placed among all journeys; anything else needs only those covering its day.
            let journeys =
                booked != nil
                ? try Journey.fetchAll(db)
                : try Self.journeysForFiling(flag: flag, inboxFolder: inboxFolder, date: draft.date?.value, in: db)
            var filing = JourneyFiler(journeys: journeys).decide(
                flag: flag, inboxFolder: inboxFolder, date: draft.date?.value)
            var createdJourney: String?
            if let booked {
                // A booking is filed by the days it covers, not the day it was bought.
                let proposal: JourneyProposal?
                (filing, proposal) = BookingFiler(journeys: journeys).decide(
                    flag: flag, inboxFolder: inboxFolder, span: booked.span,
                    place: BookingFiler.place(of: booked.bookings))
                if let proposal, createJourneys {
                    var journey = proposal.journey
                    try journey.insert(db)
                    filing = JourneyFiler.Decision(journey: journey, rule: .dateRange)
                    createdJourney = journey.slug
                }
            }
            let journeyId = filing.journey?.id
            var document = StoredDocument(
                id: nil, sha256: checked.sha256,
                originalName: (originalPath as NSString).lastPathComponent,
                mediaType: checked.mediaType, size: Int64(checked.bytes.count),
                pageCount: read.pages.count, journeyId: journeyId, kind: kind.kind,
                textSource: read.textSource, importedAt: Date(),
                source: URL(fileURLWithPath: sourcePath ?? originalPath).standardizedFileURL.path,
                kindEvidence: kind.evidence, reading: StoredReading(draft), warning: read.warningAndShortfalls)
            try document.insert(db)
            guard let documentId = document.id else {
                throw VaultError.storage(path: originalPath, reason: "no row id")
            }
            if let message = read.mail { try MailRecord(message, documentId: documentId).insert(db) }
            if var attachment {
                attachment.documentId = documentId
                try attachment.insert(db)
            }
            for page in read.pages {
                var stored = StoredPage(
                    id: nil, documentId: documentId, number: page.number, text: page.text,
                    confidence: page.source == .ocr ? page.confidence : 1, source: page.source)
                try stored.insert(db)
                try db.execute(
                    sql: "INSERT INTO pageSearch(rowid, text) VALUES (?, ?)", arguments: [stored.id, page.text])
            }
            // Markup about a reservation vault holds changes that booking instead of adding one;
            // its price is that booking's draft already.
            var changed: [(Booking, ReservationChange)] = []
            if let reading = booked {
                let applied = try Self.applyReservationChanges(reading.bookings, documentId: documentId, in: db)
                changed = applied.changed
                if !changed.isEmpty {
                    priceKnown = true
                    booked =
                        applied.new.isEmpty
                        ? nil : BookingReading(bookings: applied.new, total: reading.total, currency: reading.currency)
                }
            }
            let changes = Dictionary(
                changed.compactMap { booking, change in booking.id.map { ($0, change.rawValue) } },
                uniquingKeysWith: { first, _ in first })
            var committed: CommittedExpense? = nil
            if kind.kind.isExpense, draft.total != nil {
                committed = try Self.insertDraft(
                    draft, documentId: documentId, filing: filing, header: fingerprint, in: db)
            }
            guard let booked else {
                guard !changed.isEmpty else { return .inserted(documentId, committed, filing) }
                return .inserted(
                    documentId, committed, filing, CommittedBookings(bookings: changed.map(\.0), changes: changes))
            }
            // The price of bookings its message already gave is that message's draft.
            committed =
                priceKnown
                ? nil : try Self.insertBookingDraft(booked, read: draft, documentId: documentId, filing: filing, in: db)
            let stored = try Self.insertBookings(
                booked.bookings, documentId: documentId, expenseId: committed?.expense.id, filing: filing, in: db)
            return .inserted(
                documentId, committed, filing,
                CommittedBookings(
                    bookings: stored + changed.map(\.0), createdJourney: createdJourney, changes: changes))
        }
    }

    /// Inserts the draft expense of a document, with what the vault remembers of its shop
    /// (`ShopRecall`: the shops learnt from confirmed expenses, matched by `fingerprint`, the
    /// document's header; the owner's corrections and spellings) as the merchant's evidence.
    /// `header` reads the document's header; it is asked at most once, and only where there
    /// are learnt shops or an expense of the same total and day to compare it with.
    static func insertDraft(
        _ draft: ReceiptDraft, documentId: Int64, filing: JourneyFiler.Decision, evenWithoutTotal: Bool = false,
        header: () -> ShopFingerprint = { ShopFingerprint(marks: []) }, in db: Database
    ) throws -> CommittedExpense? {
        var read: ShopFingerprint?
        func fingerprint() -> ShopFingerprint {
            if let read { return read }
            let made = header()
            read = made
            return made
        }
        let knownShops = try Self.knownShops(in: db)
        // Without learnt shops nothing is matched: the header is not read for them.
        let recall = ShopRecall(
            merchantRules: try MerchantRule.fetchAll(db),
            fingerprint: knownShops.shops.isEmpty ? ShopFingerprint(marks: []) : fingerprint(),
            knownShops: knownShops)
        let recollection = recall.recollection(for: draft)
        let builder = DraftExpenseBuilder(
            draft: DocumentPipeline.remembered(draft, recollection), filing: filing,
            configuredCurrency: try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = 'currency'"))
        guard var expense = builder.expense(documentId: documentId, now: Date(), evenWithoutTotal: evenWithoutTotal)
        else { return nil }
        try CategoryRules.categorize(&expense, brandKind: draft.merchantKind, in: db)
        expense.duplicateOf = try NearDuplicates.original(of: expense, header: fingerprint, in: db)
        try expense.insert(db)
        if case .correction(let id?, _)? = recollection?.source {
            try db.execute(
                sql: "UPDATE merchantRule SET timesApplied = timesApplied + 1 WHERE id = ?", arguments: [id])
        }
        return CommittedExpense(expense: expense)
    }
}
