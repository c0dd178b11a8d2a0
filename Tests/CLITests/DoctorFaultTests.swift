import Foundation
import Testing
import Vault

/// `vault doctor` finds each fault put into a real vault, and `--repair` mends exactly the
/// ones it says it can.
@Suite struct DoctorFaultTests {
    private struct Report: Decodable {
        var strayObjects: [String]
        var missingObjects: [Int64]
        var damagedObjects: [Int64]
        var unindexedPages: [Int64]
        var strayIndexRows: [Int64]
        var expensesWithoutDocument: [Int64]
    }

    @Test func everyInjectedFaultIsFoundAndRepairFixesWhatItClaims() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let scratch = try vault.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        #expect(try vault.run(["import"] + (try DistinctPDFs.make(count: 4, in: scratch))).status == 0)
        let documents = try vault.json([DocumentRow].self, ["docs", "list"]).sorted { $0.id < $1.id }
        try #require(documents.count == 4)
        func object(_ row: DocumentRow) -> URL {
            vault.root.appendingPathComponent("objects/\(row.sha256.prefix(2))/\(row.sha256).pdf")
        }
        // 1: a deleted object; 2: one flipped byte; a stray file beside them.
        try FileManager.default.removeItem(at: object(documents[0]))
        let damaged = object(documents[1])
        var bytes = [UInt8](try Data(contentsOf: damaged))
        bytes[bytes.count / 2] ^= 0x20
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: damaged.path)
        try Data(bytes).write(to: damaged)
        let stray = vault.root.appendingPathComponent("objects/ff/\(String(repeating: "f", count: 64)).pdf")
        try FileManager.default.createDirectory(
            at: stray.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("stray".utf8).write(to: stray)
        // Left by an import killed an hour ago: old enough to be stray, not one in flight.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: stray.path)
        // 3: its search row deleted; a search row of no page; 4: its expense's document row gone.
        let opened = try Vault.openExisting(VaultLayout(root: vault.root))
        let pageOfThird = try #require(try opened.pages(ofDocument: documents[2].id).first?.id)
        let expenseOfFourth = try #require(try opened.expenses().first { $0.documentId == documents[3].id }?.id)
        try opened.database.pool.writeWithoutTransaction { db in
            try db.execute(sql: "DELETE FROM pageSearch WHERE rowid = ?", arguments: [pageOfThird])
            try db.execute(sql: "INSERT INTO pageSearch(rowid, text) VALUES (9999, 'ghost page')")
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.execute(sql: "UPDATE expense SET documentId = 4242 WHERE id = ?", arguments: [expenseOfFourth])
            try db.execute(sql: "PRAGMA foreign_keys = ON")
        }

        let found = try vault.json(Report.self, ["doctor", "--verify"])
        #expect(found.missingObjects == [documents[0].id])
        #expect(found.damagedObjects == [documents[1].id])
        #expect(found.strayObjects.map { URL(fileURLWithPath: $0).lastPathComponent } == [stray.lastPathComponent])
        #expect(found.unindexedPages == [pageOfThird])
        #expect(found.strayIndexRows == [9999])
        #expect(found.expensesWithoutDocument == [expenseOfFourth])
        let text = try vault.run(["doctor", "--verify"])
        #expect(text.status == 1)
        #expect(
            text.stdout.contains("search index    out of step: 1 page missing or stale, 1 row of no page"),
            "\(text.stdout)")
        #expect(text.stdout.contains("expense \(expenseOfFourth): its document is gone"), "\(text.stdout)")
        #expect(text.stdout.contains("to rebuild the search index"), "\(text.stdout)")

        let repair = try vault.run(["doctor", "--verify", "--repair"])
        #expect(repair.status == 1, "missing and damaged files remain")
        #expect(repair.stdout.contains("repaired: removed 1 leftover file"), "\(repair.stdout)")
        #expect(repair.stdout.contains("repaired: rebuilt the search index"), "\(repair.stdout)")
        #expect(repair.stdout.contains("cannot fix: document \(documents[0].id): its stored file is missing"))
        #expect(repair.stdout.contains("cannot fix: document \(documents[1].id): its stored file is damaged"))
        #expect(repair.stdout.contains("cannot fix: expense \(expenseOfFourth): its document is gone"))

        let after = try vault.json(Report.self, ["doctor", "--verify"])
        #expect(after.strayObjects.isEmpty && after.unindexedPages.isEmpty && after.strayIndexRows.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: stray.path))
        #expect(after.missingObjects == found.missingObjects && after.damagedObjects == found.damagedObjects)
        #expect(after.expensesWithoutDocument == found.expensesWithoutDocument)
        #expect(try Data(contentsOf: damaged) == Data(bytes), "a damaged original is never touched")
        // The rebuilt index finds the page again by its words.
        let hits = try opened.database.pool.read { db in
            try Int64.fetchAll(db, sql: "SELECT rowid FROM pageSearch WHERE pageSearch MATCH 'invoice'")
        }
        #expect(hits.contains(pageOfThird), "\(hits)")
    }
}
