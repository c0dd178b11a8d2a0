import Foundation
import GRDB
import OCR

/// An open vault: its folder layout, database and object store. Cheap to pass around
/// (`Sendable`); open it once per process.
public struct Vault: Sendable {
    public let layout: VaultLayout
    public let database: VaultDatabase
    public let objects: ObjectStore
    /// The folder this vault was opened in (see ``wasReplaced()``).
    var identity: FileIdentity? = nil

    /// Opens the vault at `layout`, which must exist: a mistyped path is an error
    /// (``VaultError/noVault(path:)``), never a new vault.
    public static func openExisting(_ layout: VaultLayout) throws -> Vault {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: layout.root.path, isDirectory: &isFolder), isFolder.boolValue
        else { throw VaultError.noVault(path: layout.root.path) }
        if VaultDatabase.isUnwritable(root: layout.root, database: layout.database),
            FileManager.default.fileExists(atPath: layout.database.path)
        {
            // Reading commands work on a vault that cannot be written; a write fails with
            // SQLITE_READONLY before anything changed (``isReadOnlyFailure(_:)``).
            let database = try VaultDatabase(readOnlyAt: layout.database)
            ReadOnlyVaults.opened(layout.root.path)
            return Vault(
                layout: layout, database: database, objects: ObjectStore(layout: layout),
                identity: FileIdentity(layout.root))
        }
        do {
            return try open(layout)
        } catch VaultError.diskFull where isCheckpointed(layout) {
            // SQLite cannot make the log files it needs to open a database for writing on a
            // full disk. All commits are in the database file itself (no log left), so reading
            // it as it is shows everything: listings, search and backup to another disk work.
            let database = try VaultDatabase(readOnlyAt: layout.database)
            ReadOnlyVaults.opened(layout.root.path, becauseTheDiskIsFull: true)
            return Vault(
                layout: layout, database: database, objects: ObjectStore(layout: layout),
                identity: FileIdentity(layout.root))
        }
    }

    /// Whether the database exists and no write-ahead log with commits beside it.
    private static func isCheckpointed(_ layout: VaultLayout) -> Bool {
        guard FileManager.default.fileExists(atPath: layout.database.path) else { return false }
        let log = (try? FileManager.default.attributesOfItem(atPath: layout.database.path + "-wal"))?[.size] as? Int
        return (log ?? 0) == 0
    }

    /// Opens the vault at `layout`, creating its folders and database on first use. For
    /// commands that add data: a vault that cannot be written is refused at once
    /// (``VaultError/readOnlyVault(path:)``), before anything is read or written.
    public static func open(_ layout: VaultLayout) throws -> Vault {
        if FileManager.default.fileExists(atPath: layout.root.path),
            VaultDatabase.isUnwritable(root: layout.root, database: layout.database)
        {
            throw VaultError.readOnlyVault(path: layout.root.path)
        }
        try layout.createFolders()
        let database = try VaultDatabase(url: layout.database)
        let vault = Vault(
            layout: layout, database: database, objects: ObjectStore(layout: layout),
            identity: FileIdentity(layout.root))
        // Every command that can write opens the vault here: recurring costs that fell due
        // since it was last opened become expenses now, whichever command it is.
        try vault.bookDueRecurringCosts()
        return vault
    }

    /// Whether this vault was opened for reading only (it cannot be written).
    public var isReadOnly: Bool { database.isReadOnly }

    /// The absolute path of a document's stored original; throws for a row whose digest is
    /// not one (see ``ObjectStore/url(sha256:mediaType:)``).
    public func objectURL(of document: StoredDocument) throws -> URL {
        try objects.url(sha256: document.sha256, mediaType: document.mediaType)
    }
}
