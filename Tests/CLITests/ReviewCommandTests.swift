import Foundation
import Testing
import Vault

@testable import Reading

/// A draft as `expense list --json` shows it, enough to know its place in the review queue.
private struct QueueRow: Decodable {
    struct Confidence: Decodable {
        var merchant: Double?
        var total: Double?
        var currency: Double?
        var date: Double?
    }
    var id: Int64
    var merchant: String?
    var currency: String?
    var confidence: Confidence?

    var leastConfidence: Double {
        [confidence?.merchant, confidence?.total, confidence?.currency, confidence?.date].map { $0 ?? 0 }.min() ?? 0
    }
}

@Suite struct ReviewCommandTests {
    /// Accepts the first draft, rejects the second, files the third in a journey and edits its
    /// total (an invalid amount first), then quits. Editing saves at once but does not
    /// confirm: the third stays a draft.
    @Test func reviewInATerminalAcceptsRejectsAndEdits() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let added = try vault.run([
            "journey", "add", "london", "--name", "London", "--from", "2025-04-01", "--to", "2025-04-05",
        ])
        #expect(added.status == 0, "\(added.stderr)")
        let imported = try vault.run(
            ["import", "--jobs", "1"]
                + [
                    "receipt-en-usd-diner.png", "receipt-fr-eur-brasserie.png", "receipt-gb-gbp-pub.png",
                ].map(VaultProcess.fixture))
        try #require(imported.status == 0, "\(imported.stderr)")
        // The queue puts the least sure draft first: the order follows the drafts' confidences.
        let drafts = try vault.json([QueueRow].self, ["expense", "list"])
            .sorted { ($0.leastConfidence, $0.id) < ($1.leastConfidence, $1.id) }
        try #require(drafts.count == 3)

