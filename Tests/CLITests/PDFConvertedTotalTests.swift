import Foundation
import Testing

/// The PDF report gives the converted total the table gives, and the journey's budget.
@Suite struct PDFConvertedTotalTests {
    @Test func thePDFShowsTheTotalConvertedIntoTheJourneysCurrency() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["journey", "add", "trip", "--name", "Trip", "--currency", "EUR"]).status == 0)
        for (total, currency) in [("10", "EUR"), ("20", "USD")] {
            let added = try vault.run([
                "expense", "add", "--merchant", "Shop", "--total", total, "--currency", currency, "--date",
                "2025-03-12", "--journey", "trip",
            ])
            #expect(added.status == 0, "\(added.stderr)")
        }
        #expect(try vault.run(["fx", "set", "USD", "EUR", "0.90", "--date", "2025-03-12"]).status == 0)
        let file = try vault.scratch().appendingPathComponent("trip.pdf")
        let written = try vault.run(["report", "--journey", "trip", "--format", "pdf", "--output", file.path])
        #expect(written.status == 0, "\(written.stderr)")
        let text = try #require(try runTool("pdftotext", ["-layout", file.path, "-"])).stdout
        #expect(text.contains("ALL IN EUR"), "\(text)")
        #expect(text.contains("28.00 EUR"), "\(text)")
    }

    @Test func thePDFShowsWhereTheBudgetStands() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["journey", "add", "trip", "--name", "Trip", "--currency", "EUR"]).status == 0)
        for (merchant, total, category) in [("Bistro", "64.20", "Food & Drink"), ("Taxi", "30.00", "Transport")] {
            let added = try vault.run([
                "expense", "add", "--merchant", merchant, "--total", total, "--currency", "EUR", "--date",
                "2025-03-12", "--journey", "trip",
            ])
            #expect(added.status == 0, "\(added.stderr)")
            let id = try #require(added.stdout.split(separator: ":").first?.split(separator: " ").last)
            #expect(try vault.run(["expense", "edit", String(id), "--category", category]).status == 0)
        }
        #expect(try vault.run(["budget", "set", "trip", "500", "EUR"]).status == 0)
        #expect(try vault.run(["budget", "set", "trip", "--category", "Food & Drink", "50"]).status == 0)
        let file = try vault.scratch().appendingPathComponent("trip.pdf")
        let written = try vault.run(["report", "--journey", "trip", "--format", "pdf", "--output", file.path])
        #expect(written.status == 0, "\(written.stderr)")
        let text = try #require(try runTool("pdftotext", ["-layout", file.path, "-"])).stdout
        #expect(text.contains("BUDGET IN EUR"), "\(text)")
        let rows = text.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        // Food & Drink: 50 planned, 64.20 spent, over by 14.20; the whole: 405.80 left.
        #expect(rows.contains { $0.suffix(4) == ["50.00", "64.20", "0.00", "-14.20"] }, "\(text)")
        #expect(
            rows.contains { $0.first == "Total" && $0.suffix(4) == ["500.00", "94.20", "0.00", "405.80"] }, "\(text)")
        #expect(text.contains("To assign: 450.00 EUR"), "\(text)")
    }
}
