import Foundation
import GRDB
import Reading

/// Recurring cost operations. Every method is one transaction.
extension Vault {
    /// Adds a recurring cost. Its days up to today are booked the next time the vault opens
    /// (see ``bookDueRecurringCosts(through:)``).
    @discardableResult
    public func addRecurring(_ input: RecurringInput) throws -> RecurringCost {
        try database.pool.write { db in
            let now = Date()
            var cost = RecurringCost(
                id: nil, merchant: "", amountMinor: 0, currency: "EUR", every: .month,
                startDate: CalendarDate.today(), endDate: nil, categoryId: nil, journeyId: nil, bookedThrough: nil,
                createdAt: now, updatedAt: now)
            try Self.apply(input, to: &cost, in: db)
            try cost.insert(db)
            return cost
        }
    }

    /// Changes a recurring cost. Days already booked stay as they are; the change applies to
    /// the days still to come.
    @discardableResult
    public func editRecurring(id: Int64, _ input: RecurringInput) throws -> RecurringCost {
        try database.pool.write { db in
            var cost = try Self.recurring(id: id, in: db)
            try Self.apply(input, to: &cost, in: db)
            cost.updatedAt = Date()
            try cost.update(db)
            return cost
        }
    }

    /// Removes a recurring cost; the expenses already booked from it stay.
    public func removeRecurring(id: Int64) throws {
        try database.pool.write { db in
            guard try RecurringCost.deleteOne(db, key: id) else { throw BudgetError.recurringNotFound(id) }
        }
    }

    /// Every recurring cost, by id.
    public func recurringCosts() throws -> [RecurringCost] {
        try database.pool.read { db in try RecurringCost.order(Column("id")).fetchAll(db) }
    }

    public func recurring(id: Int64) throws -> RecurringCost {
        try database.pool.read { db in try Self.recurring(id: id, in: db) }
    }

    static func recurring(id: Int64, in db: Database) throws -> RecurringCost {
        guard let cost = try RecurringCost.fetchOne(db, key: id) else { throw BudgetError.recurringNotFound(id) }
        return cost
    }

    /// Skips one day a recurring cost falls on: it is never booked. The day must be one of its
    /// days, within its end, and not booked yet.
    public func skipRecurring(id: Int64, on text: String) throws {
        let day = try RecurringInput.day(text, option: "date")
        try database.pool.write { db in
            let cost = try Self.recurring(id: id, in: db)
            if let endDate = cost.endDate, day > endDate {
                throw BudgetError.notAnOccurrence(id: id, date: text, reason: "it ends on \(endDate) (--until)")
            }
            guard cost.occurrences(after: day.adding(days: -1), through: day) == [day] else {
                let next = cost.next(after: day).map { "; the next day it falls on is \($0)" } ?? ""
                throw BudgetError.notAnOccurrence(
                    id: id, date: text,
                    reason: "not a day it falls on (every \(cost.every.rawValue) from "
                        + "\(cost.startDate))\(next)")
            }
            if let booked = cost.bookedThrough, day <= booked {
                let expense = try Int64.fetchOne(
                    db, sql: "SELECT id FROM expense WHERE recurringId = ? AND recurringDate = ?",
                    arguments: [id, day.description])
                throw BudgetError.notAnOccurrence(
                    id: id, date: text,
                    reason: "already booked"
                        + (expense.map { " as expense \($0); reject it with `vault expense reject \($0)`" } ?? ""))
            }
            try db.execute(
                sql: "INSERT OR IGNORE INTO recurringSkip(recurringId, date) VALUES (?, ?)",
                arguments: [id, day.description])
        }
    }

    /// The days skipped of each recurring cost, by its id.
    public func skippedDays() throws -> [Int64: [CalendarDate]] {
        try database.pool.read { db in try Self.skippedDays(in: db) }
    }

    static func skippedDays(in db: Database) throws -> [Int64: [CalendarDate]] {
        var days: [Int64: [CalendarDate]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT recurringId, date FROM recurringSkip ORDER BY date") {
            if let day = CalendarDate(iso: row["date"]) { days[row["recurringId"], default: []].append(day) }
        }
        return days
    }

    /// How many expenses were booked from each recurring cost, by its id.
    public func bookedCounts() throws -> [Int64: Int] {
        try database.pool.read { db in
            Dictionary(
                uniqueKeysWithValues: try Row.fetchAll(
                    db,
                    sql:
                        "SELECT recurringId, COUNT(*) AS n FROM expense WHERE recurringId IS NOT NULL GROUP BY recurringId"
                ).map { ($0["recurringId"] as Int64, $0["n"] as Int) })
        }
    }

    /// Checks `input` and writes it into `cost`.
    private static func apply(_ input: RecurringInput, to cost: inout RecurringCost, in db: Database) throws {
        if let merchant = input.merchant { cost.merchant = try ExpenseValidation.merchant(merchant) }
        // The amount as it was, to keep across a change of currency (19.99 EUR -> 19.99 USD).
        let before = cost.money
        if let currency = input.currency { cost.currency = try ExpenseValidation.currency(currency) }
        if let total = input.total {
            let amount = try ExpenseValidation.amount(total)
            cost.amountMinor = try ExpenseValidation.minorUnits(amount, currency: cost.currency)
        } else if input.currency != nil, let before {
            cost.amountMinor = try ExpenseValidation.roundedMinorUnits(before.amount, currency: cost.currency)
        }
        if let every = input.every { cost.every = try RecurringInput.unit(every) }
        if let from = input.from { cost.startDate = try RecurringInput.day(from, option: "from") }
        if input.noUntil { cost.endDate = nil }
        if let until = input.until { cost.endDate = try RecurringInput.day(until, option: "until") }
        if let endDate = cost.endDate, endDate < cost.startDate {
            throw BudgetError.invalid(field: "until", reason: "\(endDate) is before --from (\(cost.startDate))")
        }
        if input.noCategory { cost.categoryId = nil }
        if let category = input.category {
            guard let found = try Self.category(named: category, in: db) else {
                throw try Self.categoryNotFound(category, in: db)
            }
            cost.categoryId = found.id
        }
        if input.noJourney { cost.journeyId = nil }
        if let journey = input.journey { cost.journeyId = try Self.journey(slug: journey, in: db).id }
    }
}
