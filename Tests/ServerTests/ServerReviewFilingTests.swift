import Foundation
import Vault
import XCTest

@testable import VaultServer

/// The review page changes a draft's journey and category, as `vault review` and
/// `vault expense edit` do.
final class ServerReviewFilingTests: XCTestCase {
    func testTheJourneyAndCategoryAreChangedFromTheReviewPage() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        let draft = try XCTUnwrap(try vault.expenses(status: .draft).first { $0.journeyId != nil })
        let id = try XCTUnwrap(draft.id)
        let running = try await RunningServer(vault: vault)
        defer { Task { await running.stop() } }
        let page = try running.get("/review/\(id)")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.text.contains("<option value=\"nyc\" selected>New York (nyc)</option>"), page.text)
        XCTAssertTrue(page.text.contains("<option value=\"Transport\">Transport</option>"), page.text)

        let saved = try running.post(
            "/expenses/\(id)/edit", form: ["journey": "-", "category": "Transport"], csrf: running.csrf)
        XCTAssertEqual(saved.status, 303)
        let expense = try vault.expense(id: id)
        XCTAssertNil(expense.journeyId)
        XCTAssertEqual(try vault.categoryNames()[expense.categoryId ?? 0], "Transport")
        let again = try running.get("/review/\(id)")
        XCTAssertTrue(again.text.contains("<option value=\"-\" selected>unfiled</option>"), again.text)
        XCTAssertTrue(again.text.contains("<option value=\"Transport\" selected>Transport</option>"), again.text)

        let refused = try running.post("/expenses/\(id)/edit", form: ["category": "Spaceships"], csrf: running.csrf)
        XCTAssertEqual(refused.status, 422)
    }
}
