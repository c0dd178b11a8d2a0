import Foundation
import Reading

/// What the vault remembers of a document's shop: a shop the owner confirmed an expense from,
/// recognised by the document's header (`ShopMatcher`); else the owner's correction of a name
/// read alike (`MerchantRuleMatcher`); else the spelling of words of the names they confirmed
/// (`OwnerSpelling`). `DocumentPipeline.remembered` makes it the merchant's evidence.
struct ShopRecall {
    var merchantRules: [MerchantRule]
    /// The fingerprint of this document's shop, and the shops learnt from confirmed expenses.
    var fingerprint = ShopFingerprint(marks: [])
    var knownShops = ShopIndex([])

    /// The recollection for `draft`, or nil when nothing the owner taught applies.
    func recollection(for draft: ReceiptDraft) -> Recollection? {
        let read = draft.merchant?.value
        // With no name read, a weaker match is offered rather than no name at all.
        let threshold = read == nil ? ShopMatcher.namelessThreshold : ShopMatcher.threshold
        if let shop = ShopMatcher.match(fingerprint, readName: read, in: knownShops, threshold: threshold) {
            // The shop's own header is stronger evidence than a name line read alone.
            let note: String
            if let read, MerchantRule.fold(read) != MerchantRule.fold(shop.shop.merchant) {
                note = "\(shop.reason); the receipt reads '\(read)'"
            } else {
                note = read == nil ? "\(shop.reason); the receipt shows no name" : shop.reason
            }
            return Recollection(name: shop.shop.merchant, source: .knownShop(strength: shop.confidence), note: note)
        }
        guard let read else { return nil }
        if let rule = MerchantRuleMatcher.match(read, in: merchantRules) {
            return Recollection(
                name: rule.merchant, source: .correction(id: rule.id, exact: rule.pattern == MerchantRule.fold(read)),
                note: "the receipt reads '\(read)'; renamed by your correction rule \(rule.id ?? 0)")
        }
        if let mend = OwnerSpelling.mended(read, by: knownShops.nameWords) {
            return Recollection(
                name: mend.name, source: .spelling,
                note: "the receipt reads '\(read)'; '\(mend.mended)' spelt as in expense \(mend.expenseId)")
        }
        return nil
    }
}
