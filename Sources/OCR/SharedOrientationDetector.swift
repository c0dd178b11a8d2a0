import Foundation

/// One orientation detector for the whole process, used by one reader at a time.
///
/// Tesseract's orientation model takes about 40 MB once loaded and is asked only about pages
/// that read poorly, so the readers of all workers share one instead of loading their own.
final class SharedOrientationDetector: @unchecked Sendable {
    static let shared = SharedOrientationDetector()

    private let lock = NSLock()
    /// Per tessdata folder: the detector, or why it could not be started.
    private var detectors: [String: Result<OrientationDetector, any Error>] = [:]

    /// What the detector of `tessdata` says about `image`; nil when it cannot tell or
    /// `osd.traineddata` is not installed. Throws when it is installed but Tesseract could not
    /// start the detector (an allocation that failed): the orientation goes unchecked.
    func detect(_ image: RasterImage, tessdata: String) throws -> DetectedOrientation? {
        lock.lock()
        defer { lock.unlock() }
        let detector = detectors[tessdata] ?? Result { try OrientationDetector(tessdata: tessdata) }
        detectors[tessdata] = detector
        switch detector {
        case .success(let detector):
            return detector.detect(image)
        case .failure(let error):
            guard Tessdata.languages(in: tessdata).contains("osd") else { return nil }
            throw error
        }
    }
}
