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
            tesseract: version(of: .tesseract) { TessVersion() },
            leptonica: leptonicaVersion,
            poppler: version(of: .popplerGlib) { poppler_get_version() },
            tessdata: folder,
            languages: Tessdata.languages(in: folder))
    }

    /// What `library` says its version is, or why it cannot be asked.
    private static func version(of library: SharedLibrary, _ ask: () -> UnsafePointer<CChar>?) -> String {
        do {
            try library.open()
        } catch {
            return "not available (\(error))"
        }
        return ask().map { String(cString: $0) } ?? "unknown"
    }
}
