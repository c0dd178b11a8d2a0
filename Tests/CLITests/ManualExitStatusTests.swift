import Foundation
import Testing

/// The man page's EXIT STATUS is vault's own table (install.sh turns `vault --help`'s table into
/// mdoc with scripts/exit-status-mdoc.awk), not generate-manual's generic sentence.
@Suite struct ManualExitStatusTests {
    @Test func theHelpTableBecomesAnMdocList() throws {
        let help = try VaultProcess.run(["--help"])
        #expect(help.status == 0)
        let script = VaultProcess.packageRoot.appendingPathComponent("scripts/exit-status-mdoc.awk").path
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("vault-help-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(help.stdout.utf8).write(to: file)
        let mdoc = try #require(try runTool("awk", ["-f", script, file.path])).stdout
        let lines = mdoc.split(separator: "\n").map(String.init)
        #expect(lines.first == ".Bl -tag -width Ds" && lines.last == ".El", "\(mdoc)")
        #expect(lines.contains(".It 64"), "\(mdoc)")
        // A description on two lines of the help is one line here.
        #expect(
            lines.contains(
                "bad data: a damaged or unsupported file; the vault's data does not allow it (or a newer vault wrote it)"
            ),
            "\(mdoc)")
        #expect(lines.filter { $0.hasPrefix(".It ") }.count == 8, "\(mdoc)")
    }
}
