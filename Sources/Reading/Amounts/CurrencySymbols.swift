/// Currency symbols and codes as printed on receipts, and the ISO 4217 code each stands for.
enum CurrencySymbols {
    /// Symbols that are unambiguous wherever they appear next to a number.
    static let symbols: [String: String] = [
        "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR", "₩": "KRW", "₺": "TRY", "₽": "RUB",
        "₫": "VND", "฿": "THB", "₱": "PHP", "₪": "ILS", "zł": "PLN", "Kč": "CZK",
    ]

    /// Printed codes and local abbreviations (upper-cased) that name a currency.
    static let codes: [String: String] = [
        "RM": "MYR", "MYR": "MYR", "EUR": "EUR", "EURO": "EUR", "USD": "USD", "US$": "USD",
        "GBP": "GBP", "CHF": "CHF", "SFR": "CHF", "FR.": "CHF", "SEK": "SEK", "NOK": "NOK",
        "DKK": "DKK", "CZK": "CZK", "PLN": "PLN", "HUF": "HUF", "JPY": "JPY", "CAD": "CAD",
        "C$": "CAD", "AUD": "AUD", "A$": "AUD", "NZD": "NZD", "SGD": "SGD", "S$": "SGD",
        "HKD": "HKD", "HK$": "HKD", "CNY": "CNY", "RMB": "CNY", "INR": "INR", "IDR": "IDR",
        "THB": "THB", "KWD": "KWD", "AED": "AED", "TRY": "TRY", "ISK": "ISK",
        "RON": "RON", "BGN": "BGN", "ZAR": "ZAR", "MXN": "MXN", "BRL": "BRL", "MAD": "MAD",
        // Dirhams: `DH` after the amount is how Moroccan receipts print it (`56.00 DH`).
        "DH": "MAD",
        // Rupees: `Rs.` is printed on Indian bills (Pakistan and Sri Lanka use it too, less often).
        "RS.": "INR", "RS": "INR", "ZŁ": "PLN", "KČ": "CZK",
    ]

    /// The ISO code for `token` (a symbol, a code, or `$` which is read as USD unless the
    /// receipt says otherwise), or `nil`.
    static func code(for token: String) -> String? {
        if let code = symbols[token] { return code }
        if token == "$" { return "USD" }
        return codes[token.uppercased()]
    }
}
