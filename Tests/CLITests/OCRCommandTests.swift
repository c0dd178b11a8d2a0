import Foundation
import Testing

@Suite struct OCRCommandTests {
    @Test func printsMerchantAndTotalLinesOfAReceipt() throws {
        let result = try VaultProcess.run(["ocr", VaultProcess.fixture("receipt-en-usd-diner.png")])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map { String($0) }
        #expect(lines.contains { $0.contains("BLUE MOON DINER") })
        #expect(lines.contains { $0.hasPrefix("TOTAL") && $0.contains("34.78") })
        #expect(result.stderr.isEmpty)
    }

    @Test func jsonHasPagesLinesWordsAndBoxes() throws {
        let result = try VaultProcess.run(["ocr", "--json", VaultProcess.fixture("invoice-text-layer.pdf")])
        #expect(result.status == 0)
        let files = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let file = try #require(files.first)
        #expect(file["textSource"] as? String == "pdf-text")
        #expect(file["mediaType"] as? String == "application/pdf")
        let pages = try #require(file["pages"] as? [[String: Any]])
        let lines = try #require(pages.first?["lines"] as? [[String: Any]])
        #expect(!lines.isEmpty)
        let words = try #require(lines.first?["words"] as? [[String: Any]])
        let box = try #require(words.first?["box"] as? [String: Int])
        #expect(Set(box.keys) == ["x", "y", "width", "height"])
    }

    @Test(arguments: [
        ("bad-empty.jpg", "file is empty"),
        ("bad-truncated.jpg", "truncated or damaged"),
        ("bad-text-named.pdf", "plain text"),
        ("bad-encrypted-password-test.pdf", "encrypted"),
        ("bad-random-bytes.png", "not a PDF, JPEG, PNG or TIFF"),
        ("missing.jpg", "no such file"),
    ])
    func badFileGivesOneLineErrorAndNonZeroExit(name: String, reason: String) throws {
        let path = VaultProcess.fixture(name)
        let result = try VaultProcess.run(["ocr", path])
        #expect(result.status == 1)
        let errorLines = result.stderr.split(separator: "\n")
        #expect(errorLines.count == 1, "\(result.stderr)")
        #expect(errorLines.first?.hasPrefix("vault: \(path): ") == true, "\(result.stderr)")
        #expect(result.stderr.contains(reason), "\(result.stderr)")
    }

    @Test func oneBadFileDoesNotStopTheOthers() throws {
        let result = try VaultProcess.run([
            "ocr", "--json", VaultProcess.fixture("bad-empty.jpg"), VaultProcess.fixture("booking-multi-page.pdf"),
        ])
        #expect(result.status == 1)
        let files = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(files.count == 2)
        #expect((files[0]["error"] as? String)?.contains("empty") == true)
        #expect((files[1]["pages"] as? [Any])?.count == 3)
    }

    @Test func invalidOptionsExitWithUsageError() throws {
        let result = try VaultProcess.run([
            "ocr", "--psm", "diagonal", VaultProcess.fixture("receipt-en-usd-diner.png"),
        ])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--psm"))
        let missing = try VaultProcess.run([
            "ocr", "--lang", "klingon", VaultProcess.fixture("receipt-en-usd-diner.png"),
        ])
        #expect(missing.status == 69)
        #expect(missing.stderr.contains("'klingon' is not installed"))
    }

    @Test func openMPIsLimitedToOneThreadUnlessTheUserChose() throws {
        func limit(_ environment: [String: String?]) throws -> String? {
            let result = try VaultProcess.run(["info", "--json"], environment: environment)
            let info = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            return info["ompThreadLimit"] as? String
        }
        #expect(try limit(["OMP_THREAD_LIMIT": nil]) == "1")
        #expect(try limit(["OMP_THREAD_LIMIT": "2"]) == "2")
    }
}
