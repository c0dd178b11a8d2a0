/// What can go wrong in the vault itself (storage, journeys, documents). Messages are one
/// line and say what to do where there is something to do.
public enum VaultError: Error, CustomStringConvertible, Equatable, Sendable {
    case invalidSlug(String)
    case invalidJourney(slug: String, reason: String)
    case journeyExists(String)
    case journeyNotFound(String)
    case journeyHasDocuments(slug: String, count: Int)
    /// The journey still holds expenses entered by hand (they have no document).
    case journeyHasExpenses(slug: String, count: Int)
    /// The journey still holds bookings entered by hand (they have no document).
    case journeyHasBookings(slug: String, count: Int)
    /// The journey still holds notes and places, which go with it.
    case journeyHasPlans(slug: String, notes: Int, places: Int)
    case documentNotFound(Int64)
    case objectMissing(documentId: Int64, path: String)
    case storage(path: String, reason: String)
    case notAFile(path: String, reason: String)
    case fileTooLarge(path: String, size: Int64, limit: Int64)
    case invalidSetting(key: String, reason: String)
    case expenseNotFound(Int64)
    case invalidExpense(field: String, reason: String)
    case merchantRuleNotFound(Int64)
    /// The vault folder given (`--vault`, `$VAULT_HOME`) does not exist.
    case noVault(path: String)
    /// The disk holding the vault (at `path`) is full; nothing was stored.
    case diskFull(path: String)
    /// The vault (at `path`) is on a read-only file system (or its files are read-only).
    case readOnlyVault(path: String)
    /// The vault's database (at `path`) has schema changes this build does not know (named in
    /// `unknown`): a newer vault wrote it. Nothing was changed.
    case newerVault(path: String, unknown: [String])
    /// `vault restore --force` replaced the vault (at `path`) after this process opened it:
    /// what it would write now would go into the old, deleted one. Nothing was written.
    case vaultReplaced(path: String)
    /// Another vault process kept storing or committing (holding the vault's lock) for longer
    /// than a restore or repair waits. Nothing was changed.
    case vaultBusy(path: String)

    public var description: String {
        switch self {
        case .invalidSlug(let slug):
            return
                "'\(slug)' is not a valid journey name: use 1-40 lowercase letters, digits and hyphens (e.g. paris-2025)"
        case .invalidJourney(let slug, let reason):
            return "journey '\(slug)': \(reason)"
        case .journeyExists(let slug):
            return "journey '\(slug)' already exists"
        case .journeyNotFound(let slug):
            return
                "no journey '\(slug)' (see `vault journey list`, or create it with `vault journey add \(slug) --name ...`)"
        case .journeyHasDocuments(let slug, let count):
            return
                "journey '\(slug)' still has \(String.counted(count, "document")); move \(count == 1 ? "it" : "them") "
                + "or use --unfile"
        case .journeyHasExpenses(let slug, let count):
            return "journey '\(slug)' still has \(String.counted(count, "expense")) entered by hand; "
                + "move \(count == 1 ? "it" : "them") "
                + "(`vault expense edit ID --journey ...`) or use --unfile"
        case .journeyHasBookings(let slug, let count):
            return "journey '\(slug)' still has \(String.counted(count, "booking")) entered by hand; "
                + "move \(count == 1 ? "it" : "them") (`vault booking edit ID --journey ...`) or use --unfile"
        case .journeyHasPlans(let slug, let notes, let places):
            let held = [(notes, "note"), (places, "place")].filter { $0.0 > 0 }
                .map { String.counted($0.0, $0.1) }.joined(separator: " and ")
            return "journey '\(slug)' still has \(held), which would be deleted with it; "
                + "use --delete-plans to remove them too"
        case .documentNotFound(let id):
            return "no document \(id) (see `vault docs list`)"
        case .objectMissing(let id, let path):
            return "\(path): stored file of document \(id) is missing; run `vault doctor`"
        case .storage(let path, let reason):
            return "\(path): \(reason)"
        case .notAFile(let path, let reason):
            return "\(path): \(reason)"
        case .fileTooLarge(let path, let size, let limit):
            return "\(path): file is \(size / 1_048_576) MB, over the \(limit / 1_048_576) MB limit"
        case .invalidSetting(let key, let reason):
            return "setting \(key): \(reason)"
        case .expenseNotFound(let id):
            return "no expense \(id) (see `vault expense list`)"
        case .invalidExpense(let field, let reason):
            return "\(field): \(reason)"
        case .merchantRuleNotFound(let id):
            return "no merchant rule \(id) (see `vault merchant list`)"
        case .noVault(let path):
            return "no vault at \(path); create it with `vault init --vault \(path)`"
        case .diskFull(let path):
            return "the disk holding the vault \(path) is full (no space left on device); nothing was stored"
        case .readOnlyVault(let path):
            return "the vault \(path) is read-only (read-only file system or no write permission); nothing was changed"
        case .newerVault(let path, let unknown):
            let names = unknown.map { "'\($0)'" }.joined(separator: ", ")
            return "\(path): written by a newer vault (schema changes this version does not know: \(names)); "
                + "upgrade vault to open it; nothing was changed"
        case .vaultReplaced(let path):
            return "the vault \(path) was replaced by `vault restore` after this command started; "
                + "nothing was written; start the command again"
        case .vaultBusy(let path):
            return "the vault \(path) is busy: another vault command (import, watch, serve) kept committing; "
                + "nothing was changed; try again"
        }
    }
}
