/// ISO 4217 currency codes and the number of digits of their minor unit.
///
/// The table covers ISO 4217 list one: the currencies in circulation and the fund codes that
/// have a minor unit (precious metals and other units without one are left out). Codes are
/// upper-case three-letter strings, as stored in the database and printed in JSON.
public enum CurrencyCode {
    /// Minor-unit digits of a currency: 2 for EUR (cents), 0 for JPY, 3 for KWD; `nil` for a
    /// code vault does not know.
    public static func minorUnitDigits(_ code: String) -> Int? {
        let upper = code.uppercased()
        if zeroDigit.contains(upper) { return 0 }
        if threeDigits.contains(upper) { return 3 }
        if fourDigits.contains(upper) { return 4 }
        if twoDigits.contains(upper) { return 2 }
        return nil
    }

    /// Whether `code` is an ISO 4217 code vault knows.
    public static func isKnown(_ code: String) -> Bool { minorUnitDigits(code) != nil }

    /// Every known code, sorted.
    public static var all: [String] { (zeroDigit.union(threeDigits).union(fourDigits).union(twoDigits)).sorted() }

    package static let zeroDigit: Set<String> = [
        "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI",
        "VND", "VUV", "XAF", "XOF", "XPF",
    ]

    package static let threeDigits: Set<String> = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]

    /// Units of account: the Chilean Unidad de Fomento and the Uruguayan wage index unit.
    package static let fourDigits: Set<String> = ["CLF", "UYW"]

    static let twoDigits: Set<String> = [
        "AED", "AFN", "ALL", "AMD", "ANG", "AOA", "ARS", "AUD", "AWG", "AZN", "BAM", "BBD",
        "BDT", "BGN", "BMD", "BND", "BOB", "BRL", "BSD", "BTN", "BWP", "BYN", "BZD", "CAD",
        "CDF", "CHF", "CNY", "COP", "CRC", "CUP", "CVE", "CZK", "DKK", "DOP", "DZD", "EGP",
        "ERN", "ETB", "EUR", "FJD", "FKP", "GBP", "GEL", "GHS", "GIP", "GMD", "GTQ", "GYD",
        "HKD", "HNL", "HTG", "HUF", "IDR", "ILS", "INR", "IRR", "JMD", "KES", "KGS", "KHR",
        "KPW", "KYD", "KZT", "LAK", "LBP", "LKR", "LRD", "LSL", "MAD", "MDL", "MGA", "MKD",
        "MMK", "MNT", "MOP", "MRU", "MUR", "MVR", "MWK", "MXN", "MYR", "MZN", "NAD", "NGN",
        "NIO", "NOK", "NPR", "NZD", "PAB", "PEN", "PGK", "PHP", "PKR", "PLN", "QAR", "RON",
        "RSD", "RUB", "SAR", "SBD", "SCR", "SDG", "SEK", "SGD", "SHP", "SLE", "SOS", "SRD",
        "SSP", "STN", "SVC", "SYP", "SZL", "THB", "TJS", "TMT", "TOP", "TRY", "TTD", "TWD",
        "TZS", "UAH", "USD", "UYU", "UZS", "VES", "WST", "XCD", "YER", "ZAR", "ZMW", "ZWL",
        // Newer codes and fund codes with cents.
        "BOV", "CHE", "CHW", "COU", "MXV", "USN", "VED", "XCG", "ZWG",
    ]
}
