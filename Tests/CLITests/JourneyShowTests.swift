import Foundation
import Testing

/// `journey show` lines up its lists past id 9 and says how much of the spending is drafts.
@Suite struct JourneyShowTests {
    @Test func columnsLineUpAndDraftsAreSaidApart() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["journey", "add", "ams", "--name", "Amsterdam"]).status == 0)
        for day in 1...10 {
            let added = try vault.run([
                "expense", "add", "--merchant", "Cafe \(day)", "--total", day == 10 ? "120" : "3.5", "--currency",
                "EUR", "--date", String(format: "2025-04-%02d", day), "--journey", "ams",
            ])
            #expect(added.status == 0, "\(added.stderr)")
        }
        var shown = try vault.run(["journey", "show", "ams"])
        #expect(shown.stdout.contains("  spent        151.50 EUR (all confirmed)\n"), "\(shown.stdout)")
        #expect(shown.stdout.contains("\n   9  2025-04-09    3.50 EUR  Cafe 9   (confirmed)\n"), "\(shown.stdout)")
        #expect(shown.stdout.contains("\n  10  2025-04-10  120.00 EUR  Cafe 10  (confirmed)"), "\(shown.stdout)")

        let imported = try vault.run([
            "import", VaultProcess.fixture("einvoice-nl-eur-ubl-invoice.xml"), "--journey", "ams",
        ])
        #expect(imported.status == 0, "\(imported.stderr)")
        shown = try vault.run(["journey", "show", "ams"])
        #expect(
            shown.stdout.contains("  spent        1119.50 EUR (of which 1 draft not yet confirmed: 968.00 EUR)\n"),
            "\(shown.stdout)")
    }
}
