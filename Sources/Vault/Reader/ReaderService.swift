import Foundation
import OCR
import Reading

#if canImport(Glibc)
    import Glibc
#endif

/// The reader process's side (`vault __read --memory-mb N`): reads one ``ReaderRequest`` a
/// line from standard input, imports the file exactly as ``Importer/importFile(_:reader:)``
/// does in a single process, and answers with its ``ImportResult`` as one JSON line. Stops
/// at the end of its input. The address-space limit is set before the first file; the
/// processor-time limit before each (counted from what the process used so far).
public enum ReaderService {
    /// The hidden command that starts a reader.
    public static let command = "__read"

    /// Serves requests until standard input ends; returns the exit status.
    public static func run(arguments: [String]) -> Int32 {
        // Answers go to the socket alone: anything a library prints on standard output goes
        // to standard error instead.
        let answers = dup(1)
        guard answers >= 0, dup2(2, 1) >= 0 else { return 71 }
        // A stop meant for the parent (Ctrl-C, systemd's SIGTERM to the service's processes)
        // is its to handle: it finishes the file being read, then closes this reader's input.
        for stop in [SIGINT, SIGTERM, SIGHUP] { signal(stop, SIG_IGN) }
        var megabytes: Int?
        if let index = arguments.firstIndex(of: "--memory-mb"), index + 1 < arguments.count,
            let given = Int(arguments[index + 1]), given > 0
        {
            var limit = rlimit(rlim_cur: rlim_t(given) << 20, rlim_max: rlim_t(given) << 20)
            guard setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0 else { return 71 }
            megabytes = given
        }
        var session = Session()
        while let line = readLine(strippingNewline: true) {
            let memoryBefore = MemoryStatus.read()
            let (before, peakBefore) = (memoryBefore.size, memoryBefore.peak)
            session.engine?.readLastFileAlongside = false
            var result = session.answer(to: Array(line.utf8)) { limitProcessorTime(to: $0.cpuSeconds) }
            // Both engines read this file at once (a photo within the room the request gave).
            let bothEngines = session.engine?.readLastFileAlongside == true
            // A decoder whose allocation failed reports a damaged file or a failed image
            // operation: when this file took this process past half the room it had left,
            // memory was the reason. Such a reader ends after the file, and the next file gets a
            // new one. A file read whole keeps its reader, however high it went: a reader's
            // start (its two engines' models) costs about 0.7 s of CPU, and phone photos at the
            // deep engine's detector went that high one time in four.
            var high = false
            var readAgain = false
            if let megabytes, let before, let peakBefore, let peak = MemoryStatus.read().peak,
                result.status == .failed
            {
                let halfTheRoom = before + (megabytes * 1024 - before) / 2
                high = peak > peakBefore && peak >= halfTheRoom
                // The peak is the process's: a file that set no new one went no higher than an
                // earlier file, perhaps as high. When that was past half the room, only a new
                // reader can tell whether memory was the reason: the file is read again there.
                readAgain = peak == peakBefore && peak >= halfTheRoom
                // Both engines reading at once need more room than one after the other: the
                // file is read again so, by a new reader.
                readAgain = readAgain || high && bothEngines
            }
            // A decoder that said its allocation failed needs no guessing.
            if megabytes != nil, result.status == .failed, AllocationFailure.mentioned(in: result.error ?? "") {
                high = true
            }
            if high, let megabytes {
                result.error = ReaderError.memory(path: result.file, megabytes: megabytes).description
            }
            // A file the deep engine ran out of memory on is kept, read by Tesseract alone, and
            // says so; the next file gets a new reader, whose memory holds nothing of this one's.
            let retiring = high || readAgain || result.ranOutOfMemory
            let reply = ReaderAnswer(result: result, retiring: retiring, readAgain: readAgain)
            guard var answer = try? JSONEncoder().encode(reply) else { return 70 }
            answer.append(0x0A)
            guard write(all: answer, to: answers), !retiring else { return 0 }  // the parent is gone, or retires it
        }
        return 0
    }

    /// What a reader does with the lines it is sent, without the process around it (limits,
    /// standard input and output): the vault and the reader of the files read so far, kept for
    /// the next file. `vault __read` answers each line with it; the fuzz harness FuzzReader
    /// sends it arbitrary lines and files the same way.
    struct Session {
        var vault: Vault?
        var reader: (options: ReadOptions, reader: Result<ReceiptReader, Error>)?

        /// The reader of the files read so far, once one could be made.
        var engine: ReceiptReader? {
            guard case .success(let engine) = reader?.reader else { return nil }
            return engine
        }

        /// The result for one request line: the file imported, or why not (a line that is no
        /// request fails as `request`). `accepted` runs once the request is read, before the
        /// file is.
        mutating func answer(to line: [UInt8], accepted: (ReaderRequest) -> Void = { _ in }) -> ImportResult {
            do {
                let request = try JSONDecoder().decode(ReaderRequest.self, from: Data(line))
                accepted(request)
                return importFile(request)
            } catch {
                return .failed("request", error)
            }
        }

        mutating func importFile(_ request: ReaderRequest) -> ImportResult {
            var options = request.options.importOptions
            let shown = PathBytes.display(request.path)
            let vault: Vault
            do {
                if let open = self.vault,
                    open.layout.root.path == URL(fileURLWithPath: request.vaultRoot).standardizedFileURL.path
                {
                    vault = open
                } else {
                    vault = try Vault.openExisting(VaultLayout(root: URL(fileURLWithPath: request.vaultRoot)))
                    self.vault = vault
                }
            } catch {
                return .failed(shown, error)
            }
            // The readers of one vault (an import's workers, `watch`, `serve`) take turns at the
            // deep-text detector: two of its peaks at once would double the memory they need.
            options.read.detectorTurns = vault.layout.detectorTurns.path
            if reader?.options != options.read {
                reader = (options.read, Result { try ReceiptReader(options: options.read) })
            }
            switch reader?.reader {
            case .success(let engine):
                engine.deepTextAlongsideMegapixels = options.deepTextAlongsideMegapixels
                if request.prepareOnly == true {
                    engine.loadEngines()
                    return .prepared
                }
                return Importer(vault: vault, options: options).importFile(request.path, reader: engine)
            case .failure(let error):
                return .failed(shown, error)
            case nil:
                return .failed(shown, ReaderError.exited(path: shown, status: 70))
            }
        }
    }

    /// Lets this process use `seconds` more of processor time (`SIGXCPU` past that).
    private static func limitProcessorTime(to seconds: Double?) {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &limit) == 0 else { return }
        guard let seconds else {
            limit.rlim_cur = limit.rlim_max
            setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &limit)
            return
        }
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        let used =
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        let wanted = rlim_t((used + seconds).rounded(.up))
        limit.rlim_cur = min(wanted, limit.rlim_max)
        setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &limit)
    }

    private static func write(all bytes: Data, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
