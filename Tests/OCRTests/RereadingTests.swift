import CLeptonica
import Foundation
import Testing

@testable import OCR

/// Reading lines and regions again, with real Tesseract and poppler on the fixtures.
@Suite struct RereadingTests {
    /// Upright, slanted (levelled before reading), sideways (turned by orientation detection)
    /// and image-only PDF pages.
    @Test(arguments: [
        "receipt-en-usd-diner.png", "receipt-en-usd-diner-slanted.jpg", "receipt-rotated-90.jpg",
        "receipt-image-only.pdf",
    ])
    func rereadsTheMerchantLineInPlace(name: String) throws {
        let reader = try DocumentReader()
        let bytes = try FileBytes.read(Fixtures.path(name))
        let document = try reader.read(bytes: bytes, path: Fixtures.path(name))
        let page = try #require(document.pages.first)
        let merchant = try Fixtures.expected(for: name).merchant
        let line = try #require(page.lines.first { Looseness.contains($0.text, merchant) })

        let picture = try #require(try PagePicture(of: page, bytes: bytes, path: Fixtures.path(name)))
        let again = try #require(try reader.rereadLine(in: line.box, of: picture))
        #expect(Looseness.contains(again.text, merchant), "reread: \(again.text)")
        // The reading lies where the line is, in the page's own coordinates.
        #expect(again.box.overlapArea(line.box) * 2 >= line.box.area, "\(again.box) vs \(line.box)")
    }

    @Test func aLineOutsideTheTextReadsNothingUsable() throws {
        let reader = try DocumentReader()
        let name = "receipt-en-usd-diner.png"
        let bytes = try FileBytes.read(Fixtures.path(name))
        let page = try #require(try reader.read(bytes: bytes, path: name).pages.first)
        let blank = BoundingBox(x: page.width + 10, y: page.height + 10, width: 50, height: 20)
        let picture = try #require(try PagePicture(of: page, bytes: bytes, path: name))
        #expect(try reader.rereadLine(in: blank, of: picture) == nil)
    }

    @Test func aTextLayerPageHasNoPictureToReadAgain() throws {
        let name = "invoice-text-layer.pdf"
        let bytes = try FileBytes.read(Fixtures.path(name))
        let page = try #require(try DocumentReader().read(bytes: bytes, path: Fixtures.path(name)).pages.first)
        #expect(page.source == .pdfText)
        #expect(try PagePicture(of: page, bytes: bytes, path: Fixtures.path(name)) == nil)
    }

    @Test func rereadsTheLowerPartOfAPageWithAnotherLanguage() throws {
        let name = "receipt-de-eur-supermarkt.jpg"
        let bytes = try FileBytes.read(Fixtures.path(name))
        let page = try #require(try DocumentReader().read(bytes: bytes, path: name).pages.first)
        let expected = try Fixtures.expected(for: name)
        let summe = try #require(page.lines.first { $0.text.uppercased().contains("SUMME") })
        let region = BoundingBox(x: 0, y: summe.box.y - 5, width: page.width, height: page.height - summe.box.y + 5)

        let german = try DocumentReader(options: ReadOptions(languages: "deu"))
        let picture = try #require(try PagePicture(of: page, bytes: bytes, path: name))
        let lines = try german.rereadRegion(region, of: picture)
        #expect(Looseness.containsAmount(lines.map(\.text).joined(separator: "\n"), expected.total))
        #expect(lines.allSatisfy { $0.box.y >= region.y - 2 && $0.box.maxY <= page.height })
        #expect(!lines.contains { Looseness.contains($0.text, expected.merchant) }, "the name is above the region")
    }

    @Test(arguments: [
        ("Bakeries", true), ("STATIONERY", true), ("SDN.", true), ("BAKERLES", false), ("Hardwawe", false), ("", false),
    ])
    func knowsDictionaryWords(word: String, known: Bool) throws {
        #expect(try DocumentReader().isDictionaryWord(word) == known)
    }

    @Test func eachLanguageHasItsOwnDictionary() throws {
        let german = try DocumentReader(options: ReadOptions(languages: "deu"))
        #expect(try german.isDictionaryWord("Bäckerei"))
        #expect(try !DocumentReader().isDictionaryWord("Bäckerei"))
    }
}

/// Lines recovered from ink that no word covered must be lines the block reading missed,
/// not second readings of lines it has.
@Suite struct MissedLineRecoveryTests {
    /// Flat pages only: where the paper curls, a printed line's turned-up end stands inside the
    /// box of the line beside it (`17` cut off `DATE: 22/12/20`), and the boxes overlap rightly.
    static let flatPages = RecognitionTests.imageFixtures.filter { !$0.contains("-curled-") }

