import ArgumentParser

/// `vault expense`: drafts read from receipts and expenses entered by hand.
struct ExpenseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "expense",
        abstract: "List, show, add, edit, confirm and reject expenses.",
        discussion: """
            Importing a receipt creates a draft expense. Check drafts with `vault review`, or \
            with these commands in scripts.

            Examples:
              vault expense list --journey paris --status draft
              vault expense edit 7 --total 18.40 --merchant "Café de Flore"
              vault expense confirm 7 8 9
              vault expense add --merchant Taxi --total 32 --currency EUR \\
                  --date 2025-03-12 --journey paris
            """,
        subcommands: [
            ExpenseListCommand.self, ExpenseShowCommand.self, ExpenseAddCommand.self,
            ExpenseEditCommand.self, ExpenseConfirmCommand.self, ExpenseRejectCommand.self,
            ExpenseTagCommand.self,
        ],
        defaultSubcommand: ExpenseListCommand.self)
}
