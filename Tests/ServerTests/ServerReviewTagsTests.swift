import Foundation
import Vault
import XCTest

@testable import VaultServer

/// The review page shows why a draft has its category and sets its tags, as `vault review`
/// and `vault expense tag` do.
final class ServerReviewTagsTests: XCTestCase {
    func testTheCategoryReasonShowsAndTagsAreAddedAndRemoved() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        let draft = try XCTUnwrap(try vault.expenses(status: .draft).first)
        let id = try XCTUnwrap(draft.id)
        let running = try await RunningServer(vault: vault)
        defer { Task { await running.stop() } }

        let saved = try running.post(
            "/expenses/\(id)/edit", form: ["category": "Transport", "tags": "work, Trip ,work"], csrf: running.csrf)
        XCTAssertEqual(saved.status, 303)
        XCTAssertEqual(try vault.expenseTags()[id], ["Trip", "work"])
        let page = try running.get("/review/\(id)")
        XCTAssertTrue(page.text.contains("id=\"field-tags\" name=\"tags\" value=\"Trip, work\""), page.text)
        XCTAssertTrue(page.text.contains("<small class=\"reason category-reason\">set by you</small>"), page.text)

        let dropped = try running.post("/expenses/\(id)/edit", form: ["tags": "trip, paid"], csrf: running.csrf)
        XCTAssertEqual(dropped.status, 303)
        XCTAssertEqual(try vault.expenseTags()[id], ["paid", "Trip"])
        let unchanged = try running.post("/expenses/\(id)/edit", form: ["tags": "Trip,paid"], csrf: running.csrf)
        XCTAssertTrue(unchanged.header("location")?.contains("Nothing") == true, "\(unchanged.headers)")
        let refused = try running.post("/expenses/\(id)/edit", form: ["tags": "a\u{7}b"], csrf: running.csrf)
        XCTAssertEqual(refused.status, 422)
    }

    func testTagEditComparesWithoutCase() {
        let edit = TagEdit(current: ["Work", "trip"], typed: " work , Paid,paid ")
        XCTAssertEqual(edit.added, ["Paid"])
        XCTAssertEqual(edit.removed, ["trip"])
        XCTAssertTrue(TagEdit(current: ["a"], typed: nil).isEmpty)
    }
}
