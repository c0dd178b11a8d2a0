import Foundation
import Testing

@testable import Reading

/// What the vault remembers of a shop becomes the merchant's evidence, and the calibration
/// says how sure it is.
struct RecollectionTests {
    private func read(_ name: String?, level: Double) -> ReceiptDraft {
        var draft = ReceiptDraft(total: DraftField(value: 12, confidence: 0.97, evidence: []))
        draft.merchant = name.map { DraftField(value: $0, confidence: level, evidence: []) }
        return draft
    }

    @Test func nothingRememberedChangesNothing() {
        let draft = read("KEDAI MAJU", level: 0.6)
        #expect(DocumentPipeline.remembered(draft, nil) == draft)
        #expect(draft.merchantAsRead == "KEDAI MAJU")
    }

    @Test func aKnownShopNamesTheMerchantAsSureAsItsMatch() throws {
        let shop = Recollection(name: "Aik Huat Hardware", source: .knownShop(strength: 0.95), note: "same shop")
        let named = DocumentPipeline.remembered(read("AIK HUAT HARDWAR", level: 0.5), shop)
        let merchant = try #require(named.merchant)
        #expect(merchant.value == "Aik Huat Hardware")
        #expect(merchant.confidence == 0.95)
        #expect(merchant.signals[.knownShop] == 0.95)
        #expect(named.merchantAsRead == "AIK HUAT HARDWAR")
        #expect(named.merchantNote == "same shop")
        // A name read more surely than the match stays as sure as it was read.
        #expect(DocumentPipeline.remembered(read("AIK HUAT", level: 0.97), shop).merchant?.confidence == 0.97)
        // A receipt that shows no name: the shop names it, and nothing was read.
        let nameless = DocumentPipeline.remembered(read(nil, level: 0), shop)
        #expect(nameless.merchant?.value == "Aik Huat Hardware" && nameless.merchantAsRead == nil)
    }

    @Test func theOwnersCorrectionIsSureOnlyWhenReadExactlyAsThen() throws {
        func corrected(exact: Bool) -> DraftField<String>? {
            let rule = Recollection(name: "Kedai Maju", source: .correction(id: 3, exact: exact), note: "renamed")
            return DocumentPipeline.remembered(read("KEDAI MAJU", level: 0.5), rule).merchant
        }
        #expect(try #require(corrected(exact: true)).confidence >= ConfidenceCalibration.sure)
        #expect(try #require(corrected(exact: false)).confidence < ConfidenceCalibration.sure)
    }

    @Test func aSpellingTheOwnerConfirmedKeepsTheNamesLevel() throws {
        let spelling = Recollection(name: "MR D.I.Y.", source: .spelling, note: "spelt as in expense 9")
        let mended = try #require(DocumentPipeline.remembered(read("MR O.I.Y.", level: 0.6), spelling).merchant)
        #expect(mended.value == "MR D.I.Y." && mended.confidence == 0.6)
        #expect(mended.signals[.ownerSpelling] == 1)
    }
}
