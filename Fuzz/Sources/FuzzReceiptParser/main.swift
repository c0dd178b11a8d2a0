// The whole reading pipeline (receipt fields, the date in a document number, calibration,
// kind, the invoice rules and a booking's bookings) on arbitrary text: each line of the input
// is one recognized line with made-up boxes, as OCR would give it.
import OCR
import Reading

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReceiptParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
        let words = line.split(separator: " ").enumerated().map { column, word in
            RecognizedWord(
                text: String(word), box: BoundingBox(x: column * 60, y: index * 30, width: 50, height: 20),
                confidence: 0.9)
        }
        return RecognizedLine(
            text: String(line), box: BoundingBox(x: 0, y: index * 30, width: 600, height: 20), confidence: 0.9,
            words: words)
    }
    let page = RecognizedPage(number: 1, width: 620, height: 30 * max(lines.count, 1), source: .ocr, lines: lines)
    // The same path import takes, less the second looks at the picture (there is none).
    _ = DocumentPipeline.understand(pages: [page])
    return 0
}
