import CPoppler
import Foundation

/// A PDF opened with poppler-glib. Closed when the object is released.
///
/// One document belongs to one task at a time; open the file again for parallel work.
public final class PDFDocument {
    /// The path the document was opened from, for messages.
    public let path: String
    private let document: OpaquePointer

    /// Opens the PDF at `path`. Encrypted documents throw ``OCRError/encryptedPDF(path:)``.
    public init(path: String) throws {
        self.path = path
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        guard FileManager.default.isReadableFile(atPath: absolute) else {
            throw OCRError.unreadableFile(
                path: path,
                reason: FileManager.default.fileExists(atPath: absolute)
                    ? "permission denied" : FileBytes.whyUnopenable(absolute))
        }
        var error: UnsafeMutablePointer<GError>? = nil
        guard let uri = g_filename_to_uri(absolute, nil, &error) else {
            defer { g_error_free(error) }
            throw OCRError.unreadableFile(path: path, reason: GLibError.message(error))
        }
        defer { g_free(uri) }
        self.document = try Self.open(path: path, function: "poppler_document_new_from_file") { error in
            poppler_document_new_from_file(uri, nil, &error)
        }
    }

    /// Opens the PDF held in `bytes` (`path` names it in messages). Reading from the bytes
    /// themselves means what is read is exactly what was hashed and stored, even if the file
    /// at `path` changes meanwhile.
    public init(bytes: [UInt8], path: String) throws {
        self.path = path
        // GBytes copies the buffer; poppler keeps its own reference for the document's life.
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        self.document = try Self.open(path: path, function: "poppler_document_new_from_bytes") { error in
            poppler_document_new_from_bytes(data, nil, &error)
        }
    }

