import Foundation
import Testing

/// Kinds of documents, invoices and e-invoices through the built binary, on real files.
@Suite struct DocumentKindCommandTests {
    struct ExpenseDetail: Decodable {
        struct Evidence: Decodable {
            struct Line: Decodable { var text: String }
            var merchant: [Line]?
            var total: [Line]?
            var date: [Line]?
        }
        var id: Int64
        var merchant: String?
        var total: String?
        var currency: String?
        var date: String?
        var notes: String?
        var evidence: Evidence?
    }

    @Test func longArticleIsOtherWithoutDraftUntilItsKindIsCorrected() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let imported = try vault.run(["import", "--jobs", "1", VaultProcess.fixture("other-long-article.pdf")])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("(other, 8 pages"), "\(imported.stdout)")
        #expect(!imported.stdout.contains("draft expense"), "\(imported.stdout)")
        let documents = try vault.json([DocumentRow].self, ["docs", "list", "--json"])
        #expect(documents.first?.kind == "other")
        #expect(documents.first?.kindEvidence?.contains("long text") == true, "\(documents)")
        #expect(try vault.json([ExpenseRow].self, ["expense", "list", "--json"]).isEmpty)
        #expect(try vault.json([DocumentRow].self, ["docs", "list", "--kind", "invoice", "--json"]).isEmpty)

        let edited = try vault.run(["docs", "edit", "1", "--kind", "invoice"])
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(edited.stdout.contains("made draft expense 1"), "\(edited.stdout)")
        let drafts = try vault.json([ExpenseRow].self, ["expense", "list", "--json"])
        #expect(drafts.count == 1 && drafts.first?.documentId == 1 && drafts.first?.status == "draft")
        let invoices = try vault.json([DocumentRow].self, ["docs", "list", "--kind", "invoice", "--json"])
        #expect(invoices.map(\.id) == [1])
        #expect(invoices.first?.kindEvidence?.hasPrefix("set by you") == true)

        let back = try vault.run(["docs", "edit", "1", "--kind", "other"])
        #expect(back.stdout.contains("removed 1 draft expense"), "\(back.stdout)")
        #expect(try vault.json([ExpenseRow].self, ["expense", "list", "--json"]).isEmpty)
        #expect(try vault.run(["docs", "edit", "1", "--kind", "ledger"]).status == 64)
        #expect(try vault.run(["docs", "edit", "9", "--kind", "other"]).stderr.contains("no document 9"))
    }

    @Test func eInvoicesAreReadFromTheirXMLAndSayWhenItDisagreesWithThePrint() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let files = [
            "einvoice-de-eur-zugferd.pdf", "einvoice-de-eur-xml-disagrees.pdf", "einvoice-de-eur-xrechnung.xml",
        ]
        let imported = try vault.run(["import", "--jobs", "1"] + files.map(VaultProcess.fixture))
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(
            imported.stdout.contains("(note: the e-invoice XML zugferd-invoice.xml disagrees"), "\(imported.stdout)")
        let documents = try vault.json([DocumentRow].self, ["docs", "list", "--json"])
        #expect(documents.map(\.kind) == ["invoice", "invoice", "invoice"])
        #expect(documents.last?.mediaType == "application/xml" && documents.last?.textSource == "xml")
        #expect(documents.first?.kindEvidence?.contains("factur-x.xml") == true)

        let expenses = try (1...3).map { try vault.json(ExpenseDetail.self, ["expense", "show", "\($0)", "--json"]) }
        #expect(expenses.map(\.total) == ["1428.00", "1190.00", "297.50"])
        #expect(expenses.map(\.merchant) == ["Hanse Beratung GmbH", "Hanse Beratung GmbH", "Nordlicht Software GmbH"])
        #expect(expenses.map(\.date) == ["2025-03-20", "2025-03-21", "2025-01-31"])
        #expect(expenses.first?.evidence?.total?.first?.text.contains("factur-x.xml ram:GrandTotalAmount") == true)
        #expect(expenses.first?.evidence?.merchant?.first?.text.contains("ram:SellerTradeParty") == true)
        #expect(expenses[0].notes == nil)
        #expect(expenses[1].notes?.contains("disagrees with the printed text: total 1190.00 (printed 1428.00)") == true)
        #expect(expenses[2].notes == nil)
        // The XML's text is kept as the document's text, so it can be searched and read.
        #expect(try vault.run(["docs", "text", "3"]).stdout.contains("Nordlicht Software GmbH"))
    }

    /// A booking confirmation corrected to an invoice loses the bookings read from it; set back
    /// to a booking, its bookings are read again from its stored text.
    @Test func changingABookingsKindRemovesOrReadsItsBookings() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let imported = try vault.run(["import", VaultProcess.fixture("booking-flight-en-skylark.pdf")])
        #expect(imported.status == 0, "\(imported.stderr)")
        struct BookingRow: Decodable {
            var id: Int64
            var carrier: String?
        }
        let read = try vault.json([BookingRow].self, ["booking", "list"])
        try #require(!read.isEmpty)

        let toInvoice = try vault.run(["docs", "edit", "1", "--kind", "invoice"])
        #expect(toInvoice.status == 0, "\(toInvoice.stderr)")
        #expect(
            toInvoice.stdout.contains(
                "removed the \(read.count == 1 ? "1 booking" : "\(read.count) bookings") read from it"),
            "\(toInvoice.stdout)")
        #expect(try vault.json([BookingRow].self, ["booking", "list"]).isEmpty)

        let back = try vault.run(["docs", "edit", "1", "--kind", "booking"])
        #expect(back.status == 0, "\(back.stderr)")
        #expect(
            back.stdout.contains("read \(read.count == 1 ? "1 booking" : "\(read.count) bookings")"), "\(back.stdout)")
        let again = try vault.json([BookingRow].self, ["booking", "list"])
        #expect(again.count == read.count)
        #expect(again.map(\.carrier) == read.map(\.carrier))
        #expect(read.allSatisfy { $0.carrier != nil })
    }
}
