import ArgumentParser
import Vault

/// `vault category`: the categories expenses are filed under.
struct CategoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "category",
        abstract: "List, add, rename and remove expense categories.",
        discussion: """
            A vault starts with Transport, Accommodation, Food & Drink, Groceries, Activities, \
            Shopping, Fees & Services and Other; these can be renamed, not removed. A draft read \
            from a receipt gets its category from your rules (`vault category rule`), else the \
            one you confirmed before for the same shop, else the kind of a known brand, else \
            keywords (hotel, cafe, taxi ... in several languages; the merchant's name weighs \
            most), and says why (`vault expense show`).

            Examples:
              vault category add Gifts --color "#FF8800"
              vault category rename "Food & Drink" Meals
              vault category rm Gifts --reassign-to Shopping
              vault expense edit 7 --category Meals
              vault expense list --uncategorized
              vault category rule add Transport --merchant uber
            """,
        subcommands: [
            CategoryListCommand.self, CategoryAddCommand.self, CategoryRenameCommand.self, CategoryRemoveCommand.self,
            CategoryRuleCommand.self,
        ],
        defaultSubcommand: CategoryListCommand.self)
}

struct CategoryListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List categories.")

    @OptionGroup var vault: VaultOptions

    @Flag(help: "Print JSON: an array of {id, name, color, isDefault, expenses}.")
    var json = false

    struct CategoryJSON: Encodable {
        var id: Int64
        var name: String
        var color: String?
        var isDefault: Bool
        var expenses: Int
    }

    func run() throws {
        let categories = try vault.open().categories()
        if json {
            return try Terminal.printJSON(
                categories.map {
                    CategoryJSON(
                        id: $0.category.id ?? 0, name: $0.category.name, color: $0.category.color,
                        isDefault: $0.category.isDefault, expenses: $0.expenses)
                })
        }
        var table = Table("NAME", "EXPENSES", "COLOR", "DEFAULT")
        for usage in categories {
            table.add(
                usage.category.name, String(usage.expenses), usage.category.color ?? "-",
                usage.category.isDefault ? "yes" : "no")
        }
        print(table.render())
    }
}

struct CategoryAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a category.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "Its name (1-40 characters).")
    var name: String

    @Option(help: "A colour, #RRGGBB.")
    var color: String?

    func run() throws {
        let category = try vault.openCreating().addCategory(name: name, color: color)
        print("added category \(category.name)")
    }
}

struct CategoryRenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename", abstract: "Rename a category (defaults too); its expenses follow.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The current name.")
    var old: String

    @Argument(help: "The new name.")
    var new: String

    func run() throws {
        let category = try vault.open().renameCategory(old, to: new)
        print("renamed \(old) to \(category.name)")
    }
}

struct CategoryRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm", abstract: "Remove a category of your own.",
        discussion: "A category that still has expenses needs --reassign-to OTHER or --uncategorize.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The category's name.")
    var name: String

    @Option(name: .customLong("reassign-to"), help: "Move its expenses to this category.")
    var reassignTo: String?

    @Flag(help: "Leave its expenses without a category.")
    var uncategorize = false

    func validate() throws {
        if reassignTo != nil && uncategorize {
            throw ValidationError("use either --reassign-to or --uncategorize, not both")
        }
    }

    func run() throws {
        let moved = try vault.open().removeCategory(name, reassignTo: reassignTo, uncategorize: uncategorize)
        var line = "removed category \(name)"
        if moved > 0 {
            line +=
                reassignTo.map { "; \(String.counted(moved, "expense")) moved to \($0)" }
                ?? "; \(String.counted(moved, "expense")) left without a category"
        }
        print(line)
    }
}
