import Foundation
import Mail

/// Settings for reading documents.
public struct ReadOptions: Sendable, Equatable {
    /// Tesseract languages, `+`-separated (`eng`, `eng+deu`).
    public var languages: String
    /// Page segmentation used for images and scanned pages.
    public var segmentation: PageSegmentation
    /// OCR PDF pages even when they have a text layer.
    public var forceOCR: Bool
    /// Resolution at which PDF pages without a text layer are rendered.
    public var renderDPI: Double
    /// Detect pages that are sideways or upside down and turn them before reading.
    public var detectOrientation: Bool
    /// Characters are scaled to about this height (px) before recognition; 0 turns it off.
    public var targetTextHeight: Double
    /// A PDF page with fewer non-space characters than this in its text layer is OCR'd.
    public var minimumTextLayerCharacters: Int
    /// Read lines that the single-block pass skipped (large shop names) on their own.
    public var recoverMissedLines: Bool
    /// Divide out the paper background after scaling (rescues faded thermal prints and uneven
    /// light; see the README's design notes for when it pays).
    public var normalizeBackground: Bool
    /// Read only the paper when a receipt lies on a darker background (see `paperBox()`).
    public var cropToPaper: Bool
    /// Turn a page whose lines slant by two degrees or more level before reading it (see
    /// ``Deskew``).
    public var levelSlantedLines: Bool
    /// Pixels a page may have: images and rendered PDF pages are scaled down to it, images
    /// over twice of it refused (see ``PixelBudget``).
    public var pixelBudget: PixelBudget
    /// PDFs with more pages are refused.
    public var maxPages: Int
    /// Seconds that reading one file may take; nil for no limit.
    public var timeBudget: Double?
    /// Read photos (image files) with the deep-learning engine too, when it is installed
    /// (``DeepTextReader``); false reads every page with Tesseract alone.
    public var deepTextForPhotos = true
    /// The lock file of the deep engine's detector turns (``DetectorTurns``): readers given the
    /// same file never run the detector, their largest use of memory, at the same time. nil
    /// (the default) runs it at once.
    public var detectorTurns: String? = nil

    /// The default time budget per file: 5 minutes (a receipt takes a few seconds, a scanned
    /// 50-page PDF about two minutes on one core).
    public static let defaultTimeBudget = 300.0
    /// The default page limit for PDFs.
    public static let defaultMaxPages = 2000

    public init(
        languages: String = "eng", segmentation: PageSegmentation = .singleBlock,
        forceOCR: Bool = false, renderDPI: Double = 300, detectOrientation: Bool = true,
        targetTextHeight: Double = 30, minimumTextLayerCharacters: Int = 16,
        recoverMissedLines: Bool = true, normalizeBackground: Bool = false, cropToPaper: Bool = true,
        levelSlantedLines: Bool = true, pixelBudget: PixelBudget = .standard,
        maxPages: Int = ReadOptions.defaultMaxPages,
        timeBudget: Double? = ReadOptions.defaultTimeBudget
    ) {
        self.pixelBudget = pixelBudget
        self.maxPages = maxPages
        self.timeBudget = timeBudget
        self.cropToPaper = cropToPaper
        self.levelSlantedLines = levelSlantedLines
        self.recoverMissedLines = recoverMissedLines
        self.normalizeBackground = normalizeBackground
        self.languages = languages
        self.segmentation = segmentation
        self.forceOCR = forceOCR
        self.renderDPI = renderDPI
        self.detectOrientation = detectOrientation
        self.targetTextHeight = targetTextHeight
        self.minimumTextLayerCharacters = minimumTextLayerCharacters
    }
}

/// The text of one file.
public struct ReadDocument: Sendable {
    public var path: String
    public var mediaType: MediaType
    public var pages: [RecognizedPage]
    /// Pages of a damaged PDF that could not be read; the other pages are in `pages`.
    public var unreadablePages: [Int] = []
    /// The image's compressed data was damaged and read past: parts of the picture may be gray.
    public var hasDamagedImageData = false
    /// For an e-mail: the message as parsed (sender, subject, date, attachments).
    public var mail: MailMessage?
    /// The schema.org markup (JSON-LD, microdata) of an e-mail's HTML bodies or an HTML page.
    public var markup: HTMLMarkup?
    /// What an engine could not do while the file was read (the deep-learning engine that
    /// failed on its photo, a further look that could not be taken): the pages were read without it.
    public var shortfalls: [ReadingShortfall] = []

