import Foundation
import Testing

/// Backups made hostile by `scripts/make-hostile-backup.py`: each is refused by `restore` and
/// `restore --check` in one line naming the archive and the reason, and nothing is written.
@Suite struct HostileBackupTests {
    /// A vault with two documents and its backup.
    private func backedUpVault() throws -> (TemporaryVault, URL, URL) {
        let vault = try TemporaryVault()
        let scratch = try vault.scratch()
        let files = try DistinctPDFs.make(count: 2, in: scratch)
        let imported = try vault.run(["import"] + files)
        try #require(imported.status == 0, "\(imported.stderr)")
        let archive = scratch.appendingPathComponent("good.zip")
        let backup = try vault.run(["backup", archive.path])
        try #require(backup.status == 0, "\(backup.stderr)")
        return (vault, scratch, archive)
    }

    private func hostile(_ kind: String, from good: URL, in scratch: URL) throws -> URL {
        let out = scratch.appendingPathComponent("\(kind).zip")
        let script = VaultProcess.packageRoot.appendingPathComponent("scripts/make-hostile-backup.py").path
        let made = try #require(try runTool("python3", [script, good.path, out.path, kind]), "python3 is needed")
        try #require(made.status == 0, "\(made.stderr)")
        return out
    }

    @Test func everyHostileArchiveIsRefusedBeforeAnythingIsWritten() throws {
        let (vault, scratch, good) = try backedUpVault()
        defer { vault.remove() }
        let cases: [(String, String)] = [
            ("digest", "names document 1's file by something that is not a SHA-256 digest"),
            ("media-type", "gives document 1 a media type vault does not store"),
            ("trigger", "holds trigger 'wipe', which vault does not create"),
            ("trigger-body", "holds trigger 'pageSearchDelete' with another body than vault's"),
            ("view", "holds view 'forever', which vault does not create"),
            ("table", "holds table 'notes', which vault does not create"),
            ("table-definition", "holds table 'document' with another definition than vault's"),
            ("missing-object", "which the archive does not hold"),
            ("empty-database", "is empty or not a vault database"),
            ("manifest-bomb", "manifest.json would inflate to"),
        ]
        for (kind, reason) in cases {
            let archive = try hostile(kind, from: good, in: scratch)
            let target = scratch.appendingPathComponent("target-\(kind)")
            let check = try VaultProcess.run(["restore", "--check", archive.path])
            #expect(check.status == 65, "\(kind): \(check.stderr)")
            #expect(check.stderr.contains(reason), "\(kind): \(check.stderr)")
            let restore = try VaultProcess.run(["restore", archive.path, "--vault", target.path])
            #expect(restore.status == 65, "\(kind): \(restore.stderr)")
            #expect(
                restore.stderr.contains(archive.path) && restore.stderr.contains(reason), "\(kind): \(restore.stderr)")
            #expect(restore.stderr.split(separator: "\n").count == 1, "\(kind): one line: \(restore.stderr)")
            #expect(!FileManager.default.fileExists(atPath: target.path), "\(kind): nothing written")
            // --force over the live vault leaves it as it was.
            let forced = try vault.run(["restore", archive.path, "--force"])
            #expect(forced.status == 65, "\(kind): \(forced.stderr)")
            #expect(try vault.run(["doctor", "--verify"]).status == 0, "\(kind)")
            try? FileManager.default.removeItem(at: archive)
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "\(leftovers)")
        // The archive they were all made from restores.
        let restored = try VaultProcess.run([
            "restore", good.path, "--vault", scratch.appendingPathComponent("ok").path,
        ])
        #expect(restored.status == 0, "\(restored.stderr)")
    }

    /// The escape of finding 1, end to end: even when a row naming a file outside the vault
    /// gets into a vault, no command reads or deletes that file.
    @Test func aDocumentRowNamingAFileOutsideTheVaultReachesNoFile() throws {
        let (vault, scratch, _) = try backedUpVault()
        defer { vault.remove() }
        let outside = scratch.appendingPathComponent("taxes-2024.pdf")
        try Data("keep me".utf8).write(to: outside)
        let escape = String(repeating: "../", count: 8) + outside.path.dropFirst().dropLast(4)
        let sql = """
            DROP TRIGGER IF EXISTS documentObjectNameUpdate;
            UPDATE document SET sha256 = '\(escape)' WHERE id = 1;
            """
        let poisoned = try #require(
            try runTool("sqlite3", [vault.root.appendingPathComponent("vault.sqlite").path, sql]))
        try #require(poisoned.status == 0, "\(poisoned.stderr)")
        let path = try vault.run(["docs", "path", "1"])
        #expect(path.status != 0 && path.stderr.contains("is not a SHA-256 digest"), "\(path.stdout) \(path.stderr)")
        // The remedy removes the row and no file.
        let removed = try vault.run(["docs", "rm", "1", "--yes"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(FileManager.default.fileExists(atPath: outside.path), "the file outside the vault is kept")
        #expect(try vault.run(["doctor", "--repair"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: outside.path))
    }

    /// The schema checks hold a database to what vault's migrations make of it: a backup
    /// written by the first release (its database at the first schema) still restores.
    @Test func aBackupOfAFirstReleaseVaultRestores() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let scratch = try vault.scratch()
        let archive = scratch.appendingPathComponent("v1.zip")
        let script = """
            import hashlib, json, os, sqlite3, sys, zipfile
            root, out = sys.argv[1], sys.argv[2]
            names = ["vault.sqlite"] + sorted(
                os.path.relpath(os.path.join(d, f), root)
                for d, _, fs in os.walk(os.path.join(root, "objects")) for f in fs)
            db = sqlite3.connect(os.path.join(root, "vault.sqlite"))
            count = lambda t: db.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0]
            counts = {t + "s": count(t) for t in ("document", "page", "expense", "journey")}
            counts["objects"] = len(names) - 1
            files = []
            with zipfile.ZipFile(out, "w") as z:
                for n in names:
                    body = open(os.path.join(root, n), "rb").read()
                    z.writestr(n, body)
                    files.append({"path": n, "size": len(body), "sha256": hashlib.sha256(body).hexdigest()})
                manifest = {"formatVersion": 1, "vaultVersion": "0.1.0", "createdAt": "2025-01-01T00:00:00Z",
                            "counts": counts, "files": files}
                z.writestr("manifest.json", json.dumps(manifest))
            """
        let v1 = VaultProcess.packageRoot.appendingPathComponent("TestData/vault-v1").path
        let made = try #require(try runTool("python3", ["-c", script, v1, archive.path]))
        try #require(made.status == 0, "\(made.stderr)")
        let target = scratch.appendingPathComponent("restored")
        let restored = try VaultProcess.run(["restore", archive.path, "--vault", target.path])
        #expect(restored.status == 0, "\(restored.stderr)")
        #expect(try VaultProcess.run(["doctor", "--verify", "--vault", target.path]).status == 0)
    }

    @Test func forceReplacesOnlyAFolderThatIsAVault() throws {
        let (vault, scratch, good) = try backedUpVault()
        defer { vault.remove() }
        let folder = scratch.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let photo = folder.appendingPathComponent("holiday.jpg")
        try Data("a photo".utf8).write(to: photo)
        let forced = try VaultProcess.run(["restore", good.path, "--vault", folder.path, "--force"])
        #expect(forced.status == 65, "\(forced.stderr)")
        #expect(forced.stderr.contains("holds files but no vault"), "\(forced.stderr)")
        #expect(try Data(contentsOf: photo) == Data("a photo".utf8))
    }
}
