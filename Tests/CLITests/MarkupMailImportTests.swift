import Foundation
import Testing

/// Confirmation e-mails and a saved page with schema.org reservation markup
/// (TestData/mail/markup-*, made by scripts/markup_fixtures.py through scripts/mail_fixtures.py),
/// imported for real (GMime, libxml2, SQLite) by the `vault` binary: each becomes exactly the bookings and price its
/// `.expected.json` lists, under the machine's own settings and again under a French locale in
/// New Zealand's zone, so that neither the locale nor the machine's zone can shift a time.
@Suite struct MarkupMailImportTests {
    static let fixtures = [
        "markup-flight-lufthansa-two-legs.eml", "markup-hotel-lisbon-jsonld.eml", "markup-hotel-lisbon-cancelled.eml",
        "markup-train-db-jsonld.eml", "markup-train-db-disagrees.eml", "markup-train-db-changed.eml",
        "markup-flight-tap-missing-comma.eml",
        "markup-bus-coachline-entities.eml", "markup-event-vienna-microdata.eml",
        // A confirmation page saved from the browser.
        "markup-rental-rouleo-page.html",
    ]

    /// The machine's own settings, and a French locale in New Zealand (UTC+12 or +13).
    static let environments: [[String: String?]] = [
        [:], ["LANG": "fr_FR.UTF-8", "LC_ALL": "fr_FR.UTF-8", "TZ": "Pacific/Auckland"],
    ]

    static func answer(_ fixture: String) throws -> [String: Any] {
        let path = (VaultProcess.fixture("mail/" + fixture) as NSString).deletingPathExtension + ".expected.json"
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        return try #require(object as? [String: Any])
    }

    static func run(_ vault: TemporaryVault, _ arguments: [String], _ environment: [String: String?]) throws
        -> VaultProcess.Result
    {
        try VaultProcess.run(arguments + ["--vault", vault.path], environment: environment)
    }

