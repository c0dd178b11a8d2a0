import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An exclusive advisory lock on a file (`flock`), held for the duration of `body`.
/// Used to keep two processes from migrating a new database at the same moment.
enum FileLock {
    static func withExclusiveLock<T>(at url: URL, _ body: () throws -> T) throws -> T {
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, mode_t(VaultLayout.filePermissions))
        guard descriptor >= 0 else {
            throw StorageFailure.error(
                errno, action: "cannot open lock file", path: url.path, root: url.deletingLastPathComponent().path)
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw VaultError.storage(path: url.path, reason: "cannot lock: \(String(cString: strerror(errno)))")
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
