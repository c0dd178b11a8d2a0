import CLeptonica
import CTesseract

/// What Tesseract's orientation detection concluded about a page.
public struct DetectedOrientation: Sendable, Equatable {
    /// Clockwise quarter turns that make the page upright (0...3).
    public var correctionQuarterTurns: Int
    /// Tesseract's confidence; values above ~2 are trustworthy.
    public var confidence: Double
}

/// Detects whether a page is sideways or upside down (Tesseract OSD, `osd.traineddata`).
/// One instance per thread, like ``TextRecognizer``.
public final class OrientationDetector {
    private let api: OpaquePointer

    /// Starts the detector; throws when `osd.traineddata` is not installed.
    public init(tessdata: String? = nil) throws {
        try SharedLibrary.tesseract.open()
        let folder = tessdata ?? Tessdata.folder()
        let installed = Tessdata.languages(in: folder)
        guard installed.contains("osd"), let api = TessBaseAPICreate() else {
            throw OCRError.languageUnavailable(languages: "osd", tessdata: folder, available: installed)
        }
        guard TessBaseAPIInit3(api, folder, "osd") == 0 else {
            TessBaseAPIDelete(api)
            throw OCRError.languageUnavailable(languages: "osd", tessdata: folder, available: installed)
        }
        TessBaseAPISetVariable(api, "debug_file", "/dev/null")
        TessBaseAPISetPageSegMode(api, PSM_OSD_ONLY)
        self.api = api
    }

    deinit {
        TessBaseAPIEnd(api)
        TessBaseAPIDelete(api)
    }

    /// Detects the orientation of `image`; `nil` when there is too little text to tell.
    public func detect(_ image: RasterImage) -> DetectedOrientation? {
        TessBaseAPISetImage2(api, image.pix)
        TesseractCopy.share(image, api: api)
        TessBaseAPISetSourceResolution(api, Int32(image.resolution ?? 300))
        defer { TessBaseAPIClear(api) }
        var degrees: Int32 = 0
        var confidence: Float = 0
        var script: UnsafePointer<CChar>? = nil
        var scriptConfidence: Float = 0
        guard
            TessBaseAPIDetectOrientationScript(
                api, &degrees, &confidence, &script, &scriptConfidence) != 0
        else { return nil }
        // Tesseract reports the page's orientation as the counter-clockwise turn that makes
        // it upright (a page turned 90° clockwise reports 90); convert to clockwise turns.
        let turns = (4 - ((Int(degrees) / 90) % 4 + 4) % 4) % 4
        return DetectedOrientation(correctionQuarterTurns: turns, confidence: Double(confidence))
    }
}
