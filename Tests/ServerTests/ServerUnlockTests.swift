import Foundation
import Vault
import XCTest

@testable import VaultServer

/// `/unlock` takes at most 10 wrong tokens a minute; past that even the right one waits.
final class ServerUnlockTests: XCTestCase {
    func testUnlockRefusesEveryAttemptAfterTenWrongTokensInAMinute() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        let token = "s3cret-token-0123456789"
        let running = try await RunningServer(vault: vault, options: ServeOptions(port: 0, token: token))
        defer { Task { await running.stop() } }
        for guess in 0..<UnlockThrottle.limit {
            let wrong = try running.post("/unlock", form: ["token": "guess-\(guess)"], csrf: running.csrf)
            XCTAssertEqual(wrong.status, 401)
        }
        let right = try running.post("/unlock", form: ["token": token], csrf: running.csrf)
        XCTAssertEqual(right.status, 429)
        XCTAssertNil(right.header("set-cookie"))
    }

    func testTheThrottleForgetsWrongTokensAfterAMinute() {
        let throttle = UnlockThrottle()
        let start = Date()
        for _ in 0..<UnlockThrottle.limit { throttle.failed(now: start) }
        XCTAssertFalse(throttle.allows(now: start.addingTimeInterval(59)))
        XCTAssertTrue(throttle.allows(now: start.addingTimeInterval(60)))
    }
}
