import Foundation
import NIOCore
import Vault

#if canImport(Glibc)
    import Glibc
#endif

/// One upload's bytes on disk while it waits to be imported: a private folder in the vault's
/// `tmp/` (on the vault's own disk, 0700) named for this process (`<pid>-<uuid>.upload`), and
/// in it one file (0600) under the name the browser gave, which becomes the document's
/// original name. The body is written as it arrives, so a waiting upload holds no memory;
/// ``remove()`` deletes the folder, and a folder left by a server that was stopped mid-upload
/// is removed by the next import or server start (``ObjectStore/removeAbandonedTemporaries()``).
final class UploadSpool {
    /// Why an upload's bytes were not kept.
    enum Failure: Error, Equatable {
        /// More bytes than the upload limit arrived.
        case tooLarge
        /// The disk refused them (full, read-only): the reason in words.
        case unwritable(String)
    }

    let folder: URL
    let file: URL
    private(set) var size = 0
    private let limit: Int
    private var descriptor: Int32

    /// A new spool in `temporary` for a file named `name` (already made safe) of at most
    /// `limit` bytes.
    init(in temporary: URL, name: String, limit: Int) throws(Failure) {
        folder = temporary.appendingPathComponent("\(getpid())-\(UUID().uuidString)\(ObjectStore.uploadSuffix)")
        file = folder.appendingPathComponent(name)
        self.limit = limit
        guard mkdir(temporary.path, 0o700) == 0 || errno == EEXIST, mkdir(folder.path, 0o700) == 0 else {
            throw .unwritable(String(cString: strerror(errno)))
        }
        descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            rmdir(folder.path)
            throw .unwritable(reason)
        }
    }

    deinit {
        remove()
    }

    /// Writes the next part of the body; past the limit nothing more is written.
    func append(_ buffer: ByteBuffer) throws(Failure) {
        guard size + buffer.readableBytes <= limit else { throw .tooLarge }
        let failure: Int32? = buffer.withUnsafeReadableBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return errno }
                offset += written
            }
            return nil
        }
        if let failure { throw .unwritable(String(cString: strerror(failure))) }
        size += buffer.readableBytes
    }

    /// Closes the file once the whole body is written.
    func finish() throws(Failure) {
        guard descriptor >= 0 else { return }
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else { throw .unwritable(String(cString: strerror(errno))) }
    }

    /// Deletes the folder and the file in it (again harmlessly).
    func remove() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        try? FileManager.default.removeItem(at: folder)
    }
}
