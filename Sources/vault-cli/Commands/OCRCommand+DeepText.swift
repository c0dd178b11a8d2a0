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
        let progress = ProgressLine(total: files.count)
        var results: [OCRFileResult] = []
        var failures = 0
        for (index, file) in files.enumerated() {
            progress.update(index, file)
            do {
                let page = try reader.read(path: file)
                results.append(OCRFileResult(file: file, deepTextPage: page))
                if !json {
                    progress.finish()
                    if files.count > 1 { print(index == 0 ? "==> \(file) <==" : "\n==> \(file) <==") }
                    print(page.text)
                }
            } catch {
                failures += 1
                progress.finish()
                Terminal.error(error)
                results.append(OCRFileResult(file: file, error: "\(error)"))
            }
        }
        progress.finish()
        if json { try Terminal.printJSON(results) }
        if failures > 0 { throw ExitCode(ExitStatus.someFilesFailed) }
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
