import ArgumentParser
import Reading
import Vault

/// The fields of a booking as options; each has the names it goes by for every type
/// (`--carrier`, `--hotel` and `--company` are one field).
struct BookingFieldOptions: ParsableArguments {
    @Option(
        name: [.customLong("carrier"), .customLong("hotel"), .customLong("company"), .customLong("provider")],
        help: "The carrier, hotel or rental company.")
    var provider: String?

    @Option(help: "Flight or train number.")
    var number: String?

    @Option(
        name: [.customLong("from"), .customLong("pick-up-place")], help: "Where it departs, or the car is picked up.")
    var origin: String?

    @Option(
        name: [.customLong("to"), .customLong("drop-off-place")], help: "Where it arrives, or the car is returned.")
    var destination: String?

    @Option(
        name: [.customLong("start"), .customLong("departure"), .customLong("check-in"), .customLong("pick-up")],
        help: "Local start time: YYYY-MM-DDTHH:MM or YYYY-MM-DD.")
    var start: String?

    @Option(
        name: [.customLong("end"), .customLong("arrival"), .customLong("check-out"), .customLong("drop-off")],
        help: "Local end time: YYYY-MM-DDTHH:MM or YYYY-MM-DD.")
    var end: String?

    @Option(help: "Booking reference (PNR, confirmation number).")
    var reference: String?

    @Option(help: "Seat.")
    var seat: String?

    @Option(help: "Terminal.")
    var terminal: String?

    @Option(help: "Platform or track.")
    var platform: String?

    @Option(help: "Room.")
    var room: String?

    @Option(help: "A hotel's address.")
    var address: String?

    /// The fields given, by field; an empty value clears a field.
    var given: [BookingField: String?] {
        let all: [(BookingField, String?)] = [
            (.provider, provider), (.number, number), (.origin, origin), (.destination, destination), (.start, start),
            (.end, end), (.reference, reference), (.seat, seat), (.terminal, terminal), (.platform, platform),
            (.room, room), (.address, address),
        ]
        return Dictionary(uniqueKeysWithValues: all.compactMap { field, value in value.map { (field, $0) } })
    }

    func validate() throws {
        let starts = ["--start", "--departure", "--check-in", "--pick-up"]
        let ends = ["--end", "--arrival", "--check-out", "--drop-off"]
        for (names, value) in [(starts, start), (ends, end)] {
            if let value, !value.isEmpty, LocalDateTime(iso: value) == nil {
                // The option as typed (`--check-in`), not the first of its names.
                let name =
                    names.first { typed in CommandLine.arguments.contains { $0 == typed || $0.hasPrefix(typed + "=") } }
                    ?? names[0]
                throw ValidationError(
                    "\(name) must be a local time YYYY-MM-DDTHH:MM or a day YYYY-MM-DD; got '\(value)'")
            }
        }
    }
}

struct BookingAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a booking typed by hand.",
        discussion: """
            Examples:
              vault booking add transport --mode flight --carrier "Skylark Airways" \\
                  --number "SL 482" --from "London Heathrow (LHR)" \\
                  --to "Paris Charles de Gaulle (CDG)" --journey paris \\
                  --departure 2025-03-10T07:45 --arrival 2025-03-10T10:05
              vault booking add stay --hotel "Hôtel des Lilas" \\
                  --check-in 2025-03-10T15:00 --check-out 2025-03-17T11:00
            """)

    @OptionGroup var vault: VaultOptions

    @Argument(help: "transport, stay or rental.")
    var type: BookingType

    @Option(help: "For transport: flight, train, bus or ferry.")
    var mode: TransportMode?

    @OptionGroup var fields: BookingFieldOptions

    @Option(help: "File it into this journey (else the one whose dates contain it).")
    var journey: String?

    func validate() throws {
        if fields.start == nil {
            throw ValidationError("a booking needs --start (or --departure, --check-in, --pick-up)")
        }
        if mode != nil && type != .transport { throw ValidationError("--mode is for transport bookings") }
    }

    func run() throws {
        let opened = try vault.openCreating()
        var booking = Booking(type: type, mode: mode)
        for (field, value) in fields.given { booking[field] = value?.isEmpty == true ? nil : value }
        booking.confidence = Dictionary(uniqueKeysWithValues: fields.given.keys.map { ($0.rawValue, 1.0) })
        let added = try opened.addBooking(booking, journey: journey)
        let slug = try added.journeyId.flatMap { try opened.journeySlugs()[$0] }
        print(
            "added booking \(added.id ?? 0): \(added.title) \(added.startAt?.readable ?? "")"
                + (slug.map { "; journey \($0)" } ?? added.filingNote.map { "; unfiled: \($0)" } ?? ""))
    }
}

struct BookingEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Change a booking's fields or journey.",
        discussion: """
            A field you set is yours: its confidence becomes 1. An empty value clears a field.

            Examples:
              vault booking edit 3 --seat 14A --terminal 5
              vault booking edit 3 --journey paris
            """)

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The booking's id.")
    var id: Int64

    @OptionGroup var fields: BookingFieldOptions

    @Option(help: "File it into this journey (\"\" to unfile it).")
    var journey: String?

    func validate() throws {
        if fields.given.isEmpty && journey == nil {
            throw ValidationError("nothing to change: give a field or --journey")
        }
    }

    func run() throws {
        let opened = try vault.open()
        let booking = try opened.editBooking(id: id, fields: fields.given, journey: journey)
        // What changed, in the names the user typed them by (`seat 14A`, `departure cleared`).
        var changes = fields.given.sorted { $0.key.rawValue < $1.key.rawValue }.map { field, value in
            let name = field.name(for: booking.type)
            return value.map { $0.isEmpty ? "\(name) cleared" : "\(name) \($0)" } ?? "\(name) cleared"
        }
        if let journey { changes.append(journey.isEmpty ? "unfiled" : "journey \(journey)") }
        print(
            Table.oneLine(
                "saved booking \(id) (\(booking.title) \(booking.startAt?.readable ?? "")): "
                    + changes.joined(separator: "; ")))
    }
}