    /// A document's pages read elsewhere (a recording of `vault ocr --json`).
    public init(path: String, mediaType: MediaType, pages: [RecognizedPage]) {
        self.path = path
        self.mediaType = mediaType
        self.pages = pages
    }

    /// What a reader of this document should know: the pages of a damaged PDF that are missing,
    /// or a damaged stretch of an image's data.
    public var warning: String? {
        if hasDamagedImageData {
            return "damaged \(mediaType.fileExtension.uppercased()) data: part of the picture could not be "
                + "decoded; kept and read as far as it goes"
        }
        return unreadablePages.isEmpty
            ? nil
            : "damaged PDF: \(DamagedPages.describe(unreadablePages)); kept with the "
                + "\(pages.count == 1 ? "page" : "\(pages.count) pages") that could be read"
    }

    /// ``warning`` and the ``shortfalls``, in one line: what is kept with the stored document.
    public var warningAndShortfalls: String? {
        ReadingShortfall.oneLine(warning: warning, shortfalls: shortfalls.map(\.description))
    }

    /// `.pdfText` when every page came from the text layer, `.xml` for an XML e-invoice,
    /// `.mail` for an e-mail, else `.ocr`.
    public var textSource: TextSource {
        if !pages.isEmpty && pages.allSatisfy({ $0.source == .xml }) { return .xml }
        if !pages.isEmpty && pages.allSatisfy({ $0.source == .mail }) { return .mail }
        if !pages.isEmpty && pages.allSatisfy({ $0.source == .html }) { return .html }
        return pages.allSatisfy { $0.source == .pdfText } ? .pdfText : .ocr
    }

    /// All pages' text, pages separated by a form feed.
    public var text: String { pages.map(\.text).joined(separator: "\n\u{0C}\n") }
}

/// Reads the text of PDF, JPEG, PNG and TIFF files: the PDF text layer where there is one,
/// otherwise OCR with orientation correction and text-size normalisation.
///
/// Owns Tesseract engines, so like them it belongs to one thread at a time; create one per
/// worker. Engines start lazily: reading a text-layer PDF never loads a language model.
public final class DocumentReader {
    public let options: ReadOptions
    private let tessdata: String
    private var recognizer: TextRecognizer?
    /// Reading stops with ``OCRError/timeBudgetExceeded(path:seconds:)`` past this moment.
    /// `read` sets it from ``ReadOptions/timeBudget`` for each file; readers of parts of a
    /// file (`rereadLine`) keep the one their owner sets.
    public var deadline: ReadingDeadline?
    /// The steps left out of preparing the pages of the file being read (``read(bytes:path:deadline:)``
    /// starts it afresh and hands it on as the document's ``ReadDocument/shortfalls``).
    private var leftOut: [ReadingShortfall] = []

    public init(options: ReadOptions = ReadOptions(), tessdata: String? = nil) throws {
        self.options = options
        self.tessdata = tessdata ?? Tessdata.folder()
        // Fail early and clearly on a missing language rather than on the first image.
        try Tessdata.requireInstalled(options.languages, in: self.tessdata)
    }

    /// Reads the file at `path`, whatever its extension says, by its content.
    public func read(path: String) throws -> ReadDocument {
        let bytes = try FileBytes.read(path)
        return try read(bytes: bytes, path: path)
    }

    /// Reads a file whose bytes are already in memory (`path` names it in messages); a PDF is
    /// read from these bytes too, never opened again by its path. The time budget starts now.
    public func read(bytes: [UInt8], path: String) throws -> ReadDocument {
        try read(bytes: bytes, path: path, deadline: options.timeBudget.map { ReadingDeadline(seconds: $0) })
    }

