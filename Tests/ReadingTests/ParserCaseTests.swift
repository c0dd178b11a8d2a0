import Foundation
import OCR
import Testing

@testable import Reading

/// One recorded OCR text with the values the parser must read from it. The file starts with
/// `field: value` lines (`nil` for "must not be found"), then `---`, then the recognized lines;
/// a line may start with `[h=56]` to give its box height in pixels (default 30).
struct ParserCase: CustomStringConvertible, Sendable {
    var name: String
    var expected: [String: String]
    var pages: [RecognizedPage]

    var description: String { name }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "ParserCases")

    static let all: [ParserCase] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.sorted().compactMap { load($0) }
    }()

    static func load(_ file: String) -> ParserCase? {
        guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else {
            return nil
        }
        let parts = text.components(separatedBy: "\n---\n")
        guard parts.count == 2 else { return nil }
        var expected: [String: String] = [:]
        for line in parts[0].split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            expected[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var lines: [RecognizedLine] = []
        var y = 20
        for raw in parts[1].split(separator: "\n", omittingEmptySubsequences: false) where !raw.isEmpty {
            var text = String(raw)
            var height = 30
            if text.hasPrefix("[h="), let close = text.firstIndex(of: "]") {
                height = Int(text[text.index(text.startIndex, offsetBy: 3)..<close]) ?? 30
                text = text[text.index(after: close)...].trimmingCharacters(in: .whitespaces)
            }
            let box = BoundingBox(x: 20, y: y, width: 16 * text.count, height: height)
            let words = text.split(separator: " ").map { RecognizedWord(text: String($0), box: box, confidence: 0.9) }
            lines.append(RecognizedLine(text: text, box: box, confidence: 0.9, words: words))
            y += height + 10
        }
        let page = RecognizedPage(number: 1, width: 800, height: y + 20, source: .ocr, lines: lines)
        return ParserCase(name: String(file.dropLast(4)), expected: expected, pages: [page])
    }
}

@Suite struct ParserCaseTests {
    @Test func everyCaseFileLoads() {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: ParserCase.folder.path)) ?? []
        #expect(ParserCase.all.count == files.filter { $0.hasSuffix(".txt") }.count)
        #expect(ParserCase.all.count >= 40)
    }

    @Test(arguments: ParserCase.all)
    func readsTheExpectedFields(_ parserCase: ParserCase) {
        let draft = ReceiptParser.parse(parserCase.pages)
        let actual: [String: String?] = [
            "merchant": draft.merchant?.value,
            "total": draft.total.map { Money.format($0.value, digits: 2) },
            "currency": draft.currency?.value,
            "date": draft.date?.value.description,
            "time": draft.time?.value.description,
            "subtotal": draft.subtotal.map { Money.format($0.value, digits: 2) },
            "tax": draft.tax.map { Money.format($0.value, digits: 2) },
        ]
        for (field, want) in parserCase.expected.sorted(by: { $0.key < $1.key }) {
            let got = actual[field] ?? nil
            if want == "nil" {
                #expect(got == nil, "\(parserCase.name): \(field)")
            } else if field == "merchant" {
                #expect(got?.lowercased() == want.lowercased(), "\(parserCase.name): \(field)")
            } else {
                #expect(got == want, "\(parserCase.name): \(field)")
            }
        }
    }

    @Test func everyFieldCarriesEvidenceAndConfidence() throws {
        let parserCase = try #require(ParserCase.all.first { $0.name == "total-after-subtotal-and-tax" })
        let draft = ReceiptParser.parse(parserCase.pages)
        let total = try #require(draft.total)
        #expect(total.evidence.first?.text.hasPrefix("TOTAL") == true)
        #expect(total.evidence.first?.line == 6)
        #expect(total.evidence.first?.page == 1)
        #expect((0...1).contains(total.confidence))
        let date = try #require(draft.date)
        #expect(date.evidence.first?.line == 1)
    }

    @Test func arithmeticThatAddsUpRaisesConfidence() throws {
        let consistent = try #require(ParserCase.all.first { $0.name == "total-after-subtotal-and-tax" })
        var broken = consistent
        broken.pages[0].lines = consistent.pages[0].lines.filter {
            !$0.text.hasPrefix("SUBTOTAL") && !$0.text.hasPrefix("CASH") && !$0.text.hasPrefix("CHANGE")
                && !$0.text.hasPrefix("TAX") && !$0.text.contains("@") && !$0.text.contains("Pancake")
        }
        let sure = try #require(DocumentPipeline.understand(pages: consistent.pages).draft.total)
        let unsure = try #require(DocumentPipeline.understand(pages: broken.pages).draft.total)
        #expect(sure.value == unsure.value)
        #expect(sure.confidence >= ConfidenceCalibration.sure)
        #expect(unsure.confidence < ConfidenceCalibration.sure)
        // The finder ranks them alike: its score is its own, not the calibrated confidence.
        #expect(try #require(ReceiptParser.parse(consistent.pages).total).score > unsure.score)
    }

    @Test func onlyTheCalibrationSetsAConfidence() throws {
        let receipt = try #require(ParserCase.all.first { $0.name == "total-after-subtotal-and-tax" })
        let parsed = ReceiptParser.parse(receipt.pages)
        let fields = [parsed.total?.confidence, parsed.date?.confidence, parsed.merchant?.confidence]
        #expect(fields.allSatisfy { $0 == 0 })
        #expect(try #require(parsed.total).score > 0)
        let calibrated = ConfidenceCalibration.calibrated(parsed)
        #expect(try #require(calibrated.total).confidence > 0)
        #expect(calibrated.total?.score == parsed.total?.score)
        #expect(calibrated.total?.signals[.finderScore] == parsed.total?.score)
    }
}
