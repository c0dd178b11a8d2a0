import ArgumentParser

/// The `vault` command: a local-first vault for receipts, invoices and travel documents.
struct VaultCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vault",
        abstract: "Keep receipts, invoices and travel documents, read them, and file their expenses.",
        discussion: """
            vault stores PDF, JPEG and PNG files, reads them (the PDF text layer, or OCR with \
            Tesseract), and extracts merchant, total, currency and date.

            Examples:
              vault ocr receipt.jpg            print the text vault reads from a file
              vault ocr --json scan.pdf        the same with lines, words, boxes and confidences
              vault scan receipt.jpg           merchant, total, currency and date of a receipt
            """,
        version: "0.1.0",
        subcommands: [ScanCommand.self, OCRCommand.self, InfoCommand.self]
    )
}
