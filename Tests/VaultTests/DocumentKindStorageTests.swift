import Foundation
import GRDB
import OCR
import Testing

@testable import Reading
@testable import Vault

/// Changing a document's kind in a real SQLite vault.
@Suite struct DocumentKindStorageTests {
    private func temporaryVault() throws -> (Vault, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vault-kinds-\(UUID().uuidString)")
        return (try Vault.open(VaultLayout(root: root)), root)
    }

    /// Inserts a document as vault stored it before kinds: no kind, no stored reading.
    private func insertOldDocument(_ vault: Vault, text: String) throws -> Int64 {
        try vault.database.pool.write { db in
            var document = StoredDocument(
                id: nil, sha256: String(repeating: "a", count: 64), originalName: "old.pdf", mediaType: .pdf,
                size: 10, pageCount: 1, journeyId: nil, kind: nil, textSource: .pdfText, importedAt: Date(),
                source: nil, kindEvidence: nil, reading: nil)
            try document.insert(db)
            let id = try #require(document.id)
            var page = StoredPage(id: nil, documentId: id, number: 1, text: text, confidence: 1, source: .pdfText)
            try page.insert(db)
            return id
        }
    }

    @Test func aDocumentImportedBeforeKindsIsReadAgainFromItsTextWhenItBecomesAReceipt() throws {
        let (vault, root) = try temporaryVault()
        defer { try? FileManager.default.removeItem(at: root) }
        let id = try insertOldDocument(vault, text: "CAFE LUNA\n12.03.2025\nCoffee   3.50\nTOTAL EUR   3.50")
        let change = try vault.setKind(.receipt, ofDocument: id)
        guard let expenseId = change.draftCreated else {
            Issue.record("expected a draft, got \(change)")
            return
        }
        let expense = try vault.expense(id: expenseId)
        #expect(expense.amountMinor == 350 && expense.currency == "EUR" && expense.status == .draft)
        #expect(expense.date == CalendarDate(year: 2025, month: 3, day: 12))
        let document = try vault.document(id: id)
        #expect(document.kind == .receipt && document.kindEvidence == "set by you")
        // Setting it again leaves the one draft alone.
        #expect(try vault.setKind(.invoice, ofDocument: id) == .unchanged)
        #expect(try vault.setKind(.booking, ofDocument: id).draftsRemoved == 1)
        #expect(try vault.expenses().isEmpty)
    }

    @Test func aConfirmedExpenseStaysWhenTheKindChanges() throws {
        let (vault, root) = try temporaryVault()
        defer { try? FileManager.default.removeItem(at: root) }
        let id = try insertOldDocument(vault, text: "SHOP\nTOTAL EUR   9.00")
        guard let expenseId = try vault.setKind(.receipt, ofDocument: id).draftCreated else {
            Issue.record("no draft")
            return
        }
        try vault.setStatus(.confirmed, ofExpenses: [expenseId])
        #expect(try vault.setKind(.other, ofDocument: id) == .unchanged)
        #expect(try vault.expenses().map(\.id) == [expenseId])
        #expect(throws: VaultError.self) { try vault.setKind(.other, ofDocument: 999) }
    }
}
