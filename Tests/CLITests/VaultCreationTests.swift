import Foundation
import Testing

/// `vault help init` names the commands that create a vault on first use; each of them does,
/// and a command that only reads refuses a folder that holds no vault.
@Suite struct VaultCreationTests {
    static let creating: [(name: String, arguments: [String])] = [
        ("import", ["import", VaultProcess.fixture("invoice-text-layer.pdf")]),
        ("watch", ["watch", "--once"]),
        ("journey add", ["journey", "add", "paris", "--name", "Paris"]),
        (
            "expense add",
            ["expense", "add", "--merchant", "Taxi", "--total", "12", "--currency", "EUR", "--date", "2025-03-12"]
        ),
        ("booking add", ["booking", "add", "stay", "--hotel", "Hotel Lilas", "--check-in", "2025-03-10T15:00"]),
        ("category add", ["category", "add", "Gifts"]),
        ("fx set", ["fx", "set", "USD", "EUR", "0.92", "--date", "2025-03-12"]),
        ("config set", ["config", "set", "currency", "EUR"]),
    ]

    @Test func theHelpOfInitNamesExactlyTheCommandsThatCreateAVault() throws {
        let help = try VaultProcess.run(["help", "init"])
        #expect(help.status == 0)
        let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for command in Self.creating {
            #expect(text.contains(command.name), "\(command.name) missing from: \(text)")
        }
        for command in Self.creating {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vault-new-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let result = try VaultProcess.run(command.arguments + ["--vault", folder.path])
            #expect(result.status == 0, "\(command.name): \(result.stderr)")
            #expect(
                FileManager.default.fileExists(atPath: folder.appendingPathComponent("vault.sqlite").path),
                "\(command.name)")
        }
    }

    @Test func aCommandThatOnlyReadsNeedsAVault() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vault-none-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try VaultProcess.run(["expense", "list", "--vault", folder.path])
        #expect(result.status == 66)
        #expect(result.stderr.contains("no vault at \(folder.path)"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }
}
