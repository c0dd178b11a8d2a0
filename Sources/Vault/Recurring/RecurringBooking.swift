import Foundation
import GRDB
import Reading

extension Vault {
    /// Books every day of every recurring cost that fell on or before `today` and is not booked
    /// yet: one confirmed expense each (marked with its recurring cost and day), skipped days
    /// left out, `--until` respected. Runs when the vault is opened for writing; safe to run
    /// again and from several processes at once: a day is booked once, never twice. Returns
    /// the expenses booked.
    @discardableResult
    public func bookDueRecurringCosts(through today: CalendarDate = .today()) throws -> [Expense] {
        // Most openings have nothing due: find that out with a read, without taking the write lock.
        let due = try database.pool.read { db in try Self.dueRecurring(through: today, in: db) }
        guard !due.isEmpty else { return [] }
        return try database.pool.writeWithoutTransaction { db in
            var booked: [Expense] = []
            // Immediate: another process opening the vault now waits here, then finds nothing due.
            try db.inTransaction(.immediate) {
                booked = try Self.book(Self.dueRecurring(through: today, in: db), through: today, in: db)
                return .commit
            }
            return booked
        }
    }

    /// Recurring costs with a day on or before `today` that is not booked yet.
    private static func dueRecurring(through today: CalendarDate, in db: Database) throws -> [RecurringCost] {
        try RecurringCost.filter(sql: "bookedThrough IS NULL OR bookedThrough < ?", arguments: [today.description])
            .order(Column("id")).fetchAll(db)
            .filter { !$0.occurrences(after: $0.bookedThrough, through: today).isEmpty }
    }

    private static func book(_ costs: [RecurringCost], through today: CalendarDate, in db: Database) throws
        -> [Expense]
    {
        let skipped = try skippedDays(in: db)
        var booked: [Expense] = []
        var journeys: [Journey]? = nil
        for var cost in costs {
            let days = cost.occurrences(after: cost.bookedThrough, through: today)
            guard let last = days.last, let costId = cost.id else { continue }
            let skips = Set(skipped[costId] ?? [])
            for day in days where !skips.contains(day) {
                let taken = try Int.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM expense WHERE recurringId = ? AND recurringDate = ?",
                    arguments: [costId, day.description])
                guard taken == 0 else { continue }
                var filing = JourneyFiler.Decision?.none
                if cost.journeyId == nil {
                    if journeys == nil { journeys = try Journey.fetchAll(db) }
                    filing = JourneyFiler(journeys: journeys ?? []).decide(flag: nil, inboxFolder: nil, date: day)
                }
                let now = Date()
                var expense = Expense(
                    id: nil, documentId: nil, journeyId: cost.journeyId ?? filing?.journey?.id, status: .confirmed,
                    merchant: cost.merchant, amountMinor: cost.amountMinor, currency: cost.currency, date: day,
                    categoryId: cost.categoryId, notes: "recurring cost \(costId), every \(cost.every.rawValue)",
                    confidence: FieldConfidences(merchant: 1, total: 1, currency: 1, date: 1), evidence: nil,
                    filedBy: cost.journeyId == nil ? filing?.rule : .manual,
                    filingNote: cost.journeyId == nil ? filing?.note : nil, currencySource: .manual,
                    ocrMerchant: nil, merchantNote: nil, createdAt: now, updatedAt: now,
                    categoryNote: cost.categoryId == nil ? nil : "set by you on recurring cost \(costId)")
                try expense.insert(db)
                try db.execute(
                    sql: "UPDATE expense SET recurringId = ?, recurringDate = ? WHERE id = ?",
                    arguments: [costId, day.description, expense.id])
                booked.append(expense)
            }
            cost.bookedThrough = last
            try cost.update(db)
        }
        return booked
    }
}
