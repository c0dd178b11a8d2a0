import Foundation
import OCR
import Testing

@testable import Reading

/// A photo Tesseract reads poorly is read by the deep engine as it lies, one engine after the
/// other, and that reading decides whether Tesseract checks the page's orientation: turned
/// photos, whose reading shows no upright page, are still turned upright and read (real
/// engines on TestData photos; once upright these renders read cleanly, by Tesseract alone).
@Suite struct TurnedPhotoTests {
    static var engineExpected: Bool { DeepTextInstallation.expectedHere }

    static func read(_ name: String) throws -> ReceiptReader.Result {
        let path = DeepTextAlongsideTests.fixture(name)
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        return try ReceiptReader().read(bytes: bytes, path: path)
    }

    @Test(
        .enabled(if: engineExpected),
        arguments: [("receipt-rotated-90.jpg", 3, "163.00"), ("receipt-rotated-180.jpg", 2, "50.94")])
    func turnedPhotosAreStillTurnedUpright(name: String, turns: Int, total: String) throws {
        let result = try Self.read(name)
        #expect(result.document.pages.first?.rotation == turns)
        #expect(result.understanding.draft.total?.value == Decimal(string: total), "\(result.document.text)")
    }
}
