import Foundation
import Vault

/// The JSON shape of a stored document.
struct DocumentJSON: Encodable {
    var id: Int64
    var name: String
    var sha256: String
    var mediaType: String
    var size: Int64
    var pages: Int
    var journey: String?
    var importedAt: String
    var textSource: String
    /// receipt, invoice, booking or other; null for documents imported before kinds.
    var kind: String?
    var kindEvidence: String?
    var source: String?
    var path: String
    /// The document's tags, sorted.
    var tags: [String]
    /// What to know about how it was read (a damaged PDF's pages that could not be loaded).
    var warning: String?
    /// For an e-mail (`docs show`): its sender, subject and date.
    var mail: MailRecord? = nil
    /// For an e-mail (`docs show`): the documents that came attached to it.
    var attachments: [Int64]? = nil
    /// For an attachment (`docs show`): the e-mail it came with.
    var attachedTo: Int64? = nil

    init(_ document: StoredDocument, journeys: [Int64: String], tags: [Int64: [String]], vault: Vault) {
        id = document.id ?? 0
        name = document.originalName
        sha256 = document.sha256
        mediaType = document.mediaType.rawValue
        size = document.size
        pages = document.pageCount
        journey = document.journeyId.flatMap { journeys[$0] }
        importedAt = ISO8601DateFormatter().string(from: document.importedAt)
        textSource = document.textSource.rawValue
        kind = document.kind?.rawValue
        kindEvidence = document.kindEvidence
        source = document.source
        // A row whose digest is not one names no file (see ObjectStore.url).
        path = (try? vault.objectURL(of: document).path) ?? ""
        self.tags = tags[document.id ?? 0] ?? []
        warning = document.warning
    }
}
