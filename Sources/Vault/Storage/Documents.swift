import Foundation
import GRDB
import OCR
import Reading

/// Which documents to list.
public enum DocumentFilter: Sendable, Equatable {
    case all
    case journey(String)
    case unfiled
}

/// Which documents to list: a journey filter and, optionally, only one kind.
public struct DocumentQuery: Sendable, Equatable {
    public var filter: DocumentFilter
    public var kind: DocumentKind?
    /// Only documents with this tag (any letter case).
    public var tag: String?

    public init(_ filter: DocumentFilter = .all, kind: DocumentKind? = nil, tag: String? = nil) {
        self.filter = filter
        self.kind = kind
        self.tag = tag
    }
}

/// Document operations.
extension Vault {
    public func documents(_ filter: DocumentFilter = .all) throws -> [StoredDocument] {
        try documents(DocumentQuery(filter))
    }

    /// The documents `query` selects, oldest first.
    public func documents(_ query: DocumentQuery) throws -> [StoredDocument] {
        try database.pool.read { db in
            var request = StoredDocument.order(StoredDocument.Columns.id)
            if let kind = query.kind { request = request.filter(StoredDocument.Columns.kind == kind.rawValue) }
            if let name = query.tag {
                let tag = try Self.tag(named: name, in: db)
                request = request.filter(
                    sql: "id IN (SELECT documentId FROM documentTag WHERE tagId = ?)", arguments: [tag.id])
            }
            switch query.filter {
            case .all: break
            case .journey(let slug):
                let journey = try Self.journey(slug: slug, in: db)
                request = request.filter(StoredDocument.Columns.journeyId == journey.id)
            case .unfiled:
                request = request.filter(StoredDocument.Columns.journeyId == nil)
            }
            return try request.fetchAll(db)
        }
    }

    public func document(id: Int64) throws -> StoredDocument {
        try database.pool.read { db in try Self.document(id: id, in: db) }
    }

    static func document(id: Int64, in db: Database) throws -> StoredDocument {
        guard let document = try StoredDocument.fetchOne(db, key: id) else {
            throw VaultError.documentNotFound(id)
        }
        return document
    }

    /// The stored text of a document's pages, in page order.
    public func pages(ofDocument id: Int64) throws -> [StoredPage] {
        try database.pool.read { db in
            _ = try Self.document(id: id, in: db)
            return try StoredPage.filter(Column("documentId") == id).order(Column("number")).fetchAll(db)
        }
    }

    /// Journey slugs by id, for display.
    public func journeySlugs() throws -> [Int64: String] {
        try database.pool.read { db in
            Dictionary(uniqueKeysWithValues: try Journey.fetchAll(db).compactMap { j in j.id.map { ($0, j.slug) } })
        }
    }

    /// Files documents into a journey (`nil`: unfile them). All or nothing.
    public func moveDocuments(_ ids: [Int64], toJourney slug: String?) throws {
        try database.pool.write { db in
            let journeyId: Int64? = try slug.flatMap { try Self.journey(slug: $0, in: db).id }
            for id in ids {
                var document = try Self.document(id: id, in: db)
                document.journeyId = journeyId
                try document.update(db)
                try db.execute(
                    sql: "UPDATE expense SET journeyId = ?, filedBy = ?, filingNote = NULL WHERE documentId = ?",
                    arguments: [journeyId, FilingRule.manual.rawValue, id])
                try db.execute(
                    sql: "UPDATE booking SET journeyId = ?, filedBy = ?, filingNote = NULL WHERE documentId = ?",
                    arguments: [journeyId, FilingRule.manual.rawValue, id])
            }
        }
    }

    /// Removes documents: rows first (one transaction), then their stored files. A crash in
    /// between leaves only unreferenced files, which `vault doctor` removes. Draft expenses
    /// read from these documents go with them; confirmed and rejected ones stay, without
    /// their document.
    /// Draft expenses read from these documents: removing the documents removes them too
    /// (confirmed and rejected expenses stay, without their document).
    public func draftExpenses(ofDocuments ids: [Int64]) throws -> [Expense] {
        try database.pool.read { db in
            try Expense.filter(ids.contains(Expense.Columns.documentId))
                .filter(Expense.Columns.status == ExpenseStatus.draft.rawValue).fetchAll(db)
        }
    }

    public func removeDocuments(_ ids: [Int64]) throws {
        let removed: [StoredDocument] = try database.pool.write { db in
            let documents = try ids.map { try Self.document(id: $0, in: db) }
            for document in documents {
                try Expense.filter(Expense.Columns.documentId == document.id)
                    .filter(Expense.Columns.status == ExpenseStatus.draft.rawValue)
                    .deleteAll(db)
                _ = try document.delete(db)
            }
            return documents
        }
        // A row whose digest is not one names no file: only the row goes.
        for document in removed where SHA256Digest.isWellFormed(document.sha256) {
            try objects.remove(sha256: document.sha256, mediaType: document.mediaType)
        }
    }
}
