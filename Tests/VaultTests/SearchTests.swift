import Foundation
import PropertyBased
import Testing

@testable import Reading
@testable import Vault

private func day(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }

/// A small vault of text documents: search runs on the real SQLite FTS5 index.
private final class SearchVault: Sendable {
    let vault: Vault
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("vault-search-\(UUID().uuidString)")
        vault = try Vault.open(VaultLayout(root: root))
        try vault.addJourney(Journey(slug: "paris", name: "Paris", currency: "EUR"))
        try vault.addJourney(Journey(slug: "tokyo", name: "Tokyo", currency: "JPY"))
        func receipt(
            _ name: String, _ text: String, _ merchant: String, _ total: String, _ currency: String,
            _ date: String, _ journey: String
        ) -> TextDocument {
            TextDocument(
                name: name, pages: [text], kind: .receipt, journey: journey,
                fields: .init(merchant: merchant, total: Money.parseDecimal(total), currency: currency, date: day(date))
            )
        }
        try vault.addTextDocuments([
            receipt(
                "flore.pdf", "Café de Flore\n172 Boulevard Saint-Germain\nCrème brûlée         9.50\nTOTAL 18.40 EUR",
                "Café de Flore", "18.40", "EUR", "2025-03-12", "paris"),
            receipt(
                "taxi.pdf", "TAXI PARISIEN\nCourse 32.00\nTOTAL 32.00", "Taxi Parisien", "32.00", "EUR",
                "2025-03-13", "paris"),
            receipt(
                "ramen.pdf", "ICHIRAN RAMEN\nShibuya\nTOTAL ¥1840", "Ichiran", "1840", "JPY", "2025-04-02", "tokyo"),
            TextDocument(
                name: "hotel.pdf", pages: ["Hôtel du Louvre\nBooking confirmation\nArrival 10 March"], kind: .booking,
                journey: "paris"),
        ])
        try vault.addExpense(
            merchant: "Boulangerie", total: "4.20", currency: "EUR", date: "2025-03-12", journey: "paris",
            notes: "croissants for the café crowd")
    }

    func texts(_ request: SearchRequest) throws -> [String] {
        try vault.search(request).map { $0.name ?? $0.merchant ?? "?" }
    }

    func texts(_ query: String) throws -> [String] { try texts(SearchRequest(query)) }

    deinit { try? FileManager.default.removeItem(at: root) }
}

@Suite struct SearchTests {
    @Test func accentsAndCaseAreIgnoredAndWordsArePrefixes() throws {
        let search = try SearchVault()
        #expect(try search.texts("cafe").sorted() == ["Boulangerie", "flore.pdf"])
        #expect(try search.texts("CAFÉ flore") == ["flore.pdf"])
        #expect(try search.texts("creme brulee") == ["flore.pdf"])
        #expect(try search.texts("hotel") == ["hotel.pdf"])
        #expect(try search.texts("flo") == ["flore.pdf"])
        #expect(try search.texts("saint-germain") == ["flore.pdf"])
        #expect(try search.texts("croissant") == ["Boulangerie"])
        #expect(try search.texts("nothing-like-this").isEmpty)
        let hit = try #require(try search.vault.search(SearchRequest("brulee")).first)
        // The receipt's columns and lines read as one space each.
        #expect(hit.snippet?.contains("Saint-Germain Crème [brûlée] 9.50 TOTAL") == true, "\(hit.snippet ?? "-")")
    }

    @Test func amountsAndDatesInTheQueryFindExpenses() throws {
        let search = try SearchVault()
        #expect(try search.texts("18.40") == ["flore.pdf"])
        #expect(try search.texts("18,40") == ["flore.pdf"])
        #expect(try search.texts("1840.0").isEmpty == false)
        #expect(try search.texts("18,4") == ["flore.pdf"])
        #expect(try search.texts("2025-03-12").sorted() == ["Boulangerie", "flore.pdf"])
        #expect(try search.texts("12.03.2025 cafe").sorted() == ["Boulangerie", "flore.pdf"])
        #expect(try search.texts("13/03/2025") == ["taxi.pdf"])
        #expect(try search.texts("18.40 taxi").isEmpty)
    }

    @Test func filtersCombine() throws {
        let search = try SearchVault()
        var request = SearchRequest("")
        request.journey = "paris"
        request.min = 5
        request.max = 20
        #expect(try search.texts(request) == ["flore.pdf"])
        request = SearchRequest("")
        request.currency = "jpy"
        #expect(try search.texts(request) == ["ramen.pdf"])
        // Bounds in a currency without minor units: ¥1840 is 1840 units, not 184000.
        request.min = 1840
        request.max = 1840.4
        #expect(try search.texts(request) == ["ramen.pdf"])
        request.min = 1840.5
        #expect(try search.texts(request).isEmpty)
        request = SearchRequest("1840")
        request.currency = "JPY"
        #expect(try search.texts(request) == ["ramen.pdf"])
        request = SearchRequest("")
        request.kind = .booking
        #expect(try search.texts(request) == ["hotel.pdf"])
        request = SearchRequest("cafe")
        request.from = day("2025-03-12")
        request.to = day("2025-03-12")
        request.status = .confirmed
        #expect(try search.texts(request) == ["Boulangerie"])
        request = SearchRequest("")
        request.category = "transport"
        #expect(try search.texts(request) == ["taxi.pdf"])
        // A word with filters reads each match's expense through the filter index by document.
        request = SearchRequest("total")
        request.currency = "EUR"
        request.min = 10
        request.max = 40
        #expect(try search.texts(request).sorted() == ["flore.pdf", "taxi.pdf"])
        request.max = 20
        request.status = .draft
        #expect(try search.texts(request) == ["flore.pdf"])
        request = SearchRequest("")
        request.category = "transport"
        request.from = day("2025-03-13")
        request.to = day("2025-03-31")
        #expect(try search.texts(request) == ["taxi.pdf"])
        request.to = day("2025-03-12")
        #expect(try search.texts(request).isEmpty)
        let taxi = try #require(try search.vault.search(SearchRequest("taxi")).first?.expenseId)
        try search.vault.tag(.expense(taxi), with: ["work"])
        request = SearchRequest("")
        request.tag = "WORK"
        #expect(try search.texts(request) == ["taxi.pdf"])
        request.journey = "tokyo"
        #expect(try search.texts(request).isEmpty)
        request = SearchRequest("")
        request.category = "nope"
        #expect(throws: OrganiseError.categoryNotFound("nope")) { try search.vault.search(request) }
    }

