/// Errors of the command line itself (as opposed to the vault's or OCR's).
enum CommandError: Error, CustomStringConvertible {
    case confirmationNeeded(String)
    /// A command that needs an interactive terminal ran without one.
    case needsTerminal(String)
    /// A word where a command was expected, with the nearest command names.
    case unknownCommand(String, of: String, suggestions: [String])
    /// `config get` of a setting that has no value.
    case settingNotSet(String)
    /// No program to show a document with; says where the file is.
    case viewerUnavailable(reason: String, path: String)
    /// Confirming a draft flagged as a second copy of another expense, without `--yes` and
    /// without a terminal to ask on: the message names the pair and the ways out.
    case possibleDuplicate(String)

    var description: String {
        switch self {
        case .confirmationNeeded(let what):
            return "refusing to \(what) without confirmation: stdin is not a terminal (use --yes)"
        case .needsTerminal(let message):
            return message
        case .unknownCommand(let word, let command, let suggestions):
            let hint =
                suggestions.isEmpty
                ? "" : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?"
            return "'\(word)' is not a `\(command)` command\(hint) (see `\(command) --help`)"
        case .settingNotSet(let key):
            return "\(key) is not set (`vault config set \(key) VALUE`)"
        case .viewerUnavailable(let reason, let path):
            return "\(reason); the file is at \(path)"
        case .possibleDuplicate(let message):
            return message
        }
    }
}
