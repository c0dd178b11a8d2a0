import Foundation
import Testing

private struct JourneyRow: Decodable {
    var slug: String
    var name: String
    var destination: String?
    var startDate: String?
    var endDate: String?
    var currency: String?
    var documents: Int
}

@Suite struct JourneyAndDocsCommandTests {
    @Test func journeyLifecycle() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(
            try vault.run(["journey", "add", "rome", "--name", "Rome", "--from", "2025-05-01", "--to", "2025-05-04"])
                .status == 0)
        #expect(try vault.run(["journey", "add", "paris", "--name", "Paris", "--currency", "eur"]).status == 0)
        let duplicate = try vault.run(["journey", "add", "rome", "--name", "Again"])
        #expect(duplicate.status == 65)
        #expect(duplicate.stderr == "vault: journey 'rome' already exists\n")

        var journeys = try vault.json([JourneyRow].self, ["journey", "list"])
        #expect(journeys.map(\.slug) == ["rome", "paris"])
        #expect(journeys.last?.currency == "EUR")

        #expect(
            try vault.run([
                "journey", "edit", "rome", "--slug", "roma", "--to", "2025-05-05", "--destination", "Roma, Italia",
            ]).status == 0)
        let shown = try vault.json(JourneyRow.self, ["journey", "show", "roma"])
        #expect(shown.endDate == "2025-05-05" && shown.destination == "Roma, Italia" && shown.name == "Rome")
        let backwards = try vault.run(["journey", "edit", "roma", "--to", "2025-04-01"])
        #expect(backwards.status == 64)
        #expect(backwards.stderr.contains("ends (2025-04-01) before it starts (2025-05-01)"))

        #expect(try vault.run(["journey", "rm", "paris"]).status == 0)
        journeys = try vault.json([JourneyRow].self, ["journey", "list"])
        #expect(journeys.map(\.slug) == ["roma"])
        let missing = try vault.run(["journey", "show", "paris"])
        #expect(missing.status == 66 && missing.stderr.contains("no journey 'paris'"))
    }

    @Test(arguments: [
        ["journey", "add", "Paris!", "--name", "P"],
        ["journey", "add", "p", "--name", "P", "--from", "2025-03-10", "--to", "2025-03-01"],
        ["journey", "add", "p", "--name", "P", "--from", "2025-02-30"],
        ["journey", "add", "p", "--name", "P", "--currency", "EURO"],
        ["docs", "list", "--journey", "p", "--unfiled"],
        ["import", "--jobs", "0", "x.jpg"],
    ])
    func invalidArgumentsExitWithUsageError(arguments: [String]) throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let result = try vault.run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
    }

    @Test func removingAJourneyWithDocumentsNeedsUnfile() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["journey", "add", "oslo", "--name", "Oslo"]).status == 0)
        #expect(
            try vault.run(["import", VaultProcess.fixture("booking-multi-page.pdf"), "--journey", "oslo"]).status == 0)
        let refused = try vault.run(["journey", "rm", "oslo"])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("still has 1 document; move it or use --unfile"))
        #expect(try vault.run(["journey", "rm", "oslo", "--unfile"]).status == 0)
        let unfiled = try vault.json([DocumentRow].self, ["docs", "list", "--unfiled"])
        #expect(unfiled.count == 1)
    }

    /// Bookings typed by hand, notes and places are the owner's too: rm refuses while they are
    /// there and says what to do; --unfile keeps the booking (unfiled), --delete-plans lets the
    /// notes and places go with the journey.
    @Test func removingAJourneyWithPlansAndBookingsAsksFirst() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(
            try vault.run([
                "journey", "add", "lisbon", "--name", "Lisbon", "--from", "2025-05-01", "--to", "2025-05-09",
            ]).status == 0)
        #expect(try vault.run(["journey", "note", "lisbon", "Tram 28 early"]).status == 0)
        #expect(try vault.run(["place", "add", "lisbon", "Belém Tower"]).status == 0)
        let booked = try vault.run([
            "booking", "add", "stay", "--hotel", "Casa Azul", "--check-in", "2025-05-01T15:00", "--journey", "lisbon",
        ])
        #expect(booked.status == 0, "\(booked.stderr)")

        let bookings = try vault.run(["journey", "rm", "lisbon"])
        #expect(bookings.status == 65)
        #expect(bookings.stderr.contains("still has 1 booking entered by hand"), "\(bookings.stderr)")
        let plans = try vault.run(["journey", "rm", "lisbon", "--unfile"])
        #expect(plans.status == 65)
        #expect(plans.stderr.contains("still has 1 note and 1 place"), "\(plans.stderr)")
        #expect(plans.stderr.contains("--delete-plans"), "\(plans.stderr)")
        #expect(try vault.run(["journey", "show", "lisbon"]).status == 0, "nothing was removed")

        let removed = try vault.run(["journey", "rm", "lisbon", "--unfile", "--delete-plans"])
        #expect(removed.status == 0, "\(removed.stderr)")
        struct BookingRow: Decodable {
            var id: Int64
            var journey: String?
        }
        let left = try vault.json([BookingRow].self, ["booking", "list"])
        #expect(left.count == 1 && left.first?.journey == nil, "\(left)")
    }

    /// A journey added as the import line proposed takes in what was left unfiled for want of
    /// it (a receipt by its day, a confirmation's bookings by their days); a document the owner
    /// unfiled, or one dated outside the journey, stays unfiled.
    @Test func addingAJourneyFilesWhatWasUnfiledForWantOfIt() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let files = ["booking-flight-en-skylark.pdf", "receipt-fr-eur-brasserie.png", "receipt-gb-gbp-pub.png"]
        let imported = try vault.run(["import", "--jobs", "1"] + files.map(VaultProcess.fixture))
        #expect(imported.status == 0, "\(imported.stderr)")
        // The pub's receipt goes to a journey of its own, then is unfiled by hand.
        #expect(try vault.run(["journey", "add", "london", "--name", "London"]).status == 0)
        #expect(try vault.run(["docs", "move", "3", "--journey", "london"]).status == 0)
        #expect(try vault.run(["docs", "move", "3", "--unfile"]).status == 0)

        let added = try vault.run([
            "journey", "add", "paris", "--name", "Paris", "--from", "2025-03-01", "--to", "2025-03-20",
        ])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("filed 2 unfiled documents into paris"), "\(added.stdout)")
        let unfiled = try vault.json([DocumentRow].self, ["docs", "list", "--unfiled"])
        #expect(unfiled.map(\.id) == [3], "\(unfiled)")
        struct BookingRow: Decodable {
            var journey: String?
        }
        let bookings = try vault.json([BookingRow].self, ["booking", "list"])
        #expect(!bookings.isEmpty && bookings.allSatisfy { $0.journey == "paris" }, "\(bookings)")
    }

    @Test func docsShowTextPathMoveAndRemove() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["journey", "add", "oslo", "--name", "Oslo"]).status == 0)
        #expect(
            try vault.run([
                "import", "--jobs", "1", VaultProcess.fixture("booking-multi-page.pdf"),
                VaultProcess.fixture("invoice-text-layer.pdf"),
            ]).status == 0)

        let text = try vault.run(["docs", "text", "1"])
        #expect(text.stdout.contains("Passenger details"))
        #expect(text.stdout.contains("\u{0C}"))
        let path = try vault.run(["docs", "path", "1"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(path.hasPrefix(vault.root.appendingPathComponent("objects").path))
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: path))
                == Data(contentsOf: URL(fileURLWithPath: VaultProcess.fixture("booking-multi-page.pdf"))))

        #expect(try vault.run(["docs", "move", "1", "2", "--journey", "oslo"]).status == 0)
        #expect(try vault.json([DocumentRow].self, ["docs", "list", "--journey", "oslo"]).count == 2)
        let badMove = try vault.run(["docs", "move", "1", "99", "--journey", "oslo"])
        #expect(badMove.status == 66 && badMove.stderr.contains("no document 99"))

        // Document 2 (the invoice) has a draft expense; removing the document removes the draft.
        #expect(try vault.json([ExpenseRow].self, ["expense", "list"]).contains { $0.documentId == 2 })
        let unconfirmed = try vault.run(["docs", "rm", "2"])
        #expect(unconfirmed.status == 64 && unconfirmed.stderr.contains("use --yes"))
        #expect(try vault.run(["docs", "rm", "2", "--yes"]).status == 0)
        let remaining = try vault.json([DocumentRow].self, ["docs", "list"])
        #expect(remaining.map(\.id) == [1])
        #expect(!(try vault.json([ExpenseRow].self, ["expense", "list"]).contains { $0.documentId == 2 }))
        #expect(vault.storedObjects().count == 1)
        let shown = try vault.run(["docs", "show", "2"])
        #expect(shown.status == 66 && shown.stderr.contains("no document 2"))
    }
}
