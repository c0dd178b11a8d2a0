import Foundation
import Vault
import XCTest

@testable import VaultServer

/// The review page shows a draft's notes (what the reader could not do, or the user's own) and
/// lets the user change or clear them, as `vault expense edit --notes` does.
final class ServerReviewNotesTests: XCTestCase {
    func testNotesShowAndAreChangedAndCleared() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        let draft = try XCTUnwrap(try vault.expenses(status: .draft).first)
        let id = try XCTUnwrap(draft.id)
        _ = try vault.editExpense(id: id, ExpenseChange(notes: "read by Tesseract alone: <engine> failed"))
        let running = try await RunningServer(vault: vault)
        defer { Task { await running.stop() } }

        let page = try running.get("/review/\(id)")
        XCTAssertTrue(
            page.text.contains(
                "name=\"notes\" rows=\"3\" maxlength=\"500\">read by Tesseract alone: &lt;engine&gt; failed</textarea>"),
            page.text)

        let saved = try running.post(
            "/expenses/\(id)/edit", form: ["notes": "Lunch with a client\r\nparking paid apart "], csrf: running.csrf)
        XCTAssertEqual(saved.status, 303)
        XCTAssertEqual(try vault.expense(id: id).notes, "Lunch with a client\nparking paid apart")
        let same = try running.post(
            "/expenses/\(id)/edit", form: ["notes": "Lunch with a client\r\nparking paid apart"], csrf: running.csrf)
        XCTAssertTrue(same.header("location")?.contains("Nothing") == true, "\(same.headers)")

        let tooLong = try running.post(
            "/expenses/\(id)/edit", form: ["notes": String(repeating: "n", count: 501)], csrf: running.csrf)
        XCTAssertEqual(tooLong.status, 422)
        XCTAssertTrue(tooLong.text.contains("at most 500 characters"), tooLong.text)
        XCTAssertEqual(try vault.expense(id: id).notes, "Lunch with a client\nparking paid apart")

        let cleared = try running.post("/expenses/\(id)/edit", form: ["notes": ""], csrf: running.csrf)
        XCTAssertEqual(cleared.status, 303)
        XCTAssertNil(try vault.expense(id: id).notes)
    }
}
