import Foundation
import GRDB

/// What `vault doctor` found.
public struct HealthReport: Sendable, Codable, Equatable {
    /// `PRAGMA integrity_check` said "ok".
    public var databaseIntact: Bool
    public var integrityMessages: [String]
    /// Stored files no document refers to (left by a crash between writing and committing).
    public var strayObjects: [String]
    /// Stored files no document refers to yet that are younger than ``Vault/strayAge``: an
    /// import may be about to commit them. Not a fault; `--repair` leaves them.
    public var recentObjects: [String] = []
    /// Documents whose stored file is gone.
    public var missingObjects: [Int64]
    /// Documents whose stored file no longer hashes to its name (its bytes changed).
    public var damagedObjects: [Int64]
    /// How many stored files had their content checked, and whether that was all of them.
    public var verifiedObjects: Int
    public var verifiedAll: Bool
    /// Temporary files of processes that no longer run.
    public var abandonedTemporaries: [String]
    /// Pages whose text is missing from the search index, or indexed with other text.
    public var unindexedPages: [Int64] = []
    /// Search index rows of pages that no longer exist.
    public var strayIndexRows: [Int64] = []
    /// Expenses whose document row is gone (their receipt is lost).
    public var expensesWithoutDocument: [Int64] = []
    /// How many bookings, journey notes and places were checked, and what is wrong with them.
    public var travelPlansChecked = 0
    public var travelPlanFaults: [TravelPlanFault] = []

    public var isHealthy: Bool {
        databaseIntact && strayObjects.isEmpty && missingObjects.isEmpty && damagedObjects.isEmpty
            && abandonedTemporaries.isEmpty && searchIndexInStep && expensesWithoutDocument.isEmpty
            && travelPlanFaults.isEmpty
    }

    /// Whether the search index holds exactly the pages' text.
    public var searchIndexInStep: Bool { unindexedPages.isEmpty && strayIndexRows.isEmpty }
}

extension Vault {
    /// How many stored files `vault doctor` reads back without `--verify`.
    public static let verifySample = 25

    /// How old a stored file no document refers to must be before it counts as stray: a
    /// younger one may belong to an import that has not committed yet (one that does not hold
    /// the vault's lock, such as an older vault's).
    public static let strayAge: TimeInterval = 300

    /// Checks the database, that database rows and stored files agree, and that stored files
    /// still hash to their names: all of them with `verifyAll`, else a random sample.
    public func checkHealth(verifyAll: Bool = false) throws -> HealthReport {
        // Files first, then rows: a file stored in between has its row by then (or is young).
        let present = objects.allObjects().map { $0.url.standardizedFileURL.path }
        let (messages, documents) = try database.pool.read { db in
            (try String.fetchAll(db, sql: "PRAGMA integrity_check"), try StoredDocument.fetchAll(db))
        }
        let index = try searchIndexFaults()
        let (plansChecked, planFaults) = try database.pool.read { db in
            (try TravelPlanCheck.count(in: db), try TravelPlanCheck.faults(in: db))
        }
        // A row whose digest is not one names no file: its document counts as missing.
        let named = documents.map { ($0, try? objectURL(of: $0).standardizedFileURL.path) }
        let expected = Set(named.compactMap(\.1))
        let presentSet = Set(present)
        let unreferenced = present.filter { !expected.contains($0) }.sorted()
        let temporaries = ((try? FileManager.default.contentsOfDirectory(atPath: layout.temporary.path)) ?? [])
            .filter { ObjectStore.isTemporaryName($0) && !ObjectStore.isOwnedByRunningProcess($0) }
            .map { layout.temporary.appendingPathComponent($0).path }
        let stored = named.filter { $0.1.map(presentSet.contains) ?? false }.map(\.0)
        let checked = verifyAll ? stored : Array(stored.shuffled().prefix(Self.verifySample))
        let damaged = checked.filter { !objects.isIntact(sha256: $0.sha256, mediaType: $0.mediaType) }
        return HealthReport(
            databaseIntact: messages == ["ok"],
            integrityMessages: messages == ["ok"] ? [] : messages,
            strayObjects: unreferenced.filter { !Self.isRecent($0) },
            recentObjects: unreferenced.filter(Self.isRecent),
            missingObjects: named.filter { !($0.1.map(presentSet.contains) ?? false) }.compactMap(\.0.id),
            damagedObjects: damaged.compactMap(\.id).sorted(),
            verifiedObjects: checked.count, verifiedAll: checked.count == stored.count,
            abandonedTemporaries: temporaries.sorted(), unindexedPages: index.unindexed,
            strayIndexRows: index.stray, expensesWithoutDocument: index.expenses,
            travelPlansChecked: plansChecked, travelPlanFaults: planFaults)
    }

