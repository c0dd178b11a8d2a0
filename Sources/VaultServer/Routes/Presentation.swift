import Foundation
import Vault

/// How the pages write values: amounts in their currency's digits, dates as ISO days.
enum Presentation {
    static func amount(_ expense: Expense) -> String {
        guard let total = expense.totalString else { return "–" }
        return expense.currency.map { "\(total) \($0)" } ?? total
    }

    /// `12 Mar 2025 – 17 Mar 2025`, or what is known of it.
    static func dates(_ journey: Journey) -> String {
        switch (journey.startDate, journey.endDate) {
        case (let start?, let end?): return "\(start) – \(end)"
        case (let start?, nil): return "from \(start)"
        case (nil, let end?): return "until \(end)"
        case (nil, nil): return "no dates"
        }
    }

    /// One `18.40 EUR` per section of a report.
    /// The converted sum when the spending is in several currencies and a rate reached some of
    /// them: one row for the template (empty otherwise), with what it leaves out.
    static func converted(_ spending: Spending) -> [[String: String]] {
        guard let converted = spending.converted, spending.perCurrency.count > 1 else { return [] }
        var row = ["currency": converted.currency, "total": converted.description]
        let left = spending.unconverted.count
        if left > 0 { row["left"] = "without \(left) expense\(left == 1 ? "" : "s") that could not be converted" }
        return [row]
    }

    static func totals(_ report: ExpenseReport) -> [String] {
        report.sections.map { "\($0.format($0.total)) \($0.currency)" }
    }

    static func day(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: date)
    }

    /// A search snippet as HTML: the page text escaped, the matches in `<mark>`.
    static func snippet(_ hit: PageTextHit) -> String {
        HTMLText.escape(hit.snippet)
            .replacingOccurrences(of: PageTextHit.matchStart, with: "<mark>")
            .replacingOccurrences(of: PageTextHit.matchEnd, with: "</mark>")
    }
}
