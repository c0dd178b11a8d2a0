import ArgumentParser
import Vault

struct JourneyShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show one journey.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The journey's slug.")
    var slug: String

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        let opened = try vault.open()
        let journey = try opened.journey(slug: slug)
        let documents = try opened.documentCounts()[journey.id ?? 0] ?? 0
        let spending = try opened.spending(journey: journey.slug)
        if json {
            var info = JourneyJSON(journey, documents: documents)
            info.spending = SpendingJSON(spending)
            return try Terminal.printJSON(info)
        }
        print(
            """
            \(journey.slug): \(journey.name)
              destination  \(journey.destination ?? "-")
              dates        \(JourneyJSON.dates(journey))
              currency     \(journey.currency ?? "-")
              documents    \(documents)
            """)
        for line in SpendingJSON.lines(spending) { print(line) }
        if let notes = journey.notes { print("  notes        \(notes)") }
    }
}
