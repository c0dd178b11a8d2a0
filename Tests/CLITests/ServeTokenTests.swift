import Foundation
import Testing

/// `vault serve` takes its token from a private file or `$VAULT_TOKEN`, so that it need not
/// appear on the command line, where every user of the machine sees it in `ps`.
@Suite struct ServeTokenTests {
    @Test func aTokenFileOthersCanReadIsRefusedAndTwoSourcesAreTooMany() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        try #require(try vault.run(["init"]).status == 0)
        let file = try vault.scratch().appendingPathComponent("token")
        try Data("0123456789abcdef0123\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        let shared = try vault.run(["serve", "--host", "0.0.0.0", "--port", "0", "--token-file", file.path])
        #expect(shared.status == 64, "\(shared.stderr)")
        #expect(shared.stderr.contains("other users can read it"), "\(shared.stderr)")

        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        let both = try VaultProcess.run(
            ["serve", "--vault", vault.path, "--port", "0", "--token-file", file.path],
            environment: ["VAULT_TOKEN": "0123456789abcdef0123"])
        #expect(both.status == 64, "\(both.stderr)")
        #expect(both.stderr.contains("give the token one way"), "\(both.stderr)")
        let short = try VaultProcess.run(
            ["serve", "--vault", vault.path, "--host", "0.0.0.0", "--port", "0"], environment: ["VAULT_TOKEN": "short"])
        #expect(short.status == 64 && short.stderr.contains("at least 16 characters"), "\(short.stderr)")
    }

    /// Without a token given, `vault serve` makes one for the run, prints it in its start line
    /// with the address that unlocks a browser, and asks for it on loopback too.
    @Test func aServeGivenNoTokenMakesOnePrintsItOnceAndAsksForItOnLoopback() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        try #require(try vault.run(["init"]).status == 0)
        let out = try vault.scratch("serve").appendingPathComponent("out")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        let process = Process()
        process.executableURL = VaultProcess.binary
        process.arguments = ["serve", "--port", "0", "--vault", vault.path]
        var environment = ProcessInfo.processInfo.environment
        environment["VAULT_TOKEN"] = nil
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        var printed = ""
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, !printed.contains("\n") {
            Thread.sleep(forTimeInterval: 0.1)
            printed = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
        }
        let words = printed.split(separator: " ").map(String.init)
        let address = try #require(words.count > 2 ? words[2] : nil, "\(printed)")
        #expect(address.hasPrefix("http://127.0.0.1:") && address.hasSuffix("/"), "\(printed)")
        let unlock = try #require(words.first { $0.contains("/unlock?token=") }, "\(printed)")
        let token = String(unlock.split(separator: "=").last ?? "")
        #expect(token.count == 64 && token.allSatisfy(\.isHexDigit), "\(printed)")
        #expect(printed.hasSuffix("this run's token: \(token))\n"), "\(printed)")

        let asked = try #require(try runTool("curl", ["-s", "-o", "/dev/null", "-w", "%{http_code}", address]))
        #expect(asked.stdout == "401", "loopback asks for the token too")
        let opened = try #require(
            try runTool(
                "curl",
                ["-s", "-o", "/dev/null", "-w", "%{http_code}", "-H", "Authorization: Bearer \(token)", address]))
        #expect(opened.stdout == "200")
        let port = address.split(separator: ":").last.map { String($0.prefix { $0.isNumber }) } ?? ""
        let cookie = try #require(try runTool("curl", ["-s", "-o", "/dev/null", "-D", "-", unlock]))
        #expect(cookie.stdout.contains("vault-token-\(port)=\(token);"), "\(cookie.stdout)")
    }
}
