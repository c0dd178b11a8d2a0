import Foundation
import Testing

/// A `vault watch` process running in the background against a temporary vault.
private final class Watcher {
    let process = Process()
    let log: URL

    init(vault: TemporaryVault, arguments: [String] = []) throws {
        log = try vault.scratch("watch-log").appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.executableURL = VaultProcess.binary
        process.arguments = ["watch", "--vault", vault.path, "--settle", "1", "--jobs", "2", "--json"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
    }

    var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    func stop() -> Int32 {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// Polls `condition` until it holds or `seconds` pass.
private func eventually(_ seconds: Double = 90, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if try condition() { return true }
        Thread.sleep(forTimeInterval: 0.2)
    }
    return try condition()
}

private func filesIn(_ folder: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    return (enumerator?.allObjects as? [URL] ?? [])
        .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
        .map(\.lastPathComponent)
}

@Suite(.serialized) struct WatchCommandTests {
    @Test func copiedMovedAndSlowlyWrittenFilesAreImportedOnceIntoTheRightJourney() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["journey", "add", "paris", "--name", "Paris"]).status == 0)
        let inbox = vault.root.appendingPathComponent("inbox")
        let paris = inbox.appendingPathComponent("paris")
        try FileManager.default.createDirectory(at: paris, withIntermediateDirectories: true)
        let watcher = try Watcher(vault: vault)
        defer { _ = watcher.stop() }
        #expect(
            eventually(30) {
                FileManager.default.fileExists(atPath: vault.root.appendingPathComponent("vault.sqlite").path)
            })

        // Copied in (IN_CLOSE_WRITE).
        try FileManager.default.copyItem(
            atPath: VaultProcess.fixture("invoice-text-layer.pdf"),
            toPath: inbox.appendingPathComponent("invoice.pdf").path)
        // Moved in from elsewhere on the same filesystem (IN_MOVED_TO), into a journey folder.
        let staging = try vault.scratch("staging")
        let moved = staging.appendingPathComponent("booking.pdf")
        try FileManager.default.copyItem(atPath: VaultProcess.fixture("booking-multi-page.pdf"), toPath: moved.path)
        try FileManager.default.moveItem(at: moved, to: paris.appendingPathComponent("booking.pdf"))
        // Written slowly, in chunks over about three seconds, like a scanner.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: VaultProcess.fixture("receipt-fr-eur-brasserie.png")))
        let slow = paris.appendingPathComponent("scan.png")
        _ = FileManager.default.createFile(atPath: slow.path, contents: nil)
        let handle = try FileHandle(forWritingTo: slow)
        let chunk = bytes.count / 8 + 1
        for start in stride(from: 0, to: bytes.count, by: chunk) {
            try handle.write(contentsOf: bytes[start..<min(bytes.count, start + chunk)])
            Thread.sleep(forTimeInterval: 0.4)
        }
        try handle.close()

        #expect(
            eventually {
                filesIn(inbox).isEmpty && ((try? vault.json([DocumentRow].self, ["docs", "list"]).count) ?? 0) == 3
            },
            "inbox: \(filesIn(inbox)), log: \(watcher.output)")
        let documents = try vault.json([DocumentRow].self, ["docs", "list"])
        #expect(Set(documents.map(\.name)) == ["invoice.pdf", "booking.pdf", "scan.png"])
        #expect(documents.first { $0.name == "invoice.pdf" }?.journey == nil)
        #expect(documents.first { $0.name == "booking.pdf" }?.journey == "paris")
        #expect(documents.first { $0.name == "scan.png" }?.journey == "paris")
        #expect(documents.first { $0.name == "scan.png" }?.sha256.count == 64)
        #expect(!watcher.output.contains("\"failed\""), "\(watcher.output)")
        // A clean stop on SIGTERM.
        #expect(watcher.stop() == 0)
        #expect(vault.storedObjects().count == 3)
    }

    @Test func corruptFileGoesToFailedWithItsReasonAndRetryImportsItOnceFixed() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let inbox = vault.root.appendingPathComponent("inbox")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: VaultProcess.fixture("bad-truncated.jpg"), toPath: inbox.appendingPathComponent("photo.jpg").path)
        // A link is not taken: it could point anywhere on the machine.
        try FileManager.default.createSymbolicLink(
            atPath: inbox.appendingPathComponent("link.pdf").path,
            withDestinationPath: VaultProcess.fixture("invoice-text-layer.pdf"))
        let first = try vault.run(["watch", "--once", "--settle", "0.2"])
        // Files failed: exit status 1, as for `import`, and a summary says how many.
        #expect(first.status == 1)
        #expect(first.stderr.contains("0 imported, 0 duplicates, 2 failed"), "\(first.stderr)")
        #expect(first.stderr.contains("failed photo.jpg"))
        #expect(first.stderr.contains("failed link.pdf") && first.stderr.contains("is a symbolic link"))
        #expect(try vault.run(["inbox", "retry", "link.pdf"]).status == 0)
        try FileManager.default.removeItem(at: inbox.appendingPathComponent("link.pdf"))
        let failed = inbox.appendingPathComponent(".failed/photo.jpg")
        #expect(FileManager.default.fileExists(atPath: failed.path))
        let reason = try String(
            contentsOf: inbox.appendingPathComponent(".failed/photo.jpg.error.txt"), encoding: .utf8)
        #expect(reason.contains("truncated or damaged"))

        struct Status: Decodable {
            struct Failure: Decodable {
                var file: String
                var reason: String
            }
            var pending: [String]
            var failed: [Failure]
        }
        let status = try vault.json(Status.self, ["inbox", "status"])
        #expect(status.failed.map(\.file) == ["photo.jpg"])
        #expect(status.failed.first?.reason.contains("truncated") == true)
        // The reason alone: not the name again, nor the path the file had before .failed/.
        #expect(status.failed.first?.reason.contains("photo.jpg") == false, "\(status.failed)")
        let text = try vault.run(["inbox", "status"])
        #expect(!text.stdout.contains(inbox.path), "\(text.stdout)")
        #expect(try vault.json([DocumentRow].self, ["docs", "list"]).isEmpty)

        // The user replaces the damaged file with a good copy, then retries.
        try FileManager.default.removeItem(at: failed)
        try FileManager.default.copyItem(
            atPath: VaultProcess.fixture("receipt-de-eur-supermarkt.jpg"), toPath: failed.path)
        #expect(try vault.run(["inbox", "retry", "photo.jpg"]).status == 0)
        #expect(try vault.json(Status.self, ["inbox", "status"]).pending == ["photo.jpg"])
        let second = try vault.run(["watch", "--once", "--settle", "0.2"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try vault.json([DocumentRow].self, ["docs", "list"]).map(\.name) == ["photo.jpg"])
        let after = try vault.json(Status.self, ["inbox", "status"])
        #expect(after.pending.isEmpty && after.failed.isEmpty)
    }

    @Test func killedWatcherRestartsWithEveryFileImportedExactlyOnce() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let inbox = vault.root.appendingPathComponent("inbox")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        let files = try DistinctJPEGs.make(from: "receipt-de-eur-supermarkt.jpg", count: 10, in: inbox)
        let watcher = try Watcher(vault: vault, arguments: ["--settle", "0.2"])
        #expect(
            eventually { watcher.output.components(separatedBy: "\"imported\"").count - 1 >= 2 }, "\(watcher.output)")
        kill(watcher.process.processIdentifier, SIGKILL)
        watcher.process.waitUntilExit()
        let partial = try vault.json([DocumentRow].self, ["docs", "list"]).count
        #expect(partial >= 2 && partial < 10, "killed after \(partial)")

        let restart = try vault.run(["watch", "--once", "--settle", "0.2", "--jobs", "2"])
        #expect(restart.status == 0, "\(restart.stderr)")
        let documents = try vault.json([DocumentRow].self, ["docs", "list"])
        #expect(documents.count == 10)
        #expect(Set(documents.map(\.sha256)).count == 10)
        #expect(Set(documents.map(\.name)) == Set(files.map { ($0 as NSString).lastPathComponent }))
        #expect(filesIn(inbox).isEmpty)
        let health = try vault.json(HealthRow.self, ["doctor"])
        #expect(
            health.databaseIntact && health.strayObjects.isEmpty && health.missingObjects.isEmpty
                && health.abandonedTemporaries.isEmpty)
    }

    @Test func watchAndImportAtTheSameTimeBothSucceed() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let inbox = vault.root.appendingPathComponent("inbox")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        _ = try DistinctJPEGs.make(from: "receipt-rotated-180.jpg", count: 3, in: inbox)
        let elsewhere = try DistinctJPEGs.make(
            from: "receipt-de-eur-supermarkt.jpg", count: 3, in: try vault.scratch("other"))
        let watcher = try Watcher(vault: vault, arguments: ["--settle", "0.2", "--jobs", "1"])
        defer { _ = watcher.stop() }
        let imported = try vault.run(["import", "--jobs", "1"] + elsewhere)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(
            eventually {
                filesIn(inbox).isEmpty && ((try? vault.json([DocumentRow].self, ["docs", "list"]).count) ?? 0) == 6
            },
            "log: \(watcher.output)")
        #expect(watcher.stop() == 0)
        #expect(!watcher.output.contains("\"failed\""), "\(watcher.output)")
    }
}
