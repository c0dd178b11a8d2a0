import Foundation
import Testing

@Suite struct BudgetCommandTests {
    private func expense(_ vault: TemporaryVault, _ merchant: String, _ total: String, _ currency: String = "EUR")
        throws -> VaultProcess.Result
    {
        try vault.run([
            "expense", "add", "--merchant", merchant, "--total", total, "--currency", currency, "--date", "2025-03-12",
            "--journey", "paris",
        ])
    }

    struct BudgetShape: Decodable {
        struct Line: Decodable {
            var category: String?
            var planned: String?
            var spent: String
            var drafts: String
            var left: String?
            var over: Bool
        }

        var journey: String
        var currency: String
        var total: Line
        var categories: [Line]
        var toAssign: String?
    }

    @Test func setShowAndRemoveWithBarsToAssignAndJSON() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["journey", "add", "paris", "--name", "Paris", "--currency", "EUR"]).status == 0)
        let set = try vault.run(["budget", "set", "paris", "1500", "EUR"])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(set.stdout.contains("budget of paris: 1500.00 EUR"), "\(set.stdout)")
        let food = try vault.run(["budget", "set", "paris", "--category", "Food & Drink", "400"])
        #expect(food.stdout.contains("budget of paris for Food & Drink: 400.00 EUR"), "\(food.stdout)")
        #expect(food.stdout.contains("to assign: 1100.00 EUR"), "\(food.stdout)")
        #expect(try expense(vault, "Bistro", "100").status == 0)
        #expect(try vault.run(["expense", "edit", "1", "--category", "Food & Drink"]).status == 0)
        let shown = try vault.run(["budget", "show", "paris"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("budget in EUR"), "\(shown.stdout)")
        let foodLine = shown.stdout.split(separator: "\n").first { $0.contains("Food & Drink") }.map(String.init) ?? ""
        #expect(
            foodLine.contains("400.00") && foodLine.contains("100.00") && foodLine.contains("300.00"), "\(foodLine)")
        #expect(foodLine.contains("[#####...............]"), "\(foodLine)")
        #expect(shown.stdout.contains("to assign: 1100.00 EUR not yet given to a category"), "\(shown.stdout)")
        let json = try vault.json(BudgetShape.self, ["budget", "show", "paris"])
        #expect(json.total.planned == "1500.00" && json.total.spent == "100.00" && json.total.left == "1400.00")
        #expect(json.categories.first?.category == "Food & Drink" && json.toAssign == "1100.00")
        let journey = try vault.run(["journey", "show", "paris"])
        #expect(journey.stdout.contains("to assign: 1100.00 EUR"), "\(journey.stdout)")
        let journeyJSON = try vault.run(["journey", "show", "paris", "--json"])
        #expect(journeyJSON.stdout.contains("\"toAssign\" : \"1100.00\""), "\(journeyJSON.stdout)")
        let stats = try vault.run(["stats", "--json"])
        #expect(stats.stdout.contains("\"toAssign\" : \"1100.00\""), "\(stats.stdout)")
        #expect(try vault.run(["stats"]).stdout.contains("budgets\n  paris"))
        let report = try vault.run(["report", "--journey", "paris"])
        #expect(report.stdout.contains("to assign: 1100.00 EUR"), "\(report.stdout)")
        #expect(try vault.run(["report", "--journey", "paris", "--json"]).stdout.contains("\"budget\""))
        let removed = try vault.run(["budget", "rm", "paris", "--all"])
        #expect(removed.stdout.contains("removed 2 budgets of paris"), "\(removed.stdout)")
        #expect(try vault.run(["budget", "show", "paris"]).status == 66)
    }

    @Test func anExpenseThatPassesItsCategoryBudgetSaysSoOnConfirm() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["journey", "add", "paris", "--name", "Paris", "--currency", "EUR"]).status == 0)
        #expect(try vault.run(["budget", "set", "paris", "--category", "Transport", "50"]).status == 0)
        #expect(try expense(vault, "Taxi", "60").status == 0)
        #expect(try vault.run(["expense", "edit", "1", "--category", "Transport"]).status == 0)
        #expect(try vault.run(["expense", "reject", "1"]).status == 0)
        let confirmed = try vault.run(["expense", "confirm", "1"])
        #expect(confirmed.status == 0, "\(confirmed.stderr)")
        #expect(
            confirmed.stdout.contains(
                "confirmed 1 expense; over budget: expense 1: Transport is 10.00 EUR over its budget in paris: "
                    + "60.00 of 50.00 EUR"), "\(confirmed.stdout)")
        let json = try vault.run(["expense", "confirm", "1", "--json"])
        #expect(json.stdout.contains("\"overBudget\""), "\(json.stdout)")
        let shown = try vault.run(["budget", "show", "paris"])
        #expect(shown.stdout.contains("[####################] over"), "\(shown.stdout)")
    }

    @Test func anImportedReceiptThatPassesItsCategoryBudgetSaysSoOnItsLine() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["journey", "add", "nyc", "--name", "NYC", "--currency", "USD"]).status == 0)
        #expect(try vault.run(["budget", "set", "nyc", "--category", "Food & Drink", "10"]).status == 0)
        let imported = try vault.run(["import", VaultProcess.fixture("receipt-en-usd-diner.png"), "--journey", "nyc"])
        #expect(imported.status == 0, "\(imported.stderr)")
        // The diner's draft is filed under Food & Drink by its words; its 34.78 USD passes 10.
        #expect(
            imported.stdout.contains(
                "over budget: Food & Drink is 24.78 USD over its budget in nyc: 34.78 of 10.00 USD"),
            "\(imported.stdout)")
        let again = try vault.run(["import", VaultProcess.fixture("receipt-en-usd-diner.png"), "--json"])
        #expect(!again.stdout.contains("overBudget"), "a duplicate adds nothing: \(again.stdout)")
        let shown = try vault.run(["budget", "show", "nyc"])
        #expect(shown.stdout.contains("[++++++++++++++++++++] over"), "\(shown.stdout)")
        #expect(!shown.stdout.split(separator: "\n").contains { $0.hasSuffix(" ") }, "\(shown.stdout)")
        // The same in JSON, on the imported file's object.
        let other = try TemporaryVault()
        defer { other.remove() }
        #expect(try other.run(["journey", "add", "nyc", "--name", "NYC", "--currency", "USD"]).status == 0)
        #expect(try other.run(["budget", "set", "nyc", "30", "USD"]).status == 0)
        let json = try other.run([
            "import", VaultProcess.fixture("receipt-en-usd-diner.png"), "--journey", "nyc", "--json",
        ])
        #expect(
            json.stdout.contains("journey nyc is 4.78 USD over its budget: 34.78 of 30.00 USD"), "\(json.stdout)")
    }

    @Test func unknownJourneysCategoriesAndCurrenciesWithoutARateAreRefusedWithOneLine() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["journey", "add", "paris", "--name", "Paris", "--currency", "EUR"]).status == 0)
        #expect(try vault.run(["journey", "add", "bare", "--name", "Bare"]).status == 0)
        let cases: [([String], Int32, String)] = [
            (["budget", "set", "rome", "100", "EUR"], 66, "rome"),
            (["budget", "set", "paris", "--category", "Snacks", "100"], 66, "no category 'Snacks'"),
            (["budget", "set", "paris", "1500", "USD"], 66, "no rate USD -> EUR"),
            (["budget", "set", "paris", "1500", "XYZ"], 64, "'XYZ' is not an ISO 4217 code"),
            (["budget", "set", "paris", "lots"], 64, "'lots' is not an amount"),
            (["budget", "set", "bare", "100"], 64, "journey bare has no currency"),
            (["budget", "show", "paris"], 66, "journey paris has no budget"),
            (["budget", "rm", "paris"], 66, "journey paris has no budget"),
            (["budget", "rm", "paris", "--all", "--category", "Transport"], 64, "not both"),
        ]
        for (arguments, status, message) in cases {
            let result = try vault.run(arguments)
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        }
        // With the rate, the budget in dollars counts the euro expenses converted.
        #expect(try vault.run(["fx", "set", "EUR", "USD", "1.10", "--date", "2025-03-12"]).status == 0)
        #expect(try vault.run(["budget", "set", "paris", "1500", "USD"]).status == 0)
        #expect(try expense(vault, "Hotel", "100").status == 0)
        #expect(try expense(vault, "Pub", "10", "GBP").status == 0)
        let shown = try vault.run(["budget", "show", "paris"])
        #expect(shown.stdout.contains("110.00"), "\(shown.stdout)")
        #expect(shown.stdout.contains("not counted: expense 2 10.00 GBP: no rate GBP -> USD"), "\(shown.stdout)")
    }
}

