import Foundation
import Testing

/// The PDF report gives the converted total the table gives.
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
}
