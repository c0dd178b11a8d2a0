import Foundation
import Testing

/// Amounts typed as receipts print them (`10,60`) are taken; an expense typed in is filed by its
/// date like an imported one; a rate without a day says it is today's.
@Suite struct TypedAmountTests {
    @Test func aDecimalCommaIsAnAmountInAddEditAndFx() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let added = try vault.run([
            "expense", "add", "--merchant", "Cafe", "--total", "10,60", "--currency", "EUR", "--date", "2025-03-12",
        ])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.hasPrefix("added expense 1: Cafe 10.60 EUR 2025-03-12"), "\(added.stdout)")
        #expect(try vault.run(["expense", "edit", "1", "--total", "7,5"]).status == 0)
        #expect(try vault.json(ExpenseRow.self, ["expense", "show", "1"]).total == "7.50")
        let rate = try vault.run(["fx", "set", "USD", "EUR", "0,92", "--date", "2025-03-10"])
        #expect(rate.stdout == "1 USD = 0.92 EUR on 2025-03-10\n", "\(rate.stdout)\(rate.stderr)")
        let found = try vault.run(["search", "--min", "7,00", "--max", "8,00"])
        #expect(found.status == 0 && found.stdout.contains("Cafe"), "\(found.stdout)\(found.stderr)")
        // A comma and three digits could be either a thousands separator or decimals: refused.
        let unclear = try vault.run(["expense", "edit", "1", "--total", "1,200"])
        #expect(unclear.status != 0 && unclear.stderr.contains("'1,200' is not an amount like 12.30 or 12,30"))
    }

    @Test func aRateWithoutADaySaysItIsTodays() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let rate = try vault.run(["fx", "set", "USD", "EUR", "0.92"])
        #expect(rate.status == 0, "\(rate.stderr)")
        #expect(rate.stdout.contains("on today, "), "\(rate.stdout)")
        #expect(rate.stdout.hasSuffix("(--date sets another day)\n"), "\(rate.stdout)")
    }

    @Test func anExpenseTypedInIsFiledByItsDate() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(
            try vault.run(["journey", "add", "paris", "--name", "Paris", "--from", "2025-03-10", "--to", "2025-03-16"])
                .status == 0)
        let inside = try vault.run([
            "expense", "add", "--merchant", "Taxi", "--total", "23.50", "--currency", "EUR", "--date", "2025-03-12",
        ])
        #expect(inside.stdout.hasSuffix("; journey paris (by its date)\n"), "\(inside.stdout)")
        #expect(try vault.json(ExpenseRow.self, ["expense", "show", "1"]).journey == "paris")
        let outside = try vault.run([
            "expense", "add", "--merchant", "Taxi", "--total", "9", "--currency", "EUR", "--date", "2025-04-01",
        ])
        #expect(outside.stdout.hasSuffix("; unfiled: no journey covers 2025-04-01\n"), "\(outside.stdout)")
        // Its date moved into the journey: it follows, as an imported receipt would.
        let moved = try vault.run(["expense", "edit", "2", "--date", "2025-03-11"])
        #expect(moved.status == 0, "\(moved.stderr)")
        #expect(try vault.json(ExpenseRow.self, ["expense", "show", "2"]).journey == "paris")
    }
}
