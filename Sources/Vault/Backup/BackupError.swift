/// Why a backup could not be written or restored. Messages are one line naming the file.
public enum BackupError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The archive is not a vault backup, or is damaged (truncated, altered, unreadable).
    case damagedArchive(path: String, reason: String)
    /// The archive was written by a newer vault.
    case unsupportedFormat(path: String, version: Int)
    /// The restore target already holds files and `--force` was not given.
    case targetNotEmpty(path: String)
    /// `--force` was given for a folder that holds files but no vault.
    case targetNotAVault(path: String)
    /// An archive entry inflated past its declared size (caught inside the restore).
    case oversizedEntry
    /// A stored original no longer matches its SHA-256 name; a backup would keep the damage.
    case damagedObject(path: String, documentId: Int64)
    /// A stored original of a document in the backup is missing.
    case missingObject(path: String, documentId: Int64)
    /// The archive would be written inside the vault it backs up (over its database, perhaps).
    case insideVault(path: String, vault: String)
    /// A file is already at the archive's path and `--force` was not given.
    case archiveExists(path: String)
    /// Writing the archive or the restored vault failed.
    case writeFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .damagedArchive(let path, let reason):
            return "\(path): not restored: \(reason); nothing was written"
        case .unsupportedFormat(let path, let version):
            return "\(path): backup format \(version) is newer than this vault understands; update vault"
        case .targetNotEmpty(let path):
            return "\(path): folder is not empty; restore into an empty folder, or use --force to replace it"
        case .targetNotAVault(let path):
            return "\(path): folder holds files but no vault; --force replaces only a vault; nothing was changed"
        case .oversizedEntry:
            return "an archive entry inflates past its declared size"
        case .damagedObject(let path, let id):
            return "\(path): stored file of document \(id) no longer matches its checksum; "
                + "run `vault doctor --verify` before backing up"
        case .missingObject(let path, let id):
            return "\(path): stored file of document \(id) is missing; run `vault doctor` before backing up"
        case .insideVault(let path, let vault):
            return "\(path): is inside the vault \(vault); write the backup elsewhere (another disk is best); "
                + "nothing was written"
        case .archiveExists(let path):
            return "\(path): already exists; use --force to replace it (a folder never is); nothing was written"
        case .writeFailed(let path, let reason):
            return "\(path): \(reason)"
        }
    }
}
