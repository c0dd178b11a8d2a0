/// Errors of the command line itself (as opposed to the vault's or OCR's).
enum CommandError: Error, CustomStringConvertible {
    case confirmationNeeded(String)

    var description: String {
        switch self {
        case .confirmationNeeded(let what):
            return "refusing to \(what) without confirmation: stdin is not a terminal (use --yes)"
        }
    }
}
