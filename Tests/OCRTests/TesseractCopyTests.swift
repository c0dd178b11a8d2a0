import CLeptonica
import Foundation
import Testing

@testable import OCR

/// A large image read by Tesseract keeps its pixels in Tesseract's copy afterwards: the same
/// picture, one copy less.
@Suite struct TesseractCopyTests {
    /// The diner receipt at twice its size: 1240 x 1812, over the size from which pixels are shared.
    static func largeReceipt() throws -> RasterImage {
        try RasterImage.load(contentsOf: Fixtures.path("receipt-en-usd-diner.png")).grayscale().scaled(by: 2)
    }

    static func same(_ a: RasterImage, _ b: RasterImage) -> Bool {
        var same: Int32 = 0
        return pixEqual(a.pix, b.pix, &same) == 0 && same == 1
    }

    @Test func onlyAnIdenticalPictureIsShared() throws {
        let image = try Self.largeReceipt()
        let before = image.pix
        let other = try Self.largeReceipt().rotated(quarterTurns: 2)
        #expect(!image.sharePixels(with: other.pix))
        #expect(image.pix == before)
        let copy = try image.copy()
        pixSetResolution(copy.pix, 72, 72)
        #expect(!image.sharePixels(with: copy.pix), "another resolution is another picture to Tesseract")
        let identical = try image.copy()
        #expect(image.sharePixels(with: identical.pix))
        let fresh = try Self.largeReceipt()
        #expect(image.pix == identical.pix && Self.same(image, fresh))
    }

    @Test func aLargePageReadsTheSameAndKeepsItsPixels() throws {
        let image = try Self.largeReceipt()
        #expect(image.width * image.height >= TesseractCopy.sharedPixelsFrom)
        let untouched = try image.copy()
        let recognizer = try TextRecognizer()
        let first = try recognizer.recognize(image)
        #expect(Self.same(image, untouched))
        #expect(Looseness.contains(first.text, "Route 9W"), "read:\n\(first.text)")
        // The shared copy outlives Tesseract's reading and serves the next one.
        let second = try recognizer.recognize(image)
        #expect(second.text == first.text)
        #expect(try recognizer.recognize(untouched).text == first.text)
        #expect(Self.same(image, untouched))
    }
}
