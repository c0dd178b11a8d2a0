import ArgumentParser
import Foundation
import Vault

extension DocumentKind: ExpressibleByArgument {}

struct DocsListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List documents, oldest import first.")

    @OptionGroup var vault: VaultOptions

    @Option(help: "Only documents filed in this journey.")
    var journey: String?

    @Flag(help: "Only documents not filed in any journey.")
    var unfiled = false

    @Option(help: "Only documents of this kind: receipt, invoice, booking or other.")
    var kind: DocumentKind?

    @Option(help: "Only documents with this tag.")
    var tag: String?

    @Flag(help: "Print JSON: an array of documents.")
    var json = false

    func validate() throws {
        if journey != nil && unfiled { throw ValidationError("use either --journey or --unfiled, not both") }
    }

    func run() throws {
        let opened = try vault.open()
        let filter: DocumentFilter = journey.map { .journey($0) } ?? (unfiled ? .unfiled : .all)
        let documents = try opened.documents(DocumentQuery(filter, kind: kind, tag: tag))
        let journeys = try opened.journeySlugs()
        if json {
            return try Terminal.printJSON(documents.map { DocumentJSON($0, journeys: journeys, vault: opened) })
        }
        guard !documents.isEmpty else {
            let which = (kind.map { " of kind \($0.rawValue)" } ?? "") + (journey.map { " in journey \($0)" } ?? "")
            print("No documents\(which). Import some: vault import FILE")
            return
        }
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        var table = Table("ID", "IMPORTED", "KIND", "PAGES", "TEXT", "JOURNEY", "NAME")
        for document in documents {
            table.add(
                String(document.id ?? 0), formatter.string(from: document.importedAt), document.kind?.rawValue ?? "-",
                String(document.pageCount), document.textSource.rawValue,
                document.journeyId.flatMap { journeys[$0] } ?? "-", document.originalName)
        }
        print(table.render())
    }
}
