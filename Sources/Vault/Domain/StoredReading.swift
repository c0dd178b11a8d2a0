import Foundation
import Reading

/// What was read from a document at import, kept with the document so that a draft expense
/// can be made later (when its kind is corrected to receipt or invoice) without reading the
/// file again. Stored as JSON in `document.reading`.
public struct StoredReading: Sendable, Hashable, Codable {
    public var merchant: String?
    /// The total as a decimal string (`"18.40"`, `"-25.00"`).
    public var total: String?
    public var currency: String?
    public var date: CalendarDate?
    public var confidence: FieldConfidences
    public var evidence: FieldEvidenceSet
    /// Remarks about the reading (an e-invoice's XML that disagrees with its printed text).
    public var notes: [String]

    /// The fields of `draft`.
    public init(_ draft: ReceiptDraft) {
        merchant = draft.merchant?.value
        total = draft.total.map { Money.format($0.value, digits: max(2, Self.scale(of: $0.value))) }
        currency = draft.currency?.value
        date = draft.date?.value
        confidence = FieldConfidences(
            merchant: draft.merchant?.confidence, total: draft.total?.confidence,
            currency: draft.currency?.confidence, date: draft.date?.confidence)
        evidence = FieldEvidenceSet(
            merchant: draft.merchant?.evidence, total: draft.total?.evidence,
            currency: draft.currency?.evidence, date: draft.date?.evidence,
            totalRule: draft.total?.rule?.totalRule, reasons: FieldReasons(draft))
        notes = draft.notes
    }

    /// The draft these fields were read as.
    public var draft: ReceiptDraft {
        var draft = ReceiptDraft()
        if let merchant {
            draft.merchant = DraftField(
                value: merchant, confidence: confidence.merchant ?? 0, evidence: evidence.merchant ?? [])
            draft.merchant?.reason = evidence.reasons?.merchant
        }
        if let value = total.flatMap(Money.parseDecimal) {
            draft.total = DraftField(
                value: value, confidence: confidence.total ?? 0, evidence: evidence.total ?? [],
                rule: evidence.totalRule.map(FieldRule.total))
            draft.total?.reason = evidence.reasons?.total
        }
        if let currency {
            draft.currency = DraftField(
                value: currency, confidence: confidence.currency ?? 0, evidence: evidence.currency ?? [])
            draft.currency?.reason = evidence.reasons?.currency
        }
        if let date {
            draft.date = DraftField(value: date, confidence: confidence.date ?? 0, evidence: evidence.date ?? [])
            draft.date?.reason = evidence.reasons?.date
        }
        draft.notes = notes
        return draft
    }

    /// The number of decimals `value` needs (at most 4).
    private static func scale(of value: Decimal) -> Int {
        var scaled = value
        for digits in 0...4 {
            if scaled == Decimal(Int64(truncating: scaled as NSNumber)) { return digits }
            scaled *= 10
        }
        return 4
    }
}
