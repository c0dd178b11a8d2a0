import CCairo
import CPoppler
import Foundation
import OCR

/// Paper sizes a report is printed on, in PDF points (1/72 inch).
public enum PaperSize: String, Sendable, CaseIterable {
    case a4
    case letter

    public var width: Double { self == .a4 ? 595.276 : 612 }
    public var height: Double { self == .a4 ? 841.89 : 792 }
}

/// A colour, each channel 0...1.
public struct Colour: Sendable, Equatable {
    public var red: Double
    public var green: Double
    public var blue: Double

    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `Colour(hex: 0x336699)`.
    public init(hex: Int) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255)
    }

    public static let black = Colour(red: 0, green: 0, blue: 0)
    public static let white = Colour(red: 1, green: 1, blue: 1)
}

/// How a line of text sits on its x coordinate.
public enum TextAlignment: Sendable {
    case left
    case right
    case centre
}

/// A rectangle in points, origin at the page's top left.
public struct Box: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// What can go wrong while drawing a PDF.
public enum DrawingError: Error, CustomStringConvertible, Equatable, Sendable {
    /// cairo reported an error (`function` names the call).
    case cairo(path: String, function: String, reason: String)
    /// A page to be placed could not be read.
    case unreadablePage(path: String, reason: String)

    public var description: String {
        switch self {
        case .cairo(let path, let function, let reason): return "\(path): \(function) failed: \(reason)"
        case .unreadablePage(let path, let reason): return "\(path): \(reason)"
        }
    }
}

/// A PDF file drawn page by page with cairo: real (searchable) text, filled shapes, images
/// and pages of other PDFs (drawn as vectors by poppler). Coordinates are points from the
/// top left of the page.
///
/// Not thread-safe; draw one document from one thread.
public final class PDFCanvas {
    public let path: String
    public let paper: PaperSize
    private let surface: OpaquePointer
    private let context: OpaquePointer
    private var finished = false

    /// Fonts: the sans-serif family fontconfig chooses (DejaVu Sans on Debian).
    private static let family = "DejaVu Sans"

