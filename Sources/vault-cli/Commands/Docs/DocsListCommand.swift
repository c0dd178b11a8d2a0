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
        guard !documents.isEmpty else { return print(emptyMessage) }
        let expenses = try Self.expensesByDocument(opened)
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        // A TAGS column only when a listed document has tags, so untagged vaults keep the narrow table.
        let showTags = documents.contains { tags[$0.id ?? 0] != nil }
        var table = Table("ID", "DATE", "KIND", "MERCHANT", "TOTAL", "JOURNEY", "NAME")
        if showTags { table.header.insert("TAGS", at: 6) }
        for document in documents {
            let expense = expenses[document.id ?? 0]
            // The receipt's own day when it was read, else the day it was imported.
            let day = expense?.date?.description ?? formatter.string(from: document.importedAt)
            let total = expense.flatMap { e in e.totalString.map { "\($0) \(e.currency ?? "")" } } ?? "-"
            var cells = [
                String(document.id ?? 0), day, document.kind?.rawValue ?? "-",
                Self.fit(expense?.merchant ?? "-", Self.merchantWidth), total,
                document.journeyId.flatMap { journeys[$0] } ?? "-", document.originalName,
            ]
            if showTags { cells.insert(tags[document.id ?? 0]?.joined(separator: ",") ?? "-", at: 6) }
            table.rows.append(cells.map(Table.oneLine))
        }
        print(table.render())
    }

    /// Merchants are cut to this many characters, so the table fits an 80-column terminal.
    static let merchantWidth = 24

    static func fit(_ text: String, _ width: Int) -> String {
        text.count <= width ? text : String(text.prefix(width - 1)) + "…"
    }

    /// Each document's expense: the one not rejected when there are several.
    static func expensesByDocument(_ vault: Vault) throws -> [Int64: Expense] {
        var byDocument: [Int64: Expense] = [:]
        for expense in try vault.expenses() {
            guard let id = expense.documentId else { continue }
            if byDocument[id] == nil || byDocument[id]?.status == .rejected { byDocument[id] = expense }
        }
        return byDocument
    }

    /// What an empty listing says: an empty vault invites an import; a filter says what it kept.
    var emptyMessage: String {
        let which =
            (unfiled ? " unfiled" : "") + " document" + (kind.map { "s of kind \($0.rawValue)" } ?? "s")
            + (tag.map { " tagged \($0)" } ?? "") + (journey.map { " in journey \($0)" } ?? "")
        if unfiled && kind == nil && tag == nil { return "No\(which): every document is filed in a journey." }
        if journey == nil && kind == nil && tag == nil { return "No documents. Import some: vault import FILE" }
        return "No\(which)."
    }
}
