import ArgumentParser
import Reading
import Vault

struct DocsEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Correct what a document is.",
        discussion: """
            --kind receipt or invoice makes a draft expense from the fields read at import, if the
            document has no expense yet; --kind booking or other removes its draft expense
            (confirmed and rejected expenses stay).
            """)

    @OptionGroup var vault: VaultOptions

    @Argument(help: "Document id.")
    var id: Int64

    @Option(help: "The document's kind: receipt, invoice, booking or other.")
    var kind: DocumentKind

    func run() throws {
        let change = try vault.open().setKind(kind, ofDocument: id)
        var message = "document \(id) is now \(kind.rawValue)"
        switch change {
        case .draftCreated(let expense): message += "; made draft expense \(expense) (vault expense show \(expense))"
        case .draftsRemoved(let count): message += "; removed \(String.counted(count, "draft expense"))"
        case .unchanged: break
        }
        print(message)
    }
}
