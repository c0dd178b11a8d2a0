import ArgumentParser
import Vault

/// `vault expense confirm`: mark expenses as checked, by id or every draft that is sure.
struct ExpenseConfirmCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "confirm",
        abstract: "Mark expenses as checked and correct.",
        discussion: """
            With ids, confirms those expenses. With --all-sure, confirms every draft whose \
            merchant, total, currency and date were all read with at least 90% confidence, \
            and says how many drafts still need a look (`vault review` shows the least sure \
            first).

            Examples:
              vault expense confirm 7 8
              vault expense confirm --all-sure --journey paris
            """)

    @OptionGroup var vault: VaultOptions

    @Argument(help: "Expense ids.")
    var ids: [Int64] = []

    @Flag(help: "Confirm every draft whose fields are all sure (confidence >= 0.9).")
    var allSure = false

    @Option(help: "With --all-sure: only drafts filed in this journey (slug).")
    var journey: String?

    @Flag(
        name: .customLong("reject-duplicates"),
        help:
            "Also reject the drafts that are the same receipt as each expense confirmed (see `expense list --duplicates`)."
    )
    var rejectDuplicates = false

    @Flag(help: "Print what was confirmed as JSON.")
    var json = false

    func validate() throws {
        if allSure && !ids.isEmpty { throw ValidationError("give either expense ids or --all-sure, not both") }
        if !allSure && ids.isEmpty { throw ValidationError("give expense ids, or --all-sure") }
        if journey != nil && !allSure { throw ValidationError("--journey works with --all-sure only") }
        if rejectDuplicates && allSure { throw ValidationError("--reject-duplicates works with expense ids only") }
    }

    private struct Output: Encodable {
        var confirmed: [Int64]
        var needLook: Int?
    }

    func run() throws {
        let opened = try vault.open()
        guard allSure else {
            // An id given twice is one expense.
            var seen: Set<Int64> = []
            let unique = ids.filter { seen.insert($0).inserted }
            if rejectDuplicates {
                let rejected = try unique.flatMap { try opened.keepExpense($0) }
                if json { return try Terminal.printJSON(Output(confirmed: unique, needLook: nil)) }
                let ids = rejected.map(String.init).joined(separator: ", ")
                let duplicates = rejected.count == 1 ? "duplicate \(ids)" : "duplicates \(ids)"
                print(
                    "confirmed \(String.counted(unique.count, "expense"))"
                        + (rejected.isEmpty ? "; no duplicates to reject" : "; rejected \(duplicates)"))
                return
            }
            try opened.setStatus(.confirmed, ofExpenses: unique)
            if json { return try Terminal.printJSON(Output(confirmed: unique, needLook: nil)) }
            print("confirmed \(String.counted(unique.count, "expense"))")
            return
        }
        let outcome = try opened.confirmAllSure(journey: journey)
        if json { return try Terminal.printJSON(Output(confirmed: outcome.confirmed, needLook: outcome.needLook)) }
        let count = outcome.confirmed.count
        var line = "confirmed \(String.counted(count, "sure draft"))"
        if count > 0 { line += " (\(outcome.confirmed.map(String.init).joined(separator: ", ")))" }
        line += "; \(outcome.needLook) still need\(outcome.needLook == 1 ? "s" : "") a look"
        if let journey { line += " in journey \(journey)" }
        if outcome.needLook > 0 { line += " (vault review" + (journey.map { " --journey \($0)" } ?? "") + ")" }
        print(line)
    }
}
