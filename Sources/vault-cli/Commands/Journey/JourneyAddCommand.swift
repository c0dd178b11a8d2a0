import ArgumentParser
import Reading
import Vault

struct JourneyAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a journey.",
        discussion:
            "With --from and --to, the documents, expenses and bookings vault left unfiled because no "
            + "journey covered their days are filed into it when it is the only journey that does; "
            + "what you unfiled or filed yourself stays where it is.")

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
        let opened = try vault.openCreating()
        let journey = try opened.addJourney(
            Journey(
                slug: slug, name: name, destination: destination, startDate: startDate,
                endDate: endDate, currency: currency?.uppercased(), notes: notes))
        // What was left unfiled for want of a journey covering its days goes in now.
        let filed = try opened.fileUnfiled(into: journey)
        if json { return try Terminal.printJSON(JourneyJSON(journey, documents: filed.documents)) }
        print("added journey \(journey.slug) (\(journey.name))")
        if !filed.isEmpty {
            let parts = [
                (filed.documents, "unfiled document"), (filed.expenses, "unfiled expense"),
                (filed.bookings, "unfiled booking"),
            ].filter { $0.0 > 0 }.map { String.counted($0.0, $0.1) }
            print("filed \(parts.joined(separator: ", ")) into \(journey.slug): their dates fall in it")
        }
    }
}
