import Foundation
import GRDB
import Reading

#if canImport(Glibc)
    import Glibc
#endif

/// The vault's SQLite database: WAL mode (readers never wait for the writer), foreign keys
/// on, and a generous busy timeout so several `vault` processes can write to one vault.
public struct VaultDatabase: Sendable {
    public let pool: DatabasePool
    /// Opened without write access (see ``init(readOnlyAt:)``): every write fails with
    /// `SQLITE_READONLY` and changes nothing.
    public let isReadOnly: Bool

    /// Opens (creating if needed) the database at `url` and applies pending migrations.
    public init(url: URL) throws {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        // Another process may hold the write lock while it commits a large import.
        configuration.busyMode = .timeout(60)
        isReadOnly = false
        do {
            // Two processes opening a new vault at once would both try to create the schema.
            let lock = url.deletingLastPathComponent().appendingPathComponent(".vault.lock")
            pool = try FileLock.withExclusiveLock(at: lock) {
                // A new database is private; SQLite gives its -wal and -shm files its mode.
                let created = open(
                    url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(VaultLayout.filePermissions))
                if created >= 0 { close(created) }
                let pool = try DatabasePool(path: url.path, configuration: configuration)
                try Self.refuseNewerSchema(pool, path: url.path)
                try Self.migrator.migrate(pool)
                return pool
            }
        } catch let error as DatabaseError
            where error.resultCode == .SQLITE_FULL
            || (error.resultCode == .SQLITE_IOERR && StorageFailure.isNearlyFull(url.deletingLastPathComponent()))
        {
            // SQLite reports a -shm file it cannot extend on a full disk as an I/O error.
            throw VaultError.diskFull(path: url.deletingLastPathComponent().path)
        } catch let error as DatabaseError {
            throw VaultError.storage(path: url.path, reason: "database error: \(error.message ?? "\(error)")")
        }
    }

