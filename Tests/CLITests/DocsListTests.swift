import Foundation
import Testing

/// `docs list` shows what each document is (day, kind, merchant, total), and an empty listing
/// says what it left out rather than inviting an import.
@Suite struct DocsListTests {
    @Test func theTableShowsTheExpenseOfEachDocument() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let imported = try vault.run(["import", VaultProcess.fixture("einvoice-nl-eur-ubl-invoice.xml")])
        #expect(imported.status == 0, "\(imported.stderr)")
        let lines = try vault.run(["docs", "list"]).stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first?.hasPrefix("ID  DATE        KIND     MERCHANT") == true, "\(lines)")
        let row = lines.last ?? ""
        // A long merchant is cut, so the columns fit a terminal; the name comes last, whole.
        for cell in [
            "2025-04-02", "invoice", "Grachten Consultancy B.…", "968.00 EUR", "einvoice-nl-eur-ubl-invoice.xml",
        ] {
            #expect(row.contains(cell), "\(cell) in \(row)")
        }
    }

    @Test func emptyListingsSayWhatTheyLeftOut() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["init"]).status == 0)
        #expect(try vault.run(["docs", "list"]).stdout == "No documents. Import some: vault import FILE\n")
        #expect(try vault.run(["journey", "add", "ams", "--name", "Amsterdam"]).status == 0)
        let imported = try vault.run([
            "import", VaultProcess.fixture("einvoice-nl-eur-ubl-invoice.xml"), "--journey", "ams",
        ])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(
            try vault.run(["docs", "list", "--unfiled"]).stdout
                == "No unfiled documents: every document is filed in a journey.\n")
        #expect(try vault.run(["docs", "list", "--kind", "booking"]).stdout == "No documents of kind booking.\n")
    }
}
