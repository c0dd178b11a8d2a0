import ArgumentParser
import Foundation
import Reading
import Vault

/// `vault upcoming`: what is next across all journeys.
struct UpcomingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "upcoming", abstract: "What is next: bookings and planned places in the coming days.",
        discussion: """
            Bookings under way or starting within --days (default 14), and places planned for \
            those days, in time order across all journeys.

            Examples:
              vault upcoming
              vault upcoming --days 30 --json
            """)

    @OptionGroup var vault: VaultOptions

    @Option(help: "How many days ahead to look.")
    var days = 14

    @Option(help: "The day taken as today (YYYY-MM-DD).")
    var today: CalendarDate?

    @Flag(help: "Print JSON: an array of bookings.")
    var json = false

    func validate() throws {
        if !(0...3660).contains(days) { throw ValidationError("--days must be 0-3660; got \(days)") }
    }

    func run() throws {
        let opened = try vault.open()
        let first = today ?? currentDay()
        let last = first.adding(days: days)
        let bookings = try opened.bookings(BookingQuery(from: first, until: last))
        let journeys = try opened.journeySlugs()
        if json {
            return try Terminal.printJSON(
                bookings.map { BookingJSON(booking: $0, journey: $0.journeyId.flatMap { journeys[$0] }) })
        }
        let places = try opened.journeys().flatMap { journey in
            try opened.places(journeyId: journey.id ?? 0).filter { place in
                !place.done && place.date.map { first <= $0 && $0 <= last } == true
            }.map { (journey.slug, $0) }
        }
        guard !bookings.isEmpty || !places.isEmpty else {
            print("Nothing in the next \(days) days (from \(first)).")
            return
        }
        print("Next \(days) days from \(first):")
        var table = Table("WHEN", "WHAT", "WHERE", "JOURNEY", "DETAILS")
        for booking in bookings {
            table.add(
                (booking.startAt?.readable ?? "-") + BookingLines.until(booking), booking.title,
                booking.placeLine.isEmpty ? "-" : booking.placeLine,
                booking.journeyId.flatMap { journeys[$0] } ?? "-", BookingLines.details(booking))
        }
        for (slug, place) in places.sorted(by: { ($0.1.date?.description ?? "") < ($1.1.date?.description ?? "") }) {
            table.add(
                place.date?.description ?? "-", "visit " + place.name, place.address ?? "-", slug, place.category ?? "")
        }
        print(table.render())
    }
}
