import Foundation
import Vault
import XCTest

@testable import VaultServer

/// A journey's totals in several currencies are listed apart and converted into the journey's
/// currency where rates allow; its chart by day reads as a calendar.
final class ServerJourneyTotalsTests: XCTestCase {
    func testTheJourneyPageShowsTheItinerary() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        var train = Booking(type: .transport, mode: .train)
        train[.provider] = "Amtrak"
        train[.number] = "171"
        train[.origin] = "Boston"
        train[.destination] = "New York Penn"
        train[.start] = "2025-03-10T09:40"
        train[.end] = "2025-03-10T13:45"
        train[.seat] = "12A"
        try vault.addBooking(train, journey: "nyc")
        let running = try await RunningServer(vault: vault)
        defer { Task { await running.stop() } }
        let page = try running.get("/journeys/nyc")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.text.contains("<h2>Itinerary</h2>"), page.text)
        XCTAssertTrue(page.text.contains("<span class=\"when\">2025-03-10 09:40–13:45</span>"), page.text)
        XCTAssertTrue(page.text.contains("(seat 12A)"), page.text)
    }

    func testTheChartByDayShowsDaysWithoutSpending() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        for day in ["2025-03-20", "2025-03-22"] {
            try vault.addExpense(
                merchant: "Deli", total: "5.00", currency: "USD", date: day, journey: "nyc", notes: nil)
        }
        let running = try await RunningServer(vault: vault)
        defer { Task { await running.stop() } }
        let page = try running.get("/journeys/nyc")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.text.contains(">03-21</text>"), "an empty day between is a column: \(page.text)")
        XCTAssertFalse(page.text.contains("<title>2025-03-21"), "with no bar")
        XCTAssertTrue(page.text.contains("<title>2025-03-22: 5.00 USD</title>"), page.text)
    }

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
