import Foundation
import Testing

/// `expense confirm --all-sure` confirms a draft unseen only when every field is sure; on
/// TestData's invoices and e-invoices that must never confirm a wrong field.
@Suite struct SureInvoiceTests {
    struct Row: Decodable {
        var id: Int64
        var documentId: Int64?
        var status: String
        var merchant: String?
        var total: String?
        var currency: String?
        var date: String?
    }

    struct Document: Decodable {
        var id: Int64
        var name: String
    }

    struct Outcome: Decodable {
        var confirmed: [Int64]
    }

    @Test func confirmingTheSureInvoicesConfirmsNoWrongField() throws {
        let names = ScanCommandTests.documents.filter { $0.hasPrefix("invoice-") || $0.hasPrefix("einvoice-") }
        #expect(names.count >= 8)
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let imported = try vault.run(["import", "--jobs", "2"] + names.map(VaultProcess.fixture))
        try #require(imported.status == 0, "\(imported.stderr)")
        let outcome = try vault.json(Outcome.self, ["expense", "confirm", "--all-sure"])
        // The e-invoices' fields come from their XML: those, at least, are sure.
        #expect(outcome.confirmed.count >= names.filter { $0.hasPrefix("einvoice-") }.count)
        let documents = try vault.json([Document].self, ["docs", "list"])
        let rows = try vault.json([Row].self, ["expense", "list"])
        for id in outcome.confirmed {
            let row = try #require(rows.first { $0.id == id })
            #expect(row.status == "confirmed")
            let name = try #require(documents.first { $0.id == row.documentId }?.name)
            let expected = try ScanCommandTests.expected(for: VaultProcess.fixture(name))
            #expect(row.merchant?.lowercased() == expected.merchant.lowercased(), "\(name)")
            #expect(row.total == expected.total, "\(name)")
            #expect(row.currency == expected.currency, "\(name)")
            #expect(row.date == expected.date, "\(name)")
        }
    }
}
