import Foundation
import OCR
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Where files are read: a reader process per worker, started from `executable` (the vault
/// binary itself) with `limits`.
public struct BoundedReading: Sendable {
    /// The vault binary, started as `EXECUTABLE __read`.
    public var executable: String
    public var limits: ReaderLimits

    public init(executable: String, limits: ReaderLimits) {
        self.executable = executable
        self.limits = limits
    }

    /// The running binary, for a program that is vault itself: `/proc/self/exe`, which still
    /// starts this very build after an upgrade replaced the file (a `serve` started before it
    /// keeps reading as it did); nil when `/proc` is not mounted.
    public static var thisExecutable: String? {
        FileManager.default.isExecutableFile(atPath: "/proc/self/exe") ? "/proc/self/exe" : nil
    }
}

/// One worker's reader: a ``ReaderProcess`` started on first use and reused for file after
/// file (OCR engines and language data load once per process), stopped when it passes a limit
/// and started afresh for the next file. Every failure becomes a `.failed` ``ImportResult``
/// naming the file and the reason; the file itself stays where it was, as with any failure.
public final class ReaderChild: Sendable {
    public let reading: BoundedReading
    private let process = Mutex<ReaderProcess?>(nil)

    public init(_ reading: BoundedReading) {
        self.reading = reading
    }

    /// Imports the file at `path` into the vault at `vaultRoot` with `options`, in the
    /// reader process. `shown` names the file in a failure.
    func importFile(_ path: String, shown: String, vaultRoot: String, options: ImportOptions) -> ImportResult {
        exchange(path, shown: shown, vaultRoot: vaultRoot, options: options, prepareOnly: false)
    }

    /// Starts the reader process now and has it open the vault at `vaultRoot` and load the
    /// engines that `options` read with, so that the first file does not wait for them (a
    /// server, before its first upload). A reader that fails here is started afresh for the
    /// first file.
    public func prepare(vaultRoot: String, options: ImportOptions) {
        _ = exchange("", shown: "", vaultRoot: vaultRoot, options: options, prepareOnly: true)
    }

    /// Sends one request to the reader process (started if none runs) and returns its answer.
    private func exchange(
        _ path: String, shown: String, vaultRoot: String, options: ImportOptions, prepareOnly: Bool
    ) -> ImportResult {
        let started = ContinuousClock.now
        let seconds = { (ContinuousClock.now - started).inSeconds }
        var request = ReaderRequest(
            vaultRoot: vaultRoot, path: path, options: WireImportOptions(options),
            cpuSeconds: reading.limits.cpuSeconds,
            prepareOnly: prepareOnly ? true : nil)
        let line: [UInt8]
        do {
            line = Array(try JSONEncoder().encode(request))
        } catch {
            return .failed(shown, error, seconds: seconds())
        }
        return process.withLock { running -> ImportResult in
            let answer = exchange(line, shown: shown, running: &running, started: started)
            // A reader that died of its memory limit with both engines reading at once: one
            // after the other needs less.
            let diedOfBoth = request.options.deepTextAlongsideMegapixels != nil && answer.diedOfMemory
            guard answer.readAgain || diedOfBoth else { return answer.result }
            // Read again by a new reader, one engine after the other.
            request.options.deepTextAlongsideMegapixels = nil
            guard let again = try? JSONEncoder().encode(request) else { return answer.result }
            return exchange(Array(again), shown: shown, running: &running, started: started).result
        }
    }

    /// Sends `line` to the running reader (started if there is none) and waits for its answer:
    /// the file's result, and whether a new reader is to read it again (``ReaderAnswer/readAgain``).
    private func exchange(
        _ line: [UInt8], shown: String, running: inout ReaderProcess?, started: ContinuousClock.Instant
    ) -> (result: ImportResult, readAgain: Bool, diedOfMemory: Bool) {
        let seconds = { (ContinuousClock.now - started).inSeconds }
        let current: ReaderProcess
        do {
            current =
                try running
                ?? ReaderProcess(
                    executable: reading.executable, memoryMegabytes: reading.limits.memoryMegabytes)
        } catch {
            return (.failed(shown, error, seconds: seconds()), false, false)
        }
        running = current
        let deadline = reading.limits.wallSeconds.map { started + .milliseconds(Int($0 * 1000)) }
        switch current.exchange(line, deadline: deadline) {
        case .success(let answer):
            do {
                let decoded = try JSONDecoder().decode(ReaderAnswer.self, from: Data(answer))
                if decoded.retiring {
                    running = nil
                    current.finish(killing: false)
                }
                return (decoded.result, decoded.readAgain, false)
            } catch {
                running = nil
                current.finish(killing: true)
                let error = ReaderError.unreadableAnswer(path: shown, detail: "\(error)")
                return (.failed(shown, error, seconds: seconds()), false, false)
            }
        case .failure(let ended):
            running = nil
            let why = reason(ended.ending, of: current, path: shown)
            return (.failed(shown, why, seconds: seconds()), false, Self.isMemory(why))
        }
    }

    /// Why the reader gave no answer for `path`.
    private func reason(_ ending: ReaderProcess.Ending, of process: ReaderProcess, path: String) -> ReaderError {
        let limits = reading.limits
        switch ending {
        case .deadline:
            return .deadline(path: path, seconds: limits.wallSeconds ?? 0)
        case .died(let status):
            let signal = status & 0x7f
            guard signal != 0 else { return .exited(path: path, status: (status >> 8) & 0xff) }
            if signal == SIGXCPU { return .processorTime(path: path, seconds: limits.cpuSeconds ?? 0) }
            if Self.ranOutOfMemory(process.errorTail()) {
                return .memory(path: path, megabytes: limits.memoryMegabytes)
            }
            return .stopped(path: path, signal: signal, megabytes: limits.memoryMegabytes)
        }
    }

    /// Whether `error` says the reader ran out of memory.
    private static func isMemory(_ error: ReaderError) -> Bool {
        if case .memory = error { return true }
        return false
    }

    /// Whether a reader's last words are those of an allocation that failed: the Swift
    /// runtime's, C++'s `bad_alloc`, glibc's or a library's own.
    static func ranOutOfMemory(_ errors: String) -> Bool {
        AllocationFailure.mentioned(in: errors)
    }

    /// Stops the reader process (it exits once it hears no more files are coming).
    public func close() {
        process.withLock { running in
            running?.finish(killing: false)
            running = nil
        }
    }
}

extension Duration {
    /// This duration in seconds.
    var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
