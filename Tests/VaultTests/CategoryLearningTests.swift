import Foundation
import GRDB
import Testing

@testable import Vault

/// The order a draft's category is chosen in, and the words weighed by where they stand.
@Suite struct CategoryLearningTests {
    static let defaults: [DefaultCategory: (id: Int64, name: String)] = Dictionary(
        uniqueKeysWithValues: DefaultCategory.allCases.enumerated().map { ($1, (Int64($0 + 1), $1.defaultName)) })
    let rules = CategoryRules(defaults: Self.defaults)

    private func name(_ choice: CategoryRules.Choice?) -> String? {
        guard let choice else { return nil }
        return rules.defaults.values.first { $0.id == choice.categoryId }?.name
    }

    private func rule(_ id: Int64, _ kind: CategoryRule.Kind, _ text: String, to key: DefaultCategory) -> (
        rule: CategoryRule, category: String
    ) {
        let pattern = CategoryRules.words(text).joined(separator: " ")
        let target = Self.defaults[key]!
        return (
            CategoryRule(
                id: id, categoryId: target.id, kind: kind, text: text, pattern: pattern, createdAt: Date()),
            target.name
        )
    }

    @Test func theOwnersRuleWinsOverHistoryBrandAndWords() {
        var owned = rules
        owned.ownerRules = [rule(1, .merchant, "uber", to: .transport), rule(2, .word, "team lunch", to: .fees)]
        let history = CategoryRules.History(categoryId: 6, name: "Shopping", count: 3)
        let ride = owned.choose(merchant: "UBER *TRIP HELP.UBER.COM", text: "", history: history)
        #expect(ride?.note == "Transport: your rule 1 (merchant 'uber')")
        // A merchant rule looks at the name only; a word rule at the receipt's text too.
        #expect(
            owned.choose(merchant: "Cafe Luna", text: "paid with uber cash", history: nil)?.note.contains("rule")
                != true)
        let lunch = owned.choose(
            merchant: "Trattoria Roma", text: "TRATTORIA ROMA\nTeam Lunch\nPasta 12.00", history: history,
            brandKind: "amenity=restaurant")
        #expect(lunch?.note == "Fees & Services: your rule 2 (word 'team lunch')")
        // Without a rule the owner's past choice comes next, then the brand.
        #expect(name(rules.choose(merchant: "Trattoria Roma", text: "", history: history)) == "Shopping")
        #expect(
            name(rules.choose(merchant: "Trattoria Roma", text: "", history: nil, brandKind: "shop=clothes"))
                == "Food & Drink")
    }

    @Test func theNameWeighsMoreThanTheHeaderAndTheHeaderMoreThanItems() {
        // `RESTORAN` in the name against a mall and two grocery items below.
        let text = "RESTORAN WAN SHENG\nSUNWAY PYRAMID MALL\n1\n2\n3\n4\n5\nSUSU 2.00\nGULA 3.00\nTOTAL 5.00"
        let choice = rules.choose(merchant: "RESTORAN WAN SHENG", text: text, history: nil)
        #expect(choice?.note == "Food & Drink: 'restoran' in the merchant's name")
        // A header word beats one item of another kind; the reason names the heaviest word.
        let header = rules.choose(
            merchant: "ACME", text: "ACME\nFRESH MARKET\n1\n2\n3\n4\n5\nCOFFEE 3.00", history: nil)
        #expect(header?.note == "Groceries: 'market' at the top of the receipt")
        // Two kinds weighing the same: the one named first.
        #expect(name(rules.choose(merchant: "HOTEL RESTAURANT", text: "", history: nil)) == "Accommodation")
        #expect(name(rules.choose(merchant: "RESTAURANT HOTEL", text: "", history: nil)) == "Food & Drink")
    }

    @Test func wordsRunTogetherByOCRAreFoundButNotInAnAddress() {
        #expect(name(rules.choose(merchant: "SANYUSTATIONERYSHOP", text: "", history: nil)) == "Shopping")
        #expect(
            name(rules.choose(merchant: "ACME", text: "ACME\nDINEIN\nSoft Drink 2.00", history: nil)) == "Food & Drink")
        #expect(name(rules.choose(merchant: "CHRIS'S HAMBURGERS", text: "", history: nil)) == "Food & Drink")
        // `Warburger Straße 130` is where a supermarket is.
        let street = rules.choose(merchant: nil, text: "Warburger StraBe 130\n33100 Paderborn\nEUR", history: nil)
        #expect(street == nil)
        // Short keywords count as whole words only: a Transmetropolitan cafe is no metro.
        #expect(rules.choose(merchant: "TRANSMETROPOLITAN", text: "", history: nil) == nil)
    }

    @Test func oneWordOffTheItemsIsEnoughWhenNothingElseSpeaks() {
        let parking = rules.choose(
            merchant: "Dion Realties Sdn Bhd", text: "Dion Realties Sdn Bhd\n1\n2\n3\n4\n5\nPay parking ticket",
            history: nil)
        #expect(parking?.note == "Transport: 'parking' on the receipt")
        // On an item's line, or against another kind's word, one word is not enough.
        #expect(rules.choose(merchant: "ACME", text: "ACME\n1\n2\n3\n4\n5\nPARKING 5.00", history: nil) == nil)
        #expect(
            rules.choose(merchant: "ACME", text: "ACME\n1\n2\n3\n4\n5\nparking\nsouvenir 2.00", history: nil) == nil)
    }

    @Test func aBrandFoundByPartOfANameYieldsToWhatTheNameSays() {
        let cafe = rules.choose(merchant: "AROMA CAFE", text: "", history: nil, brandKind: "shop=convenience")
        #expect(cafe?.note == "Food & Drink: 'cafe' in the merchant's name")
        let pharmacy = rules.choose(merchant: "Boots", text: "", history: nil, brandKind: "amenity=pharmacy")
        #expect(pharmacy?.note == "Shopping: a brand known as amenity=pharmacy")
    }
}

