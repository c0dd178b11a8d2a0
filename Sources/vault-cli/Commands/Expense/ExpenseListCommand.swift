import ArgumentParser
import Vault

extension ExpenseStatus: ExpressibleByArgument {}

struct ExpenseListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List expenses, newest first.")

    @OptionGroup var vault: VaultOptions

    @Option(help: "Only this journey's expenses.")
    var journey: String?

    @Option(help: "Only expenses with this status: draft, confirmed or rejected.")
    var status: ExpenseStatus?

    @Flag(help: "Print JSON: an array of expenses.")
    var json = false

    func run() throws {
        let opened = try vault.open()
        let expenses = try opened.expenses(journey: journey, status: status)
        let journeys = try opened.journeySlugs()
        if json { return try Terminal.printJSON(expenses.map { ExpenseJSON($0, journeys: journeys) }) }
        guard !expenses.isEmpty else {
            print("No expenses. Import receipts with `vault import`, or add one with `vault expense add`.")
            return
        }
        var table = Table("ID", "STATUS", "DATE", "TOTAL", "JOURNEY", "MERCHANT")
        for expense in expenses {
            let total = [expense.totalString, expense.currency].compactMap { $0 }.joined(separator: " ")
            table.add(
                String(expense.id ?? 0), expense.status.rawValue, expense.date?.description ?? "-",
                total.isEmpty ? "-" : total, expense.journeyId.flatMap { journeys[$0] } ?? "-",
                expense.merchant ?? "-")
        }
        print(table.render())
    }
}

struct ExpenseShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show an expense with the receipt lines its fields came from.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "Expense id.")
    var id: Int64

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        let opened = try vault.open()
        let expense = try opened.expense(id: id)
        let info = ExpenseJSON(expense, journeys: try opened.journeySlugs())
        if json { return try Terminal.printJSON(info) }
        func row(
            _ name: String, _ value: String?, _ confidence: Double?, _ evidence: [FieldEvidence]?, _ edit: FieldEdit?
        ) -> String {
            let label = name.padding(toLength: 10, withPad: " ", startingAt: 0)
            var line = "  \(label)\(value ?? "-")"
            if let edit {
                line += "   (set by you on \(edit.on)"
                if let read = edit.read { line += "; the document read \"\(read)\"" }
                line += ")"
            } else if let confidence {
                line +=
                    String(format: "   (%.0f%% sure", confidence * 100)
                    + (evidence?.first.map { ", read from \"\($0.text)\")" } ?? ")")
            }
            return line
        }
        let edits = expense.edits
        print("expense \(info.id) (\(info.status))" + (info.documentId.map { ", document \($0)" } ?? ""))
        print(row("merchant", info.merchant, expense.confidence?.merchant, expense.evidence?.merchant, edits?.merchant))
        if let note = info.merchantNote { print("            \(note)") }
        print(row("total", info.total, expense.confidence?.total, expense.evidence?.total, edits?.total))
        print(
            row(
                "currency", info.currency.map { "\($0) (\(info.currencySource ?? "?"))" }, expense.confidence?.currency,
                expense.evidence?.currency, edits?.currency))
        print(row("date", info.date, expense.confidence?.date, expense.evidence?.date, edits?.date))
        let filing = expense.filedBy.map { $0 == .unfiled ? "unfiled" : $0.reason } ?? "unfiled"
        print("  journey   \(info.journey ?? "-") (\(filing)\(info.filingNote.map { ": \($0)" } ?? ""))")
        if let notes = info.notes { print("  notes     \(notes)") }
    }
}
