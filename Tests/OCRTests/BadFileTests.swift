import Foundation
import Testing

@testable import OCR

/// Damaged and wrong files give typed errors that name the file; nothing crashes.
@Suite struct BadFileTests {
    static let cases: [(file: String, reason: String)] = [
        ("bad-empty.jpg", "empty"),
        ("bad-truncated.jpg", "truncated or damaged"),
        ("bad-text-named.pdf", "plain text"),
        ("bad-encrypted-password-test.pdf", "encrypted"),
        ("bad-random-bytes.png", "not a PDF, JPEG, PNG or TIFF"),
        ("no-such-file.png", "no such file"),
    ]

    @Test(arguments: cases)
    func badFileGivesOneLineErrorNamingIt(file: String, reason: String) throws {
        let path = Fixtures.path(file)
        do {
            _ = try DocumentReader().read(path: path)
            Issue.record("\(file) was read without error")
        } catch let error as OCRError {
            let message = error.description
            #expect(message.hasPrefix(path), "\(message)")
            #expect(message.contains(reason), "\(message)")
            #expect(!message.contains("\n"))
        }
    }

    /// A loop of symbolic links is said to be one (`stat` alone calls it a missing file), for
    /// `vault ocr` and `vault scan` as for `vault import`.
    @Test func aLoopOfSymbolicLinksIsNamedAsSuch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["receipt.jpg", "invoice.pdf"] {
            let first = folder.appendingPathComponent(name).path
            let second = folder.appendingPathComponent("other-" + name).path
            try FileManager.default.createSymbolicLink(atPath: first, withDestinationPath: second)
            try FileManager.default.createSymbolicLink(atPath: second, withDestinationPath: first)
            #expect(throws: OCRError.unreadableFile(path: first, reason: "a loop of symbolic links")) {
                try FileBytes.read(first)
            }
            #expect(throws: OCRError.unreadableFile(path: first, reason: "a loop of symbolic links")) {
                try PDFDocument(path: first)
            }
            do {
                _ = try DocumentReader().read(path: first)
                Issue.record("\(name) was read")
            } catch let error as OCRError {
                #expect(error.description == "\(first): cannot read file: a loop of symbolic links")
            }
        }
        let missing = folder.appendingPathComponent("missing.jpg").path
        #expect(throws: OCRError.unreadableFile(path: missing, reason: "no such file")) { try FileBytes.read(missing) }
    }

    /// A complete JPEG with a damaged stretch of data (what `Corrupt JPEG data: bad Huffman
    /// code` means) is read as far as it goes, with a warning, instead of refused.
    @Test func damagedImageDataIsReadPastWithAWarning() throws {
        let read = try DocumentReader().read(path: Fixtures.path("bad-damaged-data.jpg"))
        let warning = try #require(read.warning)
        #expect(warning.hasPrefix("damaged JPG data"), "\(warning)")
        #expect(read.text.uppercased().contains("FRISCHMARKT"), "\(read.text)")
        let whole = try DocumentReader().read(path: Fixtures.path("receipt-de-eur-supermarkt.jpg"))
        #expect(whole.warning == nil)
    }

    @Test func encryptedPDFIsRecognisedAsSuch() {
        let path = Fixtures.path("bad-encrypted-password-test.pdf")
        #expect(throws: OCRError.encryptedPDF(path: path)) { try PDFDocument(path: path) }
    }

    @Test func directoryIsNotAFile() {
        #expect(throws: OCRError.unreadableFile(path: Fixtures.folder.path, reason: "is a directory")) {
            try DocumentReader().read(path: Fixtures.folder.path)
        }
    }
}

@Suite struct JPEGStructureTests {
    @Test(arguments: Fixtures.documents.filter { $0.hasSuffix(".jpg") })
    func completeFixturesPass(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(name))))
        #expect(JPEGStructure.isComplete(bytes))
    }

    @Test func everyTruncationIsCaught() throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("receipt-rotated-90.jpg"))))
        for fraction in [0.1, 0.5, 0.9, 0.999] {
            #expect(!JPEGStructure.isComplete(Array(bytes.prefix(Int(Double(bytes.count) * fraction)))))
        }
        #expect(!JPEGStructure.isComplete(Array(bytes.dropLast(2))))
    }
}
