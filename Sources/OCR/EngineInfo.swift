import CLeptonica
import CPoppler
import CTesseract
import Foundation

/// Versions of the libraries vault reads with, and where its language data lives.
public struct EngineInfo: Sendable, Codable {
    public var tesseract: String
    public var leptonica: String
    public var poppler: String
    public var tessdata: String
    public var languages: [String]
    /// The deep-learning engine for photos (``DeepTextReader``): where it is installed and its
    /// version, or that it is not installed.
    public var deepText: String

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
            languages: Tessdata.languages(in: folder), deepText: deepTextDescription())
    }

    /// Where the deep-learning engine is and its version, or what its absence means.
    private static func deepTextDescription() -> String {
        guard let installation = try? DeepTextInstallation.locate() else {
            return "not installed: photos are read by Tesseract alone (scripts/setup.sh installs it)"
        }
        let version = (try? String(contentsOfFile: installation.folder + "/VERSION", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return installation.folder + (version.map { " (\($0))" } ?? "")
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
