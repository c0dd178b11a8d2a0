import Foundation
import Testing

/// The PDF expense report of a fixture journey, read back with poppler's tools.
@Suite struct PDFReportTests {
    private struct ExpenseRow: Decodable {
        var id: Int64
        var merchant: String?
        var total: String?
        var currency: String?
        var status: String
    }

    private struct DocumentRow: Decodable {
        var id: Int64
        var name: String
    }

    @Test func summaryTableAndEveryReceiptPageWithRealText() throws {
        let fixture = try ExpenseFixtureVault()
        defer { fixture.remove() }
        let vault = fixture.vault
        // An image receipt and a three-page PDF filed as an invoice join the hotel invoice.
        let imported = try vault.run([
            "import", "--journey", "paris", VaultProcess.fixture("receipt-fr-eur-brasserie.png"),
            VaultProcess.fixture("booking-multi-page.pdf"),
        ])
        #expect(imported.status == 0, "\(imported.stderr)")
        let documents = try vault.json([DocumentRow].self, ["docs", "list"])
        let booking = try #require(documents.first { $0.name == "booking-multi-page.pdf" })
        #expect(try vault.run(["docs", "edit", String(booking.id), "--kind", "invoice"]).status == 0)

        let a4 = fixture.scratch.appendingPathComponent("paris-a4.pdf")
        let written = try vault.run([
            "report", "--journey", "paris", "--status", "all", "--format", "pdf", "--output", a4.path,
        ])
        #expect(written.status == 0, "\(written.stderr)")
        // 1 + 1 + 3 receipt pages: the invoice, the brasserie's image, the three-page PDF.
        #expect(written.stdout.contains("7 pages: summary 1, expenses 1, receipts 5"), "\(written.stdout)")
        let info = try #require(try runTool("pdfinfo", [a4.path]), "pdfinfo is needed (poppler-utils)")
        #expect(info.stdout.contains("Pages:           7"), "\(info.stdout)")
        #expect(info.stdout.contains("595.276 x 841.89 pts (A4)"), "\(info.stdout)")

        let text = try #require(try runTool("pdftotext", ["-layout", a4.path, "-"])).stdout
        let expenses = try vault.json([ExpenseRow].self, ["expense", "list"])
        #expect(expenses.count == 9)
        for expense in expenses where expense.status != "rejected" {
            let merchant = try #require(expense.merchant)
            #expect(text.contains(merchant), "merchant \(merchant) missing")
            if let total = expense.total, let currency = expense.currency {
                #expect(text.contains("\(total) \(currency)"), "total \(total) \(currency) of \(merchant) missing")
            }
        }
        #expect(!text.contains("Wrong"), "a rejected expense is not reported")
        for heading in ["Expense report", "Paris 2025 (paris)", "Spending by category · EUR", "Total EUR"] {
            #expect(text.contains(heading), "\(heading)")
        }
        #expect(text.contains("Receipt for expense #7") && text.contains("page 3 of 3"), "captions")
        // Each receipt page shows the receipt: the PDF pages as text, the image as pixels.
        #expect(text.contains("Hotel Vltava Praha s.r.o."))
        let pages = text.components(separatedBy: "\u{0C}")
        let imagePage = try #require(pages.firstIndex { $0.contains("receipt-fr-eur-brasserie.png") })
        let png = fixture.scratch.appendingPathComponent("page")
        _ = try runTool(
            "pdftoppm", ["-png", "-r", "20", "-f", "\(imagePage + 1)", "-l", "\(imagePage + 1)", a4.path, png.path])
        let rendered = try FileManager.default.contentsOfDirectory(atPath: fixture.scratch.path)
            .filter { $0.hasPrefix("page") && $0.hasSuffix(".png") }
        #expect(rendered.count == 1)
        let size = try rendered.first.map {
            (try FileManager.default.attributesOfItem(atPath: fixture.scratch.appendingPathComponent($0).path)[.size]
                as? NSNumber)?.intValue ?? 0
        }
        // A blank A4 page at 20 dpi compresses to well under 1 kB; a receipt does not.
        #expect((size ?? 0) > 3000, "the receipt image is drawn: \(size ?? 0) bytes")
        // The picture is embedded as JPEG, not as deflated pixels (a tenth of the size).
        let images = try #require(try runTool("pdfimages", ["-list", a4.path])).stdout
        #expect(images.contains(" jpeg "), "\(images)")

        let letter = fixture.scratch.appendingPathComponent("paris-letter.pdf")
        let letterRun = try vault.run([
            "report", "--journey", "paris", "--status", "all", "--format", "pdf", "--paper", "letter",
            "--output", letter.path,
        ])
        #expect(letterRun.status == 0, "\(letterRun.stderr)")
        let letterInfo = try #require(try runTool("pdfinfo", [letter.path])).stdout
        #expect(letterInfo.contains("612 x 792 pts (letter)"), "\(letterInfo)")
        #expect(try vault.run(["report", "--format", "pdf"]).status == 64, "pdf needs --output")
    }
}
