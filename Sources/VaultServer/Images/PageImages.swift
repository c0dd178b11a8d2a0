import Foundation
import NIOCore
import OCR
import Synchronization
import Vault

/// Pictures of documents for the browser: images as they are stored (TIFF, which browsers do
/// not show, as PNG), PDF pages rendered to PNG by poppler. Rendered pages are cached in
/// memory; rendering runs on its own serial queue, never on the server's threads.
final class PageImages: Sendable {
    /// A page picture and its type.
    struct Picture: Sendable {
        var bytes: ByteBuffer
        var type: String
    }

    /// The space evidence boxes of a page are measured in, and its page number.
    struct Canvas: Sendable, Equatable {
        var page: Int
        var width: Int
        var height: Int
    }

    /// Resolution PDF pages are rendered at for the browser.
    static let renderDPI = 110.0
    private static let cacheLimit = 48

    private let vault: Vault
    private let queue = DispatchQueue(label: "vault.serve.render")
    private let cache = Mutex<[String: Picture]>([:])
    private let canvases = Mutex<[String: Canvas]>([:])

    init(vault: Vault) {
        self.vault = vault
    }

    /// Page `number` of document `id` as a picture, or nil when the document has no such page
    /// or is not a picture (an XML e-invoice).
    func picture(documentId id: Int64, page number: Int) async throws -> Picture? {
        let document = try vault.document(id: id)
        guard number >= 1, number <= max(1, document.pageCount) else { return nil }
        let key = "\(id)/\(number)"
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let url = try vault.objectURL(of: document)
        let picture: Picture?
        switch document.mediaType {
        case .jpeg, .png:
            guard number == 1 else { return nil }
            let data = try Data(contentsOf: url)
            return Picture(bytes: ByteBuffer(bytes: data), type: document.mediaType.rawValue)
        case .tiff:
            guard number == 1 else { return nil }
            picture = try await onQueue {
                Picture(
                    bytes: ByteBuffer(bytes: try RasterImage.load(contentsOf: url.path).pngData()), type: "image/png")
            }
        case .pdf:
            picture = try await onQueue {
                let image = try PDFDocument(path: url.path).render(page: number, dpi: Self.renderDPI)
                return Picture(bytes: ByteBuffer(bytes: try image.pngData()), type: "image/png")
            }
        case .xml, .mail, .html:
            return nil
        }
        if let picture {
            cache.withLock { cache in
                if cache.count >= Self.cacheLimit { cache.removeAll() }
                cache[key] = picture
            }
        }
        return picture
    }

    /// The coordinate space of page `number`'s evidence boxes: the image as the reader saw it
    /// (EXIF orientation applied, within the pixel budget), a PDF page's points for its text
    /// layer, or its pixels as rendered for OCR.
    func canvas(of document: StoredDocument, page number: Int) async throws -> Canvas? {
        guard let id = document.id else { return nil }
        let key = "\(id)/\(number)"
        if let known = canvases.withLock({ $0[key] }) { return known }
        let url = try vault.objectURL(of: document)
        let read = try vault.applyingSettings(to: ReadOptions())
        let pages = try vault.pages(ofDocument: id)
        let source = pages.first { $0.number == number }?.source
        let canvas: Canvas? = try await onQueue {
            switch document.mediaType {
            case .jpeg, .png, .tiff:
                let image = try RasterImage.load(contentsOf: url.path, budget: read.pixelBudget)
                return Canvas(page: number, width: image.width, height: image.height)
            case .pdf:
                let pdf = try PDFDocument(path: url.path)
                if source == .pdfText {
                    let size = try pdf.pageSize(number)
                    return Canvas(
                        page: number, width: Int(size.width.rounded()), height: Int(size.height.rounded()))
                }
                let size = try pdf.renderedSize(
                    page: number, dpi: read.renderDPI, maxPixels: read.pixelBudget.pixels)
                return Canvas(page: number, width: size.width, height: size.height)
            case .xml, .mail, .html:
                return nil
            }
        }
        if let canvas { canvases.withLock { $0[key] = canvas } }
        return canvas
    }

    private func onQueue<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Result { try work() }) }
        }
    }
}
