import Foundation
import Testing

/// `vault serve` on a port another program holds says so in one line and how to go on.
@Suite struct ServePortTests {
    /// A loopback socket listening on a free port, closed by `close()`.
    struct Listener {
        let descriptor: Int32
        let port: Int

        init() throws {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            self.descriptor = descriptor
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = 0
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            try #require(bound == 0 && listen(descriptor, 1) == 0)
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
            }
            port = Int(UInt16(bigEndian: address.sin_port))
        }

        func close() { _ = Glibc.close(descriptor) }
    }

    /// Started, the server prints its own line only: no Hummingbird log lines beside it.
    @Test func aStartedServerPrintsOnlyItsOwnLine() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        try #require(try vault.run(["init"]).status == 0)
        let folder = try vault.scratch("serve")
        let out = folder.appendingPathComponent("out")
        let err = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = VaultProcess.binary
        process.arguments = ["serve", "--port", "0", "--vault", vault.path]
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        var printed = ""
        while Date() < deadline, !printed.contains("vault serve: http://") {
            Thread.sleep(forTimeInterval: 0.1)
            printed = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
        }
        Thread.sleep(forTimeInterval: 0.3)
        process.terminate()
        process.waitUntilExit()
        #expect(printed.hasPrefix("vault serve: http://127.0.0.1:"), "\(printed)")
        #expect(printed.split(separator: "\n").count == 1, "\(printed)")
        let stderr = (try? String(contentsOf: err, encoding: .utf8)) ?? ""
        #expect(stderr.isEmpty, "\(stderr)")
    }

    @Test func aBusyPortIsOneLineWithAnotherPortToTry() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        try #require(try vault.run(["init"]).status == 0)
        let listener = try Listener()
        defer { listener.close() }
        let result = try vault.run(["serve", "--port", String(listener.port)])
        #expect(result.status == 64)
        #expect(
            result.stderr == "vault: port \(listener.port) is in use; try --port \(listener.port + 1)\n",
            "\(result.stderr)")
        #expect(!result.stdout.contains("http://"), "\(result.stdout)")
    }
}