    private static func open(
        path: String, function: String,
        _ make: (inout UnsafeMutablePointer<GError>?) -> OpaquePointer?
    ) throws -> OpaquePointer {
        try SharedLibrary.popplerGlib.open()
        _ = keptOpen
        var error: UnsafeMutablePointer<GError>? = nil
        guard let document = make(&error) else {
            defer { if error != nil { g_error_free(error) } }
            if let error, error.pointee.domain == poppler_error_quark(),
                error.pointee.code == Int32(POPPLER_ERROR_ENCRYPTED.rawValue)
            {
                throw OCRError.encryptedPDF(path: path)
            }
            throw OCRError.corruptPDF(path: path, function: function, detail: GLibError.message(error))
        }
        return document
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(document))
    }

    /// poppler sets up its global parameters (font configuration, encodings) when a document
    /// opens while no other is open, and frees them when the last one closes: for a small text
    /// PDF that set-up was about a tenth of all the work of importing it, done again for every
    /// file. One blank page kept open for the life of the process keeps them set up. Never
    /// changed after it is made, so reading it from any thread is safe.
    nonisolated(unsafe) private static let keptOpen: OpaquePointer? = {
        let bytes = blankPage()
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        return poppler_document_new_from_bytes(data, nil, nil)
    }()

    /// A valid one-page PDF with nothing on its page.
    static func blankPage() -> [UInt8] {
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >>",
        ]
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let table = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets {
            text += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n"
        }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n"
        return Array(text.utf8)
    }

    /// The number of pages.
    public var pageCount: Int { Int(poppler_document_get_n_pages(document)) }

    /// The size of a page in PDF points (1/72 inch).
    public func pageSize(_ number: Int) throws -> (width: Double, height: Double) {
        try withPage(number) { page in
            var width = 0.0
            var height = 0.0
            poppler_page_get_size(page, &width, &height)
            return (width, height)
        }
    }

    /// The text layer of page `number` (1-based) as lines with boxes in PDF points.
    /// A scanned page without a text layer gives no lines.
    public func textLayer(page number: Int) throws -> RecognizedPage {
        try withPage(number) { page in
            var width = 0.0
            var height = 0.0
            poppler_page_get_size(page, &width, &height)
            guard let cText = poppler_page_get_text(page) else {
                return RecognizedPage(
                    number: number, width: Int(saturating: width), height: Int(saturating: height), source: .pdfText,
                    lines: [])
            }
            defer { g_free(cText) }
            let text = String(cString: cText)
            var rectangles: UnsafeMutablePointer<PopplerRectangle>? = nil
            var count: guint = 0
            _ = poppler_page_get_text_layout(page, &rectangles, &count)
            defer { g_free(rectangles) }
            let boxes = UnsafeBufferPointer(start: rectangles, count: Int(count))
            return RecognizedPage(
                number: number, width: Int(saturating: width.rounded()), height: Int(saturating: height.rounded()),
                source: .pdfText, lines: TextLayerLines.build(text: text, characterBoxes: boxes))
        }
    }

    /// Renders page `number` (1-based) at `dpi` on white paper as an 8-bit gray image.
    /// Very large pages are rendered at a lower resolution so the image stays under
    /// `maxPixels`.
    public func render(page number: Int, dpi: Double = 300, maxPixels: Int = 60_000_000) throws
        -> RasterImage
    {
        try withPage(number) { page in
            var width = 0.0
            var height = 0.0
            poppler_page_get_size(page, &width, &height)
            guard width.isFinite, height.isFinite, width > 0, height > 0 else {
                throw OCRError.damagedPDF(path: path, pages: [number])
            }
            let scale = Self.renderScale(width: width, height: height, dpi: dpi, maxPixels: maxPixels)
            let pixelWidth = Int32(max(1, (width * scale).rounded()))
            let pixelHeight = Int32(max(1, (height * scale).rounded()))
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, pixelWidth, pixelHeight),
                cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
            else {
                throw OCRError.imageOperationFailed(
                    function: "cairo_image_surface_create",
                    detail: "cannot allocate \(pixelWidth)x\(pixelHeight) surface for \(path) page \(number)")
            }
            defer { cairo_surface_destroy(surface) }
            let context = cairo_create(surface)
            cairo_set_source_rgb(context, 1, 1, 1)
            cairo_paint(context)
            cairo_scale(context, scale, scale)
            poppler_page_render_for_printing(page, context)
            let status = cairo_status(context)
            cairo_destroy(context)
            guard status == CAIRO_STATUS_SUCCESS else { throw OCRError.damagedPDF(path: path, pages: [number]) }
            cairo_surface_flush(surface)
            guard let data = cairo_image_surface_get_data(surface) else {
                throw OCRError.imageOperationFailed(
                    function: "cairo_image_surface_get_data", detail: "no pixel data")
            }
            let stride = Int(cairo_image_surface_get_stride(surface))
            let image = try RasterImage.fromXRGB32(
                UnsafeRawPointer(data), width: Int(pixelWidth), height: Int(pixelHeight),
                bytesPerRow: stride)
            image.setResolution(Int((72 * scale).rounded()))
            return image
        }
    }

    /// The largest side of a rendered page: cairo's limit for an image surface.
    static let maxRenderedSide = 32767.0

    /// The pixel size `render(page:dpi:maxPixels:)` gives page `number`: the space in which
    /// boxes of an OCR'd page are measured.
    public func renderedSize(page number: Int, dpi: Double = 300, maxPixels: Int = 60_000_000) throws
        -> (width: Int, height: Int)
    {
        let size = try pageSize(number)
        let scale = Self.renderScale(width: size.width, height: size.height, dpi: dpi, maxPixels: maxPixels)
        return (
            Int(saturating: max(1, (size.width * scale).rounded())),
            Int(saturating: max(1, (size.height * scale).rounded()))
        )
    }

    /// Pixels per PDF point for rendering a `width` x `height` point page at `dpi`, lowered
    /// so that the image has at most `maxPixels` pixels and neither side exceeds cairo's limit.
    static func renderScale(width: Double, height: Double, dpi: Double, maxPixels: Int) -> Double {
        var scale = max(dpi, 1) / 72
        let pixels = width * height * scale * scale
        if pixels > Double(maxPixels) { scale *= (Double(maxPixels) / pixels).squareRoot() }
        let side = max(width, height) * scale
        if side > maxRenderedSide { scale *= maxRenderedSide / side }
        return scale
    }

    /// Runs `body` with the poppler document (for extensions in this module).
    func withDocument<T>(_ body: (OpaquePointer) throws -> T) rethrows -> T {
        try body(document)
    }

    /// Runs `body` with page `number`; a page inside the document that poppler cannot load
    /// (a damaged page tree or page object) throws ``OCRError/damagedPDF(path:pages:)``.
    private func withPage<T>(_ number: Int, _ body: (OpaquePointer) throws -> T) throws -> T {
        guard number >= 1, number <= pageCount else {
            throw OCRError.pageOutOfRange(path: path, page: number, pageCount: pageCount)
        }
        guard let page = poppler_document_get_page(document, Int32(number - 1)) else {
            throw OCRError.damagedPDF(path: path, pages: [number])
        }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        return try body(page)
    }
}

