import Foundation
import GRDB
import Reading

/// What a set of expenses adds up to: one sum per currency (different currencies are never
/// added together) and, when a target currency is given, the sum converted into it with the
/// rate nearest each expense's day, plus the expenses that could not be converted.
public struct Spending: Sendable, Equatable {
    /// An expense left out of the converted sum, and why.
    public struct Unconverted: Sendable, Equatable {
        public var expenseId: Int64
        public var money: Money?
        public var reason: String
    }

    /// One sum per currency, by code.
    public var perCurrency: [Money]
    /// The currency converted into, if any.
    public var target: String?
    /// The sum of every expense that could be converted into `target`.
    public var converted: Money?
    /// Expenses that are not in `converted` (no rate, no date, no total or currency).
    public var unconverted: [Unconverted]
    /// How many expenses were counted (rejected ones never are).
    public var count: Int
    /// How many of them are drafts, not yet checked by the user.
    public var draftCount: Int
    /// The drafts' part of `perCurrency`, one sum per currency.
    public var drafts: [Money]
    /// Each expense in another currency than `target` that was converted, with the rate used.
    public var conversions: [Converted] = []

    /// One expense converted into `target`: its amount, the result, the rate and its source.
    public struct Converted: Sendable, Equatable {
        public var expenseId: Int64
        public var money: Money
        public var converted: Money
        public var rate: Decimal
        /// Whose rates were used, and of which days.
        public var sources: [CurrencyConverter.RateSource]

        /// Where the rate came from: `ECB rate of 2026-11-27`, `your rate of 2025-03-10`.
        public var basis: String { CurrencyConverter.RateSource.describe(sources) }
    }

    /// Adds up `expenses` (rejected ones are skipped).
    public init(expenses: [Expense], target: String?, converter: CurrencyConverter) {
        var sums: [String: Decimal] = [:]
        var draftSums: [String: Decimal] = [:]
        var draftCount = 0
        var total = Decimal(0)
        var unconverted: [Unconverted] = []
        var conversions: [Converted] = []
        var count = 0
        for expense in expenses where expense.status != .rejected {
            count += 1
            if expense.status == .draft {
                draftCount += 1
                if let money = expense.money { draftSums[money.currency, default: 0] += money.amount }
            }
            guard let money = expense.money else {
                unconverted.append(
                    Unconverted(
                        expenseId: expense.id ?? 0, money: nil,
                        reason: expense.amountMinor == nil ? "no total" : "no currency"))
                continue
            }
            sums[money.currency, default: 0] += money.amount
            guard let target else { continue }
            switch converter.conversion(money, to: target, on: expense.date) {
            case .success(let value):
                total += value.money.amount
                if money.currency != target {
                    conversions.append(
                        Converted(
                            expenseId: expense.id ?? 0, money: money, converted: value.money, rate: value.rate,
                            sources: value.sources))
                }
            case .failure(let failure):
                unconverted.append(Unconverted(expenseId: expense.id ?? 0, money: money, reason: failure.description))
            }
        }
        perCurrency = sums.keys.sorted().compactMap { try? Money(amount: sums[$0] ?? 0, currency: $0) }
        self.target = target
        converted = target.flatMap { try? Money(amount: total, currency: $0) }
        self.unconverted = unconverted
        self.conversions = conversions
        self.count = count
        self.draftCount = draftCount
        drafts = draftSums.keys.sorted().compactMap { try? Money(amount: draftSums[$0] ?? 0, currency: $0) }
    }
}

extension Vault {
    /// A journey's spending, converted into the journey's currency where it has one.
    public func spending(journey slug: String) throws -> Spending {
        try database.pool.read { db in
            let journey = try Self.journey(slug: slug, in: db)
            let expenses = try Expense.filter(Expense.Columns.journeyId == journey.id).fetchAll(db)
            return Spending(
                expenses: expenses, target: journey.currency,
                converter: try Self.converter(in: db, for: expenses, into: Set([journey.currency].compactMap { $0 })))
        }
    }
}

extension Array where Element == Spending.Converted {
    /// Where the rates came from, in one line: `ECB rates of 2026-11-20 to 2026-11-27, your
    /// rate of 2025-03-10`; nil when nothing was converted.
    public var ratesUsed: String? {
        let sources = flatMap(\.sources)
        let ecb = sources.filter { !$0.mine }.map(\.date)
        let mine = sources.filter(\.mine).map(\.date)
        var parts: [String] = []
        if let first = ecb.min(), let last = ecb.max() {
            parts.append(first == last ? "ECB rate of \(first)" : "ECB rates of \(first) to \(last)")
        }
        if let first = mine.min(), let last = mine.max() {
            parts.append(first == last ? "your rate of \(first)" : "your rates of \(first) to \(last)")
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