        // A viewer that fails, so `o` must fall back to showing where the file is.
        let bin = try vault.scratch("bin")
        let viewer = bin.appendingPathComponent("xdg-open")
        try Data("#!/bin/sh\nexit 3\n".utf8).write(to: viewer)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: viewer.path)

        let command =
            "env PATH='\(bin.path)':\"$PATH\" '\(VaultProcess.binary.path)' review --vault '\(vault.path)'"
            + "; status=$?; stty -a; echo \"[exit $status]\"; sleep 60"
        let tmux = try TmuxSession(command: command)
        defer { tmux.kill() }

        var screens: [Int64: String] = [:]
        var screen = try tmux.waitFor("draft 1 of 3")
        screens[drafts[0].id] = screen
        #expect(screen.contains(drafts[0].merchant ?? "-"), "\(screen)")
        #expect(screen.contains("%"))

        try tmux.press("o")
        screen = try tmux.waitFor("the file is at")
        #expect(screen.contains("/objects/"))

        try tmux.press("a")
        screen = try tmux.waitFor("draft 2 of 3")
        screens[drafts[1].id] = screen
        #expect(screen.contains("accepted: expense \(drafts[0].id)"))
        #expect(screen.contains(drafts[1].merchant ?? "-"), "\(screen)")

        try tmux.press("r")
        screen = try tmux.waitFor("draft 3 of 3")
        screens[drafts[2].id] = screen
        #expect(screen.contains("rejected: expense \(drafts[1].id)"))
        #expect(screen.contains(drafts[2].merchant ?? "-"), "\(screen)")

        // The diner's screen, wherever it came in the queue.
        let diner = try #require(drafts.first { $0.merchant == "BLUE MOON DINER" })
        let dinerScreen = screens[diner.id] ?? ""
        #expect(dinerScreen.contains("receipt-en-usd-diner.png"))
        #expect(dinerScreen.contains("34.78"))
        #expect(dinerScreen.contains("p1 l16: TOTAL $34.78"), "evidence line\n\(dinerScreen)")
        #expect(dinerScreen.contains("unfiled: no journey covers 2025-03-12"))

        try tmux.press("j")
        screen = try tmux.waitFor("journey (number or slug")
        #expect(screen.contains("1  london"))
        try tmux.type("1")
        try tmux.press("Enter")
        try tmux.waitFor("filed in journey london")

        try tmux.press("e")
        try tmux.waitFor("edit which field?")
        try tmux.press("t")
        try tmux.waitFor("new total")
        try tmux.type("12,3x")
        try tmux.press("Enter")
        try tmux.waitFor("is not an amount like 12.30")
        try tmux.type("99.99")
        try tmux.press("Enter")
        screen = try tmux.waitFor("saved total: 99.99")
        #expect(screen.contains("draft 3 of 3"))

        try tmux.press("q")
        screen = try tmux.waitFor("[exit 0]")
        #expect(screen.contains("1 accepted, 1 edited, 1 rejected, 0 skipped; 1 draft left in the queue"), "\(screen)")
        // The terminal is back in line mode with echo.
        #expect(screen.contains(" icanon") && !screen.contains("-icanon"), "\(screen)")
        #expect(screen.contains(" echo ") && !screen.contains("-echo "), "\(screen)")

        let opened = try Vault.open(VaultLayout(root: vault.root))
        let london = try opened.journey(slug: "london")
        let byId = Dictionary(uniqueKeysWithValues: try opened.expenses().map { ($0.id ?? 0, $0) })
        try #require(byId.count == 3)
        #expect(byId[drafts[0].id]?.status == .confirmed)
        #expect(byId[drafts[0].id]?.merchant == drafts[0].merchant)
        #expect(byId[drafts[1].id]?.status == .rejected)
        let edited = try #require(byId[drafts[2].id])
        #expect(edited.status == .draft)
        #expect(edited.totalString == "99.99")
        #expect(edited.currency == drafts[2].currency)
        #expect(edited.journeyId == london.id)
        #expect(edited.filedBy == .manual)
        #expect(try opened.reviewQueue() == [drafts[2].id])
    }

    /// Ctrl-C leaves the terminal as it was, and NO_COLOR means no colour codes.
    @Test func interruptRestoresTheTerminalAndNoColorIsPlain() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let imported = try vault.run(["import", VaultProcess.fixture("receipt-gb-gbp-pub.png")])
        try #require(imported.status == 0, "\(imported.stderr)")
        let command =
            "NO_COLOR=1 '\(VaultProcess.binary.path)' review --vault '\(vault.path)'"
            + "; status=$?; stty -a; echo \"[exit $status]\"; sleep 60"
        let tmux = try TmuxSession(command: command)
        defer { tmux.kill() }

        try tmux.waitFor("draft 1 of 1")
        let coloured = try tmux.screen(escapes: true)
        #expect(!coloured.contains("\u{1B}[3"), "colour codes with NO_COLOR set")
        try tmux.press("C-c")
        let screen = try tmux.waitFor("[exit 130]")
        #expect(screen.contains("review interrupted"))
        #expect(screen.contains(" icanon") && !screen.contains("-icanon"), "\(screen)")
        #expect(screen.contains(" echo ") && !screen.contains("-echo "), "\(screen)")
        let opened = try Vault.open(VaultLayout(root: vault.root))
        #expect(try opened.expenses().map(\.status) == [.draft])
    }

    /// `--journey` limits the queue to that journey's drafts; with none left it says so.
    @Test func journeyFilterAndEmptyQueue() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["journey", "add", "london", "--name", "London"]).status == 0)
        #expect(
            try vault.run(["import", VaultProcess.fixture("receipt-gb-gbp-pub.png"), "--journey", "london"]).status == 0
        )
        #expect(try vault.run(["import", VaultProcess.fixture("receipt-fr-eur-brasserie.png")]).status == 0)
        let review = "'\(VaultProcess.binary.path)' review --vault '\(vault.path)' --journey london"
        let tmux = try TmuxSession(command: "\(review); \(review); echo \"[exit $?]\"; sleep 60")
        defer { tmux.kill() }

        let screen = try tmux.waitFor("draft 1 of 1 in journey london")
        #expect(screen.contains("THE RED LION"))
        #expect(screen.contains("chosen with --journey"), "\(screen)")
        try tmux.press("a")
        let after = try tmux.waitFor("[exit 0]")
        #expect(after.contains("no drafts left. review: 1 accepted, 0 edited, 0 rejected, 0 skipped"), "\(after)")
        #expect(after.contains("no drafts to review in journey london"), "\(after)")
        let opened = try Vault.open(VaultLayout(root: vault.root))
        #expect(try opened.reviewQueue() == [2])
    }

    /// Esc while typing a new value cancels the edit (it is not typed into the value as `^[`),
    /// and Backspace takes back a character before Enter saves.
    @Test func escCancelsAnEditAndBackspaceCorrectsIt() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["import", VaultProcess.fixture("receipt-gb-gbp-pub.png")]).status == 0)
        let before = try #require(try vault.json([QueueRow].self, ["expense", "list"]).first)
        let tmux = try TmuxSession(
            command:
                "NO_COLOR=1 '\(VaultProcess.binary.path)' review --vault '\(vault.path)'; echo \"[exit $?]\"; sleep 60")
        defer { tmux.kill() }

        try tmux.waitFor("draft 1 of 1")
        try tmux.press("e")
        try tmux.waitFor("edit which field?")
        try tmux.press("t")
        try tmux.waitFor("new total")
        try tmux.type("99")
        try tmux.press("Escape")
        var screen = try tmux.waitFor("edit cancelled")
        #expect(!screen.contains("^["), "\(screen)")
        #expect(!screen.contains("not an amount"), "\(screen)")

        try tmux.press("e")
        try tmux.waitFor("edit which field?")
        try tmux.press("t")
        try tmux.type("13.4x")
        try tmux.press("BSpace")
        try tmux.type("0")
        try tmux.press("Enter")
        screen = try tmux.waitFor("saved total")
        #expect(screen.contains("saved total: 13.40"), "\(screen)")
        try tmux.press("q")
        try tmux.waitFor("[exit 0]")
        struct Row: Decodable {
            var id: Int64
            var total: String?
        }
        let after = try #require(try vault.json([Row].self, ["expense", "list"]).first { $0.id == before.id })
        #expect(after.total == "13.40")
    }

    /// A field set with `vault expense edit` shows as set by you, and when, in review (the record says so, not
    /// the session), and a skipped draft still counts as a draft left.
    @Test func editedMarksComeFromTheRecordAndSkippedDraftsAreLeft() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["import", VaultProcess.fixture("receipt-gb-gbp-pub.png")]).status == 0)
        let edited = try vault.run(["expense", "edit", "1", "--merchant", "Red Lion Pub"])
        #expect(edited.status == 0, "\(edited.stderr)")
        let tmux = try TmuxSession(
            command:
                "NO_COLOR=1 '\(VaultProcess.binary.path)' review --vault '\(vault.path)'; echo \"[exit $?]\"; sleep 60")
        defer { tmux.kill() }

        let screen = try tmux.waitFor("draft 1 of 1")
        let merchantLine = screen.split(separator: "\n").first { $0.contains("merchant") } ?? ""
        #expect(
            merchantLine.contains("Red Lion Pub") && merchantLine.contains("set by you on \(CalendarDate.today)"),
            "\(screen)")
        #expect(!merchantLine.contains("%"), "\(screen)")
        try tmux.press("s")
        let after = try tmux.waitFor("[exit 0]")
        #expect(after.contains("0 accepted, 0 edited, 0 rejected, 1 skipped; 1 draft left in the queue"), "\(after)")
    }

    @Test func refusesWithoutATerminal() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let result = try vault.run(["review"])
        #expect(result.status == 64)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("vault: review needs an interactive terminal"))
        #expect(result.stderr.contains("vault expense list|edit|confirm|reject"))
        #expect(result.stdout.isEmpty)
    }

    @Test func helpTeachesTheKeys() throws {
        let result = try VaultProcess.run(["review", "--help"])
        #expect(result.status == 0)
        for key in ["a  accept", "e  edit", "j  change the journey", "r  reject", "s  skip", "o  open", "q  quit"] {
            #expect(result.stdout.contains(key), "\(key)")
        }
    }
}
