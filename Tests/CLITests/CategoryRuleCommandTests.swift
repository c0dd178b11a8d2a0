import Foundation
import Testing

/// `vault category rule`: the owner's rules come first when a draft takes its category, and
/// every mistake in one is refused with a message that says what to do.
@Suite struct CategoryRuleCommandTests {
    private struct Categorised: Decodable {
        var id: Int64
        var category: String?
        var categoryNote: String?
    }

    private struct Rule: Decodable, Equatable {
        var id: Int64
        var kind: String
        var text: String
        var category: String
    }

    @Test func rulesAreAddedListedRemovedAndTheirErrorsExplained() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["category", "list"]).status == 0)
        let cases: [([String], Int32, String)] = [
            (["category", "rule", "list"], 0, "no category rules"),
            (
                ["category", "rule", "add", "Transport", "--merchant", "Uber"], 0,
                "added rule 1: merchant 'Uber' -> Transport"
            ),
            (["category", "rule", "add", "transport", "--word", "taxi"], 0, "added rule 2: word 'taxi' -> Transport"),
            (["category", "rule", "add", "Travel", "--word", "bus"], 66, "no category 'Travel'"),
            (["category", "rule", "add", "Transprot", "--word", "bus"], 66, "did you mean 'Transport'?"),
            (
                ["category", "rule", "add", "Shopping", "--merchant", "UBER"], 65,
                "rule 1 already sends merchant 'Uber'"
            ),
            (["category", "rule", "add", "Shopping", "--merchant", "!!"], 64, "must hold a word"),
            (["category", "rule", "add", "Shopping"], 64, "give either --merchant WORDS or --word WORDS"),
            (["category", "rule", "add", "Shopping", "--merchant", "a", "--word", "b"], 64, "give either"),
            (["category", "rule", "rm", "9"], 66, "no category rule 9"),
            (["category", "rule", "rm", "2"], 0, "removed rule 2: word 'taxi'"),
        ]
        for (arguments, status, message) in cases {
            let result = try vault.run(arguments)
            #expect(result.status == status, "\(arguments): \(result.stdout) \(result.stderr)")
            #expect(
                (result.stdout + result.stderr).contains(message), "\(arguments): \(result.stdout) \(result.stderr)")
        }
        #expect(
            try vault.json([Rule].self, ["category", "rule", "list"])
                == [Rule(id: 1, kind: "merchant", text: "Uber", category: "Transport")])
        let listed = try vault.run(["category", "rule", "list"])
        #expect(listed.stdout.contains("merchant") && listed.stdout.contains("Uber"), "\(listed.stdout)")
        // A rule goes with its category.
        #expect(try vault.run(["category", "add", "Rides"]).status == 0)
        #expect(try vault.run(["category", "rule", "add", "Rides", "--word", "bolt"]).status == 0)
        #expect(try vault.run(["category", "rm", "Rides"]).status == 0)
        #expect(try vault.json([Rule].self, ["category", "rule", "list"]).map(\.id) == [1])
    }

    /// The hotel invoice would be Accommodation by its name; the owner's word rule wins, and
    /// the draft says which rule chose its category.
    @Test func aRuleDecidesAnImportedDraftsCategoryAndSaysSo() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let added = try vault.run(["category", "rule", "add", "Fees & Services", "--word", "Praha"])
        #expect(added.status == 0, "\(added.stderr)")
        let imported = try vault.run(["import", VaultProcess.fixture("invoice-text-layer.pdf")])
        #expect(imported.status == 0, "\(imported.stderr)")
        let drafts = try vault.json([Categorised].self, ["expense", "list"])
        #expect(drafts.map(\.category) == ["Fees & Services"])
        #expect(drafts.first?.categoryNote == "Fees & Services: your rule 1 (word 'Praha')")
        let shown = try vault.run(["expense", "show", "1"])
        #expect(shown.stdout.contains("your rule 1 (word 'Praha')"), "\(shown.stdout)")
    }

    /// `vault import --from-ocr-json` files a recording's documents with their recorded pages:
    /// the same draft and category as importing the file.
    @Test func recordedPagesImportLikeTheFile() throws {
        let fixture = VaultProcess.fixture("invoice-text-layer.pdf")
        let recorded = try VaultProcess.run(["ocr", "--json", fixture])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let direct = try TemporaryVault()
        let replayed = try TemporaryVault()
        defer {
            direct.remove()
            replayed.remove()
        }
        let recording = try replayed.scratch().appendingPathComponent("recording.json")
        try Data(recorded.stdout.utf8).write(to: recording)
        #expect(try direct.run(["import", fixture]).status == 0)
        let result = try replayed.run(["import", "--from-ocr-json", recording.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("draft expense 1: Hotel Vltava Praha"), "\(result.stdout)")
        let fromFile = try direct.json([Categorised].self, ["expense", "list"])
        let fromRecording = try replayed.json([Categorised].self, ["expense", "list"])
        #expect(fromRecording.map(\.category) == ["Accommodation"])
        #expect(fromRecording.map(\.categoryNote) == fromFile.map(\.categoryNote))
        let missing = try replayed.run(["import"])
        #expect(missing.status == 64 && missing.stderr.contains("missing expected argument"), "\(missing.stderr)")
    }
}
