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

    /// Adds up `expenses` (rejected ones are skipped).
    public init(expenses: [Expense], target: String?, converter: CurrencyConverter) {
        var sums: [String: Decimal] = [:]
        var draftSums: [String: Decimal] = [:]
        var draftCount = 0
        var total = Decimal(0)
        var unconverted: [Unconverted] = []
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
            switch converter.convert(money, to: target, on: expense.date) {
            case .success(let value): total += value.amount
            case .failure(let failure):
                unconverted.append(Unconverted(expenseId: expense.id ?? 0, money: money, reason: failure.description))
            }
        }
        perCurrency = sums.keys.sorted().compactMap { try? Money(amount: sums[$0] ?? 0, currency: $0) }
        self.target = target
        converted = target.flatMap { try? Money(amount: total, currency: $0) }
        self.unconverted = unconverted
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
                converter: CurrencyConverter(rates: try Self.rates(in: db)))
        }
    }
}
