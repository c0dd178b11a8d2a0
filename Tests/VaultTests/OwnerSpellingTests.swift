import Foundation
import Testing

@testable import Reading
@testable import Vault

/// Words of a read name mended into the spelling of names the user has confirmed.
@Suite struct OwnerSpellingTests {
    func shop(_ id: Int64, _ merchant: String) -> KnownShop {
        KnownShop(
            expenseId: id, merchant: merchant,
            fingerprint: ShopFingerprintReader.read(pages: ["TEL: 03-\(1_000_000 + id)"]))
    }

    @Test func aChainsBrandReadWithASlipTakesTheConfirmedSpelling() throws {
        let shops = [shop(3, "TEO HENG STATIONERY & BOOKS"), shop(9, "MR. D.I.Y. (KUCHAI) SDN BHD")]
        let mend = try #require(OwnerSpelling.mended("MR O.I.Y. (JOHOR) SDN BHD", by: .init(shops)))
        #expect(mend == .init(name: "MR D.I.Y. (JOHOR) SDN BHD", mended: "D.I.Y.", expenseId: 9))
        // Two slips in six characters, each a letter OCR confuses; a dictionary word too, in
        // the case it was read in.
        #expect(
            OwnerSpelling.mended("MR O.T.Y. (M) SDN BHD", by: .init(shops))?.name == "MR D.I.Y. (M) SDN BHD")
        #expect(
            OwnerSpelling.mended("Mental Initial", by: .init([shop(4, "MENTAI INITIAL SDN BHD")]))?.name
                == "Mentai Initial")
    }

    @Test func whatStaysAsRead() {
        let shops = [shop(1, "WAN HING STATIONERY"), shop(2, "TEO HENG BOOKS"), shop(3, "KEDAI MAJU JAYA")]
        // Short words: names a letter apart are often two names.
        #expect(OwnerSpelling.mended("LEE WAH FLORIST", by: .init(shops)) == nil)
        #expect(OwnerSpelling.mended("LIAN HENG STORE", by: .init(shops)) == nil)
        // A letter OCR does not read for the known one, or too many slips.
        #expect(OwnerSpelling.mended("KEDAI MAJU BAYA", by: .init(shops)) == nil)
        #expect(OwnerSpelling.mended("STATLONERS", by: .init(shops)) == nil)
        // Two known words equally close: no choice is made.
        let twins = [shop(5, "CAFE MOCCA"), shop(6, "CAFE MODCA")]
        #expect(OwnerSpelling.mended("CAFE MOOCA", by: .init(twins)) == nil)
        // A word a confirmed name spells as read stays, though another is a slip away.
        #expect(OwnerSpelling.mended("CAFE MODCA", by: .init(twins)) == nil)
    }

    @Test func aDraftTakesTheOwnersSpellingAndSaysWhy() throws {
        var read = ReceiptDraft(
            merchant: DraftField(value: "MR O.I.Y. (JOHOR) SDN BHD", confidence: 0.6, evidence: []),
            total: DraftField(value: 12, confidence: 0.9, evidence: []),
            currency: DraftField(value: "MYR", confidence: 0.9, evidence: []), date: nil)
        read.merchant?.reason = "a word the dictionary does not know"
        let recall = ShopRecall(merchantRules: [], knownShops: ShopIndex([shop(9, "MR. D.I.Y. (KUCHAI) SDN BHD")]))
        let builder = DraftExpenseBuilder(
            draft: DocumentPipeline.remembered(read, recall.recollection(for: read)),
            filing: .init(journey: nil, rule: .unfiled), configuredCurrency: nil)
        let expense = try #require(builder.expense(documentId: 1, now: Date()))
        #expect(expense.merchant == "MR D.I.Y. (JOHOR) SDN BHD")
        #expect(expense.ocrMerchant == "MR O.I.Y. (JOHOR) SDN BHD")
        #expect(expense.merchantNote == "the receipt reads 'MR O.I.Y. (JOHOR) SDN BHD'; 'D.I.Y.' spelt as in expense 9")
        #expect(expense.confidence?.merchant == 0.6)
        #expect(expense.evidence?.reasons?.merchant == nil)
    }
}
