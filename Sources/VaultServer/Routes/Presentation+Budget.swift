import Foundation
import Reading
import Vault

extension Presentation {
    /// The journey page's budget: one row per category and the total (planned, spent, drafts,
    /// left, a meter of what is used), what is left to assign and what could not be counted.
    static func budget(_ status: BudgetStatus?) -> [String: Any] {
        guard let status else { return ["hasBudget": false] }
        func row(_ line: BudgetStatus.Line, name: String) -> [String: Any] {
            let used = Money.format(line.spent.amount + line.drafts.amount, digits: line.spent.minorUnitDigits)
            return [
                "name": name, "planned": line.planned?.decimalString ?? "–", "spent": line.spent.decimalString,
                "drafts": line.drafts.decimalString, "left": line.left?.decimalString ?? "–", "used": used,
                "hasBar": line.planned.map { $0.amount > 0 } ?? false, "over": line.over != nil,
            ]
        }
        let rows =
            status.categories.map { row($0, name: $0.category ?? "(no category)") } + [row(status.total, name: "Total")]
        var values: [String: Any] = [
            "hasBudget": true, "budgetCurrency": status.currency, "budget": rows,
            "budgetLeftOut": status.unconverted.map { item in
                ["text": "expense \(item.expenseId)" + (item.money.map { " \($0)" } ?? "") + ": \(item.reason)"]
            },
        ]
        if let toAssign = status.toAssign { values["toAssign"] = toAssign.description }
        return values
    }
}
