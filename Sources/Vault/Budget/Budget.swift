import Foundation
import GRDB
import Reading

/// What the owner plans to spend on a journey: the whole of it (`category` nil) or the part
/// given to one category.
public struct Budget: Sendable, Hashable {
    public var categoryId: Int64?
    /// The category's name, nil for the journey's whole budget.
    public var category: String?
    public var planned: Money

    public init(categoryId: Int64?, category: String?, planned: Money) {
        self.categoryId = categoryId
        self.category = category
        self.planned = planned
    }
}

/// Budget operations. Every method is one transaction.
extension Vault {
    /// Sets (or replaces) a journey's whole budget, or with `category` the part given to that
    /// category. Without `currency` the amount is in the currency of the journey's budgets, else
    /// the journey's. A currency other than the journey's needs a rate between the two, so that
    /// the expenses can be counted against it.
    @discardableResult
    public func setBudget(journey slug: String, amount text: String, currency: String?, category: String?) throws
        -> Budget
    {
        guard let amount = TypedDecimal.parse(text), amount >= 0 else {
            throw BudgetError.invalid(field: "amount", reason: "'\(text)' is not an amount like 1500 or 400.50")
        }
        let typed = try currency.map { code in
            let upper = code.uppercased()
            guard CurrencyCode.isKnown(upper) else {
                throw BudgetError.invalid(field: "currency", reason: "'\(code)' is not an ISO 4217 code such as EUR")
            }
            return upper
        }
        return try database.pool.write { db in
            let journey = try Self.journey(slug: slug, in: db)
            let existing = try Self.budgets(journeyId: journey.id ?? 0, in: db)
            guard let code = typed ?? existing.first?.planned.currency ?? journey.currency else {
                throw BudgetError.noCurrency(journey: slug)
            }
            var categoryRow: Category? = nil
            if let category {
                guard let found = try Self.category(named: category, in: db) else {
                    throw try Self.categoryNotFound(category, in: db)
                }
                categoryRow = found
            }
            if let other = existing.first(where: { $0.planned.currency != code && $0.categoryId != categoryRow?.id }) {
                // Replacing the only budget there is may change its currency; otherwise all agree.
                throw BudgetError.currencyMismatch(journey: slug, given: code, existing: other.planned.currency)
            }
            if let journeyCurrency = journey.currency, journeyCurrency != code,
                !(try Self.ratesLink(code, journeyCurrency, in: db))
            {
                throw BudgetError.noRate(journey: slug, budget: code, journeyCurrency: journeyCurrency)
            }
            let minor: Int64
            let planned: Money
            do {
                minor = try ExpenseValidation.minorUnits(amount, currency: code)
                planned = try Money(minorUnits: minor, currency: code)
            } catch let error as VaultError {
                throw BudgetError.invalid(field: "amount", reason: "\(error)")
            }
            try db.execute(
                sql: categoryRow == nil
                    ? "DELETE FROM budget WHERE journeyId = ? AND categoryId IS NULL"
                    : "DELETE FROM budget WHERE journeyId = ? AND categoryId = ?",
                arguments: categoryRow == nil ? [journey.id] : [journey.id, categoryRow?.id])
            try db.execute(
                sql:
                    "INSERT INTO budget(journeyId, categoryId, amountMinor, currency, updatedAt) VALUES (?, ?, ?, ?, ?)",
                arguments: [journey.id, categoryRow?.id, minor, code, Date()])
            return Budget(categoryId: categoryRow?.id, category: categoryRow?.name, planned: planned)
        }
    }

    /// Removes a journey's whole budget, one category's part (`category`), or with `all` every
    /// budget of the journey; returns how many went. Nothing to remove is an error.
    @discardableResult
    public func removeBudget(journey slug: String, category: String?, all: Bool = false) throws -> Int {
        try database.pool.write { db in
            let journey = try Self.journey(slug: slug, in: db)
            if all {
                try db.execute(sql: "DELETE FROM budget WHERE journeyId = ?", arguments: [journey.id])
            } else if let category {
                guard let found = try Self.category(named: category, in: db) else {
                    throw try Self.categoryNotFound(category, in: db)
                }
                try db.execute(
                    sql: "DELETE FROM budget WHERE journeyId = ? AND categoryId = ?", arguments: [journey.id, found.id])
            } else {
                try db.execute(
                    sql: "DELETE FROM budget WHERE journeyId = ? AND categoryId IS NULL", arguments: [journey.id])
            }
            guard db.changesCount > 0 else { throw BudgetError.noBudget(journey: slug, category: category) }
            return db.changesCount
        }
    }

    /// A journey's budgets: the whole one first, then the categories' by name.
    static func budgets(journeyId: Int64, in db: Database) throws -> [Budget] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT budget.categoryId, category.name, budget.amountMinor, budget.currency FROM budget
                LEFT JOIN category ON category.id = budget.categoryId
                WHERE budget.journeyId = ?
                ORDER BY budget.categoryId IS NOT NULL, category.name COLLATE NOCASE
                """, arguments: [journeyId]
        ).compactMap { row in
            guard let money = try? Money(minorUnits: row["amountMinor"], currency: row["currency"]) else { return nil }
            return Budget(categoryId: row["categoryId"], category: row["name"], planned: money)
        }
    }

    /// Whether a budget in `from` can be counted against a journey in `to`: the owner's rate
    /// of the pair, or a way through EUR for each side (the owner's rate or the ECB's rates).
    static func ratesLink(_ from: String, _ to: String, in db: Database) throws -> Bool {
        let covered = Set(try String.fetchAll(db, sql: "SELECT DISTINCT currency FROM referenceRate"))
        return CurrencyConverter(rates: try rates(in: db), referenceCurrencies: covered).links(from, to)
    }
}
