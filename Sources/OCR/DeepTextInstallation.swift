import Foundation

/// Where the second OCR engine's files are: ONNX Runtime's shared library and PP-OCRv4's detector
/// and recognizer models, in one folder that `scripts/setup-ppocr.sh` fills. vault never downloads
/// them itself.
///
/// The folder is `$VAULT_PPOCR_DIR` when set, else the first of `<prefix>/lib/vault/ppocr` beside
/// the running executable's `bin/`, `/usr/local/lib/vault/ppocr` and `/usr/lib/vault/ppocr` that
/// holds all three files.
public struct DeepTextInstallation: Sendable, Equatable {
    /// The environment variable that names the folder.
    public static let environmentVariable = "VAULT_PPOCR_DIR"
    static let libraryName = "libonnxruntime.so.1.28.0"
    static let detectorName = "ch_PP-OCRv4_det_infer.onnx"
    static let recognizerName = "ch_PP-OCRv4_rec_infer.onnx"

    public var folder: String
    public var library: String { folder + "/" + Self.libraryName }
    public var detector: String { folder + "/" + Self.detectorName }
    public var recognizer: String { folder + "/" + Self.recognizerName }

    public init(folder: String) {
        self.folder = folder
    }

    /// The folders looked in, in order.
    public static func candidates(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        if let explicit = environment[environmentVariable], !explicit.isEmpty { return [explicit] }
        var folders: [String] = []
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let prefix = executable.deletingLastPathComponent().deletingLastPathComponent()
        if executable.deletingLastPathComponent().lastPathComponent == "bin" {
            folders.append(prefix.appendingPathComponent("lib/vault/ppocr").path)
        }
        folders += ["/usr/local/lib/vault/ppocr", "/usr/lib/vault/ppocr"]
        return folders
    }

    /// Whether the engine is to be found here: `scripts/setup.sh` installs it on x86-64 (the
    /// machines it has a pinned ONNX Runtime wheel for); elsewhere, whether it was installed.
    public static var expectedHere: Bool {
        #if arch(x86_64)
            true
        #else
            (try? locate()) != nil
        #endif
    }

    /// The first folder that holds the library and both models.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(DeepTextError) -> DeepTextInstallation
    {
        let folders = candidates(environment: environment)
        for folder in folders {
            let installation = DeepTextInstallation(folder: folder)
            let files = [installation.library, installation.detector, installation.recognizer]
            if files.allSatisfy({ FileManager.default.isReadableFile(atPath: $0) }) { return installation }
        }
        throw .notInstalled(searched: folders)
    }
}
