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
    /// Temporary files of processes that no longer run.
    public var abandonedTemporaries: [String]

    public var isHealthy: Bool {
        databaseIntact && strayObjects.isEmpty && missingObjects.isEmpty && abandonedTemporaries.isEmpty
    }
}

extension Vault {
    /// Checks the database and that database rows and stored files agree.
    public func checkHealth() throws -> HealthReport {
        let (messages, documents) = try database.pool.read { db in
            (try String.fetchAll(db, sql: "PRAGMA integrity_check"), try StoredDocument.fetchAll(db))
        }
        let expected = Set(documents.map { objectURL(of: $0).standardizedFileURL.path })
        let present = objects.allObjects().map { $0.url.standardizedFileURL.path }
        let presentSet = Set(present)
        let temporaries = ((try? FileManager.default.contentsOfDirectory(atPath: layout.temporary.path)) ?? [])
            .filter { $0.hasSuffix(".part") && !ObjectStore.isOwnedByRunningProcess($0) }
            .map { layout.temporary.appendingPathComponent($0).path }
        return HealthReport(
            databaseIntact: messages == ["ok"],
            integrityMessages: messages == ["ok"] ? [] : messages,
            strayObjects: present.filter { !expected.contains($0) }.sorted(),
            missingObjects: documents.filter { !presentSet.contains(objectURL(of: $0).standardizedFileURL.path) }
                .compactMap(\.id),
            abandonedTemporaries: temporaries.sorted())
    }

    /// Removes stray objects and abandoned temporary files. Documents with missing files are
    /// left for the user to decide (re-import the original, or `vault docs rm`).
    public func repair(_ report: HealthReport) throws {
        for path in report.strayObjects + report.abandonedTemporaries {
            if unlink(path) != 0 && errno != ENOENT {
                throw VaultError.storage(path: path, reason: String(cString: strerror(errno)))
            }
        }
    }
}
