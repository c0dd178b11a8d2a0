import Foundation
import Reading

/// Expenses as plain-text accounting transactions: beancount or ledger. Each expense is one
/// transaction from `account` (what paid) to its category's expense account, with the
/// merchant as payee, a link to the expense and the stored receipt (beancount: a `document`
/// directive). Drafts carry the `!` flag (not yet checked), confirmed ones `*`. Expenses
/// without a date, total or currency cannot be booked and are listed as comments.
public enum PlainTextAccounting {
    public enum Format: String, Sendable, CaseIterable {
        case beancount
        case ledger
    }

    /// What was written, and what was left out (with the reason).
    public struct Output: Sendable {
        public var text: String
        public var booked: Int
        public var skipped: [(id: Int64, reason: String)]
    }

    public static let defaultAccount = "Assets:Cash"

    public static func render(_ entries: [ExpenseEntry], format: Format, account: String = defaultAccount) -> Output {
        var bookable: [(entry: ExpenseEntry, date: CalendarDate, amount: String, currency: String)] = []
        var skipped: [(id: Int64, reason: String)] = []
        for entry in entries {
            let expense = entry.expense
            let id = expense.id ?? 0
            guard let date = expense.date else {
                skipped.append((id, "no date"))
                continue
            }
            guard let amount = expense.totalString, let currency = expense.currency else {
                skipped.append((id, "no total"))
                continue
            }
            bookable.append((entry, date, amount, currency))
        }
        var lines: [String] = []
        lines.append("; Expenses exported by vault")
        for (id, reason) in skipped { lines.append("; expense \(id) not exported: \(reason)") }
        lines.append("")
        if format == .beancount, let first = bookable.map(\.date).min() {
            let accounts = Set(bookable.map { AccountNames.expense(category: $0.entry.category) } + [account])
            for name in accounts.sorted() { lines.append("\(first) open \(name)") }
            lines.append("")
        }
        for item in bookable {
            let expense = item.entry.expense
            let id = expense.id ?? 0
            let target = AccountNames.expense(category: item.entry.category)
            let flag = expense.status == .confirmed ? "*" : "!"
            let payee = oneLine(expense.merchant ?? "unknown merchant")
            let narration = oneLine(expense.notes ?? "expense \(id)")
            switch format {
            case .beancount:
                lines.append("\(item.date) \(flag) \(quoted(payee)) \(quoted(narration)) ^vault-expense-\(id)")
                if let journey = item.entry.journey { lines.append("  journey: \(quoted(journey))") }
                lines.append("  \(target)  \(item.amount) \(item.currency)")
                lines.append("  \(account)  \(negated(item.amount)) \(item.currency)")
                if let path = item.entry.documentPath {
                    lines.append("")
                    lines.append("\(item.date) document \(target) \(quoted(path)) ^vault-expense-\(id)")
                }
            case .ledger:
                let date = item.date.description.replacingOccurrences(of: "-", with: "/")
                lines.append("\(date) \(flag) (\(id)) \(payee)")
                if expense.notes != nil { lines.append("    ; \(narration)") }
                if let journey = item.entry.journey { lines.append("    ; journey: \(journey)") }
                if let path = item.entry.documentPath { lines.append("    ; document: \(path)") }
                lines.append("    \(target)  \(item.amount) \(item.currency)")
                lines.append("    \(account)  \(negated(item.amount)) \(item.currency)")
            }
            lines.append("")
        }
        return Output(text: lines.joined(separator: "\n"), booked: bookable.count, skipped: skipped)
    }

    /// A beancount string: backslashes and quotes escaped.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Line breaks and runs of spaces made one space (a ledger payee ends at two spaces).
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    static func negated(_ amount: String) -> String {
        amount.hasPrefix("-") ? String(amount.dropFirst()) : "-" + amount
    }
}
