/// Something an OCR engine could not do while a file was read, so that the page was read
/// without it: the file is still kept and its fields read from what the other engine read, but
/// the user is told, and no field is made sure on evidence the failed engine would have given
/// (the rules that need two engines' readings see one).
public enum ReadingShortfall: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The deep-learning engine could not be loaded (a damaged model, an ONNX Runtime that does
    /// not open, a folder `VAULT_PPOCR_DIR` names that lacks its files).
    case deepEngineUnavailable(reason: String)
    /// The deep-learning engine could not read page `page` (an allocation that failed, a model
    /// run that failed, a picture that could not be decoded for it).
    case deepEngineFailed(page: Int, reason: String)
    /// One of Tesseract's further looks at the file (named by `look`: `the second reading`,
    /// `the reading in deu`) could not be taken; the first reading stands for it.
    case lookFailed(look: String, reason: String)
    /// A step of preparing a page for Tesseract (named by `step`: `cropping to the paper`,
    /// `levelling the lines`) was left out; the page was read without it.
    case stepLeftOut(step: String, reason: String)

    /// One plain sentence for the user.
    public var description: String {
        switch self {
        case .deepEngineUnavailable(let reason):
            "the deep-learning engine could not be loaded (\(reason)); read by Tesseract alone"
        case .deepEngineFailed(let page, let reason):
            "the deep-learning engine could not read page \(page): \(reason); read by Tesseract alone"
        case .lookFailed(let look, let reason):
            "\(look) could not be taken: \(reason); the first reading stands"
        case .stepLeftOut(let step, let reason):
            "\(step) was left out: \(reason)"
        }
    }

    /// Whether an allocation that failed is the reason.
    public var isOutOfMemory: Bool {
        switch self {
        case .deepEngineUnavailable(let reason), .deepEngineFailed(_, let reason), .lookFailed(_, let reason),
            .stepLeftOut(_, let reason):
            reason == Self.outOfMemory
        }
    }

    /// A file's warning and what could not be done reading it (each already said), in one
    /// line; nil for neither.
    public static func oneLine(warning: String?, shortfalls: [String]) -> String? {
        let parts = [warning].compactMap { $0 } + shortfalls
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// The reason given for an allocation that failed.
    static let outOfMemory = "out of memory"

    /// `error` as a short reason: `out of memory` for an allocation that failed (whatever
    /// library said so), else its first line, cut at 200 characters.
    public static func reason(_ error: any Error) -> String {
        let message = "\(error)"
        if AllocationFailure.mentioned(in: message) { return outOfMemory }
        let line = message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? message
        return line.count > 200 ? String(line.prefix(199)) + "…" : line
    }
}

extension [ReadingShortfall] {
    /// Adds `shortfall` unless it is here already (a step that fails on every page is said once).
    public mutating func note(_ shortfall: ReadingShortfall) {
        if !contains(shortfall) { append(shortfall) }
    }
}

/// How the libraries vault reads with say that an allocation failed.
public enum AllocationFailure {
    /// The words of a failed allocation: the Swift runtime's, C++'s `bad_alloc`, glibc's, ONNX
    /// Runtime's arena (`Failed to allocate memory for requested buffer`) or a library's own
    /// (Leptonica's `pix_malloc fail`).
    static let phrases = [
        "could not allocate", "failed to allocate", "bad_alloc", "out of memory", "cannot allocate memory",
        "malloc fail",
    ]

    /// Whether `text` (an error, or a process's last words) says an allocation failed.
    public static func mentioned(in text: String) -> Bool {
        let lowered = text.lowercased()
        return phrases.contains { lowered.contains($0) }
    }
}