    /// Reads a file within `deadline` (nil: no limit), which stays set for later rereads. A
    /// step of preparing a page that Leptonica could not take (an allocation that failed) is
    /// left out, and said in the document's ``ReadDocument/shortfalls``.
    ///
    /// `upright`, when given, is asked about an image file's page that reads poorly before its
    /// orientation is checked: another reading of the page as it lies (the deep engine's, made
    /// meanwhile) that shows it upright (``RecognizedPage/showsUpright``) makes the check
    /// needless. It may wait for that reading.
    public func read(
        bytes: [UInt8], path: String, deadline: ReadingDeadline?, upright: (() -> Bool)? = nil
    ) throws -> ReadDocument {
        self.deadline = deadline
        leftOut = []
        var document = try readFile(bytes: bytes, path: path, upright: upright)
        document.shortfalls = leftOut
        return document
    }

    private func readFile(bytes: [UInt8], path: String, upright: (() -> Bool)?) throws -> ReadDocument {
        guard !bytes.isEmpty else { throw OCRError.emptyFile(path: path) }
        guard let type = MediaType.detect(leadingBytes: bytes) else {
            throw OCRError.unsupportedType(
                path: path, detected: MediaType.describeUnknown(leadingBytes: bytes))
        }
        if type == .pdf { return try readPDF(bytes: bytes, path: path) }
        if type == .xml {
            return ReadDocument(path: path, mediaType: type, pages: [XMLText.page(of: bytes)])
        }
        if type == .mail {
            let message = try MailMessage(bytes: bytes, path: path)
            var read = ReadDocument(path: path, mediaType: type, pages: [MailText.page(of: message)])
            read.mail = message
            read.markup = message.markup.isEmpty ? nil : message.markup
            return read
        }
        if type == .html {
            let text = HTMLText.text(of: bytes, maxBytes: MailLimits.standard.maxTextCharacters)
            var read = ReadDocument(path: path, mediaType: type, pages: [MailText.page(ofHTMLText: text)])
            let markup = HTMLMarkup(html: bytes, maxBytes: MailLimits.standard.maxTextCharacters)
            read.markup = markup.isEmpty ? nil : markup
            return read
        }
        if type == .tiff {
            let pages = TIFFPages.count(bytes)
            guard pages <= 1 else { throw OCRError.multiPageTIFF(path: path, pages: pages) }
        }
        let (prepared, geometry, damaged) = try preparedImage(bytes, path: path)
        let page = try recognize(
            prepared: prepared, geometry: geometry, pageNumber: 1, path: path, upright: upright)
        var read = ReadDocument(path: path, mediaType: type, pages: [page])
        read.hasDamagedImageData = damaged
        return read
    }

    /// Decodes an image file and prepares it for recognition. The decoded picture (4 bytes a
    /// pixel) is let go as soon as its gray copy is made.
    private func preparedImage(_ bytes: [UInt8], path: String) throws -> (RasterImage, PageGeometry, damaged: Bool) {
        var image: RasterImage? = try RasterImage.decode(bytes, path: path, budget: options.pixelBudget)
        let damaged = image?.hasDamagedData ?? false
        let (prepared, geometry) = try prepared(taking: &image)
        return (prepared, geometry, damaged)
    }

    /// Reads every page that poppler can load. A damaged PDF whose other pages read is kept
    /// with those (``ReadDocument/unreadablePages`` names the rest); one with no loadable page
    /// throws ``OCRError/damagedPDF(path:pages:)``.
    private func readPDF(bytes: [UInt8], path: String) throws -> ReadDocument {
        let document = try PDFDocument(bytes: bytes, path: path)
        guard document.pageCount > 0 else {
            throw OCRError.corruptPDF(path: path, function: "poppler_document_get_n_pages", detail: "no pages")
        }
        guard document.pageCount <= options.maxPages else {
            throw OCRError.tooManyPages(path: path, pages: document.pageCount, limit: options.maxPages)
        }
        var pages: [RecognizedPage] = []
        var unreadable: [Int] = []
        for number in 1...document.pageCount {
            do {
                pages.append(try readPage(number, of: document, path: path))
            } catch OCRError.damagedPDF(_, let failed) {
                unreadable += failed
            }
        }
        guard !pages.isEmpty else { throw OCRError.damagedPDF(path: path, pages: unreadable) }
        var read = ReadDocument(path: path, mediaType: .pdf, pages: pages)
        read.unreadablePages = unreadable
        return read
    }

