// The receipt parser (merchant, total, currency, date, kind, the date in a document number) on
// arbitrary text: each line of the input is one recognized line with made-up boxes, as OCR
// would give it.
@testable import Vault

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
    var draft = ReceiptParser.parse([page])
    // The date a document number opens with, as `ReceiptReader.read` weighs it after the parse.
    NumberDate.settle(&draft, pages: [page])
    _ = ConfidenceCalibration.calibrated(draft)
    _ = KindClassifier.decide(pages: [page], draft: draft)
    return 0
}
