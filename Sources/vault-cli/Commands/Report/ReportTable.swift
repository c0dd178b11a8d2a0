import Reading
import Vault

/// A report as aligned text: one block per currency, each group with its total, count and
/// share, and (on a terminal) the share as a bar of Unicode blocks.
enum ReportTable {
    static let barWidth = 20

    static func render(_ report: ExpenseReport, bars: Bool) -> String {
        var lines = [title(report), ""]
        if report.sections.isEmpty { lines.append("No expenses to report.") }
        var blocks = report.sections.map { ($0, $0.currency) }
        if let converted = report.converted {
            blocks.append((converted, "\(converted.currency) (all converted)"))
        }
        for (section, heading) in blocks {
            var rows = [[heading, "TOTAL", "COUNT", "SHARE"]]
            for group in section.groups {
                rows.append([
                    Table.oneLine(group.name ?? report.grouping.noneLabel), section.format(group.total),
                    String(group.count),
                    String(format: "%.1f%%", group.share * 100),
                ])
            }
            rows.append(["Total", section.format(section.total), String(section.count), ""])
            let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
            for (index, row) in rows.enumerated() {
                let name = row[0].padding(toLength: widths[0], withPad: " ", startingAt: 0)
                let numbers = (1..<4).map { String(repeating: " ", count: widths[$0] - row[$0].count) + row[$0] }
                var line = ([name] + numbers).joined(separator: "  ")
                let isGroup = index > 0 && index < rows.count - 1
                if bars && isGroup { line += "  " + bar(section.groups[index - 1].share) }
                lines.append(line.trimmingCharacters(in: .whitespaces))
            }
            lines.append("")
        }
        if !report.conversions.isEmpty {
            lines.append("Converted (\(report.ratesUsed ?? "")):")
            lines.append(contentsOf: report.conversions.map { "  " + ReportTable.conversion($0) })
            lines.append("")
        }
        if !report.notConverted.isEmpty {
            lines.append("Not converted:")
            lines.append(contentsOf: report.notConverted.map { "  " + $0 })
            lines.append("")
        }
        lines.append(contentsOf: footer(report))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `expense 3: 120.00 USD = 113.82 EUR at 0.9485 (ECB rate of 2026-11-27)`.
    static func conversion(_ item: Spending.Converted) -> String {
        "expense \(item.expenseId): \(item.money) = \(item.converted) at \(ExchangeRate.text(item.rate)) (\(item.basis))"
    }

    static func title(_ report: ExpenseReport) -> String {
        var parts: [String] = []
        if let journey = report.journey { parts.append("\(journey.name) (\(journey.slug))") }
        let from = report.selection.from ?? report.journey?.startDate
        let to = report.selection.to ?? report.journey?.endDate
        if from != nil || to != nil { parts.append("\(from?.description ?? "…") – \(to?.description ?? "…")") }
        let statuses = report.selection.statuses
        let what =
            statuses == [.confirmed] ? "confirmed expenses" : statuses == [.draft] ? "draft expenses" : "expenses"
        parts.append("\(what) by \(report.grouping.rawValue)")
        return parts.joined(separator: " · ")
    }

    /// Lines under the tables: drafts left out, expenses without an amount.
    static func footer(_ report: ExpenseReport) -> [String] {
        var lines: [String] = []
        if report.excludedDrafts > 0 {
            let totals = report.excludedDraftTotals.keys.sorted().map { code in
                "\(Money.format(report.excludedDraftTotals[code] ?? 0, digits: CurrencyCode.minorUnitDigits(code) ?? 2)) \(code)"
            }
            let sum = totals.isEmpty ? "" : " (\(totals.joined(separator: ", ")))"
            lines.append(
                "\(String.counted(report.excludedDrafts, "draft")) not included\(sum): confirm them (`vault review`) or use --status all"
            )
        }
        if report.withoutAmount > 0 {
            lines.append("\(String.counted(report.withoutAmount, "expense")) without a total or currency not counted")
        }
        return lines
    }

    /// A bar `share` of ``barWidth`` cells long, in eighths of a cell.
    static func bar(_ share: Double) -> String {
        let eighths = Int((max(0, min(1, share)) * Double(barWidth * 8)).rounded())
        let partial = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
        return String(repeating: "█", count: eighths / 8) + partial[eighths % 8]
    }
}
