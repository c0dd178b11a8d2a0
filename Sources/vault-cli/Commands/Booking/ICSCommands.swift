import ArgumentParser
import Foundation
import Vault

/// Writes `calendar` to `output`, or to stdout.
private func write(_ calendar: String, to output: String?) throws {
    // iCalendar is data (CRLF line ends), written as it is.
    guard let output else { return Swift.print(calendar, terminator: "") }
    try OutputFile.checkFolder(of: output)
    do {
        try Data(calendar.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
        throw VaultError.storage(path: output, reason: "cannot write the calendar: \(error.localizedDescription)")
    }
}

/// `vault journey ics SLUG`: a journey's bookings as an iCalendar file.
struct JourneyICSCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ics", abstract: "Write a journey's bookings as an iCalendar (.ics) file.",
        discussion: """
            One event per transport, stay and car rental, with reminders: 24 hours before a \
            flight, 2 hours before a train or a car pick-up, the evening before check-in. \
            Importing the file again updates the events rather than doubling them.

            Examples:
              vault journey ics paris --output paris.ics
            """)

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The journey's slug.")
    var slug: String

    @Option(help: "Write to this file instead of stdout.", completion: .file())
    var output: String?

    func run() throws {
        let opened = try vault.open()
        let journey = try opened.journey(slug: slug)
        let bookings = try opened.bookings(BookingQuery(journey: slug))
        try write(ICalendarWriter(name: journey.name).calendar(bookings), to: output)
        if output != nil { Terminal.writeError("wrote \(bookings.count) events to \(output ?? "")\n") }
    }
}

/// `vault ics --all`: every booking as one iCalendar file.
struct ICSCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ics", abstract: "Write bookings as an iCalendar (.ics) file.",
        discussion: """
            Examples:
              vault ics --all --output trips.ics
              vault journey ics paris          one journey
            """)

    @OptionGroup var vault: VaultOptions

    @Flag(help: "Every booking of every journey (and unfiled ones).")
    var all = false

    @Option(help: "Write to this file instead of stdout.", completion: .file())
    var output: String?

    func validate() throws {
        if !all { throw ValidationError("give --all, or use `vault journey ics SLUG` for one journey") }
    }

    func run() throws {
        let opened = try vault.open()
        let bookings = try opened.bookings()
        try write(ICalendarWriter(name: "vault bookings").calendar(bookings), to: output)
        if output != nil { Terminal.writeError("wrote \(bookings.count) events to \(output ?? "")\n") }
    }
}
