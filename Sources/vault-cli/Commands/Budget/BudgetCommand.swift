import ArgumentParser
import Vault

/// `vault budget`: what the owner plans to spend on a journey, in total and per category.
struct BudgetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "budget",
        abstract: "Plan a journey's spending, in total and per category.",
        discussion: """
            A journey has one budget and may give parts of it to categories; what no category \
            has yet is "to assign". `budget show` (and `journey show`) list per category and in \
            total what was planned, what confirmed expenses spent, what drafts would add and \
            what is left, with a bar. Expenses in another currency are converted with your \
            rates (`vault fx`); those that cannot be are listed, never guessed. A budget in \
            another currency than the journey's needs a rate between the two.

            Examples:
              vault budget set paris 1500 EUR
              vault budget set paris --category "Food & Drink" 400
              vault budget show paris
              vault budget rm paris --category "Food & Drink"
            """,
        subcommands: [BudgetSetCommand.self, BudgetShowCommand.self, BudgetRemoveCommand.self])
}

struct BudgetSetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Set a journey's budget, or with --category the part given to a category.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The journey's slug.")
    var journey: String

    @Argument(help: "The amount, e.g. 1500 or 400.50.")
    var amount: String

    @Argument(help: "Its currency (ISO 4217; default: that of the journey's budget, else the journey's).")
    var currency: String?

    @Option(help: "Give this part of the budget to a category.")
    var category: String?

    func run() throws {
        let opened = try vault.open()
        let budget = try opened.setBudget(journey: journey, amount: amount, currency: currency, category: category)
        print("budget of \(journey)" + (budget.category.map { " for \($0)" } ?? "") + ": \(budget.planned)")
        if let status = try opened.budgetStatus(journey: journey), let toAssign = status.toAssign {
            print(
                toAssign.amount < 0
                    ? "the categories were given more than the budget (`vault budget show \(journey)`)"
                    : "to assign: \(toAssign)")
        }
    }
}

struct BudgetShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show where a journey's budget stands.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The journey's slug.")
    var journey: String

    @Flag(help: "Print JSON: amounts as decimal strings in the budget's currency.")
    var json = false

    func run() throws {
        guard let status = try vault.open().budgetStatus(journey: journey) else {
            throw BudgetError.noBudget(journey: journey, category: nil)
        }
        if json { return try Terminal.printJSON(BudgetJSON(status)) }
        print("\(status.journey.slug): \(status.journey.name)")
        for line in BudgetLines.lines(status) { print(line) }
    }
}

struct BudgetRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm", abstract: "Remove a journey's budget, a category's part, or all of them.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The journey's slug.")
    var journey: String

    @Option(help: "Remove only this category's part.")
    var category: String?

    @Flag(help: "Remove the budget and every category's part.")
    var all = false

    func validate() throws {
        if all && category != nil { throw ValidationError("give --category or --all, not both") }
    }

    func run() throws {
        let count = try vault.open().removeBudget(journey: journey, category: category, all: all)
        print("removed \(String.counted(count, "budget")) of \(journey)")
    }
}
