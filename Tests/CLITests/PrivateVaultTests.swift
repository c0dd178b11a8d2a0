import Foundation
import Testing

/// Receipts, invoices and tickets are private: a new vault's folders are its owner's alone
/// (0700), its database and lock files 0600, stored originals 0400, backups 0600, whatever
/// the umask would let other users read; a restored vault is the same.
@Suite struct PrivateVaultTests {
    private func mode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
    }

    /// Every folder and file under `root` with a mode other users could use.
    private func open(_ root: URL) -> [String] {
        let names = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
        return ([""] + names).compactMap { name in
            let path = root.appendingPathComponent(name).path
            guard let mode = mode(path) else { return nil }
            return mode & 0o077 == 0 ? nil : "\(name.isEmpty ? "." : name) \(String(mode, radix: 8))"
        }
    }

    @Test func aNewVaultItsObjectsBackupsAndARestoredVaultAreTheOwnersAlone() throws {
        let temporary = try TemporaryVault()
        defer { temporary.remove() }
        let scratch = try temporary.scratch()
        // A folder vault makes itself (the test's own vault folder already exists).
        let root = scratch.appendingPathComponent("new-vault")
        let files = try DistinctPDFs.make(count: 2, in: scratch)
        // A permissive umask, as many desktops have: the vault is private anyway.
        let script = "umask 022; exec \"$@\""
        let imported = try #require(
            try runTool("sh", ["-c", script, "sh", VaultProcess.binary.path, "import", "--vault", root.path] + files))
        try #require(imported.status == 0, "\(imported.stderr)")
        #expect(mode(root.path) == 0o700)
        #expect(mode(root.appendingPathComponent("vault.sqlite").path) == 0o600)
        let objects = FileManager.default.enumerator(atPath: root.appendingPathComponent("objects").path)?.allObjects
        let object = try #require((objects as? [String])?.first { $0.hasSuffix(".pdf") })
        #expect(mode(root.appendingPathComponent("objects").appendingPathComponent(object).path) == 0o400)
        #expect(open(root).isEmpty, "\(open(root))")

        let archive = scratch.appendingPathComponent("backup.zip")
        let backup = try #require(
            try runTool(
                "sh", ["-c", script, "sh", VaultProcess.binary.path, "backup", "--vault", root.path, archive.path]))
        try #require(backup.status == 0, "\(backup.stderr)")
        #expect(mode(archive.path) == 0o600)

        let target = scratch.appendingPathComponent("restored")
        let restore = try #require(
            try runTool(
                "sh", ["-c", script, "sh", VaultProcess.binary.path, "restore", archive.path, "--vault", target.path]))
        try #require(restore.status == 0, "\(restore.stderr)")
        #expect(try VaultProcess.run(["docs", "list", "--vault", target.path]).status == 0)
        #expect(open(target).isEmpty, "\(open(target))")
    }
}
