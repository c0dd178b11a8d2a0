import ArgumentParser

/// The `vault` command: a local-first vault for receipts, invoices and travel documents.
struct VaultCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vault",
        abstract: "Keep receipts, invoices and travel documents, read them, and file their expenses.",
        discussion: """
            vault stores PDF, JPEG, PNG and TIFF files, reads them (the PDF text layer, or OCR with \
            Tesseract), and extracts merchant, total, currency and date.

            Examples:
              vault journey add paris --name "Paris 2025" --from 2025-03-10 --to 2025-03-17
              vault import receipt.jpg --journey paris
              vault docs list --journey paris
              vault review                     check the drafts read from receipts
              vault scan receipt.jpg           read a receipt's fields, store nothing
              vault ocr receipt.jpg            the text vault reads, store nothing

            The vault lives in --vault DIR, else $VAULT_HOME, else $XDG_DATA_HOME/vault \
            (~/.local/share/vault). Only init, import, watch and the commands that add data \
            create it; the others need it to exist.


            """ + ExitStatus.table,
        version: VaultVersion.full,
        subcommands: [
            InitCommand.self, ImportCommand.self, WatchCommand.self, InboxCommand.self,
            DocsCommand.self, JourneyCommand.self,
            ReviewCommand.self, ExpenseCommand.self, MerchantCommand.self, ConfigCommand.self,
            ScanCommand.self, OCRCommand.self, DoctorCommand.self, InfoCommand.self,
            BackupCommand.self, RestoreCommand.self, ExportCommand.self, ReportCommand.self,
            FxCommand.self, CategoryCommand.self, TagCommand.self, SearchCommand.self,
            StatsCommand.self, BudgetCommand.self, RecurringCommand.self,
            BookingCommand.self, UpcomingCommand.self, PlaceCommand.self, ICSCommand.self,
            ServeCommand.self,
        ]
    )
}
