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

    /// The rule for which engine reads a page: a photo (an image file of one page, read by OCR)
    /// that Tesseract read with a mean word confidence under `cleanPage` is read by the
    /// deep-learning engine too, whose text the fields are read from, checked against
    /// Tesseract's (`EngineAgreement`). On phone photos it read twice the receipts right;
    /// clean pictures (renders, good scans), scanned PDF pages, text layers and XML stay with
    /// Tesseract alone and do not pay for it (measured in Benchmarks/README.md, "Two engines").
    /// Tesseract reads first: it turns the page upright, which the deep engine cannot.
    ///
    /// Returns nil (Tesseract's reading stands) when the file is not such a photo, the engine
    /// is not installed, the time budget is spent, or the deep engine fails on the picture.
    func deepReading(of document: ReadDocument, bytes: [UInt8], deadline: ReadingDeadline?) -> [RecognizedPage]? {
        guard [.jpeg, .png, .tiff].contains(document.mediaType), document.pages.count == 1,
            let page = document.pages.first, page.source == .ocr, page.confidence < Self.cleanPage,
            deadline?.isExpired != true,
            let reader = deepText
        else { return nil }
        guard let image = try? RasterImage.decode(bytes, path: document.path, budget: options.pixelBudget),
            var deep = try? reader.recognize(image, pageNumber: page.number, quarterTurns: page.rotation)
        else { return nil }
        deep.skew = nil
        return [deep]
    }
}
