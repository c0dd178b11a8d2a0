import Foundation
import GRDB
import Testing

@testable import Vault

@Suite struct CategoryRuleTests {
    let rules = CategoryRules(
        defaults: Dictionary(
            uniqueKeysWithValues: DefaultCategory.allCases.enumerated().map { ($1, (Int64($0 + 1), $1.defaultName)) }))

    private func name(_ choice: CategoryRules.Choice?) -> String? {
        guard let choice else { return nil }
        return rules.defaults.values.first { $0.id == choice.categoryId }?.name
    }

    @Test func keywordsInSeveralLanguagesPickTheCategoryAndSayWhy() {
        let cases: [(String, String)] = [
            ("Hôtel du Louvre", "Accommodation"), ("GASTHOF ZUR POST", "Accommodation"),
            ("Café de Flore", "Food & Drink"), ("TRATTORIA DA MARIO", "Food & Drink"),
            ("Bäckerei Müller", "Food & Drink"), ("TAXI PARISIEN", "Transport"), ("Parkhaus Mitte", "Transport"),
            ("Aral Tankstelle", "Transport"), ("REWE Markt GmbH", "Groceries"), ("Musée d'Orsay", "Activities"),
            ("Pharmacie Centrale", "Shopping"), ("Laverie Express", "Fees & Services"),
        ]
        for (merchant, expected) in cases {
            let choice = rules.choose(merchant: merchant, text: "", history: nil)
            #expect(name(choice) == expected, "\(merchant)")
            #expect(choice?.note.hasPrefix("\(expected): '") == true, "\(choice?.note ?? "-")")
        }
        #expect(rules.choose(merchant: "ACME 42", text: "", history: nil) == nil)
    }

    /// Shop names in the plural and in Malay, and a mall named above the restaurant's kind.
    @Test func pluralsMalayAndAMallDoNotHideARestaurant() {
        for merchant in [
            "Marini's Restaurants", "RESTORAN NASI KANDAR PELITA", "KEDAI MAKAN AH HOCK", "Old Town Kopitiam",
        ] {
            #expect(name(rules.choose(merchant: merchant, text: "", history: nil)) == "Food & Drink", "\(merchant)")
        }
        let mall = rules.choose(
            merchant: "SUNWAY PYRAMID MALL", text: "SUNWAY PYRAMID MALL\nLOT 2.13 RESTAURANT SAKURA\nTOTAL 25.00",
            history: nil)
        #expect(name(mall) == "Food & Drink", "\(mall?.note ?? "-")")
        #expect(name(rules.choose(merchant: "Mid Valley Mall", text: "", history: nil)) == "Shopping")
    }

    @Test func aKnownBrandsKindPicksTheCategory() {
        let fuel = rules.choose(merchant: "Shell", text: "", history: nil, brandKind: "amenity=fuel")
        #expect(name(fuel) == "Transport")
        #expect(fuel?.note == "Transport: a brand known as amenity=fuel")
        #expect(
            name(rules.choose(merchant: "Chipotle", text: "", history: nil, brandKind: "amenity=fast_food"))
                == "Food & Drink")
        #expect(
            name(rules.choose(merchant: "Lidl", text: "", history: nil, brandKind: "shop=supermarket")) == "Groceries")
        #expect(
            name(rules.choose(merchant: "OBI", text: "", history: nil, brandKind: "shop=doityourself")) == "Shopping")
        // A kind no category stands for leaves the keyword rules to decide.
        #expect(name(rules.choose(merchant: "ACME", text: "", history: nil, brandKind: "amenity=bank")) == nil)
    }

    @Test func theReceiptsTextIsReadWhenTheNameSaysNothing() {
        let top = rules.choose(merchant: "ACME", text: "ACME\nStation service\nCARBURANT\nSP95 40.00", history: nil)
        #expect(name(top) == "Transport")
        #expect(top?.note == "Transport: 'carburant' at the top of the receipt")
        // Lower down one word is not enough: a supermarket receipt lists coffee among its items.
        let oneWord = rules.choose(merchant: "ACME", text: "1\n2\n3\n4\n5\n6\n7\nCOFFEE 3.00\nTOTAL 3.00", history: nil)
        #expect(oneWord == nil)
        let twoWords = rules.choose(
            merchant: "ACME", text: "1\n2\n3\n4\n5\n6\n7\nroom charge\ncity tax\nTOTAL 300.00", history: nil)
        #expect(name(twoWords) == "Accommodation")
        // A British pub often says so only as a free house. Not `bar`: German tills print it
        // for cash.
        let pub = rules.choose(
            merchant: "THE RED LION", text: "THE RED LION\nFree House ~ Est. 1742\n12 High Street", history: nil)
        #expect(pub?.note == "Food & Drink: 'free house' at the top of the receipt")
        #expect(name(rules.choose(merchant: "Brauerei Ganter", text: "", history: nil)) == "Food & Drink")
        let supermarket = "MARKT\n1\n2\n3\n4\n5\nKAFFEE 4.99\nSUMME 4.99\nBAR 10.00\nRUCKGELD 5.01"
        #expect(rules.choose(merchant: "MARKT", text: supermarket, history: nil) == nil)
    }

    @Test func whatTheUserFiledBeforeWins() {
        let history = CategoryRules.History(categoryId: 6, name: "Shopping", count: 2)
        let choice = rules.choose(merchant: "BRASSERIE LE COMPTOIR", text: "", history: history)
        #expect(choice == .init(categoryId: 6, note: "Shopping: you filed BRASSERIE LE COMPTOIR there twice"))
    }
}

@Suite struct CategoryStorageTests {
    private func temporaryVault() throws -> (Vault, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vault-cat-\(UUID().uuidString)")
        return (try Vault.open(VaultLayout(root: root)), root)
    }

