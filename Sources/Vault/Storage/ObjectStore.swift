import Foundation
import OCR

#if canImport(Glibc)
    import Glibc
#endif

/// Content-addressed storage of original files: `objects/ab/<sha256>.<ext>`, read-only and
/// private (``VaultLayout/objectPermissions``, in folders of ``VaultLayout/folderPermissions``).
///
/// A file is written to `tmp/` first, flushed to disk, then renamed into place, so an object
/// path either does not exist or holds the complete file, even after a crash.
public struct ObjectStore: Sendable {
    public let layout: VaultLayout

    public init(layout: VaultLayout) {
        self.layout = layout
    }

    /// Where the object with this digest and type lives. Every path to an object is built
    /// here, and only from a well-formed digest (64 lowercase hex digits): a database row
    /// holding anything else (`../../x`, from a crafted backup) names no file, inside the
    /// vault or out of it.
    public func url(sha256: String, mediaType: MediaType) throws -> URL {
        guard SHA256Digest.isWellFormed(sha256) else {
            throw VaultError.storage(
                path: layout.objects.path,
                reason: "\(String(sha256.prefix(80)).debugDescription) is not a SHA-256 digest; "
                    + "no stored file is named by it")
        }
        return layout.objects
            .appendingPathComponent(String(sha256.prefix(2)))
            .appendingPathComponent("\(sha256).\(mediaType.fileExtension)")
    }

    /// Stores `bytes` durably under their digest. Storing the same bytes again is a no-op; a
    /// file already there whose content does not hash to its name (damaged, or left half
    /// written by something else) is replaced, never adopted.
    @discardableResult
    public func store(_ bytes: [UInt8], sha256: String, mediaType: MediaType) throws -> URL {
        let target = try url(sha256: sha256, mediaType: mediaType)
        if FileManager.default.fileExists(atPath: target.path) {
            if isIntact(sha256: sha256, mediaType: mediaType) { return target }
            try remove(sha256: sha256, mediaType: mediaType)
        }
        let folder = target.deletingLastPathComponent()
        for needed in [layout.objects, folder, layout.temporary] {
            if mkdir(needed.path, mode_t(VaultLayout.folderPermissions)) == 0 || errno == EEXIST { continue }
            throw failure(errno, action: "cannot create folder", path: needed.path)
        }
        let temporary = layout.temporary.appendingPathComponent("\(getpid())-\(UUID().uuidString).part")
        do {
            try writeDurably(bytes, to: temporary)
        } catch {
            // A file that could not be written (a full disk) leaves no empty folder behind;
            // this fails, harmlessly, while other objects share the folder.
            rmdir(folder.path)
            throw error
        }
        // A failed import of another process may have removed the folder, empty, meanwhile.
        var moved = rename(temporary.path, target.path) == 0
        if !moved, errno == ENOENT, mkdir(folder.path, mode_t(VaultLayout.folderPermissions)) == 0 || errno == EEXIST {
            moved = rename(temporary.path, target.path) == 0
        }
        guard moved else {
            let code = errno
            unlink(temporary.path)
            rmdir(folder.path)
            throw failure(code, action: "cannot move file into place", path: target.path)
        }
        Self.syncFolder(folder)
        return target
    }

    /// Whether the object exists and its bytes still hash to its name.
    public func isIntact(sha256: String, mediaType: MediaType) -> Bool {
        guard let target = try? url(sha256: sha256, mediaType: mediaType),
            let data = FileManager.default.contents(atPath: target.path)
        else {
            return false
        }
        return SHA256Digest.hex(of: [UInt8](data)) == sha256
    }

    /// Puts `bytes` back when their object is missing or damaged (its content no longer
    /// hashes to its name). The caller has checked that `bytes` hash to `sha256`. Returns
    /// whether anything was written.
    @discardableResult
    public func restore(_ bytes: [UInt8], sha256: String, mediaType: MediaType) throws -> Bool {
        guard !isIntact(sha256: sha256, mediaType: mediaType) else { return false }
        try store(bytes, sha256: sha256, mediaType: mediaType)
        return true
    }

    /// Deletes the object, and its folder when that is left empty; a missing object is not an
    /// error.
    public func remove(sha256: String, mediaType: MediaType) throws {
        let target = try url(sha256: sha256, mediaType: mediaType)
        if unlink(target.path) != 0 && errno != ENOENT {
            throw VaultError.storage(path: target.path, reason: String(cString: strerror(errno)))
        }
        // Fails, harmlessly, while other objects share the folder.
        rmdir(target.deletingLastPathComponent().path)
    }

    /// How the folder that holds an upload of `vault serve` until it is imported ends:
    /// `tmp/<pid>-<uuid>.upload/NAME`.
    public static let uploadSuffix = ".upload"

    /// Whether `name` in `tmp/` is a temporary of vault's: a file being stored (`.part`) or an
    /// upload being received (``uploadSuffix``).
    static func isTemporaryName(_ name: String) -> Bool {
        name.hasSuffix(".part") || name.hasSuffix(uploadSuffix)
    }

    /// Removes temporary files left by processes that no longer run (a crash or a kill): files
    /// being stored and uploads being received when the process stopped.
    public func removeAbandonedTemporaries() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: layout.temporary.path)) ?? []
        for name in names where Self.isTemporaryName(name) && !Self.isOwnedByRunningProcess(name) {
            try? FileManager.default.removeItem(at: layout.temporary.appendingPathComponent(name))
        }
    }

    /// Temporary names start with the writing process's id: `<pid>-<uuid>.part`.
    static func isOwnedByRunningProcess(_ name: String) -> Bool {
        guard let pid = Int32(name.prefix { $0 != "-" }), pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }

    /// Every object file present, as (digest, url).
    public func allObjects() -> [(sha256: String, url: URL)] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: layout.objects, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        var objects: [(String, URL)] = []
        for case let url as URL in enumerator where url.pathExtension != "" {
            objects.append((url.deletingPathExtension().lastPathComponent, url))
        }
        return objects
    }

    /// The error for a failed write inside this vault (`errno` `code`).
    private func failure(_ code: Int32, action: String, path: String) -> VaultError {
        StorageFailure.error(code, action: action, path: path, root: layout.root.path)
    }

    /// Writes and flushes a new file; on any failure (a full disk) the partial file is removed.
    private func writeDurably(_ bytes: [UInt8], to url: URL) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(VaultLayout.objectPermissions))
        guard descriptor >= 0 else { throw failure(errno, action: "cannot create", path: url.path) }
        var written = 0
        let failed: Int32? = bytes.withUnsafeBytes { buffer in
            while written < buffer.count, let base = buffer.baseAddress {
                let result = write(descriptor, base + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += result
            }
            return fsync(descriptor) == 0 ? nil : errno
        }
        // close reports a delayed write error (NFS, some full disks) too.
        let closed = close(descriptor) == 0 ? nil : errno
        if let code = failed ?? closed {
            unlink(url.path)
            throw failure(code, action: "cannot write", path: url.path)
        }
    }

    /// Makes a rename durable: flush the folder entry itself.
    private static func syncFolder(_ folder: URL) {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
