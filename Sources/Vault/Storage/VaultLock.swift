import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The vault's use lock: an advisory lock (`flock`) on `.vault-use.lock` in the vault folder.
///
/// Every process that stores files or commits documents holds it shared while it does so
/// (`vault import`, `watch`, `serve`); `restore --force` and `doctor --repair` hold it
/// exclusive, so they never replace or clean the vault under a commit in flight. Shared
/// holders wait for an exclusive one; an exclusive one waits at most ``exclusiveWait`` and
/// then reports the vault busy.
enum VaultLock {
    /// The lock file inside a vault folder.
    static func url(in root: URL) -> URL { root.appendingPathComponent(".vault-use.lock") }

    /// How long `restore --force` and `doctor --repair` wait for commits to finish.
    static let exclusiveWait: Duration = .seconds(30)

    /// Runs `body` holding the lock of the vault at `root`, shared or exclusive.
    static func with<T>(root: URL, exclusive: Bool, _ body: () throws -> T) throws -> T {
        let url = url(in: root)
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, mode_t(VaultLayout.filePermissions))
        guard descriptor >= 0 else {
            throw StorageFailure.error(
                errno, action: "cannot open the vault's lock file", path: url.path, root: root.path)
        }
        defer { close(descriptor) }
        if exclusive {
            let deadline = ContinuousClock.now + exclusiveWait
            while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                guard errno == EWOULDBLOCK || errno == EINTR else { throw failure(url) }
                guard ContinuousClock.now < deadline else { throw VaultError.vaultBusy(path: root.path) }
                usleep(50_000)
            }
        } else {
            while flock(descriptor, LOCK_SH) != 0 {
                guard errno == EINTR else { throw failure(url) }
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    private static func failure(_ url: URL) -> VaultError {
        VaultError.storage(path: url.path, reason: "cannot lock: \(String(cString: strerror(errno)))")
    }
}

/// Which file or folder a path named: its device and inode. A restore puts a new vault folder
/// in the old one's place; a process that opened the old one notices by this.
struct FileIdentity: Sendable, Hashable {
    var device: UInt64
    var inode: UInt64

    init?(_ url: URL) {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}

extension Vault {
    /// Whether the folder at this vault's path is no longer the one it was opened in (a
    /// `vault restore --force` replaced it). Writing on would go into the old, deleted vault.
    public func wasReplaced() -> Bool {
        guard let identity else { return false }
        return FileIdentity(layout.root) != identity
    }

    /// Runs `body`, which stores files or commits rows, holding the vault's lock shared; throws
    /// ``VaultError/vaultReplaced(path:)`` instead when a restore replaced the vault.
    func whileUsing<T>(_ body: () throws -> T) throws -> T {
        guard !isReadOnly else { return try body() }
        return try VaultLock.with(root: layout.root, exclusive: false) {
            guard !wasReplaced() else { throw VaultError.vaultReplaced(path: layout.root.path) }
            return try body()
        }
    }

    /// Runs `body` holding the vault's lock exclusively: no import stores or commits
    /// meanwhile. Waits a little for those in flight, then throws ``VaultError/vaultBusy(path:)``.
    public func exclusively<T>(_ body: () throws -> T) throws -> T {
        try VaultLock.with(root: layout.root, exclusive: true) {
            guard !wasReplaced() else { throw VaultError.vaultReplaced(path: layout.root.path) }
            return try body()
        }
    }
}
