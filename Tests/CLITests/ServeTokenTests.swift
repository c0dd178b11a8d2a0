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
}
