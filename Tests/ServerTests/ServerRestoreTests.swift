import Foundation
import Vault
import XCTest

@testable import VaultServer

/// `vault restore --force` while `vault serve` runs: the server notices that its vault was
/// replaced and answers 503, instead of showing the old vault and committing uploads and
/// edits into it, where they would be lost.
final class ServerRestoreTests: XCTestCase {
    func testAServerWhoseVaultWasReplacedAnswers503() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        let running = try await RunningServer(vault: vault)
        defer { Task { await running.stop() } }
        XCTAssertEqual(try running.get("/").status, 200)

        // What a restore does: the old folder aside, a new vault in its place.
        let aside = root.deletingLastPathComponent().appendingPathComponent(root.lastPathComponent + ".replaced")
        try FileManager.default.moveItem(at: root, to: aside)
        defer { try? FileManager.default.removeItem(at: aside) }
        try FileManager.default.copyItem(at: aside, to: root)

        let page = try running.get("/")
        XCTAssertEqual(page.status, 503)
        XCTAssertTrue(page.text.contains("replaced by"), page.text)
        let draft = try XCTUnwrap(try vault.expenses(status: .draft).first)
        let accept = try running.post("/expenses/\(try XCTUnwrap(draft.id))/accept", form: [:], csrf: running.csrf)
        XCTAssertEqual(accept.status, 503)
    }
}
