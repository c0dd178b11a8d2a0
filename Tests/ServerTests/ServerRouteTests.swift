import Foundation
import OCR
import Vault
import XCTest

@testable import VaultServer

/// Every page and file route on a real loopback port, against a vault imported by the real
/// pipeline.
final class ServerRouteTests: XCTestCase {
    func testPagesShowTheVault() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        let running = try await RunningServer(vault: vault)
        defer { Task { await running.stop() } }

        let home = try running.get("/")
        XCTAssertEqual(home.status, 200)
        XCTAssertEqual(home.header("content-type"), "text/html; charset=utf-8")
        XCTAssertEqual(home.header("x-content-type-options"), "nosniff")
        XCTAssertTrue(home.header("content-security-policy")?.contains("default-src 'none'") == true)
        XCTAssertTrue(home.text.contains("New York"))
        // The hand-entered taxi is confirmed; the drafts are shown apart.
        XCTAssertTrue(home.text.contains("23.50 USD"), home.text)

        let journey = try running.get("/journeys/nyc")
        XCTAssertEqual(journey.status, 200)
        XCTAssertTrue(journey.text.contains("By category (USD)"))
        XCTAssertTrue(journey.text.contains("By day (USD)"))
        XCTAssertTrue(journey.text.contains("<svg"))
        XCTAssertTrue(journey.text.contains("2025-03-11"), "the taxi's day is a column")
        XCTAssertTrue(journey.text.contains("Yellow Cab"))

        let documents = try vault.documents(.all)
        let receipt = try XCTUnwrap(documents.first { $0.mediaType == .png })
        let invoice = try XCTUnwrap(documents.first { $0.mediaType == .pdf })
        let page = try running.get("/documents/\(receipt.id!)")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.text.contains("receipt-en-usd-diner.png"))

        let original = try running.get("/documents/\(receipt.id!)/file")
        XCTAssertEqual(original.status, 200)
        XCTAssertEqual(original.header("content-type"), "image/png")
        XCTAssertEqual(
            original.body, [UInt8](try Data(contentsOf: ServerFixture.testData("receipt-en-usd-diner.png"))))
        XCTAssertTrue(original.header("content-disposition")?.hasPrefix("attachment") == true)

        let picture = try running.get("/documents/\(receipt.id!)/pages/1")
        XCTAssertEqual(picture.header("content-type"), "image/png")
        XCTAssertEqual(picture.body, original.body, "an image is served as it is stored")

        let rendered = try running.get("/documents/\(invoice.id!)/pages/1")
        XCTAssertEqual(rendered.status, 200)
        XCTAssertEqual(rendered.header("content-type"), "image/png")
        XCTAssertEqual(MediaType.detect(leadingBytes: rendered.body), .png)
        let again = try running.get("/documents/\(invoice.id!)/pages/1")
        XCTAssertEqual(again.body, rendered.body)

        let search = try running.get("/search?q=vltava")
        XCTAssertEqual(search.status, 200)
        XCTAssertTrue(search.text.contains("<mark>"), search.text)
        XCTAssertTrue(search.text.contains("/documents/\(invoice.id!)"))
        XCTAssertTrue(try running.get("/search?q=%22%29%28*").text.contains("0 pages found"))

        let upload = try running.get("/upload?journey=nyc")
        XCTAssertEqual(upload.status, 200)
        XCTAssertTrue(upload.text.contains("<option value=\"nyc\" selected>"))

        for (asset, type) in [("vault.css", "text/css"), ("vault.js", "text/javascript")] {
            let response = try running.get("/assets/\(asset)")
            XCTAssertEqual(response.status, 200)
            XCTAssertTrue(response.header("content-type")?.hasPrefix(type) == true)
        }
    }

    func testReviewPageOutlinesEachFieldOnTheReceipt() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        let running = try await RunningServer(vault: vault)
        defer { Task { await running.stop() } }

        let queue = try vault.reviewQueue()
        XCTAssertEqual(queue.count, 2)
        let first = try running.get("/review")
        XCTAssertEqual(first.status, 303)
        XCTAssertEqual(first.header("location"), "/review/\(queue[0])")

        let receiptDraft = try XCTUnwrap(
            try vault.expenses(status: .draft).first { try vault.document(id: $0.documentId!).mediaType == .png })
        let review = try running.get("/review/\(receiptDraft.id!)")
        XCTAssertEqual(review.status, 200)
        // One outline per field with evidence, on the picture of the receipt.
        let totalBox = try XCTUnwrap(receiptDraft.evidence?.total?.first?.box)
        XCTAssertTrue(review.text.contains("href=\"/documents/\(receiptDraft.documentId!)/pages/1\""))
        XCTAssertTrue(review.text.contains("data-field=\"total\""))
        let outline = try XCTUnwrap(
            review.text.firstMatch(of: #/data-field="total" x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)"/#))
        let (x, y, width, height) = (Int(outline.1)!, Int(outline.2)!, Int(outline.3)!, Int(outline.4)!)
        // The outline surrounds the line the reader took the total from, with a small margin.
        XCTAssertTrue(x <= totalBox.x && x >= totalBox.x - 20, "\(x) vs \(totalBox)")
        XCTAssertTrue(y <= totalBox.y && y >= totalBox.y - 20, "\(y) vs \(totalBox)")
        XCTAssertTrue(x + width >= totalBox.maxX && y + height >= totalBox.maxY, "\(outline.0) vs \(totalBox)")
        XCTAssertTrue(review.text.contains("value=\"\(receiptDraft.totalString!)\""))
        // Why the reader is as sure of the total as it is, under the field.
        let reason = try XCTUnwrap(receiptDraft.evidence?.reasons?.total)
        XCTAssertTrue(review.text.contains("<small class=\"reason\">\(reason)</small>"), review.text)
        XCTAssertTrue(review.text.contains("name=\"csrf\" value=\"\(running.csrf)\""))
    }

    func testUnknownThingsAreNotFound() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        let running = try await RunningServer(vault: vault)
        defer { Task { await running.stop() } }
        let confirmed = try XCTUnwrap(try vault.expenses(status: .confirmed).first)
        for target in [
            "/nothing", "/journeys/rome", "/documents/999", "/documents/abc", "/documents/0/file",
            "/documents/1/pages/9", "/documents/1/pages/x", "/review/999", "/review/\(confirmed.id!)",
            "/assets/other.css",
        ] {
            let response = try running.get(target)
            XCTAssertEqual(response.status, 404, target)
            XCTAssertEqual(response.header("x-content-type-options"), "nosniff", target)
        }
    }

    func testPathTraversalNeverReachesAFile() async throws {
        let (vault, root) = try await ServerFixture.vault()
        defer { try? FileManager.default.removeItem(at: root) }
        let running = try await RunningServer(vault: vault)
        defer { Task { await running.stop() } }
        for target in [
            "/documents/../../../../etc/passwd", "/assets/../../../../etc/passwd", "/assets/..%2f..%2fvault.sqlite",
            "/documents/%2e%2e%2fvault.sqlite/file", "/documents/1/../../vault.sqlite", "/../vault.sqlite",
            "/assets/%2e%2e/%2e%2e/etc/passwd", "/documents/1%2f..%2f..%2fvault.sqlite/file",
        ] {
            let response = try running.get(target)
            XCTAssertTrue([400, 404].contains(response.status), "\(target): \(response.status)")
            XCTAssertFalse(response.text.contains("root:"), target)
            XCTAssertFalse(response.text.contains("SQLite format"), target)
        }
    }
}