    /// Opens the database of a vault that cannot be written (a read-only file system, or a
    /// folder or database without write permission) for reading only. SQLite cannot create
    /// the WAL index beside such a database, so it is opened as immutable: nothing is locked,
    /// and changes another process might make meanwhile are not seen. Migrations cannot run:
    /// a vault that needs them must be made writable once.
    public init(readOnlyAt url: URL) throws {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.foreignKeysEnabled = true
        let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#%"))
        let escaped = url.path.addingPercentEncoding(withAllowedCharacters: allowed) ?? url.path
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            throw VaultError.storage(path: url.path, reason: "cannot read the database (no permission)")
        }
        isReadOnly = true
        do {
            pool = try DatabasePool(path: "file:\(escaped)?immutable=1", configuration: configuration)
            try Self.refuseNewerSchema(pool, path: url.path)
            guard try pool.read({ try Self.migrator.hasCompletedMigrations($0) }) else {
                throw VaultError.storage(
                    path: url.deletingLastPathComponent().path,
                    reason: "the vault is read-only and was written by an older vault; make it writable "
                        + "once so that it can be upgraded; nothing was changed")
            }
        } catch let error as DatabaseError {
            throw VaultError.storage(path: url.path, reason: "database error: \(error.message ?? "\(error)")")
        }
    }

    /// Whether the vault folder `root` or its database `url` cannot be written by this process.
    static func isUnwritable(root: URL, database url: URL) -> Bool {
        access(root.path, W_OK) != 0
            || (FileManager.default.fileExists(atPath: url.path) && access(url.path, W_OK) != 0)
    }

    /// Throws ``VaultError/newerVault(path:unknown:)`` when the database records migrations
    /// this build does not have: a newer vault changed the schema, and migrating or writing
    /// with older code could lose what it added.
    static func refuseNewerSchema(_ pool: DatabasePool, path: String) throws {
        let known = Set(migrator.migrations)
        let applied: [String] = try pool.read { db in
            guard try db.tableExists("grdb_migrations") else { return [] }
            return try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
        }
        let unknown = applied.filter { !known.contains($0) }
        if !unknown.isEmpty { throw VaultError.newerVault(path: path, unknown: unknown) }
    }

    /// Append-only schema history: never edit a registered migration, add a new one.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: journeys, documents, pages, expenses, search") { db in
            try db.create(table: "journey") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("slug", .text).notNull().unique()
                t.column("name", .text).notNull()
                t.column("destination", .text)
                t.column("startDate", .text)
                t.column("endDate", .text)
                t.column("currency", .text)
                t.column("notes", .text)
            }
            try db.create(table: "document") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("sha256", .text).notNull().unique()
                t.column("originalName", .text).notNull()
                t.column("mediaType", .text).notNull()
                t.column("size", .integer).notNull()
                t.column("pageCount", .integer).notNull()
                t.belongsTo("journey", onDelete: .restrict)
                t.column("kind", .text)
                t.column("textSource", .text).notNull()
                t.column("importedAt", .datetime).notNull().indexed()
                t.column("source", .text)
            }
            try db.create(table: "page") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("document", onDelete: .cascade).notNull()
                t.column("number", .integer).notNull()
                t.column("text", .text).notNull()
                t.column("confidence", .double).notNull()
                t.column("source", .text).notNull()
                t.uniqueKey(["documentId", "number"])
            }
            try db.create(table: "category") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull().unique(onConflict: .ignore)
            }
            try db.create(table: "expense") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("document", onDelete: .setNull)
                t.belongsTo("journey", onDelete: .restrict)
                t.column("status", .text).notNull().defaults(to: "draft")
                    .check { ["draft", "confirmed", "rejected"].contains($0) }
                t.column("merchant", .text)
                // Money: integer minor units plus an ISO 4217 code, never floating point.
                t.column("amountMinor", .integer)
                t.column("currency", .text)
                t.column("date", .text)
                t.belongsTo("category", onDelete: .setNull)
                t.column("notes", .text)
                t.column("confidence", .jsonText)
                t.column("evidence", .jsonText)
                t.column("filedBy", .text)
                t.column("createdAt", .datetime).notNull()
                t.column("updatedAt", .datetime).notNull()
            }
            try db.create(table: "tag") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull().unique(onConflict: .ignore)
            }
            try db.create(table: "documentTag") { t in
                t.belongsTo("document", onDelete: .cascade).notNull()
                t.belongsTo("tag", onDelete: .cascade).notNull()
                t.primaryKey(["documentId", "tagId"])
            }
            try db.create(table: "expenseTag") { t in
                t.belongsTo("expense", onDelete: .cascade).notNull()
                t.belongsTo("tag", onDelete: .cascade).notNull()
                t.primaryKey(["expenseId", "tagId"])
            }
            try db.create(table: "setting") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
            // Full-text search over page text; rowid = page.id. Diacritics folded so "cafe"
            // finds "café".
            try db.execute(
                sql: """
                    CREATE VIRTUAL TABLE pageSearch USING fts5(
                        text, tokenize = 'unicode61 remove_diacritics 2')
                    """)
            try db.execute(
                sql: """
                    CREATE TRIGGER pageSearchDelete AFTER DELETE ON page BEGIN
                        DELETE FROM pageSearch WHERE rowid = old.id;
                    END
                    """)
        }
        migrator.registerMigration("v2: filing notes, currency source, merchant corrections") { db in
            try db.alter(table: "expense") { t in
                t.add(column: "filingNote", .text)
                t.add(column: "currencySource", .text)
                t.add(column: "ocrMerchant", .text)
                t.add(column: "merchantNote", .text)
            }
            try db.create(index: "expenseStatus", on: "expense", columns: ["status"])
            try db.create(table: "merchantRule") { t in
                t.autoIncrementedPrimaryKey("id")
                // The merchant as OCR read it, folded (upper case, letters and digits only).
                t.column("pattern", .text).notNull().unique()
                t.column("example", .text).notNull()
                t.column("merchant", .text).notNull()
                t.column("timesApplied", .integer).notNull().defaults(to: 0)
                t.column("createdAt", .datetime).notNull()
            }
        }
        migrator.registerMigration("v3-truth: fields set by the user") { db in
            try db.alter(table: "expense") { t in
                // JSON: per field, the day the user set it and what the reader had found.
                t.add(column: "edits", .jsonText)
            }
        }
        migrator.registerMigration("v3-kinds: kind evidence and the stored reading of each document") { db in
            try db.alter(table: "document") { t in
                t.add(column: "kindEvidence", .text)
                t.add(column: "reading", .jsonText)
            }
            try db.create(index: "documentKind", on: "document", columns: ["kind"])
        }
        migrator.registerMigration("v3-learn: shop fingerprints") { db in
            // One row per confirmed expense read from a document: the merchant as confirmed and
            // the marks of that receipt's header (address, phone, tax and registration numbers).
            try db.create(table: "shopFingerprint") { t in
                t.primaryKey("expenseId", .integer).references("expense", onDelete: .cascade)
                t.column("merchant", .text).notNull()
                t.column("fingerprint", .jsonText).notNull()
                t.column("createdAt", .datetime).notNull()
            }
        }
        migrator.registerMigration("v4-organise") { db in
            try OrganiseSchema.migrate(db)
        }
        migrator.registerMigration("v4-bookings") { db in
            // Transports, stays and car rentals read from booking documents or typed by hand.
            try db.create(table: "booking") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("document", onDelete: .cascade)
                t.belongsTo("journey", onDelete: .setNull)
                t.belongsTo("expense", onDelete: .setNull)
                t.column("type", .text).notNull().check { ["transport", "stay", "rental"].contains($0) }
                t.column("mode", .text)
                t.column("provider", .text)
                t.column("number", .text)
                t.column("origin", .text)
                t.column("destination", .text)
                // Local times where they happen: YYYY-MM-DD or YYYY-MM-DDTHH:MM.
                t.column("startAt", .text).indexed()
                t.column("endAt", .text)
                t.column("reference", .text)
                t.column("seat", .text)
                t.column("terminal", .text)
                t.column("platform", .text)
                t.column("room", .text)
                t.column("address", .text)
                t.column("confidence", .jsonText)
                t.column("evidence", .jsonText)
                t.column("filedBy", .text)
                t.column("filingNote", .text)
                t.column("createdAt", .datetime).notNull()
                t.column("updatedAt", .datetime).notNull()
            }
            try db.create(table: "journeyNote") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("journey", onDelete: .cascade).notNull()
                t.column("text", .text).notNull()
                t.column("createdAt", .datetime).notNull()
            }
            try db.create(table: "place") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("journey", onDelete: .cascade).notNull()
                t.column("name", .text).notNull()
                t.column("address", .text)
                t.column("date", .text)
                t.column("category", .text)
                t.column("done", .boolean).notNull().defaults(to: false)
                t.column("createdAt", .datetime).notNull()
            }
        }
        migrator.registerMigration("v5-search") { db in
            // Narrow indexes a word search reads instead of the wide rows (page text, expense
            // evidence): the document of each matching page and of each matching expense.
            try db.create(index: "pageDocument", on: "page", columns: ["id", "documentId"])
            try db.create(index: "expenseDocument", on: "expense", columns: ["id", "documentId"])
        }
        migrator.registerMigration("v5-hardening") { db in
            try db.alter(table: "document") { t in
                // A damaged PDF kept with the pages that could be read names the others here.
                t.add(column: "warning", .text)
            }
        }
        migrator.registerMigration("v5-shop-changes") { db in
            // A random number drawn again at every change of the learned shops, whichever
            // process makes it: a process that keeps them decoded reads this one row, not the
            // whole table, to know whether they are still current. Random rather than counted,
            // so that a vault restored from a backup and changed again cannot repeat a stamp.
            try db.create(table: "shopFingerprintChange") { t in
                t.primaryKey("id", .integer).check { $0 == 1 }
                t.column("stamp", .integer).notNull()
            }
            try db.execute(sql: "INSERT INTO shopFingerprintChange (id, stamp) VALUES (1, random())")
            for event in ["INSERT", "UPDATE", "DELETE"] {
                try db.execute(
                    sql: """
                        CREATE TRIGGER shopFingerprint\(event.capitalized) AFTER \(event) ON shopFingerprint
                        BEGIN UPDATE shopFingerprintChange SET stamp = random(); END
                        """)
            }
        }
        migrator.registerMigration("v6-search-filters") { db in
            // A word search with filters (`--currency EUR --min 10`) checks each matching page's
            // expense: this index answers every filter column by the document, without reading
            // the wide expense row. It starts with the document, so it also serves every lookup
            // the foreign key's own index served.
            try db.create(
                index: "expenseDocumentFilters", on: "expense",
                columns: ["documentId", "currency", "amountMinor", "status", "categoryId", "journeyId", "date"])
            try db.execute(sql: "DROP INDEX IF EXISTS expense_on_documentId")
            // A category with a date range (`--category Transport --from 2018-01-01`) reads only
            // the category's expenses of those days; it too replaces the foreign key's index.
            try db.create(index: "expenseCategoryDate", on: "expense", columns: ["categoryId", "date"])
            try db.execute(sql: "DROP INDEX IF EXISTS expense_on_categoryId")
        }
        migrator.registerMigration("v7-object-names") { db in
            try ObjectNameConstraints.create(in: db)
        }
        migrator.registerMigration("v8-mail") { db in
            // E-mail messages are stored as documents of type message/rfc822.
            try ObjectNameConstraints.recreate(in: db, mediaTypes: ObjectNameConstraints.mediaTypesWithMail)
            // Who sent a message, its subject and when (ISO 8601 in UTC, with the offset it was
            // written in), one row per message document.
            try db.create(table: "mailMessage") { t in
                t.primaryKey("documentId", .integer).references("document", onDelete: .cascade)
                t.column("sender", .text)
                t.column("subject", .text)
                t.column("sentAt", .text)
                t.column("sentOffset", .integer)
                t.column("messageId", .text)
            }
            // A document that came as an attachment of a message: the link goes with either.
            try db.create(table: "mailAttachment") { t in
                t.primaryKey("documentId", .integer).references("document", onDelete: .cascade)
                t.belongsTo("messageDocument", inTable: "document", onDelete: .cascade).notNull()
                t.column("name", .text)
            }
        }
        migrator.registerMigration("v9-booking-zones") { db in
            // Each booking time with the IANA zone it is local to, looked up from its place
            // when it is stored (KnownPlaces), so a calendar and a duration need no lookup later.
            try db.alter(table: "booking") { t in
                t.add(column: "startZone", .text)
                t.add(column: "endZone", .text)
            }
            // Read as plain rows: the Booking record may hold more columns in later versions.
            let rows = try Row.fetchAll(
                db, sql: "SELECT id, type, origin, destination, address, provider FROM booking")
            for row in rows {
                guard let type = BookingType(rawValue: row["type"]) else { continue }
                var booking = Booking(type: type)
                booking.origin = row["origin"]
                booking.destination = row["destination"]
                booking.address = row["address"]
                booking.provider = row["provider"]
                let zones = booking.placeZones
                try db.execute(
                    sql: "UPDATE booking SET startZone = ?, endZone = ? WHERE id = ?",
                    arguments: [zones.start, zones.end, row["id"] as Int64?])
            }
        }
        migrator.registerMigration("v10-reservations") { db in
            // A booking read from a sender's schema.org markup keeps its reservation's number,
            // status and last change, so a later message for it updates or cancels it; and
            // where the markup and the text disagreed.
            try db.alter(table: "booking") { t in
                t.add(column: "reservationNumber", .text)
                t.add(column: "reservationStatus", .text)
                t.add(column: "reservationModified", .text)
                t.add(column: "markupNote", .text)
            }
            try db.create(index: "bookingReservationNumber", on: "booking", columns: ["reservationNumber"])
            // An event ticket (schema.org EventReservation) is a booking type of its own. SQLite
            // cannot change a CHECK: the table is made again with the wider one (GRDB checks
            // the foreign keys once the migration is done), its indexes as they were.
            try BookingTableRebuild.allowing(types: BookingType.allCases.map(\.rawValue), in: db)
            // A saved confirmation page is stored as a document of type text/html.
            try ObjectNameConstraints.recreate(in: db, mediaTypes: ObjectNameConstraints.mediaTypesWithHTML)
        }
        migrator.registerMigration("v11-budgets") { db in
            try BudgetSchema.migrate(db)
        }
        migrator.registerMigration("v12-recurring") { db in
            try RecurringSchema.migrate(db)
        }
        migrator.registerMigration("v13-fx-source") { db in
            try ReferenceRateSchema.migrate(db)
        }
        migrator.registerMigration("v14-category-learning") { db in
            try CategoryRuleSchema.migrate(db)
        }
        return migrator
    }
}
