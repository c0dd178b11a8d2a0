import Foundation
import GRDB
import ZIPFoundation

#if canImport(Glibc)
    import Glibc
#endif

/// Restoring a backup archive written by ``Vault/backup(to:vaultVersion:progress:)``.
///
/// Every file is read and checked against the manifest (size and SHA-256; the zip's own CRC
/// too) before anything is written, and no entry is inflated past the size the manifest gives
/// it. The database must prove itself too (``RestoredDatabaseCheck``). The vault is then
/// unpacked into a new folder beside the target, checked again as it is written, and moved
/// into place in one rename; a failure at any point leaves the target as it was.
public enum VaultRestore {
    /// Reads the whole archive and checks it against its manifest, and proves its database
    /// (on a copy in a temporary folder); writes nothing else.
    public static func verify(
        archive: URL, progress: (BackupProgress) -> Void = { _ in }
    ) throws -> BackupManifest {
        let (zip, manifest) = try checkFiles(archive, progress: progress)
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("vault-restore-check-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        do {
            // It holds a copy of the database: private.
            try FileManager.default.createDirectory(
                at: scratch, withIntermediateDirectories: true,
                attributes: [.posixPermissions: VaultLayout.folderPermissions])
        } catch {
            throw BackupError.writeFailed(
                path: scratch.path, reason: "cannot create folder: \(error.localizedDescription)")
        }
        guard let database = manifest.files.first(where: { $0.path == BackupManifest.databaseEntryName }) else {
            throw BackupError.damagedArchive(path: archive.path, reason: "the archive holds no database")
        }
        try unpack(database, from: zip, archive: archive, into: scratch)
        try proveDatabase(scratch.appendingPathComponent(database.path), manifest: manifest, archive: archive)
        return manifest
    }

    /// Reads every file of the archive against its manifest.
    private static func checkFiles(
        _ archive: URL, progress: (BackupProgress) -> Void
    ) throws -> (Archive, BackupManifest) {
        let (zip, manifest) = try open(archive)
        for (index, file) in manifest.files.enumerated() {
            progress(BackupProgress(done: index, total: manifest.files.count, item: "checking \(file.path)"))
            try check(file, in: zip, archive: archive) { _ in }
        }
        progress(BackupProgress(done: manifest.files.count, total: manifest.files.count, item: ""))
        return (zip, manifest)
    }

    /// Proves the unpacked database at `url` (see ``RestoredDatabaseCheck``), migrates it to
    /// this version's schema and checks that it holds what the manifest counts.
    private static func proveDatabase(_ url: URL, manifest: BackupManifest, archive: URL) throws {
        try RestoredDatabaseCheck.checkAsUnpacked(url, archive: archive)
        do {
            let queue = try DatabaseQueue(path: url.path)
            defer { try? queue.close() }
            try VaultDatabase.migrator.migrate(queue)
            try queue.read { db in
                try RestoredDatabaseCheck.checkMigrated(db, manifest: manifest, archive: archive)
                let counts = (
                    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM document") ?? -1,
                    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM expense") ?? -1
                )
                guard counts == (manifest.counts.documents, manifest.counts.expenses) else {
                    throw BackupError.damagedArchive(
                        path: archive.path, reason: "the database holds other counts than its manifest")
                }
                // Travel plans are counted by manifests since they were kept; older ones say nothing.
                let plans: [(table: String, counted: Int?)] = [
                    ("booking", manifest.counts.bookings), ("journeyNote", manifest.counts.journeyNotes),
                    ("place", manifest.counts.places),
                ]
                for (table, counted) in plans {
                    guard let counted else { continue }
                    let held = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? -1
                    guard held == counted else {
                        throw BackupError.damagedArchive(
                            path: archive.path,
                            reason: "its database holds \(held) \(table) rows where its manifest counts \(counted)")
                    }
                }
            }
        } catch let error as DatabaseError {
            throw BackupError.damagedArchive(
                path: archive.path, reason: "its database cannot be used (\(error.message ?? "\(error.resultCode)"))")
        }
    }

