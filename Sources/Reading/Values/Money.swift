import Foundation

/// Everything that can go wrong when building or converting money.
public enum MoneyError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The currency code is not an ISO 4217 code vault knows.
    case unknownCurrency(String)
    /// The amount does not fit into integer minor units.
    case outOfRange(String)
    /// A decimal string that is not `-?digits[.digits]`.
    case invalidDecimalString(String)

    public var description: String {
        switch self {
        case .unknownCurrency(let code): return "unknown currency code '\(code)'"
        case .outOfRange(let amount): return "amount \(amount) is out of range"
        case .invalidDecimalString(let text): return "'\(text)' is not a decimal amount"
        }
    }
}

/// An amount of money in one currency.
///
/// `amount` is an exact `Decimal` (never `Double`); `currency` an upper-case ISO 4217 code.
/// Storage keeps money as integer minor units plus the code (`minorUnits`, `init(minorUnits:)`),
/// JSON as a decimal string with the currency's digits (`"18.40"`, `"1200"` for JPY).
public struct Money: Sendable, Hashable, Codable, CustomStringConvertible {
    public var amount: Decimal
    public var currency: String

    /// Money from an exact amount; the code is upper-cased and must be known.
    public init(amount: Decimal, currency: String) throws {
        let code = currency.uppercased()
        guard CurrencyCode.isKnown(code) else { throw MoneyError.unknownCurrency(currency) }
        self.amount = amount
        self.currency = code
    }

    private enum CodingKeys: String, CodingKey { case amount, currency }

    /// Decodes `{"amount": "18.40", "currency": "EUR"}`.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .amount)
        do {
            try self.init(decimalString: text, currency: try container.decode(String.self, forKey: .currency))
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .amount, in: container, debugDescription: "\(error)")
        }
    }

    /// Encodes the amount as a decimal string (`"18.40"`), never as a binary floating point number.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(decimalString, forKey: .amount)
        try container.encode(currency, forKey: .currency)
    }

    /// Money from integer minor units: `Money(minorUnits: 1840, currency: "EUR")` is 18.40 EUR.
    public init(minorUnits: Int64, currency: String) throws {
        let code = currency.uppercased()
        guard let digits = CurrencyCode.minorUnitDigits(code) else {
            throw MoneyError.unknownCurrency(currency)
        }
        self.amount = Decimal(minorUnits).shifted(byDecimalPlaces: -digits)
        self.currency = code
    }

    /// Money from a decimal string with a `.` separator (`"18.40"`, `"-3.5"`), as in JSON.
    /// This is not a parser for printed text (see the receipt amount scanner for that).
    public init(decimalString: String, currency: String) throws {
        guard let value = Money.parseDecimal(decimalString) else {
            throw MoneyError.invalidDecimalString(decimalString)
        }
        try self.init(amount: value, currency: currency)
    }

    /// Digits of the currency's minor unit (2 for EUR, 0 for JPY, 3 for KWD).
    public var minorUnitDigits: Int { CurrencyCode.minorUnitDigits(currency) ?? 2 }

    /// The amount in integer minor units, rounded half away from zero to the currency's digits
    /// (`12.345 EUR` -> 1235). Throws when it does not fit into 64 bits.
    public func minorUnits() throws -> Int64 {
        var scaled = amount.shifted(byDecimalPlaces: minorUnitDigits)
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .plain)
        // Decimal -> Int64 through its exact string: NSNumber conversions go via Double.
        guard let value = Int64(rounded.description) else {
            throw MoneyError.outOfRange(amount.description)
        }
        return value
    }

    /// The amount rounded to the currency's digits, written with a `.` and exactly that many
    /// decimals: `"18.40"`, `"1200"` (JPY), `"1.250"` (KWD), `"-3.50"`.
    public var decimalString: String { Money.format(amount, digits: minorUnitDigits) }

    public var description: String { "\(decimalString) \(currency)" }

    /// `value` rounded half away from zero to `digits` decimals and written with a `.`.
    public static func format(_ value: Decimal, digits: Int) -> String {
        var input = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &input, digits, .plain)
        let negative = rounded < 0
        let magnitude = (negative ? -rounded : rounded).shifted(byDecimalPlaces: digits)
        // `magnitude` is now a whole number; its description has no exponent or separator.
        var text = magnitude.description
        if digits > 0 {
            if text.count <= digits { text = String(repeating: "0", count: digits - text.count + 1) + text }
            text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
        }
        return negative && rounded != 0 ? "-" + text : text
    }

    /// Exact `Decimal` from `-?digits(.digits)?`; `nil` for anything else (no locale, no
    /// grouping, no exponent).
    public static func parseDecimal(_ text: String) -> Decimal? {
        var digits = Substring(text)
        var negative = false
        if digits.first == "-" {
            negative = true
            digits = digits.dropFirst()
        }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            parts.count == 1 || !parts[1].isEmpty
        else { return nil }
        // All the digits as one whole number, then the point put back: exact, and no division
        // (Decimal's takes microseconds).
        let fraction = parts.count == 2 ? parts[1] : ""
        var value = Decimal(0)
        var pending: UInt64 = 0
        var pendingDigits = 0
        for character in Array(parts[0].utf8) + Array(fraction.utf8) {
            pending = pending * 10 + UInt64(character - UInt8(ascii: "0"))
            pendingDigits += 1
            if pendingDigits == 18 {
                value = value.shifted(byDecimalPlaces: 18) + Decimal(pending)
                (pending, pendingDigits) = (0, 0)
            }
        }
        value = value.shifted(byDecimalPlaces: pendingDigits) + Decimal(pending)
        value = value.shifted(byDecimalPlaces: -fraction.count)
        return negative ? -value : value
    }
}

extension Decimal {
    /// `self` times 10^`places` (a negative `places` divides), exactly: the exponent moves, the
    /// digits stay. Far cheaper than multiplying or dividing by 10 (a division takes microseconds).
    func shifted(byDecimalPlaces places: Int) -> Decimal {
        Decimal(sign: sign, exponent: exponent + places, significand: significand)
    }
}
