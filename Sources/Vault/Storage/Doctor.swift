import Foundation
import GRDB

/// What `vault doctor` found.
public struct HealthReport: Sendable, Codable, Equatable {
    /// `PRAGMA integrity_check` said "ok".
    public var databaseIntact: Bool
    public var integrityMessages: [String]
    /// Stored files no document refers to (left by a crash between writing and committing).
    public var strayObjects: [String]
    /// Documents whose stored file is gone.
    public var missingObjects: [Int64]
    /// Documents whose stored file no longer hashes to its name (its bytes changed).
    public var damagedObjects: [Int64]
    /// How many stored files had their content checked, and whether that was all of them.
    public var verifiedObjects: Int
    public var verifiedAll: Bool
    /// Temporary files of processes that no longer run.
    public var abandonedTemporaries: [String]

    public var isHealthy: Bool {
        databaseIntact && strayObjects.isEmpty && missingObjects.isEmpty && damagedObjects.isEmpty
            && abandonedTemporaries.isEmpty
    }
}

extension Vault {
    /// How many stored files `vault doctor` reads back without `--verify`.
    public static let verifySample = 25

    /// Checks the database, that database rows and stored files agree, and that stored files
    /// still hash to their names: all of them with `verifyAll`, else a random sample.
    public func checkHealth(verifyAll: Bool = false) throws -> HealthReport {
        let (messages, documents) = try database.pool.read { db in
            (try String.fetchAll(db, sql: "PRAGMA integrity_check"), try StoredDocument.fetchAll(db))
        }
        let expected = Set(documents.map { objectURL(of: $0).standardizedFileURL.path })
        let present = objects.allObjects().map { $0.url.standardizedFileURL.path }
        let presentSet = Set(present)
        let temporaries = ((try? FileManager.default.contentsOfDirectory(atPath: layout.temporary.path)) ?? [])
            .filter { $0.hasSuffix(".part") && !ObjectStore.isOwnedByRunningProcess($0) }
            .map { layout.temporary.appendingPathComponent($0).path }
        let stored = documents.filter { presentSet.contains(objectURL(of: $0).standardizedFileURL.path) }
        let checked = verifyAll ? stored : Array(stored.shuffled().prefix(Self.verifySample))
        let damaged = checked.filter { !objects.isIntact(sha256: $0.sha256, mediaType: $0.mediaType) }
        return HealthReport(
            databaseIntact: messages == ["ok"],
            integrityMessages: messages == ["ok"] ? [] : messages,
            strayObjects: present.filter { !expected.contains($0) }.sorted(),
            missingObjects: documents.filter { !presentSet.contains(objectURL(of: $0).standardizedFileURL.path) }
                .compactMap(\.id),
            damagedObjects: damaged.compactMap(\.id).sorted(),
            verifiedObjects: checked.count, verifiedAll: checked.count == stored.count,
            abandonedTemporaries: temporaries.sorted())
    }

    /// Removes stray objects and abandoned temporary files. Documents whose file is missing or
    /// damaged are never touched: only the original can mend them (`vault import` it again),
    /// or the user removes the document (`vault docs rm`).
    public func repair(_ report: HealthReport) throws {
        for path in report.strayObjects + report.abandonedTemporaries {
            if unlink(path) != 0 && errno != ENOENT {
                throw VaultError.storage(path: path, reason: String(cString: strerror(errno)))
            }
        }
    }
}
