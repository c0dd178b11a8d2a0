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
    /// Returns nil (Tesseract's reading stands) when the file is not such a photo, the engine
    /// is not installed, the time budget is spent, or the deep engine fails on the picture.
    /// `alongside`, the reading begun beside Tesseract's, is taken when the page was read
    /// unturned; else it is waited for and the page read as above, or left for the next file.
    func deepReading(
        of document: ReadDocument, bytes: [UInt8], deadline: ReadingDeadline?, alongside: DeepTextAlongside? = nil
    ) -> [RecognizedPage]? {
        guard [.jpeg, .png, .tiff, .pdf].contains(document.mediaType), document.pages.count == 1,
            let page = document.pages.first, page.source == .ocr, page.confidence < Self.cleanPage,
            deadline?.isExpired != true
        else {
            leftoverAlongside = alongside
            return nil
        }
        if let alongside, page.rotation % 4 == 0, page.number == 1 {
            guard var deep = alongside.wait() else { return nil }
            deep.skew = nil
            return [deep]
        }
        alongside?.wait()
        guard let reader = deepText.reader, let image = picture(of: page, in: document, bytes: bytes),
            var deep = try? reader.recognize(image, pageNumber: page.number, quarterTurns: page.rotation)
        else { return nil }
        deep.skew = nil
        return [deep]
    }

    /// The picture `page` was read from, in the coordinates of its boxes: the image file
    /// itself, or the PDF page rendered as it was for Tesseract (a scanner app's PDF of a
    /// photographed receipt is a photo in a page).
    private func picture(of page: RecognizedPage, in document: ReadDocument, bytes: [UInt8]) -> RasterImage? {
        guard document.mediaType == .pdf else {
            return try? RasterImage.decode(bytes, path: document.path, budget: options.pixelBudget)
        }
        return try? PDFDocument(bytes: bytes, path: document.path).render(
            page: page.number, dpi: options.renderDPI, maxPixels: options.pixelBudget.pixels)
    }

    /// Loads the deep-learning engine now, when `options` want it (Tesseract is loaded with the
    /// reader), so that the first photo does not wait for it.
    public func loadEngines() {
        _ = deepText.reader
    }

    /// Begins the deep engine's reading of `bytes` beside Tesseract's when ``readsDeepTextAlongside``
    /// is set and the file is a one-page picture (JPEG, PNG, or a TIFF of one page) the engine
    /// may read; first waits for a reading left over from the file before.
    func startAlongside(bytes: [UInt8], path: String) -> DeepTextAlongside? {
        leftoverAlongside?.wait()
        leftoverAlongside = nil
        guard readsDeepTextAlongside, options.deepTextForPhotos,
            let type = MediaType.detect(leadingBytes: bytes), [.jpeg, .png, .tiff].contains(type),
            type != .tiff || TIFFPages.count(bytes) == 1
        else { return nil }
        return DeepTextAlongside(
            bytes: bytes, path: path, budget: options.pixelBudget, pageNumber: 1, loader: deepText)
    }
}

/// Loads the deep-learning engine once, on whichever thread first asks for it.
final class DeepTextLoader: @unchecked Sendable {
    private let options: ReadOptions
    private let lock = NSLock()
    private var loaded: DeepTextReader??

    init(options: ReadOptions) {
        self.options = options
    }

    /// The engine; nil when it is not installed or not wanted.
    var reader: DeepTextReader? {
        lock.withLock {
            if let loaded { return loaded }
            var engine: DeepTextReader?
            if options.deepTextForPhotos, let made = try? DeepTextReader(threads: 1) {
                made.detectorTurns = options.detectorTurns.map(DetectorTurns.init(path:))
                engine = made
            }
            loaded = .some(engine)
            return engine
        }
    }
}
