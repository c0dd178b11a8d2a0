import ArgumentParser
import Vault

struct JourneyRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm",
        abstract: "Remove a journey.",
        discussion:
            "Refuses while documents, or expenses and bookings entered by hand, are filed in it, unless "
            + "--unfile is given (they are unfiled, never deleted); and while it holds notes or places, "
            + "which go with the journey, unless --delete-plans is given."
    )

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The journey's slug.")
    var slug: String

    @Flag(help: "Unfile the journey's documents, expenses and bookings instead of refusing.")
    var unfile = false

    @Flag(help: "Delete the journey's notes and places with it instead of refusing.")
    var deletePlans = false

    func run() throws {
        try vault.open().removeJourney(slug: slug, unfile: unfile, deletePlans: deletePlans)
        print("removed journey \(slug)")
    }
}
