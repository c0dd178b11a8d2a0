import Foundation
import Testing

@testable import OCR

/// The deep engine's recognizer reads each region as it would alone: what a region reads
/// does not depend on the other regions of its page (read in batches, a region was padded to
/// the widest of its batch, and the model's attention read the padding too).
@Suite struct RegionReadingTests {
    static var engineExpected: Bool { DeepTextInstallation.expectedHere }

    @Test(
        .enabled(if: engineExpected),
        arguments: ["receipt-en-usd-diner-slanted.jpg", "receipt-de-eur-supermarkt.jpg", "receipt-en-usd-tipped.png"])
    func aRegionReadsTheSameAmongOthersAsAlone(_ fixture: String) throws {
        let files = try DeepTextInstallation.locate()
        let detector = TextDetector(
            session: try InferenceSession(library: files.library, model: files.detector, threads: 1))
        let recognizer = try TextLineRecognizer(
            session: try InferenceSession(library: files.library, model: files.recognizer, threads: 1))
        let pixels = try ColorPixels(try RasterImage.load(contentsOf: Fixtures.path(fixture)))
        let quads = try detector.detect(pixels)
        #expect(quads.count >= 10, "\(fixture): \(quads.count) regions")
        let together = try recognizer.read(quads, in: pixels)
        #expect(together.count == quads.count)
        for (index, quad) in quads.enumerated() {
            let alone = try recognizer.read([quad], in: pixels)
            #expect(alone.first?.text == together[index].text, "\(fixture), region \(index)")
            #expect(alone.first?.characters == together[index].characters, "\(fixture), region \(index)")
        }
    }
}
