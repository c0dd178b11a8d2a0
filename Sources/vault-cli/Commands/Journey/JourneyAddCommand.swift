import ArgumentParser
import Reading
import Vault

struct JourneyAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a journey.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "Short name: lowercase letters, digits and hyphens (e.g. paris-2025).")
    var slug: String

    @Option(help: "Display name, e.g. \"Paris 2025\".")
    var name: String

    @Option(help: "Where to, e.g. \"Paris, France\".")
    var destination: String?

    @Option(name: .customLong("from"), help: "First day (YYYY-MM-DD).")
    var startDate: CalendarDate?

    @Option(name: .customLong("to"), help: "Last day (YYYY-MM-DD).")
    var endDate: CalendarDate?

    @Option(help: "Usual currency (ISO 4217, e.g. EUR), used when a receipt shows none.")
    var currency: String?

    @Option(help: "Free text.")
    var notes: String?

    @Flag(help: "Print the new journey as JSON.")
    var json = false

    func validate() throws {
        do { try Journey.validate(slug: slug) } catch { throw ValidationError("\(error)") }
        try CurrencyArgument.validate(currency, option: "--currency")
        if let startDate, let endDate, endDate < startDate {
            throw ValidationError("--to (\(endDate)) is before --from (\(startDate))")
        }
    }

    func run() throws {
        let journey = try vault.openCreating().addJourney(
            Journey(
                slug: slug, name: name, destination: destination, startDate: startDate,
                endDate: endDate, currency: currency?.uppercased(), notes: notes))
        if json { return try Terminal.printJSON(JourneyJSON(journey, documents: 0)) }
        print("added journey \(journey.slug) (\(journey.name))")
    }
}
