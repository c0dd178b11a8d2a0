import Foundation
import Vault
import XCTest

@testable import VaultServer

/// Two vaults served on two ports of one machine: a browser sends every cookie of the host to
/// both (cookies know no ports), so each server's token cookie has a name of its own, and
/// unlocking one neither replaces nor unlocks the other.
final class ServerCookieTests: XCTestCase {
    func testEachPortHasItsOwnTokenCookie() async throws {
        let (first, firstRoot) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: firstRoot) }
        let (second, secondRoot) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: secondRoot) }
        let firstToken = "first-0123456789abcdef"
        let secondToken = "second-0123456789abcdef"
        let a = try await RunningServer(vault: first, options: ServeOptions(port: 0, token: firstToken))
        defer { Task { await a.stop() } }
        let b = try await RunningServer(vault: second, options: ServeOptions(port: 0, token: secondToken))
        defer { Task { await b.stop() } }
        XCTAssertNotEqual(a.http.port, b.http.port)

        func cookie(_ unlocked: RawHTTP.Response) throws -> (name: String, value: String) {
            let header = try XCTUnwrap(unlocked.header("set-cookie"), "no cookie set")
            let pair = try XCTUnwrap(header.split(separator: ";").first).split(separator: "=", maxSplits: 1)
            XCTAssertEqual(pair.count, 2, header)
            return (String(pair[0]), String(pair.last ?? ""))
        }
        let firstUnlocked = try a.post("/unlock", form: ["token": firstToken], csrf: a.csrf)
        XCTAssertEqual(firstUnlocked.status, 303)
        let firstCookie = try cookie(firstUnlocked)
        XCTAssertEqual(firstCookie.name, "vault-token-\(a.http.port)")
        let secondUnlocked = try b.post("/unlock", form: ["token": secondToken], csrf: b.csrf)
        let secondCookie = try cookie(secondUnlocked)
        XCTAssertEqual(secondCookie.name, "vault-token-\(b.http.port)")

        // What the browser then sends to either port: both cookies, side by side.
        let jar = "\(firstCookie.name)=\(firstCookie.value); \(secondCookie.name)=\(secondCookie.value)"
        XCTAssertEqual(try a.get("/", headers: ["Cookie": jar]).status, 200)
        XCTAssertEqual(try b.get("/", headers: ["Cookie": jar]).status, 200)
        // One vault's cookie does not open the other.
        XCTAssertEqual(try b.get("/", headers: ["Cookie": "\(firstCookie.name)=\(firstCookie.value)"]).status, 401)
        XCTAssertEqual(try a.get("/", headers: ["Cookie": "\(secondCookie.name)=\(secondToken)"]).status, 401)
        XCTAssertEqual(try a.get("/", headers: ["Cookie": "\(secondCookie.name)=\(firstToken)"]).status, 401)
    }

    func testTheAddressWithTheTokenUnlocksTheBrowserThatOpensIt() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        let token = "printed-0123456789abcdef"
        let running = try await RunningServer(vault: vault, options: ServeOptions(port: 0, token: token))
        defer { Task { await running.stop() } }
        XCTAssertEqual(try running.get("/unlock").status, 200, "the form, without a token")
        let wrong = try running.get("/unlock?token=printed-0123456789abcdeX")
        XCTAssertEqual(wrong.status, 401)
        XCTAssertNil(wrong.header("set-cookie"))
        let opened = try running.get("/unlock?token=\(token)")
        XCTAssertEqual(opened.status, 303)
        XCTAssertEqual(opened.header("location"), "/")
        let cookie = try XCTUnwrap(opened.header("set-cookie"))
        XCTAssertTrue(cookie.hasPrefix("vault-token-\(running.http.port)=\(token);"), cookie)
        XCTAssertTrue(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"), cookie)
    }
}
