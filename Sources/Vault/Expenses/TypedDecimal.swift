import Foundation
import Reading

/// A number as a person types it: `12.30`, or with a decimal comma `12,30` as receipts in much
/// of the world print it. A comma followed by exactly three digits (`1,200`) is refused: it reads
/// as a thousands separator in English and as a decimal comma elsewhere (`0,920` is a fraction
/// either way, so it is read).
public enum TypedDecimal {
    /// The value of `text` (spaces around it ignored), or nil when it is no such number.
    public static func parse(_ text: String) -> Decimal? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.contains(",") else { return Money.parseDecimal(trimmed) }
        let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, !trimmed.contains("."), parts[1].count != 3 || parts[0] == "0" else { return nil }
        return Money.parseDecimal("\(parts[0]).\(parts[1])")
    }
}
