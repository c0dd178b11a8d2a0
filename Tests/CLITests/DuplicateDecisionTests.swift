import Foundation
import Testing

/// A second copy of one receipt is named where the user decides: at import, in the review, and
/// when confirming; and a near-copy whose name OCR misread by a letter is still caught.
@Suite struct DuplicateDecisionTests {
    struct Row: Decodable {
        var id: Int64
        var status: String
        var duplicateOf: Int64?
    }

    /// An e-invoice from `seller` for 968.00 EUR on 2025-04-02 (no OCR: fast to import).
    static func invoice(seller: String, in vault: TemporaryVault, name: String) throws -> String {
        let fixture = try String(
            contentsOfFile: VaultProcess.fixture("einvoice-nl-eur-ubl-invoice.xml"), encoding: .utf8)
        let url = try vault.scratch().appendingPathComponent(name)
        try fixture.replacingOccurrences(of: "Grachten Consultancy B.V.", with: seller)
            .write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Imports `Taste Of The World` and the same receipt read as `Taste Of Ihe World`.
    static func importPair(into vault: TemporaryVault) throws -> VaultProcess.Result {
        let first = try vault.run(["import", try invoice(seller: "Taste Of The World", in: vault, name: "photo.xml")])
        #expect(first.status == 0 && !first.stdout.contains("possible duplicate"), "\(first.stdout)\(first.stderr)")
        let second = try vault.run(["import", try invoice(seller: "Taste Of Ihe World", in: vault, name: "shop.xml")])
        #expect(second.status == 0, "\(second.stderr)")
        return second
    }

    @Test func aNameOneLetterApartIsStillTheSameReceipt() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let second = try Self.importPair(into: vault)
        #expect(second.stdout.contains("possible duplicate of expense 1"), "\(second.stdout)")
        let flagged = try vault.json([Row].self, ["expense", "list", "--duplicates"])
        #expect(flagged.map(\.id) == [2] && flagged.first?.duplicateOf == 1)
    }

    @Test func anotherShopWithTheSameTotalIsNotADuplicate() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        _ = try vault.run(["import", try Self.invoice(seller: "Taste Of The World", in: vault, name: "a.xml")])
        let other = try vault.run(["import", try Self.invoice(seller: "Harbour Bakery", in: vault, name: "b.xml")])
        #expect(other.status == 0 && !other.stdout.contains("possible duplicate"), "\(other.stdout)")
    }

    /// In a script `expense confirm` of a flagged draft refuses and says why; --yes confirms.
    @Test func confirmingAFlaggedDraftNeedsYesInAScript() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        _ = try Self.importPair(into: vault)
        let refused = try vault.run(["expense", "confirm", "2"])
        #expect(refused.status == 65)
        #expect(
            refused.stderr.hasPrefix(
                "vault: expense 2 may be a duplicate of expense 1: Taste Of The World 968.00 EUR 2025-04-02, draft:"),
            "\(refused.stderr)")
        #expect(refused.stderr.contains("--yes") && refused.stderr.contains("--reject-duplicates"))
        #expect(try vault.json([Row].self, ["expense", "list"]).map(\.status) == ["draft", "draft"])
        // The original itself is not flagged: it confirms without a question.
        #expect(try vault.run(["expense", "confirm", "1"]).status == 0)
        let confirmed = try vault.run(["expense", "confirm", "2", "--yes"])
        #expect(confirmed.status == 0 && confirmed.stdout == "confirmed 1 expense\n", "\(confirmed.stderr)")
    }

    /// `--all-sure` never confirms a possible duplicate, however sure its fields: it says so.
    @Test func allSureLeavesAPossibleDuplicateForTheUser() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        _ = try Self.importPair(into: vault)
        let result = try vault.run(["expense", "confirm", "--all-sure"])
        #expect(
            result.stdout == "confirmed 1 sure draft (1); 1 still needs a look, a possible duplicate (vault review)\n",
            "\(result.stdout)\(result.stderr)")
        #expect(try vault.json([Row].self, ["expense", "list"]).map(\.status) == ["confirmed", "draft"])
    }

    /// On a terminal `expense confirm` of a flagged draft asks; anything but y confirms nothing.
    @Test func confirmingAFlaggedDraftAsksOnATerminal() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        _ = try Self.importPair(into: vault)
        let command =
            "'\(VaultProcess.binary.path)' expense confirm 2 --vault '\(vault.path)'; echo \"[exit $?]\"; sleep 60"
        let tmux = try TmuxSession(command: command)
        defer { tmux.kill() }
        let asked = try tmux.waitFor("Confirm anyway?")
        #expect(asked.contains("expense 2 may be a duplicate of expense 1"), "\(asked)")
        try tmux.type("n")
        try tmux.press("Enter")
        let done = try tmux.waitFor("[exit 0]")
        #expect(done.contains("nothing confirmed"), "\(done)")
        #expect(try vault.json([Row].self, ["expense", "list"]).map(\.status) == ["draft", "draft"])
    }

    /// Both copies confirmed: --reject-duplicates rejects nothing and says which pair is left.
    @Test func rejectDuplicatesNamesADuplicateAlreadyConfirmed() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        _ = try Self.importPair(into: vault)
        #expect(try vault.run(["expense", "confirm", "2", "--yes"]).status == 0)
        let kept = try vault.run(["expense", "confirm", "1", "--reject-duplicates"])
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(
            kept.stdout
                == "confirmed 1 expense; 1 possible duplicate is already confirmed: expense 2 (of 1); "
                + "reject it with `vault expense reject 2`\n", "\(kept.stdout)")
        // Keeping the copy instead names the original as the one to drop.
        let other = try vault.run(["expense", "confirm", "2", "--reject-duplicates"])
        #expect(
            other.stdout.hasSuffix("expense 2 (of 1); reject it with `vault expense reject 1`\n"), "\(other.stdout)")
        #expect(try vault.json([Row].self, ["expense", "list", "--duplicates"]).map(\.id) == [2])
    }

    /// The review names the other copy and `d` rejects the draft as a duplicate.
    @Test func theTerminalReviewShowsTheDuplicateAndRejectsItWithOneKey() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        _ = try Self.importPair(into: vault)
        #expect(try vault.run(["expense", "confirm", "1"]).status == 0)
        let command =
            "'\(VaultProcess.binary.path)' review --vault '\(vault.path)'; echo \"[exit $?]\"; sleep 60"
        let tmux = try TmuxSession(command: command)
        defer { tmux.kill() }
        let screen = try tmux.waitFor("draft 1 of 1")
        #expect(
            screen.contains("possible duplicate of expense 1: Taste Of The World 968.00 EUR 2025-04-02, confirmed"),
            "\(screen)")
        #expect(screen.contains("d reject as duplicate"), "\(screen)")
        // Accepting asks first; any key but y leaves it a draft.
        try tmux.press("a")
        _ = try tmux.waitFor("accept anyway?")
        try tmux.press("n")
        _ = try tmux.waitFor("not accepted; d rejects it as a duplicate of expense 1")
        try tmux.press("d")
        let done = try tmux.waitFor("[exit 0]")
        #expect(done.contains("1 rejected"), "\(done)")
        #expect(try vault.json([Row].self, ["expense", "list"]).map(\.status) == ["confirmed", "rejected"])
    }
}
