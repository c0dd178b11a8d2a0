import Foundation
import Testing

/// `vault scan` tells a date's order from the day its photo was taken (EXIF), read from the file.
@Suite struct PhotoDayScanTests {
    /// `jpeg` without its APP1 (EXIF) segments: the same pixels, no capture day.
    static func withoutExif(_ jpeg: [UInt8]) -> [UInt8] {
        var result = Array(jpeg.prefix(2))
        var offset = 2
        while offset + 4 <= jpeg.count, jpeg[offset] == 0xFF, jpeg[offset + 1] != 0xDA {
            let length = Int(jpeg[offset + 2]) << 8 | Int(jpeg[offset + 3])
            if jpeg[offset + 1] != 0xE1 { result += jpeg[offset..<(offset + 2 + length)] }
            offset += 2 + length
        }
        return result + jpeg[offset...]
    }

    static func date(of path: String) throws -> (value: String?, confidence: Double?) {
        let result = try VaultProcess.run(["scan", "--json", path])
        try #require(result.status == 0, "\(result.stderr)")
        let files = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let file = try #require(files.first)
        return (file["date"] as? String, (file["confidence"] as? [String: Any])?["date"] as? Double)
    }

    @Test func thePhotosDayTellsWhichWayRoundTheDateIs() throws {
        let path = VaultProcess.fixture("receipt-photo-day.jpg")
        let told = try Self.date(of: path)
        #expect(told.value == "2017-06-08")
        #expect((told.confidence ?? 0) >= 0.9)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("no-exif-\(UUID().uuidString).jpg")
        defer { try? FileManager.default.removeItem(at: copy) }
        try Data(Self.withoutExif(bytes)).write(to: copy)
        let untold = try Self.date(of: copy.path)
        #expect(untold.value == "2017-08-06", "dollars alone say month-first")
        #expect((untold.confidence ?? 1) < 0.9)
    }
}
