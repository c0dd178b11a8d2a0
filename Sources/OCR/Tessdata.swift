import Foundation

/// Finds Tesseract's language data folder (`*.traineddata`).
public enum Tessdata {
    /// Folders searched in order after `$TESSDATA_PREFIX`.
    static let standardFolders = [
        "/usr/share/tesseract-ocr/5/tessdata",
        "/usr/share/tesseract-ocr/4.00/tessdata",
        "/usr/share/tessdata",
        "/usr/local/share/tessdata",
        "/opt/homebrew/share/tessdata",
    ]

    /// The folder holding the language files: `$TESSDATA_PREFIX` (the folder itself or its
    /// parent of `tessdata/`) when set, else the first standard folder that has any.
    public static func folder(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String
    {
        var candidates: [String] = []
        if let prefix = environment["TESSDATA_PREFIX"], !prefix.isEmpty {
            candidates += [prefix, (prefix as NSString).appendingPathComponent("tessdata")]
        }
        candidates += standardFolders
        return candidates.first { !languages(in: $0).isEmpty } ?? standardFolders[0]
    }

    /// Throws ``OCRError/languageUnavailable(languages:tessdata:available:)`` unless every
    /// language of `languages` (`eng`, `eng+deu`) is installed in `folder`.
    public static func requireInstalled(_ languages: String, in folder: String = folder()) throws {
        let installed = Self.languages(in: folder)
        let wanted = languages.split(separator: "+").map(String.init)
        let missing = wanted.filter { !installed.contains($0) }
        guard !wanted.isEmpty, missing.isEmpty else {
            // Name only the languages that are missing, not the whole `eng+xx`.
            throw OCRError.languageUnavailable(
                languages: missing.isEmpty ? languages : missing.joined(separator: "+"), tessdata: folder,
                available: installed)
        }
    }

    /// The languages installed in `folder` (file names without `.traineddata`).
    public static func languages(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".traineddata") }
            .map { String($0.dropLast(".traineddata".count)) }
            .sorted()
    }
}
