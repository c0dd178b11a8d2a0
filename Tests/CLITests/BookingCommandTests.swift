import Foundation
import Testing

private struct BookingRow: Decodable {
    var id: Int64
    var type: String
    var journey: String?
    var filingNote: String?
}

private struct JourneyListRow: Decodable {
    var slug: String
    var startDate: String?
    var endDate: String?
}

/// Filing bookings into journeys, the journey vault proposes, and what `journey show`,
/// `upcoming` and `booking` print.
@Suite struct BookingCommandTests {
    /// A vault holding the Paris trip: the return flight and the hotel, filed into `paris`.
    func parisVault() throws -> TemporaryVault {
        let vault = try TemporaryVault()
        let flight = try vault.run(["import", VaultProcess.fixture("booking-flight-en-skylark.pdf")])
        #expect(flight.status == 0, "\(flight.stderr)")
        // No journey covers it: the import line proposes one and the command that makes it.
        let proposal =
            "unfiled: no journey covers 2025-03-10..17 in Paris; create it with: "
            + "vault journey add paris --name \"Paris 2025-03\" --from 2025-03-10 --to 2025-03-17"
        #expect(flight.stdout.contains(proposal), "\(flight.stdout)")
        #expect(flight.stdout.contains("2 bookings: flight SL 482 2025-03-10 07:45, flight SL 487 2025-03-17 18:30"))
        let created = try vault.run([
            "journey", "add", "paris", "--name", "Paris 2025-03", "--from", "2025-03-10", "--to", "2025-03-17",
        ])
        #expect(created.status == 0)
        #expect(try vault.run(["docs", "move", "1", "--journey", "paris"]).status == 0)
        // Now the hotel's dates fall in the journey: it is filed by them, not by its booking date.
        let hotel = try vault.run(["import", VaultProcess.fixture("booking-hotel-en-roomharbor.pdf")])
        #expect(hotel.stdout.contains("1 booking: stay Hôtel des Lilas 2025-03-10 15:00"), "\(hotel.stdout)")
        #expect(hotel.stdout.contains("journey paris (by its date)"), "\(hotel.stdout)")
        #expect(hotel.stdout.contains("draft expense 2: Hôtel des Lilas 1134.00 EUR"), "\(hotel.stdout)")
        return vault
    }

