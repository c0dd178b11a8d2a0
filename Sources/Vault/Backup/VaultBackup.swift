import Foundation
import GRDB
import ZIPFoundation

#if canImport(Glibc)
    import Glibc
#endif

/// How far a backup or restore has come: `done` of `total` files, the one at hand.
public struct BackupProgress: Sendable {
    public var done: Int
    public var total: Int
    public var item: String
}

/// What `vault backup` wrote.
public struct BackupSummary: Sendable {
    public var manifest: BackupManifest
    /// The archive's size in bytes.
    public var size: Int64
}

/// How `vault backup` treats an existing archive and damaged stored files.
public struct BackupOptions: Sendable {
    /// Replace a file already at the archive's path (`--force`); never the live database.
    public var overwrite: Bool
    /// Leave out stored files that are missing or damaged, list them in the manifest, and back
    /// up everything else (`--skip-damaged`), instead of stopping at the first.
    public var skipDamaged: Bool

    public init(overwrite: Bool = false, skipDamaged: Bool = false) {
        self.overwrite = overwrite
        self.skipDamaged = skipDamaged
    }
}

extension Vault {
    /// Writes one zip archive with a consistent copy of the database (SQLite's online backup,
    /// safe while another process imports), every stored original the copy refers to, and
    /// `manifest.json` with the SHA-256 of each. The archive appears at `archive` only when
    /// complete; everything is staged beside it, never in the vault, so a read-only vault or
    /// one on a full disk can be backed up to another. An existing file is replaced only with
    /// `options.overwrite`, and never a file inside the vault. A stored original that is
    /// missing or no longer matches its checksum stops the backup (copying it would hide the
    /// damage), unless `options.skipDamaged`: then it is left out and named in the manifest.
    @discardableResult
    public func backup(
        to archive: URL, vaultVersion: String, options: BackupOptions = BackupOptions(),
        progress: (BackupProgress) -> Void = { _ in }
    ) throws -> BackupSummary {
        let fileManager = FileManager.default
        try checkDestination(archive, overwrite: options.overwrite)
        let staging = archive.deletingLastPathComponent()
            .appendingPathComponent(".\(archive.lastPathComponent).\(getpid())-\(UUID().uuidString).staging")
        do {
            try fileManager.createDirectory(
                at: staging, withIntermediateDirectories: true,
                attributes: [.posixPermissions: VaultLayout.folderPermissions])
        } catch {
            throw BackupError.writeFailed(
                path: staging.path, reason: "cannot create folder: \(error.localizedDescription)")
        }
        defer { try? fileManager.removeItem(at: staging) }
        let copy = staging.appendingPathComponent(BackupManifest.databaseEntryName)
        let (documents, counts) = try snapshotDatabase(to: copy)

        let partial = archive.deletingLastPathComponent()
            .appendingPathComponent(".\(archive.lastPathComponent).\(getpid()).part")
        unlink(partial.path)
        var files: [BackupManifest.File] = []
        var skipped: [BackupManifest.Skipped] = []
        var written: BackupManifest? = nil
        do {
            defer { unlink(partial.path) }
            do {
                let zip: Archive
                do {
                    zip = try Archive(url: partial, accessMode: .create)
                } catch {
                    throw BackupError.writeFailed(path: archive.path, reason: "cannot create the archive: \(error)")
                }
                let total = documents.count + 1
                progress(BackupProgress(done: 0, total: total, item: BackupManifest.databaseEntryName))
                files.append(
                    try Self.add(
                        copy, as: BackupManifest.databaseEntryName, to: zip, compressed: true, archive: archive))
                for (index, document) in documents.enumerated() {
                    let url = try objectURL(of: document)
                    let name = "objects/\(document.sha256.prefix(2))/\(url.lastPathComponent)"
                    progress(BackupProgress(done: index + 1, total: total, item: document.originalName))
                    if options.skipDamaged, let reason = Self.fault(of: url, sha256: document.sha256) {
                        skipped.append(
                            BackupManifest.Skipped(documentId: document.id ?? 0, path: name, reason: reason))
                        continue
                    }
                    guard fileManager.fileExists(atPath: url.path) else {
                        throw BackupError.missingObject(path: url.path, documentId: document.id ?? 0)
                    }
                    let file = try Self.add(url, as: name, to: zip, compressed: false, archive: archive)
                    guard file.sha256 == document.sha256 else {
                        throw BackupError.damagedObject(path: url.path, documentId: document.id ?? 0)
                    }
                    files.append(file)
                }
                var kept = counts
                kept.objects -= skipped.count
                let manifest = BackupManifest(
                    formatVersion: BackupManifest.currentFormatVersion, vaultVersion: vaultVersion, createdAt: Date(),
                    counts: kept, files: files, skipped: skipped.isEmpty ? nil : skipped)
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                encoder.dateEncodingStrategy = .iso8601
                let data = try encoder.encode(manifest)
                written = manifest
                do {
                    try zip.addEntry(
                        with: BackupManifest.entryName, type: .file, uncompressedSize: Int64(data.count),
                        compressionMethod: .deflate
                    ) { position, size in
                        data.subdata(in: Int(position)..<min(data.count, Int(position) + size))
                    }
                } catch {
                    throw BackupError.writeFailed(path: archive.path, reason: "cannot write the manifest: \(error)")
                }
                progress(BackupProgress(done: total, total: total, item: BackupManifest.entryName))
            }
            // The archive is closed (its file flushed) when `zip` goes; make it durable, then
            // put it in place in one step. Private: it holds the whole vault.
            chmod(partial.path, 0o600)
            try Self.syncFile(partial)
            guard rename(partial.path, archive.path) == 0 else {
                throw BackupError.writeFailed(
                    path: archive.path,
                    reason: "cannot move the archive into place: \(String(cString: strerror(errno)))")
            }
        }
        let size = (try? fileManager.attributesOfItem(atPath: archive.path)[.size] as? NSNumber)?.int64Value ?? 0
        guard let written else { throw BackupError.writeFailed(path: archive.path, reason: "no manifest written") }
        return BackupSummary(manifest: written, size: size)
    }

