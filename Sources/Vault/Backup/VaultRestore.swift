import Foundation
import GRDB
import ZIPFoundation

#if canImport(Glibc)
    import Glibc
#endif

/// Restoring a backup archive written by ``Vault/backup(to:vaultVersion:progress:)``.
///
/// Every file is read and checked against the manifest (size and SHA-256; the zip's own CRC
/// too) before anything is written. The vault is then unpacked into a new folder beside the
/// target, checked again as it is written, and moved into place in one rename; a failure at
/// any point leaves the target as it was.
public enum VaultRestore {
    /// Reads the whole archive and checks it against its manifest; writes nothing.
    public static func verify(
        archive: URL, progress: (BackupProgress) -> Void = { _ in }
    ) throws -> BackupManifest {
        let (zip, manifest) = try open(archive)
        for (index, file) in manifest.files.enumerated() {
            progress(BackupProgress(done: index, total: manifest.files.count, item: "checking \(file.path)"))
            try check(file, in: zip, archive: archive) { _ in }
        }
        progress(BackupProgress(done: manifest.files.count, total: manifest.files.count, item: ""))
        return manifest
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
        if let existing, !existing.isEmpty, !force { throw BackupError.targetNotEmpty(path: target.path) }
        let manifest = try verify(archive: archive, progress: progress)

        let parent = target.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).restore-\(getpid())")
        try? fileManager.removeItem(at: staging)
        var placed = false
        defer { if !placed { try? fileManager.removeItem(at: staging) } }
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw BackupError.writeFailed(
                path: staging.path, reason: "cannot create folder: \(error.localizedDescription)")
        }
        let (zip, _) = try open(archive)
        for (index, file) in manifest.files.enumerated() {
            progress(BackupProgress(done: index, total: manifest.files.count, item: "writing \(file.path)"))
            try unpack(file, from: zip, archive: archive, into: staging)
        }
        // The restored database must open as a vault and hold what the manifest says.
        let layout = VaultLayout(root: staging)
        do {
            let restored = try Vault.open(layout)
            let counts = try restored.database.pool.read { db in
                (
                    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM document") ?? -1,
                    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM expense") ?? -1
                )
            }
            guard counts == (manifest.counts.documents, manifest.counts.expenses) else {
                throw BackupError.damagedArchive(
                    path: archive.path, reason: "the database holds other counts than its manifest")
            }
        }
        try moveIntoPlace(staging, target: target, existing: existing)
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
        var data = Data()
        let manifest: BackupManifest
        do {
            _ = try zip.extract(entry) { data.append($0) }
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
        let hasher = SHA256Hasher()
        do {
            _ = try zip.extract(entry) { piece in
                hasher.update(piece)
                try consumer(piece)
            }
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
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
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
        if file.path.hasPrefix("objects/") { chmod(url.path, 0o444) }
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
        if let replaced { try? fileManager.removeItem(at: replaced) }
    }
}
