import Foundation

/// A command running in a detached tmux session on a private server, so a test can type into
/// a real terminal and read the screen. Each instance has its own socket; `kill()` ends it.
struct TmuxSession {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let socket = "vault-test-\(UUID().uuidString.prefix(8))"
    let name = "review"

    /// Starts `command` (a shell command line) in a `width` x `height` terminal.
    init(command: String, width: Int = 120, height: Int = 40) throws {
        let started = try tmux([
            "new-session", "-d", "-s", name, "-x", String(width), "-y", String(height), command,
        ])
        guard started.status == 0 else { throw Failure(description: "tmux new-session failed: \(started.output)") }
    }

    /// Presses keys, in tmux's key names (`a`, `Enter`, `C-c`).
    func press(_ keys: String...) throws {
        _ = try tmux(["send-keys", "-t", name] + keys)
    }

    /// Types text literally.
    func type(_ text: String) throws {
        _ = try tmux(["send-keys", "-t", name, "-l", text])
    }

    /// The visible screen as text (`escapes`: with colour codes).
    func screen(escapes: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p", "-t", name] + (escapes ? ["-e"] : [])).output
    }

    /// Polls the screen until it shows `text`; returns that screen, or throws after `timeout`.
    @discardableResult
    func waitFor(_ text: String, timeout: Duration = .seconds(15)) throws -> String {
        let deadline = ContinuousClock.now + timeout
        var last = ""
        while ContinuousClock.now < deadline {
            last = try screen()
            if last.contains(text) { return last }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Failure(description: "timed out waiting for '\(text)'; the screen shows:\n\(last)")
    }

    /// Ends the server and everything running in it, and removes its socket.
    func kill() {
        _ = try? tmux(["kill-server"])
        let folder = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        try? FileManager.default.removeItem(atPath: "\(folder)/tmux-\(getuid())/\(socket)")
    }

    /// Runs `tmux -L SOCKET -f /dev/null ARGUMENTS` (no user configuration). Spawned with
    /// no blocked signals and default handlers: test threads block most signals, and a tmux
    /// server (and the shell and vault under it) would inherit that mask and never see Ctrl-C.
    /// Output goes to a file, so no pipe is held open by the server tmux forks.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("vault-tmux-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        sigdelset(&all, SIGKILL)
        sigdelset(&all, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = (["tmux", "-L", socket, "-f", "/dev/null"] + arguments).map { strdup($0) } + [nil]
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "tmux", &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw Failure(description: "cannot start tmux: \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        // Exit status when it exited normally, else 128 + the signal.
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (code, output)
    }
}
