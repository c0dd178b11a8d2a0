import Foundation
import Reading

/// What the owner typed to add or change a recurring cost; nil leaves a field as it is.
public struct RecurringInput: Sendable, Equatable {
    public var merchant: String?
    public var total: String?
    public var currency: String?
    /// `day`, `week`, `month` or `year`.
    public var every: String?
    public var from: String?
    public var until: String?
    public var category: String?
    public var journey: String?
    /// Clear the end, category or journey (for `edit`).
    public var noUntil = false
    public var noCategory = false
    public var noJourney = false

    public init(
        merchant: String? = nil, total: String? = nil, currency: String? = nil, every: String? = nil,
        from: String? = nil, until: String? = nil, category: String? = nil, journey: String? = nil
    ) {
        self.merchant = merchant
        self.total = total
        self.currency = currency
        self.every = every
        self.from = from
        self.until = until
        self.category = category
        self.journey = journey
    }

    /// `every` as a unit, or an error naming what was typed.
    static func unit(_ text: String) throws -> RecurrenceUnit {
        let word = text.lowercased()
        let singular = word.hasSuffix("s") ? String(word.dropLast()) : word
        let aliases = ["daily": "day", "weekly": "week", "monthly": "month", "yearly": "year", "annual": "year"]
        guard let unit = RecurrenceUnit(rawValue: aliases[word] ?? singular) else {
            throw BudgetError.invalid(field: "every", reason: "'\(text)' is not one of day, week, month, year")
        }
        return unit
    }

    /// A typed day, or an error naming the option.
    static func day(_ text: String, option: String) throws -> CalendarDate {
        guard let day = CalendarDate(iso: text) else {
            throw BudgetError.invalid(field: option, reason: "'\(text)' is not a real date in the form YYYY-MM-DD")
        }
        return day
    }
}
