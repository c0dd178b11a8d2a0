import ArgumentParser

/// `vault journey`: trips that documents and expenses are filed into.
struct JourneyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "journey",
        abstract: "Add, list, show, edit and remove journeys (trips).",
        discussion: """
            A journey groups the documents and expenses of one trip. Its slug is the short \
            name used on the command line and as an inbox folder (inbox/SLUG/).

            Examples:
              vault journey add paris --name "Paris 2025" --destination "Paris, France" \\
                  --from 2025-03-10 --to 2025-03-17 --currency EUR
              vault journey list
              vault journey edit paris --to 2025-03-18
            """,
        subcommands: [
            JourneyAddCommand.self, JourneyListCommand.self, JourneyShowCommand.self,
            JourneyEditCommand.self, JourneyRemoveCommand.self,
            JourneyNoteCommand.self, JourneyICSCommand.self,
        ],
        defaultSubcommand: JourneyListCommand.self)
}
