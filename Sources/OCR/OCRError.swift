/// Everything that can go wrong while reading a file. Each case names the file and, where a C
/// library failed, the function that failed and the library's own message.
public enum OCRError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file does not exist or cannot be opened.
    case unreadableFile(path: String, reason: String)
    /// The file is empty.
    case emptyFile(path: String)
    /// The content is not a PDF, JPEG, PNG, TIFF, e-mail message or CII XML e-invoice (whatever the
    /// extension says).
    case unsupportedType(path: String, detected: String)
    /// The image data is damaged or cannot be decoded.
    case corruptImage(path: String, function: String, detail: String)
    /// The image's decoder could not have the memory for its pixels (an allocation that
    /// failed, as at a reader's memory limit), not a damaged file.
    case outOfMemory(path: String, function: String, width: Int, height: Int)
    /// The PDF cannot be opened.
    case corruptPDF(path: String, function: String, detail: String)
    /// The PDF is encrypted and no (or a wrong) password was given.
    case encryptedPDF(path: String)
    /// A page number outside the document.
    case pageOutOfRange(path: String, page: Int, pageCount: Int)
    /// Rendering a page or an image operation failed.
    case imageOperationFailed(function: String, detail: String)
    /// Tesseract could not start with the requested languages.
    case languageUnavailable(languages: String, tessdata: String, available: [String])
    /// Tesseract failed while recognizing.
    case recognitionFailed(path: String, function: String)
    /// The image header declares more pixels than vault reads (checked before decoding).
    case imageTooLarge(path: String, width: Int, height: Int, limit: Int)
    /// The PDF has more pages than vault reads.
    case tooManyPages(path: String, pages: Int, limit: Int)
    /// A TIFF of more than one page: vault reads TIFF files of one page.
    case multiPageTIFF(path: String, pages: Int)
    /// Reading the file took longer than the time budget per file.
    case timeBudgetExceeded(path: String, seconds: Double)
    /// poppler opened the PDF but cannot load these pages (a damaged page tree or page object).
    case damagedPDF(path: String, pages: [Int])
    /// A library vault reads with cannot be opened (`libtesseract.so.5`: its package is missing).
    case libraryUnavailable(library: String, reason: String)

    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason):
            return "\(path): cannot read file: \(reason)"
        case .emptyFile(let path):
            return "\(path): file is empty"
        case .unsupportedType(let path, let detected):
            return "\(path): not a PDF, JPEG, PNG or TIFF file, an e-mail message, a web page or a CII XML e-invoice"
                + " (content looks like \(detected))"
        case .corruptImage(let path, let function, let detail):
            return "\(path): damaged or unreadable image (\(function): \(detail))"
        case .outOfMemory(let path, let function, let width, let height):
            return "\(path): out of memory decoding its \(width) x \(height) pixels (\(function)); "
                + "the file is not damaged"
        case .corruptPDF(let path, let function, let detail):
            return "\(path): damaged or unreadable PDF (\(function): \(detail))"
        case .encryptedPDF(let path):
            return "\(path): PDF is encrypted; vault cannot read password-protected files"
        case .pageOutOfRange(let path, let page, let pageCount):
            return "\(path): page \(page) does not exist (the document has \(pageCount))"
        case .imageOperationFailed(let function, let detail):
            return "image operation failed (\(function)): \(detail)"
        case .languageUnavailable(let languages, let tessdata, let available):
            let have = available.isEmpty ? "none" : available.joined(separator: ", ")
            let packages = languages.split(separator: "+").map { "tesseract-ocr-\($0)" }.joined(separator: " ")
            return "OCR language '\(languages)' is not installed in \(tessdata) (installed: \(have)); "
                + "install it with e.g. `apt-get install \(packages)`"
        case .recognitionFailed(let path, let function):
            return "\(path): text recognition failed (\(function))"
        case .imageTooLarge(let path, let width, let height, let limit):
            return "\(path): image is \(width) x \(height) pixels, over the limit of "
                + "\(PixelBudget.megapixels(limit)) (twice the pixel budget; `vault config set pixel-budget`)"
        case .tooManyPages(let path, let pages, let limit):
            return "\(path): PDF has \(pages) pages, over the limit of \(limit)"
        case .multiPageTIFF(let path, let pages):
            let count = pages >= TIFFPages.countLimit ? "more than \(TIFFPages.countLimit)" : "\(pages)"
            return "\(path): a TIFF of \(count) pages; vault reads TIFF files of one page only, so none of it "
                + "was stored (make it a PDF, e.g. `tiff2pdf -o scan.pdf \(path)`, whose pages vault reads, "
                + "up to \(ReadOptions.defaultMaxPages))"
        case .timeBudgetExceeded(let path, let seconds):
            return "\(path): reading took longer than the time budget of \(Int(seconds.rounded())) s per file "
                + "(`vault config set ocr-seconds`)"
        case .damagedPDF(let path, let pages):
            return "\(path): damaged PDF: \(DamagedPages.describe(pages))"
        case .libraryUnavailable(let library, let reason):
            return "cannot open \(library), which vault reads files with: \(reason)"
        }
    }
}

/// Wording for pages of a damaged PDF.
enum DamagedPages {
    /// `page 1 cannot be loaded`, `pages 1, 3 cannot be loaded`, `pages 1-40 cannot be loaded`.
    static func describe(_ pages: [Int]) -> String {
        guard let first = pages.first else { return "no page can be loaded" }
        if pages.count == 1 { return "page \(first) cannot be loaded" }
        if let last = pages.last, pages.count > 5, last - first + 1 == pages.count {
            return "pages \(first)-\(last) cannot be loaded"
        }
        let shown = pages.prefix(5).map(String.init).joined(separator: ", ")
        return "pages \(shown)\(pages.count > 5 ? " and \(pages.count - 5) more" : "") cannot be loaded"
    }
}