    @Test func bookingsAreFiledByTheirDatesOrProposeAJourney() throws {
        let vault = try parisVault()
        defer { vault.remove() }
        let bookings = try vault.json([BookingRow].self, ["booking", "list", "--journey", "paris"])
        #expect(bookings.map(\.type) == ["transport", "stay", "transport"], "time order")
        #expect(bookings.allSatisfy { $0.journey == "paris" })
        // A day trip by train within the journey's dates is filed there too.
        let train = try vault.run(["import", VaultProcess.fixture("booking-rail-fr-lumiere.pdf")])
        #expect(train.stdout.contains("journey paris (by its date)"), "\(train.stdout)")
        // A hotel in May falls in no journey: unfiled, with its own proposal.
        let hotel = try vault.run(["import", VaultProcess.fixture("booking-hotel-de-bettenfinder.pdf")])
        #expect(hotel.stdout.contains("unfiled: no journey covers 2025-05-02..04 in Bregenz"), "\(hotel.stdout)")
        #expect(
            hotel.stdout.contains(
                "vault journey add bregenz --name \"Bregenz 2025-05\" --from 2025-05-02 --to 2025-05-04"))
        let all = try vault.json([BookingRow].self, ["booking", "list"])
        #expect(all.map(\.journey) == ["paris", "paris", "paris", "paris", nil])
        #expect(all.last?.filingNote?.hasPrefix("no journey covers 2025-05-02..04 in Bregenz") == true)
        // Each price is a draft expense in its category: trains and flights are Transport,
        // hotels Accommodation.
        let report = try vault.run(["report", "--by", "category", "--status", "all"])
        #expect(report.stdout.contains("Accommodation  1446.00      2"), "\(report.stdout)")
        #expect(report.stdout.contains("Transport        89.00      1"), "\(report.stdout)")
        #expect(report.stdout.contains("Transport  248.40      1"), "\(report.stdout)")
    }

    @Test func watchCreatesTheProposedJourney() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let inbox = vault.root.appendingPathComponent("inbox")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: VaultProcess.fixture("booking-hotel-de-bettenfinder.pdf"),
            toPath: inbox.appendingPathComponent("hotel.pdf").path)
        try FileManager.default.copyItem(
            atPath: VaultProcess.fixture("booking-car-fr-rouleo.pdf"),
            toPath: inbox.appendingPathComponent("car.pdf").path)
        let run = try vault.run(["watch", "--once", "--settle", "0.2", "--jobs", "1", "--create-journeys"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("into journey bregenz (created for its bookings); 1 booking"), "\(run.stderr)")
        #expect(run.stderr.contains("into journey lyon (created for its bookings); 1 booking"), "\(run.stderr)")
        let journeys = try vault.json([JourneyListRow].self, ["journey", "list"])
        #expect(journeys.map(\.slug) == ["lyon", "bregenz"])
        #expect(journeys.last?.startDate == "2025-05-02" && journeys.last?.endDate == "2025-05-04")
        let bookings = try vault.json([BookingRow].self, ["booking", "list"])
        #expect(bookings.map(\.journey) == ["lyon", "bregenz"])
        // Without the flag the same file stays unfiled and says which journey would hold it.
        let other = try TemporaryVault()
        defer { other.remove() }
        let plain = try other.run(["import", VaultProcess.fixture("booking-hotel-de-bettenfinder.pdf")])
        #expect(plain.stdout.contains("unfiled: no journey covers 2025-05-02..04 in Bregenz"), "\(plain.stdout)")
        #expect(try other.json([JourneyListRow].self, ["journey", "list"]).isEmpty)
    }

    @Test func journeyShowListsTheItineraryInTimeOrderWithPlacesNotesDocumentsAndExpenses() throws {
        let vault = try parisVault()
        defer { vault.remove() }
        #expect(try vault.run(["journey", "note", "paris", "Museum pass at the airport"]).status == 0)
        #expect(
            try vault.run(["place", "add", "paris", "Musée d'Orsay", "--date", "2025-03-12", "--category", "museum"])
                .status == 0)
        #expect(try vault.run(["place", "add", "paris", "Canal Saint-Martin"]).status == 0)
        #expect(try vault.run(["place", "done", "2"]).stdout == "1 place marked visited\n")
        let show = try vault.run(["journey", "show", "paris"])
        #expect(show.status == 0)
        // The journey names no destination: the bookings do.
        #expect(
            show.stdout.contains("  destination  Paris Charles de Gaulle (CDG) (from booking 1)\n"), "\(show.stdout)")
        let expected = """

            Itinerary:
              2025-03-10 07:45–10:05  [1] flight SL 482  London Heathrow (LHR) → Paris Charles de Gaulle (CDG)  (terminal 5, seat 14C, ref K7XQ2M)
              2025-03-10 15:00 – 2025-03-17 11:00  [3] stay Hôtel des Lilas  14 Rue des Lilas, 75019 Paris, France  (Double Room with courtyard view, ref 4821.337.905)
              2025-03-17 18:30–18:55  [2] flight SL 487  Paris Charles de Gaulle (CDG) → London Heathrow (LHR)  (terminal 2E, seat 21A, ref K7XQ2M)

            Places:
              [ ] 1 Musée d'Orsay  (2025-03-12, museum)
              [x] 2 Canal Saint-Martin

            Notes:
              - Museum pass at the airport

            Documents:
              1  booking  booking-flight-en-skylark.pdf
              2  booking  booking-hotel-en-roomharbor.pdf

            Expenses:
            """
        #expect(show.stdout.contains(expected), "\(show.stdout)")
        #expect(show.stdout.contains("  2  2025-02-15  1134.00 EUR  Hôtel des Lilas  (draft)"), "\(show.stdout)")
        // The same plan for scripts.
        struct Plan: Decodable {
            struct Place: Decodable {
                var name: String
                var done: Bool
                var date: String?
            }
            struct Note: Decodable { var text: String }
            var bookings: [BookingRow]
            var places: [Place]
            var journeyNotes: [Note]
        }
        let plan = try vault.json(Plan.self, ["journey", "show", "paris"])
        #expect(plan.bookings.map(\.id) == [1, 3, 2], "in time order")
        #expect(plan.bookings.allSatisfy { $0.journey == "paris" })
        #expect(plan.places.map(\.name) == ["Musée d'Orsay", "Canal Saint-Martin"])
        #expect(plan.places.map(\.done) == [false, true] && plan.places.first?.date == "2025-03-12")
        #expect(plan.journeyNotes.map(\.text) == ["Museum pass at the airport"])
        // And the catalogue export carries all three.
        let export = try vault.run(["export", "--format", "json"])
        #expect(export.status == 0, "\(export.stderr)")
        let catalogue = try #require(
            try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
        #expect((catalogue["bookings"] as? [Any])?.count == 3)
        #expect((catalogue["places"] as? [[String: Any]])?.compactMap { $0["name"] as? String }.count == 2)
        #expect(
            (catalogue["journeyNotes"] as? [[String: Any]])?.first?["text"] as? String == "Museum pass at the airport")
    }

    @Test func upcomingShowsWhatIsNextWithinTheDays() throws {
        let vault = try parisVault()
        defer { vault.remove() }
        #expect(try vault.run(["place", "add", "paris", "Louvre", "--date", "2025-03-11"]).status == 0)
        let soon = try vault.run(["upcoming", "--today", "2025-03-08", "--days", "3"])
        #expect(soon.status == 0)
        let lines = soon.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Next 3 days from 2025-03-08:")
        #expect(lines.count == 5, "\(soon.stdout)")
        #expect(lines[2].hasPrefix("2025-03-10 07:45–10:05               flight SL 482"), "\(soon.stdout)")
        #expect(lines[3].hasPrefix("2025-03-10 15:00 – 2025-03-17 11:00  stay Hôtel des Lilas"), "\(soon.stdout)")
        #expect(lines[4].hasPrefix("2025-03-11                           visit Louvre"), "\(soon.stdout)")
        // A stay under way is still upcoming; the flight that has left is not.
        let later = try vault.json([BookingRow].self, ["upcoming", "--today", "2025-03-12", "--days", "14"])
        #expect(later.map(\.id) == [3, 2])
        let none = try vault.run(["upcoming", "--today", "2025-06-01"])
        #expect(none.stdout == "Nothing in the next 14 days (from 2025-06-01).\n")
    }

    @Test func bookingsTypedByHandAreEditedShownAndRemoved() throws {
        let vault = try parisVault()
        defer { vault.remove() }
        let added = try vault.run([
            "booking", "add", "transport", "--mode", "train", "--carrier", "Lumière Rail", "--number", "LR 6230",
            "--from", "Paris Gare de Lyon", "--to", "Lyon Part-Dieu", "--departure", "2025-03-13T10:04",
        ])
        #expect(added.stdout == "added booking 4: train LR 6230 2025-03-13 10:04; journey paris\n", "\(added.stderr)")
        let edited = try vault.run(["booking", "edit", "4", "--seat", "Voiture 3, place 12"])
        #expect(
            edited.stdout == "saved booking 4 (train LR 6230 2025-03-13 10:04): seat Voiture 3, place 12\n",
            "\(edited.stdout)\(edited.stderr)")
        let show = try vault.run(["booking", "show", "4"])
        #expect(show.stdout.contains("  seat         Voiture 3, place 12  100%  set by you"), "\(show.stdout)")
        #expect(show.stdout.contains("  departure    2025-03-13 10:04  100%  set by you"), "\(show.stdout)")
        let read = try vault.run(["booking", "show", "1"])
        #expect(read.stdout.contains("  seat         14C   95%  p1 line 15: Seat 14C"), "\(read.stdout)")
        let backwards = try vault.run(["booking", "edit", "4", "--arrival", "2025-03-13T09:00"])
        #expect(backwards.status == 64)
        #expect(backwards.stderr == "vault: arrival: 2025-03-13 09:00 is before departure 2025-03-13 10:04\n")
        let badTime = try vault.run(["booking", "add", "stay", "--hotel", "X", "--check-in", "2025-13-01"])
        #expect(badTime.status == 64)
        // The option as typed, not its first name (--start).
        #expect(
            badTime.stderr.contains("--check-in must be a local time YYYY-MM-DDTHH:MM or a day YYYY-MM-DD"),
            "\(badTime.stderr)")
        let backwardsStay = try vault.run([
            "booking", "add", "stay", "--hotel", "X", "--check-in", "2025-03-12T15:00", "--check-out",
            "2025-03-11T11:00",
        ])
        #expect(
            backwardsStay.stderr == "vault: check-out: 2025-03-11 11:00 is before check-in 2025-03-12 15:00\n",
            "\(backwardsStay.stderr)")
        // In a script removing asks for --yes, as `docs rm` does.
        let unasked = try vault.run(["booking", "rm", "4"])
        #expect(unasked.status == 64 && unasked.stderr.contains("refusing to remove bookings without confirmation"))
        #expect(try vault.run(["booking", "show", "4"]).status == 0)
        #expect(try vault.run(["booking", "rm", "4", "--yes"]).stdout == "removed 1 booking\n")
        let gone = try vault.run(["booking", "show", "4"])
        #expect(gone.status == 66)
        #expect(gone.stderr == "vault: no booking 4 (see `vault booking list`)\n")
    }
}
