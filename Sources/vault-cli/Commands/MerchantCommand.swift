import ArgumentParser
import Foundation
import Vault

/// `vault merchant`: remembered merchant corrections.
struct MerchantCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merchant",
        abstract: "Show and remove remembered merchant corrections.",
        discussion: """
            When you correct the merchant of a receipt (`vault expense edit --merchant`, or in \
            `vault review`), vault remembers what it read and what you meant, and renames later \
            receipts that read the same (or within a few characters of it), with a note.
            """,
        subcommands: [MerchantListCommand.self, MerchantRemoveCommand.self],
        defaultSubcommand: MerchantListCommand.self)
}

struct MerchantListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List merchant corrections.")

    @OptionGroup var vault: VaultOptions

    @Flag(help: "Print JSON.")
    var json = false

    struct RuleJSON: Encodable {
        var id: Int64
        var reads: String
        var merchant: String
        var timesApplied: Int
    }

    func run() throws {
        let rules = try vault.open().merchantRules()
        if json {
            return try Terminal.printJSON(
                rules.map {
                    RuleJSON(id: $0.id ?? 0, reads: $0.example, merchant: $0.merchant, timesApplied: $0.timesApplied)
                })
        }
        guard !rules.isEmpty else {
            print("No corrections yet. Correcting a receipt's merchant creates one.")
            return
        }
        var table = Table("ID", "APPLIED", "WHEN IT READS", "MERCHANT")
        for rule in rules { table.add(String(rule.id ?? 0), String(rule.timesApplied), rule.example, rule.merchant) }
        print(table.render())
    }
}

struct MerchantRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rm", abstract: "Forget merchant corrections.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "Rule ids (see `vault merchant list`).")
    var ids: [Int64]

    func run() throws {
        let opened = try vault.open()
        for id in ids { try opened.removeMerchantRule(id: id) }
        print("removed \(String.counted(ids.count, "correction"))")
    }
}
