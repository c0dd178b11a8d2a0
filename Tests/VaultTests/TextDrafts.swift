import Foundation
import Reading

@testable import Vault

/// A document of one text page stored without a file, made a receipt so the vault reads its
/// draft as import would: what category, shop and merchant tests need without OCR.
enum TextDrafts {
    /// The draft expense the vault makes of `text`; `sha` names the document (one per call).
    static func draft(in vault: Vault, sha: Character, text: String) throws -> Expense {
        let id = try vault.database.pool.write { db in
            var document = StoredDocument(
                id: nil, sha256: String(repeating: sha, count: 64), originalName: "r.pdf", mediaType: .pdf, size: 1,
                pageCount: 1, journeyId: nil, kind: nil, textSource: .pdfText, importedAt: Date(), source: nil,
                kindEvidence: nil, reading: nil)
            try document.insert(db)
            guard let documentId = document.id else { throw OrganiseError.invalid(field: "test", reason: "no row") }
            var page = StoredPage(
                id: nil, documentId: documentId, number: 1, text: text, confidence: 1, source: .pdfText)
            try page.insert(db)
            return documentId
        }
        guard let expenseId = try vault.setKind(.receipt, ofDocument: id).draftCreated else {
            throw OrganiseError.invalid(field: "test", reason: "no draft")
        }
        return try vault.expense(id: expenseId)
    }
}
