import Foundation
import Vault
import XCTest

@testable import VaultServer

/// What the server refuses: posts without the CSRF token, requests without the access token
/// (loopback too), other Host names on loopback, short tokens, and uploads that are too large or
/// not a document, which store nothing.
final class ServerSafetyTests: XCTestCase {
    func testPostsNeedTheCSRFTokenAndThenChangeTheDatabase() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        let running = try await RunningServer(vault: vault)
        defer { Task { await running.stop() } }
        let draft = try XCTUnwrap(try vault.expenses(status: .draft).first { $0.amountMinor != nil })
        let id = try XCTUnwrap(draft.id)

        XCTAssertEqual(try running.post("/expenses/\(id)/accept", form: [:], csrf: nil).status, 403)
        XCTAssertEqual(try running.post("/expenses/\(id)/accept", form: [:], csrf: "0" + running.csrf).status, 403)
        XCTAssertEqual(
            try running.post("/expenses/\(id)/reject", form: [:], csrf: nil, headers: ["X-CSRF-Token": "x"]).status,
            403)
        XCTAssertEqual(try running.post("/expenses/\(id)/edit", form: ["total": "1.00"], csrf: nil).status, 403)
        XCTAssertEqual(try vault.expense(id: id).status, .draft, "a refused post changes nothing")
        XCTAssertEqual(try vault.expense(id: id).amountMinor, draft.amountMinor)

        let edited = try running.post(
            "/expenses/\(id)/edit", form: ["total": "41.07", "merchant": draft.merchant ?? ""], csrf: running.csrf)
        XCTAssertEqual(edited.status, 303)
        XCTAssertEqual(try vault.expense(id: id).amountMinor, 4107)
        XCTAssertNotNil(try vault.expense(id: id).edits?.total, "the total is the user's now")
        XCTAssertNil(try vault.expense(id: id).edits?.merchant, "an unchanged field is not touched")

        let refused = try running.post("/expenses/\(id)/edit", form: ["date": "2025-02-30"], csrf: running.csrf)
        XCTAssertEqual(refused.status, 422)
        XCTAssertEqual(try vault.expense(id: id).date, draft.date)

        let accepted = try running.post("/expenses/\(id)/accept", form: [:], csrf: running.csrf)
        XCTAssertEqual(accepted.status, 303)
        XCTAssertEqual(try vault.expense(id: id).status, .confirmed)
        XCTAssertEqual(try running.get("/review/\(id)").status, 404, "a confirmed expense leaves the queue")

