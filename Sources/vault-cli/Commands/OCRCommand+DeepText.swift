import ArgumentParser
import Foundation
import OCR

/// The engines `vault ocr --engine` chooses from.
enum OCREngine: String, ExpressibleByArgument, CaseIterable {
    case tesseract
    case ppocr
}

extension OCRCommand {
    /// `vault ocr --engine ppocr`: each image read by PP-OCR, printed as text or as the JSON that
    /// `vault scan --from-ocr-json` reads.
    func runDeepText() throws {
        let reader = try DeepTextReader(threads: threads ?? ProcessInfo.processInfo.activeProcessorCount)
        try readEach { file in
            let page = try reader.read(path: file)
            return (OCRFileResult(file: file, deepTextPage: page), SafeOutput.escaped(page.text))
        }
    }
}

extension OCRFileResult {
    init(file: String, deepTextPage page: RecognizedPage) {
        self.init(file: file, error: "")
        error = nil
        engine = OCREngine.ppocr.rawValue
        textSource = page.source.rawValue
        pages = [PageJSON(page)]
    }
}