@Suite struct CategoryRuleStorageTests {
    private func temporaryVault() throws -> (Vault, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vault-rule-\(UUID().uuidString)")
        return (try Vault.open(VaultLayout(root: root)), root)
    }

    @Test func rulesAreStoredInTriedOrderAndMistakesRefused() throws {
        let (vault, root) = try temporaryVault()
        defer { try? FileManager.default.removeItem(at: root) }
        try vault.addCategoryRule(category: "transport", kind: .word, text: "taxi")
        try vault.addCategoryRule(category: "Food & Drink", kind: .word, text: "Team  Lunch")
        try vault.addCategoryRule(category: "Transport", kind: .merchant, text: "Über")
        let listed = try vault.categoryRules()
        #expect(listed.map(\.rule.pattern) == ["uber", "team lunch", "taxi"])
        #expect(listed.map(\.category) == ["Transport", "Food & Drink", "Transport"])
        #expect(throws: OrganiseError.categoryNotFound("Travel")) {
            try vault.addCategoryRule(category: "Travel", kind: .word, text: "bus")
        }
        #expect(throws: OrganiseError.categoryRuleExists(id: 1, rule: "word 'taxi'", category: "Transport")) {
            try vault.addCategoryRule(category: "Shopping", kind: .word, text: "TAXI")
        }
        #expect(throws: OrganiseError.self) {
            try vault.addCategoryRule(category: "Shopping", kind: .word, text: " - ")
        }
        #expect(throws: OrganiseError.categoryRuleNotFound(7)) { try vault.removeCategoryRule(id: 7) }
        #expect(try vault.removeCategoryRule(id: 1).pattern == "taxi")
        #expect(try vault.categoryRules().count == 2)
        let migrations = try vault.database.pool.read {
            try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations")
        }
        #expect(migrations.last == "v14-category-learning")
    }

    @Test func aDraftFollowsARuleElseTheShopsPast() throws {
        let (vault, root) = try temporaryVault()
        defer { try? FileManager.default.removeItem(at: root) }
        func draft(_ sha: Character, _ text: String) throws -> Expense {
            try TextDrafts.draft(in: vault, sha: sha, text: text)
        }
        let receipt = "PERNIAGAAN GIN KEE\n1\n2\n3\n4\n5\n12.03.2025\nCEMENT BAG\nTOTAL RM   36.04"
        let first = try draft("a", receipt)
        #expect(first.categoryNote == "Shopping: 'cement' on the receipt")
        try vault.setCategory(ofExpense: first.id!, to: "Fees & Services")
        try vault.setStatus(.confirmed, ofExpenses: [first.id!])
        #expect(try draft("b", receipt).categoryNote == "Fees & Services: you filed PERNIAGAAN GIN KEE there once")
        try vault.addCategoryRule(category: "Groceries", kind: .merchant, text: "gin kee")
        #expect(try draft("c", receipt).categoryNote == "Groceries: your rule 1 (merchant 'gin kee')")
    }
}
