import Foundation
import Reading
import Vault

/// Pages recorded by `vault ocr --json`, read back so the parser can be re-run without OCR.
enum RecordedOCR {
    private struct File: Decodable {
        var file: String
        var pages: [Page]?
        var error: String?
    }

    private struct Page: Decodable {
        var number, width, height, rotation: Int
        var skew: Double?
        /// Where the page's text came from; recordings made before it was written are OCR.
        var source: TextSource?
        var lines: [RecognizedLine]
    }

    static func outcomes(path: String) throws -> [ScanOutcome] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try JSONDecoder().decode([File].self, from: data).map { file in
            guard let pages = file.pages else { return ScanOutcome(file: file.file, error: file.error ?? "no pages") }
            let recognized = pages.map {
                RecognizedPage(
                    number: $0.number, width: $0.width, height: $0.height, source: $0.source ?? .ocr,
                    rotation: $0.rotation / 90, skew: $0.skew, lines: $0.lines)
            }
            return ScanOutcome(file: file.file, understanding: DocumentPipeline.understand(pages: recognized))
        }
    }
}
