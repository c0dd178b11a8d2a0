import Foundation
import OCR
import Vault
import XCTest

@testable import Reading
@testable import VaultServer

/// The review page says when a draft may be a second copy of another expense, and rejects it
/// as a duplicate with one button.
final class ServerDuplicateTests: XCTestCase {
    func testAFlaggedDraftNamesTheOtherCopyAndOneButtonRejectsIt() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        let day = CalendarDate(iso: "2025-03-12")
        // A photo and the shop's PDF of one receipt; OCR slipped a letter of the name.
        let pictures = ["receipt-ch-chf-bahnhof.png", "receipt-nl-eur-bakkerij.png"]
        let ids = try vault.addTextDocuments(
            try zip(["Taste Of The World", "Taste Of Ihe World"], pictures).map { name, picture in
                TextDocument(
                    name: "\(name).png", pages: ["\(name)\nTOTAL 10.60"], kind: .receipt,
                    fields: TextDocument.Fields(
                        merchant: name, total: Decimal(string: "10.60"), currency: "EUR", date: day),
                    original: (Array(try Data(contentsOf: ServerFixture.testData(picture))), .png))
            })
        XCTAssertEqual(ids.compactMap { $0 }.count, 2)
        let drafts = try vault.expenses(status: .draft).filter { $0.merchant?.hasPrefix("Taste") == true }
        let original = try XCTUnwrap(drafts.first { $0.merchant == "Taste Of The World" }?.id)
        let copy = try XCTUnwrap(drafts.first { $0.merchant == "Taste Of Ihe World" })
        XCTAssertEqual(copy.duplicateOf, original)
        let copyId = try XCTUnwrap(copy.id)

        let running = try await RunningServer(vault: vault)
        defer { Task { await running.stop() } }
        let page = try running.get("/review/\(copyId)")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(
            page.text.contains(
                "Possible duplicate of expense \(original): Taste Of The World 10.60 EUR 2025-03-12, draft"),
            page.text)
        XCTAssertTrue(page.text.contains("action=\"/expenses/\(copyId)/reject-duplicate\""), page.text)
        XCTAssertFalse(
            try running.get("/review/\(original)").text.contains("Possible duplicate"), "the original is not flagged")

        let rejected = try running.post("/expenses/\(copyId)/reject-duplicate", form: [:], csrf: running.csrf)
        XCTAssertEqual(rejected.status, 303)
        XCTAssertTrue(rejected.header("location")?.contains("Rejected") == true, "\(rejected.header("location") ?? "")")
        XCTAssertEqual(try vault.expense(id: copyId).status, .rejected)
        XCTAssertEqual(try vault.expense(id: original).status, .draft)
        XCTAssertEqual(
            try running.post("/expenses/\(original)/reject-duplicate", form: [:], csrf: running.csrf).status, 422,
            "a draft that is not flagged is not rejected as a duplicate")
    }
}
