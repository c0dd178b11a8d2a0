import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Turns a failed write into the error a user can act on: a full disk and a read-only vault
/// are named as such, for the vault as a whole; anything else names the file and the reason.
enum StorageFailure {
    /// The error for `code` (an `errno` value) from `action` on `path` inside the vault at `root`.
    static func error(_ code: Int32, action: String, path: String, root: String) -> VaultError {
        switch code {
        case ENOSPC, EDQUOT: .diskFull(path: root)
        case EROFS, EACCES, EPERM: .readOnlyVault(path: root)
        default: .storage(path: path, reason: "\(action): \(String(cString: strerror(code)))")
        }
    }

    /// Whether the file system holding `folder` has less than 1 MB left.
    static func isNearlyFull(_ folder: URL) -> Bool {
        var info = statvfs()
        guard statvfs(folder.path, &info) == 0 else { return false }
        return UInt64(info.f_bavail) * UInt64(info.f_frsize) < 1_048_576
    }
}
