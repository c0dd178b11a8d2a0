/// A text cell of a CSV file vault writes, made safe to open in a spreadsheet.
///
/// A merchant, note or file name comes from a receipt, an e-invoice or a web form, and a
/// spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` (or a tab or carriage return
/// before one) as a formula: `=HYPERLINK(...)` would reach the network. Such a text cell gets a
/// leading `'` (OWASP's rule for CSV injection), which spreadsheets show as text. Amounts are
/// not text cells: a negative total (`-12.50`) stays a number.
public enum CSVCell {
    /// The characters a spreadsheet may read as the start of a formula.
    static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    /// `text`, with a `'` in front when it could be read as a formula.
    public static func text(_ text: String) -> String {
        guard let first = text.first, formulaStarts.contains(first) || text.unicodeScalars.first == "\r" else {
            return text
        }
        return "'" + text
    }
}
