import Foundation

/// A money amount found in a line of text.
struct Amount: Sendable, Hashable {
    /// The value, exact. Negative when printed with a minus (`-5.00`, `5.00-`).
    var value: Decimal
    /// Digits after the decimal separator as printed (0 for `1.234` read as thousands).
    var decimals: Int
    /// Character offsets of the number in the line's text.
    var start: Int
    var end: Int
    /// ISO code of a currency symbol or code printed right next to the number, if any.
    var currency: String?
    /// Read with repairs (a space inside the number, a lost point): less certain.
    var repaired: Bool
    /// A letter was taken for one of its digits (`S.18` read as 5.18).
    var lettersAsDigits = false

    /// Whether it looks like money rather than a count or a code: it has decimals.
    var hasCents: Bool { decimals == 2 }
}
