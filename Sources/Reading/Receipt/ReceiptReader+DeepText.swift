import Foundation
import OCR

/// The engines that read a file's pages.
public enum ReadingEngines: String, Sendable, Codable {
    /// Tesseract alone (text-layer pages and XML need no engine and count as this too).
    case tesseract
    /// The deep-learning engine read the page, and Tesseract's reading checked its fields.
    case both
}

extension ReceiptReader {
    /// Tesseract's mean word confidence from which a page counts as clean: 249 of the 258
    /// labelled phone photos read below it (the deep engine was right more often at every
    /// level below); rendered and well-scanned receipts read above it.
    static let cleanPage = 0.88

    /// The rule for which engine reads a page: a photo (an image file of one page, or a PDF of
    /// one page without a text layer, read by OCR) that Tesseract read with a mean word
    /// confidence under `cleanPage` is read by the deep-learning engine too, whose text the
    /// fields are read from, checked against Tesseract's (`EngineAgreement`). On phone photos
    /// it read twice the receipts right; clean pictures (renders, good scans), PDFs of several
    /// pages, text layers and XML stay with Tesseract alone and do not pay for it (measured in
    /// Benchmarks/README.md, "Two engines" and "Scanner apps' PDFs").
    /// Tesseract reads first: it turns the page upright, which the deep engine cannot.
    ///
    /// Returns `.notRead` (Tesseract's reading stands) when the file is not such a photo, the
    /// engine is not installed or not wanted, or the time budget is spent; `.failed` with the
    /// reason when the engine could not be loaded or could not read the picture (Tesseract's
    /// reading stands, and the user is told). `alongside`, the reading begun beside
    /// Tesseract's, is taken when the page was read unturned; else it is waited for and the
    /// page read as above, or left for the next file. A reading beside Tesseract's that failed
    /// is read again after it, one engine after the other: both at once need the most memory,
    /// and an allocation that failed there is the likely reason.
    func deepReading(
        of document: ReadDocument, bytes: [UInt8], deadline: ReadingDeadline?, alongside: DeepTextAlongside? = nil
    ) -> DeepReading {
        guard Self.readsPoorly(document), let page = document.pages.first, deadline?.isExpired != true else {
            leftoverAlongside = alongside
            return .notRead
        }
        if let alongside, page.rotation % 4 == 0, page.number == 1 {
            if case .read(var deep) = alongside.wait() {
                deep.skew = nil
                return .read([deep])
            }
        }
        alongside?.wait()
        guard let reader = deepText.reader else { return deepText.failure.map(DeepReading.failed) ?? .notRead }
        do {
            var deep = try reader.recognize(
                loading: { try picture(of: page, in: document, bytes: bytes) }, pageNumber: page.number,
                quarterTurns: page.rotation)
            deep.skew = nil
            return .read([deep])
        } catch {
            return .failed(.deepEngineFailed(page: page.number, reason: ReadingShortfall.reason(error)))
        }
    }

    /// Whether `pages`, a file of `mediaType` read by Tesseract, are a photo it read poorly: one
    /// page (an image file, or a PDF page without a text layer) read by OCR with a mean word
    /// confidence under `cleanPage`, the pages the deep-learning engine reads too.
    public static func readsPoorly(pages: [RecognizedPage], mediaType: MediaType) -> Bool {
        guard [.jpeg, .png, .tiff, .pdf].contains(mediaType), pages.count == 1, let page = pages.first else {
            return false
        }
        return page.source == .ocr && page.confidence < cleanPage
    }

    static func readsPoorly(_ document: ReadDocument) -> Bool {
        readsPoorly(pages: document.pages, mediaType: document.mediaType)
    }

    /// The picture `page` was read from, in the coordinates of its boxes: the image file
    /// itself, or the PDF page rendered as it was for Tesseract (a scanner app's PDF of a
    /// photographed receipt is a photo in a page).
    private func picture(of page: RecognizedPage, in document: ReadDocument, bytes: [UInt8]) throws -> RasterImage {
        guard document.mediaType == .pdf else {
            return try RasterImage.decode(bytes, path: document.path, budget: options.pixelBudget)
        }
        return try PDFDocument(bytes: bytes, path: document.path).render(
            page: page.number, dpi: options.renderDPI, maxPixels: options.pixelBudget.pixels)
    }