    private func readPage(_ number: Int, of document: PDFDocument, path: String) throws -> RecognizedPage {
        try deadline?.check(path: path)
        if !options.forceOCR {
            let layer = try document.textLayer(page: number)
            let characters = layer.text.unicodeScalars.filter { !$0.properties.isWhitespace }.count
            if characters >= options.minimumTextLayerCharacters { return layer }
        }
        var rendered: RasterImage? = try document.render(
            page: number, dpi: options.renderDPI, maxPixels: options.pixelBudget.pixels)
        let (prepared, geometry) = try prepared(taking: &rendered)
        return try recognize(prepared: prepared, geometry: geometry, pageNumber: number, path: path)
    }

    /// OCR of one image that may be sideways or upside down: gray, scaled to a good text
    /// size, recognized. A page that reads poorly is checked with Tesseract's orientation
    /// detection and, if it looks turned, read again the other way up; the reading with the
    /// higher confidence wins, so a wrong orientation guess costs time, never accuracy.
    public func recognize(_ image: RasterImage, pageNumber: Int, path: String) throws
        -> RecognizedPage
    {
        let (prepared, geometry) = try prepared(image)
        return try recognize(prepared: prepared, geometry: geometry, pageNumber: pageNumber, path: path)
    }

    /// `image` made ready for recognition (see `prepare`), and how it relates to `image`.
    private func prepared(_ image: RasterImage) throws -> (RasterImage, PageGeometry) {
        var kept: RasterImage? = image
        return try prepared(taking: &kept)
    }

    /// The same, taking `image` over: it is let go (set to nil) once its gray copy is made,
    /// so that a colour picture is not in memory while the page is cropped and scaled.
    private func prepared(taking image: inout RasterImage?) throws -> (RasterImage, PageGeometry) {
        var geometry: PageGeometry
        let gray: RasterImage
        do {
            guard let source = image else {
                throw OCRError.imageOperationFailed(function: "prepare", detail: "no image")
            }
            geometry = PageGeometry(sourceWidth: source.width, sourceHeight: source.height)
            gray = try source.grayscale()
        }
        image = nil
        let prepared = try prepare(gray: consume gray, geometry: &geometry)
        return (prepared, geometry)
    }

    /// Recognizes a prepared image, turning it when it reads poorly and looks turned (unless
    /// `upright` says it stands upright; see ``read(bytes:path:deadline:upright:)``).
    private func recognize(
        prepared: RasterImage, geometry: PageGeometry, pageNumber: Int, path: String, upright: (() -> Bool)? = nil
    ) throws -> RecognizedPage {
        var geometry = geometry
        let engine = try engine()
        var image = prepared
        var page = try engine.recognize(
            prepared, segmentation: options.segmentation, pageNumber: pageNumber, path: path, deadline: deadline)
        let checksOrientation = options.detectOrientation && page.confidence < Self.confidentReading
        // The page as it lies with its missed lines, and the notes from before they were looked for.
        var unturned: (page: RecognizedPage, notesBefore: [ReadingShortfall])?
        if checksOrientation, let upright {
            // The missed lines first (a reading begun beside this one is still under way); when
            // the other reading shows the page upright, Tesseract's orientation check (about
            // 0.13 s of CPU on a photo) is not needed.
            let notesBefore = leftOut
            let recovered = try recoveringMissedLines(page, image: prepared, engine: engine, path: path)
            if upright() { return geometry.toSource(recovered) }
            unturned = (recovered, notesBefore)
        }
        if checksOrientation, let turns = orientationCorrection(for: prepared) {
            try deadline?.check(path: path)
            let turnedImage = try prepared.rotated(quarterTurns: turns)
            let turned = try engine.recognize(
                turnedImage, segmentation: options.segmentation, pageNumber: pageNumber,
                rotation: turns, path: path, deadline: deadline)
            if turned.confidence > page.confidence {
                page = turned
                image = turnedImage
                geometry.quarterTurns = turns
                if let unturned { leftOut = unturned.notesBefore }
                unturned = nil
            }
        }
        if let unturned { return geometry.toSource(unturned.page) }
        return geometry.toSource(try recoveringMissedLines(page, image: image, engine: engine, path: path))
    }

