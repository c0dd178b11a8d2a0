import ArgumentParser
import Vault

struct ExpenseAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add an expense by hand (no document); it is saved as confirmed.")

    @OptionGroup var vault: VaultOptions

    @Option(help: "Who was paid (1-100 characters).")
    var merchant: String

    @Option(parsing: .unconditional, help: "Amount, e.g. 12.30 or 12,30 (not negative).")
    var total: String

    @Option(help: "ISO 4217 code, e.g. EUR.")
    var currency: String

    @Option(help: "Day of the expense (YYYY-MM-DD).")
    var date: String

    @Option(help: "File it into this journey.")
    var journey: String?

    @Option(help: "Free text, at most 500 characters.")
    var notes: String?

    @Flag(help: "Print the new expense as JSON.")
    var json = false

    func run() throws {
        let opened = try vault.openCreating()
        let expense = try opened.addExpense(
            merchant: merchant, total: total, currency: currency, date: date, journey: journey, notes: notes)
        if json { return try Terminal.printJSON(ExpenseJSON(expense, journeys: try opened.journeySlugs())) }
        let slug = try expense.journeyId.flatMap { try opened.journeySlugs()[$0] }
        let filing =
            slug.map { "journey \($0) (\(expense.filedBy?.reason ?? "chosen by you"))" }
            ?? "unfiled" + (expense.filingNote.map { ": \($0)" } ?? "")
        print(
            "added expense \(expense.id ?? 0): \(expense.merchant ?? "") \(expense.totalString ?? "") "
                + "\(expense.currency ?? "") \(expense.date?.description ?? ""); \(filing)")
    }
}

struct ExpenseEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Correct an expense's fields.",
        discussion: """
            Only the options given change. Correcting the merchant of a receipt teaches vault: \
            later receipts where it reads the same name get your spelling (`vault merchant list`).
            """)

    @OptionGroup var vault: VaultOptions

    @Argument(help: "Expense id.")
    var id: Int64

    @Option(help: "Merchant (1-100 characters).")
    var merchant: String?

    @Option(parsing: .unconditional, help: "Amount, e.g. 12.30 or 12,30 (not negative).")
    var total: String?

    @Option(help: "ISO 4217 code; the amount is kept.")
    var currency: String?

    @Option(help: "Day (YYYY-MM-DD).")
    var date: String?

    @Option(help: "Move to this journey.")
    var journey: String?

    @Flag(help: "Take it out of its journey.")
    var unfile = false

    @Option(help: "Notes, at most 500 characters; an empty string clears them.")
    var notes: String?

    @Option(help: "Put it in this category (see `vault category list`).")
    var category: String?

    @Flag(help: "Take it out of its category.")
    var uncategorize = false

    var change: ExpenseChange {
        ExpenseChange(
            merchant: merchant, total: total, currency: currency, date: date,
            journey: journey.map { .file($0) } ?? (unfile ? .unfile : nil), notes: notes)
    }

    func validate() throws {
        if journey != nil && unfile { throw ValidationError("use either --journey or --unfile, not both") }
        if category != nil && uncategorize {
            throw ValidationError("use either --category or --uncategorize, not both")
        }
        guard !change.isEmpty || category != nil || uncategorize else {
            throw ValidationError(
                "nothing to change: give --merchant, --total, --currency, --date, --journey, --unfile, --notes, "
                    + "--category or --uncategorize")
        }
    }

    func run() throws {
        let opened = try vault.open()
        var notes: [String] = []
        if category != nil || uncategorize {
            let expense = try opened.setCategory(ofExpense: id, to: category)
            let names = try opened.categoryNames()
            notes.append(expense.categoryId.flatMap { names[$0] }.map { "category \($0)" } ?? "no category")
        }
        if !change.isEmpty {
            let result = try opened.editExpense(id: id, change)
            notes += result.remarks + (result.refiling.map { [$0.description] } ?? [])
        }
        print("updated expense \(id)" + notes.map { "; \($0)" }.joined())
    }
}

struct ExpenseRejectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reject", abstract: "Mark expenses as not expenses (kept, but left out of totals).")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "Expense ids.")
    var ids: [Int64]

    func run() throws {
        // An id given twice is one expense.
        var seen: Set<Int64> = []
        let unique = ids.filter { seen.insert($0).inserted }
        try vault.open().setStatus(.rejected, ofExpenses: unique)
        print("rejected \(String.counted(unique.count, "expense"))")
    }
}
