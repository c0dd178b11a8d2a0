import ArgumentParser
import Reading
import Vault

struct JourneyEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change a journey's fields.",
        discussion: "Only the options given change. Pass an empty string to clear a text field.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The journey's current slug.")
    var slug: String

    @Option(name: .customLong("slug"), help: "A new slug.")
    var newSlug: String?

    @Option(help: "Display name.")
    var name: String?

    @Option(help: "Destination.")
    var destination: String?

    @Option(name: .customLong("from"), help: "First day (YYYY-MM-DD).")
    var startDate: CalendarDate?

    @Option(name: .customLong("to"), help: "Last day (YYYY-MM-DD).")
    var endDate: CalendarDate?

    @Option(help: "Usual currency (ISO 4217).")
    var currency: String?

    @Option(help: "Free text.")
    var notes: String?

    func validate() throws {
        if let newSlug {
            do { try Journey.validate(slug: newSlug) } catch { throw ValidationError("\(error)") }
        }
        if let currency, !currency.isEmpty { try CurrencyArgument.validate(currency, option: "--currency") }
    }

    func run() throws {
        func cleared(_ value: String?) -> String?? {
            guard let value else { return .none }
            return .some(value.isEmpty ? nil : value)
        }
        let journey = try vault.open().updateJourney(slug: slug) { journey in
            if let newSlug { journey.slug = newSlug }
            if let name { journey.name = name }
            if case .some(let value) = cleared(destination) { journey.destination = value }
            if let startDate { journey.startDate = startDate }
            if let endDate { journey.endDate = endDate }
            if case .some(let value) = cleared(currency) { journey.currency = value?.uppercased() }
            if case .some(let value) = cleared(notes) { journey.notes = value }
        }
        print("updated journey \(journey.slug)")
    }
}
