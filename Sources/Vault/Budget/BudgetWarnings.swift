import Foundation
import GRDB
import Reading

extension Vault {
    /// For each of `ids` whose journey has a budget that its category's part (or the whole)
    /// is now past, counting drafts: what to say on the expense's line
    /// (`Food & Drink is 20.00 EUR over its budget in paris: 420.00 of 400.00 EUR`).
    public func budgetWarnings(forExpenses ids: [Int64]) throws -> [Int64: String] {
        guard !ids.isEmpty else { return [:] }
        return try database.pool.read { db in
            var statuses: [Int64: BudgetStatus?] = [:]
            var warnings: [Int64: String] = [:]
            for id in ids {
                guard let expense = try Expense.fetchOne(db, key: id), expense.status != .rejected,
                    let journeyId = expense.journeyId
                else { continue }
                if statuses[journeyId] == nil {
                    let journey = try Journey.fetchOne(db, key: journeyId)
                    statuses[journeyId] = try journey.flatMap { try Self.budgetStatus(of: $0, in: db) }
                }
                guard let found = statuses[journeyId], let status = found else { continue }
                var parts: [String] = []
                if let category = expense.categoryId,
                    let line = status.categories.first(where: { $0.categoryId == category }),
                    let over = line.over, let planned = line.planned
                {
                    parts.append(
                        "\(line.category ?? "its category") is \(over) over its budget in \(status.journey.slug): "
                            + "\(Self.used(line)) of \(planned)")
                }
                if let over = status.total.over, let planned = status.total.planned {
                    parts.append(
                        "journey \(status.journey.slug) is \(over) over its budget: \(Self.used(status.total)) of \(planned)"
                    )
                }
                if !parts.isEmpty { warnings[id] = parts.joined(separator: "; ") }
            }
            return warnings
        }
    }

    /// Spent and drafts together, as an amount without its currency.
    private static func used(_ line: BudgetStatus.Line) -> String {
        Money.format(line.spent.amount + line.drafts.amount, digits: line.spent.minorUnitDigits)
    }
}
