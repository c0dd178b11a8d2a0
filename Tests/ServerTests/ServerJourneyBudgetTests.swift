import Foundation
import Vault
import XCTest

@testable import VaultServer

/// The journey page shows where the journey's budget stands, as `budget show` does.
final class ServerJourneyBudgetTests: XCTestCase {
    func testTheJourneyPageShowsTheBudgetPerCategory() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        try vault.setBudget(journey: "nyc", amount: "1000", currency: "USD", category: nil)
        // A category of its own, so that no receipt of the fixture counts in it.
        try vault.addCategory(name: "Rides")
        try vault.setBudget(journey: "nyc", amount: "20", currency: nil, category: "Rides")
        let taxi = try vault.addExpense(
            merchant: "Taxi", total: "25.00", currency: "USD", date: "2025-03-20", journey: "nyc", notes: nil)
        try vault.setCategory(ofExpense: taxi.id ?? 0, to: "Rides")
        let running = try await RunningServer(vault: vault)
        defer { Task { await running.stop() } }
        let page = try running.get("/journeys/nyc")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.text.contains("<h2>Budget <span class=\"muted\">USD</span></h2>"), page.text)
        XCTAssertTrue(
            page.text.contains(
                "<tr class=\"over\"><td>Rides</td><td class=\"amount\">20.00</td><td class=\"amount\">25.00</td>"),
            page.text)
        XCTAssertTrue(page.text.contains("To assign: 980.00 USD"), page.text)
    }

    func testAJourneyWithoutABudgetShowsNone() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        let running = try await RunningServer(vault: vault)
        defer { Task { await running.stop() } }
        let page = try running.get("/journeys/nyc")
        XCTAssertEqual(page.status, 200)
        XCTAssertFalse(page.text.contains("<h2>Budget"), page.text)
    }
}
