import Foundation
import Testing

/// Backups when they are needed most: never over a file by accident, never over the live
/// database, from a read-only vault, and around a damaged original.
@Suite struct BackupSafetyTests {
    private func vaultWithDocuments(_ count: Int) throws -> (TemporaryVault, URL) {
        let vault = try TemporaryVault()
        let scratch = try vault.scratch()
        let imported = try vault.run(["import"] + DistinctPDFs.make(count: count, in: scratch))
        try #require(imported.status == 0, "\(imported.stderr)")
        return (vault, scratch)
    }

    @Test func anExistingFileIsReplacedOnlyWithForceAndTheLiveDatabaseNever() throws {
        let (vault, scratch) = try vaultWithDocuments(1)
        defer { vault.remove() }
        let archive = scratch.appendingPathComponent("taxes.zip")
        try Data("someone else's file".utf8).write(to: archive)
        let refused = try vault.run(["backup", archive.path])
        #expect(refused.status == 64, "\(refused.stderr)")
        #expect(refused.stderr.contains("already exists; use --force"), "\(refused.stderr)")
        #expect(try Data(contentsOf: archive) == Data("someone else's file".utf8))

        let forced = try vault.run(["backup", archive.path, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try VaultProcess.run(["restore", "--check", archive.path]).status == 0)
        let mode = try FileManager.default.attributesOfItem(atPath: archive.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600, "a backup holds the whole vault: private")

        let database = vault.root.appendingPathComponent("vault.sqlite")
        // (Its bytes change as SQLite checkpoints its log; what it holds must not.)
        let before = try vault.run(["docs", "list", "--json"]).stdout
        for inside in [database, vault.root.appendingPathComponent("objects/backup.zip")] {
            let result = try vault.run(["backup", inside.path, "--force"])
            #expect(result.status == 64, "\(inside.path): \(result.stderr)")
            #expect(result.stderr.contains("is inside the vault"), "\(result.stderr)")
        }
        // Through a symbolic link to the vault folder too.
        let link = scratch.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: vault.root)
        let linked = try vault.run(["backup", link.appendingPathComponent("vault.sqlite").path, "--force"])
        #expect(linked.status == 64, "\(linked.stderr)")
        #expect(try vault.run(["docs", "list", "--json"]).stdout == before)
        #expect(before.contains("\"sha256\""))
        #expect(try vault.run(["doctor"]).status == 0)
        let staged = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.hasPrefix(".") }
        #expect(staged.isEmpty, "\(staged)")
    }

    @Test func skipDamagedBacksUpEverythingElseAndSaysWhatItLeft() throws {
        let (vault, scratch) = try vaultWithDocuments(3)
        defer { vault.remove() }
        let object = try #require(vault.storedObjects().sorted().first)
        let url = vault.root.appendingPathComponent("objects").appendingPathComponent(object)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)
        var bytes = [UInt8](try Data(contentsOf: url))
        bytes[bytes.count / 2] ^= 0xFF
        try Data(bytes).write(to: url)
        let damagedId = try #require(
            vault.json([DocumentRow].self, ["docs", "list"]).first { object.contains($0.sha256) }?.id)

        let archive = scratch.appendingPathComponent("backup.zip")
        let stopped = try vault.run(["backup", archive.path])
        #expect(stopped.status == 65, "\(stopped.stderr)")
        #expect(!FileManager.default.fileExists(atPath: archive.path))

        let skipped = try vault.run(["backup", archive.path, "--skip-damaged"])
        #expect(skipped.status == 1, "\(skipped.stderr)")
        #expect(
            skipped.stdout.contains("left out: document \(damagedId): its stored file no longer matches its checksum"),
            "\(skipped.stdout)")
        let target = scratch.appendingPathComponent("restored")
        let restored = try VaultProcess.run(["restore", archive.path, "--vault", target.path])
        #expect(restored.status == 0, "\(restored.stderr)")
        let doctor = try VaultProcess.run(["doctor", "--verify", "--vault", target.path])
        #expect(doctor.stdout.contains("missing files   1"), "\(doctor.stdout)")
        #expect(doctor.stdout.contains("damaged files   0"), "\(doctor.stdout)")
    }

    /// A vault on a read-only file system backs up to another disk: nothing is staged in it.
    @Test func aReadOnlyVaultCanBeBackedUp() throws {
        let (values, output) = try FaultCommandTests.isolated(
            FaultCommandTests.setUp + "\n" + """
                "$VAULT" import "$FIXTURES/invoice-text-layer.pdf" --vault "$M/v" > /dev/null
                mount -o remount,ro "$M"
                "$VAULT" backup "$M.zip" --vault "$M/v" > /dev/null 2> "$M.err"
                echo "backup.status=$?"
                echo "backup.error=$(cat "$M.err")"
                "$VAULT" restore --check "$M.zip" > /dev/null 2>&1
                echo "check.status=$?"
                rm -f "$M.zip" "$M.err"
                """)
        #expect(values["mount"] == nil, "\(output)")
        #expect(values["backup.status"] == "0", "\(output)")
        #expect(values["check.status"] == "0", "\(output)")
    }

    /// A vault on a full disk: SQLite cannot make its log files there, yet listings, search
    /// and a backup to another disk work; a write says the disk is full.
    @Test func aVaultOnAFullDiskCanBeListedAndBackedUp() throws {
        let (values, output) = try FaultCommandTests.isolated(
            FaultCommandTests.setUp + "\n" + """
                "$VAULT" import "$FIXTURES/invoice-text-layer.pdf" --vault "$M/v" > /dev/null
                fill 0
                "$VAULT" docs list --vault "$M/v" > "$M.out" 2> "$M.err"
                echo "list.status=$?"
                echo "list.rows=$(grep -c invoice-text-layer "$M.out")"
                echo "list.error=$(cat "$M.err")"
                "$VAULT" search invoice --vault "$M/v" > /dev/null 2>&1
                echo "search.status=$?"
                "$VAULT" backup "$M.zip" --vault "$M/v" > /dev/null 2> "$M.err"
                echo "backup.status=$?"
                echo "backup.error=$(cat "$M.err")"
                "$VAULT" restore --check "$M.zip" > /dev/null 2>&1
                echo "check.status=$?"
                "$VAULT" journey add rome --name Rome --vault "$M/v" > /dev/null 2> "$M.err"
                echo "write.status=$?"
                echo "write.error=$(cat "$M.err")"
                rm -f "$M.zip" "$M.err" "$M.out" "$M/filler"
                """)
        #expect(values["mount"] == nil, "\(output)")
        #expect(values["list.status"] == "0" && values["list.rows"] == "1", "\(output)")
        #expect(values["search.status"] == "0", "\(output)")
        #expect(values["backup.status"] == "0" && values["check.status"] == "0", "\(output)")
        #expect(values["write.status"] == "74", "\(output)")
        #expect(values["write.error"]?.contains("is full (no space left on device)") == true, "\(output)")
    }
}
