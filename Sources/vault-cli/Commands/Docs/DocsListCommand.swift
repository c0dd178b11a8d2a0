import ArgumentParser
import Foundation
import Reading
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
        let tags = try opened.documentTags()
        if json {
            return try Terminal.printJSON(
                documents.map { DocumentJSON($0, journeys: journeys, tags: tags, vault: opened) })
        }
        guard !documents.isEmpty else {
            let which = (kind.map { " of kind \($0.rawValue)" } ?? "") + (journey.map { " in journey \($0)" } ?? "")
            print("No documents\(which). Import some: vault import FILE")
            return
        }
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        // A TAGS column only when a listed document has tags, so untagged vaults keep the narrow table.
        let showTags = documents.contains { tags[$0.id ?? 0] != nil }
        var table = Table("ID", "IMPORTED", "KIND", "PAGES", "TEXT", "JOURNEY", "NAME")
        if showTags { table.header.insert("TAGS", at: 6) }
        for document in documents {
            var cells = [
                String(document.id ?? 0), formatter.string(from: document.importedAt), document.kind?.rawValue ?? "-",
                String(document.pageCount), document.textSource.rawValue,
                document.journeyId.flatMap { journeys[$0] } ?? "-", document.originalName,
            ]
            if showTags { cells.insert(tags[document.id ?? 0]?.joined(separator: ",") ?? "-", at: 6) }
            table.rows.append(cells.map(Table.oneLine))
        }
        print(table.render())
    }
}
