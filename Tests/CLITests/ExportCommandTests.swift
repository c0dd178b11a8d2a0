import Foundation
import Testing
import Vault

/// Runs a program found on PATH; nil when it is not installed.
func runTool(_ name: String, _ arguments: [String], input: Data? = nil) throws -> VaultProcess.Result? {
    let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        .map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let path else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let output = out.fileHandleForReading.readDataToEndOfFile()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return VaultProcess.Result(
        status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
        stderr: String(decoding: errors, as: UTF8.self))
}

/// A vault with expenses in several currencies and categories, awkward text, an uncategorized
/// one, a zero amount, a draft read from a document and a rejected one.
struct ExpenseFixtureVault {
    let vault: TemporaryVault
    let scratch: URL

    init() throws {
        vault = try TemporaryVault()
        scratch = try vault.scratch()
        try require(vault.run(["journey", "add", "paris", "--name", "Paris 2025", "--currency", "EUR"]))
        let expenses: [[String]] = [
            ["Café de Flore", "18.40", "EUR", "2025-03-11", "lunch, with \"Anna\""],
            ["Taxi G7", "32.00", "EUR", "2025-03-12", "airport\nnight fare"],
            ["Hotel Vltava", "4200", "CZK", "2025-03-13", "2 nights"],
            ["Museum shop", "0", "EUR", "2025-03-14", "free entry"],
            ["Boots", "12.5", "GBP", "2025-03-15", ""],
            ["Wrong", "99", "EUR", "2025-03-15", "rejected"],
        ]
        for expense in expenses {
            var arguments = [
                "expense", "add", "--merchant", expense[0], "--total", expense[1], "--currency", expense[2],
                "--date", expense[3], "--journey", "paris",
            ]
            if !expense[4].isEmpty { arguments += ["--notes", expense[4]] }
            try require(vault.run(arguments))
        }
        try require(vault.run(["expense", "reject", "6"]))
        // A draft read from a stored document.
        let pdf = try DistinctPDFs.make(count: 1, in: scratch)
        try require(vault.run(["import", "--journey", "paris"] + pdf))
        // Categories exist in the schema; set them directly.
        let opened = try Vault.openExisting(VaultLayout(root: vault.root))
        try opened.database.pool.write { db in
            try db.execute(sql: "INSERT INTO category(name) VALUES ('Food & Drink'), ('Transport'), ('Lodging')")
            try db.execute(
                sql: """
                    UPDATE expense SET categoryId = CASE id
                      WHEN 1 THEN (SELECT id FROM category WHERE name = 'Food & Drink')
                      WHEN 2 THEN (SELECT id FROM category WHERE name = 'Transport')
                      WHEN 3 THEN (SELECT id FROM category WHERE name = 'Lodging')
                      WHEN 4 THEN (SELECT id FROM category WHERE name = 'Food & Drink')
                      WHEN 7 THEN (SELECT id FROM category WHERE name = 'Lodging')
                      ELSE NULL END
                    """)
        }
    }

    private func require(_ result: VaultProcess.Result) throws {
        guard result.status == 0 else {
            throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: result.stderr])
        }
    }

    func remove() {
        vault.remove()
        try? FileManager.default.removeItem(at: scratch)
    }
}

@Suite struct ExportCommandTests {
    private struct ExpenseRow: Decodable {
        var id: Int64
        var merchant: String?
        var total: String?
        var currency: String?
        var date: String?
        var notes: String?
        var status: String
    }

    @Test func csvReadsBackWithAStrictParserToTheSameValues() throws {
        let fixture = try ExpenseFixtureVault()
        defer { fixture.remove() }
        let file = fixture.scratch.appendingPathComponent("expenses.csv")
        let export = try fixture.vault.run(["export", "--format", "csv", "--output", file.path])
        #expect(export.status == 0, "\(export.stderr)")
        let bytes = try Data(contentsOf: file)
        #expect(String(decoding: bytes, as: UTF8.self).hasSuffix("\r\n"))
        // Python's csv module in strict mode: any quoting error is an exception.
        let script = """
            import csv, json, sys
            with open(sys.argv[1], newline='', encoding='utf-8') as f:
                print(json.dumps(list(csv.reader(f, strict=True))))
            """
        let parsed = try #require(try runTool("python3", ["-c", script, file.path]), "python3 is needed")
        #expect(parsed.status == 0, "\(parsed.stderr)")
        let rows = try JSONDecoder().decode([[String]].self, from: Data(parsed.stdout.utf8))
        #expect(rows.first == CSVExport.header)
        let expected = try fixture.vault.json([ExpenseRow].self, ["expense", "list"]).filter { $0.status != "rejected" }
        #expect(rows.count == expected.count + 1)
        for row in rows.dropFirst() {
            #expect(row.count == CSVExport.header.count)
            let match = try #require(expected.first { String($0.id) == row[0] })
            #expect(row[1] == match.date && row[2] == match.merchant && row[3] == match.total)
            #expect(row[4] == match.currency && row[5] == match.status && row[9] == (match.notes ?? ""))
        }
        let taxi = try #require(rows.first { $0[2] == "Taxi G7" })
        #expect(taxi[9] == "airport\nnight fare" && taxi[6] == "Transport")
        #expect(rows.contains { $0[9] == "lunch, with \"Anna\"" })
        let draft = try #require(rows.first { $0[5] == "draft" })
        #expect(FileManager.default.fileExists(atPath: draft[12]), "document path \(draft[12])")
    }

