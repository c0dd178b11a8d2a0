import Foundation
import Testing

/// Reading recorded pages (`vault ocr --json` then `vault scan --from-ocr-json`) goes through
/// the same pipeline as reading the files: parser tuning on recordings measures what import ships.
@Suite struct RecordedReadingTests {
    /// TestData's receipts, invoices and bookings. E-invoices are left out: a recording holds
    /// the pages, not the XML a PDF carries.
    static let documents = ScanCommandTests.documents.filter { !$0.hasPrefix("einvoice-") }

    @Test func recordedPagesGiveTheSameFieldsEvidenceAndConfidences() throws {
        #expect(Self.documents.count >= 15)
        let paths = Self.documents.map(VaultProcess.fixture)
        let recorded = try VaultProcess.run(["ocr", "--json"] + paths)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let recording = FileManager.default.temporaryDirectory
            .appendingPathComponent("vault-recorded-\(UUID().uuidString).json")
        try Data(recorded.stdout.utf8).write(to: recording)
        defer { try? FileManager.default.removeItem(at: recording) }

        let direct = try VaultProcess.run(
            ["scan", "--json", "--no-second-look", "--tesseract-only", "--jobs", "2"] + paths)
        let replayed = try VaultProcess.run(["scan", "--json", "--from-ocr-json", recording.path])
        #expect(direct.status == 0, "\(direct.stderr)")
        #expect(replayed.status == 0, "\(replayed.stderr)")
        let directFiles = try #require(
            try JSONSerialization.jsonObject(with: Data(direct.stdout.utf8)) as? [NSDictionary])
        let replayedFiles = try #require(
            try JSONSerialization.jsonObject(with: Data(replayed.stdout.utf8)) as? [NSDictionary])
        #expect(directFiles.count == paths.count)
        #expect(replayedFiles.count == paths.count)
        for (file, again) in zip(directFiles, replayedFiles) {
            let name = ((file["file"] as? String ?? "?") as NSString).lastPathComponent
            #expect(file["merchant"] != nil || file["total"] != nil, "\(name) has fields to compare")
            #expect(file == again, "\(name): scan gave \(file), the recording gave \(again)")
        }
    }
}
