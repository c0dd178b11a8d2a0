import Foundation
import Vault

/// Writing to the terminal: stdout for results, stderr for errors and progress.
enum Terminal {
    /// Whether stderr is an interactive terminal (progress is shown only then).
    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Prints a one-line error as `vault: <message>`.
    static func error(_ message: Any) {
        writeError("vault: \(SafeOutput.escaped("\(message)", keepingNewlines: false))\n")
    }

    /// Writes one line to stdout at once (safe from several threads, never buffered).
    static func line(_ text: String) {
        write(Array((SafeOutput.escaped(text) + "\n").utf8), to: STDOUT_FILENO)
    }

    static func writeError(_ text: String) {
        write(Array(text.utf8), to: STDERR_FILENO)
    }

    /// Writes all of `bytes`. `FileHandle.write` stops the process when the output cannot be
    /// written (a full disk, a closed pipe); here such output is lost and vault carries on,
    /// so its exit status still tells what happened.
    static func write(_ bytes: [UInt8], to descriptor: Int32) {
        var written = 0
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count, let base = buffer.baseAddress {
                let result = Foundation.write(descriptor, base + written, buffer.count - written)
                if result < 0 && errno == EINTR { continue }
                guard result > 0 else { return }
                written += result
            }
        }
    }

    /// Prints JSON (pretty, stable key order: `PrettyJSON`) to stdout.
    static func printJSON<T: Encodable>(_ value: T) throws {
        write(try PrettyJSON.encode(value) + [0x0A], to: STDOUT_FILENO)
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
