import Foundation

/// vault's second OCR engine: PaddleOCR's PP-OCRv4 text detector and recognizer, run offline by
/// ONNX Runtime from the files `scripts/setup.sh` installs (``DeepTextInstallation``).
///
/// A page is read in four steps: the detector finds the text regions (rotated rectangles); each
/// region is cut out level and read by the recognizer; the regions are grouped into lines along
/// the text's slope (``SlopedLineGrouping``); and each line is cut into words at the spaces the
/// recognizer read and at wide gaps between characters (``WordAssembly``). The result has the
/// same shape as Tesseract's: lines of words, each with a box and a confidence.
///
/// Unlike Tesseract it does not turn pages upright: give it the picture as a person would look
/// at it (``RasterImage/load(contentsOf:budget:)`` applies a photo's EXIF orientation). One
/// reader holds both loaded models; use it from one thread at a time.
public final class DeepTextReader {
    private let detector: TextDetector
    private let recognizer: TextLineRecognizer
    /// Regions read with a lower mean confidence are dropped (PP-OCR's default, 0.5).
    public var minimumRegionConfidence = 0.5
    /// Turns at the detector shared with other processes (see ``DetectorTurns``); nil runs it
    /// at once.
    public var detectorTurns: DetectorTurns?

    /// Loads the models from `installation` (by default the one ``DeepTextInstallation/locate(environment:)``
    /// finds), each run with `threads` threads.
    public init(installation: DeepTextInstallation? = nil, threads: Int = 1) throws(DeepTextError) {
        let files: DeepTextInstallation
        if let installation {
            files = installation
        } else {
            files = try DeepTextInstallation.locate()
        }
        detector = TextDetector(
            session: try InferenceSession(library: files.library, model: files.detector, threads: threads))
        recognizer = try TextLineRecognizer(
            session: try InferenceSession(library: files.library, model: files.recognizer, threads: threads))
    }

    /// Reads an image file (JPEG, PNG or TIFF) as one page.
    public func read(path: String, budget: PixelBudget = .standard) throws -> RecognizedPage {
        try recognize(
            loading: { try RasterImage.load(contentsOf: path, budget: budget) }, pageNumber: 1, quarterTurns: 0)
    }

    /// Reads one page. Throws ``DeepTextError`` when a model fails and ``OCRError`` when the
    /// image's pixels cannot be read.
    public func recognize(_ image: RasterImage, pageNumber: Int) throws -> RecognizedPage {
        try recognize(try ColorPixels(image), pageNumber: pageNumber)
    }

    /// Reads one page from its pixels in the models' channel order; `help` lends the
    /// recognizer a waiting thread.
    func recognize(_ pixels: ColorPixels, pageNumber: Int, help: RecognizerHelp? = nil) throws -> RecognizedPage {
        let detector = self.detector
        let quads =
            try detectorTurns?.run { () throws(DeepTextError) in try detector.detect(pixels) }
            ?? detector.detect(pixels)
        let regions = try recognizer.read(quads, in: pixels, help: help).filter {
            !$0.characters.isEmpty && $0.confidence >= minimumRegionConfidence
        }
        let assembly = WordAssembly()
        let grouped = SlopedLineGrouping().lines(regions)
        let pagePitch =
            WordAssembly.medianPitch(regions)
            ?? (regions.map(\.quad.height).sorted().dropFirst(regions.count / 2).first ?? 20) / 2
        let lines = grouped.compactMap { assembly.line($0, fallbackPitch: pagePitch) }
        return RecognizedPage(
            number: pageNumber, width: pixels.width, height: pixels.height, source: .ocr, lines: lines)
    }
}