/// A budget counts expenses in other currencies by the ECB's rates as journey show converts
/// them: the rate of the expense's day, or the last business day before.
@Suite struct BudgetReferenceRateTests {
    @Test func aBudgetCountsDollarsByTheECBRateOfTheirDay() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["journey", "add", "paris", "--name", "Paris", "--currency", "EUR"]).status == 0)
        // No rate yet: a budget in dollars for a journey in euros is refused.
        #expect(try vault.run(["budget", "set", "paris", "100", "USD"]).status == 66)
        #expect(try vault.run(["fx", "import", VaultProcess.fixture("ecb/eurofxref-hist.csv")]).status == 0)
        // Sunday 22 November 2026: Friday the 20th's rate, 1 EUR = 1.0532 USD: 21.06 USD is 20.00 EUR.
        let added = try vault.run([
            "expense", "add", "--merchant", "Cafe", "--total", "21.06", "--currency", "USD", "--date", "2026-11-22",
            "--journey", "paris",
        ])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try vault.run(["budget", "set", "paris", "50", "EUR"]).status == 0)
        let shown = try vault.json(BudgetCommandTests.BudgetShape.self, ["budget", "show", "paris", "--json"])
        #expect(shown.total.spent == "20.00", "\(shown.total)")
        #expect(shown.total.left == "30.00", "\(shown.total)")
        #expect(try vault.run(["budget", "set", "paris", "100", "USD"]).status == 0, "now a rate links them")
    }
}
