import Foundation
import Testing

@testable import OCR

@Suite struct ExifOrientationTests {
    @Test func readsOrientationTagOfPhoneStylePhoto() throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("receipt-exif-orientation-6.jpg"))))
        #expect(ExifOrientation.read(fromJPEG: bytes) == .right)
    }

    @Test func plainJPEGHasNoOrientation() throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("receipt-rotated-90.jpg"))))
        #expect(ExifOrientation.read(fromJPEG: bytes) == nil)
    }

    @Test func damagedExifIsIgnored() {
        // APP1 segment claiming more bytes than the file has.
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, 0x7F, 0xFF] + Array("Exif\0\0II".utf8)
        #expect(ExifOrientation.read(fromJPEG: bytes) == nil)
    }

    @Test(arguments: [
        (ExifOrientation.up, 0, false), (.right, 1, false), (.down, 2, false), (.left, 3, false),
        (.upMirrored, 0, true), (.leftMirrored, 1, true), (.downMirrored, 2, true), (.rightMirrored, 3, true),
    ])
    func correctionForEveryTag(orientation: ExifOrientation, turns: Int, mirrored: Bool) {
        #expect(orientation.clockwiseQuarterTurns == turns)
        #expect(orientation.isMirrored == mirrored)
    }

    @Test func loadingAppliesTheTag() throws {
        let image = try RasterImage.load(contentsOf: Fixtures.path("receipt-exif-orientation-6.jpg"))
        // Stored landscape (turned), shown portrait: a receipt is taller than wide.
        #expect(image.height > image.width)
    }
}
