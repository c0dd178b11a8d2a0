import Drawing
import Foundation
import Testing

/// A receipt that prints no currency symbol gets the currency of the country its address names,
/// through the real import: a text-layer PDF drawn here with Cairo, read by poppler in a reader
/// process, the draft stored in SQLite.
@Suite struct AddressCurrencyTests {
    private struct Shown: Decodable {
        var currency: String?
        var currencySource: String?
        var confidence: [String: Double]
    }

    /// Draws `lines` one under the other on a Letter page at `path`.
    private static func receipt(_ lines: [String], at path: String) throws {
        let canvas = try PDFCanvas(path: path, paper: .letter, title: "receipt")
        for (index, line) in lines.enumerated() {
            canvas.text(line, x: 72, y: 72 + Double(index) * 18, size: 12, bold: index == 0)
        }
        try canvas.finish()
    }

    @Test func aUSReceiptWithoutADollarSignIsSurelyInDollarsByItsZIPCode() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let folder = try vault.scratch("receipts")
        let diner = folder.appendingPathComponent("diner.pdf").path
        try Self.receipt(
            [
                "FRIENDLY DINER", "22 Haverhill Rd", "Windham, NH 03087", "07/21/2018  12:56 PM",
                "Pancakes        8.95", "Coffee          2.50", "Subtotal       11.45", "Tax             0.92",
                "Total          12.37",
            ], at: diner)
        let result = try vault.run(["import", "--jobs", "1", diner])
        #expect(result.status == 0, "\(result.stderr)")
        let shown = try vault.json(Shown.self, ["expense", "show", "1"])
        #expect(shown.currency == "USD")
        #expect(shown.currencySource == "receipt")
        #expect((shown.confidence["currency"] ?? 0) >= 0.9, "\(shown.confidence)")
        // The same receipt without its ZIP code names no currency: the configured one is taken.
        #expect(try vault.run(["config", "set", "currency", "EUR"]).status == 0)
        let town = folder.appendingPathComponent("town.pdf").path
        try Self.receipt(
            ["FRIENDLY DINER", "22 Haverhill Rd", "Windham NH", "07/22/2018", "Total          13.37"], at: town)
        #expect(try vault.run(["import", "--jobs", "1", town]).status == 0)
        let other = try vault.json(Shown.self, ["expense", "show", "2"])
        #expect(other.currency == "EUR" && other.currencySource == "configured", "\(other)")
    }
}
