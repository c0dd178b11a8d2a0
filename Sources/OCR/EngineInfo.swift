import CLeptonica
import CPoppler
import CTesseract

/// Versions of the libraries vault reads with, and where its language data lives.
public struct EngineInfo: Sendable, Codable {
    public var tesseract: String
    public var leptonica: String
    public var poppler: String
    public var tessdata: String
    public var languages: [String]

    /// Asks the linked libraries for their versions.
    public static func current() -> EngineInfo {
        let folder = Tessdata.folder()
        var leptonicaVersion = "unknown"
        if let version = getLeptonicaVersion() {
            leptonicaVersion = String(cString: version)
            lept_free(version)
        }
        return EngineInfo(
            tesseract: TessVersion().map { String(cString: $0) } ?? "unknown",
            leptonica: leptonicaVersion,
            poppler: poppler_get_version().map { String(cString: $0) } ?? "unknown",
            tessdata: folder,
            languages: Tessdata.languages(in: folder))
    }
}
