import CLeptonica
import Foundation
import Testing

@testable import OCR

/// Faint print next to a dark area (a table, a torn corner) with real Tesseract.
@Suite struct DarkBorderTests {
    /// The diner receipt printed faintly (ink ~150, paper ~245 of 255) with a dark area as
    /// wide as half the receipt on its right.
    static func faintReceiptBesideDarkArea() throws -> RasterImage {
        let gray = try RasterImage.load(contentsOf: Fixtures.path("receipt-en-usd-diner.png")).grayscale()
        for y in 0..<Int32(gray.height) {
            for x in 0..<Int32(gray.width) {
                var value: UInt32 = 0
                pixGetPixel(gray.pix, x, y, &value)
                pixSetPixel(gray.pix, x, y, 150 + value * 95 / 255)
            }
        }
        let framed = pixAddBorderGeneral(gray.pix, 0, Int32(gray.width / 2), 0, 0, 10)
        return try RasterImage.wrap(framed, function: "pixAddBorderGeneral")
    }

    @Test func theDarkAreaHidesFaintPrintFromPlainTesseract() throws {
        let page = try TextRecognizer().recognize(try Self.faintReceiptBesideDarkArea())
        #expect(!Looseness.contains(page.text, "BLUE MOON DINER"))
    }

    @Test func faintPrintBesideADarkAreaIsRead() throws {
        let image = try Self.faintReceiptBesideDarkArea()
        let page = try DocumentReader().recognize(image, pageNumber: 1, path: "faint")
        #expect(Looseness.contains(page.text, "BLUE MOON DINER"), "read:\n\(page.text)")
        #expect(Looseness.containsAmount(page.text, try Fixtures.expected(for: "receipt-en-usd-diner.png").total))
    }

    @Test func onlyTheDarkAreaIsPainted() throws {
        let image = try Self.faintReceiptBesideDarkArea()
        let filled = try image.fillingDarkBorders()
        func value(_ picture: RasterImage, _ x: Int, _ y: Int) -> UInt32 {
            var value: UInt32 = 0
            pixGetPixel(picture.pix, Int32(x), Int32(y), &value)
            return value
        }
        #expect(value(filled, image.width - 5, image.height / 2) == 255)
        // The receipt itself is unchanged, ink and paper.
        var differing = 0
        for y in stride(from: 0, to: image.height, by: 3) {
            for x in stride(from: 0, to: image.width * 2 / 3 - 2, by: 3) where value(image, x, y) != value(filled, x, y)
            {
                differing += 1
            }
        }
        #expect(differing == 0)
    }
}

extension DarkBorderTests {
    @Test func aDarkPhotoIsNotPaintedAway() throws {
        let gray = try RasterImage.load(contentsOf: Fixtures.path("receipt-en-usd-diner.png")).grayscale()
        // Underexposed: paper at ~55, ink near 0, all of it below the background threshold.
        for y in 0..<Int32(gray.height) {
            for x in 0..<Int32(gray.width) {
                var value: UInt32 = 0
                pixGetPixel(gray.pix, x, y, &value)
                pixSetPixel(gray.pix, x, y, value * 55 / 255)
            }
        }
        let filled = try gray.fillingDarkBorders()
        var value: UInt32 = 0
        pixGetPixel(filled.pix, Int32(gray.width / 2), Int32(gray.height / 2), &value)
        #expect(value < 64, "the picture itself was painted white")
    }
}
