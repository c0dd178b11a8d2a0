import ArgumentParser
import Foundation
import Vault

struct DocsShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show a document's details.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "Document id.")
    var id: Int64

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        let opened = try vault.open()
        let document = try opened.document(id: id)
        var info = DocumentJSON(
            document, journeys: try opened.journeySlugs(), tags: try opened.documentTags(), vault: opened)
        info.mail = try opened.mail(ofDocument: id)
        let attachments = try opened.attachments(ofMessage: id).map(\.documentId)
        info.attachments = attachments.isEmpty ? nil : attachments
        info.attachedTo = try opened.message(ofAttachment: id)?.messageDocumentId
        if json { return try Terminal.printJSON(info) }
        print(
            """
            document \(info.id): \(Table.oneLine(info.name))
              type       \(info.mediaType), \(String.counted(info.size, "byte")), \(String.counted(info.pages, "page"))
              text       \(info.textSource)
              kind       \(info.kind ?? "-")\(info.kindEvidence.map { " (\(Table.oneLine($0)))" } ?? "")
              journey    \(info.journey ?? "-")
            """)
        if let mail = info.mail {
            print(Table.oneLine("  from       \(mail.sender ?? "-")"))
            print(Table.oneLine("  subject    \(mail.subject ?? "-")"))
            print(Table.oneLine("  sent       \(mail.sentAt ?? "-")"))
        }
        if let attachments = info.attachments {
            print("  attached   " + attachments.map { "document \($0)" }.joined(separator: ", "))
        }
        if let message = info.attachedTo { print("  came with  e-mail document \(message)") }
        if !info.tags.isEmpty { print(Table.oneLine("  tags       \(info.tags.joined(separator: ", "))")) }
        print(
            """
              imported   \(info.importedAt) from \(Table.oneLine(info.source ?? "?"))
              sha256     \(info.sha256)
              stored at  \(info.path)
            """)
        if let warning = info.warning { print(Table.oneLine("  warning    \(warning)")) }
    }
}

struct DocsTextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text", abstract: "Print a document's stored text (pages separated by form feeds).")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "Document id.")
    var id: Int64

    func run() throws {
        let pages = try vault.open().pages(ofDocument: id)
        // Each page's own control characters escaped; the form feeds between pages kept.
        Swift.print(pages.map { SafeOutput.escaped($0.text) }.joined(separator: "\n\u{0C}\n"))
    }
}

struct DocsPathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "path", abstract: "Print the absolute path of a document's stored original.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "Document id.")
    var id: Int64

    func run() throws {
        let opened = try vault.open()
        let url = try opened.objectURL(of: try opened.document(id: id))
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw VaultError.objectMissing(documentId: id, path: url.path)
        }
        print(url.path)
    }
}
