import Foundation
import Testing

/// The booking fixtures read to the bookings their `.expected.json` lists: the text-layer
/// confirmations exactly, the scanned one within the slips OCR makes in place names.
@Suite struct BookingReadingTests {
    static let fixtures = [
        "booking-flight-en-skylark.pdf", "booking-flight-de-alpenflug-scan.pdf", "booking-rail-fr-lumiere.pdf",
        "booking-hotel-en-roomharbor.pdf", "booking-hotel-de-bettenfinder.pdf", "booking-car-fr-rouleo.pdf",
    ]

    struct Answer: Decodable {
        var kind: String
        var bookings: [[String: String]]
        var price: [String: String]?
    }

    static func answer(for fixture: String) throws -> Answer {
        let path = (VaultProcess.fixture(fixture) as NSString).deletingPathExtension + ".expected.json"
        return try JSONDecoder().decode(Answer.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Case, spacing and diacritics aside, equal; for a scanned page, longer values within two slips.
    static func matches(_ read: String?, _ expected: String, scanned: Bool) -> Bool {
        guard let read else { return false }
        func fold(_ text: String) -> String {
            text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).filter { !$0.isWhitespace }
        }
        let (a, b) = (fold(read), fold(expected))
        guard scanned else { return a == b }
        return editDistance(Array(a), Array(b)) <= (b.count < 6 ? 0 : 2)
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    @Test func everyConfirmationReadsToItsBookingsAndPrice() throws {
        let paths = Self.fixtures.map(VaultProcess.fixture)
        let result = try VaultProcess.run(["scan", "--json", "--jobs", "2"] + paths)
        #expect(result.status == 0, "\(result.stderr)")
        let files = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(files.count == paths.count)
        for (name, file) in zip(Self.fixtures, files) {
            let answer = try Self.answer(for: name)
            let scanned = name.contains("scan")
            #expect(file["kind"] as? String == answer.kind, "\(name): \(file["kindEvidence"] ?? "")")
            let bookings = try #require(file["bookings"] as? [[String: Any]], "\(name)")
            #expect(bookings.count == answer.bookings.count, "\(name): \(bookings)")
            for (read, expected) in zip(bookings, answer.bookings) {
                for (field, value) in expected {
                    #expect(
                        Self.matches(read[field] as? String, value, scanned: scanned),
                        "\(name) \(field): read \(read[field] ?? "nothing"), expected \(value)")
                }
                // Every field read has a confidence in 0...1 and the line it came from.
                let confidence = try #require(read["confidence"] as? [String: Double], "\(name)")
                let evidence = try #require(read["evidence"] as? [String: [[String: Any]]], "\(name)")
                for field in expected.keys where field != "type" && field != "mode" {
                    #expect(confidence[field].map { (0...1).contains($0) } == true, "\(name) \(field)")
                    #expect(evidence[field]?.first?["text"] is String, "\(name) \(field)")
                }
                if scanned {
                    #expect(confidence.values.allSatisfy { $0 < 0.95 }, "\(name): OCR is never as sure as text")
                }
            }
            let price = file["price"] as? [String: String]
            #expect(price?["total"] == answer.price?["total"], "\(name)")
            #expect(price?["currency"] == answer.price?["currency"], "\(name)")
        }
    }
}
