import Foundation
import Vault
import XCTest

@testable import VaultServer

/// A journey's totals in several currencies are listed apart and converted into the journey's
/// currency where rates allow.
final class ServerJourneyTotalsTests: XCTestCase {
    func testTotalsInSeveralCurrenciesAreSeparatedAndConverted() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        try vault.addExpense(
            merchant: "Museum shop", total: "10.00", currency: "EUR", date: "2025-03-12", journey: "nyc", notes: nil)
        try vault.setRate(try ExchangeRate.parse(base: "EUR", quote: "USD", rate: "1.10", date: "2025-03-12"))
        let running = try await RunningServer(vault: vault)
        defer { Task { await running.stop() } }
        let page = try running.get("/journeys/nyc")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(
            page.text.contains("</strong>, <strong class=\"total\">10.00 EUR</strong>, <strong"), page.text)
        XCTAssertTrue(page.text.contains("<p>In USD: <strong class=\"total\">"), page.text)
    }
}
