import Foundation
import OCR
import Testing

@testable import Vault

/// What the reader process is told and how its ending is read.
@Suite struct ReaderWireTests {
    @Test func readOptionsReachTheReaderUnchanged() throws {
        let options = ReadOptions(
            languages: "eng+deu", segmentation: .singleColumn, forceOCR: true, renderDPI: 200,
            detectOrientation: false, targetTextHeight: 24, minimumTextLayerCharacters: 3,
            recoverMissedLines: false, normalizeBackground: true, cropToPaper: false, levelSlantedLines: false,
            pixelBudget: PixelBudget(megapixels: 7), maxPages: 12, timeBudget: 9)
        let sent = try JSONEncoder().encode(WireReadOptions(options))
        #expect(try JSONDecoder().decode(WireReadOptions.self, from: sent).readOptions == options)
        #expect(WireReadOptions(ReadOptions(timeBudget: nil)).readOptions == ReadOptions(timeBudget: nil))
    }

    @Test func importOptionsReachTheReaderUnchanged() throws {
        var options = ImportOptions(
            journey: "paris", jobs: 3, read: ReadOptions(languages: "deu"), maxFileSize: 1234,
            inbox: URL(fileURLWithPath: "/tmp/inbox"))
        options.createJourneys = true
        options.deepTextAlongsideMegapixels = 24
        let received = try JSONDecoder().decode(
            WireImportOptions.self, from: try JSONEncoder().encode(WireImportOptions(options))
        ).importOptions
        #expect(received.journey == "paris")
        #expect(received.jobs == 1)
        #expect(received.read == options.read)
        #expect(received.maxFileSize == 1234)
        #expect(received.inbox?.path == "/tmp/inbox")
        #expect(received.createJourneys)
        #expect(received.deepTextAlongsideMegapixels == 24)
        #expect(WireImportOptions(ImportOptions()).importOptions.deepTextAlongsideMegapixels == nil)
    }

    /// Both engines read at once only photos a reader has room for both on, on a machine with
    /// a core to spare: under the default limit a phone's 12 megapixels, not 48; under the
    /// least a reader may have, none.
    @Test func bothEnginesAtOnceOnlyWithRoomForThem() {
        let spareCore = ProcessInfo.processInfo.activeProcessorCount >= 2
        let atDefault = ImportOptions.bothEnginesAtOnceMegapixels(memoryMegabytes: ReaderLimits.defaultMemoryMegabytes)
        #expect(atDefault == (spareCore ? 24 : nil))
        #expect(ImportOptions.bothEnginesAtOnceMegapixels(memoryMegabytes: 2048) == (spareCore ? 125 : nil))
        #expect(ImportOptions.bothEnginesAtOnceMegapixels(memoryMegabytes: 384) == nil)
        #expect(ImportOptions.bothEnginesAtOnceMegapixels(memoryMegabytes: nil) == (spareCore ? .max : nil))
    }

    /// A server's reader is prepared before the first upload: it opens the vault and loads its
    /// engines, reads no file and files nothing, and reads the next file it is sent as usual.
    @Test func aPreparedReaderImportsNothingAndThenReadsFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let vault = try Vault.open(VaultLayout(root: root))
        var session = ReaderService.Session()
        let options = WireImportOptions(ImportOptions(jobs: 1))
        let prepared = session.importFile(
            ReaderRequest(vaultRoot: root.path, path: "", options: options, cpuSeconds: nil, prepareOnly: true))
        #expect(prepared == .prepared)
        #expect(session.vault != nil, "the vault is open")
        #expect(try vault.documents().isEmpty)
        let file = root.appendingPathComponent("note.pdf")
        try Data("not a PDF at all".utf8).write(to: file)
        let result = session.importFile(
            ReaderRequest(vaultRoot: root.path, path: file.path, options: options, cpuSeconds: nil))
        #expect(result.status == .failed)
        #expect(result.file == file.path)
    }

    /// The reader process reads with its vault's detector lock, whatever the parent sent: an
    /// import's workers, `watch` and `serve` on one vault take turns at the deep engine's
    /// detector.
    @Test func theReaderTakesTurnsAtTheDetectorWithTheOtherReadersOfItsVault() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let vault = try Vault.open(VaultLayout(root: root))
        let file = root.appendingPathComponent("note.pdf")
        try Data("not a PDF at all".utf8).write(to: file)
        var session = ReaderService.Session()
        let request = ReaderRequest(
            vaultRoot: root.path, path: file.path, options: WireImportOptions(ImportOptions(jobs: 1)), cpuSeconds: nil)
        #expect(request.options.read.readOptions.detectorTurns == nil, "the parent sends no lock")
        let result = session.importFile(request)
        #expect(result.status == .failed)
        #expect(session.reader?.options.detectorTurns == vault.layout.detectorTurns.path)
        #expect(vault.layout.detectorTurns.deletingLastPathComponent() == vault.layout.temporary)
    }

    @Test func limitsFollowTheTimeBudgetWithItsGrace() {
        let limits = ReaderLimits(readOptions: ReadOptions(timeBudget: 60))
        #expect(limits.memoryMegabytes == 1024)
        #expect(limits.wallSeconds == 63)
        #expect(limits.cpuSeconds == 63)
        #expect(ReaderLimits(readOptions: ReadOptions(timeBudget: nil)).wallSeconds == nil)
    }

    @Test func lastWordsOfAFailedAllocationAreKnown() {
        #expect(ReaderChild.ranOutOfMemory("terminate called after throwing an instance of 'std::bad_alloc'"))
        #expect(ReaderChild.ranOutOfMemory("Fatal error: Could not allocate memory."))
        #expect(!ReaderChild.ranOutOfMemory("Warning: libpng: iCCP: known incorrect sRGB profile"))
    }
}