        let other = try XCTUnwrap(try vault.reviewQueue().first)
        let rejected = try running.post("/expenses/\(other)/reject", form: [:], csrf: running.csrf)
        XCTAssertEqual(rejected.status, 303)
        XCTAssertEqual(try vault.expense(id: other).status, .rejected)
        XCTAssertEqual(try running.post("/expenses/999/accept", form: [:], csrf: running.csrf).status, 404)
    }

    func testEveryServerHasATokenLoopbackToo() async throws {
        // Options made without a token get a new random one: no server runs open.
        let made = ServeOptions(port: 0)
        XCTAssertGreaterThanOrEqual(made.token.count, 64)
        XCTAssertNotEqual(made.token, ServeOptions(port: 0).token)
        XCTAssertNoThrow(try made.validate())
        XCTAssertNoThrow(try ServeOptions(host: "0.0.0.0").validate())
        for host in ["127.0.0.1", "::1", "localhost", "0.0.0.0"] {
            XCTAssertThrowsError(try ServeOptions(host: host, token: "short").validate(), host) { error in
                XCTAssertEqual(error as? ServeError, .weakToken(minimum: ServeOptions.minimumTokenLength))
            }
            XCTAssertThrowsError(try ServeOptions(host: host, token: "0123456789abcdef;0123").validate(), host)
        }
        XCTAssertNoThrow(try ServeOptions(host: "0.0.0.0", token: "0123456789abcdef0123").validate())

        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertThrowsError(try VaultWebServer(vault: vault, options: ServeOptions(port: 0, token: "")))
        // A loopback server started through the library alone asks for the token too.
        let running = try await RunningServer(vault: vault)
        defer { Task { await running.stop() } }
        let asked = try running.get("/", withToken: false)
        XCTAssertEqual(asked.status, 401)
        XCTAssertFalse(asked.text.contains("New York"))
        XCTAssertEqual(try running.get("/documents/1/file", withToken: false).status, 401)
        XCTAssertEqual(try running.get("/search?q=diner", withToken: false).status, 401)
        let draft = try XCTUnwrap(try vault.expenses(status: .draft).first?.id)
        let post = try running.post("/expenses/\(draft)/accept", form: [:], csrf: running.csrf, withToken: false)
        XCTAssertEqual(post.status, 401)
        XCTAssertEqual(try vault.expense(id: draft).status, .draft, "a post without the token changes nothing")
        XCTAssertEqual(try running.get("/").status, 200, "with the options' token")
    }

    func testATokenIsAskedForAndComparedExactly() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        let token = "k3y-0123456789abcdef"
        let running = try await RunningServer(vault: vault, options: ServeOptions(port: 0, token: token))
        defer { Task { await running.stop() } }

        let asked = try running.get("/", withToken: false)
        XCTAssertEqual(asked.status, 401)
        XCTAssertTrue(asked.text.contains("action=\"/unlock\""))
        XCTAssertFalse(asked.text.contains("New York"))
        XCTAssertEqual(try running.get("/documents/1/file", withToken: false).status, 401)
        XCTAssertEqual(try running.get("/", headers: ["Authorization": "Bearer \(token)x"]).status, 401)
        XCTAssertEqual(try running.get("/", headers: ["X-Vault-Token": String(token.dropLast())]).status, 401)
        XCTAssertEqual(try running.get("/", headers: ["Authorization": "Bearer \(token)"]).status, 200)
        XCTAssertEqual(
            try running.get("/", headers: ["Cookie": "\(TokenCookie.name(port: running.http.port))=\(token)"]).status,
            200)

        let wrong = try running.post("/unlock", form: ["token": "nope"], csrf: running.csrf)
        XCTAssertEqual(wrong.status, 401)
        XCTAssertNil(wrong.header("set-cookie"))
        let unlocked = try running.post("/unlock", form: ["token": token], csrf: running.csrf)
        XCTAssertEqual(unlocked.status, 303)
        let cookie = try XCTUnwrap(unlocked.header("set-cookie"))
        XCTAssertTrue(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"), cookie)
        // Listening on loopback, the server answers loopback names only, even with the token:
        // no other device reaches it, and a rebinding page is stopped before the unlock form.
        XCTAssertEqual(
            try running.get(
                "/", headers: ["Cookie": "\(TokenCookie.name(port: running.http.port))=\(token)"],
                host: "192.0.2.7:8737"
            ).status, 421)
    }

    func testLoopbackServerAnswersOnlyLoopbackNames() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        let running = try await RunningServer(vault: vault)
        defer { Task { await running.stop() } }
        XCTAssertEqual(try running.get("/", host: "localhost:8737").status, 200)
        XCTAssertEqual(try running.get("/", host: "[::1]:8737").status, 200)
        let rebound = try running.get("/", host: "attacker.example:8737", withToken: false)
        XCTAssertEqual(rebound.status, 421)
        XCTAssertFalse(rebound.text.contains("New York"))
        XCTAssertEqual(try running.get("/unlock", host: "attacker.example:8737", withToken: false).status, 421)
        XCTAssertEqual(try running.get("/", host: "localhost:8737", withToken: false).status, 401)
    }

    func testUploadsAreLimitedAndGoThroughImport() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        let pdf = [UInt8](try Data(contentsOf: ServerFixture.testData("invoice-de-eur-schreinerei.pdf")))
        let running = try await RunningServer(
            vault: vault, options: ServeOptions(port: 0, maxUploadBytes: pdf.count + 10))
        defer { Task { await running.stop() } }
        let before = try vault.documents(.all).count
        let objects = try storedFiles(root)
        func upload(_ bytes: [UInt8], name: String, csrf: String?, query: String = "?journey=nyc") throws
            -> RawHTTP.Response
        {
            var headers = ["X-File-Name": name, "Content-Type": "application/octet-stream"]
            if let csrf { headers["X-CSRF-Token"] = csrf }
            return try running.http.send("POST", "/upload\(query)", headers: headers, body: bytes)
        }

        XCTAssertEqual(try upload(pdf, name: "a.pdf", csrf: nil).status, 403)
        let large = try upload(pdf + [UInt8](repeating: 32, count: 64), name: "big.pdf", csrf: running.csrf)
        XCTAssertEqual(large.status, 413)
        XCTAssertTrue(large.text.contains("upload limit"), large.text)
        let text = try upload(Array("#!/bin/sh\necho hello\n".utf8), name: "receipt.pdf", csrf: running.csrf)
        XCTAssertEqual(text.status, 415, text.text)
        XCTAssertTrue(text.text.contains("receipt.pdf: not a PDF"), text.text)
        XCTAssertFalse(text.text.contains("vault-upload-"), "the temporary path is not shown")
        XCTAssertEqual(try upload([], name: "empty.pdf", csrf: running.csrf).status, 400)
        XCTAssertEqual(try upload(pdf, name: "a.pdf", csrf: running.csrf, query: "?journey=rome").status, 400)
        XCTAssertEqual(try vault.documents(.all).count, before, "nothing refused is stored")
        XCTAssertEqual(try storedFiles(root), objects)

        let stored = try upload(pdf, name: "..%2F..%2Fschreinerei.pdf", csrf: running.csrf)
        XCTAssertEqual(stored.status, 201, stored.text)
        let answer = try JSONSerialization.jsonObject(with: Data(stored.body)) as? [String: Any]
        let id = try XCTUnwrap(answer?["documentId"] as? Int)
        let document = try vault.document(id: Int64(id))
        XCTAssertEqual(document.originalName, "schreinerei.pdf")
        XCTAssertEqual(try vault.journeySlugs()[document.journeyId ?? -1], "nyc")
        XCTAssertEqual(try vault.documents(.all).count, before + 1)
        let duplicate = try upload(pdf, name: "again.pdf", csrf: running.csrf)
        XCTAssertEqual(duplicate.status, 200)
        XCTAssertTrue(duplicate.text.contains("duplicate of document \(id)"))
    }

    private func storedFiles(_ root: URL) throws -> [String] {
        let objects = root.appendingPathComponent("objects")
        return (FileManager.default.enumerator(atPath: objects.path)?.compactMap { $0 as? String } ?? []).sorted()
    }
}