enum GLibError {
    static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error, let message = error.pointee.message else { return "unknown error" }
        return String(cString: message)
    }
}

/// Rebuilds the lines of a PDF text layer from the position of every character.
///
/// poppler's plain text glues table cells together ("QtyUnit priceVAT") and puts a label and
/// its amount on separate lines when they were drawn separately. vault instead groups the
/// characters by baseline, orders them left to right and turns horizontal gaps into spaces:
/// one for a word gap, three for a column gap, like a receipt printed in a fixed font.
enum TextLayerLines {
    struct PlacedCharacter {
        var character: Character
        /// poppler put a space before this character.
        var followsSpace: Bool
        var box: BoundingBox
        var midY: Double { Double(box.y) + Double(box.height) / 2 }
    }

    static func build(text: String, characterBoxes: UnsafeBufferPointer<PopplerRectangle>)
        -> [RecognizedLine]
    {
        let characters = Array(text)
        // poppler gives one rectangle per character (newlines included). If the counts
        // disagree, fall back to poppler's own lines without geometry.
        guard characterBoxes.count == characters.count, characters.count == text.unicodeScalars.count else {
            return text.split(whereSeparator: \.isNewline).compactMap { line in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard !trimmed.isEmpty else { return nil }
                let words = trimmed.split(separator: " ").map {
                    RecognizedWord(text: String($0), box: .zero, confidence: 1)
                }
                return RecognizedLine(text: trimmed, box: .zero, confidence: 1, words: words)
            }
        }
        var placed: [PlacedCharacter] = []
        for (index, character) in characters.enumerated() where !character.isWhitespace {
            let r = characterBoxes[index]
            let previous = index > 0 ? characters[index - 1] : "\n"
            placed.append(
                PlacedCharacter(
                    character: character, followsSpace: previous.isWhitespace && !previous.isNewline,
                    box: BoundingBox(
                        x: Int(saturating: r.x1.rounded(.down)), y: Int(saturating: r.y1.rounded(.down)),
                        width: max(1, Int(saturating: (r.x2 - r.x1).rounded(.up))),
                        height: max(1, Int(saturating: (r.y2 - r.y1).rounded(.up))))))
        }
        return groupIntoRows(placed).map(line(from:))
    }

    /// Characters whose vertical centres lie within half a character height of a row's
    /// centre belong to that row. Rows come out top to bottom.
    static func groupIntoRows(_ characters: [PlacedCharacter]) -> [[PlacedCharacter]] {
        var rows: [(midY: Double, height: Double, members: [PlacedCharacter])] = []
        for character in characters.sorted(by: { $0.midY < $1.midY }) {
            let height = Double(character.box.height)
            if let last = rows.indices.last, abs(rows[last].midY - character.midY) < max(rows[last].height, height) / 2
            {
                rows[last].members.append(character)
                let count = Double(rows[last].members.count)
                rows[last].midY += (character.midY - rows[last].midY) / count
                rows[last].height = max(rows[last].height, height)
            } else {
                rows.append((character.midY, height, [character]))
            }
        }
        return rows.map { $0.members.sorted { $0.box.x < $1.box.x } }
    }

    static func line(from row: [PlacedCharacter]) -> RecognizedLine {
        let heights = row.map(\.box.height).sorted()
        let height = Double(heights[heights.count / 2])
        var text = ""
        var words: [RecognizedWord] = []
        var word = ""
        var wordBox: BoundingBox? = nil
        var previous: BoundingBox? = nil
        func finishWord() {
            if let box = wordBox, !word.isEmpty {
                words.append(RecognizedWord(text: word, box: box, confidence: 1))
            }
            word = ""
            wordBox = nil
        }
        for character in row {
            if let previous {
                let gap = Double(character.box.x - previous.maxX)
                if gap > 1.5 * height {
                    finishWord()
                    text += "   "
                } else if gap > 0.2 * height || character.followsSpace {
                    finishWord()
                    text += " "
                }
            }
            text.append(character.character)
            word.append(character.character)
            wordBox = wordBox?.union(character.box) ?? character.box
            previous = character.box
        }
        finishWord()
        let box = words.dropFirst().reduce(words.first?.box ?? .zero) { $0.union($1.box) }
        return RecognizedLine(text: text, box: box, confidence: 1, words: words)
    }
}

extension BoundingBox {
    static let zero = BoundingBox(x: 0, y: 0, width: 0, height: 0)
}
