import Foundation
import GRDB
import Reading

/// Where a journey's budget stands: per category and in total, what was planned, what the
/// confirmed expenses spent, what the drafts would add, and what is left; all in the budget's
/// currency, with the expenses that could not be converted into it listed apart.
public struct BudgetStatus: Sendable {
    /// One row: a category (budgeted or only spent in), the expenses without one, or the total.
    public struct Line: Sendable, Equatable {
        /// The category's name; nil for expenses without a category (or for the total).
        public var category: String?
        public var categoryId: Int64?
        /// The budget; nil where none was set.
        public var planned: Money?
        /// Confirmed expenses.
        public var spent: Money
        /// Drafts, not yet checked: counted in `left`, but said apart.
        public var drafts: Money

        /// `planned` less everything spent (drafts too); negative when over; nil without a plan.
        public var left: Money? {
            planned.flatMap { try? Money(amount: $0.amount - spent.amount - drafts.amount, currency: $0.currency) }
        }

        /// How far over its budget the line is, when it is.
        public var over: Money? {
            guard let left, left.amount < 0 else { return nil }
            return try? Money(amount: -left.amount, currency: left.currency)
        }
    }

    public var journey: Journey
    /// The currency of the budget, everything below is in it.
    public var currency: String
    /// The whole journey: planned is the journey's budget (nil when only categories have one).
    public var total: Line
    /// Budgeted categories (by name), then categories spent in without a budget, then the
    /// expenses without a category.
    public var categories: [Line]
    /// The whole budget less what the categories were given ("to assign"); negative when the
    /// categories were given more than the whole; nil without a whole budget.
    public var toAssign: Money?
    /// Expenses left out of every sum above, and why (no rate, no total, no date).
    public var unconverted: [Spending.Unconverted]
}

extension Vault {
    /// Where the journey's budget stands; nil when the journey has no budget.
    public func budgetStatus(journey slug: String) throws -> BudgetStatus? {
        try database.pool.read { db in
            let journey = try Self.journey(slug: slug, in: db)
            return try Self.budgetStatus(of: journey, in: db)
        }
    }

    static func budgetStatus(of journey: Journey, in db: Database) throws -> BudgetStatus? {
        let budgets = try budgets(journeyId: journey.id ?? 0, in: db)
        guard let template = budgets.first?.planned else { return nil }
        let currency = template.currency
        let names = Dictionary(
            try Category.fetchAll(db).compactMap { category in category.id.map { ($0, category.name) } },
            uniquingKeysWith: { first, _ in first })
        var spent: [Int64?: (confirmed: Decimal, drafts: Decimal)] = [:]
        var unconverted: [Spending.Unconverted] = []
        let expenses = try Expense.filter(Expense.Columns.journeyId == journey.id).fetchAll(db)
        // The owner's rates and the ECB's of each expense's day, as journey show converts.
        let converter = try converter(in: db, for: expenses, into: [currency])
        for expense in expenses where expense.status != .rejected {
            guard let money = expense.money else {
                unconverted.append(
                    .init(
                        expenseId: expense.id ?? 0, money: nil,
                        reason: expense.amountMinor == nil ? "no total" : "no currency"))
                continue
            }
            switch converter.convert(money, to: currency, on: expense.date) {
            case .success(let value):
                var sums = spent[expense.categoryId, default: (0, 0)]
                if expense.status == .draft { sums.drafts += value.amount } else { sums.confirmed += value.amount }
                spent[expense.categoryId] = sums
            case .failure(let failure):
                unconverted.append(.init(expenseId: expense.id ?? 0, money: money, reason: failure.description))
            }
        }
        func money(_ amount: Decimal) -> Money {
            var value = template
            value.amount = amount
            return value
        }
        func line(_ id: Int64?, planned: Money?) -> BudgetStatus.Line {
            let sums = spent[id] ?? (0, 0)
            return .init(
                category: id.flatMap { names[$0] }, categoryId: id, planned: planned, spent: money(sums.confirmed),
                drafts: money(sums.drafts))
        }
        let whole = budgets.first { $0.categoryId == nil }
        let parts = budgets.filter { $0.categoryId != nil }
        var lines = parts.map { line($0.categoryId, planned: $0.planned) }
        let budgeted = Set(parts.compactMap(\.categoryId))
        let others = spent.keys.compactMap { $0 }.filter { !budgeted.contains($0) }
            .sorted { (names[$0] ?? "").lowercased() < (names[$1] ?? "").lowercased() }
        lines += others.map { line($0, planned: nil) }
        if spent[nil] != nil { lines.append(line(nil, planned: nil)) }
        let confirmed = spent.values.reduce(Decimal(0)) { $0 + $1.confirmed }
        let drafts = spent.values.reduce(Decimal(0)) { $0 + $1.drafts }
        let assigned = parts.reduce(Decimal(0)) { $0 + $1.planned.amount }
        return BudgetStatus(
            journey: journey, currency: currency,
            total: .init(
                category: nil, categoryId: nil, planned: whole?.planned, spent: money(confirmed), drafts: money(drafts)),
            categories: lines, toAssign: whole.map { money($0.planned.amount - assigned) },
            unconverted: unconverted)
    }
}

extension Vault {
    /// Where the budget of each journey that has one stands, by slug.
    public func budgetStatuses() throws -> [BudgetStatus] {
        try database.pool.read { db in
            let ids = try Int64.fetchAll(db, sql: "SELECT DISTINCT journeyId FROM budget")
            return try Journey.filter(ids.contains(Column("id"))).order(Column("slug")).fetchAll(db)
                .compactMap { try Self.budgetStatus(of: $0, in: db) }
        }
    }
}
