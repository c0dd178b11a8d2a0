import Foundation
import Testing

@testable import OCR

/// The day a photo was taken, from its EXIF block.
@Suite struct PhotoCaptureDayTests {
    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(name))))
    }

    @Test func readsTheDayAPhoneWroteInDateTimeOriginal() throws {
        let day = try #require(PhotoCaptureDay(jpeg: try Self.bytes("receipt-photo-day.jpg")))
        #expect((day.year, day.month, day.day) == (2017, 6, 10))
    }

    @Test func aPhotoWithoutADayHasNone() throws {
        // An EXIF block with only the orientation tag, and no EXIF block at all.
        #expect(PhotoCaptureDay(jpeg: try Self.bytes("receipt-exif-orientation-6.jpg")) == nil)
        #expect(PhotoCaptureDay(jpeg: try Self.bytes("receipt-rotated-90.jpg")) == nil)
    }

    @Test func aDayNoCameraWritesOrADamagedBlockIsNone() throws {
        var bytes = try Self.bytes("receipt-photo-day.jpg")
        let written = Array("2017:06:10".utf8)
        let start = try #require(
            bytes.indices.first { bytes[$0..<min($0 + written.count, bytes.count)].elementsEqual(written) })
        bytes.replaceSubrange(start..<(start + written.count), with: Array("0000:00:00".utf8))
        #expect(PhotoCaptureDay(jpeg: bytes) == nil)
        // Cut off inside its EXIF block.
        #expect(PhotoCaptureDay(jpeg: Array(try Self.bytes("receipt-photo-day.jpg").prefix(start))) == nil)
    }
}
