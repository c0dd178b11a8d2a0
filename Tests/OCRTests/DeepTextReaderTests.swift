import Foundation
import Testing

@testable import OCR

/// The second engine (PP-OCRv4 run by ONNX Runtime) on real photos in TestData. Needs the files
/// `scripts/setup.sh` installs; on a machine it installs no wheel for, the tests are skipped.
@Suite struct DeepTextReaderTests {
    static var engineExpected: Bool { DeepTextInstallation.expectedHere }

    @Test(.enabled(if: engineExpected))
    func readsTheMerchantTotalAndDateOfAPhoto() throws {
        let page = try DeepTextReader().read(path: Fixtures.path("receipt-en-usd-diner-slanted.jpg"))
        #expect(page.lines.first?.text == "BLUE MOON DINER", "\(page.text)")
        // The model reads this comma as a full-width one; vault gives the ASCII comma.
        #expect(page.text.contains("Kingston, NY"), "\(page.text)")
        let words = page.lines.flatMap(\.words)
        #expect(words.contains { $0.text == "$34.78" }, "\(page.text)")
        #expect(words.contains { $0.text == "03/12/2025" }, "\(page.text)")
        for word in words {
            #expect(word.confidence > 0 && word.confidence <= 1)
            #expect(word.box.width > 0 && word.box.height > 0)
            #expect(word.box.x >= 0 && word.box.maxX <= page.width + 1 && word.box.maxY <= page.height + 1)
        }
    }

    /// On the slanted photo each label shares its line with its amount, far to the right.
    @Test(.enabled(if: engineExpected))
    func keepsLabelAndAmountOfASlantedPhotoOnOneLine() throws {
        let page = try DeepTextReader().read(path: Fixtures.path("receipt-en-usd-diner-slanted.jpg"))
        let lines = page.lines.map { $0.words.map(\.text) }
        #expect(lines.contains(["TOTAL", "$34.78"]), "\(page.text)")
        #expect(lines.contains(["SUBTOTAL", "32.20"]), "\(page.text)")
        #expect(lines.contains(["1", "Pancake", "Stack", "8.95"]), "\(page.text)")
    }

    /// Taking turns at the detector changes when it runs, never what it reads.
    @Test(.enabled(if: engineExpected))
    func readsTheSameWhenTakingTurnsAtTheDetector() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("turns-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = Fixtures.path("receipt-en-usd-diner-slanted.jpg")
        let alone = try DeepTextReader().read(path: path)
        let reader = try DeepTextReader()
        reader.detectorTurns = DetectorTurns(path: folder.appendingPathComponent("detector.lock").path)
        let inTurn = try reader.read(path: path)
        #expect(inTurn.text == alone.text)
        #expect(inTurn.lines.flatMap(\.words).map(\.box) == alone.lines.flatMap(\.words).map(\.box))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("detector.lock").path))
    }

    @Test func namesTheMissingFolder() {
        #expect(throws: DeepTextError.notInstalled(searched: ["/nonexistent/ppocr"])) {
            try DeepTextInstallation.locate(environment: ["VAULT_PPOCR_DIR": "/nonexistent/ppocr"])
        }
        let message = DeepTextError.notInstalled(searched: ["/nonexistent/ppocr"]).description
        #expect(message.contains("/nonexistent/ppocr") && message.contains("scripts/setup.sh"), "\(message)")
    }
}
