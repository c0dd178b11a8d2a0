import Foundation
import Reading

/// Changes to an expense as the user typed them; `nil` leaves a field as it is. Values are
/// validated by ``ExpenseValidation`` before anything is saved.
public struct ExpenseChange: Sendable, Equatable {
    public enum JourneyChange: Sendable, Equatable {
        case file(String)
        case unfile
    }

    public var merchant: String?
    /// A decimal string with a `.` (`"12.30"`).
    public var total: String?
    public var currency: String?
    /// `YYYY-MM-DD`.
    public var date: String?
    public var journey: JourneyChange?
    /// An empty string clears the notes.
    public var notes: String?

    public init(
        merchant: String? = nil, total: String? = nil, currency: String? = nil, date: String? = nil,
        journey: JourneyChange? = nil, notes: String? = nil
    ) {
        self.merchant = merchant
        self.total = total
        self.currency = currency
        self.date = date
        self.journey = journey
        self.notes = notes
    }

    public var isEmpty: Bool { self == ExpenseChange() }
}

/// The rules for what a user may type into an expense. Messages name the field and the rule.
public enum ExpenseValidation {
    public static func merchant(_ text: String) throws -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (1...100).contains(trimmed.count) else {
            throw VaultError.invalidExpense(field: "merchant", reason: "must be 1-100 characters, got \(trimmed.count)")
        }
        return trimmed
    }

    public static func notes(_ text: String) throws -> String {
        guard text.count <= 500 else {
            throw VaultError.invalidExpense(field: "notes", reason: "must be at most 500 characters, got \(text.count)")
        }
        return text
    }

    /// A non-negative decimal amount such as `12.30` or `12,30` (zero is allowed).
    public static func amount(_ text: String) throws -> Decimal {
        guard let value = TypedDecimal.parse(text) else {
            throw VaultError.invalidExpense(field: "total", reason: "'\(text)' is not an amount like 12.30 or 12,30")
        }
        guard value >= 0 else {
            throw VaultError.invalidExpense(field: "total", reason: "must not be negative, got \(text)")
        }
        return value
    }

    public static func currency(_ text: String) throws -> String {
        let code = text.uppercased()
        guard CurrencyCode.isKnown(code) else {
            throw VaultError.invalidExpense(field: "currency", reason: "'\(text)' is not an ISO 4217 code such as EUR")
        }
        return code
    }

    public static func date(_ text: String) throws -> CalendarDate {
        guard let date = CalendarDate(iso: text) else {
            throw VaultError.invalidExpense(
                field: "date", reason: "'\(text)' is not a real date in the form YYYY-MM-DD")
        }
        return date
    }

    /// Integer minor units of `amount` rounded to `currency`'s digits, for an amount the user
    /// did not type (one kept across a change of currency).
    static func roundedMinorUnits(_ amount: Decimal, currency: String) throws -> Int64 {
        do {
            return try Money(amount: amount, currency: currency).minorUnits()
        } catch {
            throw VaultError.invalidExpense(field: "total", reason: "\(error)")
        }
    }

    /// Integer minor units of `amount` in `currency` (cents when the currency is unknown).
    /// An amount with more decimals than the currency has is refused, never rounded quietly.
    static func minorUnits(_ amount: Decimal, currency: String?) throws -> Int64 {
        let money: Money
        let minor: Int64
        do {
            money = try Money(amount: amount, currency: currency ?? "EUR")
            minor = try money.minorUnits()
        } catch {
            throw VaultError.invalidExpense(field: "total", reason: "\(error)")
        }
        guard (try? Money(minorUnits: minor, currency: money.currency).amount) == amount else {
            let digits = money.minorUnitDigits
            throw VaultError.invalidExpense(
                field: "total",
                reason: "\(amount) has more decimals than \(currency ?? "the currency") has (\(digits))")
        }
        return minor
    }
}
