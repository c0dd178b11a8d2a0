import Foundation
import Testing

/// The review shows why a draft has its category, and that a category the owner chose is theirs.
@Suite struct ReviewCategoryReasonTests {
    @Test func theReviewSaysWhyADraftHasItsCategory() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let imported = try vault.run(["import", VaultProcess.fixture("invoice-text-layer.pdf")])
        try #require(imported.status == 0, "\(imported.stderr)")
        let command =
            "'\(VaultProcess.binary.path)' review --vault '\(vault.path)'; echo \"[exit $?]\"; sleep 60"
        let tmux = try TmuxSession(command: command, width: 80, height: 40)
        defer { tmux.kill() }
        var screen = try tmux.waitFor("draft 1 of 1")
        #expect(screen.contains("  category  Accommodation"), "\(screen)")
        #expect(screen.contains("why: 'hotel' in the merchant's name"), "\(screen)")
        try tmux.press("c")
        _ = try tmux.waitFor("category (number or name")
        try tmux.type("Transport")
        try tmux.press("Enter")
        screen = try tmux.waitFor("why: set by you")
        #expect(screen.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(screen)")
        try tmux.press("q")
        _ = try tmux.waitFor("[exit 0]")
    }
}
