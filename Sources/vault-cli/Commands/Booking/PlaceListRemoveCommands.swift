import ArgumentParser
import Foundation
import Vault

/// `vault place list SLUG`: a journey's places to visit, as `journey show` lists them.
struct PlaceListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List a journey's places to visit ([x] visited).")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The journey's slug.")
    var slug: String

    func run() throws {
        let opened = try vault.open()
        let journey = try opened.journey(slug: slug)
        let places = try opened.places(journeyId: journey.id ?? 0)
        guard !places.isEmpty else {
            return print("No places in journey \(slug). Add one: vault place add \(slug) NAME")
        }
        for place in places { print(Self.line(place)) }
    }

    /// `[x] 2 Canal Saint-Martin  (2025-03-12, walk)`
    static func line(_ place: Place) -> String {
        let parts = [place.date?.description, place.category, place.address].compactMap { $0 }
        return Table.oneLine(
            "[\(place.done ? "x" : " ")] \(place.id ?? 0) \(place.name)"
                + (parts.isEmpty ? "" : "  (\(parts.joined(separator: ", ")))"))
    }
}

/// `vault place rm ID...`: places typed by hand, so removing asks first (`--yes` in scripts).
struct PlaceRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm", abstract: "Remove places.",
        discussion:
            "Asks for confirmation on a terminal; --yes skips the question (needed when stdin is not a terminal).")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The places' ids (see `vault place list`).")
    var ids: [Int64]

    @Flag(name: .shortAndLong, help: "Do not ask for confirmation.")
    var yes = false

    func run() throws {
        let opened = try vault.open()
        var seen: Set<Int64> = []
        let unique = ids.filter { seen.insert($0).inserted }
        let places = try unique.map { try opened.place(id: $0) }
        if !yes {
            let question = "Remove \(String.counted(places.count, "place"))?"
            let listed = places.map { "  " + PlaceListCommand.line($0) }
            guard try RemovalQuestion.ask(question, listing: listed, action: "remove places") else { return }
        }
        try opened.removePlaces(unique)
        print("removed \(String.counted(unique.count, "place"))")
    }
}
