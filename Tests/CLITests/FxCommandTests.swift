import Foundation
import Testing

@Suite struct FxCommandTests {
    @Test func ratesAreStoredListedRemovedAndConvertJourneyTotals() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["journey", "add", "trip", "--name", "Trip", "--currency", "EUR"]).status == 0)
        for (merchant, total, currency) in [("Diner", "10", "USD"), ("Pub", "8", "GBP")] {
            let added = try vault.run([
                "expense", "add", "--merchant", merchant, "--total", total, "--currency", currency, "--date",
                "2025-03-12", "--journey", "trip",
            ])
            #expect(added.status == 0, "\(added.stderr)")
        }
        #expect(try vault.run(["fx", "set", "usd", "eur", "0.92", "--date", "2025-03-10"]).status == 0)
        let listed = try vault.run(["fx", "list"])
        #expect(listed.stdout.contains("USD   EUR  0.92  2025-03-10"), "\(listed.stdout)")
        let shown = try vault.run(["journey", "show", "trip"])
        #expect(shown.stdout.contains("8.00 GBP, 10.00 USD"), "\(shown.stdout)")
        #expect(shown.stdout.contains("9.20 EUR (without 1 expense that could not be converted)"), "\(shown.stdout)")
        #expect(shown.stdout.contains("not converted: expense 2 8.00 GBP: no rate GBP -> EUR"), "\(shown.stdout)")
        #expect(try vault.run(["fx", "rm", "USD", "EUR"]).stdout.contains("removed 1 rate"))
    }

    @Test func badCodesRatesAndDatesAreRefusedWithOneLine() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let cases: [([String], Int32, String)] = [
            (["fx", "set", "USD", "EUX", "0.9"], 64, "'EUX' is not an ISO 4217 code"),
            (["fx", "set", "EUR", "EUR", "1"], 64, "converts a currency into itself"),
            (["fx", "set", "USD", "EUR", "0"], 64, "'0' is not a positive number"),
            (["fx", "set", "USD", "EUR", "1,250"], 64, "'1,250' is not a positive number"),
            (["fx", "set", "USD", "EUR", "0.92", "--date", "2025-13-01"], 64, "'2025-13-01' is not a real date"),
            (["fx", "rm", "USD", "EUR"], 66, "no rate USD -> EUR"),
        ]
        for (arguments, status, message) in cases {
            let result = try vault.run(arguments)
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        }
    }
}
