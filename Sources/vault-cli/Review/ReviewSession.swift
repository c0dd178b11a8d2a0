import Foundation
import Vault

/// The review loop: shows one draft at a time and acts on single keys. Every change is saved
/// at once through `Vault`, so quitting or an interruption loses nothing.
final class ReviewSession {
    let vault: Vault
    let terminal: RawTerminal
    let style: ReviewStyle
    private let journeyFilter: String?
    private var tally = ReviewTally()
    /// Expenses changed in this session (a journey change counts as an edit), for the tally.
    var edited: Set<Int64> = []
    /// The last accept or reject, which `u` takes back: the expense, its place in the queue
    /// and whether it was accepted.
    private var undoable: (id: Int64, index: Int, accepted: Bool)?

    init(vault: Vault, terminal: RawTerminal, style: ReviewStyle, journeyFilter: String?) {
        self.vault = vault
        self.terminal = terminal
        self.style = style
        self.journeyFilter = journeyFilter
    }

    /// Reviews the drafts in `queue` (expense ids) until the end or `q`.
    func run(_ queue: [Int64]) throws -> ReviewTally {
        var index = 0
        var message: String? = nil
        loop: while index < queue.count {
            // Re-read every time: the draft may have been edited, or settled by another process.
            guard let item = try vault.reviewItem(expenseId: queue[index]) else {
                index += 1
                continue
            }
            let id = queue[index]
            write(
                ReviewScreen(
                    item: item, position: index + 1, count: queue.count, journeyFilter: journeyFilter,
                    message: message, style: style, width: terminal.width
                ).render())
            let shown = message
            message = nil
            switch terminal.readKey() {
            case .character("a"):
                let missing = item.expense.missingForConfirmation
                guard missing.isEmpty else {
                    message = style.yellow(
                        "not accepted: it has no \(missing.joined(separator: " or ")) yet; press e to set it")
                    continue
                }
                if let original = item.possibleOriginal, !acceptsDuplicate(of: original) {
                    message = style.yellow("not accepted; d rejects it as a duplicate of expense \(original.id ?? 0)")
                    continue
                }
                if let failure = attempt({ try vault.setStatus(.confirmed, ofExpenses: [id]) }) {
                    message = failure
                    continue
                }
                tally.accepted += 1
                undoable = (id, index, true)
                message = style.green("accepted: \(Self.summary(of: item.expense))") + style.dim("  (u undoes)")
                index += 1
            case .character("r"):
                if let failure = attempt({ try vault.setStatus(.rejected, ofExpenses: [id]) }) {
                    message = failure
                    continue
                }
                tally.rejected += 1
                undoable = (id, index, false)
                message = style.red("rejected: \(Self.summary(of: item.expense))") + style.dim("  (u undoes)")
                index += 1
            case .character("d"):
                guard let original = item.possibleOriginal else {
                    message = style.yellow("'d' does nothing here: this draft is not flagged as a duplicate")
                    continue
                }
                if let failure = attempt({ try vault.setStatus(.rejected, ofExpenses: [id]) }) {
                    message = failure
                    continue
                }
                tally.rejected += 1
                undoable = (id, index, false)
                message =
                    style.red(
                        "rejected as a duplicate of expense \(original.id ?? 0): \(Self.summary(of: item.expense))")
                    + style.dim("  (u undoes)")
                index += 1
            case .character("u"):
                guard let last = undoable else {
                    message = style.yellow("nothing to undo: u takes back the last accept or reject")
                    continue
                }
                if let failure = attempt({ try vault.setStatus(.draft, ofExpenses: [last.id]) }) {
                    message = failure
                    continue
                }
                if last.accepted { tally.accepted -= 1 } else { tally.rejected -= 1 }
                undoable = nil
                index = last.index
                message = style.green("undone: expense \(last.id) is a draft again")
            case .character("s"), .character(" "):
                tally.skipped += 1
                message = style.dim("skipped: \(Self.summary(of: item.expense)) (still a draft)")
                index += 1
            case .character("e"):
                message = try edit(item)
            case .character("j"):
                message = try changeJourney(item)
            case .character("c"):
                message = try changeCategory(item)
            case .character("t"):
                message = try addTags(item)
            case .character("o"):
                message = try open(item)
            case .character("q"), .end:
                break loop
            case .character("?"), .character("h"):
                message = Self.help
            case .character(let other):
                message = style.yellow("'\(other)' does nothing here; ? shows the keys")
            case .redraw:
                message = shown
            case .enter, .escape:
                break
            }
        }
        tally.edited = edited.count
        // Skipped drafts are still drafts: count every draft still waiting, not just the unseen.
        tally.left = try vault.reviewQueue(journey: journeyFilter).count
        return tally
    }

    static let help = """
        a  accept: the draft becomes a confirmed expense
        e  edit a field: then m merchant, t total, c currency, d date, n notes; Enter keeps a value
        j  change the journey: a number from the list or a slug; - unfiles
        c  set the category: a number from the list or a name; - clears it
        t  add tags, separated by commas
        r  reject: not an expense (kept, but left out of totals)
        d  reject as a duplicate (for a draft flagged as a possible duplicate)
        u  undo the last accept or reject: back to that draft
        s  skip: leave it a draft and go to the next one
        o  open the document in your viewer
        q  quit (every change is already saved)
        """

    /// Asks whether to accept a draft that may be a second copy of `original`; y accepts.
    private func acceptsDuplicate(of original: Expense) -> Bool {
        write(
            "\n" + style.bold("possible duplicate of expense \(original.id ?? 0)")
                + ": accept anyway? Both would count. (y accepts, any other key does not) ")
        guard case .character(let key) = terminal.readKey() else { return false }
        write("\(key)\n")
        return key == "y" || key == "Y"
    }