    /// The deep engine's reading of a one-page picture as it lies, made now (one engine after
    /// the other), when the engine is wanted and time is left: for a photo Tesseract reads so
    /// poorly that it would check the page's orientation, which the deep engine reads anyway.
    func deepReadingAsItLies(bytes: [UInt8], path: String, deadline: ReadingDeadline?) -> DeepTextAlongside? {
        guard options.deepTextForPhotos, deadline?.isExpired != true else { return nil }
        return DeepTextAlongside(
            readingNow: bytes, path: path, budget: options.pixelBudget, pageNumber: 1, loader: deepText)
    }

    /// Loads the deep-learning engine now, when `options` want it (Tesseract is loaded with the
    /// reader), so that the first photo does not wait for it.
    public func loadEngines() {
        _ = deepText.reader
    }

    /// Begins the deep engine's reading of `bytes` beside Tesseract's when the file is a one-page
    /// picture (JPEG, PNG, or a TIFF of one page) the engine may read, of no more megapixels
    /// than ``deepTextAlongsideMegapixels``; first waits for a reading left over from the file
    /// before.
    func startAlongside(bytes: [UInt8], path: String) -> DeepTextAlongside? {
        leftoverAlongside?.wait()
        leftoverAlongside = nil
        guard let megapixels = deepTextAlongsideMegapixels, options.deepTextForPhotos,
            let type = MediaType.detect(leadingBytes: bytes), [.jpeg, .png, .tiff].contains(type),
            type != .tiff || TIFFPages.count(bytes) == 1,
            let pixels = PixelBudget.declaredPixels(bytes), Self.fits(pixels, within: megapixels)
        else { return nil }
        return DeepTextAlongside(
            bytes: bytes, path: path, budget: options.pixelBudget, pageNumber: 1, loader: deepText)
    }
}

extension ReceiptReader {
    /// Whether a picture of `pixels` is no larger than `megapixels`.
    static func fits(_ pixels: Int, within megapixels: Int) -> Bool {
        let (limit, overflow) = megapixels.multipliedReportingOverflow(by: 1_000_000)
        return overflow || pixels <= limit
    }
}

/// What the deep-learning engine made of a photo (``ReceiptReader/deepReading(of:bytes:deadline:alongside:)``).
enum DeepReading {
    /// The engine read the page.
    case read([RecognizedPage])
    /// Not a page the engine reads, or no engine installed or wanted: Tesseract's reading stands.
    case notRead
    /// The engine could not be loaded or could not read the page: Tesseract's reading stands,
    /// and the user is told why.
    case failed(ReadingShortfall)
}

/// Loads the deep-learning engine once, on whichever thread first asks for it.
final class DeepTextLoader: @unchecked Sendable {
    private let options: ReadOptions
    private let environment: [String: String]
    private let lock = NSLock()
    private var loaded: DeepTextReader??
    private var loadFailure: ReadingShortfall?

    /// `environment` is where `VAULT_PPOCR_DIR` is looked up (``DeepTextInstallation``).
    init(options: ReadOptions, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.options = options
        self.environment = environment
    }

    /// The engine; nil when it is not installed, not wanted, or could not be loaded.
    var reader: DeepTextReader? {
        lock.withLock {
            if let loaded { return loaded }
            var engine: DeepTextReader?
            if options.deepTextForPhotos {
                do throws(DeepTextError) {
                    let made = try DeepTextReader(
                        installation: try DeepTextInstallation.locate(environment: environment), threads: 1)
                    made.detectorTurns = options.detectorTurns.map(DetectorTurns.init(path:))
                    engine = made
                } catch {
                    loadFailure = Self.shortfall(error, environment: environment)
                }
            }
            loaded = .some(engine)
            return engine
        }
    }

    /// Why the engine could not be loaded, once ``reader`` tried: nil when it loaded, is not
    /// wanted, or is simply not installed (a machine without it reads every page with
    /// Tesseract alone, as `vault info` says), unless `VAULT_PPOCR_DIR` names a folder that lacks it.
    var failure: ReadingShortfall? {
        lock.withLock { loadFailure }
    }

    /// `error` of loading the engine as a shortfall; nil for an engine that is not installed
    /// where nobody named a folder for it.
    static func shortfall(_ error: DeepTextError, environment: [String: String]) -> ReadingShortfall? {
        if case .notInstalled = error, environment[DeepTextInstallation.environmentVariable, default: ""].isEmpty {
            return nil
        }
        return .deepEngineUnavailable(reason: ReadingShortfall.reason(error))
    }
}
