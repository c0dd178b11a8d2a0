import ArgumentParser

/// The argument parser's usage errors as one line, like vault's own errors: the message, the
/// help of the argument it names, and where to read more (`vault: missing expected argument
/// '--total <total>': Amount, e.g. 12.30 (see `vault expense add --help`)`).
enum UsageErrorLine {
    /// The line (without `vault: `) for the parser's `full` message (`fullMessage(for:)`), or
    /// nil when it is not of the usual shape (then the parser's own text is shown).
    static func line(from full: String) -> String? {
        var message: String?
        var help: String?
        var hint: String?
        for line in full.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("Error: ") {
                message = String(line.dropFirst("Error: ".count))
            } else if line.hasPrefix("Help:") {
                // `Help:  --total <total>  Amount, ...`: the argument, then its help.
                let parts = line.dropFirst("Help:".count).split(separator: "  ", omittingEmptySubsequences: true)
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                let text = parts.dropFirst().joined(separator: " ")
                help = text.hasSuffix(".") ? String(text.dropLast()) : text
            } else if line.hasPrefix("See '"), let end = line.dropFirst(5).firstIndex(of: "'") {
                let command = String(line.dropFirst(5)[..<end])
                hint = command.hasPrefix("vault ") ? command : "vault " + command
            }
        }
        guard var message, !message.isEmpty else { return nil }
        message = message.prefix(1).lowercased() + message.dropFirst()
        if let help, !help.isEmpty { message += ": " + help }
        if let hint { message += " (see `\(hint)`)" }
        return message
    }
}
