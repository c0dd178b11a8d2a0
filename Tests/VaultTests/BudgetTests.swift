import Foundation
import Reading
import Testing

@testable import Vault

/// A journey's budget: planned, spent, drafts apart, left and to assign, in the budget's currency.
@Suite struct BudgetTests {
    private func temporaryVault() throws -> (Vault, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vault-budget-\(UUID().uuidString)")
        return (try Vault.open(VaultLayout(root: root)), root)
    }

    private func add(_ vault: Vault, _ merchant: String, _ total: String, _ currency: String, category: String?)
        throws -> Int64
    {
        let expense = try vault.addExpense(
            merchant: merchant, total: total, currency: currency, date: "2025-03-12", journey: "paris", notes: nil)
        if let category, let id = expense.id { try vault.setCategory(ofExpense: id, to: category) }
        return expense.id ?? 0
    }

    @Test func categoriesSpendingDraftsLeftAndToAssignAddUp() throws {
        let (vault, root) = try temporaryVault()
        defer { try? FileManager.default.removeItem(at: root) }
        try vault.addJourney(Journey(slug: "paris", name: "Paris", currency: "EUR"))
        try vault.setBudget(journey: "paris", amount: "1500", currency: "EUR", category: nil)
        try vault.setBudget(journey: "paris", amount: "400", currency: nil, category: "food & drink")
        try vault.setBudget(journey: "paris", amount: "300,50", currency: nil, category: "Transport")
        _ = try add(vault, "Bistro", "120.40", "EUR", category: "Food & Drink")
        let draft = try add(vault, "Cafe", "30", "EUR", category: "Food & Drink")
        try vault.setStatus(.draft, ofExpenses: [draft])
        _ = try add(vault, "Louvre", "22", "EUR", category: "Activities")
        _ = try add(vault, "Kiosk", "5", "EUR", category: nil)
        _ = try add(vault, "Diner", "10", "USD", category: "Food & Drink")
        let status = try #require(try vault.budgetStatus(journey: "paris"))
        #expect(status.currency == "EUR")
        #expect(status.categories.map { $0.category ?? "-" } == ["Food & Drink", "Transport", "Activities", "-"])
        let food = status.categories[0]
        #expect(food.planned?.decimalString == "400.00")
        #expect(food.spent.decimalString == "120.40")
        #expect(food.drafts.decimalString == "30.00")
        #expect(food.left?.decimalString == "249.60")
        #expect(status.categories[2].planned == nil && status.categories[2].spent.decimalString == "22.00")
        #expect(status.total.spent.decimalString == "147.40")
        #expect(status.total.left?.decimalString == "1322.60")
        #expect(status.toAssign?.decimalString == "799.50")
        // No USD -> EUR rate: the diner is listed, never guessed.
        #expect(status.unconverted.map(\.expenseId) == [5])
        try vault.setRate(ExchangeRate(base: "USD", quote: "EUR", rate: Decimal(string: "0.9")!, date: .today()))
        let converted = try #require(try vault.budgetStatus(journey: "paris"))
        #expect(converted.unconverted.isEmpty)
        #expect(converted.categories[0].spent.decimalString == "129.40")
    }

    @Test func goingPastACategoryBudgetIsSaid() throws {
        let (vault, root) = try temporaryVault()
        defer { try? FileManager.default.removeItem(at: root) }
        try vault.addJourney(Journey(slug: "paris", name: "Paris", currency: "EUR"))
        try vault.setBudget(journey: "paris", amount: "50", currency: nil, category: "Transport")
        let first = try add(vault, "Metro", "40", "EUR", category: "Transport")
        #expect(try vault.budgetWarnings(forExpenses: [first]).isEmpty)
        let second = try add(vault, "Taxi", "25.50", "EUR", category: "Transport")
        #expect(
            try vault.budgetWarnings(forExpenses: [second])[second]
                == "Transport is 15.50 EUR over its budget in paris: 65.50 of 50.00 EUR")
        #expect(try vault.budgetStatus(journey: "paris")?.toAssign == nil)
    }

    @Test func wrongJourneysCategoriesCurrenciesAndMissingRatesAreRefused() throws {
        let (vault, root) = try temporaryVault()
        defer { try? FileManager.default.removeItem(at: root) }
        try vault.addJourney(Journey(slug: "paris", name: "Paris", currency: "EUR"))
        try vault.addJourney(Journey(slug: "nowhere", name: "Nowhere"))
        #expect(throws: VaultError.journeyNotFound("rome")) {
            try vault.setBudget(journey: "rome", amount: "10", currency: "EUR", category: nil)
        }
        #expect(throws: OrganiseError.categoryNotFoundNear("Transprt", nearest: "Transport")) {
            try vault.setBudget(journey: "paris", amount: "10", currency: nil, category: "Transprt")
        }
        #expect(throws: BudgetError.noRate(journey: "paris", budget: "USD", journeyCurrency: "EUR")) {
            try vault.setBudget(journey: "paris", amount: "1500", currency: "USD", category: nil)
        }
        #expect(throws: BudgetError.noCurrency(journey: "nowhere")) {
            try vault.setBudget(journey: "nowhere", amount: "10", currency: nil, category: nil)
        }
        #expect(throws: BudgetError.self) {
            try vault.setBudget(journey: "paris", amount: "-5", currency: nil, category: nil)
        }
        #expect(throws: BudgetError.self) {
            try vault.setBudget(journey: "paris", amount: "1.234", currency: nil, category: nil)
        }
        try vault.setBudget(journey: "paris", amount: "1500", currency: nil, category: nil)
        #expect(throws: BudgetError.currencyMismatch(journey: "paris", given: "GBP", existing: "EUR")) {
            try vault.setBudget(journey: "paris", amount: "10", currency: "GBP", category: "Transport")
        }
        // With a rate, a budget in another currency counts the journey's expenses converted.
        try vault.setRate(ExchangeRate(base: "EUR", quote: "USD", rate: Decimal(string: "1.1")!, date: .today()))
        try vault.setBudget(journey: "paris", amount: "1650", currency: "USD", category: nil)
        _ = try add(vault, "Hotel", "100", "EUR", category: "Accommodation")
        #expect(try vault.budgetStatus(journey: "paris")?.total.spent.description == "110.00 USD")
        #expect(throws: BudgetError.noBudget(journey: "paris", category: "Transport")) {
            try vault.removeBudget(journey: "paris", category: "Transport")
        }
        #expect(try vault.removeBudget(journey: "paris", category: nil) == 1)
        #expect(try vault.budgetStatus(journey: "paris") == nil)
    }
}
