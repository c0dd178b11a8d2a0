import Foundation
import Testing
import Vault

struct ExpenseRow: Decodable {
    var id: Int64
    var status: String
    var merchant: String?
    var total: String?
    var currency: String?
    var date: String?
    var journey: String?
    var documentId: Int64?
    var filedBy: String?
    var filingNote: String?
    var currencySource: String?
    var merchantNote: String?
    var notes: String?
}

private struct Expected: Decodable {
    var merchant: String
    var total: String
    var currency: String
    var date: String
}

private func expected(_ fixture: String) throws -> Expected {
    let name = (fixture as NSString).deletingPathExtension + ".expected.json"
    return try JSONDecoder().decode(
        Expected.self, from: Data(contentsOf: URL(fileURLWithPath: VaultProcess.fixture(name))))
}

@Suite struct ExpenseFilingTests {
    @Test func importFilesDraftsByFlagInboxFolderDateRangeOrLeavesThemUnfiledWithAReason() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        for arguments in [
            ["journey", "add", "paris", "--name", "Paris", "--from", "2025-01-01", "--to", "2025-01-31"],
            ["journey", "add", "rome", "--name", "Rome"],
            ["journey", "add", "march", "--name", "March trip", "--from", "2025-03-10", "--to", "2025-03-13"],
        ] {
            #expect(try vault.run(arguments).status == 0)
        }
        // Flag: the diner's date (2025-03-12) is in "march", but --journey wins.
        #expect(
            try vault.run(["import", VaultProcess.fixture("receipt-en-usd-diner.png"), "--journey", "paris"]).status
                == 0)
        // Inbox folder: a file in inbox/rome/ goes to rome, whatever its date.
        let inbox = vault.root.appendingPathComponent("inbox/rome")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        let dropped = inbox.appendingPathComponent("pub.png")
        try FileManager.default.copyItem(atPath: VaultProcess.fixture("receipt-gb-gbp-pub.png"), toPath: dropped.path)
        let byFolder = try vault.run(["import", dropped.path])
        #expect(byFolder.status == 0)
        #expect(byFolder.stdout.contains("journey rome (by its inbox folder)"), "\(byFolder.stdout)")
        // Date range: 2025-03-12 lies in "march" only.
        let byDate = try vault.run(["import", VaultProcess.fixture("receipt-fr-eur-brasserie.png")])
        #expect(byDate.status == 0)
        #expect(byDate.stdout.contains("journey march (by its date)"), "\(byDate.stdout)")
        // No journey covers 2025-04-18.
        #expect(try vault.run(["import", VaultProcess.fixture("receipt-de-eur-supermarkt.jpg")]).status == 0)

        let expenses = try vault.json([ExpenseRow].self, ["expense", "list"])
        #expect(expenses.count == 4)
        let byDocument = Dictionary(uniqueKeysWithValues: expenses.map { ($0.documentId ?? 0, $0) })
        let cases: [(document: Int64, fixture: String, journey: String?, rule: String)] = [
            (1, "receipt-en-usd-diner.png", "paris", "flag"),
            (2, "receipt-gb-gbp-pub.png", "rome", "inbox-folder"),
            (3, "receipt-fr-eur-brasserie.png", "march", "date-range"),
            (4, "receipt-de-eur-supermarkt.jpg", nil, "unfiled"),
        ]
        for item in cases {
            let expense = try #require(byDocument[item.document], "no draft for \(item.fixture)")
            let want = try expected(item.fixture)
            #expect(expense.status == "draft")
            #expect(expense.merchant?.lowercased() == want.merchant.lowercased(), "\(item.fixture)")
            #expect(expense.total == want.total, "\(item.fixture)")
            #expect(expense.currency == want.currency, "\(item.fixture)")
            #expect(expense.date == want.date, "\(item.fixture)")
            #expect(expense.journey == item.journey, "\(item.fixture)")
            #expect(expense.filedBy == item.rule, "\(item.fixture)")
        }
        #expect(byDocument[4]?.filingNote == "no journey covers 2025-04-18")
        // The document is filed with its expense.
        #expect(try vault.json([DocumentRow].self, ["docs", "list", "--journey", "rome"]).map(\.id) == [2])
        #expect(try vault.json([DocumentRow].self, ["docs", "list", "--unfiled"]).map(\.id) == [4])
    }

    @Test func unknownInboxFolderIsReportedAndNothingIsStored() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let folder = vault.root.appendingPathComponent("inbox/atlantis")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let dropped = folder.appendingPathComponent("invoice.pdf")
        try FileManager.default.copyItem(atPath: VaultProcess.fixture("invoice-text-layer.pdf"), toPath: dropped.path)
        let result = try vault.run(["import", dropped.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("no journey 'atlantis'"))
        #expect(vault.storedObjects().isEmpty)
    }

    @Test func correctedMerchantIsAppliedToTheNextReceiptFromTheSameShop() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["import", VaultProcess.fixture("receipt-en-usd-diner.png")]).status == 0)
        let first = try #require(try vault.json([ExpenseRow].self, ["expense", "list"]).first)
        #expect(first.merchant == "BLUE MOON DINER")
        #expect(
            try vault.run(["expense", "edit", String(first.id), "--merchant", "Blue Moon Diner, Kingston"]).status == 0)

        // The same shop's receipt, scanned smaller: different bytes, same printed name.
        #expect(try vault.run(["import", VaultProcess.fixture("receipt-en-usd-diner-small.png")]).status == 0)
        let second = try #require(try vault.json([ExpenseRow].self, ["expense", "list"]).first { $0.documentId == 2 })
        #expect(second.merchant == "Blue Moon Diner, Kingston")
        #expect(second.merchantNote?.contains("BLUE MOON DINER") == true)

        struct RuleRow: Decodable {
            var id: Int64
            var reads: String
            var merchant: String
            var timesApplied: Int
        }
        let rules = try vault.json([RuleRow].self, ["merchant", "list"])
        #expect(rules.count == 1)
        #expect(rules.first?.reads == "BLUE MOON DINER" && rules.first?.timesApplied == 1)
        // Forgetting the rule stops it.
        #expect(try vault.run(["merchant", "rm", String(rules.first?.id ?? 0)]).status == 0)
        #expect(try vault.json([RuleRow].self, ["merchant", "list"]).isEmpty)
    }
}

