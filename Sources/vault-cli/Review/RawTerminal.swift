import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The terminal settings in force before review changed them, for the signal handlers
/// (which can capture nothing). Written before any handler is installed.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var rawSettings = termios()
/// 1 while single-key mode is wanted (so a resumed process knows which settings to put back).
nonisolated(unsafe) private var rawWanted: Int32 = 0
/// Set to 1 when the screen should be drawn again (resumed after Ctrl-Z, or resized).
nonisolated(unsafe) private var redrawWanted: Int32 = 0

/// Single-key input on the controlling terminal: canonical mode and echo off while keys are
/// read, the user's own settings back for line prompts, and always restored at the end, on
/// Ctrl-C, on termination signals and on crashes.
final class RawTerminal {
    /// A key press.
    enum Key: Equatable {
        case character(Character)
        case enter
        case escape
        /// End of input (the terminal went away).
        case end
        /// No key: the process was resumed or the window resized; draw the screen again.
        case redraw
    }

    private let fd = STDIN_FILENO
    private var active = false

    /// Whether standard input and output are both terminals.
    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// Switches the terminal to single-key mode and installs the handlers that undo it.
    init() throws {
        guard tcgetattr(fd, &savedSettings) == 0 else {
            throw ReviewError("cannot read the terminal settings: \(String(cString: strerror(errno)))")
        }
        rawSettings = savedSettings
        rawSettings.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &rawSettings.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        Self.installHandlers()
        try enterRaw()
    }

    deinit {
        finish()
    }

    /// Back to the user's settings for good (keys typed but not read are dropped, not handed
    /// to the shell), and the default signal handling.
    func finish() {
        restore(discardingInput: true)
        for signal in Self.handledSignals + [SIGTSTP, SIGCONT, SIGWINCH] { Glibc.signal(signal, SIG_DFL) }
    }

    /// Back to the user's settings (idempotent). Keys typed ahead are kept unless
    /// `discardingInput`.
    func restore(discardingInput: Bool = false) {
        guard active else { return }
        rawWanted = 0
        var settings = savedSettings
        tcsetattr(fd, discardingInput ? TCSAFLUSH : TCSADRAIN, &settings)
        active = false
    }

    func enterRaw() throws {
        var settings = rawSettings
        guard tcsetattr(fd, TCSADRAIN, &settings) == 0 else {
            throw ReviewError("cannot set the terminal to single-key mode: \(String(cString: strerror(errno)))")
        }
        active = true
        rawWanted = 1
    }

    /// Waits for one key. Escape sequences (arrow keys, function keys) come back as `.escape`
    /// with the rest of the sequence consumed, so their letters never count as commands.
    func readKey() -> Key {
        redrawWanted = 0
        guard let byte = readByte(interruptible: true) else { return redrawWanted == 1 ? .redraw : .end }
        switch byte {
        case 0x0A, 0x0D: return .enter
        case 0x04: return .end
        case 0x1B:
            while pendingInput(milliseconds: 30), readByte() != nil {}
            return .escape
        default:
            var bytes = [byte]
            // Complete a UTF-8 sequence.
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            while bytes.count < length, let next = readByte() { bytes.append(next) }
            guard let character = String(decoding: bytes, as: UTF8.self).first else { return .escape }
            return .character(character)
        }
    }

    /// Shows `prompt` and reads a line, echoing what is typed: Enter takes it, Esc cancels
    /// (`nil`, as at end of input), Backspace takes back a character and Ctrl-U the whole line.
    /// Arrow and function keys are ignored rather than typed into the line as `^[[D`.
    func readLine(prompt: String) throws -> String? {
        echo(prompt)
        var typed: [Character] = []
        while let byte = readByte() {
            switch byte {
            case 0x0A, 0x0D:
                echo("\n")
                return String(typed)
            case 0x1B:
                // A lone Esc cancels; a key's escape sequence follows its Esc at once.
                var sequence = false
                while pendingInput(milliseconds: 30), readByte() != nil { sequence = true }
                if !sequence {
                    echo("\n")
                    return nil
                }
            case 0x7F, 0x08:
                if typed.popLast() != nil { echo("\u{8} \u{8}") }
            case 0x15:
                echo(String(repeating: "\u{8} \u{8}", count: typed.count))
                typed.removeAll()
            case 0x04:
                if typed.isEmpty {
                    echo("\n")
                    return nil
                }
            case ..<0x20:
                continue
            default:
                var bytes = [byte]
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                while bytes.count < length, let next = readByte() { bytes.append(next) }
                let text = String(decoding: bytes, as: UTF8.self)
                typed.append(contentsOf: text)
                echo(text)
            }
        }
        return typed.isEmpty ? nil : String(typed)
    }

    private func echo(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Runs `body` with the user's settings (for child processes such as a viewer).
    func withUserSettings<T>(_ body: () throws -> T) throws -> T {
        restore()
        defer { try? enterRaw() }
        return try body()
    }

    /// Columns of the terminal (80 when unknown).
    var width: Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    /// One byte of input; `nil` at end of input, or when `interruptible` and a signal asked
    /// for the screen to be drawn again.
    private func readByte(interruptible: Bool = false) -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(fd, &byte, 1)
            if count == 1 { return byte }
            if count < 0 && errno == EINTR {
                if interruptible && redrawWanted == 1 { return nil }
                continue
            }
            return nil
        }
    }

    private func pendingInput(milliseconds: Int32) -> Bool {
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, milliseconds) > 0
    }

    private static let exitSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    private static let crashSignals = [SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE]
    private static var handledSignals: [Int32] { exitSignals + crashSignals }

    /// Ctrl-C, kill and hang-up restore the terminal and exit (edits are already saved);
    /// Ctrl-Z restores it while stopped and single-key mode comes back on resume; crashes
    /// restore it and then crash as they would have.
    private static func installHandlers() {
        // A parent may have started vault with these blocked; then Ctrl-C would do nothing.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in handledSignals + [SIGTSTP, SIGCONT, SIGWINCH] { sigaddset(&handled, signal) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        for signal in exitSignals {
            install(signal) { number in
                var settings = savedSettings
                tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
                let message = "\r\nvault: review interrupted; changes made so far are saved\n"
                _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
                _exit(128 + number)
            }
        }
        for signal in crashSignals {
            install(signal) { number in
                var settings = savedSettings
                tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
                Glibc.signal(number, SIG_DFL)
                raise(number)
            }
        }
        installStopHandler()
        install(SIGWINCH) { _ in redrawWanted = 1 }
        install(SIGCONT) { _ in
            RawTerminal.installStopHandler()
            redrawWanted = 1
            guard rawWanted == 1 else { return }
            var settings = rawSettings
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
        }
    }

    private static func installStopHandler() {
        install(SIGTSTP) { _ in
            var settings = savedSettings
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
            Glibc.signal(SIGTSTP, SIG_DFL)
            raise(SIGTSTP)
        }
    }

    /// Installs `handler` without `SA_RESTART`, so a waiting `read` returns `EINTR`.
    private static func install(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, nil)
    }
}

/// A problem with the terminal itself; printed as `vault: <message>`, exit status 74.
struct ReviewError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
