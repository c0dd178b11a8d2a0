import ArgumentParser
import Reading
import Vault

/// `vault journey note SLUG TEXT`.
struct JourneyNoteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "note", abstract: "Add a note to a journey (shown by `journey show`).")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The journey's slug.")
    var slug: String

    @Argument(help: "The note.")
    var text: String

    func run() throws {
        let opened = try vault.open()
        let note = try opened.addJourneyNote(slug: slug, text: text)
        print("added note \(note.id ?? 0) to journey \(slug)")
    }
}

/// `vault place add|done`: places to visit on a journey.
struct PlaceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "place", abstract: "Places to visit on a journey.",
        discussion: """
            Examples:
              vault place add paris "Musée d'Orsay" --date 2025-03-12 --category museum
              vault place done 3
              vault place list paris
              vault place rm 3
            """,
        subcommands: [PlaceAddCommand.self, PlaceDoneCommand.self, PlaceListCommand.self, PlaceRemoveCommand.self])
}

struct PlaceAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a place to visit.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The journey's slug.")
    var slug: String

    @Argument(help: "The place's name.")
    var name: String

    @Option(help: "Its address.")
    var address: String?

    @Option(help: "The day planned for it (YYYY-MM-DD).")
    var date: CalendarDate?

    @Option(help: "A word to group places by: museum, food, walk.")
    var category: String?

    func run() throws {
        let opened = try vault.open()
        let place = try opened.addPlace(slug: slug, name: name, address: address, date: date, category: category)
        print("added place \(place.id ?? 0): \(place.name) to journey \(slug)")
    }
}

struct PlaceDoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "done", abstract: "Mark places as visited (--undo: still to visit).")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The places' ids (see `vault journey show`).")
    var ids: [Int64]

    @Flag(help: "Mark them as still to visit.")
    var undo = false

    func run() throws {
        let opened = try vault.open()
        try opened.setPlaces(ids, done: !undo)
        print("\(String.counted(ids.count, "place")) marked \(undo ? "to visit" : "visited")")
    }
}
