import ArgumentParser
import Foundation
import Reading
import Vault

/// `vault booking`: flights, trains, hotel stays and car rentals.
struct BookingCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "booking",
        abstract: "List, show, add, edit and remove bookings (transport, stays, car rentals).",
        discussion: """
            Importing a booking confirmation reads its bookings: flights and trains (carrier, \
            number, from, to, departure and arrival, reference, seat, terminal or platform), \
            hotel stays (hotel, address, check-in and check-out, reference, room) and car \
            rentals (company, pick-up and drop-off place and time, reference). Times are local \
            to where they happen: YYYY-MM-DDTHH:MM.

            Examples:
              vault booking list --journey paris
              vault booking list --upcoming --json
              vault booking add transport --mode train --carrier "Lumière Rail" \\
                  --number "LR 6217" --from "Paris Gare de Lyon" --to "Lyon Part-Dieu" \\
                  --start 2025-03-12T09:04 --journey lyon
              vault booking edit 3 --seat 14A
            """,
        subcommands: [
            BookingListCommand.self, BookingShowCommand.self, BookingAddCommand.self, BookingEditCommand.self,
            BookingRemoveCommand.self,
        ],
        defaultSubcommand: BookingListCommand.self)
}

struct BookingListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List bookings in time order.")

    @OptionGroup var vault: VaultOptions

    @Option(help: "Only this journey's bookings.")
    var journey: String?

    @Flag(help: "Only bookings that end today or later.")
    var upcoming = false

    @Option(help: "The day taken as today for --upcoming (YYYY-MM-DD).")
    var today: CalendarDate?

    @Flag(help: "Print JSON: an array of bookings.")
    var json = false

    func run() throws {
        let opened = try vault.open()
        let bookings = try opened.bookings(
            BookingQuery(journey: journey, from: upcoming ? today ?? currentDay() : nil))
        let journeys = try opened.journeySlugs()
        if json {
            return try Terminal.printJSON(
                bookings.map { BookingJSON(booking: $0, journey: $0.journeyId.flatMap { journeys[$0] }) })
        }
        guard !bookings.isEmpty else {
            print("No bookings. Import a confirmation with `vault import`, or add one with `vault booking add`.")
            return
        }
        var table = Table("ID", "WHEN", "WHAT", "WHERE", "JOURNEY")
        for booking in bookings {
            table.add(
                String(booking.id ?? 0), (booking.startAt?.readable ?? "-") + BookingLines.until(booking),
                booking.title, booking.placeLine.isEmpty ? "-" : booking.placeLine,
                booking.journeyId.flatMap { journeys[$0] } ?? "-")
        }
        print(table.render())
    }
}

struct BookingShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show a booking: each field with its confidence and source line.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The booking's id.")
    var id: Int64

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        let opened = try vault.open()
        let booking = try opened.booking(id: id)
        let journey = try booking.journeyId.flatMap { try opened.journeySlugs()[$0] }
        if json { return try Terminal.printJSON(BookingJSON(booking: booking, journey: journey)) }
        var lines = ["booking \(id): \(booking.title)"]
        func row(_ name: String, _ value: String) {
            lines.append("  " + name.padding(toLength: 13, withPad: " ", startingAt: 0) + value)
        }
        row("type", booking.type.rawValue + (booking.mode.map { " (\($0.rawValue))" } ?? ""))
        for field in BookingField.fields(for: booking.type) {
            guard var value = booking[field] else { continue }
            if let time = LocalDateTime(iso: value), field == .start || field == .end { value = time.readable }
            var source = ""
            if let confidence = booking.confidence?[field.rawValue] {
                source = "  " + Percent.text(confidence)
                if let line = booking.evidence?[field.rawValue]?.first, line.page == 0 {
                    // Read from schema.org markup: the evidence names the property.
                    source += "  markup " + ReviewScreen.collapse(line.text)
                } else if let line = booking.evidence?[field.rawValue]?.first {
                    source += "  p\(line.page) line \(line.line + 1): \(ReviewScreen.collapse(line.text))"
                } else if confidence == 1 {
                    source += "  set by you"
                }
            }
            row(field.name(for: booking.type), Table.oneLine(value) + source)
        }
        if let number = booking.reservationNumber {
            row("reservation", number + (booking.reservationStatus.map { " (\($0))" } ?? ""))
        }
        if let note = booking.markupNote { row("disagreement", Table.oneLine(note)) }
        row("journey", journey ?? "- (\(booking.filingNote ?? "unfiled"))")
        if let document = booking.documentId { row("document", String(document)) }
        if let expense = booking.expenseId { row("expense", String(expense)) }
        print(lines.joined(separator: "\n"))
    }
}

struct BookingRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm", abstract: "Remove bookings (their document and expense stay).",
        discussion:
            "Asks for confirmation on a terminal; --yes skips the question (needed when stdin is not a terminal).")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The bookings' ids.")
    var ids: [Int64]

    @Flag(name: .shortAndLong, help: "Do not ask for confirmation.")
    var yes = false

    func run() throws {
        let opened = try vault.open()
        // An id given twice is one booking.
        var seen: Set<Int64> = []
        let unique = ids.filter { seen.insert($0).inserted }
        let bookings = try unique.map { try opened.booking(id: $0) }
        if !yes {
            let listed = bookings.map { Table.oneLine("  \($0.id ?? 0)  \($0.title) \($0.startAt?.readable ?? "")") }
            let question = "Remove \(String.counted(bookings.count, "booking")) (documents and expenses stay)?"
            guard try RemovalQuestion.ask(question, listing: listed, action: "remove bookings") else { return }
        }
        try opened.removeBookings(unique)
        print("removed \(String.counted(unique.count, "booking"))")
    }
}