    /// `page` with the large lines a single-block reading skipped, read from `image`, when
    /// the options want them.
    private func recoveringMissedLines(
        _ page: RecognizedPage, image: RasterImage, engine: TextRecognizer, path: String
    ) throws -> RecognizedPage {
        guard options.recoverMissedLines, options.segmentation == .singleBlock else { return page }
        return try MissedLineRecovery().recover(
            page: page, image: image, engine: engine, path: path, deadline: deadline, leftOut: &leftOut)
    }

    /// Mean word confidence from which a page is taken to be upright without checking.
    /// Upright receipts, even faded ones, mostly read above it; turned pages read far below.
    static let confidentReading = 0.6
    /// OSD confidence needed before a second reading is tried. Turned pages score ~9;
    /// upright receipts in capitals sometimes score up to ~3 for a wrong orientation.
    static let trustedOrientation = 4.0

    /// The gray image cropped to the paper, dark borders painted white, scaled to a good text
    /// size, its lines levelled; records what it did in `geometry`. Each step's input is let go
    /// once the next exists.
    private func prepare(gray image: consuming RasterImage, geometry: inout PageGeometry) throws -> RasterImage {
        var gray = consume image
        if options.cropToPaper, let paper = leavingOut("cropping to the paper", { try gray.paperBox() }) {
            gray = try gray.cropped(to: paper)
            geometry.cropX = paper.x
            geometry.cropY = paper.y
        }
        gray = try gray.fillingDarkBorders()
        var scaled = try scaledToTextHeight(gray)
        geometry.scale = Double(scaled.width) / Double(max(gray.width, 1))
        if options.levelSlantedLines, let turn = leavingOut("levelling the lines", { try scaled.levellingTurn() }) {
            scaled = try scaled.levelled(by: turn)
            geometry.levelling = turn
        }
        geometry.scaledWidth = scaled.width
        geometry.scaledHeight = scaled.height
        return options.normalizeBackground ? try scaled.normalizingBackground() : scaled
    }

    /// What `step` measured; nil when it threw, the step then noted as left out.
    private func leavingOut<Value>(_ step: String, _ body: () throws -> Value?) -> Value? {
        do {
            return try body()
        } catch {
            leftOut.note(.stepLeftOut(step: step, reason: ReadingShortfall.reason(error)))
            return nil
        }
    }

    private func scaledToTextHeight(_ gray: RasterImage) throws -> RasterImage {
        let factor = textHeightFactor(gray)
        return factor == 1 ? gray : try gray.scaled(by: factor)
    }

    /// The scale that brings the characters of `gray` to `targetTextHeight`; 1 when that is
    /// off, unknown, or too small a change to be worth a resampling pass. Never enlarges past
    /// the pixel budget.
    func textHeightFactor(_ gray: RasterImage) -> Double {
        guard options.targetTextHeight > 0,
            let height = leavingOut("scaling to the text's height", { try gray.estimatedTextHeight() })
        else { return 1 }
        let ceiling = options.pixelBudget.scaleFactor(width: gray.width * 4, height: gray.height * 4) * 4
        let factor = min(max(options.targetTextHeight / height, 0.25), 4, ceiling)
        return factor < 0.8 || factor > 1.25 ? factor : 1
    }

    /// Clockwise quarter turns that OSD says make `image` upright, when it is sure.
    private func orientationCorrection(for image: RasterImage) -> Int? {
        guard
            let detected = leavingOut(
                "checking the page's orientation",
                { try SharedOrientationDetector.shared.detect(image, tessdata: tessdata) }),
            detected.confidence >= Self.trustedOrientation
        else {
            return nil
        }
        return detected.correctionQuarterTurns == 0 ? nil : detected.correctionQuarterTurns
    }

    func engine() throws -> TextRecognizer {
        if let recognizer { return recognizer }
        let created = try TextRecognizer(languages: options.languages, tessdata: tessdata)
        recognizer = created
        return created
    }
}
