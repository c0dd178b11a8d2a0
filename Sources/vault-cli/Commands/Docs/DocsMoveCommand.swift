import ArgumentParser
import Vault

struct DocsMoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move", abstract: "File documents (and their expenses) into a journey, or unfile them.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "Document ids.")
    var ids: [Int64]

    @Option(help: "Target journey (slug).")
    var journey: String?

    @Flag(help: "Unfile the documents instead.")
    var unfile = false

    func validate() throws {
        guard (journey != nil) != unfile else { throw ValidationError("give either --journey SLUG or --unfile") }
    }

    func run() throws {
        try vault.open().moveDocuments(ids, toJourney: journey)
        let what = ids.count == 1 ? "document \(ids[0])" : "\(ids.count) documents"
        print(journey.map { "moved \(what) to journey \($0)" } ?? "unfiled \(what)")
    }
}
