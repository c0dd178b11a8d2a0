import ArgumentParser
import Foundation
import Vault

/// `vault category rule`: the owner's rules that send a merchant's expenses, or receipts with
/// a word, to a category.
struct CategoryRuleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rule",
        abstract: "Add, list and remove your rules that choose a category.",
        discussion: """
            A draft read from a receipt takes its category from, in this order: your rules, the \
            category you confirmed before for the same shop, the kind of place a known brand \
            is, the words on the receipt (the merchant's name weighs most), else none. A \
            merchant rule matches when the merchant's name holds its words (`uber` matches \
            `UBER *TRIP`); a word rule when the merchant or the receipt's text does. Case and \
            accents are ignored. Rules apply to drafts imported from then on.

            Examples:
              vault category rule add Transport --merchant uber
              vault category rule add Transport --word taxi
              vault category rule list --json
              vault category rule rm 3
            """,
        subcommands: [CategoryRuleAddCommand.self, CategoryRuleListCommand.self, CategoryRuleRemoveCommand.self],
        defaultSubcommand: CategoryRuleListCommand.self)
}

struct CategoryRuleAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Send a merchant's expenses, or receipts with a word, to a category.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The category (see `vault category list`).")
    var category: String

    @Option(help: "Words of the merchant's name.")
    var merchant: String?

    @Option(help: "Words anywhere on the receipt.")
    var word: String?

    func validate() throws {
        if (merchant == nil) == (word == nil) {
            throw ValidationError("give either --merchant WORDS or --word WORDS")
        }
    }

    func run() throws {
        let (kind, text) = merchant.map { (CategoryRule.Kind.merchant, $0) } ?? (.word, word ?? "")
        let opened = try vault.open()
        let rule = try opened.addCategoryRule(category: category, kind: kind, text: text)
        let name = try opened.categoryNames()[rule.categoryId] ?? category
        print(Table.oneLine("added rule \(rule.id ?? 0): \(rule.summary) -> \(name)"))
    }
}

struct CategoryRuleListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List your category rules in the order they are tried.")

    @OptionGroup var vault: VaultOptions

    @Flag(help: "Print JSON: an array of {id, kind, text, category, createdAt}.")
    var json = false

    struct RuleJSON: Encodable {
        var id: Int64
        var kind: String
        var text: String
        var category: String
        var createdAt: String
    }

    func run() throws {
        let rules = try vault.open().categoryRules()
        if json {
            let stamp = ISO8601DateFormatter()
            return try Terminal.printJSON(
                rules.map {
                    RuleJSON(
                        id: $0.rule.id ?? 0, kind: $0.rule.kind.rawValue, text: $0.rule.text, category: $0.category,
                        createdAt: stamp.string(from: $0.rule.createdAt))
                })
        }
        guard !rules.isEmpty else {
            print("no category rules (add one: vault category rule add Transport --merchant uber)")
            return
        }
        var table = Table("ID", "KIND", "WORDS", "CATEGORY")
        for listing in rules {
            table.add(String(listing.rule.id ?? 0), listing.rule.kind.rawValue, listing.rule.text, listing.category)
        }
        print(table.render())
    }
}

struct CategoryRuleRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm", abstract: "Remove a category rule; expenses keep their category.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The rule's id (see `vault category rule list`).")
    var id: Int64

    func run() throws {
        let rule = try vault.open().removeCategoryRule(id: id)
        print(Table.oneLine("removed rule \(id): \(rule.summary)"))
    }
}
