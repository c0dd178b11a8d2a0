import Foundation
import OCR

/// Reads merchant, total, currency, date (and time, subtotal, tax where printed) from the
/// recognized text of a receipt. A pure function of its input: no engine, no clock, no locale.
public enum ReceiptParser {
    /// Parses recognized pages into a draft; fields that cannot be read are `nil`.
    public static func parse(_ pages: [RecognizedPage]) -> ReceiptDraft {
        parse(lines: ReceiptLine.lines(of: pages))
    }

    /// Parses a document's lines (`ReceiptLine.lines(of:)` of its pages), built once by a
    /// caller that reads them with other rules too (`DocumentPipeline`).
    static func parse(lines: [ReceiptLine]) -> ReceiptDraft {
        guard !lines.isEmpty else { return ReceiptDraft() }
        let totals = TotalFinder(lines: lines)
        let ranked = totals.candidates()
        let best = ranked.first.flatMap { $0.score > 0 ? $0 : nil }
        let marks = CountryMarks.find(in: lines)
        let currency = CurrencyDetector(lines: lines, marks: marks).find(
            totalAmount: best?.amount, totalLine: best?.line)
        let cues = DateOrderCues.read(
            lines, currency: currency?.value, printedCurrency: currency.map { !$0.evidence.isEmpty } ?? false,
            marks: marks)
        let dates = DateFinder(lines: lines, order: cues.order, cues: cues)
        let merchant = MerchantFinder(lines: lines).find()
        var draft = ReceiptDraft(
            merchant: merchant.merchant,
            total: totals.find(ranked: ranked),
            currency: currency,
            date: dates.find(),
            time: TimeScanner.find(in: lines),
            subtotal: amountField(of: .subtotal, in: totals),
            tax: amountField(of: .tax, in: totals))
        draft.merchantKind = merchant.brand?.kind
        return draft
    }

    /// The last amount printed on a line of `kind` (a subtotal, a tax line).
    private static func amountField(of kind: LineKind, in totals: TotalFinder) -> DraftField<Decimal>? {
        for index in totals.kinds.indices.reversed() where totals.kinds[index] == kind {
            if let (line, amount) = totals.amount(forLine: index), amount.hasCents, amount.value > 0 {
                return DraftField(value: amount.value, score: 0.7, evidence: [totals.lines[line].evidence])
            }
        }
        return nil
    }
}
