import Foundation

/// `manifest.json` at the top of a backup archive: what it holds and the SHA-256 of every
/// other file in it, so a restore can prove the archive whole before writing anything.
public struct BackupManifest: Codable, Sendable, Equatable {
    /// The archive layout's version; a restore refuses versions it does not know.
    public static let currentFormatVersion = 1
    /// The name of the manifest inside the archive.
    public static let entryName = "manifest.json"
    /// The most `manifest.json` may inflate to (about 400,000 files); a larger one is refused
    /// before it is read.
    public static let maximumSize: Int64 = 64 << 20
    /// The database copy's name inside the archive.
    public static let databaseEntryName = "vault.sqlite"

    /// How many rows and files the backup holds.
    public struct Counts: Codable, Sendable, Equatable {
        public var documents: Int
        public var pages: Int
        public var expenses: Int
        public var journeys: Int
        public var objects: Int
        /// A journey's bookings, notes and places; absent in manifests of vaults before they
        /// were counted, whose restore checks only the rows above.
        public var bookings: Int? = nil
        public var journeyNotes: Int? = nil
        public var places: Int? = nil
    }

    /// One file of the archive: its path inside it, size in bytes and SHA-256.
    public struct File: Codable, Sendable, Equatable {
        public var path: String
        public var size: Int64
        public var sha256: String
    }

    public var formatVersion: Int
    /// The version of vault that wrote the backup.
    public var vaultVersion: String
    public var createdAt: Date
    public var counts: Counts
    public var files: [File]
    /// Stored files `--skip-damaged` left out (missing or damaged); their documents are in the
    /// database. Absent when none was.
    public var skipped: [Skipped]? = nil

    /// A stored file left out of the archive, and why.
    public struct Skipped: Codable, Sendable, Equatable {
        public var documentId: Int64
        /// Where it would be in the archive: `objects/ab/<sha256>.<ext>`.
        public var path: String
        public var reason: String
    }

    /// Whether `path` is a name a backup may hold: the database or `objects/ab/<sha256>.<ext>`.
    /// Anything else (`..`, absolute paths, other folders) is refused on restore.
    static func isAllowedPath(_ path: String) -> Bool {
        if path == databaseEntryName { return true }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "objects", parts[1].count == 2 else { return false }
        let name = parts[2].split(separator: ".", omittingEmptySubsequences: false)
        guard name.count == 2, name[0].count == 64, name[0].hasPrefix(parts[1]),
            name[0].allSatisfy({ $0.isHexDigit && !$0.isUppercase }),
            (1...5).contains(name[1].count), name[1].allSatisfy({ $0.isLetter && $0.isASCII })
        else { return false }
        return true
    }
}
