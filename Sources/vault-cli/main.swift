import ArgumentParser
import Foundation
import OCR
import Vault

// Tesseract's OpenMP threads make recognition 2-4x slower on small machines, and libgomp
// reads OMP_THREAD_LIMIT only when the process starts: re-run this binary with it set.
SingleThreadedOpenMP.ensure()
ImageMemory.returnFreedImagesToTheSystem()

/// Prints a one-line error and exits with its status from ``ExitStatus``.
func fail(_ error: Error, command: ParsableCommand.Type) -> Never {
    if let status = ExitStatus.code(forFailure: error) {
        Terminal.error(error)
        exit(status)
    }
    // Parse and validation errors (64) in one line like vault's own, with where to read more.
    if command.exitCode(for: error) == .validationFailure,
        let line = UsageErrorLine.line(from: command.fullMessage(for: error))
    {
        Terminal.error(line)
        exit(ExitStatus.usage)
    }
    // --help and --version (0) and ExitCode, as the parser prints them.
    command.exit(withError: error)
}

// File names need not be UTF-8: their bytes are kept (`CommandLine.arguments` would replace them).
var arguments = PathBytes.arguments()
// A reader process started by `import`, `watch` or `serve` (`ReaderChild`): no command of
// the user's, so neither in the help nor among the names suggested for a typo.
if arguments.first == ReaderService.command {
    exit(ReaderService.run(arguments: Array(arguments.dropFirst())))
}
if let folder = CommandLineWords.takeLeadingVault(&arguments) {
    setenv("VAULT_HOME", folder, 1)
}
var parsed: ParsableCommand.Type = VaultCommand.self
do {
    try CommandLineWords.checkCommands(arguments, root: VaultCommand.self)
    var command = try VaultCommand.parseAsRoot(arguments)
    parsed = type(of: command)
    if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.runAsynchronously()
    } else {
        try command.run()
    }
} catch {
    // A write refused by a vault opened read-only is named as such, in one line.
    fail(ReadOnlyVaults.translate(error), command: parsed)
}

extension AsyncParsableCommand {
    /// Calls the `async` `run()`; at top level the synchronous overload would be chosen.
    mutating func runAsynchronously() async throws {
        try await run()
    }
}
