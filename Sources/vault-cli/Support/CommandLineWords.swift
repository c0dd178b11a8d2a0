import ArgumentParser
import Foundation

/// Looks at the command line before the parser does: `--vault DIR` given before the command,
/// and words where a command name was expected (`vault imprt`, `vault help nosuch`).
enum CommandLineWords {
    /// Takes `--vault DIR` (or `--vault=DIR`) given before the command out of `arguments` and
    /// returns the folder, so `vault --vault DIR docs list` works like `vault docs list --vault DIR`.
    static func takeLeadingVault(_ arguments: inout [String]) -> String? {
        var folder: String?
        while let first = arguments.first {
            if first == "--vault", arguments.count >= 2 {
                folder = arguments[1]
                arguments.removeFirst(2)
            } else if first.hasPrefix("--vault=") {
                folder = String(first.dropFirst("--vault=".count))
                arguments.removeFirst()
            } else {
                break
            }
        }
        return folder
    }

    /// Throws ``CommandError/unknownCommand(_:of:suggestions:)`` for a word where a command name
    /// was expected and none matches: always after `help`, and elsewhere when the command has
    /// no default subcommand or the word is close to a command's name (a typo).
    static func checkCommands(_ arguments: [String], root: ParsableCommand.Type) throws {
        var words = arguments[...]
        let afterHelp = words.first == "help"
        if afterHelp { words = words.dropFirst() }
        var command = root
        for word in words {
            if word.hasPrefix("-") { return }
            let subcommands = command.configuration.subcommands
            if subcommands.isEmpty { return }
            if let next = subcommands.first(where: { $0._commandName == word }) {
                command = next
                continue
            }
            if !afterHelp && command == root && word == "help" { return }
            let names = subcommands.map { $0._commandName }
            // A word that is a command one level down (`vault edit`) names those commands
            // (`expense edit`, `docs edit`), not the nearest spelling (`init`).
            let below = subcommands.filter { child in
                child.configuration.subcommands.contains { $0._commandName == word }
            }.map { "\($0._commandName) \(word)" }
            let close = below.isEmpty ? suggestions(for: word, among: names) : below
            if afterHelp || command.configuration.defaultSubcommand == nil || !close.isEmpty {
                throw CommandError.unknownCommand(word, of: path(root: root, to: command), suggestions: close)
            }
            return
        }
    }

    /// `vault docs` for `DocsCommand`.
    private static func path(root: ParsableCommand.Type, to command: ParsableCommand.Type) -> String {
        func search(_ node: ParsableCommand.Type, _ trail: [String]) -> [String]? {
            if node == command { return trail }
            for child in node.configuration.subcommands {
                if let found = search(child, trail + [child._commandName]) { return found }
            }
            return nil
        }
        return (search(root, [root._commandName]) ?? [root._commandName]).joined(separator: " ")
    }

    /// Names within two edits of `word`, or starting with it; nearest first.
    static func suggestions(for word: String, among names: [String]) -> [String] {
        let scored = names.map { ($0, distance(word.lowercased(), $0)) }
        return scored.filter { $0.1 <= 2 || ($0.0.hasPrefix(word) && !word.isEmpty) }
            .sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// Levenshtein distance.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(1, b.count) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
