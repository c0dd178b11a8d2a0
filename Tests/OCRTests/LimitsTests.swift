import Foundation
import Testing

@testable import OCR

/// Files built to exhaust memory or time are refused or cut down, with a reason.
@Suite struct LimitsTests {
    /// 76 KB on disk, 20000 x 20000 pixels decoded: refused from the header, before decoding.
    @Test func hugeImageIsRefusedFromItsHeader() throws {
        let path = Fixtures.path("bad-huge-dimensions.png")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes.count < 200_000)
        #expect(ImageHeader.read(bytes) == ImageHeader(width: 20000, height: 20000))
        #expect(throws: OCRError.imageTooLarge(path: path, width: 20000, height: 20000, limit: 120_000_000)) {
            try DocumentReader().read(bytes: bytes, path: path)
        }
        let message = OCRError.imageTooLarge(path: path, width: 20000, height: 20000, limit: 120_000_000).description
        #expect(
            message == "\(path): image is 20000 x 20000 pixels, over the limit of 120 Mpx "
                + "(twice the pixel budget; `vault config set pixel-budget`)")
    }

    /// Over the budget (but under twice it), a JPEG is decoded at a reduced size and a PNG
    /// scaled down after decoding; both end within the budget and keep their proportions.
    @Test(arguments: ["receipt-de-eur-supermarkt-300dpi.jpg", "receipt-en-usd-diner.png"])
    func imageOverTheBudgetIsScaledDownToIt(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(name))))
        let header = try #require(ImageHeader.read(bytes))
        let budget = PixelBudget(pixels: header.width * header.height * 6 / 10)
        let image = try RasterImage.decode(bytes, path: name, budget: budget)
        #expect(image.width * image.height <= budget.pixels + image.width + image.height)
        #expect(image.width * image.height > budget.pixels / 5)
        let ratio = Double(image.width) / Double(image.height)
        #expect(abs(ratio - Double(header.width) / Double(header.height)) < 0.01)
    }

    @Test func imageOverTwiceTheBudgetIsRefused() throws {
        let path = Fixtures.path("receipt-en-usd-diner.png")  // 620 x 906
        #expect(throws: OCRError.imageTooLarge(path: path, width: 620, height: 906, limit: 200_000)) {
            try RasterImage.load(contentsOf: path, budget: PixelBudget(pixels: 100_000))
        }
    }

    /// Small text is enlarged before OCR, but never past the budget.
    @Test func textSizeScalingStopsAtTheBudget() throws {
        let gray = try RasterImage.load(contentsOf: Fixtures.path("receipt-en-usd-diner-small.png")).grayscale()
        let unlimited = try DocumentReader().textHeightFactor(gray)
        let budget = PixelBudget(pixels: gray.width * gray.height * 2)
        let limited = try DocumentReader(options: ReadOptions(pixelBudget: budget)).textHeightFactor(gray)
        #expect(unlimited > 1.5)
        #expect(limited <= 2.0.squareRoot() + 1e-9)
        #expect(limited < unlimited)
    }

    @Test func renderingKeepsPagesWithinTheBudgetAndCairosLimit() {
        let huge = PDFDocument.renderScale(width: 14400, height: 14400, dpi: 300, maxPixels: 60_000_000)
        #expect(14400 * huge * 14400 * huge <= 60_000_000 * 1.0001)
        let ribbon = PDFDocument.renderScale(width: 1_000_000, height: 1, dpi: 300, maxPixels: 60_000_000)
        #expect(1_000_000 * ribbon <= PDFDocument.maxRenderedSide)
        #expect(PDFDocument.renderScale(width: 595, height: 842, dpi: 300, maxPixels: 60_000_000) == 300.0 / 72)
    }

    @Test func pdfWithMorePagesThanTheLimitIsRefused() throws {
        let path = Fixtures.path("booking-multi-page.pdf")
        #expect(throws: OCRError.tooManyPages(path: path, pages: 3, limit: 2)) {
            try DocumentReader(options: ReadOptions(maxPages: 2)).read(path: path)
        }
    }

    /// A file that takes longer than the time budget stops with a message naming the budget.
    @Test func readingPastTheTimeBudgetStops() throws {
        let path = Fixtures.path("receipt-en-usd-diner.png")
        let reader = try DocumentReader(options: ReadOptions(timeBudget: 0.001))
        #expect(throws: OCRError.timeBudgetExceeded(path: path, seconds: 0.001)) { try reader.read(path: path) }
        #expect(
            OCRError.timeBudgetExceeded(path: path, seconds: 300).description
                == "\(path): reading took longer than the time budget of 300 s per file (`vault config set ocr-seconds`)"
        )
    }

    /// Tesseract itself is stopped through its monitor once the deadline passes mid-page.
    @Test func tesseractIsStoppedAtTheDeadline() throws {
        let image = try RasterImage.load(contentsOf: Fixtures.path("receipt-de-eur-supermarkt-300dpi.jpg")).grayscale()
        let engine = try TextRecognizer()
        #expect(throws: OCRError.timeBudgetExceeded(path: "scan", seconds: 0.05)) {
            try engine.recognize(image, path: "scan", deadline: ReadingDeadline(seconds: 0.05))
        }
        // The engine is still good for the next page.
        let page = try engine.recognize(image, path: "scan", deadline: ReadingDeadline(seconds: 600))
        #expect(!page.lines.isEmpty)
    }
}

/// A PDF that poppler opens but whose pages cannot all be loaded.
@Suite struct DamagedPDFTests {
    @Test func readablePagesAreKeptAndTheOthersNamed() throws {
        let document = try DocumentReader().read(path: Fixtures.path("bad-damaged-last-page.pdf"))
        #expect(document.pages.map(\.number) == [1, 2])
        #expect(document.unreadablePages == [3])
        #expect(Looseness.contains(document.pages[0].text, "Page 1 of the damaged statement"))
        #expect(Looseness.contains(document.pages[1].text, "Page 2 of the damaged statement"))
        #expect(document.warning == "damaged PDF: page 3 cannot be loaded; kept with the 2 pages that could be read")
    }

    @Test func noLoadablePageIsAnErrorNamingTheCause() throws {
        let path = Fixtures.path("bad-damaged-no-page.pdf")
        #expect(throws: OCRError.damagedPDF(path: path, pages: [1, 2, 3])) {
            try DocumentReader().read(path: path)
        }
        #expect(
            OCRError.damagedPDF(path: path, pages: [1, 2, 3]).description
                == "\(path): damaged PDF: pages 1, 2, 3 cannot be loaded")
        #expect(
            OCRError.damagedPDF(path: "a.pdf", pages: [1]).description == "a.pdf: damaged PDF: page 1 cannot be loaded")
        #expect(DamagedPages.describe(Array(1...40)) == "pages 1-40 cannot be loaded")
    }
}
