import Foundation
import Reading
import Vault

/// The JSON shape of a journey's budget: amounts as decimal strings in the budget's currency.
struct BudgetJSON: Encodable {
    struct Line: Encodable {
        /// The category; null for expenses without one (and for the total).
        var category: String?
        var planned: String?
        var spent: String
        var drafts: String
        var left: String?
        var over: Bool
    }

    struct Left: Encodable {
        var expenseId: Int64
        var total: String?
        var currency: String?
        var reason: String
    }

    var journey: String
    var currency: String
    var total: Line
    var categories: [Line]
    var toAssign: String?
    var unconverted: [Left]

    init(_ status: BudgetStatus) {
        func line(_ line: BudgetStatus.Line) -> Line {
            Line(
                category: line.category, planned: line.planned?.decimalString, spent: line.spent.decimalString,
                drafts: line.drafts.decimalString, left: line.left?.decimalString, over: line.over != nil)
        }
        journey = status.journey.slug
        currency = status.currency
        total = line(status.total)
        categories = status.categories.map(line)
        toAssign = status.toAssign?.decimalString
        unconverted = status.unconverted.map {
            Left(
                expenseId: $0.expenseId, total: $0.money?.decimalString, currency: $0.money?.currency, reason: $0.reason
            )
        }
    }
}

/// A journey's budget as text: one row per category and the total, each with a bar.
enum BudgetLines {
    /// Cells of a bar.
    static let barWidth = 20

    /// The table, `to assign` and what could not be converted, each line indented.
    static func lines(_ status: BudgetStatus, indent: String = "  ") -> [String] {
        var rows = [["CATEGORY", "PLANNED", "SPENT", "DRAFTS", "LEFT", ""]]
        for line in status.categories {
            rows.append(row(line, name: line.category ?? (line.categoryId == nil ? "(no category)" : "?")))
        }
        rows.append(row(status.total, name: "total"))
        var lines = ["\(indent)budget in \(status.currency) (drafts: not yet confirmed, counted in what is left)"]
        // The header's last column is empty: no spaces left at the end of its line.
        lines += Table.aligned(rows, rightAligned: [1, 2, 3, 4]).map {
            indent + String($0.reversed().drop(while: { $0 == " " }).reversed())
        }
        if let toAssign = status.toAssign {
            lines.append(
                toAssign.amount < 0
                    ? "\(indent)to assign: none; the categories were given \(negated(toAssign)) more than the budget"
                    : "\(indent)to assign: \(toAssign) not yet given to a category")
        }
        for item in status.unconverted {
            lines.append(
                "\(indent)not counted: expense \(item.expenseId)" + (item.money.map { " \($0)" } ?? "")
                    + ": \(item.reason)")
        }
        return lines
    }

    private static func row(_ line: BudgetStatus.Line, name: String) -> [String] {
        let left: String
        if let over = line.over {
            left = "-\(over.decimalString)"
        } else {
            left = line.left?.decimalString ?? "-"
        }
        return [
            Table.oneLine(name), line.planned?.decimalString ?? "-", line.spent.decimalString,
            line.drafts.decimalString,
            left, bar(line) + (line.over == nil ? "" : " over"),
        ]
    }

    /// `[#####++.............]`: confirmed spending (`#`) and drafts (`+`) as parts of the plan;
    /// empty without a plan.
    static func bar(_ line: BudgetStatus.Line) -> String {
        guard let planned = line.planned else { return "" }
        func cells(_ amount: Decimal) -> Int {
            guard planned.amount > 0 else { return amount > 0 ? barWidth : 0 }
            var scaled = amount * Decimal(barWidth) / planned.amount
            var rounded = Decimal()
            NSDecimalRound(&rounded, &scaled, 0, .plain)
            return max(0, min(barWidth, Int(truncating: rounded as NSDecimalNumber)))
        }
        let spent = cells(line.spent.amount)
        let drafts = min(barWidth - spent, cells(line.spent.amount + line.drafts.amount) - spent)
        return "[" + String(repeating: "#", count: spent) + String(repeating: "+", count: max(0, drafts))
            + String(repeating: ".", count: barWidth - spent - max(0, drafts)) + "]"
    }

    private static func negated(_ money: Money) -> Money {
        var value = money
        value.amount = -money.amount
        return value
    }
}

extension BudgetLines {
    /// `budgets`, one journey after another, for `stats` and `report`; nothing without any.
    static func printSection(_ statuses: [BudgetStatus]) {
        guard !statuses.isEmpty else { return }
        print("\nbudgets")
        for status in statuses {
            print("  \(status.journey.slug)")
            for line in lines(status, indent: "    ") { print(line) }
        }
    }
}

extension BudgetLines {
    /// The budget after a report's table: a blank line, then the budget's lines.
    static func reportText(_ status: BudgetStatus) -> String {
        "\n" + lines(status, indent: "").joined(separator: "\n") + "\n"
    }
}
