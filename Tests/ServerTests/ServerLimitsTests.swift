import Foundation
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
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(socket)
            return nil
        }
        return socket
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
