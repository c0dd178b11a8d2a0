import Foundation
import Synchronization
import Vault
import XCTest

@testable import VaultServer

#if canImport(Glibc)
    import Glibc
#endif

/// An upload's body goes to disk as it arrives, into a private folder in the vault's `tmp/`,
/// not into memory: a waiting upload is a file there, and whatever becomes of the upload
/// (imported, too large, broken off, or the server stopped) its folder goes.
final class ServerUploadSpoolTests: XCTestCase {
    /// The upload folders in the vault's `tmp/`.
    private func spools(_ root: URL) -> [URL] {
        let temporary = root.appendingPathComponent("tmp")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        return names.filter { $0.hasSuffix(".upload") }.sorted().map { temporary.appendingPathComponent($0) }
    }

    private func permissions(_ url: URL) throws -> Int {
        try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }

    /// Waits up to `seconds` for `condition`.
    private func eventually(_ seconds: Double = 20, _ condition: () -> Bool) async throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            guard Date() < deadline else { return false }
            try await Task.sleep(for: .milliseconds(50))
        }
        return true
    }

    func testAWaitingUploadIsAPrivateFileInTheVaultUntilItIsImported() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        let pdf = [UInt8](try Data(contentsOf: ServerFixture.testData("invoice-it-eur-studio.pdf")))
        let running = try await RunningServer(vault: vault)
        defer { Task { await running.stop() } }
        let before = try vault.documents(.all).count
        let uploads = running.server.uploads
        uploads.queue.suspend()
        var resumed = false
        defer { if !resumed { uploads.queue.resume() } }
        let answer = Mutex<Result<RawHTTP.Response, Error>?>(nil)
        let http = running.http
        let csrf = running.csrf
        Thread.detachNewThread {
            let sent = Result {
                try http.send(
                    "POST", "/upload?journey=nyc",
                    headers: ["X-File-Name": "studio%20invoice.pdf", "X-CSRF-Token": csrf], body: pdf)
            }
            answer.withLock { $0 = sent }
        }

        // The whole body is on disk while the import queue is held.
        let arrived = try await eventually {
            guard let folder = spools(root).first else { return false }
            let file = folder.appendingPathComponent("studio invoice.pdf")
            return (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) == pdf.count
        }
        XCTAssertTrue(arrived, "the upload's bytes are in the vault's tmp/: \(spools(root))")
        let folder = try XCTUnwrap(spools(root).first)
        XCTAssertTrue(folder.lastPathComponent.hasPrefix("\(getpid())-"), folder.lastPathComponent)
        XCTAssertEqual(try permissions(folder), 0o700)
        let file = folder.appendingPathComponent("studio invoice.pdf")
        XCTAssertEqual(try permissions(file), 0o600)
        XCTAssertEqual([UInt8](try Data(contentsOf: file)), pdf)
        XCTAssertEqual(try vault.documents(.all).count, before, "nothing is imported while the queue is held")

        uploads.queue.resume()
        resumed = true
        let answered = try await eventually(120) { answer.withLock { $0 != nil } }
        XCTAssertTrue(answered)
        let response = try XCTUnwrap(answer.withLock { $0 }).get()
        XCTAssertEqual(response.status, 201, response.text)
        XCTAssertEqual(try vault.documents(.all).count, before + 1)
        XCTAssertTrue(
            try vault.documents(.all).contains { $0.originalName == "studio invoice.pdf" }, "the name the browser gave")
        XCTAssertEqual(spools(root), [], "the spool goes once the file is imported")
    }

    func testABodyPastTheLimitWithoutALengthIsCutOffAndLeavesNothing() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        let running = try await RunningServer(vault: vault, options: ServeOptions(port: 0, maxUploadBytes: 100_000))
        defer { Task { await running.stop() } }
        let before = try vault.documents(.all).count
        let socket = try XCTUnwrap(running.http.connectSocket())
        defer { close(socket) }
        let token = running.server.options.token
        let head =
            "POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n"
            + "X-Vault-Token: \(token)\r\nX-CSRF-Token: \(running.csrf)\r\nX-File-Name: big.pdf\r\n\r\n"
        RawHTTP.write(Array(head.utf8), to: socket)
        // 30 chunks of 8 KB: 240 KB against a limit of 100 KB, and no length to refuse it by.
        let chunk = Array("2000\r\n".utf8) + [UInt8](repeating: 0x25, count: 0x2000) + Array("\r\n".utf8)
        for _ in 0..<30 where RawHTTP.write(chunk, to: socket) {}
        RawHTTP.write(Array("0\r\n\r\n".utf8), to: socket)
        let response = try RawHTTP.parse(RawHTTP.readAll(socket))
        XCTAssertEqual(response.status, 413)
        XCTAssertTrue(response.text.contains("big.pdf: larger than the upload limit"), response.text)
        let cleaned = try await eventually { spools(root).isEmpty }
        XCTAssertTrue(cleaned, "\(spools(root))")
        XCTAssertEqual(try vault.documents(.all).count, before)
    }

    func testAnUploadBrokenOffLeavesNothingAndTheServerGoesOn() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        let running = try await RunningServer(vault: vault)
        defer { Task { await running.stop() } }
        let before = try vault.documents(.all).count
        let socket = try XCTUnwrap(running.http.connectSocket())
        let head =
            "POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5000000\r\n"
            + "X-Vault-Token: \(running.server.options.token)\r\nX-CSRF-Token: \(running.csrf)\r\n"
            + "X-File-Name: half.pdf\r\n\r\n"
        RawHTTP.write(
            Array(head.utf8) + Array("%PDF-1.7\n".utf8) + [UInt8](repeating: 0x20, count: 1_000_000), to: socket)
        let started = try await eventually {
            spools(root).contains { folder in
                let file = folder.appendingPathComponent("half.pdf")
                return ((try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0) > 0
            }
        }
        XCTAssertTrue(started, "the first megabyte is spooled as it arrives")
        close(socket)
        let cleaned = try await eventually { spools(root).isEmpty }
        XCTAssertTrue(cleaned, "the half upload is removed: \(spools(root))")
        XCTAssertEqual(try vault.documents(.all).count, before)
        XCTAssertEqual(try running.get("/").status, 200)
    }

    func testSpoolsOfAStoppedServerAreRemovedWhenTheNextStarts() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        // PIDs never go above 2^22 on Linux: this server has stopped.
        let stopped = root.appendingPathComponent("tmp/99999999-0A1B.upload")
        let running = root.appendingPathComponent("tmp/\(getpid())-2C3D.upload")
        for folder in [stopped, running] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("%PDF-1.7\n".utf8).write(to: folder.appendingPathComponent("receipt.pdf"))
        }
        let health = try vault.checkHealth()
        XCTAssertEqual(health.abandonedTemporaries, [stopped.path], "doctor reports the stopped server's spool only")

        let server = try await RunningServer(vault: vault)
        defer { Task { await server.stop() } }
        XCTAssertFalse(FileManager.default.fileExists(atPath: stopped.path), "the half upload of a stopped server")
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: running.path), "a running process's upload is left alone")
    }
}
