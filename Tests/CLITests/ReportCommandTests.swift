import Foundation
import Testing
import Vault

@Suite struct ReportCommandTests {
    private struct Report: Decodable {
        struct Group: Decodable {
            var name: String?
            var total: String
            var count: Int
            var share: Double
        }

        struct Section: Decodable {
            var currency: String
            var total: String
            var count: Int
            var groups: [Group]
        }

        var currencies: [Section]
        var converted: Section?
        var notConverted: [String]
        var excludedDrafts: Int
        var excludedDraftTotals: [String: String]
    }

    @Test func totalsPerCategoryAndCurrencyWithUncategorizedLastAndDraftsInTheFooter() throws {
        let fixture = try ExpenseFixtureVault()
        defer { fixture.remove() }
        let report = try fixture.vault.json(Report.self, ["report", "--journey", "paris"])
        #expect(report.currencies.map(\.currency) == ["CZK", "EUR", "GBP"])
        let euro = try #require(report.currencies.first { $0.currency == "EUR" })
        // 18.40 + 0 food, 32.00 transport; the rejected 99 never counts.
        #expect(euro.total == "50.40" && euro.count == 3)
        #expect(euro.groups.map(\.name) == ["Transport", "Food & Drink"])
        #expect(euro.groups.map(\.total) == ["32.00", "18.40"])
        #expect(euro.groups.map(\.count) == [1, 2], "the zero amount counts as an expense")
        #expect(abs(euro.groups[0].share - 32.0 / 50.4) < 0.0001)
        let pound = try #require(report.currencies.first { $0.currency == "GBP" })
        #expect(pound.groups.map(\.name) == [nil] && pound.total == "12.50")
        // The draft read from the hotel invoice is left out and counted.
        #expect(report.excludedDrafts == 1)
        #expect(report.excludedDraftTotals == ["CZK": "12480.00"])

        let all = try fixture.vault.json(Report.self, ["report", "--status", "all"])
        let crowns = try #require(all.currencies.first { $0.currency == "CZK" })
        #expect(crowns.total == "16680.00" && crowns.groups.map(\.count) == [2] && all.excludedDrafts == 0)

        let text = try fixture.vault.run(["report", "--journey", "paris"])
        #expect(text.status == 0, "\(text.stderr)")
        let lines = text.stdout.split(separator: "\n").map(String.init)
        let uncategorized = try #require(lines.firstIndex { $0.hasPrefix("Uncategorized") })
        let gbp = try #require(lines.firstIndex { $0.hasPrefix("GBP") })
        #expect(uncategorized > gbp, "\(text.stdout)")
        #expect(text.stdout.contains("1 draft not included (12480.00 CZK)"), "\(text.stdout)")
        #expect(!text.stdout.contains("█"), "no bars when stdout is not a terminal")

        let merchants = try fixture.vault.run(["report", "--by", "merchant", "--format", "csv"])
        #expect(merchants.stdout.hasPrefix("currency,merchant,total,count,share\r\n"), "\(merchants.stdout)")
        #expect(merchants.stdout.contains("EUR,Taxi G7,32.00,1,0.6349\r\n"), "\(merchants.stdout)")
        let days = try fixture.vault.json(
            Report.self, ["report", "--by", "day", "--from", "2025-03-12", "--to", "2025-03-14"])
        #expect(days.currencies.flatMap { $0.groups.compactMap(\.name) } == ["2025-03-13", "2025-03-12", "2025-03-14"])
    }

    /// With a rate, the journey's currency gets a block of its own that holds every expense it
    /// could convert; the others are named, never guessed.
    @Test func convertedTotalsUseTheRatesAndNameWhatCouldNotBeConverted() throws {
        let fixture = try ExpenseFixtureVault()
        defer { fixture.remove() }
        let before = try fixture.vault.json(Report.self, ["report", "--journey", "paris"])
        #expect(before.converted == nil && before.notConverted.isEmpty, "no GBP or CZK rate: nothing converted")
        let set = try fixture.vault.run(["fx", "set", "GBP", "EUR", "1.20", "--date", "2025-03-10"])
        #expect(set.status == 0, "\(set.stderr)")
        let report = try fixture.vault.json(Report.self, ["report", "--journey", "paris"])
        let converted = try #require(report.converted)
        // 50.40 EUR + 12.50 GBP x 1.20; the CZK hotel has no rate.
        #expect(converted.currency == "EUR" && converted.total == "65.40" && converted.count == 4)
        #expect(report.notConverted.count == 1 && report.notConverted[0].contains("no rate CZK -> EUR"))
        #expect(report.currencies.map(\.currency) == ["CZK", "EUR", "GBP"], "each currency keeps its own block")
        let text = try fixture.vault.run(["report", "--journey", "paris"])
        #expect(text.stdout.contains("EUR (all converted)"), "\(text.stdout)")
        #expect(text.stdout.contains("Not converted:"), "\(text.stdout)")
    }

    @Test func byTagAnExpenseCountsInEachOfItsTagsAndUntaggedComesLast() throws {
        let fixture = try ExpenseFixtureVault()
        defer { fixture.remove() }
        let opened = try Vault.openExisting(VaultLayout(root: fixture.vault.root))
        try opened.database.pool.write { db in
            try db.execute(sql: "INSERT INTO tag(name) VALUES ('client-a'), ('client-b')")
            try db.execute(
                sql: """
                    INSERT INTO expenseTag(expenseId, tagId) VALUES
                      (1, (SELECT id FROM tag WHERE name = 'client-a')),
                      (2, (SELECT id FROM tag WHERE name = 'client-a')),
                      (1, (SELECT id FROM tag WHERE name = 'client-b'))
                    """)
        }
        let report = try fixture.vault.json(Report.self, ["report", "--by", "tag"])
        let euro = try #require(report.currencies.first { $0.currency == "EUR" })
        #expect(euro.groups.map(\.name) == ["client-a", "client-b", nil])
        #expect(euro.groups.map(\.total) == ["50.40", "18.40", "0.00"])
        #expect(euro.total == "50.40" && euro.count == 3, "each expense once in the currency's total")
        let text = try fixture.vault.run(["report", "--by", "tag"])
        #expect(text.stdout.contains("Untagged"), "\(text.stdout)")
    }

    @Test func aTerminalShowsEachShareAsABar() throws {
        let fixture = try ExpenseFixtureVault()
        defer { fixture.remove() }
        let command =
            "'\(VaultProcess.binary.path)' report --journey paris --vault '\(fixture.vault.path)'; sleep 30"
        let tmux = try TmuxSession(command: command)
        defer { tmux.kill() }
        let screen = try tmux.waitFor("not included")
        let transport = try #require(screen.split(separator: "\n").first { $0.hasPrefix("Transport") })
        let food = try #require(screen.split(separator: "\n").first { $0.hasPrefix("Food & Drink") })
        // 63.5% and 36.5% of 20 cells, in eighths: 12 6/8 and 7 2/8 cells.
        #expect(transport.hasSuffix("████████████▊"), "\(screen)")
        #expect(food.hasSuffix("███████▎"), "\(screen)")
    }
}