    /// Words with a journey or tag: the search starts from what the filter lists, and must
    /// still find hand-entered expenses and documents tagged through their expense.
    @Test func wordsWithAJourneyOrATagFindTheSameAsWithoutTheShortcut() throws {
        let search = try SearchVault()
        var request = SearchRequest("cafe")
        request.journey = "paris"
        #expect(try search.texts(request).sorted() == ["Boulangerie", "flore.pdf"])
        request.journey = "tokyo"
        #expect(try search.texts(request).isEmpty)
        request = SearchRequest("ramen")
        request.journey = "tokyo"
        #expect(try search.texts(request) == ["ramen.pdf"])
        request = SearchRequest("brulee")
        request.journey = "paris"
        let hit = try #require(try search.vault.search(request).first)
        #expect(hit.snippet?.contains("[brûlée]") == true, "\(hit.snippet ?? "-")")

        let flore = try #require(try search.vault.search(SearchRequest("flore")).first?.documentId)
        try search.vault.tag(.document(flore), with: ["visa"])
        request = SearchRequest("cafe")
        request.tag = "visa"
        #expect(try search.texts(request) == ["flore.pdf"])
        let bakery = try #require(try search.vault.search(SearchRequest("croissants")).first?.expenseId)
        try search.vault.tag(.expense(bakery), with: ["visa"])
        #expect(try search.texts(request).sorted() == ["Boulangerie", "flore.pdf"])
        let taxi = try #require(try search.vault.search(SearchRequest("taxi")).first?.expenseId)
        try search.vault.tag(.expense(taxi), with: ["visa"])
        request = SearchRequest("parisien")
        request.tag = "visa"
        #expect(try search.texts(request) == ["taxi.pdf"], "a document found through its expense's tag")
        #expect(try search.texts("18.40 cafe") == ["flore.pdf"])
        #expect(try search.texts("2025-03-13 course") == ["taxi.pdf"])
    }

    @Test func hostileTextIsOnlyEverSearchedFor() throws {
        let search = try SearchVault()
        for text in [
            "\"", "\"\"", "'", "-", "--", ".", "*", "**", ":", "text:cafe", "NEAR", "NEAR(cafe flore, 2)", "AND", "OR",
            "NOT cafe", "cafe AND", "(", ")", "((cafe", "^cafe", "{text}: cafe", "' OR 1=1 --", "; DROP TABLE page;",
            "\u{0}", "caf\u{0}e", "😀", "e\u{301}", String(repeating: "a ", count: 5000), "18.40.1", "2025-02-30",
        ] {
            #expect(throws: Never.self, "\(text.prefix(40))") { _ = try search.vault.search(SearchRequest(text)) }
        }
        #expect(try search.texts("\"cafe\"").sorted() == ["Boulangerie", "flore.pdf"])
        #expect(try search.texts("cafe*").sorted() == ["Boulangerie", "flore.pdf"])
    }

    static let fragments = [
        "\"", "'", "-", ".", ",", "*", ":", "^", "(", ")", "{", "}", "[", "]", ";", "+", "\\", "%", "_", "NEAR", "AND",
        "OR", "NOT", "near/3", "cafe", "Café", "flore", "18.40", "18,40", "2025-03-12", "12.03.2025", " ", "  ",
        "\u{0}", "\t", "\n", "ß", "İ", "😀", "e\u{301}", "' OR 1=1 --", "/*", "*/", "text:", "rowid", "0x",
    ]

    @Test func thousandsOfRandomAndHostileQueriesNeverFail() async throws {
        let search = try SearchVault()
        let hostile = Gen<String?>.element(of: Self.fragments).array(of: 0...12)
            .map { parts in parts.compactMap { $0 }.joined() }
        await propertyCheck(count: 2000, input: hostile) { text in
            #expect(throws: Never.self) { _ = try search.vault.search(SearchRequest(text)) }
        }
        let random = Gen<UnicodeScalar>.unicodeScalar(in: "\u{1}"..."\u{2FFF}").array(of: 0...30)
            .map { String(String.UnicodeScalarView($0)) }
        await propertyCheck(count: 2000, input: random) { text in
            #expect(throws: Never.self) { _ = try search.vault.search(SearchRequest(text)) }
        }
    }
}