    static func jsonArray(_ result: VaultProcess.Result) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    }

    @Test(arguments: fixtures, environments.indices)
    func eachMessageImportsToItsBookings(_ fixture: String, _ setting: Int) throws {
        let environment = Self.environments[setting]
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let answer = try Self.answer(fixture)
        if let previous = answer["previous"] as? String {
            let earlier = try Self.run(
                vault, ["import", "--json", VaultProcess.fixture("mail/" + previous)], environment)
            #expect(earlier.status == 0, "\(previous): \(earlier.stderr)")
        }
        let imported = try Self.run(vault, ["import", "--json", VaultProcess.fixture("mail/" + fixture)], environment)
        #expect(imported.status == 0, "\(fixture): \(imported.stderr)")
        let line = try #require(try Self.jsonArray(imported).first)
        #expect(line["status"] as? String == "imported")
        #expect(line["kind"] as? String == answer["kind"] as? String, "\(fixture)")
        if let mail = answer["mail"] as? [String: Any] {
            #expect(line["textSource"] as? String == "mail")
            let readMail = line["mail"] as? [String: Any]
            #expect(readMail?["subject"] as? String == mail["subject"] as? String)
            #expect(readMail?["sentAt"] as? String == mail["date"] as? String)
        } else {
            #expect(line["textSource"] as? String == "html", "\(fixture): \(line)")
        }

        let bookings = try Self.jsonArray(try Self.run(vault, ["booking", "list", "--json"], environment))
        let expected = try #require(answer["bookings"] as? [[String: String]])
        // Markup and text both describe each booking: still one booking each, and a later
        // message about a stored reservation changes it rather than adding another.
        #expect(bookings.count == expected.count, "\(fixture): \(bookings)")
        for (read, wanted) in zip(bookings, expected) {
            for (field, value) in wanted {
                #expect(read[field] as? String == value, "\(fixture) \(field): read \(read[field] ?? "nothing")")
            }
            // Every field the markup gave is sure.
            let confidence = read["confidence"] as? [String: Double] ?? [:]
            for field in ["departure", "checkIn", "start"] where wanted[field] != nil {
                #expect(confidence[field] == 1, "\(fixture) \(field)")
            }
        }
        if let change = answer["change"] as? String {
            let changes = (line["bookings"] as? [[String: Any]])?.compactMap { $0["change"] as? String }
            #expect(changes == [change], "\(fixture): \(line)")
        }
        let price = try #require(answer["price"] as? [String: String])
        let drafts = try Self.jsonArray(try Self.run(vault, ["expense", "list", "--json"], environment))
        // The price is one draft expense, made once even when a later message changes the booking.
        #expect(drafts.count == 1, "\(fixture): \(drafts)")
        let draft = try #require(drafts.first)
        #expect(draft["total"] as? String == price["total"], "\(fixture): \(draft)")
        #expect(draft["currency"] as? String == price["currency"], "\(fixture): \(draft)")
    }

    /// Where markup and text disagree, the markup's value is kept, sure, with the property as
    /// its evidence, and the disagreement is noted on the booking.
    @Test func markupWinsOverTextAndTheDisagreementIsNoted() throws {
        let fixture = "markup-train-db-disagrees.eml"
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let answer = try Self.answer(fixture)
        #expect(try vault.run(["import", VaultProcess.fixture("mail/" + fixture)]).status == 0)
        let booking = try #require(try Self.jsonArray(try vault.run(["booking", "list", "--json"])).first)
        let evidence = try #require((answer["evidence"] as? [String: String])?["departure"])
        let read = (booking["evidence"] as? [String: [[String: Any]]])?["departure"]?.first?["text"] as? String
        #expect(read == evidence)
        #expect((booking["confidence"] as? [String: Double])?["departure"] == 1)
        let note = try #require(booking["markupNote"] as? String)
        #expect(note.contains("reservationFor.departureTime"))
        #expect(note.contains("2025-05-20T09:34"))
        let shown = try vault.run(["booking", "show", "1"])
        #expect(shown.stdout.contains("markup TrainReservation reservationFor.departureTime"), "\(shown.stdout)")
        #expect(shown.stdout.contains("disagreement"), "\(shown.stdout)")
    }

    /// A cancelled reservation is marked, listed as cancelled, written to the calendar with
    /// `STATUS:CANCELLED`, and its draft expense says so.
    @Test func aCancellationMarksTheEarlierBooking() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        for fixture in ["markup-hotel-lisbon-jsonld.eml", "markup-hotel-lisbon-cancelled.eml"] {
            #expect(try vault.run(["import", VaultProcess.fixture("mail/" + fixture)]).status == 0)
        }
        let listed = try vault.run(["booking", "list"])
        #expect(listed.stdout.contains("stay Casa do Rio (cancelled)"), "\(listed.stdout)")
        let file = vault.root.appendingPathComponent("all.ics")
        #expect(try vault.run(["ics", "--all", "--output", file.path]).status == 0)
        let calendar = try String(contentsOf: file, encoding: .utf8)
        #expect(calendar.contains("STATUS:CANCELLED"), "\(calendar)")
        let cancelled = try #require(
            calendar.components(separatedBy: "BEGIN:VEVENT").first { $0.contains("STATUS:CANCELLED") })
        #expect(!cancelled.contains("BEGIN:VALARM"), "no reminder for what was cancelled: \(cancelled)")
        // Its price stays a draft for the owner to reject (refunded) or confirm (charged), saying why.
        let drafts = try #require(
            try JSONSerialization.jsonObject(with: Data(vault.run(["expense", "list", "--json"]).stdout.utf8))
                as? [[String: Any]])
        #expect(drafts.count == 1 && drafts.first?["status"] as? String == "draft", "\(drafts)")
        let notes = drafts.first?["notes"] as? String ?? ""
        #expect(notes.contains("reservation cancelled (document 2)"), "\(notes)")
        #expect(notes.contains("vault expense reject"), "\(notes)")
        // Importing the cancellation again changes nothing: it is the same message.
        let again = try vault.run(["import", VaultProcess.fixture("mail/markup-hotel-lisbon-cancelled.eml")])
        #expect(again.stdout.contains("duplicate"), "\(again.stdout)")
    }
}
