import ArgumentParser
import Vault

/// `vault stats`: an overview of the vault.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Journeys, documents, drafts waiting, spending and top merchants.",
        discussion: """
            Spending is shown in each currency apart: different currencies are never added. A \
            journey's total is also converted into its currency, and each category's into the \
            configured currency (`vault config set currency EUR`), with the rates you gave \
            (`vault fx`); expenses without a rate are counted apart, never guessed.
            """)

    @OptionGroup var vault: VaultOptions

    @Flag(help: "Print JSON.")
    var json = false

    struct StatsJSON: Encodable {
        struct Journeys: Encodable {
            var upcoming: Int
            var active: Int
            var past: Int
            var undated: Int
        }

        struct JourneyRow: Encodable {
            var journey: String
            var spending: SpendingJSON
        }

        struct CategoryRow: Encodable {
            var category: String?
            var spending: SpendingJSON
        }

        struct MerchantRow: Encodable {
            var merchant: String
            var expenses: Int
            var perCurrency: [SpendingJSON.Sum]
        }

        var journeys: Journeys
        var documents: Int
        var documentsByKind: [String: Int]
        var draftsWaiting: Int
        var perJourney: [JourneyRow]
        var perCategory: [CategoryRow]
        var topMerchants: [MerchantRow]
        /// Each journey with a budget, where it stands.
        var budgets: [BudgetJSON] = []
    }

    func run() throws {
        let opened = try vault.open()
        let stats = try opened.stats()
        let budgets = try opened.budgetStatuses()
        var output = StatsJSON(
            journeys: .init(
                upcoming: stats.journeys.upcoming, active: stats.journeys.active, past: stats.journeys.past,
                undated: stats.journeys.undated),
            documents: stats.documents, documentsByKind: stats.documentsByKind, draftsWaiting: stats.draftsWaiting,
            perJourney: stats.perJourney.map { .init(journey: $0.slug, spending: SpendingJSON($0.spending)) },
            perCategory: stats.perCategory.map { .init(category: $0.category, spending: SpendingJSON($0.spending)) },
            topMerchants: stats.topMerchants.map {
                .init(
                    merchant: $0.name, expenses: $0.expenses,
                    perCurrency: $0.perCurrency.map { .init(total: $0.decimalString, currency: $0.currency) })
            })
        output.budgets = budgets.map(BudgetJSON.init)
        if json { return try Terminal.printJSON(output) }
        let j = stats.journeys
        print("journeys       \(j.upcoming) upcoming, \(j.active) active, \(j.past) past, \(j.undated) without dates")
        let kinds = stats.documentsByKind.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
        print("documents      \(stats.documents)" + (kinds.isEmpty ? "" : " (\(kinds.joined(separator: ", ")))"))
        print("drafts waiting \(stats.draftsWaiting)" + (stats.draftsWaiting > 0 ? " (vault review)" : ""))
        if !stats.perJourney.isEmpty {
            print("\nspending per journey")
            for row in stats.perJourney {
                print("  \(row.slug)")
                for line in SpendingJSON.lines(row.spending, indent: "    ") { print(line) }
            }
        }
        if !stats.perCategory.isEmpty {
            print("\nspending per category")
            for row in stats.perCategory {
                print("  \(row.category ?? "(no category)")")
                for line in SpendingJSON.lines(row.spending, indent: "    ") { print(line) }
            }
        }
        if !stats.topMerchants.isEmpty {
            print("\ntop merchants")
            var table = Table("EXPENSES", "SPENT", "MERCHANT")
            for merchant in stats.topMerchants {
                table.add(
                    String(merchant.expenses), merchant.perCurrency.map(\.description).joined(separator: ", "),
                    merchant.name)
            }
            print(table.render().split(separator: "\n").map { "  \($0)" }.joined(separator: "\n"))
        }
        BudgetLines.printSection(budgets)
    }
}
