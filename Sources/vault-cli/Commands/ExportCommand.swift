import ArgumentParser
import Foundation
import Vault

/// Which expenses by status: `--status confirmed|draft|all` (rejected ones never count).
enum StatusChoice: String, ExpressibleByArgument, CaseIterable {
    case confirmed
    case draft
    case all

    var statuses: Set<ExpenseStatus> {
        switch self {
        case .confirmed: return [.confirmed]
        case .draft: return [.draft]
        case .all: return [.confirmed, .draft]
        }
    }
}

/// `vault export`: expenses for a spreadsheet or an accounting program.
struct ExportCommand: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case csv
        case json
        case beancount
        case ledger
    }

    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export expenses as CSV, JSON, beancount or ledger.",
        discussion: """
            csv: one row per expense (RFC 4180: CRLF, quoted fields), amounts as decimal strings. \
            json: the whole catalogue (journeys, categories, tags, documents with their text, \
            every expense), enough to rebuild the database around the stored files. beancount and \
            ledger: one transaction per expense from --account to Expenses:<Category>, the \
            merchant as payee, drafts flagged `!`, and the stored receipt linked (beancount: a \
            `document` directive). Expenses without a date or total are listed as comments.

            Examples:
              vault export --format csv --journey paris --output paris.csv
              vault export --format beancount >> ~/books/vault.beancount
            """)

    @OptionGroup var vault: VaultOptions

    @Option(help: "csv, json, beancount or ledger.")
    var format: Format

    @Option(help: "Only this journey's expenses (and documents, for json).")
    var journey: String?

    @Option(help: "Expenses with this status: confirmed, draft or all (default: all; json has every expense).")
    var status: StatusChoice = .all

    @Option(help: "The account that paid, for beancount and ledger.")
    var account: String = PlainTextAccounting.defaultAccount

    @Option(help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    func validate() throws {
        guard AccountNames.isValid(account) else {
            throw ValidationError("--account '\(account)' is not an account name such as Assets:Cash")
        }
    }

    func run() throws {
        let opened = try vault.open()
        let selection = ExpenseSelection(journey: journey, statuses: status.statuses)
        let data: Data
        switch format {
        case .csv:
            data = Data(try CSVExport.render(try opened.expenseEntries(selection)).utf8)
        case .json:
            data = try opened.catalogue(journey: journey).jsonData() + Data("\n".utf8)
        case .beancount, .ledger:
            let format: PlainTextAccounting.Format = self.format == .beancount ? .beancount : .ledger
            let result = PlainTextAccounting.render(
                try opened.expenseEntries(selection), format: format, account: account)
            for (id, reason) in result.skipped { Terminal.error("expense \(id) not exported: \(reason)") }
            data = Data(result.text.utf8)
        }
        try OutputFile.write(data, to: output)
    }
}
