import Foundation
import OCR
import Reading
import Vault

/// Pages recorded by `vault ocr --json`, read back so the parser can be re-run without OCR.
enum RecordedOCR {
    fileprivate struct File: Decodable {
        var file: String
        var pages: [Page]?
        var error: String?
        /// The day the photo was taken (`YYYY-MM-DD`), where the file's EXIF block says.
        var photoDay: String?
        /// The file's type as read from its content (`image/jpeg`).
        var mediaType: String?
        /// The engine that read the pages when it was not Tesseract (`ppocr`).
        var engine: String?
    }

    fileprivate struct Page: Decodable {
        var number, width, height, rotation: Int
        var skew: Double?
        /// Where the page's text came from; recordings made before it was written are OCR.
        var source: TextSource?
        var lines: [RecognizedLine]
    }

    /// The recorded files of `path` understood; with `other`, each file's pages are checked by
    /// the same file's pages in `other`, another engine's recording (`EngineAgreement`).
    /// `dictionary` is the OCR engine's word list, as a live reading mends names with it.
    static func outcomes(
        path: String, other: String? = nil, dictionary: ((String) -> Bool)? = nil
    ) throws -> [ScanOutcome] {
        let otherPages = try other.map { try pagesByFile(in: $0) } ?? [:]
        return try files(in: path).map { file in
            guard let pages = file.recognizedPages else {
                return ScanOutcome(file: file.file, error: file.error ?? "no pages")
            }
            let other = otherPages[file.file]
            // Tesseract's reading alone, as `vault scan --tesseract-only` reads the file.
            let alone =
                other == nil && file.engine == nil
                && file.mediaType.flatMap(MediaType.init(rawValue:)).map {
                    ReceiptReader.readsPoorly(pages: pages, mediaType: $0)
                } == true
            let understanding = DocumentPipeline.understand(
                pages: pages, otherReading: other, takenOn: file.photoDay.flatMap { CalendarDate(iso: $0) },
                photoReadAlone: alone, dictionary: dictionary)
            return ScanOutcome(file: file.file, understanding: understanding)
        }
    }

    /// The recorded files of `path` with their pages (nil with the error for a file that was
    /// not read) and the day each photo was taken.
    static func recordings(path: String) throws -> [(
        file: String, pages: [RecognizedPage]?, error: String?, takenOn: CalendarDate?
    )] {
        try files(in: path).map { file in
            (file.file, file.recognizedPages, file.error, file.photoDay.flatMap { CalendarDate(iso: $0) })
        }
    }

    private static func files(in path: String) throws -> [File] {
        try JSONDecoder().decode([File].self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    private static func pagesByFile(in path: String) throws -> [String: [RecognizedPage]] {
        var pages: [String: [RecognizedPage]] = [:]
        for file in try files(in: path) { pages[file.file] = file.recognizedPages }
        return pages
    }
}

extension RecordedOCR.File {
    /// The file's pages as `DocumentPipeline` takes them; nil when the file was not read.
    fileprivate var recognizedPages: [RecognizedPage]? {
        pages?.map {
            RecognizedPage(
                number: $0.number, width: $0.width, height: $0.height, source: $0.source ?? .ocr,
                rotation: $0.rotation / 90, skew: $0.skew, lines: $0.lines)
        }
    }
}
