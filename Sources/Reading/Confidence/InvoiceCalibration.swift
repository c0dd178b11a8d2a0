import Foundation

/// The confidence of the fields the invoice rules read (`InvoiceReader`), from their signals,
/// on the same scale as the receipt rules'. A rule is sure (>= `sure`) only where it was right
/// at least 97% of the time on the printed invoices of the dev set (zf-text-dev) and TestData's
/// invoices (Benchmarks/README.md, "Printed invoices"); every other rule stays at or below
/// `unmeasuredCeiling`. A page read by OCR is never sure here: the rules were measured on text
/// layers, and OCR slips letters and digits.
extension ConfidenceCalibration {
    /// An invoice's fields (`InvoiceReader`) over the receipt rules' calibrated `draft`: a field
    /// the invoice rules set gets its level from its signals; a field kept from `draft` keeps
    /// its level, lowered where the invoice makes it doubtful (`severalDates`,
    /// `receiptRulesOnly`).
    static func calibratedInvoice(_ result: ReceiptDraft, over draft: ReceiptDraft) -> ReceiptDraft {
        var result = result
        result.merchant =
            isKept(result.merchant, from: draft.merchant)
            ? doubted(result.merchant) : calibratedInvoiceField(result.merchant, by: assessIssuer)
        result.date =
            isKept(result.date, from: draft.date)
            ? doubted(result.date) : calibratedInvoiceField(result.date, by: assessInvoiceDate)
        result.total =
            isKept(result.total, from: draft.total)
            ? doubted(result.total) : calibratedInvoiceField(result.total, by: assessInvoiceTotal)
        return result
    }

    /// Whether `field` is the receipt rules' `original`, but for the doubts the invoice rules
    /// marked on it.
    private static func isKept<Value>(_ field: DraftField<Value>?, from original: DraftField<Value>?) -> Bool {
        var field = field
        field?.signals[.severalDates] = nil
        field?.signals[.receiptRulesOnly] = nil
        return field == original
    }

    /// A receipt rules' field kept on an invoice, at its level lowered by the doubts marked on it.
    private static func doubted<Value>(_ field: DraftField<Value>?) -> DraftField<Value>? {
        guard var field else { return nil }
        if field.signals.has(.severalDates) && field.confidence > 0.6 {
            field.confidence = 0.6
            field.reason = "the document prints several dates, none labelled as the invoice's"
        }
        if field.signals.has(.receiptRulesOnly) && field.confidence > unmeasuredCeiling {
            field.confidence = unmeasuredCeiling
        }
        return field
    }

    /// `field` (set by an invoice rule) with its confidence and reason set from its signals.
    static func calibratedInvoiceField<Value>(
        _ field: DraftField<Value>?, by assess: (FieldSignals) -> Assessment
    ) -> DraftField<Value>? {
        guard var field, !field.signals.isEmpty else { return field }
        var assessment = assess(field.signals)
        if field.signals.has(.scannedPage) && assessment.level > unmeasuredCeiling {
            assessment = Assessment(unmeasuredCeiling, assessment.reason + "; but the page was read by OCR")
        }
        field.confidence = assessment.level
        field.reason = assessment.reason
        return field
    }

    /// An invoice total: sure when labelled as the gross total and the amount before tax and
    /// the tax printed on the invoice add up to it.
    package static func assessInvoiceTotal(_ signals: FieldSignals) -> Assessment {
        let label = signals[.invoiceTotalLabel] ?? 0
        let rivals = signals[.rivals] ?? 0
        let adds = signals[.arithmetic] == 2
        let named =
            label >= 3 ? "labelled as the gross total" : label >= 2 ? "labelled as the amount due" : "on a total line"
        if rivals > 0 { return Assessment(0.6, named + ", but another line so labelled prints another amount") }
        if label >= 3 && adds { return Assessment(0.95, named + "; the amount before tax and the tax add up to it") }
        if adds { return Assessment(0.85, named + "; the amount before tax and the tax add up to it") }
        if label >= 3 && signals.has(.repeated) {
            return Assessment(0.85, named + " and printed again on another total line")
        }
        return Assessment(label >= 3 ? 0.8 : label >= 2 ? 0.7 : 0.6, named + "; nothing on the invoice confirms it")
    }

    /// An invoice's issue date: sure under an issue-date label, alone or agreeing with its
    /// repeats, read one way only (its day above 12, or the page's other dates settle the order).
    package static func assessInvoiceDate(_ signals: FieldSignals) -> Assessment {
        let label = signals[.invoiceDateLabel] ?? 0
        let named = label >= 2 ? "under an issue-date label" : "on the invoice's title line"
        if (signals[.rivals] ?? 0) > 0 {
            return Assessment(0.6, named + ", but another issue date is printed too")
        }
        if signals.has(.repaired) { return Assessment(0.6, named + "; a misread separator or digit was mended") }
        if signals.has(.ambiguous) && signals[.orderFromPage] != 1 {
            return Assessment(0.7, named + "; day and month could be either way round")
        }
        let order = signals.has(.ambiguous) ? ", day and month in the order the page's other dates use" : ""
        if label >= 2 { return Assessment(0.93, named + order) }
        return Assessment(0.92, named + order)
    }

    /// An invoice's issuer: sure as the name under or after a seller label with a legal form
    /// or printed again elsewhere, or as a letterhead company both registered and printed again.
    package static func assessIssuer(_ signals: FieldSignals) -> Assessment {
        let source = signals[.issuerSource] ?? 0
        let legal = signals.has(.legalForm)
        let again = signals.has(.printedAgain)
        if signals.has(.marketplace) {
            // Unmeasured: no marketplace invoice in the dev set.
            return Assessment(0.8, "the seller named under `sold by`, and the marketplace that heads the page")
        }
        switch source {
        case 4...:
            if legal || again {
                let why = legal ? "with a legal form" : "printed again elsewhere"
                return Assessment(0.92, "named under the seller label, " + why)
            }
            return Assessment(0.8, "named under the seller label; no legal form, printed nowhere else")
        case 3:
            if legal && again { return Assessment(0.92, "the letterhead's company, registered and printed again") }
            return Assessment(legal || again ? 0.78 : 0.6, "the letterhead's most prominent name; nothing confirms it")
        case 2:
            return Assessment(0.75, "the company line of the footer")
        default:
            return Assessment(0.6, "only the sender's web or e-mail domain names the issuer")
        }
    }
}

extension ConfidenceCalibration {
    /// An e-invoice's fields: what its XML states is certain (1); what only the printed text
    /// gives keeps the level the invoice rules' calibration set.
    static func calibratedEInvoice(_ draft: ReceiptDraft) -> ReceiptDraft {
        var result = draft
        result.merchant = stated(draft.merchant)
        result.total = stated(draft.total)
        result.currency = stated(draft.currency)
        result.date = stated(draft.date)
        result.subtotal = stated(draft.subtotal)
        result.tax = stated(draft.tax)
        return result
    }

    private static func stated<Value>(_ field: DraftField<Value>?) -> DraftField<Value>? {
        guard var field, field.signals.has(.statedInXML) else { return field }
        field.confidence = 1
        field.reason = "stated in the e-invoice's XML"
        return field
    }
}
