import Foundation
import OCR
import Testing

@testable import Reading

/// An OCR engine that fails inside a reading is said plainly: the page is read without it, the
/// reading carries the reason (``ReadingShortfall``), the draft's notes say it, and no field is
/// sure on evidence the failed engine would have given. Real engines on TestData photos.
@Suite struct EngineShortfallTests {
    static var engineExpected: Bool { DeepTextInstallation.expectedHere }
    static let photo = "receipt-my-myr-hardware.jpg"

    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("TestData").appendingPathComponent(name).path
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: fixture(name))))
    }

    /// A copy of the installed engine whose detector model is cut short: ONNX Runtime refuses it.
    static func brokenInstallation() throws -> URL {
        let installed = try DeepTextInstallation.locate()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("broken-ppocr-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in [installed.library, installed.recognizer] {
            let url = URL(fileURLWithPath: file)
            try FileManager.default.copyItem(at: url, to: folder.appendingPathComponent(url.lastPathComponent))
        }
        let detector = URL(fileURLWithPath: installed.detector)
        try Data(try Data(contentsOf: detector).prefix(1000))
            .write(to: folder.appendingPathComponent(detector.lastPathComponent))
        return folder
    }

    /// The signals only a second engine's reading sets.
    static let twoEngineSignals: [FieldSignal] = [
        .enginesAgree, .otherEngine, .otherEngineSure, .otherEngineLine, .otherEngineNearMiss, .otherEngineHead,
    ]

    static func engineSignals(of draft: ReceiptDraft) -> [FieldSignal] {
        let signals = [draft.merchant?.signals, draft.total?.signals, draft.date?.signals, draft.currency?.signals]
        return signals.compactMap { $0 }.flatMap { field in twoEngineSignals.filter { field.has($0) } }
    }

    /// A damaged model: the photo is read by Tesseract alone, exactly as `--tesseract-only`
    /// reads it (no rule that needs two engines fires), and the reading says why.
    @Test(.enabled(if: engineExpected))
    func aModelThatDoesNotLoadIsSaidAndThePhotoReadByTesseractAlone() throws {
        let folder = try Self.brokenInstallation()
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = [DeepTextInstallation.environmentVariable: folder.path]
        let path = Self.fixture(Self.photo)
        let bytes = try Self.bytes(Self.photo)
        let broken = try ReceiptReader(environment: environment).read(bytes: bytes, path: path)
        var alone = ReadOptions()
        alone.deepTextForPhotos = false
        let tesseract = try ReceiptReader(options: alone).read(bytes: bytes, path: path)
        let both = try ReceiptReader().read(bytes: bytes, path: path)
        #expect(both.engines == .both, "the photo is one the deep engine reads")
        #expect(!Self.engineSignals(of: both.draft).isEmpty, "both engines' reading is checked by both")

        #expect(broken.engines == .tesseract)
        #expect(broken.document.shortfalls.count == 1)
        guard case .deepEngineUnavailable(let reason) = broken.document.shortfalls.first else {
            Issue.record("not an engine that could not be loaded: \(broken.document.shortfalls)")
            return
        }
        #expect(reason.contains("ch_PP-OCRv4_det_infer.onnx"), "\(reason)")
        let said = try #require(broken.document.shortfalls.first).description
        #expect(said.hasPrefix("the deep-learning engine could not be loaded ("))
        #expect(said.hasSuffix("); read by Tesseract alone"))
        #expect(broken.draft.notes == tesseract.draft.notes + [said])
        #expect(broken.document.warningAndShortfalls == said)
        #expect(Self.engineSignals(of: broken.draft).isEmpty)
        var withoutNote = broken.draft
        withoutNote.notes = tesseract.draft.notes
        #expect(withoutNote == tesseract.draft, "fields and confidences as Tesseract alone reads them")
    }

    /// An engine that is simply not installed is no shortfall (a machine without it reads
    /// photos with Tesseract alone, as `vault info` says); a folder named for it that lacks it is.
    @Test func anEngineNotInstalledIsSaidOnlyWhereAFolderWasNamedForIt() {
        let missing = DeepTextError.notInstalled(searched: ["/usr/local/lib/vault/ppocr"])
        #expect(DeepTextLoader.shortfall(missing, environment: [:]) == nil)
        let named = DeepTextLoader.shortfall(missing, environment: [DeepTextInstallation.environmentVariable: "/x"])
        guard case .deepEngineUnavailable = named else {
            Issue.record("a named folder without the engine is not said: \(String(describing: named))")
            return
        }
        let damaged = DeepTextError.modelUnloadable(model: "det.onnx", reason: "Protobuf parsing failed.")
        #expect(DeepTextLoader.shortfall(damaged, environment: [:]) != nil)
    }

    /// The engine failing on the picture (here: bytes it cannot decode) is a typed reason for
    /// page 1, not a reading dropped without a word.
    @Test(.enabled(if: engineExpected))
    func theEngineFailingOnAPageIsATypedReason() throws {
        let reader = try ReceiptReader()
        let path = Self.fixture(Self.photo)
        let document = try reader.primary.read(bytes: try Self.bytes(Self.photo), path: path)
        let garbage = Array(try Self.bytes(Self.photo).prefix(2000))
        guard case .failed(let shortfall) = reader.deepReading(of: document, bytes: garbage, deadline: nil) else {
            Issue.record("the failure was not reported")
            return
        }
        guard case .deepEngineFailed(let page, _) = shortfall else {
            Issue.record("not a failed page: \(shortfall)")
            return
        }
        #expect(page == 1)
        #expect(shortfall.description.hasPrefix("the deep-learning engine could not read page 1: "))
        #expect(!shortfall.isOutOfMemory)
    }

    /// A reading beside Tesseract that failed (both engines at once need the most memory) is
    /// read again after Tesseract, one engine after the other: the page is read as the
    /// sequential path reads it.
    @Test(.enabled(if: engineExpected))
    func aReadingAlongsideThatFailedIsReadAgainAfterTesseract() throws {
        let reader = try ReceiptReader()
        let path = Self.fixture(Self.photo)
        let bytes = try Self.bytes(Self.photo)
        let document = try reader.primary.read(bytes: bytes, path: path)
        guard case .read(let sequential) = reader.deepReading(of: document, bytes: bytes, deadline: nil) else {
            Issue.record("the photo was not read by the deep engine")
            return
        }
        // A picture that does not decode makes the reading beside Tesseract fail.
        let failing = DeepTextAlongside(
            bytes: Array(bytes.prefix(2000)), path: path, budget: .standard, pageNumber: 1, loader: reader.deepText)
        guard case .failed = failing.wait() else {
            Issue.record("the reading alongside did not fail")
            return
        }
        let again = reader.deepReading(of: document, bytes: bytes, deadline: nil, alongside: failing)
        guard case .read(let pages) = again else {
            Issue.record("not read again: \(again)")
            return
        }
        #expect(pages == sequential)
    }

    /// An allocation that failed, whichever library says so, reads as `out of memory`; other
    /// errors keep their own first line.
    @Test func anAllocationThatFailedReadsAsOutOfMemory() {
        let arena = DeepTextError.inferenceFailed(
            model: "det.onnx", reason: "BFCArena: Failed to allocate memory for requested buffer of size 4194304")
        #expect(ReadingShortfall.reason(arena) == "out of memory")
        #expect(ReadingShortfall.deepEngineFailed(page: 1, reason: ReadingShortfall.reason(arena)).isOutOfMemory)
        let other = OCRError.imageOperationFailed(function: "pixRotate", detail: "returned NULL")
        #expect(ReadingShortfall.reason(other) == "\(other)")
        #expect(
            ReadingShortfall.deepEngineFailed(page: 1, reason: "out of memory").description
                == "the deep-learning engine could not read page 1: out of memory; read by Tesseract alone")
    }
}

