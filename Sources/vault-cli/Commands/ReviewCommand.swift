import ArgumentParser
import Foundation
import Vault

/// `vault review`: check draft expenses one at a time in a terminal.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Check draft expenses one at a time: accept, edit, file or reject them.",
        discussion: """
            Shows one draft at a time: the document's name and each field (merchant, total, \
            currency, date, journey) with how sure the reader was and the receipt line it was \
            read from, plus the rule that filed it or why it is unfiled. One key acts:

              a  accept (the draft becomes a confirmed expense)
              e  edit a field, then m merchant, t total, c currency, d date or n notes;
                 type the new value (Enter keeps it); it stays a draft until you accept
              j  change the journey: a number from the list or a slug; - unfiles
              c  set the category: a number from the list or a name; - clears it
              t  add tags, separated by commas
              r  reject (not an expense)
              d  reject as a duplicate (a draft flagged `possible duplicate of expense N`;
                 accepting such a draft asks first)
              u  undo the last accept or reject (the draft comes back)
              s  skip (stays a draft; next one)
              o  open the document (xdg-open)
              q  quit; every change is saved as soon as it is made

            The least sure drafts come first (the lowest confidence of any field; drafts \
            equally sure in the order they were imported). A field read with at least 90% \
            confidence is marked settled; `vault expense confirm --all-sure` confirms the \
            drafts whose fields are all settled without showing them. Colours are off when NO_COLOR is \
            set or TERM is dumb. review needs a terminal; scripts use \
            `vault expense list|edit|confirm|reject`.

            Examples:
              vault review
              vault review --journey paris
            """)

    @OptionGroup var vault: VaultOptions

    @Option(help: "Only drafts filed in this journey (slug).")
    var journey: String?

    func run() throws {
        let opened = try vault.open()
        guard RawTerminal.isInteractive else {
            let which = isatty(STDIN_FILENO) == 1 ? "stdout" : "stdin"
            throw CommandError.needsTerminal(
                "review needs an interactive terminal (\(which) is not one); "
                    + "in scripts use `vault expense list|edit|confirm|reject`")
        }
        let queue = try opened.reviewQueue(journey: journey)
        guard !queue.isEmpty else {
            print("no drafts to review" + (journey.map { " in journey \($0)" } ?? ""))
            return
        }
        // A terminal that cannot be set up or read ends with ReviewError (exit status 74).
        let terminal = try RawTerminal()
        defer { terminal.finish() }
        let tally = try ReviewSession(
            vault: opened, terminal: terminal, style: ReviewStyle(), journeyFilter: journey
        ).run(queue)
        print("\n" + (tally.left == 0 ? "no drafts left. " : "") + "review: " + tally.summary)
    }
}
