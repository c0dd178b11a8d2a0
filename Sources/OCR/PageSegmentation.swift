/// How Tesseract splits a page into text before reading it (its `--psm`).
public enum PageSegmentation: Int, Sendable, CaseIterable, Codable {
    /// Fully automatic layout analysis (psm 3): best for multi-column documents.
    case automatic = 3
    /// One column of text of varying sizes (psm 4).
    case singleColumn = 4
    /// One uniform block of text (psm 6): best for receipts, keeps item and price on one line.
    case singleBlock = 6
    /// One line of text (psm 7): for reading a single line again on its own.
    case singleLine = 7
    /// As much text as possible in no particular order (psm 11).
    case sparse = 11

    /// Parses a psm number or a name such as `block`.
    public init?(argument: String) {
        switch argument.lowercased() {
        case "3", "auto", "automatic": self = .automatic
        case "4", "column", "single-column": self = .singleColumn
        case "6", "block", "single-block": self = .singleBlock
        case "7", "line", "single-line": self = .singleLine
        case "11", "sparse": self = .sparse
        default: return nil
        }
    }
}