    // MARK: Edit

    private enum Field: CaseIterable {
        case merchant, total, currency, date, notes

        init?(key: Character) {
            switch key {
            case "m": self = .merchant
            case "t": self = .total
            case "c": self = .currency
            case "d": self = .date
            case "n": self = .notes
            default: return nil
            }
        }

        var name: String { "\(self)" }

        func current(_ expense: Expense) -> String? {
            switch self {
            case .merchant: return expense.merchant
            case .total: return expense.totalString
            case .currency: return expense.currency
            case .date: return expense.date?.description
            case .notes: return expense.notes
            }
        }

        func change(_ value: String) -> ExpenseChange {
            switch self {
            case .merchant: return ExpenseChange(merchant: value)
            case .total: return ExpenseChange(total: value)
            case .currency: return ExpenseChange(currency: value)
            case .date: return ExpenseChange(date: value)
            case .notes: return ExpenseChange(notes: value == "-" ? "" : value)
            }
        }

        var hint: String {
            switch self {
            case .merchant: return "1-100 characters"
            case .total: return "an amount such as 12.30 or 12,30"
            case .currency: return "an ISO 4217 code such as EUR"
            case .date: return "YYYY-MM-DD"
            case .notes: return "- clears them"
            }
        }
    }

    /// Asks for a field key, then for the new value until it is valid (or kept).
    private func edit(_ item: ReviewItem) throws -> String? {
        write(
            "\n" + style.bold("edit which field?") + " m merchant  t total  c currency  d date  n notes  (Esc cancels) "
        )
        guard case .character(let key) = terminal.readKey(), let field = Field(key: key) else {
            return style.dim("edit cancelled")
        }
        write("\(key)\n")
        let id = item.expense.id ?? 0
        while true {
            let current = field.current(item.expense) ?? "-"
            let prompt = "new \(field.name) (\(field.hint)) [\(current)]: "
            guard let line = try terminal.readLine(prompt: prompt) else { return style.dim("edit cancelled") }
            let value = line.trimmingCharacters(in: .whitespaces)
            if value.isEmpty { return style.dim("\(field.name) kept: \(current)") }
            do {
                let saved = try vault.editExpense(id: id, field.change(value))
                edited.insert(id)
                let refiling = (saved.remarks + (saved.refiling.map { [$0.description] } ?? [])).map { "; \($0)" }
                    .joined()
                return style.green("saved \(field.name): \(field.current(saved.expense) ?? "-")\(refiling)")
            } catch let error as VaultError {
                write(style.red("  \(error)") + "\n")
            }
        }
    }

    /// Lists the journeys and files the draft into the one chosen (`-` unfiles it).
    private func changeJourney(_ item: ReviewItem) throws -> String? {
        let journeys = try vault.journeys()
        var text = "\n" + style.bold("journeys") + "\n"
        if journeys.isEmpty {
            text += "  none yet (vault journey add SLUG --name ...)\n"
        }
        for (number, journey) in journeys.enumerated() {
            let dates = [journey.startDate, journey.endDate].compactMap { $0?.description }.joined(separator: " to ")
            text +=
                "  \(String(number + 1).leftPadded(to: 2))  \(journey.slug)  " + style.dim("\(journey.name)  \(dates)")
                + "\n"
        }
        write(text)
        let id = item.expense.id ?? 0
        while true {
            let prompt = "journey (number or slug, - unfiles) [\(item.journey?.slug ?? "-")]: "
            guard let line = try terminal.readLine(prompt: prompt) else { return style.dim("journey kept") }
            let answer = line.trimmingCharacters(in: .whitespaces)
            if answer.isEmpty { return style.dim("journey kept: \(item.journey?.slug ?? "unfiled")") }
            let change: ExpenseChange.JourneyChange
            if answer == "-" {
                change = .unfile
            } else if let number = Int(answer) {
                guard journeys.indices.contains(number - 1) else {
                    write(style.red("  there is no journey \(number) in the list") + "\n")
                    continue
                }
                change = .file(journeys[number - 1].slug)
            } else {
                change = .file(answer)
            }
            do {
                try vault.editExpense(id: id, ExpenseChange(journey: change))
                edited.insert(id)
                if case .file(let slug) = change { return style.green("filed in journey \(slug)") }
                return style.green("unfiled")
            } catch let error as VaultError {
                write(style.red("  \(error)") + "\n")
            }
        }
    }

    /// Opens the document with the desktop's viewer; says where the file is when that fails.
    private func open(_ item: ReviewItem) throws -> String? {
        guard let document = item.document else { return style.yellow("this expense has no document") }
        let url = try vault.objectURL(of: document)
        guard FileManager.default.fileExists(atPath: url.path) else {
            return style.red("the stored file is missing: \(url.path); run `vault doctor`")
        }
        do {
            try terminal.withUserSettings { try DocumentViewer.open(url) }
            return style.dim("opened \(document.originalName)")
        } catch {
            return style.yellow("could not open a viewer (xdg-open); the file is at \(url.path)")
        }
    }

    // MARK: Helpers

    /// Runs a vault operation; a vault error becomes the message to show.
    private func attempt(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return style.red("\(error)")
        }
    }

    func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// `expense 2: BRASSERIE LE COMPTOIR 42.50 EUR`
    static func summary(of expense: Expense) -> String {
        let fields = [expense.merchant, expense.totalString, expense.currency].compactMap { $0 }
        return "expense \(expense.id ?? 0)" + (fields.isEmpty ? "" : ": " + fields.joined(separator: " "))
    }
}