    @Test func defaultsCanBeRenamedNotRemovedAndRemovalNeedsAWayOut() throws {
        let (vault, root) = try temporaryVault()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(
            try vault.categories().map(\.category.name).prefix(3) == ["Transport", "Accommodation", "Food & Drink"])
        #expect(throws: OrganiseError.defaultCategory("Other")) { try vault.removeCategory("other") }
        try vault.renameCategory("food & drink", to: "Meals")
        #expect(throws: OrganiseError.categoryExists("Meals")) { try vault.addCategory(name: "meals") }
        #expect(throws: OrganiseError.categoryExists("Transport")) {
            try vault.renameCategory("Meals", to: "transport")
        }
        #expect(throws: OrganiseError.categoryNotFound("Nope")) { try vault.renameCategory("Nope", to: "X") }
        #expect(throws: OrganiseError.self) { try vault.addCategory(name: "Gifts", color: "orange") }
        try vault.addCategory(name: "Gifts", color: "#ff8800")
        let expense = try vault.addExpense(
            merchant: "Shop", total: "5", currency: "EUR", date: "2025-03-01", journey: nil, notes: nil)
        let id = try #require(expense.id)
        try vault.setCategory(ofExpense: id, to: "gifts")
        #expect(throws: OrganiseError.categoryNotFound("Toys")) { try vault.setCategory(ofExpense: id, to: "Toys") }
        #expect(throws: OrganiseError.categoryInUse(name: "Gifts", expenses: 1)) { try vault.removeCategory("Gifts") }
        #expect(throws: OrganiseError.categoryNotFound("Nope")) {
            try vault.removeCategory("Gifts", reassignTo: "Nope")
        }
        #expect(try vault.removeCategory("Gifts", reassignTo: "Shopping") == 1)
        #expect(try vault.expenses(ExpenseQuery(category: "shopping")).map(\.id) == [id])
        try vault.addCategory(name: "Gifts")
        try vault.setCategory(ofExpense: id, to: "Gifts")
        #expect(try vault.removeCategory("Gifts", uncategorize: true) == 1)
        #expect(try vault.expenses(ExpenseQuery(uncategorized: true)).map(\.id) == [id])
        // A renamed default keeps its rules: a hotel still lands in Accommodation under its new name.
        try vault.renameCategory("Accommodation", to: "Sleep")
        #expect(
            try vault.database.pool.read { try CategoryRules.load(in: $0) }
                .choose(merchant: "Hotel Adlon", text: "", history: nil)?.note
                == "Sleep: 'hotel' in the merchant's name")
    }

    @Test func aDraftTakesTheCategoryConfirmedBeforeForItsMerchant() throws {
        let (vault, root) = try temporaryVault()
        defer { try? FileManager.default.removeItem(at: root) }
        let text = "CAFE LUNA\n12.03.2025\nCoffee   3.50\nTOTAL EUR   3.50"
        func importText(_ sha: Character) throws -> Expense {
            try TextDrafts.draft(in: vault, sha: sha, text: text)
        }
        let first = try importText("a")
        #expect(first.categoryNote == "Food & Drink: 'cafe' in the merchant's name and 1 more word")
        try vault.setCategory(ofExpense: first.id!, to: "Groceries")
        try vault.setStatus(.confirmed, ofExpenses: [first.id!])
        let second = try importText("b")
        #expect(second.categoryNote == "Groceries: you filed CAFE LUNA there once")
        #expect(try vault.categoryNames()[second.categoryId ?? 0] == "Groceries")
    }
}

@Suite struct TagStorageTests {
    @Test func tagsGoOnOnceComeOffAndFilterListings() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vault-tag-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let vault = try Vault.open(VaultLayout(root: root))
        let a = try #require(
            try vault.addExpense(
                merchant: "A", total: "1", currency: "EUR", date: "2025-03-01", journey: nil, notes: nil
            )
            .id)
        let b = try #require(
            try vault.addExpense(
                merchant: "B", total: "2", currency: "EUR", date: "2025-03-02", journey: nil, notes: nil
            )
            .id)
        try vault.tag(.expense(a), with: ["work", "Paris"])
        try vault.tag(.expense(b), with: ["WORK"])
        #expect(throws: OrganiseError.alreadyTagged(what: "expense \(a)", tag: "work")) {
            try vault.tag(.expense(a), with: ["Work"])
        }
        #expect(throws: OrganiseError.self) { try vault.tag(.expense(a), with: ["two words"]) }
        #expect(throws: VaultError.expenseNotFound(99)) { try vault.tag(.expense(99), with: ["x"]) }
        #expect(throws: VaultError.documentNotFound(5)) { try vault.tag(.document(5), with: ["x"]) }
        #expect(try vault.expenses(ExpenseQuery(tag: "work")).compactMap(\.id).sorted() == [a, b])
        #expect(throws: OrganiseError.tagNotFound("nope")) { try vault.expenses(ExpenseQuery(tag: "nope")) }
        try vault.tag(.expense(b), with: ["work"], remove: true)
        #expect(throws: OrganiseError.notTagged(what: "expense \(b)", tag: "work")) {
            try vault.tag(.expense(b), with: ["work"], remove: true)
        }
        #expect(throws: OrganiseError.tagExists("Paris")) { try vault.renameTag("work", to: "paris") }
        try vault.renameTag("work", to: "business")
        #expect(try vault.expenseTags()[a] == ["business", "Paris"])
        try vault.removeTag("paris")
        #expect(try vault.tags().map(\.tag.name) == ["business"])
        #expect(throws: OrganiseError.tagNotFound("paris")) { try vault.removeTag("paris") }
    }
}
