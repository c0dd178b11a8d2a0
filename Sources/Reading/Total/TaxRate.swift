import Foundation

/// The tax rate a line prints (`GST @ 6%`, `incl. 19,00% MwSt`).
enum TaxRate {
    /// The rate in percent, or nil when the line prints none.
    static func printed(in text: String) -> Decimal? {
        // A regex literal is compiled each time it is evaluated: most lines print no `%`
        // (looked for by its byte: `String.contains` of a string is Foundation's search).
        guard text.utf8.contains(UInt8(ascii: "%")), let match = text.firstMatch(of: /(\d{1,2}(?:[.,]\d{1,2})?)\s?%/),
            let rate = Decimal(string: String(match.1).replacingOccurrences(of: ",", with: ".")), rate > 0
        else { return nil }
        return rate
    }

    /// Whether `amount` is `exact` to the cent: what a till prints for it, rounded either way.
    static func isToTheCent(_ amount: Decimal, _ exact: Decimal) -> Bool {
        let cent = Decimal(1) / 100
        return abs(exact - amount) <= cent / 2 + cent / 100
    }
}
