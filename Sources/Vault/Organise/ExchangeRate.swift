import Foundation
import GRDB
import Reading

/// A rate the user gave: 1 `base` = `rate` `quote` on `date` (`1 USD = 0.92 EUR`).
public struct ExchangeRate: Sendable, Hashable {
    public var base: String
    public var quote: String
    /// Exact; stored as its decimal string.
    public var rate: Decimal
    public var date: CalendarDate

    public init(base: String, quote: String, rate: Decimal, date: CalendarDate) {
        self.base = base
        self.quote = quote
        self.rate = rate
        self.date = date
    }

    /// The rate as typed back: up to 10 decimals, no trailing zeros (`0.92`).
    public var rateString: String { Self.text(rate) }

    /// A rate written out: up to 10 decimals, no trailing zeros (`0.92`, `160.12`).
    public static func text(_ rate: Decimal) -> String {
        var text = Money.format(rate, digits: 10)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// Validates what the user typed: two different known codes, a positive decimal rate (with
    /// a `.` or a decimal comma), and a real day.
    public static func parse(base: String, quote: String, rate: String, date: String?) throws -> ExchangeRate {
        let from = try currency(base)
        let to = try currency(quote)
        guard from != to else {
            throw OrganiseError.invalid(field: "rate", reason: "\(from) -> \(to) converts a currency into itself")
        }
        guard let value = TypedDecimal.parse(rate), value > 0 else {
            throw OrganiseError.invalid(field: "rate", reason: "'\(rate)' is not a positive number like 0.92")
        }
        guard value < 1_000_000_000 else {
            throw OrganiseError.invalid(field: "rate", reason: "'\(rate)' is too large")
        }
        var day = CalendarDate.today
        if let date {
            guard let parsed = CalendarDate(iso: date) else {
                throw OrganiseError.invalid(
                    field: "date", reason: "'\(date)' is not a real date in the form YYYY-MM-DD")
            }
            day = parsed
        }
        return ExchangeRate(base: from, quote: to, rate: value, date: day)
    }

    /// An upper-cased ISO 4217 code, or an error naming what was typed.
    public static func currency(_ text: String) throws -> String {
        let code = text.uppercased()
        guard code.count == 3, CurrencyCode.isKnown(code) else {
            throw OrganiseError.invalid(field: "currency", reason: "'\(text)' is not an ISO 4217 code such as EUR")
        }
        return code
    }
}

/// Exchange rates. Every method is one transaction.
extension Vault {
    /// Stores a rate; a rate for the same pair and day is replaced.
    public func setRate(_ rate: ExchangeRate) throws {
        try database.pool.write { db in
            try db.execute(
                sql: "INSERT INTO exchangeRate(base, quote, rate, date) VALUES (?, ?, ?, ?)",
                arguments: [rate.base, rate.quote, rate.rateString, rate.date.description])
        }
    }

    /// Every stored rate, by pair then date.
    public func rates() throws -> [ExchangeRate] {
        try database.pool.read { db in try Self.rates(in: db) }
    }

    static func rates(in db: Database) throws -> [ExchangeRate] {
        try Row.fetchAll(db, sql: "SELECT base, quote, rate, date FROM exchangeRate ORDER BY base, quote, date")
            .compactMap { row in
                guard let rate = Money.parseDecimal(row["rate"]), let date = CalendarDate(iso: row["date"]) else {
                    return nil
                }
                return ExchangeRate(base: row["base"], quote: row["quote"], rate: rate, date: date)
            }
    }

    /// Removes the pair's rate on `date`, or every rate of the pair without a date; returns
    /// how many went. Nothing to remove is an error.
    @discardableResult
    public func removeRates(base: String, quote: String, date: String?) throws -> Int {
        let from = try ExchangeRate.currency(base)
        let to = try ExchangeRate.currency(quote)
        let day = try date.map { text in
            guard let day = CalendarDate(iso: text) else {
                throw OrganiseError.invalid(
                    field: "date", reason: "'\(text)' is not a real date in the form YYYY-MM-DD")
            }
            return day
        }
        return try database.pool.write { db in
            var sql = "DELETE FROM exchangeRate WHERE base = ? AND quote = ?"
            var arguments: StatementArguments = [from, to]
            if let day {
                sql += " AND date = ?"
                arguments += [day.description]
            }
            try db.execute(sql: sql, arguments: arguments)
            guard db.changesCount > 0 else {
                throw OrganiseError.rateNotFound(base: from, quote: to, date: day?.description)
            }
            return db.changesCount
        }
    }
}
