import Foundation
import Testing

@testable import OCR

/// Real Tesseract and poppler on the fixtures in TestData.
@Suite struct RecognitionTests {
    static let imageFixtures = Fixtures.documents.filter { !$0.hasSuffix(".pdf") }

    @Test(arguments: imageFixtures)
    func readsMerchantAndTotalOfEveryReceiptImage(name: String) throws {
        let expected = try Fixtures.expected(for: name)
        let document = try DocumentReader().read(path: Fixtures.path(name))
        #expect(document.textSource == .ocr)
        #expect(document.pages.count == 1)
        let text = document.text
        #expect(Looseness.contains(text, expected.merchant), "merchant \(expected.merchant) not in:\n\(text)")
        #expect(Looseness.containsAmount(text, expected.total), "total \(expected.total) not in:\n\(text)")
    }

    @Test(arguments: [("receipt-rotated-90.jpg", 3), ("receipt-rotated-180.jpg", 2)])
    func turnsSidewaysAndUpsideDownPagesUpright(name: String, turns: Int) throws {
        let page = try #require(try DocumentReader().read(path: Fixtures.path(name)).pages.first)
        #expect(page.rotation == turns)
        #expect(page.confidence > 0.8)
    }

    @Test func withoutOrientationDetectionATurnedPageReadsBadly() throws {
        let reader = try DocumentReader(options: ReadOptions(detectOrientation: false))
        let expected = try Fixtures.expected(for: "receipt-rotated-90.jpg")
        let page = try #require(try reader.read(path: Fixtures.path("receipt-rotated-90.jpg")).pages.first)
        #expect(page.rotation == 0)
        #expect(!Looseness.contains(page.text, expected.merchant))
    }

    @Test func wordsHaveBoxesInsideThePageAndConfidencesInRange() throws {
        let page = try #require(try DocumentReader().read(path: Fixtures.path("receipt-en-usd-diner.png")).pages.first)
        let words = page.lines.flatMap(\.words)
        #expect(words.count > 20)
        for word in words {
            #expect(word.box.x >= 0 && word.box.y >= 0)
            #expect(word.box.maxX <= page.width && word.box.maxY <= page.height)
            #expect((0...1).contains(word.confidence))
        }
        for line in page.lines {
            #expect(!line.text.isEmpty)
            for word in line.words {
                #expect(line.box.union(word.box) == line.box, "word \(word.text) outside its line")
            }
        }
    }

    @Test func smallScanIsScaledUpBeforeReadingAndBoxesPointIntoTheOriginal() throws {
        let image = try RasterImage.load(contentsOf: Fixtures.path("receipt-en-usd-diner-small.png"))
        let height = try #require(try image.estimatedTextHeight())
        #expect(height < 20)
        let page = try DocumentReader().recognize(image, pageNumber: 1, path: "small")
        #expect(page.width == image.width && page.height == image.height)
        let words = page.lines.flatMap(\.words)
        #expect(words.allSatisfy { $0.box.maxX <= image.width && $0.box.maxY <= image.height })
        // Boxes are in the original's pixels: word heights near the measured text height.
        let heights = words.map(\.box.height).sorted()
        #expect(abs(Double(heights[heights.count / 2]) - height) <= height * 0.6)
    }

    @Test func boxesOfATurnedPageAreInTheFileAsStored() throws {
        let image = try RasterImage.load(contentsOf: Fixtures.path("receipt-rotated-90.jpg"))
        let page = try #require(try DocumentReader().read(path: Fixtures.path("receipt-rotated-90.jpg")).pages.first)
        #expect(page.rotation == 3)
        #expect(page.width == image.width && page.height == image.height)
        // In the stored (sideways) picture, a line of text runs top to bottom.
        let longLines = page.lines.filter { $0.text.count >= 12 }
        #expect(!longLines.isEmpty)
        #expect(longLines.allSatisfy { $0.box.height > $0.box.width }, "\(longLines.map(\.box))")
    }

    @Test func readsTIFF() throws {
        let png = try RasterImage.load(contentsOf: Fixtures.path("receipt-gb-gbp-pub.png"))
        let tiff = try png.tiffData()
        #expect(MediaType.detect(leadingBytes: tiff) == .tiff)
        let document = try DocumentReader().read(bytes: tiff, path: "scan.tif")
        #expect(document.mediaType == .tiff)
        #expect(Looseness.contains(document.text, try Fixtures.expected(for: "receipt-gb-gbp-pub.png").merchant))
    }

    @Test func missingLanguageIsATypedError() throws {
        #expect(throws: OCRError.self) { try DocumentReader(options: ReadOptions(languages: "xyz")) }
        do {
            _ = try TextRecognizer(languages: "eng+qqq")
            Issue.record("expected an error")
        } catch let error as OCRError {
            guard case .languageUnavailable(let languages, _, let available) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            // Only the missing language is named, with the package that provides it.
            #expect(languages == "qqq")
            #expect(available.contains("eng"))
            #expect(error.description.contains("'qqq' is not installed"))
            #expect(error.description.contains("apt-get install tesseract-ocr-qqq`"))
        }
    }
}
