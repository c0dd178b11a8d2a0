import ArgumentParser
import Vault

struct JourneyRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm",
        abstract: "Remove a journey.",
        discussion:
            "Refuses while documents or expenses entered by hand are filed in it, unless --unfile is given; documents and expenses are never deleted by this command."
    )

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The journey's slug.")
    var slug: String

    @Flag(help: "Unfile the journey's documents and expenses instead of refusing.")
    var unfile = false

    func run() throws {
        try vault.open().removeJourney(slug: slug, unfile: unfile)
        print("removed journey \(slug)")
    }
}