    /// Pages the search index lacks (or holds with other text), index rows of no page, and
    /// expenses pointing at a document row that is gone.
    private func searchIndexFaults() throws -> (unindexed: [Int64], stray: [Int64], expenses: [Int64]) {
        try database.pool.read { db in
            let unindexed = try Int64.fetchAll(
                db,
                sql: """
                    SELECT page.id FROM page LEFT JOIN pageSearch ON pageSearch.rowid = page.id
                    WHERE pageSearch.rowid IS NULL OR pageSearch.text IS NOT page.text ORDER BY page.id
                    """)
            let stray = try Int64.fetchAll(
                db, sql: "SELECT rowid FROM pageSearch WHERE rowid NOT IN (SELECT id FROM page) ORDER BY rowid")
            let expenses = try Int64.fetchAll(
                db,
                sql: """
                    SELECT id FROM expense WHERE documentId IS NOT NULL
                    AND documentId NOT IN (SELECT id FROM document) ORDER BY id
                    """)
            return (unindexed, stray, expenses)
        }
    }

    /// Whether the file at `path` was written less than ``strayAge`` ago (or cannot be read).
    static func isRecent(_ path: String) -> Bool {
        guard let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        else { return true }
        return Date().timeIntervalSince(modified) < strayAge
    }

    /// Removes stray objects (older than ``strayAge``) and abandoned temporary files, and
    /// rebuilds the search index from the pages' text when it is out of step. Documents whose
    /// file is missing or damaged are never touched: only the original can mend them (`vault
    /// import` it again), or the user removes the document (`vault docs rm`); nor are expenses
    /// whose document is gone. A booking whose journey or document is gone is kept, unfiled or
    /// as if typed by hand. Run it inside ``exclusively(_:)`` with the report it acts on.
    public func repair(_ report: HealthReport) throws {
        // A stray is removed only if it is still old: never a file an import has just stored.
        for path in report.strayObjects.filter({ !Self.isRecent($0) }) {
            if unlink(path) != 0 && errno != ENOENT {
                throw VaultError.storage(path: path, reason: String(cString: strerror(errno)))
            }
        }
        // A temporary is a file, or an upload's folder with the file received so far.
        for path in report.abandonedTemporaries where FileManager.default.fileExists(atPath: path) {
            do {
                try FileManager.default.removeItem(atPath: path)
            } catch {
                throw VaultError.storage(path: path, reason: "\(error)")
            }
        }
        if !report.searchIndexInStep { try rebuildSearchIndex() }
        if report.travelPlanFaults.contains(where: \.isRepairable) {
            try database.pool.write { db in try TravelPlanCheck.repair(report.travelPlanFaults, in: db) }
        }
    }

    /// Fills the search index again from the pages' text, in one transaction.
    public func rebuildSearchIndex() throws {
        try database.pool.write { db in
            try db.execute(sql: "DELETE FROM pageSearch")
            try db.execute(sql: "INSERT INTO pageSearch(rowid, text) SELECT id, text FROM page")
        }
    }
}
