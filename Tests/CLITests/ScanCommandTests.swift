import Foundation
import Testing

@Suite struct ScanCommandTests {
    struct Expected: Decodable {
        var merchant: String
        var total: String
        var currency: String
        var date: String
        /// The document's kind, where the fixture states it.
        var kind: String?
        /// For e-invoices: the XML element the total's evidence names.
        var evidence: String?
        /// For e-invoices whose XML disagrees with the print: a word the note contains.
        var note: String?
    }

    static func expected(for path: String) throws -> Expected {
        let url = URL(fileURLWithPath: (path as NSString).deletingPathExtension + ".expected.json")
        return try JSONDecoder().decode(Expected.self, from: Data(contentsOf: url))
    }

    /// Every document in TestData with a `NAME.expected.json` that states its fields (the
    /// long article, whose fields are null, is tested on its own).
    static let documents: [String] = {
        let folder = VaultProcess.packageRoot.appendingPathComponent("TestData").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { name in
            !name.hasSuffix(".json") && !name.hasPrefix("bad-")
                && names.contains((name as NSString).deletingPathExtension + ".expected.json")
                && (try? expected(for: (folder as NSString).appendingPathComponent(name))) != nil
        }.sorted()
    }()

    @Test func jsonGivesTheExpectedValuesForEveryFixture() throws {
        #expect(Self.documents.count >= 15)
        let paths = Self.documents.map(VaultProcess.fixture)
        let result = try VaultProcess.run(["scan", "--json", "--jobs", "2"] + paths)
        #expect(result.status == 0, "\(result.stderr)")
        let files = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(files.map { $0["file"] as? String } == paths, "results come in input order")
        for (path, file) in zip(paths, files) {
            let expected = try Self.expected(for: path)
            let name = (path as NSString).lastPathComponent
            #expect((file["merchant"] as? String)?.lowercased() == expected.merchant.lowercased(), "\(name)")
            #expect(file["total"] as? String == expected.total, "\(name)")
            #expect(file["currency"] as? String == expected.currency, "\(name)")
            #expect(file["date"] as? String == expected.date, "\(name)")
            let confidence = try #require(file["confidence"] as? [String: Any], "\(name)")
            #expect((confidence["total"] as? Double).map { (0...1).contains($0) } == true, "\(name)")
            let evidence = try #require(file["evidence"] as? [String: Any], "\(name)")
            let totalEvidence = try #require(evidence["total"] as? [[String: Any]], "\(name)")
            #expect(totalEvidence.first?["text"] is String, "\(name)")
            if let kind = expected.kind { #expect(file["kind"] as? String == kind, "\(name)") }
            if let element = expected.evidence {
                #expect((totalEvidence.first?["text"] as? String)?.contains(element) == true, "\(name)")
                #expect(confidence["total"] as? Double == 1, "\(name)")
            }
            let notes = (file["notes"] as? [String]) ?? []
            if let word = expected.note {
                #expect(notes.contains { $0.contains(word) }, "\(name): \(notes)")
            } else {
                #expect(notes.isEmpty, "\(name): \(notes)")
            }
        }
    }

    @Test func missingFieldsAreNullAndFailedFilesHaveAnError() throws {
        let result = try VaultProcess.run([
            "scan", "--json", VaultProcess.fixture("bad-empty.jpg"), VaultProcess.fixture("receipt-en-usd-diner.png"),
        ])
        #expect(result.status == 1)
        let files = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(files.count == 2)
        #expect(Set(files[0].keys) == ["file", "error"])
        #expect((files[0]["error"] as? String)?.contains("empty") == true)
        #expect(files[1]["total"] as? String == "34.78")
        #expect(files[1].keys.contains("merchant"))
        #expect(result.stderr.hasPrefix("vault: \(VaultProcess.fixture("bad-empty.jpg")): "))
    }

    /// A date the page's reading splits over two lines (the paper curls, and `DATE: 22/12/2017`
    /// runs up into the line above) is found by reading the strip of the page around them
    /// again; read once, the receipt gives no date. One reading of the strip: not sure.
    @Test func aDateSplitOverTwoLinesIsReadFromTheStripAroundThem() throws {
        let path = VaultProcess.fixture("receipt-my-myr-curled-date.jpg")
        func scanned(_ options: [String]) throws -> [String: Any] {
            let result = try VaultProcess.run(["scan", "--json"] + options + [path])
            #expect(result.status == 0, "\(result.stderr)")
            let files = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
            return try #require(files?.first)
        }
        let once = try scanned(["--no-second-look"])
        #expect(once["date"] is NSNull, "the first reading splits the date: \(once["date"] ?? "")")
        let file = try scanned([])
        #expect(file["date"] as? String == "2017-12-22")
        let evidence = (file["evidence"] as? [String: Any])?["date"] as? [[String: Any]]
        #expect((evidence?.first?["text"] as? String)?.contains("22/12/2017") == true, "\(evidence ?? [])")
        let confidence = try #require((file["confidence"] as? [String: Any])?["date"] as? Double)
        #expect(confidence < 0.9)
    }

    @Test func aYearCutInTwoByThePagesReadingIsJoinedAgain() throws {
        let result = try VaultProcess.run(
            ["scan", "--json", VaultProcess.fixture("receipt-my-myr-curled-year.jpg")])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        let file = try #require(files?.first)
        // The page reads `DATE: 22/12/20` (a clear 2020) with `17` on the line above it.
        #expect(file["date"] as? String == "2017-12-22")
        let evidence = (file["evidence"] as? [String: Any])?["date"] as? [[String: Any]]
        #expect((evidence?.first?["text"] as? String)?.contains("22/12/2017") == true, "\(evidence ?? [])")
        let confidence = try #require((file["confidence"] as? [String: Any])?["date"] as? Double)
        #expect(confidence < 0.9)
        let reason = (file["reasons"] as? [String: Any])?["date"] as? String
        #expect(reason?.contains("cut in two") == true, "\(reason ?? "-")")
    }

    @Test func summaryWithoutJSON() throws {
        let result = try VaultProcess.run(["scan", VaultProcess.fixture("receipt-gb-gbp-pub.png")])
        #expect(result.status == 0)
        #expect(result.stdout.contains("THE RED LION"))
        #expect(result.stdout.contains("55.30 GBP"))
        #expect(result.stdout.contains("2025-03-12"))
        // Confidences as percentages, as review and `expense show` print them.
        let merchant = result.stdout.split(separator: "\n").first { $0.hasPrefix("  merchant") } ?? ""
        #expect(merchant.range(of: #"\s\d{1,3}%\s"#, options: .regularExpression) != nil, "\(merchant)")
        #expect(result.stderr.isEmpty, "no progress when stderr is not a terminal")
    }

    @Test func invalidJobsIsAUsageError() throws {
        let result = try VaultProcess.run(["scan", "--jobs", "0", VaultProcess.fixture("receipt-gb-gbp-pub.png")])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--jobs"))
    }
}
