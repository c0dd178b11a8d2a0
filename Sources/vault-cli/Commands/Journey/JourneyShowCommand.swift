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
            info.budget = try opened.budgetStatus(journey: journey.slug).map(BudgetJSON.init)
            info.bookings = try opened.bookings(BookingQuery(journey: journey.slug)).map {
                BookingJSON(booking: $0, journey: journey.slug)
            }
            info.places = try opened.places(journeyId: journey.id ?? 0)
            info.journeyNotes = try opened.journeyNotes(journeyId: journey.id ?? 0)
            return try Terminal.printJSON(info)
        }
        let destination =
            try journey.destination ?? Self.destination(in: opened.bookings(BookingQuery(journey: journey.slug)))
        print(
            """
            \(journey.slug): \(journey.name)
              destination  \(destination ?? "-")
              dates        \(JourneyJSON.dates(journey))
              currency     \(journey.currency ?? "-")
              documents    \(documents)
            """)
        for line in SpendingJSON.lines(spending, conversions: true) { print(line) }
        if let budget = try opened.budgetStatus(journey: journey.slug) {
            for line in BudgetLines.lines(budget) { print(line) }
        }
        if let notes = journey.notes { print("  notes        \(notes)") }
        print(try JourneyPlan(vault: opened, journey: journey).text())
    }

    /// Where the bookings go when the journey names no destination: the first trip's end
    /// (`Paris Charles de Gaulle (CDG) (from booking 1)`), else the first stay's address.
    static func destination(in bookings: [Booking]) -> String? {
        if let trip = bookings.first(where: { $0.type == .transport && $0.destination != nil }),
            let place = trip.destination
        {
            return "\(place) (from booking \(trip.id ?? 0))"
        }
        if let stay = bookings.first(where: { $0.type == .stay && $0.address != nil }), let place = stay.address {
            return "\(place) (from booking \(stay.id ?? 0))"
        }
        return nil
    }
}

/// The rest of `journey show`: the itinerary in time order, the places to visit, the notes,
/// the documents and the expenses.
struct JourneyPlan {
    let vault: Vault
    let journey: Journey

    func text() throws -> String {
        var sections: [String] = []
        let bookings = try vault.bookings(BookingQuery(journey: journey.slug))
        var itinerary = ["", "Itinerary:"]
        if bookings.isEmpty { itinerary.append("  (no bookings)") }
        for booking in bookings {
            let when = (booking.startAt?.readable ?? "?") + BookingLines.until(booking)
            var line = "  \(when)  [\(booking.id ?? 0)] \(booking.title)"
            if !booking.placeLine.isEmpty { line += "  \(booking.placeLine)" }
            let details = BookingLines.details(booking)
            if !details.isEmpty { line += "  (\(details))" }
            itinerary.append(Table.oneLine(line))
        }
        sections.append(itinerary.joined(separator: "\n"))
        let places = try vault.places(journeyId: journey.id ?? 0)
        if !places.isEmpty {
            sections.append(
                (["", "Places:"]
                    + places.map { place in
                        let parts = [place.date?.description, place.category, place.address].compactMap { $0 }
                        return Table.oneLine(
                            "  [\(place.done ? "x" : " ")] \(place.id ?? 0) \(place.name)"
                                + (parts.isEmpty ? "" : "  (\(parts.joined(separator: ", ")))"))
                    }).joined(separator: "\n"))
        }
        let notes = try vault.journeyNotes(journeyId: journey.id ?? 0)
        if !notes.isEmpty {
            sections.append((["", "Notes:"] + notes.map { Table.oneLine("  - \($0.text)") }).joined(separator: "\n"))
        }
        let documents = try vault.documents(.journey(journey.slug))
        var documentLines = ["", "Documents:"]
        if documents.isEmpty { documentLines.append("  (none)") }
        documentLines += Table.aligned(
            documents.map { [String($0.id ?? 0), $0.kind?.rawValue ?? "-", $0.originalName] }, rightAligned: [0])
        sections.append(documentLines.joined(separator: "\n"))
        let expenses = try vault.expenses(journey: journey.slug).filter { $0.status != .rejected }
        var expenseLines = ["", "Expenses:"]
        if expenses.isEmpty { expenseLines.append("  (none)") }
        expenseLines += Table.aligned(
            expenses.map { expense in
                let total = [expense.totalString, expense.currency].compactMap { $0 }.joined(separator: " ")
                return [
                    String(expense.id ?? 0), expense.date?.description ?? "-", total.isEmpty ? "-" : total,
                    expense.merchant ?? "-", "(\(expense.status.rawValue))",
                ]
            }, rightAligned: [0, 2])
        sections.append(expenseLines.joined(separator: "\n"))
        return sections.joined(separator: "\n")
    }
}
