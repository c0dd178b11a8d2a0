import Foundation
import Testing

/// The vault's use lock: `doctor --repair` and `restore --force` wait for commits in flight,
/// and a `watch` that opened the vault notices when a restore replaced it.
@Suite struct VaultLockTests {
    /// Holds the vault's lock shared (as an import committing does) for `seconds`, with
    /// util-linux `flock`; returns once it is held.
    private func holdSharedLock(_ vault: TemporaryVault, seconds: Int) throws -> Process {
        let ready = vault.root.appendingPathComponent("tmp/lock-held")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        process.arguments = [
            "-s", vault.root.appendingPathComponent(".vault-use.lock").path, "sh", "-c",
            "touch '\(ready.path)'; sleep \(seconds)",
        ]
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: ready.path), Date() < deadline { usleep(20_000) }
        return process
    }

    @Test func doctorRepairWaitsForACommitInFlight() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        try #require(try vault.run(["init"]).status == 0)
        let holder = try holdSharedLock(vault, seconds: 3)
        defer { holder.waitUntilExit() }
        let started = Date()
        let repair = try vault.run(["doctor", "--repair"])
        #expect(repair.status == 0, "\(repair.stdout) \(repair.stderr)")
        #expect(Date().timeIntervalSince(started) > 2, "it waited for the commit to finish")
    }

    @Test func restoreForceStopsAWatchThatOpenedTheOldVaultAndKeepsTheInbox() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let scratch = try vault.scratch()
        let files = try DistinctPDFs.make(count: 2, in: scratch)
        try #require(try vault.run(["import", files[0]]).status == 0)
        let archive = scratch.appendingPathComponent("backup.zip")
        try #require(try vault.run(["backup", archive.path]).status == 0)

        let log = scratch.appendingPathComponent("watch.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let watch = Process()
        watch.executableURL = VaultProcess.binary
        watch.arguments = ["watch", "--vault", vault.path, "--settle", "1"]
        watch.standardOutput = FileHandle.nullDevice
        watch.standardError = try FileHandle(forWritingTo: log)
        try watch.run()
        defer { if watch.isRunning { watch.terminate() } }
        Thread.sleep(forTimeInterval: 2)

        // A file waiting in the inbox when the vault is replaced moves into the new one.
        let restore = try vault.run(["restore", archive.path, "--force"])
        #expect(restore.status == 0, "\(restore.stderr)")
        let deadline = Date().addingTimeInterval(20)
        while watch.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.2) }
        #expect(!watch.isRunning, "watch stops once the vault it opened is replaced")
        watch.waitUntilExit()
        #expect(watch.terminationStatus == 75)
        let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(said.contains("was replaced by `vault restore`"), "\(said)")

        let waiting = vault.root.appendingPathComponent("inbox/late.pdf")
        try FileManager.default.copyItem(atPath: files[1], toPath: waiting.path)
        let again = try vault.run(["watch", "--once", "--settle", "0"])
        #expect(again.status == 0, "\(again.stderr)")
        let listed = try vault.run(["docs", "list", "--json"])
        #expect(listed.stdout.contains("late.pdf"), "\(listed.stdout)")
    }

    @Test func filesWaitingInTheInboxSurviveARestoreForce() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let scratch = try vault.scratch()
        let files = try DistinctPDFs.make(count: 2, in: scratch)
        try #require(try vault.run(["import", files[0]]).status == 0)
        let archive = scratch.appendingPathComponent("backup.zip")
        try #require(try vault.run(["backup", archive.path]).status == 0)
        let waiting = vault.root.appendingPathComponent("inbox/waiting.pdf")
        try FileManager.default.copyItem(atPath: files[1], toPath: waiting.path)
        let restore = try vault.run(["restore", archive.path, "--force"])
        #expect(restore.status == 0, "\(restore.stderr)")
        #expect(FileManager.default.fileExists(atPath: waiting.path))
        // This vault's own staging folders only: other tests restore their vaults beside it at
        // the same time, in the same temporary folder.
        let own = vault.root.lastPathComponent
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: vault.root.deletingLastPathComponent().path)
            .filter { $0.contains(own) && ($0.contains(".replaced-") || $0.contains(".restore-")) }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}
