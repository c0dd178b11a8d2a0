import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One running reader process (`vault __read`): spawned with a socket as its standard input
/// and output, its standard error in an unlinked file kept for the reason it stopped.
///
/// Belongs to one thread at a time (``ReaderChild`` guards it).
final class ReaderProcess {
    let pid: pid_t
    /// The parent's end of the socket: requests go out, answers come in.
    private let socket: Int32
    /// The reader's standard error (warnings of the libraries, a crash's last words).
    private let errors: Int32
    private var buffered: [UInt8] = []
    private var ended = false
    /// The wait status, once the process was waited for.
    private var waited: Int32?

    /// How an exchange ended when no answer came.
    enum Ending {
        case deadline
        case died(status: Int32)
    }

    /// Starts `executable __read --memory-mb N` in its own process group (a Ctrl-C meant
    /// for a `vault watch` does not stop the file being read).
    init(executable: String, memoryMegabytes: Int) throws {
        var pair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
            throw ReaderError.cannotStart(executable: executable, reason: String(cString: strerror(errno)))
        }
        let errorPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("vault-reader-\(getpid())-\(UUID().uuidString).log").path
        let errors = open(errorPath, O_RDWR | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0o600)
        unlink(errorPath)
        guard errors >= 0 else {
            close(pair[0])
            close(pair[1])
            throw ReaderError.cannotStart(executable: executable, reason: String(cString: strerror(errno)))
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pair[1], 0)
        posix_spawn_file_actions_adddup2(&actions, pair[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGXCPU, SIGHUP] { sigaddset(&defaults, signal) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
        // The program's name as the parent's (the folder it was installed in, where files
        // beside it are looked for), whatever link started it.
        let name = (try? FileManager.default.destinationOfSymbolicLink(atPath: executable)) ?? executable
        let arguments = [name, ReaderService.command, "--memory-mb", String(memoryMegabytes)]
        let environment = Self.environment()
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, &argv, &envp)
        close(pair[1])
        guard spawned == 0 else {
            close(pair[0])
            close(errors)
            throw ReaderError.cannotStart(executable: executable, reason: String(cString: strerror(spawned)))
        }
        self.pid = pid
        self.socket = pair[0]
        self.errors = errors
    }

    /// This process's environment, with glibc's malloc held to two arenas: each arena
    /// reserves 64 MB of address space, which the reader's limit counts.
    private static func environment() -> [String] {
        var environment = ProcessInfo.processInfo.environment
        if environment["MALLOC_ARENA_MAX"] == nil { environment["MALLOC_ARENA_MAX"] = "2" }
        return environment.map { "\($0.key)=\($0.value)" }
    }

    /// Sends one line and waits for one line back until `deadline` (nil: for as long as it
    /// takes). Returns the line, or how the process ended; the process is gone in that case.
    func exchange(_ line: [UInt8], deadline: ContinuousClock.Instant?) -> Result<[UInt8], EndingError> {
        // What the reader writes to standard error concerns the file being read: a reader that
        // lives as long as a `watch` or a `serve` must not fill the disk with warnings.
        ftruncate(errors, 0)
        if !send(line + [0x0A]) { return .failure(EndingError(ending: finish(killing: true))) }
        while true {
            if let newline = buffered.firstIndex(of: 0x0A) {
                let answer = Array(buffered[..<newline])
                buffered.removeSubrange(...newline)
                return .success(answer)
            }
            var waitFor: Int32 = -1
            if let deadline {
                let left = deadline - .now
                guard left > .zero else {
                    _ = finish(killing: true)
                    return .failure(EndingError(ending: .deadline))
                }
                let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
                waitFor = Int32(min(max(milliseconds, 1), Int64(Int32.max)))
            }
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, waitFor)
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 { continue }  // the deadline is checked above
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return .failure(EndingError(ending: finish(killing: true))) }
            buffered += chunk[..<count]
            if buffered.count > 64 << 20 { return .failure(EndingError(ending: finish(killing: true))) }
        }
    }

    /// The ending, as an error for `Result`.
    struct EndingError: Error {
        var ending: Ending
    }

    /// Writes all of `bytes`; false when the reader is gone.
    private func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.send(socket, buffer.baseAddress.map { $0 + offset }, buffer.count - offset, Int32(MSG_NOSIGNAL))
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// Closes the socket (a reader waiting for its next file exits), stops the process when
    /// `killing`, and waits for it to end.
    @discardableResult
    func finish(killing: Bool) -> Ending {
        if !ended {
            ended = true
            if killing { kill(pid, SIGKILL) }
            close(socket)
        }
        if let waited { return .died(status: waited) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        waited = status
        return .died(status: status)
    }

    /// The last lines the reader wrote to its standard error (at most 4 KB).
    func errorTail() -> String {
        var info = stat()
        guard fstat(errors, &info) == 0 else { return "" }
        let size = Int(info.st_size)
        let start = max(0, size - 4096)
        var bytes = [UInt8](repeating: 0, count: size - start)
        let count = bytes.withUnsafeMutableBytes { pread(errors, $0.baseAddress, $0.count, off_t(start)) }
        return String(decoding: bytes.prefix(max(0, count)), as: UTF8.self)
    }

    deinit {
        if !ended {
            ended = true
            close(socket)
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        close(errors)
    }
}
