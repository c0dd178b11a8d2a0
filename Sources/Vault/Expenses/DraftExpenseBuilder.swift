import Foundation
import Reading

/// Turns what the receipt reader found (and `DocumentPipeline.remembered` recalled) into a
/// draft expense: currency fallbacks and the filing decision.
struct DraftExpenseBuilder {
    var draft: ReceiptDraft
    var filing: JourneyFiler.Decision
    var configuredCurrency: String?

    /// Only documents with a total become expenses.
    var isExpense: Bool { draft.total != nil }

    /// The currency and the rule that chose it.
    var currency: (code: String, source: CurrencySource)? {
        if let printed = draft.currency?.value, CurrencyCode.isKnown(printed) { return (printed, .receipt) }
        if let journey = filing.journey?.currency, CurrencyCode.isKnown(journey) { return (journey, .journey) }
        if let configuredCurrency, CurrencyCode.isKnown(configuredCurrency) { return (configuredCurrency, .configured) }
        return nil
    }

    /// The expense to insert. Without a total there is none, unless `evenWithoutTotal` (the
    /// user said the document is a bill).
    func expense(documentId: Int64, now: Date, evenWithoutTotal: Bool = false) -> Expense? {
        let total = draft.total
        guard total != nil || evenWithoutTotal else { return nil }
        let chosen = currency
        // Without a known currency the amount is kept in hundredths; setting the currency later
        // rescales it to that currency's digits.
        let minor = total.flatMap { try? Money(amount: $0.value, currency: chosen?.code ?? "EUR").minorUnits() }
        return Expense(
            id: nil, documentId: documentId, journeyId: filing.journey?.id, status: .draft,
            merchant: draft.merchant?.value, amountMinor: minor, currency: chosen?.code, date: draft.date?.value,
            categoryId: nil, notes: draft.notes.isEmpty ? nil : draft.notes.joined(separator: "\n"),
            confidence: FieldConfidences(
                merchant: draft.merchant?.confidence, total: total?.confidence,
                currency: draft.currency?.confidence, date: draft.date?.confidence),
            evidence: FieldEvidenceSet(
                merchant: draft.merchant?.evidence, total: total?.evidence,
                currency: draft.currency?.evidence, date: draft.date?.evidence,
                totalRule: total?.rule?.totalRule, reasons: reasons(renamed: draft.merchantNote != nil)),
            filedBy: filing.rule, filingNote: filing.note, currencySource: chosen?.source,
            ocrMerchant: draft.merchantAsRead, merchantNote: draft.merchantNote, createdAt: now, updatedAt: now)
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
