import ArgumentParser
import Vault

/// `vault tag`: tags on expenses and documents.
struct TagCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tag",
        abstract: "List, rename and remove tags.",
        discussion: """
            Tags are put on with `vault expense tag ID TAG...` and `vault docs tag ID TAG...` \
            (`--remove` takes them off); `expense list`, `docs list` and `search` filter by `--tag`.

            Examples:
              vault expense tag 7 work reimbursable
              vault docs tag 3 visa
              vault tag rename work business
            """,
        subcommands: [TagListCommand.self, TagRenameCommand.self, TagRemoveCommand.self],
        defaultSubcommand: TagListCommand.self)
}

struct TagListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List tags and how often each is used.")

    @OptionGroup var vault: VaultOptions

    @Flag(help: "Print JSON: an array of {name, expenses, documents}.")
    var json = false

    struct TagJSON: Encodable {
        var name: String
        var expenses: Int
        var documents: Int
    }

    func run() throws {
        let tags = try vault.open().tags()
        if json {
            return try Terminal.printJSON(
                tags.map { TagJSON(name: $0.tag.name, expenses: $0.expenses, documents: $0.documents) })
        }
        guard !tags.isEmpty else {
            print("No tags. Add one with `vault expense tag ID TAG` or `vault docs tag ID TAG`.")
            return
        }
        var table = Table("TAG", "EXPENSES", "DOCUMENTS")
        for usage in tags { table.add(usage.tag.name, String(usage.expenses), String(usage.documents)) }
        print(table.render())
    }
}

struct TagRenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rename", abstract: "Rename a tag everywhere.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The current name.")
    var old: String

    @Argument(help: "The new name.")
    var new: String

    func run() throws {
        try vault.open().renameTag(old, to: new)
        print("renamed tag \(old) to \(new)")
    }
}

struct TagRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm", abstract: "Remove a tag from every expense and document.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The tag's name.")
    var name: String

    func run() throws {
        try vault.open().removeTag(name)
        print("removed tag \(name)")
    }
}

/// `vault expense tag ID TAG... [--remove]`
struct ExpenseTagCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tag", abstract: "Put tags on an expense, or take them off with --remove.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "Expense id.")
    var id: Int64

    @Argument(help: "Tags (no spaces or commas).")
    var tags: [String]

    @Flag(help: "Take the tags off instead.")
    var remove = false

    func run() throws {
        try vault.open().tag(.expense(id), with: tags, remove: remove)
        print((remove ? "untagged" : "tagged") + " expense \(id): \(tags.joined(separator: ", "))")
    }
}

/// `vault docs tag ID TAG... [--remove]`
struct DocsTagCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tag", abstract: "Put tags on a document, or take them off with --remove.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "Document id.")
    var id: Int64

    @Argument(help: "Tags (no spaces or commas).")
    var tags: [String]

    @Flag(help: "Take the tags off instead.")
    var remove = false

    func run() throws {
        try vault.open().tag(.document(id), with: tags, remove: remove)
        print((remove ? "untagged" : "tagged") + " document \(id): \(tags.joined(separator: ", "))")
    }
}
