import Foundation
import OCR

/// Reads an invoice's issuer, invoice date and amount due with the invoice rules (see
/// `IssuerFinder`, `InvoiceDateFinder`, `InvoiceTotalFinder`), keeping the receipt rules'
/// field wherever the invoice rules find nothing. A receipt-rule merchant read from the
/// customer's block, a title or a label is dropped rather than kept.
public enum InvoiceReader {
    /// `draft` (the receipt rules' reading of `pages`) with the invoice rules' fields.
    public static func read(_ pages: [RecognizedPage], over draft: ReceiptDraft) -> ReceiptDraft {
        let layout = InvoiceLayout(pages: pages)
        guard !layout.lines.isEmpty else { return draft }
        var result = draft
        let issuer = IssuerFinder(layout: layout)
        let scanned = pages.contains { $0.source == .ocr }
        if let merchant = issuer.find() {
            if !(scanned && keepsReceiptName(draft, over: merchant, issuer: issuer)) { result.merchant = merchant }
        } else {
            if let evidence = draft.merchant?.evidence.first,
                let lineIndex = layout.lines.firstIndex(where: {
                    $0.line.page == evidence.page && $0.line.index == evidence.line
                }),
                layout.lines[lineIndex].cells.indices.allSatisfy({ issuer.isExcluded(.init(line: lineIndex, cell: $0)) }
                )
            {
                result.merchant = nil
            }
            // The sender's web address, unless the receipt rules found a company by its legal form.
            let named = result.merchant.map { $0.signals[.registeredName] != nil || $0.signals[.legalForm] != nil }
            if named != true, let domain = issuer.webDomain() { result.merchant = domain }
        }
        let order = DateFinder.order(forCurrency: draft.currency?.value)
        if let date = InvoiceDateFinder(layout: layout, order: order).find() {
            result.date = date
        } else if let date = result.date, (date.signals[.rivals] ?? 1) > 0 {
            // An invoice prints several dates (order, delivery, due): one the receipt rules
            // picked among others, no label saying it is the invoice's, is not sure. The only
            // date the document prints (a till slip titled `TAX INVOICE`) keeps its level.
            if date.confidence > 0.6 {
                result.date?.confidence = 0.6
                result.date?.reason = "the document prints several dates, none labelled as the invoice's"
            }
        }
        if let total = InvoiceTotalFinder(layout: layout, receipt: draft).find() {
            result.total = total
        }
        // The receipt rules were measured on scans and photos of till slips; on an invoice's
        // text layer they are no better measured than the invoice rules (a sure 0.00 total
        // read off a stylesheet's table), so none of its fields is sure either.
        capUnmeasuredLevels(of: &result, over: scanned ? draft : ReceiptDraft())
        return result
    }

    /// Whether the receipt rules' merchant stays on a scanned page, unless an issuer label names
    /// the issuer: a registered company name (`SUN VICTORY SDN BHD`) that the letterhead rules
    /// would trade for OCR noise in large print, or any name the receipt rules found in the
    /// header when the letterhead rules' own pick has neither a legal form nor a confirmation
    /// (`KEDAI RUNCIT ZBH` at the top of a till slip titled `TAX INVOICE`, against a cashier's
    /// line further down). The receipt rules were made for OCR'd headers; the letterhead rules
    /// for typeset ones.
    private static func keepsReceiptName(
        _ draft: ReceiptDraft, over letterhead: DraftField<String>, issuer: IssuerFinder
    ) -> Bool {
        guard let merchant = draft.merchant, issuer.afterIssuerLabel() == nil else { return false }
        if merchant.signals.has(.registeredName) { return true }
        return letterhead.confidence < IssuerFinder.namedOrConfirmed && !merchant.signals.has(.footerCompany)
    }

    /// The invoice rules' levels were set by hand, not measured: on real invoice PDFs (the
    /// zf-text-dev set) the totals they called sure were right two times in three, and on a
    /// scanned page OCR slips letters and digits (a receipt read as an invoice named `Nando’`
    /// at 0.92). A field those rules set is therefore never called sure
    /// (`ConfidenceCalibration.unmeasuredCeiling`) until a rule is measured to earn it.
    /// Caps the fields of `result` that differ from `draft` (all of them, over an empty draft).
    private static func capUnmeasuredLevels(of result: inout ReceiptDraft, over draft: ReceiptDraft) {
        if result.merchant != draft.merchant, let level = result.merchant?.confidence {
            result.merchant?.confidence = min(level, ConfidenceCalibration.unmeasuredCeiling)
        }
        if result.date != draft.date, let level = result.date?.confidence {
            result.date?.confidence = min(level, ConfidenceCalibration.unmeasuredCeiling)
        }
        if result.total != draft.total, let level = result.total?.confidence {
            result.total?.confidence = min(level, ConfidenceCalibration.unmeasuredCeiling)
        }
    }
}
