import Foundation

/// One orientation detector for the whole process, used by one reader at a time.
///
/// Tesseract's orientation model takes about 40 MB once loaded and is asked only about pages
/// that read poorly, so the readers of all workers share one instead of loading their own.
final class SharedOrientationDetector: @unchecked Sendable {
    static let shared = SharedOrientationDetector()

    private let lock = NSLock()
    /// Per tessdata folder: the detector, or nil when `osd.traineddata` is not there.
    private var detectors: [String: OrientationDetector?] = [:]

    /// What the detector of `tessdata` says about `image`; nil when it cannot tell or is not
    /// installed.
    func detect(_ image: RasterImage, tessdata: String) -> DetectedOrientation? {
        lock.lock()
        defer { lock.unlock() }
        if detectors[tessdata] == nil {
            detectors[tessdata] = .some(try? OrientationDetector(tessdata: tessdata))
        }
        guard let detector = detectors[tessdata] ?? nil else { return nil }
        return detector.detect(image)
    }
}
