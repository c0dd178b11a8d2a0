import Foundation
import GRDB
import Testing

/// Upgrades: a vault made by the first release's schema (`TestData/vault-v1`, written by
/// `scripts/make_v1_vault.py`) opens with this build, is migrated, and keeps every journey,
/// document and expense; a vault written by a newer build is refused. Every schema change
/// adds its checks here.
@Suite struct UpgradeTests {
    /// What `TestData/vault-v1/expected.json` says the first release's vault holds.
    struct Expected: Decodable {
        struct Journey: Decodable {
            var slug: String
            var name: String
            var from: String?
            var to: String?
            var currency: String?
        }
        struct Document: Decodable {
            var id: Int
            var originalName: String
            var sha256: String
            var journey: String?
            var pages: Int
        }
        struct Expense: Decodable {
            var id: Int
            var document: Int?
            var journey: String?
            var status: String
            var merchant: String
            var total: String
            var currency: String
            var date: String
        }
        var migration: String
        var journeys: [Journey]
        var documents: [Document]
        var expenses: [Expense]
        var settings: [String: String]
    }

    /// A copy of the first release's vault in a temporary folder (TestData stays untouched).
    private func copyOfFirstReleaseVault() throws -> (vault: URL, expected: Expected) {
        let source = URL(fileURLWithPath: VaultProcess.fixture("vault-v1"))
        let expected = try JSONDecoder().decode(
            Expected.self, from: Data(contentsOf: source.appendingPathComponent("expected.json")))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vault-upgrade-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let vault = folder.appendingPathComponent("vault")
        try FileManager.default.copyItem(at: source, to: vault)
        try FileManager.default.removeItem(at: vault.appendingPathComponent("expected.json"))
        return (vault, expected)
    }

    private func json(_ arguments: [String], vault: URL) throws -> [[String: Any]] {
        let result = try VaultProcess.run(arguments + ["--json", "--vault", vault.path])
        try #require(result.status == 0, "\(arguments): \(result.stderr)")
        return try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    }

    @Test func firstReleaseVaultMigratesAndKeepsEverything() throws {
        let (vault, expected) = try copyOfFirstReleaseVault()
        defer { try? FileManager.default.removeItem(at: vault.deletingLastPathComponent()) }
        let database = vault.appendingPathComponent("vault.sqlite").path
        let before = try DatabaseQueue(path: database).read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        }
        #expect(before == [expected.migration])

        // The first command migrates; doctor reads every stored file back and checks the index.
        let doctor = try VaultProcess.run(["doctor", "--verify", "--vault", vault.path])
        #expect(doctor.status == 0, "\(doctor.stdout)\(doctor.stderr)")
        #expect(
            doctor.stdout.contains("damaged files   0 (all \(expected.documents.count) checked)"), "\(doctor.stdout)")
        #expect(doctor.stdout.contains("search index    ok"), "\(doctor.stdout)")
        let after = try DatabaseQueue(path: database).read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        }
        #expect(after.count > 1 && after.contains(expected.migration), "\(after)")

        let journeys = try json(["journey", "list"], vault: vault)
        #expect(journeys.count == expected.journeys.count)
        for journey in expected.journeys {
            let found = try #require(journeys.first { $0["slug"] as? String == journey.slug }, "\(journey.slug)")
            #expect(found["name"] as? String == journey.name)
            #expect(found["startDate"] as? String == journey.from && found["endDate"] as? String == journey.to)
            #expect(found["currency"] as? String == journey.currency)
        }

        let documents = try json(["docs", "list"], vault: vault)
        #expect(documents.count == expected.documents.count)
        for document in expected.documents {
            let found = try #require(documents.first { $0["id"] as? Int == document.id }, "document \(document.id)")
            #expect(found["name"] as? String == document.originalName)
            #expect(found["sha256"] as? String == document.sha256)
            #expect(found["journey"] as? String == document.journey)
            #expect(found["pages"] as? Int == document.pages)
            let text = try VaultProcess.run(["docs", "text", String(document.id), "--vault", vault.path])
            #expect(text.status == 0 && !text.stdout.isEmpty, "\(text.stderr)")
        }

        let expenses = try json(["expense", "list"], vault: vault)
        #expect(expenses.count == expected.expenses.count)
        for expense in expected.expenses {
            let found = try #require(expenses.first { $0["id"] as? Int == expense.id }, "expense \(expense.id)")
            #expect(found["status"] as? String == expense.status)
            #expect(found["merchant"] as? String == expense.merchant)
            #expect(found["total"] as? String == expense.total)
            #expect(found["currency"] as? String == expense.currency)
            #expect(found["date"] as? String == expense.date)
            #expect(found["journey"] as? String == expense.journey)
            #expect(found["documentId"] as? Int == expense.document)
        }
        for (key, value) in expected.settings {
            let setting = try VaultProcess.run(["config", "get", key, "--vault", vault.path])
            #expect(setting.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == value, "\(setting.stderr)")
        }
        // The migrated vault keeps working: a second run has nothing to migrate and stays clean.
        #expect(try VaultProcess.run(["doctor", "--vault", vault.path]).status == 0)
    }

    @Test func vaultFromANewerBuildIsRefused() throws {
        let (vault, _) = try copyOfFirstReleaseVault()
        defer { try? FileManager.default.removeItem(at: vault.deletingLastPathComponent()) }
        let database = vault.appendingPathComponent("vault.sqlite")
        #expect(try VaultProcess.run(["doctor", "--vault", vault.path]).status == 0)
        let future = "v99: something this build has never heard of"
        try DatabaseQueue(path: database.path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [future])
        }
        func schema() throws -> [String] {
            try DatabaseQueue(path: database.path).read { db in
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
                    + String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name")
            }
        }
        let schemaBefore = try schema()
        for arguments in [["docs", "list"], ["import", VaultProcess.fixture("invoice-text-layer.pdf")]] {
            let result = try VaultProcess.run(arguments + ["--vault", vault.path])
            #expect(result.status == 65, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("vault: \(database.path): written by a newer vault"), "\(result.stderr)")
            #expect(
                result.stderr.contains("'\(future)'") && result.stderr.contains("upgrade vault"), "\(result.stderr)")
        }
        #expect(try schema() == schemaBefore, "the refused vault was changed")
    }
}
