import Foundation
import OCR
import Testing

@testable import Reading
@testable import Vault

/// What the readers decide is kept with the document (`StoredReading`) and the draft expense.
@Suite struct StoredReadingTests {
    /// A page of `lines`, each `(text, confidence of its words)`, one under the other.
    static func page(_ lines: [(String, Double)]) -> [RecognizedPage] {
        var y = 20
        let recognized = lines.map { text, confidence -> RecognizedLine in
            let box = BoundingBox(x: 20, y: y, width: 16 * text.count, height: 30)
            y += 40
            let words = text.split(separator: " ").map {
                RecognizedWord(text: String($0), box: box, confidence: confidence)
            }
            return RecognizedLine(text: text, box: box, confidence: confidence, words: words)
        }
        return [RecognizedPage(number: 1, width: 800, height: y + 20, source: .ocr, lines: recognized)]
    }

    /// The reason travels with the field from the parser to the stored reading and back.
    @Test func calibrationSetsTheReasonAndTheStoredReadingKeepsIt() throws {
        let draft = ConfidenceCalibration.calibrated(
            ReceiptParser.parse(
                Self.page([
                    ("CORNER CAFE", 0.95), ("Coffee 3.50", 0.95), ("Cake 4.20", 0.95), ("TOTAL 7.70", 0.95),
                    ("CASH 10.00", 0.95), ("CHANGE 2.30", 0.95), ("12/03/2025 10:15", 0.95),
                ])))
        let total = try #require(draft.total)
        #expect(total.value == 7.7)
        let reason = try #require(total.reason)
        #expect(total.confidence >= ConfidenceCalibration.sure, "\(reason)")
        #expect(draft.date?.reason != nil && draft.merchant?.reason != nil)
        let stored = StoredReading(draft)
        #expect(stored.evidence.reasons?.total == reason)
        #expect(stored.draft.total?.reason == reason)
    }

    /// The total's rule travels with the draft expense, and stops applying once the user sets the total.
    @Test func theRuleIsKeptWithTheExpenseUntilTheUserSetsTheTotal() throws {
        let lines = ["KEDAI MAJU", "TOTAL 10.62", "Rounding -0.02"]
        let draft = ReceiptParser.parse(Self.page(lines.map { ($0, 0.9) }))
        #expect(StoredReading(draft).draft.total?.rule == .total(.rounded))
        let filing = JourneyFiler.Decision(journey: nil, rule: .unfiled)
        let made = DraftExpenseBuilder(draft: draft, filing: filing, configuredCurrency: "MYR")
        var expense = try #require(made.expense(documentId: 1, now: Date()))
        #expect(expense.evidence?.totalRule == .rounded)
        expense.recordUserSet(\.total, readValue: "10.60")
        #expect(expense.evidence?.totalRule == nil)
    }

    /// A name the owner corrected before comes back sure when read exactly as then; read a
    /// letter apart (a rule matched fuzzily) it is renamed but left for the owner to look at.
    @Test func aLearnedNameIsSureWhenTheCalibrationSaysSo() throws {
        let rule = MerchantRule(
            id: 4, pattern: MerchantRule.fold("KEDAI MAJU ENTERPRISE"), example: "KEDAI MAJU ENTERPRISE",
            merchant: "Kedai Maju Enterprise", timesApplied: 1, createdAt: Date())
        let filing = JourneyFiler.Decision(journey: nil, rule: .unfiled)
        func expense(reading name: String) throws -> Expense {
            var draft = ReceiptParser.parse(Self.page([(name, 0.6), ("TOTAL 12.40", 0.9)]))
            draft.merchant?.confidence = 0.5
            let recollection = ShopRecall(merchantRules: [rule]).recollection(for: draft)
            let made = DraftExpenseBuilder(
                draft: DocumentPipeline.remembered(draft, recollection), filing: filing, configuredCurrency: "MYR")
            return try #require(made.expense(documentId: 1, now: Date()))
        }
        let exact = try expense(reading: "KEDAI MAJU ENTERPRISE")
        #expect(exact.merchant == "Kedai Maju Enterprise")
        let sure = try #require(exact.confidence?.merchant)
        #expect(sure == ConfidenceCalibration.merchant([.learnedName: 1]))
        #expect(sure >= ConfidenceCalibration.sure)
        let near = try expense(reading: "KEDAI MAJV ENTERPRISE")
        #expect(near.merchant == "Kedai Maju Enterprise")
        #expect((near.confidence?.merchant ?? 1) < ConfidenceCalibration.sure)
    }
}
