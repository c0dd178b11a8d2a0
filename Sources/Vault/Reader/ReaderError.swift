import Foundation

/// Why a reader process gave no answer for a file. Each names the file first, in one line.
public enum ReaderError: Error, CustomStringConvertible, Equatable, Sendable {
    /// No answer within the wall-clock deadline: the reader was stopped.
    case deadline(path: String, seconds: Double)
    /// The file took more processor time than the reader may use for one (`SIGXCPU`).
    case processorTime(path: String, seconds: Double)
    /// The reader ran out of its address space (`RLIMIT_AS`) and stopped.
    case memory(path: String, megabytes: Int)
    /// The reader ended with a signal for another reason (a crash in a decoder, say).
    case stopped(path: String, signal: Int32, megabytes: Int)
    /// The reader exited without an answer.
    case exited(path: String, status: Int32)
    /// The answer was no result.
    case unreadableAnswer(path: String, detail: String)
    /// The reader process could not be started.
    case cannotStart(executable: String, reason: String)

    public var description: String {
        switch self {
        case .deadline(let path, let seconds):
            return "\(path): reading did not finish within \(Self.whole(seconds)) s (the time budget per file, "
                + "`vault config set ocr-seconds`, and \(Self.whole(ReaderLimits.graceSeconds)) s); stopped"
        case .processorTime(let path, let seconds):
            return "\(path): reading took more than \(Self.whole(seconds)) s of processor time (the time budget "
                + "per file, `vault config set ocr-seconds`, and \(Self.whole(ReaderLimits.graceSeconds)) s); stopped"
        case .memory(let path, let megabytes):
            return "\(path): reading needed more than the \(megabytes) MB of memory a reader may use "
                + "(`vault config set reader-memory`); stopped"
        case .stopped(let path, let signal, let megabytes):
            return "\(path): the reader stopped with signal \(signal) (\(Self.name(of: signal))) while reading it; "
                + "perhaps past the \(megabytes) MB of memory a reader may use (`vault config set reader-memory`)"
        case .exited(let path, let status):
            return "\(path): the reader exited with status \(status) while reading it"
        case .unreadableAnswer(let path, let detail):
            return "\(path): the reader's answer could not be read (\(detail))"
        case .cannotStart(let executable, let reason):
            return "cannot start a reader process (\(executable)): \(reason)"
        }
    }

    private static func whole(_ seconds: Double) -> String {
        String(Int(seconds.rounded()))
    }

    private static func name(of signal: Int32) -> String {
        switch signal {
        case SIGABRT: "SIGABRT"
        case SIGSEGV: "SIGSEGV"
        case SIGBUS: "SIGBUS"
        case SIGILL: "SIGILL"
        case SIGTRAP: "SIGTRAP"
        case SIGKILL: "SIGKILL"
        case SIGFPE: "SIGFPE"
        default: "signal \(signal)"
        }
    }
}