    @Test(arguments: flatPages)
    func noLineIsReadTwice(name: String) throws {
        let page = try #require(try DocumentReader().read(path: Fixtures.path(name)).pages.first)
        for (i, a) in page.lines.enumerated() {
            for b in page.lines[(i + 1)...] {
                let smaller = min(a.box.area, b.box.area)
                #expect(a.box.overlapArea(b.box) * 2 <= smaller, "'\(a.text)' and '\(b.text)' overlap")
            }
        }
    }
}

/// Print whose strokes a worn thermal head left in broken dots reads whole again once every
/// pixel takes the darkest value around it.
@Suite struct ThickenedInkTests {
    /// The diner receipt with the ink of its date's line broken into dots: every other row and
    /// column of that line turned to paper.
    static func dottedDateLine() throws -> (page: RecognizedPage, line: RecognizedLine, bytes: [UInt8]) {
        let name = "receipt-en-usd-diner.png"
        let reader = try DocumentReader()
        let page = try #require(try reader.read(path: Fixtures.path(name)).pages.first)
        let line = try #require(page.lines.first { $0.text.contains("03/12/2025") })
        let gray = try RasterImage.load(contentsOf: Fixtures.path(name)).grayscale().copy()
        let area = line.box.expanded(by: 6).clipped(width: gray.width, height: gray.height)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX where x % 2 == 0 || y % 2 == 0 {
                pixSetPixel(gray.pix, Int32(x), Int32(y), 255)
            }
        }
        return (page, line, try gray.pngData())
    }

    @Test func eachPixelTakesTheDarkestValueAroundIt() throws {
        let (_, line, bytes) = try Self.dottedDateLine()
        let dotted = try RasterImage.decode(bytes, path: "dotted.png")
        let thick = try dotted.thickeningInk()
        #expect(thick.width == dotted.width && thick.height == dotted.height)
        func value(_ image: RasterImage, _ x: Int, _ y: Int) -> UInt32 {
            var value: UInt32 = 0
            pixGetPixel(image.pix, Int32(x), Int32(y), &value)
            return value
        }
        var checked = 0
        for y in stride(from: line.box.y + 1, to: line.box.maxY - 1, by: 1) {
            for x in stride(from: line.box.x + 1, to: line.box.maxX - 1, by: 1) {
                let darkest = (-1...1).flatMap { dy in (-1...1).map { dx in value(dotted, x + dx, y + dy) } }.min()
                #expect(value(thick, x, y) == darkest)
                checked += 1
            }
        }
        #expect(checked > 1000)
    }

    @Test func aDottedDateReadsWholeOnlyWithThickenedInk() throws {
        let (page, line, bytes) = try Self.dottedDateLine()
        let reader = try DocumentReader()
        let picture = try #require(try PagePicture(of: page, bytes: bytes, path: "dotted.png"))
        func readings(thickeningInk: Bool) throws -> [String] {
            try [24.0, 30, 38, 48].compactMap {
                try reader.rereadLine(in: line.box, of: picture, height: $0, thickeningInk: thickeningInk)?.text
            }
        }
        let plain = try readings(thickeningInk: false)
        let thick = try readings(thickeningInk: true)
        // `O3/12/ 2025` holds the date too: the receipt parser reads a letter O between digits as 0.
        let dated = { (texts: [String]) in
            texts.filter { $0.replacingOccurrences(of: "O", with: "0").filter { $0 != " " }.contains("03/12/2025") }
                .count
        }
        #expect(dated(thick) >= 3, "plain: \(plain), thickened: \(thick)")
        #expect(dated(thick) > dated(plain), "plain: \(plain), thickened: \(thick)")
    }
}

extension ThickenedInkTests {
    @Test func fadedPrintIsToldFromDarkPrintByItsDarkestInk() throws {
        let name = "receipt-en-usd-diner.png"
        let page = try #require(try DocumentReader().read(path: Fixtures.path(name)).pages.first)
        let line = try #require(page.lines.first { $0.text.contains("03/12/2025") })
        let dark = try #require(try PagePicture(of: page, bytes: FileBytes.read(Fixtures.path(name)), path: name))
        // The same receipt faded: ink ~150, paper ~245 of 255.
        let gray = try RasterImage.load(contentsOf: Fixtures.path(name)).grayscale().copy()
        for y in 0..<Int32(gray.height) {
            for x in 0..<Int32(gray.width) {
                var value: UInt32 = 0
                pixGetPixel(gray.pix, x, y, &value)
                pixSetPixel(gray.pix, x, y, 150 + value * 95 / 255)
            }
        }
        let faded = try #require(try PagePicture(of: page, bytes: gray.pngData(), path: "faded.png"))
        let darkInk = try #require(dark.inkDarkness(in: line.box))
        let fadedInk = try #require(faded.inkDarkness(in: line.box))
        #expect(darkInk < 60, "dark print: \(darkInk)")
        #expect(fadedInk >= 150 && fadedInk < 200, "faded print: \(fadedInk)")
        #expect(dark.inkDarkness(in: BoundingBox(x: page.width + 5, y: 0, width: 10, height: 10)) == nil)
    }
}
