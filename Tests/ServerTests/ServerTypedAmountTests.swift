import Foundation
import Vault
import XCTest

@testable import VaultServer

/// The review form takes a total typed with a decimal comma, as the receipt prints it.
final class ServerTypedAmountTests: XCTestCase {
    func testATotalWithADecimalCommaIsSaved() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        let running = try await RunningServer(vault: vault)
        defer { Task { await running.stop() } }
        let draft = try XCTUnwrap(try vault.expenses(status: .draft).first { $0.amountMinor != nil })
        let id = try XCTUnwrap(draft.id)
        let edited = try running.post("/expenses/\(id)/edit", form: ["total": "41,07"], csrf: running.csrf)
        XCTAssertEqual(edited.status, 303)
        XCTAssertEqual(try vault.expense(id: id).amountMinor, 4107)
    }
}
