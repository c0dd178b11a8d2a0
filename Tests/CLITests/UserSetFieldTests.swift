import Foundation
import Testing
import Vault

@testable import Reading

/// What `expense show`, `--json` and filing say after the user sets a field.
@Suite struct UserSetFieldTests {
    private struct ShownExpense: Decodable {
        struct Confidence: Decodable {
            var merchant: Double?
            var date: Double?
            var total: Double?
        }
        struct Evidence: Decodable {
            struct Line: Decodable { var text: String }
            var merchant: [Line]?
            var total: [Line]?
        }
        struct Edit: Decodable {
            var on: String
            var read: String?
            var readConfidence: Double?
        }
        struct Edits: Decodable {
            var merchant: Edit?
            var date: Edit?
            var total: Edit?
        }
        var merchant: String?
        var date: String?
        var journey: String?
        var filedBy: String?
        var filingNote: String?
        var confidence: Confidence?
        var evidence: Evidence?
        var setByYou: Edits?
    }

    private static var today: String { CalendarDate.today.description }

    /// The diner receipt (2025-03-12) is filed into `march` by its date; a new merchant and
    /// date make the merchant the user's (confidence 1, the reading kept as history) and file
    /// the expense again by the new date.
    @Test func editedFieldsAreTheUsersAndANewDateFilesAgain() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        for arguments in [
            ["journey", "add", "march", "--name", "March", "--from", "2025-03-10", "--to", "2025-03-13"],
            ["journey", "add", "later", "--name", "Later", "--from", "2025-03-19", "--to", "2025-03-21"],
            ["import", VaultProcess.fixture("receipt-en-usd-diner.png")],
        ] {
            let result = try vault.run(arguments)
            try #require(result.status == 0, "\(result.stderr)")
        }
        let before = try vault.json(ShownExpense.self, ["expense", "show", "1"])
        #expect(before.journey == "march" && before.filedBy == "date-range")
        let read = try #require(before.merchant)

        let edited = try vault.run(["expense", "edit", "1", "--merchant", "Blue Moon Cafe", "--date", "2025-03-20"])
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(edited.stdout.contains("journey later (by its date)"), "\(edited.stdout)")

        let after = try vault.json(ShownExpense.self, ["expense", "show", "1"])
        #expect(after.merchant == "Blue Moon Cafe")
        #expect(after.confidence?.merchant == 1)
        #expect(after.confidence?.date == 1)
        #expect(after.evidence?.merchant == nil)
        #expect(after.evidence?.total?.isEmpty == false, "an untouched field keeps its evidence")
        #expect(after.setByYou?.merchant?.on == Self.today)
        #expect(after.setByYou?.merchant?.read == read)
        #expect(after.setByYou?.merchant?.readConfidence == before.confidence?.merchant)
        #expect(after.setByYou?.date?.read == "2025-03-12")
        #expect(after.setByYou?.total == nil)
        #expect(after.journey == "later" && after.filedBy == "date-range" && after.filingNote == nil)

        let shown = try vault.run(["expense", "show", "1"])
        let lines = shown.stdout.split(separator: "\n").map(String.init)
        let merchantLine = lines.first { $0.contains("merchant") } ?? ""
        #expect(merchantLine.contains("set by you on \(Self.today)"), "\(shown.stdout)")
        #expect(!merchantLine.contains("% sure"), "\(shown.stdout)")
        #expect(lines.first { $0.contains("total") }?.contains("% sure") == true, "\(shown.stdout)")
        #expect(!shown.stdout.contains("no journey covers 2025-03-12"), "\(shown.stdout)")
        #expect(shown.stdout.contains("journey   later (by its date)"), "\(shown.stdout)")

