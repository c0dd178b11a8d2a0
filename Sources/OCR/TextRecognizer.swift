import CLeptonica
import CTesseract

/// One Tesseract engine. Loading a language model takes tens of milliseconds, so keep an
/// instance and reuse it for many pages. An instance must only be used by one thread at a
/// time: give each worker its own.
public final class TextRecognizer {
    /// The languages loaded, as Tesseract spells them (`eng`, `eng+deu`).
    public let languages: String
    private let api: OpaquePointer

    /// Starts an engine for `languages` with data from `tessdata` (default: ``Tessdata/folder(environment:)``).
    public init(languages: String = "eng", tessdata: String? = nil) throws {
        try SharedLibrary.tesseract.open()
        let folder = tessdata ?? Tessdata.folder()
        try Tessdata.requireInstalled(languages, in: folder)
        let installed = Tessdata.languages(in: folder)
        guard let api = TessBaseAPICreate() else {
            throw OCRError.languageUnavailable(languages: languages, tessdata: folder, available: installed)
        }
        guard TessBaseAPIInit3(api, folder, languages) == 0 else {
            TessBaseAPIDelete(api)
            throw OCRError.languageUnavailable(languages: languages, tessdata: folder, available: installed)
        }
        self.api = api
        self.languages = languages
        // Keep Tesseract's diagnostics off the user's terminal; errors are reported by vault.
        TessBaseAPISetVariable(api, "debug_file", "/dev/null")
        // Wide gaps between words become runs of spaces: keeps receipt columns apart.
        TessBaseAPISetVariable(api, "preserve_interword_spaces", "1")
    }

    deinit {
        TessBaseAPIEnd(api)
        TessBaseAPIDelete(api)
    }

    /// Recognizes the text of `image` as page `pageNumber`. `path` names the file in errors.
    /// Past `deadline`, Tesseract is stopped and ``OCRError/timeBudgetExceeded(path:seconds:)``
    /// thrown.
    public func recognize(
        _ image: RasterImage, segmentation: PageSegmentation = .singleBlock,
        pageNumber: Int = 1, rotation: Int = 0, path: String = "image", deadline: ReadingDeadline? = nil
    ) throws -> RecognizedPage {
        try deadline?.check(path: path)
        TessBaseAPISetPageSegMode(api, TessPageSegMode(rawValue: UInt32(segmentation.rawValue)))
        TessBaseAPISetImage2(api, image.pix)
        TesseractCopy.share(image, api: api)
        TessBaseAPISetSourceResolution(api, Int32(image.resolution ?? 300))
        defer { TessBaseAPIClear(api) }
        var monitor: OpaquePointer? = nil
        if let deadline {
            monitor = TessMonitorCreate()
            TessMonitorSetDeadlineMSecs(monitor, Int32(max(1, deadline.remainingMilliseconds)))
        }
        defer { if let monitor { TessMonitorDelete(monitor) } }
        let status = TessBaseAPIRecognize(api, monitor)
        try deadline?.check(path: path)
        guard status == 0 else {
            throw OCRError.recognitionFailed(path: path, function: "TessBaseAPIRecognize")
        }
        return RecognizedPage(
            number: pageNumber, width: image.width, height: image.height, source: .ocr,
            rotation: rotation, lines: readLines())
    }

    /// Whether `word` is in the dictionary of the first loaded language. Tesseract ignores
    /// surrounding punctuation and letter case (`SDN.`, `Bakeries` and `BAKERIES` all count).
    public func isDictionaryWord(_ word: String) -> Bool {
        guard !word.isEmpty else { return false }
        return TessBaseAPIIsValidWord(api, word) != 0
    }

    /// Walks Tesseract's result word by word, starting a new line where Tesseract does.
    private func readLines() -> [RecognizedLine] {
        guard let iterator = TessBaseAPIGetIterator(api) else { return [] }
        defer { TessResultIteratorDelete(iterator) }
        let page = TessResultIteratorGetPageIterator(iterator)
        var lines: [RecognizedLine] = []
        var current: RecognizedLine? = nil

        func finishLine() {
            guard var line = current else { return }
            current = nil
            guard !line.words.isEmpty else { return }
            line.confidence = line.words.map(\.confidence).reduce(0, +) / Double(line.words.count)
            lines.append(line)
        }
        repeat {
            if TessPageIteratorIsAtBeginningOf(page, RIL_TEXTLINE) != 0 {
                finishLine()
                let text = takeText(TessResultIteratorGetUTF8Text(iterator, RIL_TEXTLINE))
                current = RecognizedLine(
                    text: text.trimmingTrailingNewlines(), box: box(page, RIL_TEXTLINE) ?? .zero,
                    confidence: 0, words: [])
            }
            let text = takeText(TessResultIteratorGetUTF8Text(iterator, RIL_WORD))
            guard !text.isEmpty, let box = box(page, RIL_WORD) else { continue }
            let confidence = Double(TessResultIteratorConfidence(iterator, RIL_WORD)) / 100
            current?.words.append(
                RecognizedWord(text: text, box: box, confidence: min(max(confidence, 0), 1)))
        } while TessResultIteratorNext(iterator, RIL_WORD) != 0
        finishLine()
        return lines
    }

    private func takeText(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        defer { TessDeleteText(pointer) }
        return String(cString: pointer)
    }

    private func box(_ iterator: OpaquePointer?, _ level: TessPageIteratorLevel) -> BoundingBox? {
        var left: Int32 = 0
        var top: Int32 = 0
        var right: Int32 = 0
        var bottom: Int32 = 0
        guard TessPageIteratorBoundingBox(iterator, level, &left, &top, &right, &bottom) != 0 else {
            return nil
        }
        return BoundingBox(
            x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top))
    }
}

extension String {
    func trimmingTrailingNewlines() -> String {
        var result = Substring(self)
        while let last = result.last, last.isNewline || last == " " { result.removeLast() }
        return String(result)
    }
}
