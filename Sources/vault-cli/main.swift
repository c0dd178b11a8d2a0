import ArgumentParser
import Foundation
import OCR
import Vault

// Tesseract's OpenMP threads make recognition 2-4x slower on small machines, and libgomp
// reads OMP_THREAD_LIMIT only when the process starts: re-run this binary with it set.
SingleThreadedOpenMP.ensure()

do {
    var command = try VaultCommand.parseAsRoot()
    if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.runAsynchronously()
    } else {
        try command.run()
    }
} catch let error as VaultError {
    Terminal.error(error)
    exit(1)
} catch let error as CommandError {
    Terminal.error(error)
    exit(1)
} catch let error as OCRError {
    Terminal.error(error)
    exit(1)
} catch {
    VaultCommand.exit(withError: error)
}

extension AsyncParsableCommand {
    /// Calls the `async` `run()`; at top level the synchronous overload would be chosen.
    mutating func runAsynchronously() async throws {
        try await run()
    }
}
