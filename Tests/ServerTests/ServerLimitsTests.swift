import Foundation
import Synchronization
import Vault
import XCTest

@testable import VaultServer

#if canImport(Glibc)
    import Glibc
#endif

/// Slow and many clients: a request head trickled byte by byte is cut off after the idle
/// timeout, and connections past the cap are closed on arrival, so the browser that needs the
/// server still gets an answer.
final class ServerLimitsTests: XCTestCase {
    /// A connected socket to the server, or nil.
    private func connectSocket(_ port: Int) -> Int32? {
        RawHTTP.connectSocket(port: port, timeoutSeconds: 10)
    }

    private func send(_ text: String, to socket: Int32) {
        _ = Array(text.utf8).withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Everything the server sends until it closes the connection (or 10 s pass).
    private func readAll(_ socket: Int32) -> [UInt8] {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        return received
    }

    func testAHeadTrickledSlowerThanTheIdleTimeoutIsCutOff() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        var options = ServeOptions(port: 0)
        options.idleTimeout = .seconds(1)
        let running = try await RunningServer(vault: vault, options: options)
        defer { Task { await running.stop() } }
        let socket = try XCTUnwrap(connectSocket(running.http.port))
        defer { close(socket) }
        let started = Date()
        send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n", to: socket)
        XCTAssertEqual(readAll(socket), [], "closed without an answer")
        XCTAssertLessThan(
            Date().timeIntervalSince(started), 9, "closed by the idle timeout (1 s), not by the test's own (10 s)")
        XCTAssertEqual(try running.get("/").status, 200, "the server still answers")
    }

    func testConnectionsPastTheCapAreClosedOnArrival() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        var options = ServeOptions(port: 0)
        options.maxConnections = 2
        let running = try await RunningServer(vault: vault, options: options)
        defer { Task { await running.stop() } }
        let holders = (0..<2).compactMap { _ in connectSocket(running.http.port) }
        XCTAssertEqual(holders.count, 2)
        try await Task.sleep(for: .milliseconds(300))
        let third = try XCTUnwrap(connectSocket(running.http.port))
        send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", to: third)
        XCTAssertEqual(readAll(third), [], "the connection past the cap is closed unanswered")
        close(third)
        for socket in holders { close(socket) }
        try await Task.sleep(for: .milliseconds(300))
        XCTAssertEqual(try running.get("/").status, 200, "a place is free again")
    }
}

/// Uploads wait for the one being imported with their bytes spooled to disk, and only
/// `maxPendingUploads` (4) may wait: the next is refused plainly (503, `Retry-After`), and no
/// upload is lost.
final class ServerPendingUploadTests: XCTestCase {
    func testTheUploadPastTheWaitingOnesIsRefusedAndEveryOtherIsImported() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        let names = [
            "invoice-de-eur-schreinerei.pdf", "invoice-it-eur-studio.pdf", "invoice-gb-gbp-credit-note.pdf",
            "invoice-en-inr-hosting.pdf", "booking-rail-fr-lumiere.pdf", "booking-car-fr-rouleo.pdf",
        ]
        let files = try names.map { [UInt8](try Data(contentsOf: ServerFixture.testData($0))) }
        let running = try await RunningServer(vault: vault)
        defer { Task { await running.stop() } }
        XCTAssertEqual(running.server.options.maxPendingUploads, 4)
        let before = try vault.documents(.all).count
        let csrf = running.csrf
        let http = running.http
        @Sendable func upload(_ index: Int) throws -> RawHTTP.Response {
            try http.send(
                "POST", "/upload?journey=nyc",
                headers: ["X-File-Name": names[index], "Content-Type": "application/pdf", "X-CSRF-Token": csrf],
                body: files[index])
        }

        // The import queue held: the first upload is taken up (and waits for the queue), four wait.
        let uploads = running.server.uploads
        uploads.queue.suspend()
        var resumed = false
        defer { if !resumed { uploads.queue.resume() } }
        // Threads of their own: the sends block until the answers come.
        let answers = Mutex<[Int: Result<RawHTTP.Response, Error>]>([:])
        let sent = DispatchGroup()
        for index in 0..<5 {
            sent.enter()
            Thread.detachNewThread {
                let answer = Result { try upload(index) }
                answers.withLock { $0[index] = answer }
                sent.leave()
            }
        }
        let deadline = Date().addingTimeInterval(30)
        while uploads.reserved < 5, Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
        XCTAssertEqual(uploads.reserved, 5, "one upload being imported and four waiting")

        let refused = try upload(5)
        XCTAssertEqual(refused.status, 503)
        XCTAssertEqual(refused.header("retry-after"), "10")
        XCTAssertTrue(
            refused.text.contains("booking-car-fr-rouleo.pdf: 4 uploads are waiting; try again soon"), refused.text)
        XCTAssertEqual(try vault.documents(.all).count, before, "nothing is imported while the queue is held")

        uploads.queue.resume()
        resumed = true
        XCTAssertEqual(sent.wait(timeout: .now() + 600), .success)
        for index in 0..<5 {
            let answer = try XCTUnwrap(answers.withLock { $0[index] }).get()
            XCTAssertEqual(answer.status, 201, "\(names[index]): \(answer.text)")
        }
        XCTAssertEqual(try vault.documents(.all).count, before + 5, "each waiting upload is imported")
        XCTAssertEqual(uploads.reserved, 0)
        let stored = try vault.documents(.all).map(\.originalName)
        XCTAssertFalse(stored.contains("booking-car-fr-rouleo.pdf"), "the refused upload stored nothing")

        let again = try upload(5)
        XCTAssertEqual(again.status, 201, "the refused upload goes through when sent again: \(again.text)")
        XCTAssertEqual(try vault.documents(.all).count, before + 6)
    }
}
