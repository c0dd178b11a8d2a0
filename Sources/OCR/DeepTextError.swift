/// Everything that can stop the second OCR engine (PP-OCR's detector and recognizer run by ONNX
/// Runtime, see ``DeepTextReader``).
public enum DeepTextError: Error, CustomStringConvertible, Equatable, Sendable {
    /// No folder holds the models and ONNX Runtime: `scripts/setup.sh` installs them.
    case notInstalled(searched: [String])
    /// ONNX Runtime's library could not be opened.
    case runtimeUnavailable(library: String, reason: String)
    /// A model file could not be loaded.
    case modelUnloadable(model: String, reason: String)
    /// Running a model failed, or it answered with a tensor of an unexpected shape.
    case inferenceFailed(model: String, reason: String)
    /// The recognizer carries no character list in its metadata.
    case missingCharacterList(model: String)

    public var description: String {
        switch self {
        case .notInstalled(let searched):
            return "the PP-OCR engine is not installed (looked in \(searched.joined(separator: ", "))); "
                + "run scripts/setup.sh, or set VAULT_PPOCR_DIR to the folder that holds it"
        case .runtimeUnavailable(let library, let reason):
            return "cannot open ONNX Runtime (\(library)): \(reason)"
        case .modelUnloadable(let model, let reason):
            return "cannot load the model \(model): \(reason)"
        case .inferenceFailed(let model, let reason):
            return "running the model \(model) failed: \(reason)"
        case .missingCharacterList(let model):
            return "the recognizer \(model) lists no characters in its metadata ('character')"
        }
    }
}
