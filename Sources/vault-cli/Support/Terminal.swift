import Foundation

/// Writing to the terminal: stdout for results, stderr for errors and progress.
enum Terminal {
    /// Whether stderr is an interactive terminal (progress is shown only then).
    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Prints a one-line error as `vault: <message>`.
    static func error(_ message: Any) {
        writeError("vault: \(message)\n")
    }

    /// Writes one line to stdout at once (safe from several threads, never buffered).
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Prints JSON (pretty, stable key order) to stdout.
    static func printJSON<T: Encodable>(_ value: T) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        FileHandle.standardOutput.write(data)
        FileHandle.standardOutput.write(Data("\n".utf8))
    }
}

/// A one-line progress counter on stderr, shown only when stderr is a terminal.
struct ProgressLine {
    let total: Int
    let enabled: Bool

    init(total: Int) {
        self.total = total
        self.enabled = total > 1 && Terminal.standardErrorIsTerminal
    }

    func update(_ done: Int, _ label: String) {
        guard enabled else { return }
        let name = label.count > 50 ? "…" + label.suffix(49) : label
        Terminal.writeError("\r\u{1B}[K[\(done)/\(total)] \(name)")
    }

    func finish() {
        guard enabled else { return }
        Terminal.writeError("\r\u{1B}[K")
    }
}