    /// Restores `archive` into the vault folder `target`. A folder that holds anything is
    /// refused unless `force`, which replaces it whole once the new vault is complete.
    @discardableResult
    public static func restore(
        archive: URL, into target: URL, force: Bool, progress: (BackupProgress) -> Void = { _ in }
    ) throws -> BackupManifest {
        let fileManager = FileManager.default
        let target = target.standardizedFileURL
        let existing = try? fileManager.contentsOfDirectory(atPath: target.path)
        if let existing, !existing.isEmpty {
            guard force else { throw BackupError.targetNotEmpty(path: target.path) }
            // --force replaces a vault, never a folder of something else.
            guard isVault(target) else { throw BackupError.targetNotAVault(path: target.path) }
        }
        let (zip, manifest) = try checkFiles(archive, progress: progress)

        let parent = target.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).restore-\(getpid())")
        try? fileManager.removeItem(at: staging)
        var placed = false
        defer { if !placed { try? fileManager.removeItem(at: staging) } }
        do {
            try fileManager.createDirectory(
                at: staging, withIntermediateDirectories: true,
                attributes: [.posixPermissions: VaultLayout.folderPermissions])
        } catch {
            throw BackupError.writeFailed(
                path: staging.path, reason: "cannot create folder: \(error.localizedDescription)")
        }
        try checkFreeSpace(for: manifest, at: parent, archive: archive)
        for (index, file) in manifest.files.enumerated() {
            progress(BackupProgress(done: index, total: manifest.files.count, item: "writing \(file.path)"))
            try unpack(file, from: zip, archive: archive, into: staging)
        }
        // The restored database must prove itself, then open as a vault.
        try proveDatabase(
            staging.appendingPathComponent(BackupManifest.databaseEntryName), manifest: manifest, archive: archive)
        _ = try Vault.open(VaultLayout(root: staging))
        if let existing, !existing.isEmpty {
            // No import commits into the old vault while it is swapped; one waiting for the
            // lock finds the vault replaced and writes nothing (``Vault/wasReplaced()``).
            try VaultLock.with(root: target, exclusive: true) {
                try moveIntoPlace(staging, target: target, existing: existing)
            }
        } else {
            try moveIntoPlace(staging, target: target, existing: existing)
        }
        placed = true
        return manifest
    }

    private static func open(_ archive: URL) throws -> (Archive, BackupManifest) {
        guard FileManager.default.isReadableFile(atPath: archive.path) else {
            throw VaultError.notAFile(path: archive.path, reason: "no such file")
        }
        let zip: Archive
        do {
            zip = try Archive(url: archive, accessMode: .read)
        } catch {
            throw BackupError.damagedArchive(path: archive.path, reason: "not a zip archive, or truncated")
        }
        guard let entry = zip[BackupManifest.entryName] else {
            throw BackupError.damagedArchive(path: archive.path, reason: "no manifest.json: not a vault backup")
        }
        // Its size is checked before it is inflated, and again as it is (a zip may lie).
        let limit = BackupManifest.maximumSize
        guard entry.uncompressedSize <= limit else {
            throw BackupError.damagedArchive(
                path: archive.path,
                reason: "manifest.json would inflate to \(entry.uncompressedSize) bytes, over \(limit)")
        }
        var data = Data()
        let manifest: BackupManifest
        do {
            _ = try zip.extract(entry) { piece in
                guard data.count + piece.count <= limit else { throw BackupError.oversizedEntry }
                data.append(piece)
            }
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            manifest = try decoder.decode(BackupManifest.self, from: data)
        } catch {
            throw BackupError.damagedArchive(path: archive.path, reason: "manifest.json is damaged")
        }
        guard manifest.formatVersion <= BackupManifest.currentFormatVersion else {
            throw BackupError.unsupportedFormat(path: archive.path, version: manifest.formatVersion)
        }
        var listed = Set<String>()
        for file in manifest.files {
            guard BackupManifest.isAllowedPath(file.path), listed.insert(file.path).inserted else {
                throw BackupError.damagedArchive(path: archive.path, reason: "the manifest names '\(file.path)'")
            }
        }
        for skipped in manifest.skipped ?? [] where !BackupManifest.isAllowedPath(skipped.path) {
            throw BackupError.damagedArchive(path: archive.path, reason: "the manifest names '\(skipped.path)'")
        }
        guard listed.contains(BackupManifest.databaseEntryName) else {
            throw BackupError.damagedArchive(path: archive.path, reason: "the archive holds no database")
        }
        for entry in zip where entry.path != BackupManifest.entryName {
            guard listed.contains(entry.path) else {
                throw BackupError.damagedArchive(
                    path: archive.path, reason: "'\(entry.path)' is in the archive but not in its manifest")
            }
        }
        return (zip, manifest)
    }

    /// Reads `file` from the archive, handing each piece to `consumer`, and checks its size
    /// and SHA-256 against the manifest (and, for a stored original, against its name).
    private static func check(
        _ file: BackupManifest.File, in zip: Archive, archive: URL, consumer: (Data) throws -> Void
    ) throws {
        guard let entry = zip[file.path], entry.type == .file else {
            throw BackupError.damagedArchive(path: archive.path, reason: "'\(file.path)' is missing from the archive")
        }
        // Nothing is inflated past the size the manifest gives it.
        guard entry.uncompressedSize == file.size, file.size >= 0 else {
            throw BackupError.damagedArchive(
                path: archive.path, reason: "'\(file.path)' does not have the size its manifest gives")
        }
        let hasher = SHA256Hasher()
        do {
            _ = try zip.extract(entry) { piece in
                guard hasher.count + Int64(piece.count) <= file.size else { throw BackupError.oversizedEntry }
                hasher.update(piece)
                try consumer(piece)
            }
        } catch BackupError.oversizedEntry {
            throw BackupError.damagedArchive(
                path: archive.path, reason: "'\(file.path)' inflates past the size its manifest gives")
        } catch let error as BackupError {
            throw error
        } catch {
            throw BackupError.damagedArchive(path: archive.path, reason: "'\(file.path)' cannot be read (\(error))")
        }
        let digest = hasher.finish()
        let named = file.path.hasPrefix("objects/") ? String(file.path.split(separator: "/")[2].prefix(64)) : digest
        guard hasher.count == file.size, digest == file.sha256, digest == named else {
            throw BackupError.damagedArchive(
                path: archive.path, reason: "'\(file.path)' does not match its checksum in the manifest")
        }
    }

    private static func unpack(_ file: BackupManifest.File, from zip: Archive, archive: URL, into root: URL) throws {
        let url = root.appendingPathComponent(file.path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
                attributes: [.posixPermissions: VaultLayout.folderPermissions])
        } catch {
            throw BackupError.writeFailed(path: url.path, reason: "cannot create folder: \(error.localizedDescription)")
        }
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
            let handle = FileHandle(forWritingAtPath: url.path)
        else { throw BackupError.writeFailed(path: url.path, reason: "cannot create the file") }
        do {
            defer { try? handle.close() }
            try check(file, in: zip, archive: archive) { piece in
                do {
                    try handle.write(contentsOf: piece)
                } catch {
                    throw BackupError.writeFailed(path: url.path, reason: "cannot write: \(error.localizedDescription)")
                }
            }
            try? handle.synchronize()
        }
        chmod(
            url.path,
            mode_t(file.path.hasPrefix("objects/") ? VaultLayout.objectPermissions : VaultLayout.filePermissions))
    }

    /// Whether `folder` holds a vault: a `vault.sqlite` that is an SQLite database.
    static func isVault(_ folder: URL) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: folder.appendingPathComponent("vault.sqlite").path) else {
            return false
        }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 16)) ?? Data()
        return header == Data("SQLite format 3\u{0}".utf8)
    }

    /// Refuses a restore the disk holding `folder` has no room for, before anything is written.
    private static func checkFreeSpace(for manifest: BackupManifest, at folder: URL, archive: URL) throws {
        var stats = statvfs()
        guard statvfs(folder.path, &stats) == 0 else { return }
        let free = Int64(stats.f_bavail) * Int64(stats.f_frsize)
        let needed = manifest.files.reduce(Int64(0)) { $0 + $1.size }
        guard needed < free else {
            throw BackupError.writeFailed(
                path: folder.path,
                reason: "the restored vault needs \(needed) bytes and the disk has \(free) free; nothing was written")
        }
    }

    /// Puts the finished vault at `target`: a new folder, an empty one, or (with --force) in
    /// place of the old vault, which is removed only after the new one is in place.
    private static func moveIntoPlace(_ staging: URL, target: URL, existing: [String]?) throws {
        let fileManager = FileManager.default
        var replaced: URL? = nil
        if let existing {
            if existing.isEmpty {
                rmdir(target.path)
            } else {
                let aside = target.deletingLastPathComponent()
                    .appendingPathComponent(".\(target.lastPathComponent).replaced-\(getpid())")
                guard rename(target.path, aside.path) == 0 else {
                    throw BackupError.writeFailed(
                        path: target.path,
                        reason: "cannot move the old vault aside: \(String(cString: strerror(errno)))")
                }
                replaced = aside
            }
        }
        guard rename(staging.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            if let replaced { rename(replaced.path, target.path) }
            throw BackupError.writeFailed(
                path: target.path, reason: "cannot move the restored vault into place: \(reason)")
        }
        guard let replaced else { return }
        // Files waiting in the old vault's inbox (a backup holds none) move into the new one;
        // should that fail, the old vault stays beside the new one rather than lose them.
        let oldInbox = replaced.appendingPathComponent("inbox")
        if fileManager.fileExists(atPath: oldInbox.path) {
            let newInbox = target.appendingPathComponent("inbox")
            rmdir(newInbox.path)
            guard rename(oldInbox.path, newInbox.path) == 0 else { return }
        }
        try? fileManager.removeItem(at: replaced)
    }
}