    /// Why the stored file at `url` cannot be backed up (missing, or not hashing to its name),
    /// or `nil` when it is intact.
    private static func fault(of url: URL, sha256: String) -> String? {
        guard let (digest, _) = try? SHA256Hasher.file(at: url) else { return "its stored file is missing" }
        return digest == sha256 ? nil : "its stored file no longer matches its checksum"
    }

    /// Refuses an archive path inside this vault (the live database above all) and, without
    /// `overwrite`, any path where a file already is.
    private func checkDestination(_ archive: URL, overwrite: Bool) throws {
        let folder = archive.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw BackupError.writeFailed(path: archive.path, reason: "no such folder: \(folder.path)")
        }
        let root = layout.root.resolvingSymlinksInPath().path
        let resolved = folder.resolvingSymlinksInPath().path
        let database = FileIdentity(layout.database)
        let exists = FileManager.default.fileExists(atPath: archive.path, isDirectory: &isFolder)
        if resolved == root || resolved.hasPrefix(root + "/")
            || (exists && database != nil && FileIdentity(archive) == database)
        {
            throw BackupError.insideVault(path: archive.path, vault: layout.root.path)
        }
        guard exists else { return }
        if isFolder.boolValue || !overwrite { throw BackupError.archiveExists(path: archive.path) }
    }

    /// Copies the live database to `copy` with SQLite's online backup and returns the
    /// documents and counts of that copy: the objects to archive are the copy's, so rows and
    /// files agree even when an import commits meanwhile.
    private func snapshotDatabase(to copy: URL) throws -> ([StoredDocument], BackupManifest.Counts) {
        do {
            let queue = try DatabaseQueue(path: copy.path)
            try database.pool.backup(to: queue)
            // One self-contained file, not a WAL database with side files.
            try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = DELETE") }
            let result = try queue.read { db in
                let documents = try StoredDocument.order(StoredDocument.Columns.id).fetchAll(db)
                let counts = BackupManifest.Counts(
                    documents: documents.count,
                    pages: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM page") ?? 0,
                    expenses: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM expense") ?? 0,
                    journeys: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM journey") ?? 0,
                    objects: Set(documents.map(\.sha256)).count,
                    bookings: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM booking") ?? 0,
                    journeyNotes: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM journeyNote") ?? 0,
                    places: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM place") ?? 0)
                return (documents, counts)
            }
            try queue.close()
            return result
        } catch let error as DatabaseError {
            throw BackupError.writeFailed(
                path: layout.database.path, reason: "database copy failed: \(error.message ?? "\(error)")")
        }
    }

    /// Adds the file at `url` to `zip` as `name`, hashing it as it is read (one pass).
    private static func add(
        _ url: URL, as name: String, to zip: Archive, compressed: Bool, archive: URL
    ) throws -> BackupManifest.File {
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw BackupError.writeFailed(path: url.path, reason: "cannot read the file")
        }
        defer { try? handle.close() }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.int64Value ?? 0
        let hasher = SHA256Hasher()
        do {
            try zip.addEntry(
                with: name, type: .file, uncompressedSize: size, permissions: UInt16(VaultLayout.objectPermissions),
                compressionMethod: compressed ? .deflate : .none
            ) { _, count in
                let piece = try handle.read(upToCount: count) ?? Data()
                hasher.update(piece)
                return piece
            }
        } catch {
            throw BackupError.writeFailed(path: archive.path, reason: "cannot add \(name): \(error)")
        }
        guard hasher.count == size else {
            throw BackupError.writeFailed(path: url.path, reason: "the file changed while it was copied")
        }
        return BackupManifest.File(path: name, size: size, sha256: hasher.finish())
    }

    static func syncFile(_ url: URL) throws {
        let descriptor = Glibc.open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0, fsync(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            if descriptor >= 0 { close(descriptor) }
            throw BackupError.writeFailed(path: url.path, reason: "cannot flush to disk: \(reason)")
        }
        close(descriptor)
    }
}
