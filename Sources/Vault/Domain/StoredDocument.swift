import Foundation
import GRDB
import OCR
import Reading

/// A file kept in the vault: its identity (SHA-256 of the untouched bytes), where it came
/// from, and how its text was obtained. The bytes live in `objects/`.
public struct StoredDocument: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public var id: Int64?
    public var sha256: String
    /// The file name it had when imported.
    public var originalName: String
    public var mediaType: MediaType
    public var size: Int64
    public var pageCount: Int
    public var journeyId: Int64?
    /// What the document is; `nil` for documents imported before kinds were decided.
    public var kind: DocumentKind?
    public var textSource: TextSource
    public var importedAt: Date
    /// The absolute path it was imported from.
    public var source: String?
    /// Why the document has its kind (the cues found, or that the user set it).
    public var kindEvidence: String?
    /// The fields read at import, from which a draft expense is made when the kind changes.
    public var reading: StoredReading?
    /// What a reader of the document should know about how it was read: the pages of a
    /// damaged PDF that could not be loaded (the document holds the others).
    public var warning: String? = nil

    public static let databaseTableName = "document"

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    public enum Columns {
        public static let id = Column("id")
        public static let sha256 = Column("sha256")
        public static let journeyId = Column("journeyId")
        public static let importedAt = Column("importedAt")
        public static let kind = Column("kind")
    }
}

/// The text of one page of a stored document.
public struct StoredPage: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public var id: Int64?
    public var documentId: Int64
    public var number: Int
    public var text: String
    /// Mean recognition confidence 0...1 (1 for a PDF text layer).
    public var confidence: Double
    public var source: TextSource

    public static let databaseTableName = "page"

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
