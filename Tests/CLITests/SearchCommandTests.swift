import Foundation
import Testing

@Suite struct SearchAndStatsCommandTests {
    struct Hit: Decodable {
        var documentId: Int64?
        var expenseId: Int64?
        var merchant: String?
        var snippet: String?
    }

    @Test func searchFindsByWordAmountAndDateAndSurvivesHostileInput() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["import", VaultProcess.fixture("receipt-fr-eur-brasserie.png")]).status == 0)
        let added = try vault.run([
            "expense", "add", "--merchant", "Café Crème", "--total", "4.20", "--currency", "EUR", "--date",
            "2025-03-13",
        ])
        #expect(added.status == 0)
        let byWord = try vault.json([Hit].self, ["search", "comptoir"])
        #expect(byWord.map(\.documentId) == [1])
        #expect(try vault.json([Hit].self, ["search", "42,50"]).map(\.documentId) == [1])
        #expect(try vault.json([Hit].self, ["search", "2025-03-13"]).map(\.merchant) == ["Café Crème"])
        #expect(try vault.json([Hit].self, ["search", "creme", "--max", "5"]).map(\.merchant) == ["Café Crème"])
        let plain = try vault.run(["search", "cafe", "--min", "10"])
        #expect(plain.status == 0 && plain.stdout.contains("Nothing found."), "\(plain.stdout)")
        for hostile in ["\"", "NEAR(", "a AND -b*", "x:y", "((", "' OR 1=1 --"] {
            let result = try vault.run(["search", hostile])
            #expect(result.status == 0, "\(hostile): \(result.stderr)")
        }
        // A word starting with - is a word, not an option; a --word that is no option is refused
        // with the way to search for it.
        #expect(try vault.json([Hit].self, ["search", "-comptoir"]).map(\.documentId) == [1])
        #expect(try vault.json([Hit].self, ["search", "-comptoir", "--max", "50"]).map(\.documentId) == [1])
        let afterTerminator = try VaultProcess.run(["search", "--vault", vault.path, "--", "--comptoir"])
        #expect(afterTerminator.status == 0 && afterTerminator.stdout.hasPrefix("document 1 "), "\(afterTerminator)")
        let typo = try vault.run(["search", "comptoir", "--jorney", "paris"])
        #expect(typo.status == 64, "\(typo.stderr)")
        #expect(typo.stderr.contains("unknown option '--jorney'"), "\(typo.stderr)")
        #expect(try vault.run(["search", "--comptoir"]).stderr.contains("vault search -- --comptoir"))
        let badFilter = try vault.run(["search", "cafe", "--category", "Nope"])
        #expect(badFilter.status == 66 && badFilter.stderr.contains("no category 'Nope'"), "\(badFilter.stderr)")
        let badLimit = try vault.run(["search", "cafe", "--limit", "0"])
        #expect(badLimit.status == 64)
    }

    @Test func statsCountWhatTheVaultHolds() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["journey", "add", "trip", "--name", "Trip", "--currency", "EUR"]).status == 0)
        #expect(
            try vault.run([
                "expense", "add", "--merchant", "Taxi", "--total", "12", "--currency", "EUR", "--date", "2025-03-12",
                "--journey", "trip",
            ]).status == 0)
        struct Stats: Decodable {
            struct Journeys: Decodable { var undated: Int }
            var journeys: Journeys
            var documents: Int
            var draftsWaiting: Int
        }
        let stats = try vault.json(Stats.self, ["stats"])
        #expect(stats.journeys.undated == 1 && stats.documents == 0 && stats.draftsWaiting == 0)
        let text = try vault.run(["stats"])
        #expect(text.stdout.contains("12.00 EUR"), "\(text.stdout)")
    }
}
