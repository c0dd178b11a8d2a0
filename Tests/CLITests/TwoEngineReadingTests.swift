import Foundation
import Testing

/// Photos read by both OCR engines: the deep-learning engine's text, checked against Tesseract's.
@Suite struct TwoEngineReadingTests {
    /// A phone photo Tesseract reads poorly enough for the second engine to read it too.
    static let photo = "receipt-my-myr-hardware.jpg"

    static func scan(_ arguments: [String]) throws -> [String: Any] {
        let result = try VaultProcess.run(["scan", "--json"] + arguments)
        try #require(result.status == 0, "\(result.stderr)")
        let files = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        return try #require(files.first)
    }

    static func signalNames(_ file: [String: Any], _ field: String) -> Set<String> {
        Set(((file["signals"] as? [String: Any])?[field] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    @Test(.enabled(if: OCREngineCommandTests.engineInstalled))
    func aPhotoIsReadByBothEnginesAndItsFieldsChecked() throws {
        let file = try Self.scan([VaultProcess.fixture(Self.photo)])
        let expected = try #require(
            try JSONSerialization.jsonObject(
                with: Data(
                    contentsOf: URL(fileURLWithPath: VaultProcess.fixture("receipt-my-myr-hardware.expected.json"))))
                as? [String: Any])
        #expect(file["total"] as? String == expected["total"] as? String)
        #expect(file["date"] as? String == expected["date"] as? String)
        #expect(Self.signalNames(file, "total").contains("enginesAgree"), "\(file["signals"] ?? "")")
        let alone = try Self.scan(["--tesseract-only", VaultProcess.fixture(Self.photo)])
        #expect(!Self.signalNames(alone, "total").contains("enginesAgree"), "\(alone["signals"] ?? "")")
    }

    @Test(.enabled(if: OCREngineCommandTests.engineInstalled))
    func bothRecordingsGiveWhatScanGives() throws {
        let path = VaultProcess.fixture(Self.photo)
        var recordings: [String] = []
        defer { for file in recordings { try? FileManager.default.removeItem(atPath: file) } }
        for engine in ["tesseract", "ppocr"] {
            let recorded = try VaultProcess.run(["ocr", "--engine", engine, "--threads", "1", "--json", path])
            try #require(recorded.status == 0, "\(recorded.stderr)")
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "\(engine)-\(UUID().uuidString).json")
            try Data(recorded.stdout.utf8).write(to: file)
            recordings.append(file.path)
        }
        let direct = try Self.scan(["--no-second-look", path]) as NSDictionary
        let replayed =
            try Self.scan(["--from-ocr-json", recordings[1], "--other-ocr-json", recordings[0]]) as NSDictionary
        #expect(direct == replayed, "scan gave \(direct), the recordings gave \(replayed)")
    }
}
