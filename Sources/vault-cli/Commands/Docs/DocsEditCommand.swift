import ArgumentParser
import Reading
import Vault

struct DocsEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Correct what a document is.",
        discussion: """
            --kind receipt or invoice makes a draft expense from the fields read at import, if the
            document has no expense yet; --kind booking or other removes its draft expense
            (confirmed and rejected expenses stay). --kind booking reads the document's bookings
            (and its price as a draft); another kind removes the bookings read from it.
            """)

    @OptionGroup var vault: VaultOptions

    @Argument(help: "Document id.")
    var id: Int64

    @Option(help: "The document's kind: receipt, invoice, booking or other.")
    var kind: DocumentKind

    func run() throws {
        let change = try vault.open().setKind(kind, ofDocument: id)
        var message = "document \(id) is now \(kind.rawValue)"
        if change.bookingsRemoved > 0 {
            message += "; removed the \(String.counted(change.bookingsRemoved, "booking")) read from it"
        }
        if change.draftsRemoved > 0 { message += "; removed \(String.counted(change.draftsRemoved, "draft expense"))" }
        if change.bookingsRead > 0 {
            message += "; read \(String.counted(change.bookingsRead, "booking")) (vault booking list)"
        }
        if let expense = change.draftCreated {
            message += "; made draft expense \(expense) (vault expense show \(expense))"
        }
        print(message)
    }
}
