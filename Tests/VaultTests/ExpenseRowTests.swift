import Foundation
import GRDB
import Testing

@testable import Reading
@testable import Vault

/// An expense is read back column by column (`Expense.init(row:)`): every field written must
/// come back as it was, the JSON columns included.
@Suite struct ExpenseRowTests {
    @Test func everyFieldWrittenIsReadBack() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vault-row-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let vault = try Vault.open(VaultLayout(root: root))
        let first = try vault.addExpense(
            merchant: "First", total: "1", currency: "EUR", date: "2025-03-01", journey: nil, notes: nil)
        let line = FieldEvidence(
            page: 1, line: 3, box: BoundingBox(x: 4, y: 5, width: 6, height: 7), text: "TOTAL 12.50")
        let when = Date(timeIntervalSince1970: 1_700_000_000)
        var expense = Expense(
            id: nil, documentId: nil, journeyId: nil, status: .confirmed, merchant: "Café Müller", amountMinor: 1250,
            currency: "EUR", date: CalendarDate(iso: "2025-03-02"), categoryId: nil, notes: "team lunch",
            confidence: FieldConfidences(merchant: 0.55, total: 0.97, currency: 0.9, date: 0.96),
            evidence: FieldEvidenceSet(
                merchant: [line], total: [line], currency: [], date: nil, totalRule: .cashMinusChange,
                reasons: FieldReasons(merchant: "its words read faintly", total: "the payment confirms it")),
            filedBy: .dateRange, filingNote: "between its dates", currencySource: .receipt, ocrMerchant: "Cafe Muller",
            merchantNote: "same shop as expense 1", createdAt: when, updatedAt: when.addingTimeInterval(60),
            edits: FieldEdits(
                merchant: FieldEdit(
                    on: try #require(CalendarDate(iso: "2025-03-03")), read: "Cafe Muller", readConfidence: 0.55,
                    readEvidence: [line])),
            categoryNote: "Meals: 'café' in the merchant's name", duplicateOf: first.id)
        try vault.database.pool.write { db in try expense.insert(db) }
        let read = try vault.expense(id: try #require(expense.id))
        #expect(read == expense)
        #expect(read.evidence?.total?.first?.text == "TOTAL 12.50")
        #expect(read.edits?.merchant?.read == "Cafe Muller")
        #expect(try vault.expenses(ExpenseQuery(duplicates: true)) == [expense])
    }
}
