import Foundation
import GRDB
import OCR

/// The proof a restored database must give before it becomes a vault: that it is whole, that
/// its schema is exactly the one vault makes, and that every document names a stored file the
/// archive holds by a well-formed name. Anything else in it (a trigger that deletes expenses, a
/// view that never ends, a table vault does not create, a digest like `../../x`) is refused
/// with the archive, before the database is used.
enum RestoredDatabaseCheck {
    /// One entry of `sqlite_master`.
    struct SchemaObject: Hashable {
        var type: String
        var name: String
        var table: String
        var sql: String?
    }

    /// Checks the database as unpacked, before it is migrated or opened as a vault: it is whole
    /// (`PRAGMA integrity_check`), was written by vault (it records vault's migrations), and
    /// every table, index, trigger and view in it is one vault's migrations make, exactly as
    /// one of them left it (an older vault's backup is at an earlier step). Nothing in it runs,
    /// not even a migration over a table defined otherwise, before this is proven.
    static func checkAsUnpacked(_ url: URL, archive: URL) throws {
        func refuse(_ reason: String) -> BackupError {
            BackupError.damagedArchive(path: archive.path, reason: "its database \(reason)")
        }
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            defer { try? queue.close() }
            try queue.read { db in
                let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check")
                guard integrity == ["ok"] else {
                    throw refuse("fails SQLite's integrity check (\(integrity.first ?? "no answer"))")
                }
                guard try db.tableExists("grdb_migrations"),
                    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM grdb_migrations") ?? 0 > 0
                else { throw refuse("is empty or not a vault database") }
                let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
                let unknown = applied.filter { !VaultDatabase.migrator.migrations.contains($0) }
                if !unknown.isEmpty { throw VaultError.newerVault(path: archive.path, unknown: unknown) }
                let history = try historicalSchema()
                let types = Dictionary(history.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
                for object in try schema(db) {
                    guard types[object.name] == object.type else {
                        throw refuse("holds \(object.type) '\(object.name)', which vault does not create")
                    }
                    guard history.contains(object) else {
                        let what = object.type == "trigger" || object.type == "view" ? "body" : "definition"
                        throw refuse("holds \(object.type) '\(object.name)' with another \(what) than vault's")
                    }
                }
            }
        } catch let error as BackupError {
            throw error
        } catch let error as DatabaseError {
            throw refuse("cannot be read (\(error.message ?? "\(error.resultCode)"))")
        }
    }

    /// Checks the database once migrated: its schema is exactly the one a new vault has, and
    /// every document row names its stored file by a well-formed digest and a media type vault
    /// writes, a file the archive holds; nor does the archive hold a file no row names.
    static func checkMigrated(_ db: Database, manifest: BackupManifest, archive: URL) throws {
        func refuse(_ reason: String) -> BackupError {
            BackupError.damagedArchive(path: archive.path, reason: "its database \(reason)")
        }
        let present = Set(try schema(db))
        let known = Set(try reference())
        if let extra = present.subtracting(known).sorted(by: { $0.name < $1.name }).first {
            throw refuse("holds \(extra.type) '\(extra.name)' unlike the one vault creates")
        }
        if let lacking = known.subtracting(present).sorted(by: { $0.name < $1.name }).first {
            throw refuse("lacks \(lacking.type) '\(lacking.name)'")
        }
        let archived = Set(manifest.files.map(\.path).filter { $0 != BackupManifest.databaseEntryName })
        // Files `backup --skip-damaged` left out: their documents come back without them.
        let left = Set((manifest.skipped ?? []).map(\.path))
        var named = Set<String>()
        let rows = try Row.fetchCursor(db, sql: "SELECT id, sha256, mediaType FROM document")
        while let row = try rows.next() {
            let id: Int64 = row["id"]
            // Read as database values: a crafted row may hold a number or a blob here.
            guard let sha256 = String.fromDatabaseValue(row["sha256"]), SHA256Digest.isWellFormed(sha256) else {
                throw refuse("names document \(id)'s file by something that is not a SHA-256 digest")
            }
            guard let type = String.fromDatabaseValue(row["mediaType"]).flatMap(MediaType.init(rawValue:)) else {
                throw refuse("gives document \(id) a media type vault does not store")
            }
            let path = "objects/\(sha256.prefix(2))/\(sha256).\(type.fileExtension)"
            guard archived.contains(path) || left.contains(path) else {
                throw refuse("names document \(id)'s file \(path), which the archive does not hold")
            }
            named.insert(path)
        }
        if let stray = archived.subtracting(named).sorted().first {
            throw BackupError.damagedArchive(path: archive.path, reason: "'\(stray)' belongs to no document")
        }
    }

    /// The tables, indexes, triggers and views of a database, without SQLite's own.
    private static func schema(_ db: Database) throws -> [SchemaObject] {
        try Row.fetchAll(
            db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
        ).map { row in
            SchemaObject(type: row["type"], name: row["name"], table: row["tbl_name"], sql: row["sql"])
        }
    }

    /// Every table, index, trigger and view as each of vault's migrations leaves it, made in
    /// memory one migration at a time.
    private static func historicalSchema() throws -> Set<SchemaObject> {
        let migrator = VaultDatabase.migrator
        let queue = try DatabaseQueue()
        var known = Set<SchemaObject>()
        for identifier in migrator.migrations {
            try migrator.migrate(queue, upTo: identifier)
            known.formUnion(try queue.read { try schema($0) })
        }
        return known
    }

    /// The schema of a new vault, made in memory by the same migrations.
    private static func reference() throws -> [SchemaObject] {
        let queue = try DatabaseQueue()
        try VaultDatabase.migrator.migrate(queue)
        return try queue.read { try schema($0) }
    }
}
