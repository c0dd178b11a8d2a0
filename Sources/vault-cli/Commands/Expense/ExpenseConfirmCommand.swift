import ArgumentParser
import Foundation
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

            A draft flagged as a possible duplicate (the same receipt imported twice, see \
            `expense list --duplicates`) is confirmed only after a question on a terminal, or \
            with --yes: both copies would count. --reject-duplicates keeps it and rejects the \
            other copy instead.

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

    @Flag(name: .shortAndLong, help: "Confirm drafts flagged as possible duplicates without asking.")
    var yes = false

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
        /// What each expense confirmed took past its journey's budget, by expense id.
        var overBudget: [String: String]? = nil
    }

    func run() throws {
        let opened = try vault.open()
        guard allSure else {
            // An id given twice is one expense.
            var seen: Set<Int64> = []
            let unique = ids.filter { seen.insert($0).inserted }
            if rejectDuplicates {
                let kept = try unique.map { try opened.keepExpense($0) }
                if json { return try Terminal.printJSON(Output(confirmed: unique, needLook: nil)) }
                print(Self.keptLine(kept))
                return
            }
            guard try mayConfirm(unique, in: opened) else { return }
            try opened.setStatus(.confirmed, ofExpenses: unique)
            let over = try opened.budgetWarnings(forExpenses: unique)
            if json {
                return try Terminal.printJSON(Output(confirmed: unique, needLook: nil, overBudget: Self.json(over)))
            }
            print("confirmed \(String.counted(unique.count, "expense"))" + Self.budgetNote(over))
            return
        }
        let outcome = try opened.confirmAllSure(journey: journey)
        let over = try opened.budgetWarnings(forExpenses: outcome.confirmed)
        if json {
            return try Terminal.printJSON(
                Output(confirmed: outcome.confirmed, needLook: outcome.needLook, overBudget: Self.json(over)))
        }
        let count = outcome.confirmed.count
        var line = "confirmed \(String.counted(count, "sure draft"))"
        if count > 0 { line += " (\(outcome.confirmed.map(String.init).joined(separator: ", ")))" }
        line += "; \(outcome.needLook) still need\(outcome.needLook == 1 ? "s" : "") a look"
        if outcome.possibleDuplicates > 0 {
            line +=
                outcome.possibleDuplicates == outcome.needLook && outcome.needLook == 1
                ? ", a possible duplicate"
                : ", \(outcome.possibleDuplicates) of them possible duplicates"
        }
        if let journey { line += " in journey \(journey)" }
        if outcome.needLook > 0 { line += " (vault review" + (journey.map { " --journey \($0)" } ?? "") + ")" }
        print(line + Self.budgetNote(over))
    }

    /// Whether to go on with confirming `ids`: yes unless one is a draft flagged as a possible
    /// duplicate, which needs --yes or the user's answer on a terminal.
    private func mayConfirm(_ ids: [Int64], in vault: Vault) throws -> Bool {
        var flagged: [(id: Int64, original: Expense)] = []
        for id in ids where try vault.expense(id: id).status == .draft {
            if let original = try vault.possibleOriginal(ofExpense: id) { flagged.append((id, original)) }
        }
        guard !flagged.isEmpty, !yes else { return true }
        let pairs = flagged.map { "expense \($0.id) may be a duplicate of \($0.original.duplicateSummary)" }
        let first = flagged[0].id
        guard isatty(STDIN_FILENO) == 1 else {
            throw CommandError.possibleDuplicate(
                pairs.joined(separator: "; ")
                    + ": confirmed, the receipt would count twice; confirm anyway with --yes, keep it and "
                    + "reject the other with --reject-duplicates, or drop it with `vault expense reject \(first)`")
        }
        for pair in pairs { print("  " + pair) }
        print("Confirm anyway? The receipt would count twice. [y/N] ", terminator: "")
        guard let answer = readLine(), ["y", "yes"].contains(answer.lowercased()) else {
            print(
                "nothing confirmed; `vault expense confirm \(first) --reject-duplicates` keeps it and rejects the "
                    + "other, `vault expense reject \(first)` drops it")
            return false
        }
        return true
    }

    /// `confirmed 1 expense; rejected duplicate 23`, and the duplicates left confirmed.
    static func keptLine(_ kept: [KeptExpense]) -> String {
        let rejected = kept.flatMap(\.rejected)
        let pairs = kept.flatMap(\.alreadyConfirmed)
        // The one to drop is the other copy: never the expense the user just chose to keep.
        let keptIds = Set(kept.map(\.id))
        let drops = pairs.map { keptIds.contains($0.duplicate) ? $0.original : $0.duplicate }
        var line = "confirmed \(String.counted(kept.count, "expense"))"
        if !rejected.isEmpty {
            let ids = rejected.map(String.init).joined(separator: ", ")
            line += "; rejected " + (rejected.count == 1 ? "duplicate \(ids)" : "duplicates \(ids)")
        }
        if !pairs.isEmpty {
            let listed = pairs.map { "expense \($0.duplicate) (of \($0.original))" }.joined(separator: ", ")
            let drop = drops.map(String.init).joined(separator: " ")
            line +=
                "; \(String.counted(pairs.count, "possible duplicate")) "
                + (pairs.count == 1 ? "is" : "are") + " already confirmed: \(listed); "
                + "reject \(pairs.count == 1 ? "it" : "them") with `vault expense reject \(drop)`"
        } else if rejected.isEmpty {
            line += "; no duplicates to reject"
        }
        return line
    }

    /// `; over budget: expense 7: Food & Drink is 20.00 EUR over ...`, or nothing.
    static func budgetNote(_ warnings: [Int64: String]) -> String {
        guard !warnings.isEmpty else { return "" }
        // One budget passed by several expenses is said once, after the last of them.
        var seen: [String: Int64] = [:]
        for (id, text) in warnings { seen[text] = max(seen[text] ?? id, id) }
        return "; over budget: "
            + seen.sorted { $0.value < $1.value }.map { "expense \($0.value): \($0.key)" }.joined(separator: "; ")
    }

    static func json(_ warnings: [Int64: String]) -> [String: String]? {
        warnings.isEmpty ? nil : Dictionary(uniqueKeysWithValues: warnings.map { (String($0.key), $0.value) })
    }
}