@Suite struct ExpenseCommandTests {
    @Test func addListConfirmRejectAndEdit() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["journey", "add", "paris", "--name", "Paris"]).status == 0)
        let added = try vault.run([
            "expense", "add", "--merchant", "Taxi G7", "--total", "32", "--currency", "eur", "--date", "2025-03-12",
            "--journey", "paris", "--notes", "airport",
        ])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(
            try vault.run([
                "expense", "add", "--merchant", "Hotel", "--total", "0", "--currency", "JPY", "--date", "2025-03-13",
            ]).status == 0)
        var expenses = try vault.json([ExpenseRow].self, ["expense", "list"])
        #expect(expenses.map(\.merchant) == ["Hotel", "Taxi G7"])
        let taxi = try #require(expenses.last)
        #expect(
            taxi.total == "32.00" && taxi.currency == "EUR" && taxi.journey == "paris" && taxi.status == "confirmed")
        #expect(taxi.documentId == nil && taxi.notes == "airport")
        #expect(expenses.first?.total == "0")

        #expect(
            try vault.run(["expense", "edit", String(taxi.id), "--total", "35.5", "--currency", "CHF", "--unfile"])
                .status == 0)
        #expect(try vault.run(["expense", "reject", String(taxi.id)]).status == 0)
        expenses = try vault.json([ExpenseRow].self, ["expense", "list", "--status", "rejected"])
        #expect(expenses.count == 1)
        #expect(expenses.first?.total == "35.50" && expenses.first?.currency == "CHF" && expenses.first?.journey == nil)
        #expect(try vault.run(["expense", "confirm", String(taxi.id)]).status == 0)
        #expect(try vault.json([ExpenseRow].self, ["expense", "list", "--status", "confirmed"]).count == 2)
        #expect(try vault.json([ExpenseRow].self, ["expense", "list", "--journey", "paris"]).isEmpty)
        // Changing the currency keeps the amount: 35.50 CHF -> 36 JPY (no minor unit, rounded),
        // and says so.
        let yen = try vault.run(["expense", "edit", String(taxi.id), "--currency", "JPY"])
        #expect(yen.status == 0, "\(yen.stderr)")
        #expect(yen.stdout.contains("total rounded from 35.5 to 36 JPY"), "\(yen.stdout)")
        let shown = try vault.json(ExpenseRow.self, ["expense", "show", String(taxi.id)])
        #expect(shown.total == "36" && shown.currency == "JPY" && shown.currencySource == "manual")
    }

    @Test(arguments: [
        (["--merchant", ""], "merchant: must be 1-100 characters"),
        (["--merchant", String(repeating: "x", count: 101)], "merchant: must be 1-100 characters"),
        (["--notes", String(repeating: "n", count: 501)], "notes: must be at most 500 characters"),
        (["--total=-1"], "total: must not be negative"),
        (["--total", "1,200"], "total: '1,200' is not an amount"),
        (["--currency", "XYZ"], "currency: 'XYZ' is not an ISO 4217 code"),
        (["--date", "2025-02-30"], "date: '2025-02-30' is not a real date"),
        (["--date", "12/03/2025"], "date: '12/03/2025' is not a real date"),
        (["--journey", "nowhere"], "no journey 'nowhere'"),
    ])
    func editRejectsInvalidValues(arguments: [String], message: String) throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(
            try vault.run([
                "expense", "add", "--merchant", "Cafe", "--total", "3.20", "--currency", "EUR", "--date", "2025-03-12",
            ]).status == 0)
        let result = try vault.run(["expense", "edit", "1"] + arguments)
        #expect(result.status == (message.hasPrefix("no journey") ? 66 : 64), "\(arguments): \(result.stderr)")
        #expect(result.stderr.hasPrefix("vault: \(message)"), "\(result.stderr)")
        // Nothing changed.
        let expense = try #require(try vault.json([ExpenseRow].self, ["expense", "list"]).first)
        #expect(expense.merchant == "Cafe" && expense.total == "3.20" && expense.date == "2025-03-12")
    }

    @Test(arguments: [
        (
            ["--merchant", " ", "--total", "1", "--currency", "EUR", "--date", "2025-03-12"],
            "merchant: must be 1-100 characters"
        ),
        (
            ["--merchant", "A", "--total", "-", "--currency", "EUR", "--date", "2025-03-12"],
            "total: '-' is not an amount"
        ),
        (
            ["--merchant", "A", "--total", "1", "--currency", "EURO", "--date", "2025-03-12"],
            "currency: 'EURO' is not an ISO 4217 code"
        ),
        (
            ["--merchant", "A", "--total", "1", "--currency", "EUR", "--date", "2025-13-01"],
            "date: '2025-13-01' is not a real date"
        ),
    ])
    func addRejectsInvalidValues(arguments: [String], message: String) throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let result = try vault.run(["expense", "add"] + arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("vault: \(message)"), "\(result.stderr)")
        #expect(try vault.json([ExpenseRow].self, ["expense", "list"]).isEmpty)
    }

    @Test func unknownIdsAndEmptyEditsAreErrors() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let missing = try vault.run(["expense", "confirm", "42"])
        #expect(missing.status == 66 && missing.stderr == "vault: no expense 42 (see `vault expense list`)\n")
        #expect(try vault.run(["expense", "edit", "42"]).status == 64)
        #expect(try vault.run(["expense", "list", "--status", "pending"]).status == 64)
    }

    @Test func configDefaultsCurrencyAndLanguage() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["config", "set", "currency", "chf"]).status == 0)
        #expect(try vault.run(["config", "get", "currency"]).stdout == "CHF\n")
        let bad = try vault.run(["config", "set", "currency", "Swiss francs"])
        #expect(bad.status == 64 && bad.stderr.contains("not an ISO 4217 currency code"))
        let language = try vault.run(["config", "set", "lang", "eng+klingon"])
        #expect(language.status == 64 && language.stderr.contains("not installed"))
        #expect(try vault.run(["config", "set", "lang", "deu"]).status == 0)
        #expect(try vault.run(["config", "get", "lang"]).stdout == "deu\n")
        // Commands without --vault use the default vault's setting ($VAULT_HOME here) unless --lang is given.
        func languages(_ extra: [String]) throws -> String? {
            let result = try VaultProcess.run(
                ["ocr", "--json", VaultProcess.fixture("receipt-en-usd-diner-small.png")] + extra,
                environment: ["VAULT_HOME": vault.path])
            let files = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
            return files?.first?["languages"] as? String
        }
        #expect(try languages([]) == "deu")
        #expect(try languages(["--lang", "eng"]) == "eng")
        #expect(try vault.run(["config", "unset", "lang"]).status == 0)
        #expect(try vault.run(["config", "get", "lang"]).status == 66)
    }
}

