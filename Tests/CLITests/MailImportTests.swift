import Foundation
import Testing

/// E-mails imported for real (GMime, libxml2, SQLite): the confirmations in TestData/mail
/// (made by scripts/mail_fixtures.py) become the bookings their `.expected.json` lists, with
/// the message's sender, subject and date kept; attachments become documents of their own;
/// hostile messages are refused whole.
@Suite struct MailImportTests {
    static let confirmations = [
        "mail-flight-en-skylark-overnight.eml", "mail-flight-en-skylark-yearless.eml",
        "mail-flight-de-alpenflug-forwarded.eml",
        "mail-rail-lumiere-ticket-attached.eml", "mail-hotel-roomharbor-latin1.eml",
    ]

    struct Answer: Decodable {
        var kind: String?
        var mail: [String: JSONValue]
        var bookings: [[String: String]]?
        var price: [String: String]?
        var expense: [String: String]?
    }

    /// A string or a number in an answer file.
    enum JSONValue: Decodable, Equatable {
        case text(String)
        case number(Int)

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) {
                self = .number(number)
            } else {
                self = .text(try container.decode(String.self))
            }
        }

        var text: String? { if case .text(let value) = self { value } else { nil } }
        var number: Int? { if case .number(let value) = self { value } else { nil } }
    }

    struct MailRow: Decodable {
        var from: String?
        var subject: String?
        var sentAt: String?
    }

    struct ImportLine: Decodable {
        var file: String
        var status: String
        var documentId: Int64?
        var kind: String?
        var textSource: String?
        var expenseId: Int64?
        var merchant: String?
        var total: String?
        var currency: String?
        var date: String?
        var error: String?
        var mail: MailRow?
        var attachments: [ImportLine]?
    }

    static func answer(_ fixture: String) throws -> Answer {
        let path = (VaultProcess.fixture("mail/" + fixture) as NSString).deletingPathExtension + ".expected.json"
        return try JSONDecoder().decode(Answer.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Imports `fixture` into `vault` and returns its import line.
    static func imported(_ fixture: String, into vault: TemporaryVault) throws -> ImportLine {
        let result = try vault.run(["import", "--json", VaultProcess.fixture("mail/" + fixture)])
        #expect(result.status == 0, "\(fixture): \(result.stderr)")
        let lines = try JSONDecoder().decode([ImportLine].self, from: Data(result.stdout.utf8))
        return try #require(lines.first, "\(fixture)")
    }

    @Test(arguments: confirmations)
    func eachConfirmationImportsToItsBookings(_ fixture: String) throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let answer = try Self.answer(fixture)
        let line = try Self.imported(fixture, into: vault)
        #expect(line.status == "imported")
        #expect(line.kind == answer.kind, "\(fixture)")
        #expect(line.textSource == "mail")
        // Encoded words decoded, the Date header as an instant.
        #expect(line.mail?.from == answer.mail["from"]?.text, "\(fixture)")
        #expect(line.mail?.subject == answer.mail["subject"]?.text, "\(fixture)")
        #expect(line.mail?.sentAt == answer.mail["date"]?.text, "\(fixture)")
        #expect((line.attachments?.count ?? 0) == answer.mail["attachments"]?.number, "\(fixture)")

        let bookings = try #require(
            try JSONSerialization.jsonObject(with: Data(vault.run(["booking", "list", "--json"]).stdout.utf8))
                as? [[String: Any]])
        let expected = answer.bookings ?? []
        // An attached ticket for the same train adds no second booking.
        #expect(bookings.count == expected.count, "\(fixture): \(bookings)")
        for (read, wanted) in zip(bookings, expected) {
            for (field, value) in wanted {
                #expect(
                    BookingReadingTests.matches(read[field] as? String, value, scanned: false),
                    "\(fixture) \(field): read \(read[field] ?? "nothing"), expected \(value)")
            }
        }
        // The price is one draft, however many documents the message brought.
        let drafts = try #require(
            try JSONSerialization.jsonObject(with: Data(vault.run(["expense", "list", "--json"]).stdout.utf8))
                as? [[String: Any]])
        #expect(drafts.count == 1, "\(fixture): \(drafts)")
        #expect(line.total == answer.price?["total"], "\(fixture)")
        #expect(line.currency == answer.price?["currency"], "\(fixture)")
    }

    /// The night flight of the Skylark e-mail: 22:10 in New York, 11:05 `+1` in Paris, stored
    /// with both zones, listed with the moments and the time in the air, and written to the
    /// calendar at the right instants.
    @Test func anOvernightFlightAcrossZonesKeepsItsInstants() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let answer = try Self.answer("mail-flight-en-skylark-overnight.eml")
        _ = try Self.imported("mail-flight-en-skylark-overnight.eml", into: vault)
        let bookings = try #require(
            try JSONSerialization.jsonObject(with: Data(vault.run(["booking", "list", "--json"]).stdout.utf8))
                as? [[String: Any]])
        let zones = try JSONSerialization.jsonObject(
            with: Data(
                contentsOf: URL(
                    fileURLWithPath: VaultProcess.fixture("mail/mail-flight-en-skylark-overnight.expected.json"))))
        let expectedZones = try #require((zones as? [String: Any])?["zones"] as? [[String: String]])
        #expect(bookings.count == answer.bookings?.count)
        for (booking, zone) in zip(bookings, expectedZones) {
            #expect(booking["departureZone"] as? String == zone["departureZone"])
            #expect(booking["arrivalZone"] as? String == zone["arrivalZone"])
        }
        let night = try #require(bookings.first)
        #expect(night["departureAt"] as? String == "2025-03-14T22:10:00-04:00")
        #expect(night["arrivalAt"] as? String == "2025-03-15T11:05:00+01:00")
        #expect(night["durationMinutes"] as? Int == 7 * 60 + 55)
        #expect(bookings.last?["durationMinutes"] as? Int == 7 * 60 + 25)
        let created = try vault.run([
            "journey", "add", "paris", "--name", "Paris", "--from", "2025-03-14", "--to", "2025-03-21",
        ])
        #expect(created.status == 0)
        #expect(try vault.run(["docs", "move", "1", "--journey", "paris"]).status == 0)
        let file = vault.root.appendingPathComponent("paris.ics")
        #expect(try vault.run(["journey", "ics", "paris", "--output", file.path]).status == 0)
        let events = try CalendarExportTests.parse(file)
        #expect(events.count == 2, "\(events)")
        #expect(events.first?.contains("|2025-03-15T02:10Z|2025-03-15T10:05Z|") == true, "\(events)")
        #expect(events.last?.contains("|2025-03-21T12:40Z|2025-03-21T20:05Z|") == true, "\(events)")
    }

    /// Made a receipt and a booking again by hand, an e-mail's days without a year still take
    /// the year of the day it was sent.
    @Test func aMessageMadeABookingByHandKeepsItsYears() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        _ = try Self.imported("mail-flight-en-skylark-yearless.eml", into: vault)
        #expect(try vault.run(["docs", "edit", "1", "--kind", "other"]).status == 0)
        #expect(try vault.run(["booking", "list", "--json"]).stdout.contains("SL 60") == false)
        let edited = try vault.run(["docs", "edit", "1", "--kind", "booking"])
        #expect(edited.status == 0, "\(edited.stderr)")
        let bookings = try #require(
            try JSONSerialization.jsonObject(with: Data(vault.run(["booking", "list", "--json"]).stdout.utf8))
                as? [[String: Any]])
        #expect(bookings.compactMap { $0["departure"] as? String } == ["2026-01-10T19:30", "2026-01-18T11:20"])
    }

    @Test func attachmentsBecomeDocumentsLinkedToTheirMessage() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let line = try Self.imported("mail-rail-lumiere-ticket-attached.eml", into: vault)
        let attachment = try #require(line.attachments?.first)
        #expect(attachment.status == "imported")
        #expect(attachment.kind == "booking")
        #expect(attachment.textSource == "pdf-text")
        #expect(attachment.file.hasSuffix("[e-billet-QXLMPT.pdf]"), "\(attachment.file)")
        let message = try #require(line.documentId)
        let ticket = try #require(attachment.documentId)
        let shown = try vault.run(["docs", "show", "\(message)"])
        #expect(shown.stdout.contains("from       Lumière Rail <billets@lumiere-rail.example>"), "\(shown.stdout)")
        #expect(shown.stdout.contains("subject    Votre e-billet – Paris → Lyon"))
        #expect(shown.stdout.contains("attached   document \(ticket)"))
        #expect(shown.stdout.contains("type       message/rfc822"))
        let ticketShown = try vault.run(["docs", "show", "\(ticket)"])
        #expect(ticketShown.stdout.contains("came with  e-mail document \(message)"), "\(ticketShown.stdout)")
        #expect(ticketShown.stdout.contains("  type       application/pdf"))
        // The stored PDF is byte for byte the file that was attached.
        let stored = try vault.run(["docs", "path", "\(ticket)"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(
            FileManager.default.contentsEqual(
                atPath: stored, andPath: VaultProcess.fixture("booking-rail-fr-lumiere.pdf")))
        // The message is searchable by its body's words; the vault stays consistent.
        let search = try vault.run(["search", "QXLMPT"])
        #expect(search.stdout.contains("document \(message)  booking"), "\(search.stdout)")
        let doctor = try vault.run(["doctor"])
        #expect(doctor.status == 0, "\(doctor.stdout)\(doctor.stderr)")
    }

    @Test func anOrderEmailBecomesADraftExpense() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let answer = try Self.answer("mail-order-pagewise-books.eml")
        let line = try Self.imported("mail-order-pagewise-books.eml", into: vault)
        let expense = try #require(answer.expense)
        #expect(line.expenseId != nil)
        #expect(line.merchant == expense["merchant"])
        #expect(line.total == expense["total"])
        #expect(line.currency == expense["currency"])
        #expect(line.date == expense["date"])
        #expect(line.mail?.subject == answer.mail["subject"]?.text)
    }

    @Test func hostileMessagesAreRefusedWhole() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let nested = try vault.run(["import", VaultProcess.fixture("mail/bad-mail-nested.eml")])
        #expect(nested.status == 1)
        #expect(nested.stderr.contains("MIME parts, over the limit of 200; nothing was stored"), "\(nested.stderr)")
        let flood = try vault.run(["import", VaultProcess.fixture("mail/bad-mail-attachments.eml")])
        #expect(flood.status == 1)
        #expect(flood.stderr.contains("attachments, over the limit of 50; nothing was stored"), "\(flood.stderr)")
        #expect(vault.storedObjects().isEmpty)
    }

    @Test func aMaildirAndTheInboxImportMessages() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let maildir = try vault.scratch("maildir")
        for folder in ["cur", "new", "tmp"] {
            try FileManager.default.createDirectory(
                at: maildir.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(
            atPath: VaultProcess.fixture("mail/mail-hotel-roomharbor-latin1.eml"),
            toPath: maildir.appendingPathComponent("cur/1739649669.M1P2.host:2,S").path)
        try FileManager.default.copyItem(
            atPath: VaultProcess.fixture("mail/mail-order-pagewise-books.eml"),
            toPath: maildir.appendingPathComponent("new/1741792800.M3P4.host").path)
        // A message still being delivered (tmp/) is not taken.
        try FileManager.default.copyItem(
            atPath: VaultProcess.fixture("mail/mail-flight-en-skylark-overnight.eml"),
            toPath: maildir.appendingPathComponent("tmp/1741792900.M5P6.host").path)
        let result = try vault.run(["import", "--recursive", maildir.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("2 imported"), "\(result.stdout)")
        #expect(result.stdout.contains("1 booking: stay Hôtel des Lilas 2025-03-10 15:00"), "\(result.stdout)")

        let inbox = vault.root.appendingPathComponent("inbox")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: VaultProcess.fixture("mail/mail-flight-de-alpenflug-forwarded.eml"),
            toPath: inbox.appendingPathComponent("forwarded.eml").path)
        let watch = try vault.run(["watch", "--once", "--settle", "0.2", "--jobs", "1"])
        #expect(watch.status == 0, "\(watch.stderr)")
        let bookings = try #require(
            try JSONSerialization.jsonObject(with: Data(vault.run(["booking", "list", "--json"]).stdout.utf8))
                as? [[String: Any]])
        #expect(bookings.compactMap { $0["number"] as? String } == ["AP 318"], "\(bookings)")
        #expect(!FileManager.default.fileExists(atPath: inbox.appendingPathComponent("forwarded.eml").path))
    }
}
