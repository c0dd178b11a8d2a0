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
