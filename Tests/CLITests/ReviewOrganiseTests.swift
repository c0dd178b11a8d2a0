import Foundation
import Testing

/// `c` and `t` in the review set a draft's category and add tags, without leaving the review.
@Suite struct ReviewOrganiseTests {
    struct Row: Decodable {
        var category: String?
        var tags: [String]
    }

    @Test func categoryAndTagsAreSetInTheReview() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let imported = try vault.run(["import", VaultProcess.fixture("einvoice-nl-eur-ubl-invoice.xml")])
        try #require(imported.status == 0, "\(imported.stderr)")
        let command =
            "'\(VaultProcess.binary.path)' review --vault '\(vault.path)'; echo \"[exit $?]\"; sleep 60"
        let tmux = try TmuxSession(command: command)
        defer { tmux.kill() }
        _ = try tmux.waitFor("draft 1 of 1")
        try tmux.press("c")
        _ = try tmux.waitFor("category (number or name")
        try tmux.type("Spaceships")
        try tmux.press("Enter")
        _ = try tmux.waitFor("no category 'Spaceships'")
        try tmux.type("Fees & Services")
        try tmux.press("Enter")
        var screen = try tmux.waitFor("category: Fees & Services")
        #expect(screen.contains("  category  Fees & Services"), "\(screen)")
        try tmux.press("t")
        _ = try tmux.waitFor("add tags")
        try tmux.type("work, visa")
        try tmux.press("Enter")
        screen = try tmux.waitFor("tagged: work, visa")
        #expect(screen.contains("  tags      visa, work"), "\(screen)")
        try tmux.press("q")
        let done = try tmux.waitFor("[exit 0]")
        #expect(done.contains("1 edited"), "\(done)")
        let row = try vault.json(Row.self, ["expense", "show", "1"])
        #expect(row.category == "Fees & Services" && row.tags == ["visa", "work"], "\(row)")
    }
}
