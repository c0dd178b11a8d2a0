import Foundation
import GRDB

/// The whole catalogue as JSON: journeys, categories, tags, documents with their pages' text,
/// expenses with every field, bookings, places and notes, merchant corrections and settings,
/// enough to rebuild the database around the stored files (which are named by the `sha256` of
/// each document).
public struct Catalogue: Encodable, Sendable {
    public static let formatVersion = 1

    public struct Category: Codable, Sendable {
        public var id: Int64
        public var name: String
    }

    public struct Document: Encodable, Sendable {
        public var document: StoredDocument
        public var path: String
        public var tags: [String]
        public var pages: [StoredPage]
    }

    public struct Entry: Encodable, Sendable {
        public var expense: Expense
        /// The amount as a decimal string with the currency's digits (`"18.40"`).
        public var total: String?
        public var category: String?
        public var journey: String?
        public var tags: [String]
    }

    public var formatVersion: Int
    public var exportedAt: Date
    public var journeys: [Journey]
    public var categories: [Category]
    public var tags: [String]
    public var documents: [Document]
    public var expenses: [Entry]
    /// Every booking, by id.
    public var bookings: [Booking]
    /// The places to visit on journeys.
    public var places: [Place]
    /// The dated notes kept with journeys (`vault journey note`).
    public var journeyNotes: [JourneyNote]
    /// Remembered merchant corrections (`vault merchant list`).
    public var merchantRules: [MerchantRule]
    /// Settings (`vault config`), by key.
    public var settings: [String: String]

    /// Encodes with sorted keys and ISO 8601 dates.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(self)
    }
}

extension Vault {
    /// The catalogue, or one journey's part of it, for `vault export --format json`. Every
    /// expense is included, rejected ones too: they are part of the record.
    public func catalogue(journey slug: String? = nil) throws -> Catalogue {
        let entries = try expenseEntries(ExpenseSelection(journey: slug, statuses: Set(ExpenseStatus.allCases)))
        return try database.pool.read { db in
            let journeyId = try slug.map { try Self.journey(slug: $0, in: db).id }
            let journeys = try Journey.order(Column("id")).fetchAll(db).filter { slug == nil || $0.id == journeyId }
            var documentRequest = StoredDocument.order(StoredDocument.Columns.id)
            if let journeyId { documentRequest = documentRequest.filter(StoredDocument.Columns.journeyId == journeyId) }
            let documents = try documentRequest.fetchAll(db)
            var documentTags: [Int64: [String]] = [:]
            for row in try Row.fetchAll(
                db,
                sql:
                    "SELECT documentTag.documentId, tag.name FROM documentTag JOIN tag ON tag.id = documentTag.tagId ORDER BY tag.name"
            ) {
                documentTags[row["documentId"], default: []].append(row["name"])
            }
            /// The rows of `request` that belong to the journey exported (all, for the whole catalogue).
            func ofJourney<Record: FetchableRecord & TableRecord>(_ request: QueryInterfaceRequest<Record>) throws
                -> [Record]
            {
                try (journeyId.map { request.filter(Column("journeyId") == $0) } ?? request).fetchAll(db)
            }
            var pages: [Int64: [StoredPage]] = [:]
            for page in try StoredPage.order(Column("documentId"), Column("number")).fetchAll(db) {
                pages[page.documentId, default: []].append(page)
            }
            return Catalogue(
                formatVersion: Catalogue.formatVersion, exportedAt: Date(), journeys: journeys,
                categories: try Row.fetchAll(db, sql: "SELECT id, name FROM category ORDER BY name").map {
                    Catalogue.Category(id: $0["id"], name: $0["name"])
                },
                tags: try String.fetchAll(db, sql: "SELECT name FROM tag ORDER BY name"),
                documents: documents.map { document in
                    Catalogue.Document(
                        document: document, path: (try? objectURL(of: document).path) ?? "",
                        tags: document.id.flatMap { documentTags[$0] } ?? [],
                        pages: document.id.flatMap { pages[$0] } ?? [])
                },
                expenses: entries.map { entry in
                    Catalogue.Entry(
                        expense: entry.expense, total: entry.expense.totalString, category: entry.category,
                        journey: entry.journey, tags: entry.tags)
                },
                bookings: try ofJourney(Booking.order(Column("id"))),
                places: try ofJourney(Place.order(Column("id"))),
                journeyNotes: try ofJourney(JourneyNote.order(Column("id"))),
                merchantRules: try MerchantRule.order(Column("id")).fetchAll(db),
                settings: Dictionary(
                    try Row.fetchAll(db, sql: "SELECT key, value FROM setting").map { ($0["key"], $0["value"]) },
                    uniquingKeysWith: { first, _ in first }))
        }
    }
}
