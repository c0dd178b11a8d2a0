import ArgumentParser
import Foundation
import Vault

struct DocsRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm",
        abstract: "Remove documents and their stored files from the vault.",
        discussion:
            "Draft expenses read from the documents go with them; confirmed and rejected expenses stay. Asks for confirmation on a terminal; --yes skips the question (needed when stdin is not a terminal)."
    )

    @OptionGroup var vault: VaultOptions

    @Argument(help: "Document ids.")
    var ids: [Int64]

    @Flag(name: .shortAndLong, help: "Do not ask for confirmation.")
    var yes = false

    func run() throws {
        let opened = try vault.open()
        let documents = try ids.map { try opened.document(id: $0) }
        let drafts = try opened.draftExpenses(ofDocuments: ids).count
        let one = documents.count == 1
        let what =
            "\(String.counted(documents.count, "document")) "
            + (drafts == 0 ? "and " : "with ") + (one ? "its stored file" : "their stored files")
            + (drafts == 0 ? "" : " and \(String.counted(drafts, "draft expense")) read from " + (one ? "it" : "them"))
        if !yes {
            let listed = documents.map { "  \($0.id ?? 0)  \($0.originalName)" }
            guard try RemovalQuestion.ask("Remove \(what)?", listing: listed, action: "remove documents") else {
                return
            }
        }
        try opened.removeDocuments(ids)
        print("removed \(what)")
    }
}
