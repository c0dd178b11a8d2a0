import Foundation
import OCR
import Testing

@testable import Reading

/// The deep-text engine reading a photo on a second thread beside Tesseract gives exactly what
/// reading it after Tesseract gives: real engines on TestData photos.
@Suite struct DeepTextAlongsideTests {
    static var engineExpected: Bool { DeepTextInstallation.expectedHere }

    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("TestData").appendingPathComponent(name).path
    }

    /// What a reading gave, field by field and line by line.
    struct Outcome: Equatable {
        var draft: ReceiptDraft
        var kind: KindDecision
        var pages: [RecognizedPage]
        var engines: ReadingEngines
        var lookedTwice: Bool

        init(_ result: ReceiptReader.Result) {
            draft = result.understanding.draft
            kind = result.understanding.kind
            pages = result.document.pages
            engines = result.engines
            lookedTwice = result.lookedTwice
        }
    }

    /// Reads `names` in order with one reader, alongside or not.
    static func read(_ names: [String], alongside: Bool) throws -> [Outcome] {
        let reader = try ReceiptReader()
        reader.deepTextAlongsideMegapixels = alongside ? .max : nil
        return try names.map { name in
            let path = fixture(name)
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            return Outcome(try reader.read(bytes: bytes, path: path))
        }
    }

    /// A photo larger than the room for both engines at once is not begun beside Tesseract; one
    /// within it is.
    @Test func onlyPhotosWithinTheRoomAreReadAlongside() throws {
        let path = Self.fixture("receipt-my-myr-hardware.jpg")  // 660 x 1450
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let reader = try ReceiptReader()
        #expect(reader.startAlongside(bytes: bytes, path: path) == nil, "none by default")
        reader.deepTextAlongsideMegapixels = 0
        #expect(reader.startAlongside(bytes: bytes, path: path) == nil)
        reader.deepTextAlongsideMegapixels = 1
        let started = reader.startAlongside(bytes: bytes, path: path)
        #expect(started != nil)
        started?.wait()
        // The reader says which files it read so, for a reader process deciding what its
        // memory went on.
        reader.deepTextAlongsideMegapixels = 0
        _ = try reader.read(bytes: bytes, path: path)
        #expect(!reader.readLastFileAlongside)
        reader.deepTextAlongsideMegapixels = 1
        _ = try reader.read(bytes: bytes, path: path)
        #expect(reader.readLastFileAlongside)
        #expect(ReceiptReader.fits(12_192_768, within: 24))
        #expect(!ReceiptReader.fits(48_771_072, within: 24))
        #expect(ReceiptReader.fits(48_771_072, within: .max))
    }

    /// A phone photo read by both engines, a clean render whose reading alongside is let go,
    /// then a photo again (the engine waits for the reading let go), and a turned photo.
    @Test(.enabled(if: engineExpected))
    func givesWhatReadingOneAfterTheOtherGives() throws {
        let names = [
            "receipt-my-myr-hardware.jpg", "receipt-nl-eur-bakkerij.png", "receipt-my-myr-curled-date.jpg",
            "receipt-rotated-90.jpg",
        ]
        let sequential = try Self.read(names, alongside: false)
        let alongside = try Self.read(names, alongside: true)
        #expect(sequential.first?.engines == .both, "the photo is read by both engines")
        #expect(sequential[1].engines == .tesseract, "the render stays with Tesseract")
        for (index, name) in names.enumerated() {
            #expect(alongside[index] == sequential[index], "\(name) read alongside differs")
        }
    }
}
