import Foundation
import Reading
import Vault
import XCTest

@testable import VaultServer

/// `/calendar.ics`: a calendar to subscribe to, behind the token (as a password or a bearer
/// token), with the journey's bookings at their local times in their zones.
final class ServerCalendarTests: XCTestCase {
    func testTheCalendarNeedsTheTokenAndGivesZonedTimes() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        let flight = ServerFixture.flight("SL 24", start: "2025-03-14T22:10", end: "2025-03-15T11:05")
        let added = try vault.addBooking(flight, journey: "nyc")
        XCTAssertEqual(added.startZone, "America/New_York")
        XCTAssertEqual(added.endZone, "Europe/Paris")
        XCTAssertEqual(added.duration, 475 * 60)
        let token = "calendar-test-token-0123456789"
        let running = try await RunningServer(vault: vault, options: ServeOptions(port: 0, token: token))
        defer { Task { await running.stop() } }

        let refused = try running.get("/calendar.ics?journey=nyc", withToken: false)
        XCTAssertEqual(refused.status, 401)
        XCTAssertEqual(refused.header("WWW-Authenticate"), "Basic realm=\"vault\", charset=\"UTF-8\"")
        XCTAssertFalse(refused.text.contains("VEVENT"))
        let wrong = Data("me:not-the-token".utf8).base64EncodedString()
        XCTAssertEqual(try running.get("/calendar.ics", headers: ["Authorization": "Basic \(wrong)"]).status, 401)

        let basic = Data("me:\(token)".utf8).base64EncodedString()
        let calendar = try running.get("/calendar.ics?journey=nyc", headers: ["Authorization": "Basic \(basic)"])
        XCTAssertEqual(calendar.status, 200)
        XCTAssertEqual(calendar.header("Content-Type"), "text/calendar; charset=utf-8")
        let text = calendar.text
        XCTAssertTrue(text.hasPrefix("BEGIN:VCALENDAR\r\n"))
        XCTAssertTrue(text.contains("UID:vault-booking-\(added.id ?? 0)@vault\r\n"), text)
        XCTAssertTrue(text.contains("DTSTART;TZID=America/New_York:20250314T221000\r\n"), text)
        XCTAssertTrue(text.contains("DTEND;TZID=Europe/Paris:20250315T110500\r\n"), text)
        // Each zone once, with the offsets of March 2025 (New York on daylight time from the 9th).
        XCTAssertEqual(text.components(separatedBy: "TZID:America/New_York\r\n").count, 2)
        XCTAssertTrue(
            text.contains("BEGIN:DAYLIGHT\r\nDTSTART:20250309T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400"))
        XCTAssertTrue(text.contains("TZID:Europe/Paris\r\n"))

        // The same calendar for a bearer token; an edit raises the event's SEQUENCE.
        let bearer = ["Authorization": "Bearer \(token)"]
        XCTAssertTrue(try running.get("/calendar.ics?journey=nyc", headers: bearer).text.contains("SEQUENCE:0\r\n"))
        try vault.editBooking(id: added.id ?? 0, fields: [.seat: "32A"], now: added.updatedAt.addingTimeInterval(90))
        XCTAssertTrue(try running.get("/calendar.ics?journey=nyc", headers: bearer).text.contains("SEQUENCE:90\r\n"))
        XCTAssertEqual(try running.get("/calendar.ics?journey=nowhere", headers: bearer).status, 404)
    }
}
