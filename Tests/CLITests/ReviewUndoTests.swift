import Foundation
import Testing

/// `u` in the review takes back the last accept or reject: the draft is a draft again and
/// shown again.
@Suite struct ReviewUndoTests {
    @Test func undoBringsARejectedDraftBack() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        for (seller, name) in [("Harbour Bakery", "a.xml"), ("Taste Of The World", "b.xml")] {
            let path = try DuplicateDecisionTests.invoice(seller: seller, in: vault, name: name)
            try #require(try vault.run(["import", path]).status == 0)
        }
        let command =
            "'\(VaultProcess.binary.path)' review --vault '\(vault.path)'; echo \"[exit $?]\"; sleep 60"
        let tmux = try TmuxSession(command: command)
        defer { tmux.kill() }
        _ = try tmux.waitFor("draft 1 of 2")
        try tmux.press("r")
        var screen = try tmux.waitFor("draft 2 of 2")
        #expect(screen.contains("(u undoes)"), "\(screen)")
        try tmux.press("u")
        screen = try tmux.waitFor("draft 1 of 2")
        #expect(screen.contains("undone: expense 1 is a draft again"), "\(screen)")
        try tmux.press("u")
        _ = try tmux.waitFor("nothing to undo")
        try tmux.press("q")
        let done = try tmux.waitFor("[exit 0]")
        #expect(done.contains("0 accepted, 0 edited, 0 rejected"), "\(done)")
        #expect(
            try vault.json([DuplicateDecisionTests.Row].self, ["expense", "list"]).map(\.status) == ["draft", "draft"])
    }
}
