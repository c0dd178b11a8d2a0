import Foundation
import Reading

/// Turns what the receipt reader found into a draft expense: currency fallbacks, remembered
/// merchant corrections and shops, the spelling of confirmed names, and the filing decision.
struct DraftExpenseBuilder {
    var draft: ReceiptDraft
    var filing: JourneyFiler.Decision
    var configuredCurrency: String?
    var merchantRules: [MerchantRule]
    /// The fingerprint of this receipt's shop, and the shops learnt from confirmed expenses.
    var fingerprint = ShopFingerprint(marks: [])
    var knownShops = ShopIndex([])

    /// Only documents with a total become expenses.
    var isExpense: Bool { draft.total != nil }

    /// The currency and the rule that chose it.
    var currency: (code: String, source: CurrencySource)? {
        if let printed = draft.currency?.value, CurrencyCode.isKnown(printed) { return (printed, .receipt) }
        if let journey = filing.journey?.currency, CurrencyCode.isKnown(journey) { return (journey, .journey) }
        if let configuredCurrency, CurrencyCode.isKnown(configuredCurrency) { return (configuredCurrency, .configured) }
        return nil
    }

    /// The expense to insert, and the merchant rule that was applied (if any). Without a
    /// total there is none, unless `evenWithoutTotal` (the user said the document is a bill).
    func expense(documentId: Int64, now: Date, evenWithoutTotal: Bool = false) -> (Expense, MerchantRule?)? {
        let total = draft.total
        guard total != nil || evenWithoutTotal else { return nil }
        let chosen = currency
        // Without a known currency the amount is kept in hundredths; setting the currency later
        // rescales it to that currency's digits.
        let minor = total.flatMap { try? Money(amount: $0.value, currency: chosen?.code ?? "EUR").minorUnits() }
        var merchant = draft.merchant?.value
        var merchantConfidence = draft.merchant?.confidence
        var note: String? = nil
        var rule = merchant.flatMap { MerchantRuleMatcher.match($0, in: merchantRules) }
        // With no name read, a weaker match is offered rather than no name at all.
        let threshold = merchant == nil ? ShopMatcher.namelessThreshold : ShopMatcher.threshold
        if let shop = ShopMatcher.match(fingerprint, readName: merchant, in: knownShops, threshold: threshold) {
            // The shop's own header is stronger evidence than a name line read alone.
            if let read = merchant, MerchantRule.fold(read) != MerchantRule.fold(shop.shop.merchant) {
                note = "\(shop.reason); the receipt reads '\(read)'"
            } else {
                note = merchant == nil ? "\(shop.reason); the receipt shows no name" : shop.reason
            }
            merchant = shop.shop.merchant
            merchantConfidence = max(merchantConfidence ?? 0, shop.confidence)
            rule = nil
        } else if let rule, let read = merchant {
            merchant = rule.merchant
            // The owner's own correction, seen again: how sure that is, the calibration says.
            let exact = rule.pattern == MerchantRule.fold(read)
            merchantConfidence = ConfidenceCalibration.merchant([.learnedName: exact ? 1 : 0.5])
            note = "the receipt reads '\(read)'; renamed by your correction rule \(rule.id ?? 0)"
        } else if let read = merchant, let mend = OwnerSpelling.mended(read, by: knownShops.nameWords) {
            merchant = mend.name
            note = "the receipt reads '\(read)'; '\(mend.mended)' spelt as in expense \(mend.expenseId)"
        }
        let expense = Expense(
            id: nil, documentId: documentId, journeyId: filing.journey?.id, status: .draft,
            merchant: merchant, amountMinor: minor, currency: chosen?.code, date: draft.date?.value,
            categoryId: nil, notes: draft.notes.isEmpty ? nil : draft.notes.joined(separator: "\n"),
            confidence: FieldConfidences(
                merchant: merchantConfidence, total: total?.confidence,
                currency: draft.currency?.confidence, date: draft.date?.confidence),
            evidence: FieldEvidenceSet(
                merchant: draft.merchant?.evidence, total: total?.evidence,
                currency: draft.currency?.evidence, date: draft.date?.evidence,
                totalRule: total?.rule?.totalRule, reasons: reasons(renamed: note != nil)),
            filedBy: filing.rule, filingNote: filing.note, currencySource: chosen?.source,
            ocrMerchant: draft.merchant?.value, merchantNote: note, createdAt: now, updatedAt: now)
        return (expense, rule)
    }

    /// Why each field is as sure as it is; the merchant's reason goes when a known shop or a
    /// correction rule renamed it (its note says why), the currency's when it did not come
    /// from the receipt.
    private func reasons(renamed: Bool) -> FieldReasons? {
        guard var reasons = FieldReasons(draft) else { return nil }
        if renamed { reasons.merchant = nil }
        if currency?.source != .receipt { reasons.currency = nil }
        return reasons == FieldReasons() ? nil : reasons
    }
}
