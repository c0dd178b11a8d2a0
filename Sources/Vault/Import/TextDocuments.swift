import Foundation
import GRDB
import OCR
import Reading

/// A document whose text is already known, added without reading any file: for generators of
/// large test vaults and for tools that bring their own text. It is filed, indexed for search,
/// categorised and checked for near-duplicates exactly like an imported one.
public struct TextDocument: Sendable {
    /// The fields of its expense as read; nil fields are read from the text by vault's own
    /// receipt parser.
    public struct Fields: Sendable {
        public var merchant: String?
        public var total: Decimal?
        public var currency: String?
        public var date: CalendarDate?

        public init(merchant: String?, total: Decimal?, currency: String?, date: CalendarDate?) {
            self.merchant = merchant
            self.total = total
            self.currency = currency
            self.date = date
        }
    }

    public var name: String
    /// One string per page.
    public var pages: [String]
    public var kind: DocumentKind
    /// A journey slug, as `--journey` would give it.
    public var journey: String?
    public var importedAt: Date
    /// The expense's fields; nil reads them from `pages`.
    public var fields: Fields?
    /// The original file's bytes and type, stored in objects/ like an import; without them
    /// only the database rows exist (and `vault doctor` reports the file missing).
    public var original: (bytes: [UInt8], mediaType: MediaType)?

    public init(
        name: String, pages: [String], kind: DocumentKind, journey: String? = nil, importedAt: Date = Date(),
        fields: Fields? = nil, original: (bytes: [UInt8], mediaType: MediaType)? = nil
    ) {
        self.name = name
        self.pages = pages
        self.kind = kind
        self.journey = journey
        self.importedAt = importedAt
        self.fields = fields
        self.original = original
    }
}

extension Vault {
    /// Adds `documents` in one transaction and returns their ids. A document whose content
    /// (its original's bytes, else its text) is already stored is skipped (id `nil`).
    @discardableResult
    public func addTextDocuments(_ documents: [TextDocument]) throws -> [Int64?] {
        try whileUsing { try addTextDocumentsLocked(documents) }
    }

    private func addTextDocumentsLocked(_ documents: [TextDocument]) throws -> [Int64?] {
        let prepared = try documents.map { document -> (TextDocument, String) in
            let bytes = document.original?.bytes ?? Array(document.pages.joined(separator: "\u{0C}").utf8)
            let sha256 = SHA256Digest.hex(of: bytes)
            if let original = document.original {
                _ = try objects.store(original.bytes, sha256: sha256, mediaType: original.mediaType)
            }
            return (document, sha256)
        }
        return try database.pool.write { db in
            var journeys: [String: Journey] = [:]
            let all = try Journey.fetchAll(db)
            for journey in all { journeys[journey.slug] = journey }
            let filer = JourneyFiler(journeys: all)
            return try prepared.map { document, sha256 -> Int64? in
                if try Int64.fetchOne(db, sql: "SELECT id FROM document WHERE sha256 = ?", arguments: [sha256]) != nil {
                    return nil
                }
                let draft = Self.draft(of: document)
                let flag = try document.journey.map { slug in
                    guard let journey = journeys[slug] else { throw VaultError.journeyNotFound(slug) }
                    return journey
                }
                let filing = filer.decide(flag: flag, inboxFolder: nil, date: draft.date?.value)
                var stored = StoredDocument(
                    id: nil, sha256: sha256, originalName: document.name,
                    mediaType: document.original?.mediaType ?? .pdf,
                    size: Int64(document.original?.bytes.count ?? 0), pageCount: document.pages.count,
                    journeyId: filing.journey?.id, kind: document.kind, textSource: .pdfText,
                    importedAt: document.importedAt, source: nil, kindEvidence: "given with its text",
                    reading: StoredReading(draft))
                try stored.insert(db)
                guard let documentId = stored.id else { return nil }
                for (index, text) in document.pages.enumerated() {
                    var page = StoredPage(
                        id: nil, documentId: documentId, number: index + 1, text: text, confidence: 1, source: .pdfText)
                    try page.insert(db)
                    try db.execute(
                        sql: "INSERT INTO pageSearch(rowid, text) VALUES (?, ?)", arguments: [page.id, text])
                }
                if document.kind.isExpense, draft.total != nil {
                    _ = try Self.insertDraft(draft, documentId: documentId, filing: filing, in: db)
                }
                return documentId
            }
        }
    }

    /// The given fields as a sure reading, or the text read through `DocumentPipeline`.
    static func draft(of document: TextDocument) -> ReceiptDraft {
        guard let fields = document.fields else {
            return DocumentPipeline.understand(
                pages: document.pages.enumerated().map { index, text in
                    RecognizedPage(
                        number: index + 1, width: 0, height: 0, source: .pdfText,
                        lines: text.split(separator: "\n").map {
                            RecognizedLine(
                                text: String($0), box: BoundingBox(x: 0, y: 0, width: 0, height: 0), confidence: 1,
                                words: [])
                        })
                }
            ).draft
        }
        return ReceiptDraft(
            merchant: fields.merchant.map { DraftField(value: $0, confidence: 1, evidence: []) },
            total: fields.total.map { DraftField(value: $0, confidence: 1, evidence: []) },
            currency: fields.currency.map { DraftField(value: $0, confidence: 1, evidence: []) },
            date: fields.date.map { DraftField(value: $0, confidence: 1, evidence: []) })
    }
}
