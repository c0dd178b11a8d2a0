import Foundation
import Testing

/// At 80 columns the review has too little room beside a value for the line it was read from:
/// the evidence goes on lines of its own below, whole, instead of cut to a few characters.
@Suite struct ReviewNarrowTerminalTests {
    @Test func evidenceWrapsBelowTheValueAt80Columns() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let imported = try vault.run(["import", VaultProcess.fixture("einvoice-nl-eur-ubl-invoice.xml")])
        try #require(imported.status == 0, "\(imported.stderr)")
        let command =
            "'\(VaultProcess.binary.path)' review --vault '\(vault.path)'; echo \"[exit $?]\"; sleep 60"
        let tmux = try TmuxSession(command: command, width: 80, height: 40)
        defer { tmux.kill() }
        let screen = try tmux.waitFor("draft 1 of 1")
        #expect(screen.contains("cbc:IssueDate: 2025-04-02\""), "\(screen)")
        #expect(screen.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(screen)")
        try tmux.press("q")
        try tmux.waitFor("[exit 0]")
    }
}
