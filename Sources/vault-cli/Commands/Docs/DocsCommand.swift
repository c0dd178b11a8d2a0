import ArgumentParser

/// `vault docs`: the documents in the vault.
struct DocsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "List, show, open, move, correct and remove stored documents.",
        discussion: """
            Examples:
              vault docs list --journey paris
              vault docs text 12 | less
              vault docs move 12 13 --journey rome
              vault docs list --kind invoice
              vault docs edit 12 --kind other
            """,
        subcommands: [
            DocsListCommand.self, DocsShowCommand.self, DocsTextCommand.self, DocsPathCommand.self,
            DocsOpenCommand.self, DocsMoveCommand.self, DocsEditCommand.self, DocsRemoveCommand.self,
            DocsTagCommand.self,
        ],
        defaultSubcommand: DocsListCommand.self)
}