/// The rules that make a field sure on two engines' readings cannot fire on a page one engine
/// read: those signals come only from `EngineAgreement`, which a page read by Tesseract alone
/// (the deep engine failed or is missing) never passes through.
@Suite struct OneEngineCalibrationTests {
    private let sure = ConfidenceCalibration.sure

    /// `signals` as a page Tesseract alone read gives them: without what a second engine adds.
    private func oneEngine(_ signals: FieldSignals) -> FieldSignals {
        signals.filter { !EngineShortfallTests.twoEngineSignals.contains($0.key) }
    }

    @Test func aTotalSureOnlyByTwoEnginesIsNotSureFromOne() {
        let agreed: FieldSignals = [.totalLine: 1, .enginesAgree: 1, .wordConfidence: 0.95, .margin: 10]
        #expect(ConfidenceCalibration.total(rule: .totalLine, signals: agreed) >= sure)
        #expect(ConfidenceCalibration.total(rule: .totalLine, signals: oneEngine(agreed)) < sure)
    }

    @Test func aNameSureOnlyByTwoEnginesIsNotSureFromOne() {
        let agreedSets: [FieldSignals] = [
            [.enginesAgree: 1, .position: 1, .wordConfidence: 0.95, .lineConfidence: 0.95],
            [.otherEngineLine: 1, .position: 0, .wordConfidence: 0.95],
            [.enginesAgree: 0, .position: 0, .wordConfidence: 0.98, .printRatio: 1],
            [.knownBrand: 1, .enginesAgree: 1, .position: 0, .wordConfidence: 0.95],
        ]
        for agreed in agreedSets {
            #expect(ConfidenceCalibration.merchant(agreed) >= sure, "\(agreed)")
            #expect(ConfidenceCalibration.merchant(oneEngine(agreed)) < sure, "\(agreed)")
        }
    }
}
