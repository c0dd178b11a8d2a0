import ArgumentParser
import Reading
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

    @Option(help: "Only expenses in this category.")
    var category: String?

    @Flag(help: "Only expenses without a category.")
    var uncategorized = false

    @Option(help: "Only expenses with this tag.")
    var tag: String?

    @Flag(help: "Only expenses flagged as a possible duplicate of another (same merchant, total and date).")
    var duplicates = false

    @Flag(help: "Print JSON: an array of expenses.")
    var json = false

    func validate() throws {
        if category != nil && uncategorized {
            throw ValidationError("use either --category or --uncategorized, not both")
        }
    }

    func run() throws {
        let opened = try vault.open()
        let query = ExpenseQuery(
            journey: journey, status: status, category: category, uncategorized: uncategorized, tag: tag,
            duplicates: duplicates)
        let journeys = try opened.journeySlugs()
        let categories = try opened.categoryNames()
        if json {
            let tags = try opened.expenseTags()
            return try Terminal.printJSON(
                try opened.expenses(query).map {
                    ExpenseJSON($0, journeys: journeys, categories: categories, tags: tags)
                })
        }
        // The table needs a few columns only: reading whole expenses (evidence as JSON) cost
        // more than the query.
        let expenses = try opened.expenseSummaries(query)
        guard !expenses.isEmpty else {
            print("No expenses. Import receipts with `vault import`, or add one with `vault expense add`.")
            return
        }
        // A TAGS column only when a listed expense has tags, so untagged vaults keep the narrow table.
        let tags = duplicates ? [:] : try opened.expenseTags()
        let showTags = expenses.contains { tags[$0.id] != nil }
        var table =
            duplicates
            ? Table("ID", "STATUS", "DATE", "TOTAL", "JOURNEY", "MERCHANT", "DUPLICATE OF")
            : Table("ID", "STATUS", "DATE", "TOTAL", "JOURNEY", "CATEGORY", "MERCHANT")
        if showTags { table.header.insert("TAGS", at: 6) }
        for expense in expenses {
            let total = [expense.totalString, expense.currency].compactMap { $0 }.joined(separator: " ")
            let common = [
                String(expense.id), expense.status.rawValue, expense.date?.description ?? "-",
                total.isEmpty ? "-" : total, expense.journeyId.flatMap { journeys[$0] } ?? "-",
            ]
            if duplicates {
                table.rows.append(
                    common + [expense.merchant ?? "-", expense.duplicateOf.map { "expense \($0)" } ?? "-"])
            } else {
                let tagged = showTags ? [tags[expense.id]?.joined(separator: ",") ?? "-"] : []
                table.rows.append(
                    common + [expense.categoryId.flatMap { categories[$0] } ?? "-"] + tagged + [expense.merchant ?? "-"]
                )
            }
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
        let info = ExpenseJSON(
            expense, journeys: try opened.journeySlugs(), categories: try opened.categoryNames(),
            tags: try opened.expenseTags())
        if json { return try Terminal.printJSON(info) }
        func row(
            _ name: String, _ value: String?, _ confidence: Double?, _ evidence: [FieldEvidence]?, _ edit: FieldEdit?,
            _ reason: String?
        ) -> String {
            let label = name.padding(toLength: 10, withPad: " ", startingAt: 0)
            // One line per field, whatever the value holds (a merchant with a line break).
            var line = "  \(label)\(value.map(Table.oneLine) ?? "-")"
            if let edit {
                line += "   (set by you on \(edit.on)"
                if let read = edit.read { line += "; the document read \"\(read)\"" }
                line += ")"
            } else if let confidence {
                line +=
                    String(format: "   (%.0f%% sure", confidence * 100)
                    // A receipt's columns are runs of spaces: shown as one.
                    + (evidence?.first.map { ", read from \"\(ReviewScreen.collapse($0.text))\")" } ?? ")")
                if let reason { line += "\n            " + reason }
            }
            return line
        }
        let edits = expense.edits
        print("expense \(info.id) (\(info.status))" + (info.documentId.map { ", document \($0)" } ?? ""))
        let reasons = expense.evidence?.reasons
        print(
            row(
                "merchant", info.merchant, expense.confidence?.merchant, expense.evidence?.merchant, edits?.merchant,
                reasons?.merchant))
        if let note = info.merchantNote { print("            \(note)") }
        print(
            row("total", info.total, expense.confidence?.total, expense.evidence?.total, edits?.total, nil))
        if edits?.total == nil {
            // How the amount was found, then how sure that makes it.
            for line in [expense.evidence?.totalRule?.explanation, reasons?.total].compactMap({ $0 }) {
                print("            \(line)")
            }
        }
        print(
            row(
                "currency", info.currency.map { "\($0) (\(info.currencySource ?? "?"))" }, expense.confidence?.currency,
                expense.evidence?.currency, edits?.currency, reasons?.currency))
        print(row("date", info.date, expense.confidence?.date, expense.evidence?.date, edits?.date, reasons?.date))
        if let journey = info.journey {
            let filing = expense.filedBy.map(\.reason) ?? "unfiled"
            print(Table.oneLine("  journey   \(journey) (\(filing)\(info.filingNote.map { ": \($0)" } ?? ""))"))
        } else {
            // Unfiled: why (`unfiled by you`, `no journey covers 2025-04-01`), not the rule's name.
            print(Table.oneLine("  journey   - (\(info.filingNote ?? "unfiled"))"))
        }
        print(Table.oneLine("  category  \(info.category ?? "-")" + (info.categoryNote.map { " (\($0))" } ?? "")))
        if !info.tags.isEmpty { print(Table.oneLine("  tags      \(info.tags.joined(separator: ", "))")) }
        if let original = info.duplicateOf { print("  possible duplicate of expense \(original)") }
        if let notes = info.notes { print("  notes     \(notes)") }
    }
}