    @Test func beancountPassesBeanCheckAndLinksEveryReceipt() throws {
        let fixture = try ExpenseFixtureVault()
        defer { fixture.remove() }
        let file = fixture.scratch.appendingPathComponent("vault.beancount")
        let export = try fixture.vault.run(["export", "--format", "beancount", "--output", file.path])
        #expect(export.status == 0, "\(export.stderr)")
        let text = try String(contentsOf: file, encoding: .utf8)
        // scripts/setup.sh and .ci/run install beancount; its checker must run.
        let check = try #require(try runTool("bean-check", [file.path]), "bean-check is not installed (pip beancount)")
        #expect(check.status == 0, "bean-check: \(check.stdout) \(check.stderr)\n\(text)")
        #expect(text.contains("2025-03-12 * \"Taxi G7\" \"airport night fare\" ^vault-expense-2"), "\(text)")
        #expect(text.contains("  Expenses:Food-Drink  18.40 EUR"))
        #expect(text.contains("  Expenses:Lodging  4200.00 CZK"))
        #expect(text.contains("  Expenses:Uncategorized  12.50 GBP"))
        #expect(text.contains("  Assets:Cash  -0.00 EUR") || text.contains("  Assets:Cash  0.00 EUR"))
        #expect(!text.contains("Wrong"), "rejected expenses are not booked")
        let draft = try #require(text.split(separator: "\n").first { $0.contains(" ! ") }, "\(text)")
        #expect(draft.contains("^vault-expense-7"))
        let document = try #require(text.split(separator: "\n").first { $0.contains(" document ") })
        let path = try #require(document.split(separator: "\"").dropFirst().first)
        #expect(FileManager.default.fileExists(atPath: String(path)))

        let ledger = try fixture.vault.run(["export", "--format", "ledger", "--account", "Liabilities:Card"])
        #expect(ledger.status == 0, "\(ledger.stderr)")
        #expect(ledger.stdout.contains("2025/03/12 * (2) Taxi G7\n    ; airport night fare"), "\(ledger.stdout)")
        #expect(ledger.stdout.contains("    Liabilities:Card  -32.00 EUR"))
        // ledger itself reads the journal and balances it (scripts/setup.sh and .ci/run install it).
        let journal = fixture.scratch.appendingPathComponent("vault.ledger")
        try Data(ledger.stdout.utf8).write(to: journal)
        let balance = try #require(
            try runTool("ledger", ["-f", journal.path, "balance", "--flat"]), "ledger is not installed")
        #expect(balance.status == 0, "ledger: \(balance.stderr)")
        #expect(balance.stdout.contains("32.00 EUR  Expenses:Transport"), "\(balance.stdout)")
        #expect(balance.stderr.isEmpty, "\(balance.stderr)")
        let refused = try fixture.vault.run(["export", "--format", "ledger", "--account", "cash"])
        #expect(refused.status == 64, "\(refused.stderr)")
    }

    @Test func jsonHoldsTheWholeCatalogue() throws {
        let fixture = try ExpenseFixtureVault()
        defer { fixture.remove() }
        let export = try fixture.vault.run(["export", "--format", "json"])
        #expect(export.status == 0, "\(export.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
        #expect((object["journeys"] as? [Any])?.count == 1)
        let categories = Set(((object["categories"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String })
        #expect(categories.isSuperset(of: ["Food & Drink", "Transport", "Lodging"]), "\(categories)")
        let documents = try #require(object["documents"] as? [[String: Any]])
        #expect(documents.count == 1)
        let pages = try #require(documents.first?["pages"] as? [[String: Any]])
        #expect((pages.first?["text"] as? String)?.contains("Hotel Vltava") == true)
        let expenses = try #require(object["expenses"] as? [[String: Any]])
        #expect(expenses.count == 7, "rejected expenses are part of the record")
        let hotel = try #require(
            expenses.first { ($0["expense"] as? [String: Any])?["merchant"] as? String == "Hotel Vltava" })
        #expect(hotel["total"] as? String == "4200.00" && hotel["category"] as? String == "Lodging")
    }
}
