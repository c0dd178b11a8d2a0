import ArgumentParser
import Vault

struct JourneyListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List journeys, earliest first.")

    @OptionGroup var vault: VaultOptions

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        let opened = try vault.open()
        let journeys = try opened.journeys()
        let counts = try opened.documentCounts()
        if json {
            return try Terminal.printJSON(journeys.map { JourneyJSON($0, documents: counts[$0.id ?? 0] ?? 0) })
        }
        guard !journeys.isEmpty else {
            print(
                "No journeys yet. Add one: vault journey add paris --name \"Paris 2025\" --from 2025-03-10 --to 2025-03-17"
            )
            return
        }
        var table = Table("SLUG", "NAME", "DATES", "CURRENCY", "DOCS", "DESTINATION")
        for journey in journeys {
            table.add(
                journey.slug, journey.name, JourneyJSON.dates(journey), journey.currency ?? "-",
                String(counts[journey.id ?? 0] ?? 0), journey.destination ?? "")
        }
        print(table.render())
    }
}

/// The JSON shape of a journey.
struct JourneyJSON: Encodable {
    var id: Int64?
    var slug: String
    var name: String
    var destination: String?
    var startDate: String?
    var endDate: String?
    var currency: String?
    var notes: String?
    var documents: Int
    /// `journey show` only: what the journey's expenses add up to.
    var spending: SpendingJSON? = nil
    /// Where the journey's budget stands (`journey show`; null without a budget).
    var budget: BudgetJSON? = nil
    /// `journey show` only: the itinerary in time order, as `booking list --json` gives it.
    var bookings: [BookingJSON]? = nil
    /// `journey show` only: the places to visit.
    var places: [Place]? = nil
    /// `journey show` only: the dated notes (`journey note`); `notes` is the journey's own text.
    var journeyNotes: [JourneyNote]? = nil

    init(_ journey: Journey, documents: Int) {
        id = journey.id
        slug = journey.slug
        name = journey.name
        destination = journey.destination
        startDate = journey.startDate?.description
        endDate = journey.endDate?.description
        currency = journey.currency
        notes = journey.notes
        self.documents = documents
    }

    static func dates(_ journey: Journey) -> String {
        switch (journey.startDate, journey.endDate) {
        case (let start?, let end?): "\(start) – \(end)"
        case (let start?, nil): "from \(start)"
        case (nil, let end?): "until \(end)"
        case (nil, nil): "-"
        }
    }
}
