import Foundation
import Testing

/// `vault ocr --engine ppocr`: the second engine's recording, parsed by `vault scan --from-ocr-json`.
@Suite struct OCREngineCommandTests {
    static var engineInstalled: Bool {
        #if arch(x86_64)
            true
        #else
            FileManager.default.fileExists(atPath: "/usr/local/lib/vault/ppocr/VERSION")
        #endif
    }

    @Test(.enabled(if: engineInstalled))
    func recordingParsesToTheReceiptsTotal() throws {
        let recorded = try VaultProcess.run([
            "ocr", "--engine", "ppocr", "--json", VaultProcess.fixture("receipt-en-usd-diner-slanted.jpg"),
        ])
        try #require(recorded.status == 0, "\(recorded.stderr)")
        let files = try #require(try JSONSerialization.jsonObject(with: Data(recorded.stdout.utf8)) as? [[String: Any]])
        #expect(files.first?["engine"] as? String == "ppocr")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ppocr-\(UUID().uuidString).json")
        try Data(recorded.stdout.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let scanned = try VaultProcess.run(["scan", "--json", "--from-ocr-json", file.path])
        try #require(scanned.status == 0, "\(scanned.stderr)")
        #expect(
            scanned.stdout.contains("\"total\" : \"34.78\"") || scanned.stdout.contains("\"total\":\"34.78\""),
            "\(scanned.stdout)")
    }

    @Test func aMissingInstallationIsOneLineNamingTheFolder() throws {
        let result = try VaultProcess.run(
            ["ocr", "--engine", "ppocr", VaultProcess.fixture("receipt-en-usd-diner-slanted.jpg")],
            environment: ["VAULT_PPOCR_DIR": "/nonexistent/ppocr"])
        #expect(result.status != 0)
        #expect(
            result.stderr.contains("/nonexistent/ppocr") && result.stderr.contains("scripts/setup.sh"),
            "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
}
