import ArgumentParser
import Foundation
import Reading
import Vault

extension ReportGrouping: ExpressibleByArgument {}
extension PaperSize: ExpressibleByArgument {}

/// `vault report`: totals per category (merchant, day, tag) and currency.
struct ReportCommand: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table
        case csv
        case json
        case pdf
    }

    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Totals per category, merchant, day or tag, in each currency.",
        discussion: """
            Groups are sorted by total, largest first (days by date); expenses without a \
            category (merchant, date, tag) come last. Currencies are never added together. \
            Confirmed expenses only unless --status says otherwise; the drafts left out are \
            counted under the table. On a terminal each group's share is drawn as a bar. \
            With --journey (or --currency), a last block converts every expense it can into \
            the journey's currency (or the one --currency names) with your rates (`vault fx \
            set`) and the ECB's (`vault fx import`), says which day's rates it used, and names \
            the expenses it cannot convert.

            --format pdf writes an expense report to hand in: a summary page with totals and a \
            chart per currency, the table of expenses, then every receipt, one page each, \
            captioned with its expense.

            Examples:
              vault report --journey paris
              vault report --by merchant --from 2025-01-01 --to 2025-03-31 --format csv
              vault report --journey paris --format pdf --output paris.pdf --paper letter
            """)

    @OptionGroup var vault: VaultOptions

    @Option(help: "Only this journey's expenses.")
    var journey: String?

    @Option(name: .customLong("from"), help: "First day (YYYY-MM-DD).")
    var from: CalendarDate?

    @Option(name: .customLong("to"), help: "Last day (YYYY-MM-DD).")
    var to: CalendarDate?

    @Option(name: .customLong("by"), help: "Group by category, merchant, day or tag.")
    var grouping: ReportGrouping = .category

    @Option(help: "Expenses with this status: confirmed, draft or all (confirmed and drafts).")
    var status: StatusChoice = .confirmed

    @Option(help: "Convert every expense into this currency (ISO 4217; default: the journey's).")
    var currency: String?

    @Option(help: "table, csv, json or pdf (pdf needs --output).")
    var format: Format = .table

    @Option(help: "Paper for --format pdf: a4 or letter.")
    var paper: PaperSize = .a4

    @Option(help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(help: "Print JSON (the same as --format json).")
    var json = false

    func validate() throws {
        if let from, let to, to < from { throw ValidationError("--to (\(to)) is before --from (\(from))") }
        if let currency, !CurrencyCode.isKnown(currency) || currency.count != 3 {
            throw ValidationError("--currency: '\(currency)' is not an ISO 4217 code such as EUR")
        }
        if format == .pdf && output == nil && !json {
            throw ValidationError("--format pdf writes a file: give it with --output FILE")
        }
    }

    func run() throws {
        let opened = try vault.open()
        let selection = ExpenseSelection(journey: journey, from: from, to: to, statuses: status.statuses)
        let report = try opened.report(
            selection, grouping: grouping, currency: try currency.map { try ExchangeRate.currency($0) })
        // A journey's report says where its budget stands (not for a selection of days only).
        let budget = try report.journey.flatMap { journey in
            from == nil && to == nil ? try opened.budgetStatus(journey: journey.slug) : nil
        }
        switch json ? .json : format {
        case .table:
            let bars = output == nil && isatty(STDOUT_FILENO) == 1
            let text = ReportTable.render(report, bars: bars) + (budget.map(BudgetLines.reportText) ?? "")
            try OutputFile.write(Data(text.utf8), to: output)
        case .csv:
            try OutputFile.write(Data(try ReportCSV.render(report).utf8), to: output)
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            var json = ReportJSON(report)
            json.budget = budget.map(BudgetJSON.init)
            try OutputFile.write(try encoder.encode(json) + Data("\n".utf8), to: output)
        case .pdf:
            let path = URL(fileURLWithPath: ((output ?? "report.pdf") as NSString).expandingTildeInPath).path
            try OutputFile.checkFolder(of: path)
            let pages = try PDFExpenseReport.write(report, to: path, paper: paper, vault: opened, budget: budget)
            print(
                "\(path): \(String.counted(pages.total, "page")): summary \(pages.summary), expenses \(pages.table), "
                    + "receipts \(pages.receipts)")
        }
    }
}
