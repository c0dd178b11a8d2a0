import Foundation
import Testing
import Vault

/// An expense as `expense list --json` shows it, with the confidence of each field.
private struct SureRow: Decodable {
    struct Confidence: Decodable {
        var merchant: Double?
        var total: Double?
        var currency: Double?
        var date: Double?
    }
    var id: Int64
    var status: String
    var merchant: String?
    var total: String?
    var currency: String?
    var date: String?
    var merchantNote: String?
    var confidence: Confidence?

    var fieldConfidences: [Double?] {
        [confidence?.merchant, confidence?.total, confidence?.currency, confidence?.date]
    }
    var leastConfidence: Double { fieldConfidences.map { $0 ?? 0 }.min() ?? 0 }
    var isAllSure: Bool {
        merchant != nil && total != nil && currency != nil && date != nil && leastConfidence >= 0.9
    }
}

@Suite struct LearningCommandTests {
    static let shop = "receipt-my-myr-hardware.jpg"
    /// The same shop on another day, its name line faded away.
    static let fadedName = "receipt-my-myr-hardware-faded-name.jpg"
    /// A receipt read upside down: its total and date are not sure.
    static let unsure = "receipt-rotated-180.jpg"

    /// A confirmed expense teaches the vault its shop: a later receipt from the same shop gets
    /// the merchant as confirmed (letter case included) although its own name line cannot be
    /// read, and the draft says why. Without that confirmation it does not.
    @Test func confirmedShopNamesALaterReceiptWhoseNameLineIsUnreadable() throws {
        let alone = try TemporaryVault()
        defer { alone.remove() }
        #expect(try alone.run(["import", VaultProcess.fixture(Self.fadedName)]).status == 0)
        let unknown = try #require(try alone.json([SureRow].self, ["expense", "list"]).first)
        #expect(unknown.merchant?.uppercased() != "SENG HENG HARDWARE (M) SDN BHD", "readable alone: \(unknown)")
        #expect(unknown.merchantNote == nil)

        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["import", VaultProcess.fixture(Self.shop)]).status == 0)
        let first = try #require(try vault.json([SureRow].self, ["expense", "list"]).first)
        #expect(first.merchant == "SENG HENG HARDWARE (M) SDN BHD")
        // Only the letter case changes: the user's spelling is still what is learnt.
        let name = "Seng Heng Hardware (M) Sdn Bhd"
        #expect(try vault.run(["expense", "edit", String(first.id), "--merchant", name]).status == 0)
        #expect(try vault.run(["expense", "confirm", String(first.id)]).status == 0)

        let imported = try vault.run(["import", VaultProcess.fixture(Self.fadedName), "--json"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let second = try #require(try vault.json([SureRow].self, ["expense", "list"]).first { $0.id != first.id })
        #expect(second.merchant == name)
        let note = try #require(second.merchantNote)
        #expect(note.hasPrefix("same shop as expense \(first.id): "), "\(note)")
        #expect(note.contains("address") && note.contains("GST no."), "\(note)")
        // Registration number, GST number, phone and address all agree: a strong match.
        #expect((second.confidence?.merchant ?? 0) >= 0.9, "\(second)")
        #expect((second.confidence?.merchant ?? 1) > (unknown.confidence?.merchant ?? 0))

        // The case-only correction is remembered as a rule as well.
        struct RuleRow: Decodable {
            var reads: String
            var merchant: String
        }
        let rules = try vault.json([RuleRow].self, ["merchant", "list"])
        #expect(rules.map(\.merchant) == [name] && rules.map(\.reads) == ["SENG HENG HARDWARE (M) SDN BHD"])
    }

    /// `review` shows the least sure draft first and marks sure fields settled; `confirm
    /// --all-sure` confirms exactly the drafts whose four fields are all sure. A receipt from a
    /// shop the user confirmed before is sure in every field; a receipt turned upside down,
    /// read less clearly, is not.
    @Test func unsureDraftsAreReviewedFirstAndSureOnesConfirmedUnseen() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        try #require(try vault.run(["import", VaultProcess.fixture(Self.shop)]).status == 0)
        try #require(try vault.run(["expense", "confirm", "1"]).status == 0)
        let imported = try vault.run(
            ["import", "--jobs", "1", VaultProcess.fixture(Self.fadedName), VaultProcess.fixture(Self.unsure)])
        try #require(imported.status == 0, "\(imported.stderr)")
        let drafts = try vault.json([SureRow].self, ["expense", "list", "--status", "draft"]).sorted { $0.id < $1.id }
        try #require(drafts.count == 2)
        // The receipts must differ in sureness for the order and the selection to show anything.
        try #require(drafts[0].isAllSure && !drafts[1].isAllSure, "\(drafts)")

        let command =
            "NO_COLOR=1 '\(VaultProcess.binary.path)' review --vault '\(vault.path)'"
            + "; echo \"[exit $?]\"; sleep 60"
        let tmux = try TmuxSession(command: command)
        defer { tmux.kill() }
        var screen = try tmux.waitFor("draft 1 of 2")
        #expect(screen.contains(Self.unsure), "least sure first\n\(screen)")
        #expect(screen.contains("to check"), "\(screen)")
        // Under each field that is not settled, what keeps it unsure.
        struct Reasons: Decodable {
            struct Evidence: Decodable { var reasons: [String: String]? }
            var confidence: [String: Double]?
            var evidence: Evidence?
        }
        let shown = try vault.json(Reasons.self, ["expense", "show", String(drafts[1].id)])
        let doubts = (shown.evidence?.reasons ?? [:]).filter { field, _ in
            (shown.confidence?[field] ?? 0) < 0.9
        }
        try #require(!doubts.isEmpty, "\(shown)")
        for doubt in doubts.values { #expect(screen.contains("unsure: \(doubt)"), "\(screen)") }
        try tmux.press("s")
        screen = try tmux.waitFor("draft 2 of 2")
        #expect(screen.contains(Self.fadedName), "\(screen)")
        #expect(screen.contains("all fields settled"), "\(screen)")
        let merchantRow = try #require(screen.split(separator: "\n").first { $0.contains("  merchant  ") })
        #expect(merchantRow.contains("settled"), "\(merchantRow)")
        try tmux.press("q")
        try tmux.waitFor("[exit 0]")

        struct Outcome: Decodable {
            var confirmed: [Int64]
            var needLook: Int
        }
        let outcome = try vault.json(Outcome.self, ["expense", "confirm", "--all-sure", "--json"])
        #expect(outcome.confirmed == drafts.filter(\.isAllSure).map(\.id))
        #expect(outcome.needLook == drafts.filter { !$0.isAllSure }.count)
        let after = try vault.json([SureRow].self, ["expense", "list"]).sorted { $0.id < $1.id }
            .filter { row in drafts.contains { $0.id == row.id } }
        #expect(after.map(\.status) == drafts.map { $0.isAllSure ? "confirmed" : "draft" })

        let again = try vault.run(["expense", "confirm", "--all-sure"])
        #expect(again.status == 0)
        #expect(again.stdout.contains("confirmed 0 sure drafts; 1 still needs a look"), "\(again.stdout)")
        #expect(try vault.run(["expense", "confirm", "--all-sure", "1"]).status == 64)
    }
}
