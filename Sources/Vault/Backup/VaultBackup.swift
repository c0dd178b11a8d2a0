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

extension Vault {
    /// Writes one zip archive with a consistent copy of the database (SQLite's online backup,
    /// safe while another process imports), every stored original the copy refers to, and
    /// `manifest.json` with the SHA-256 of each. The archive appears at `archive` only when
    /// complete. A stored original that no longer matches its checksum stops the backup:
    /// copying it would hide the damage.
    @discardableResult
    public func backup(
        to archive: URL, vaultVersion: String, progress: (BackupProgress) -> Void = { _ in }
    ) throws -> BackupSummary {
        let fileManager = FileManager.default
        let staging = layout.temporary.appendingPathComponent("\(getpid())-\(UUID().uuidString).backup")
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
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
                    guard fileManager.fileExists(atPath: url.path) else {
                        throw BackupError.missingObject(path: url.path, documentId: document.id ?? 0)
                    }
                    let file = try Self.add(url, as: name, to: zip, compressed: false, archive: archive)
                    guard file.sha256 == document.sha256 else {
                        throw BackupError.damagedObject(path: url.path, documentId: document.id ?? 0)
                    }
                    files.append(file)
                }
                let manifest = BackupManifest(
                    formatVersion: BackupManifest.currentFormatVersion, vaultVersion: vaultVersion, createdAt: Date(),
                    counts: counts, files: files)
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
            // put it in place in one step.
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
                    objects: Set(documents.map(\.sha256)).count)
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
                with: name, type: .file, uncompressedSize: size, permissions: 0o444,
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
