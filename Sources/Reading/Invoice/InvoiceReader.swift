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
        let order = InvoiceDateOrder.evidence(
            in: layout, fallback: DateFinder.order(forCurrency: draft.currency?.value))
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
        calibrate(&result, over: draft)
        // The receipt rules were measured on scans and photos of till slips; on an invoice's
        // text layer a field only they found is not measured (a sure 0.00 total read off a
        // stylesheet's table), so it is not sure.
        if !scanned { capReceiptRuleFields(of: &result, keptFrom: draft) }
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

    /// The fields of `result` the invoice rules did not set (kept from the receipt rules'
    /// `draft`), capped at `ConfidenceCalibration.unmeasuredCeiling`.
    private static func capReceiptRuleFields(of result: inout ReceiptDraft, keptFrom draft: ReceiptDraft) {
        let ceiling = ConfidenceCalibration.unmeasuredCeiling
        if result.merchant == draft.merchant, let level = result.merchant?.confidence {
            result.merchant?.confidence = min(level, ceiling)
        }
        if result.date == draft.date, let level = result.date?.confidence {
            result.date?.confidence = min(level, ceiling)
        }
        if result.total == draft.total, let level = result.total?.confidence {
            result.total?.confidence = min(level, ceiling)
        }
    }

    /// The fields the invoice rules set get their confidence from their signals
    /// (`ConfidenceCalibration.assessInvoiceTotal` and its kin), on the one scale; a field the
    /// receipt rules set keeps the level their calibration gave it.
    private static func calibrate(_ result: inout ReceiptDraft, over draft: ReceiptDraft) {
        if result.merchant != draft.merchant {
            result.merchant = ConfidenceCalibration.calibratedInvoiceField(
                result.merchant, by: ConfidenceCalibration.assessIssuer)
        }
        if result.date != draft.date {
            result.date = ConfidenceCalibration.calibratedInvoiceField(
                result.date, by: ConfidenceCalibration.assessInvoiceDate)
        }
        if result.total != draft.total {
            result.total = ConfidenceCalibration.calibratedInvoiceField(
                result.total, by: ConfidenceCalibration.assessInvoiceTotal)
        }
    }
}
