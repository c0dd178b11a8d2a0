import Foundation
import Testing

@testable import OCR

/// Whether a reading of a page as it lies shows the page upright, and Tesseract's orientation
/// check left out where another reading shows it.
@Suite struct UprightReadingTests {
    static var engineExpected: Bool { DeepTextInstallation.expectedHere }

    /// A page of `count` lines of a receipt, each `Coffee and cake    12.50`, read at
    /// `confidence`, in boxes wider than tall or (`across: false`) taller than wide.
    static func page(lines count: Int, confidence: Double = 0.95, across: Bool = true) -> RecognizedPage {
        let lines = (0..<count).map { index in
            let box =
                across
                ? BoundingBox(x: 10, y: 30 * index, width: 400, height: 24)
                : BoundingBox(x: 30 * index, y: 10, width: 24, height: 400)
            return RecognizedLine(text: "Coffee and cake    12.50", box: box, confidence: confidence, words: [])
        }
        return RecognizedPage(number: 1, width: 1000, height: 1000, source: .ocr, lines: lines)
    }

    @Test func aClearPageOfPricedLinesAcrossShowsUpright() {
        #expect(Self.page(lines: 10).showsUpright)
    }

    @Test func linesTallerThanWideShowAPageTurnedAQuarter() {
        #expect(!Self.page(lines: 10, across: false).showsUpright)
    }

    @Test func aPoorOrShortReadingShowsNothing() {
        #expect(!Self.page(lines: 10, confidence: 0.7).showsUpright, "read poorly, as upside down")
        #expect(!Self.page(lines: 5).showsUpright, "too little text to tell")
        var unpriced = Self.page(lines: 10)
        unpriced.lines = unpriced.lines.map { line in
            var line = line
            line.text = "Coffee and cake with cream"
            return line
        }
        #expect(!unpriced.showsUpright, "no prices")
    }

    @Test func pricesAreAmountsWithExactlyTwoDecimals() {
        #expect(RecognizedPage.prices(in: "TOTAL 12.50  3,99 1.234 2.5 10.00x") == 3)
        #expect(RecognizedPage.prices(in: ".50 0.5") == 0)
        #expect(RecognizedPage.prices(in: "1,234.56") == 1)
    }

    /// The deep engine's readings of TestData's photos as they lie: the upright one shows
    /// upright, the ones turned a quarter and upside down do not.
    @Test(.enabled(if: engineExpected))
    func theDeepEngineShowsOnlyTheUprightPhotoUpright() throws {
        let reader = try DeepTextReader()
        #expect(try reader.read(path: Fixtures.path("receipt-en-usd-diner-slanted.jpg")).showsUpright)
        #expect(try !reader.read(path: Fixtures.path("receipt-rotated-90.jpg")).showsUpright)
        #expect(try !reader.read(path: Fixtures.path("receipt-rotated-180.jpg")).showsUpright)
    }

    /// A page Tesseract reads poorly asks the witness before checking its orientation: shown
    /// upright, it is not turned; not shown upright, it is checked and turned as before.
    @Test func anotherReadingShowingThePageUprightSparesTheOrientationCheck() throws {
        let path = Fixtures.path("receipt-rotated-90.jpg")
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        var asked = 0
        let spared = try DocumentReader().read(
            bytes: bytes, path: path, deadline: nil,
            upright: {
                asked += 1
                return true
            })
        #expect(asked == 1)
        #expect(spared.pages.first?.rotation == 0)
        let checked = try DocumentReader().read(bytes: bytes, path: path, deadline: nil, upright: { false })
        #expect(checked.pages.first?.rotation == 3)
    }

    @Test func aPageReadWellNeverAsks() throws {
        let path = Fixtures.path("receipt-en-usd-diner.png")
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        var asked = false
        let document = try DocumentReader().read(
            bytes: bytes, path: path, deadline: nil,
            upright: {
                asked = true
                return false
            })
        #expect(!asked)
        #expect(document.pages.first?.rotation == 0)
    }
}
