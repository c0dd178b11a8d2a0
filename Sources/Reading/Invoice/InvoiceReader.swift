import Foundation
import OCR

/// Reads an invoice's issuer, invoice date and amount due with the invoice rules (see
/// `IssuerFinder`, `InvoiceDateFinder`, `InvoiceTotalFinder`), keeping the receipt rules'
/// field wherever the invoice rules find nothing. A receipt-rule merchant read from the
/// customer's block, a title or a label is dropped rather than kept.
public enum InvoiceReader {
    /// `draft` (the receipt rules' reading of `pages`) with the invoice rules' fields.
    public static func read(_ pages: [RecognizedPage], over draft: ReceiptDraft) -> ReceiptDraft {
        read(pages, over: draft, lines: ReceiptLine.lines(of: pages))
    }

    /// `read(_:over:)` of pages whose lines (`ReceiptLine.lines(of: pages)`) are built already,
    /// and, when given, their texts folded for label matching (`foldedLines`, in their order).
    static func read(
        _ pages: [RecognizedPage], over draft: ReceiptDraft, lines: [ReceiptLine],
        foldedLines: [InvoiceLabelMatch.Folded]? = nil
    ) -> ReceiptDraft {
        let layout = InvoiceLayout(pages: pages, lines: lines, foldedLines: foldedLines)
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
        }
        if let total = InvoiceTotalFinder(layout: layout, receipt: draft).find() {
            result.total = total
        }
        markKeptFields(of: &result, keptFrom: draft, textLayer: !scanned)
        return ConfidenceCalibration.calibratedInvoice(result, over: draft)
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
        return letterhead.score < IssuerFinder.namedOrConfirmed && !merchant.signals.has(.footerCompany)
    }

    /// Marks what makes a field the invoice rules did not set (kept from the receipt rules'
    /// `draft`) doubtful on an invoice: a date the receipt rules picked among several printed
    /// dates, none labelled as the invoice's (`severalDates`; the only date a till slip titled
    /// `TAX INVOICE` prints is not); any such field on a text layer (`receiptRulesOnly`: those
    /// rules were measured on scans and photos of till slips, not on invoices' text layers, where
    /// they once read a sure 0.00 total off a stylesheet's table).
    private static func markKeptFields(of result: inout ReceiptDraft, keptFrom draft: ReceiptDraft, textLayer: Bool) {
        if result.date == draft.date, let date = result.date, (date.signals[.rivals] ?? 1) > 0 {
            result.date?.signals[.severalDates] = 1
        }
        guard textLayer else { return }
        if result.merchant == draft.merchant { result.merchant?.signals[.receiptRulesOnly] = 1 }
        if result.date == draft.date { result.date?.signals[.receiptRulesOnly] = 1 }
        if result.total == draft.total { result.total?.signals[.receiptRulesOnly] = 1 }
    }
}
