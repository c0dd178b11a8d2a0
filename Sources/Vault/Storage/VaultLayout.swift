import Foundation

/// Where a vault keeps its files. One folder holds everything:
/// `vault.sqlite`, `objects/`, `inbox/`, `tmp/`.
public struct VaultLayout: Sendable, Hashable {
    public let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    public var database: URL { root.appendingPathComponent("vault.sqlite") }
    public var objects: URL { root.appendingPathComponent("objects") }
    public var inbox: URL { root.appendingPathComponent("inbox") }
    public var failed: URL { inbox.appendingPathComponent(".failed") }
    public var temporary: URL { root.appendingPathComponent("tmp") }
    /// The lock file by which the reader processes of this vault take turns at the deep-text
    /// engine's detector (``DetectorTurns``).
    public var detectorTurns: URL { temporary.appendingPathComponent("detector.lock") }

    /// The data folder: `explicit` (from `--vault`), else `$VAULT_HOME`, else
    /// `$XDG_DATA_HOME/vault`, else `~/.local/share/vault`.
    public static func resolve(
        explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> VaultLayout {
        func url(_ path: String) -> URL {
            URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        }
        if let explicit, !explicit.isEmpty { return VaultLayout(root: url(explicit)) }
        if let home = environment["VAULT_HOME"], !home.isEmpty { return VaultLayout(root: url(home)) }
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty {
            return VaultLayout(root: url(data).appendingPathComponent("vault"))
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return VaultLayout(root: url(home).appendingPathComponent(".local/share/vault"))
    }

    /// The permissions of the folders vault makes in a vault: the owner's alone (receipts,
    /// invoices and tickets are private), whatever the umask allows others.
    public static let folderPermissions: Int = 0o700
    /// The permissions of the database and the lock files vault makes.
    public static let filePermissions: Int = 0o600
    /// The permissions of a stored original: read-only, the owner's alone.
    public static let objectPermissions: Int = 0o400

    /// Creates the folders that are missing, private (``folderPermissions``); folders that
    /// already exist keep the permissions they have.
    func createFolders() throws {
        for folder in [root, objects, inbox, temporary] where !FileManager.default.fileExists(atPath: folder.path) {
            do {
                try FileManager.default.createDirectory(
                    at: folder, withIntermediateDirectories: true,
                    attributes: [.posixPermissions: Self.folderPermissions])
            } catch {
                throw VaultError.storage(
                    path: folder.path, reason: "cannot create folder: \(error.localizedDescription)")
            }
        }
    }
}