/// `vault expense show` says how a total was found when it was not read from a total line.
@Suite struct ExpenseShowRuleTests {
    @Test func aTotalNotReadFromATotalLineSaysHowItWasFound() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let opened = try Vault.openExisting(VaultLayout(root: vault.root))
        // The total line lost its amount; the tax summary was read.
        let text = [
            "MEDIA MARKT", "Pohlweg 110", "33100 Paderborn", "Smartwatch 185,00", "Total FI BS Oo",
            "incl. 19,00% MwSt 24,75", "Netto-Warenwert 130,25", "31.01.2019 14:59",
        ].joined(separator: "\n")
        try opened.addTextDocuments([TextDocument(name: "mediamarkt.jpg", pages: [text], kind: .receipt)])
        let shown = try vault.run(["expense", "show", "1"])
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("155.00"), "\(shown.stdout)")
        #expect(shown.stdout.contains("no total line read: the amount before tax plus the tax"), "\(shown.stdout)")
        // Once the user sets the total, the reading's rule no longer speaks for it.
        #expect(try vault.run(["expense", "edit", "1", "--total", "155.00"]).status == 0)
        let edited = try vault.run(["expense", "show", "1"])
        #expect(edited.stdout.contains("set by you"), "\(edited.stdout)")
        #expect(!edited.stdout.contains("no total line read"), "\(edited.stdout)")
    }
}