        // Out of every journey now: unfiled, with the new date as the reason.
        let moved = try vault.run(["expense", "edit", "1", "--date", "2025-06-01"])
        #expect(moved.stdout.contains("unfiled: no journey covers 2025-06-01"), "\(moved.stdout)")
        let unfiled = try vault.json(ShownExpense.self, ["expense", "show", "1"])
        #expect(unfiled.journey == nil && unfiled.filingNote == "no journey covers 2025-06-01")
        // The first reading stays the history, not the user's earlier date.
        #expect(unfiled.setByYou?.date?.read == "2025-03-12")
        let documents = try vault.json([DocumentRow].self, ["docs", "list"])
        #expect(documents.first?.journey == nil)
    }

    /// Each field read from the receipt says why it is as sure as it is, in `expense show` and
    /// its JSON; a field the user sets no longer carries the reading's reason.
    @Test func eachFieldSaysWhyItIsAsSureAsItIs() throws {
        struct Shown: Decodable {
            struct Reasons: Decodable {
                var merchant: String?
                var total: String?
                var date: String?
            }
            struct Evidence: Decodable { var reasons: Reasons? }
            var evidence: Evidence?
        }
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let imported = try vault.run(["import", VaultProcess.fixture("receipt-en-usd-diner.png")])
        try #require(imported.status == 0, "\(imported.stderr)")
        let reasons = try #require(try vault.json(Shown.self, ["expense", "show", "1"]).evidence?.reasons)
        let total = try #require(reasons.total)
        let merchant = try #require(reasons.merchant)
        #expect(reasons.date != nil)
        let shown = try vault.run(["expense", "show", "1"]).stdout
        #expect(shown.contains("            \(total)"), "\(shown)")
        #expect(shown.contains("            \(merchant)"), "\(shown)")

        #expect(try vault.run(["expense", "edit", "1", "--total", "99.99"]).status == 0)
        let edited = try #require(try vault.json(Shown.self, ["expense", "show", "1"]).evidence?.reasons)
        #expect(edited.total == nil)
        #expect(edited.merchant == merchant, "an untouched field keeps its reason")
        let after = try vault.run(["expense", "show", "1"]).stdout
        #expect(!after.contains(total), "\(after)")
    }

    /// A journey chosen on import stays when the date changes, and the edit says why.
    @Test func aChosenJourneyIsKeptWhenTheDateChanges() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        for arguments in [
            ["journey", "add", "march", "--name", "March", "--from", "2025-03-10", "--to", "2025-03-13"],
            ["journey", "add", "paris", "--name", "Paris"],
            ["import", VaultProcess.fixture("receipt-en-usd-diner.png"), "--journey", "paris"],
        ] {
            let result = try vault.run(arguments)
            try #require(result.status == 0, "\(result.stderr)")
        }
        let edited = try vault.run(["expense", "edit", "1", "--date", "2025-03-11"])
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(edited.stdout.contains("journey paris kept (chosen with --journey)"), "\(edited.stdout)")
        let after = try vault.json(ShownExpense.self, ["expense", "show", "1"])
        #expect(after.journey == "paris" && after.filedBy == "flag")
    }

    /// Correcting only the letter case of a merchant is learned too.
    @Test func aLetterCaseCorrectionIsLearned() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let imported = try vault.run(["import", VaultProcess.fixture("receipt-en-usd-diner.png")])
        try #require(imported.status == 0, "\(imported.stderr)")
        let read = try #require(try vault.json(ShownExpense.self, ["expense", "show", "1"]).merchant)
        let corrected = read.capitalized
        try #require(corrected != read)
        #expect(try vault.run(["expense", "edit", "1", "--merchant", corrected]).status == 0)
        let rules = try vault.run(["merchant", "list"])
        #expect(rules.stdout.contains(corrected), "\(rules.stdout)")
    }

    /// An expense typed in by hand is the user's in every field.
    @Test func aHandEnteredExpenseIsSetByTheUser() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let added = try vault.run([
            "expense", "add", "--merchant", "Taxi", "--total", "32", "--currency", "EUR", "--date", "2025-03-12",
        ])
        try #require(added.status == 0, "\(added.stderr)")
        let shown = try vault.json(ShownExpense.self, ["expense", "show", "1"])
        #expect(shown.confidence?.merchant == 1 && shown.confidence?.total == 1)
        #expect(shown.setByYou?.merchant?.on == Self.today && shown.setByYou?.merchant?.read == nil)
        let text = try vault.run(["expense", "show", "1"]).stdout
        #expect(text.contains("Taxi   (set by you on \(Self.today))"), "\(text)")
    }
}
