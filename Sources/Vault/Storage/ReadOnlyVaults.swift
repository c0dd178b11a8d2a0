import GRDB
import Synchronization

/// Remembers the vault this process opened for reading only, so that a write that SQLite
/// refuses (`SQLITE_READONLY`) is reported as ``VaultError/readOnlyVault(path:)`` naming it,
/// or as ``VaultError/diskFull(path:)`` when it was opened so because its disk is full.
public enum ReadOnlyVaults {
    private static let root = Mutex<String?>(nil)
    private static let full = Mutex(false)

    static func opened(_ path: String, becauseTheDiskIsFull: Bool = false) {
        root.withLock { $0 = path }
        full.withLock { $0 = becauseTheDiskIsFull }
    }

    /// The error to report for `error`: a refused write to a read-only vault by name,
    /// anything else unchanged.
    public static func translate(_ error: Error) -> Error {
        guard let database = error as? DatabaseError,
            database.resultCode == .SQLITE_READONLY || database.resultCode == .SQLITE_CANTOPEN,
            let path = root.withLock({ $0 })
        else { return error }
        return full.withLock { $0 } ? VaultError.diskFull(path: path) : VaultError.readOnlyVault(path: path)
    }
}
