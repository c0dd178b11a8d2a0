import Foundation
import Reading
import Vault
import XCTest

@testable import VaultServer

/// The web journey page shows the trip's plan: the itinerary with each time's zone, the places
/// to visit and the notes, as `journey show` lists them.
final class ServerJourneyPlanTests: XCTestCase {
    func testTheJourneyPageShowsZonesPlacesAndNotes() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        let flight = ServerFixture.flight("SL 24", start: "2025-03-14T22:10", end: "2025-03-15T11:05")
        try vault.addBooking(flight, journey: "nyc")
        try vault.addPlace(slug: "nyc", name: "The <Met>", date: CalendarDate(iso: "2025-03-12"), category: "museum")
        try vault.addJourneyNote(slug: "nyc", text: "MetroCard at the airport")
        let running = try await RunningServer(
            vault: vault, options: ServeOptions(port: 0, token: "plan-test-token-0123456789"))
        defer { Task { await running.stop() } }

        let page = try running.get("/journeys/nyc")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.text.contains("America/New_York → Europe/Paris"), page.text)
        XCTAssertTrue(page.text.contains("id=\"places\""), page.text)
        // A place's name is text, never markup.
        XCTAssertTrue(page.text.contains("The &lt;Met&gt;"), page.text)
        XCTAssertTrue(page.text.contains("2025-03-12, museum"), page.text)
        XCTAssertTrue(page.text.contains("MetroCard at the airport"), page.text)
    }

    func testTheFrontPageSaysWhatIsComingUp() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        let soon = CalendarDate.today().adding(days: 3)
        let later = CalendarDate.today().adding(days: 40)
        for (number, day) in [("SL 31", soon), ("SL 99", later)] {
            try vault.addBooking(ServerFixture.flight(number, start: "\(day)T09:30"), journey: "nyc")
        }
        let running = try await RunningServer(
            vault: vault, options: ServeOptions(port: 0, token: "upcoming-test-token-0123456789"))
        defer { Task { await running.stop() } }
        let home = try running.get("/")
        XCTAssertEqual(home.status, 200)
        XCTAssertTrue(home.text.contains("Coming up"), home.text)
        XCTAssertTrue(home.text.contains("\(soon) 09:30"), home.text)
        XCTAssertTrue(home.text.contains("SL 31"), home.text)
        XCTAssertTrue(home.text.contains("href=\"/journeys/nyc\""), home.text)
        XCTAssertFalse(home.text.contains("SL 99"), "six weeks ahead is not coming up yet")
    }
}