    /// Starts a PDF at `path` (overwritten) with the first page open.
    public init(path: String, paper: PaperSize, title: String? = nil) throws {
        self.path = path
        self.paper = paper
        guard let surface = cairo_pdf_surface_create(path, paper.width, paper.height) else {
            throw DrawingError.cairo(path: path, function: "cairo_pdf_surface_create", reason: "no surface")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw DrawingError.cairo(
                path: path, function: "cairo_pdf_surface_create",
                reason: String(cString: cairo_status_to_string(status)))
        }
        self.surface = surface
        self.context = context
        if let title { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title) }
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "vault")
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    public var width: Double { paper.width }
    public var height: Double { paper.height }

    /// Ends the current page and starts a new one.
    public func newPage() {
        cairo_show_page(context)
    }

    /// Ends the last page and writes the file.
    public func finish() throws {
        guard !finished else { return }
        finished = true
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw DrawingError.cairo(
                path: path, function: "cairo_surface_finish", reason: String(cString: cairo_status_to_string(status)))
        }
    }

    // MARK: Text

    private func selectFont(size: Double, bold: Bool) {
        cairo_select_font_face(
            context, Self.family, CAIRO_FONT_SLANT_NORMAL, bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, size)
    }

    /// The width `text` takes in points.
    public func textWidth(_ text: String, size: Double, bold: Bool = false) -> Double {
        selectFont(size: size, bold: bold)
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, text, &extents)
        return extents.x_advance
    }

    /// `text` shortened with an ellipsis so it fits into `maxWidth`.
    public func fitting(_ text: String, maxWidth: Double, size: Double, bold: Bool = false) -> String {
        if textWidth(text, size: size, bold: bold) <= maxWidth { return text }
        var characters = Array(text)
        while !characters.isEmpty {
            characters.removeLast()
            let candidate = String(characters).trimmingCharacters(in: .whitespaces) + "…"
            if textWidth(candidate, size: size, bold: bold) <= maxWidth { return candidate }
        }
        return ""
    }

    /// Draws one line of text with its baseline at `y`.
    public func text(
        _ text: String, x: Double, y: Double, size: Double, bold: Bool = false, colour: Colour = .black,
        alignment: TextAlignment = .left
    ) {
        guard !text.isEmpty else { return }
        let width = textWidth(text, size: size, bold: bold)
        let left: Double
        switch alignment {
        case .left: left = x
        case .right: left = x - width
        case .centre: left = x - width / 2
        }
        setColour(colour)
        cairo_move_to(context, left, y)
        cairo_show_text(context, text)
    }

    /// Breaks `text` into lines no wider than `maxWidth` (at spaces; a word longer than a
    /// line is cut).
    public func wrap(_ text: String, maxWidth: Double, size: Double, bold: Bool = false) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if textWidth(candidate, size: size, bold: bold) <= maxWidth {
                    line = candidate
                } else {
                    if !line.isEmpty { lines.append(line) }
                    line = fitting(String(word), maxWidth: maxWidth, size: size, bold: bold)
                }
            }
            lines.append(line)
        }
        return lines
    }

    // MARK: Shapes

    private func setColour(_ colour: Colour) {
        cairo_set_source_rgb(context, colour.red, colour.green, colour.blue)
    }

    /// Fills a rectangle.
    public func fill(_ box: Box, colour: Colour) {
        setColour(colour)
        cairo_rectangle(context, box.x, box.y, box.width, box.height)
        cairo_fill(context)
    }

    /// Strokes a rectangle's outline.
    public func stroke(_ box: Box, colour: Colour, lineWidth: Double = 0.5) {
        setColour(colour)
        cairo_set_line_width(context, lineWidth)
        cairo_rectangle(context, box.x, box.y, box.width, box.height)
        cairo_stroke(context)
    }

    /// A straight line.
    public func line(fromX: Double, fromY: Double, toX: Double, toY: Double, colour: Colour, lineWidth: Double = 0.5) {
        setColour(colour)
        cairo_set_line_width(context, lineWidth)
        cairo_move_to(context, fromX, fromY)
        cairo_line_to(context, toX, toY)
        cairo_stroke(context)
    }

    /// A ring segment (a slice of a doughnut chart) centred at (`x`, `y`), from `start` to
    /// `end` in fractions of a full turn clockwise from twelve o'clock.
    public func ringSegment(
        x: Double, y: Double, outerRadius: Double, innerRadius: Double, start: Double, end: Double, colour: Colour
    ) {
        let turn = 2 * Double.pi
        let from = start * turn - Double.pi / 2
        let to = end * turn - Double.pi / 2
        setColour(colour)
        cairo_new_path(context)
        cairo_arc(context, x, y, outerRadius, from, to)
        cairo_arc_negative(context, x, y, innerRadius, to, from)
        cairo_close_path(context)
        cairo_fill(context)
    }

    // MARK: Images and pages

    /// Draws an image (JPEG, PNG or TIFF bytes; a JPEG's EXIF orientation applied) scaled to
    /// fit into `box`, centred, at no more than `maxDPI`. Returns the box it took.
    @discardableResult
    public func image(_ bytes: [UInt8], path: String, fitting box: Box, maxDPI: Double = 200) throws -> Box {
        var image = try RasterImage.decode(bytes, path: path)
        let scale = min(box.width / Double(image.width), box.height / Double(image.height))
        let placed = Self.centred(width: Double(image.width) * scale, height: Double(image.height) * scale, in: box)
        // Pixels per point at most maxDPI / 72: fewer pixels, smaller file, same print.
        let wanted = placed.width * maxDPI / 72
        if Double(image.width) > wanted * 1.1 { image = try image.scaled(by: wanted / Double(image.width)) }
        let imageSurface = try Self.surface(of: image, path: path)
        defer { cairo_surface_destroy(imageSurface) }
        // A photo goes into the PDF as JPEG (cairo embeds the attached JPEG stream as it is)
        // rather than as deflated RGB: a report of receipt photos is a tenth of the size. A
        // two-colour scan stays lossless: it is small that way and JPEG would blur its text.
        if image.bitsPerPixel >= 8, let jpeg = try? image.jpegData() {
            Self.attachJPEG(jpeg, to: imageSurface)
        }
        let pixelWidth = Double(cairo_image_surface_get_width(imageSurface))
        let pixelHeight = Double(cairo_image_surface_get_height(imageSurface))
        cairo_save(context)
        cairo_translate(context, placed.x, placed.y)
        cairo_scale(context, placed.width / pixelWidth, placed.height / pixelHeight)
        cairo_set_source_surface(context, imageSurface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_paint(context)
        cairo_restore(context)
        return placed
    }

    /// A cairo RGB24 surface holding `image`'s pixels, filled row by row (no PNG in between:
    /// encoding and decoding one was four fifths of a report's time).
    private static func surface(of image: RasterImage, path: String) throws -> OpaquePointer {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(image.width), Int32(image.height))
        else {
            throw DrawingError.unreadablePage(path: path, reason: "cairo could not make an image surface")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            throw DrawingError.unreadablePage(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        do {
            try image.withRGBRows { row, pixels in
                let destination = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
                if let base = pixels.baseAddress { destination.update(from: base, count: pixels.count) }
            }
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// Attaches `jpeg` to `surface` as its JPEG form, which cairo's PDF output embeds in place
    /// of the pixels; the copy is freed by cairo with the surface.
    private static func attachJPEG(_ jpeg: [UInt8], to surface: OpaquePointer) {
        guard let copy = malloc(jpeg.count) else { return }
        jpeg.withUnsafeBytes { bytes in
            if let base = bytes.baseAddress { _ = memcpy(copy, base, jpeg.count) }
        }
        let status = cairo_surface_set_mime_data(
            surface, "image/jpeg", copy.assumingMemoryBound(to: UInt8.self), UInt(jpeg.count), { free($0) }, copy)
        if status != CAIRO_STATUS_SUCCESS { free(copy) }
    }

    /// How many pages the PDF in `bytes` has.
    public static func pageCount(ofPDF bytes: [UInt8], path: String) throws -> Int {
        try PopplerPages(bytes: bytes, path: path).count
    }

    /// Draws page `number` (1-based) of the PDF in `bytes` as vectors, scaled to fit into
    /// `box`, on white. Returns the box it took.
    @discardableResult
    public func pdfPage(_ bytes: [UInt8], path: String, page number: Int, fitting box: Box) throws -> Box {
        let pages = try PopplerPages(bytes: bytes, path: path)
        guard number >= 1, number <= pages.count,
            let page = poppler_document_get_page(pages.document, Int32(number - 1))
        else { throw DrawingError.unreadablePage(path: path, reason: "no page \(number)") }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var pageWidth = 0.0
        var pageHeight = 0.0
        poppler_page_get_size(page, &pageWidth, &pageHeight)
        guard pageWidth > 0, pageHeight > 0 else {
            throw DrawingError.unreadablePage(path: path, reason: "page \(number) has no size")
        }
        let scale = min(box.width / pageWidth, box.height / pageHeight)
        let placed = Self.centred(width: pageWidth * scale, height: pageHeight * scale, in: box)
        fill(placed, colour: .white)
        cairo_save(context)
        cairo_rectangle(context, placed.x, placed.y, placed.width, placed.height)
        cairo_clip(context)
        cairo_translate(context, placed.x, placed.y)
        cairo_scale(context, scale, scale)
        poppler_page_render_for_printing(page, context)
        cairo_restore(context)
        return placed
    }

    private static func centred(width: Double, height: Double, in box: Box) -> Box {
        Box(x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width: width, height: height)
    }
}

/// A poppler document opened from bytes, closed with this object.
private final class PopplerPages {
    let document: OpaquePointer
    let count: Int

    init(bytes: [UInt8], path: String) throws {
        try SharedLibrary.popplerGlib.open()
        let data = bytes.withUnsafeBufferPointer { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        var error: UnsafeMutablePointer<GError>? = nil
        guard let document = poppler_document_new_from_bytes(data, nil, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "poppler cannot open it"
            g_clear_error(&error)
            throw DrawingError.unreadablePage(path: path, reason: reason)
        }
        self.document = document
        self.count = Int(poppler_document_get_n_pages(document))
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(document))
    }
}
