import Foundation

/// Weighs one page read by two OCR engines: the fields of the first engine's reading, checked
/// against those the same rules read from the other engine's text. Two independent engines that
/// read a value alike are stronger evidence than either alone; where they differ, the field is
/// not sure unless the receipt itself confirms it (see `ConfidenceCalibration`). A field only
/// the other engine read is taken from it.
///
/// Both drafts are on the finders' scale (before calibration); `theirs` is calibrated here to
/// learn whether the other engine's rules were sure of their value.
enum EngineAgreement {
    static func weighed(_ ours: ReceiptDraft, against theirs: ReceiptDraft) -> ReceiptDraft {
        let sureOfTheirs = ConfidenceCalibration.calibrated(theirs)
        var result = ours
        result.total = compared(ours.total, sureOfTheirs.total)
        result.date = compared(ours.date, sureOfTheirs.date)
        result.merchant = compared(ours.merchant, sureOfTheirs.merchant)
        result.currency = compared(ours.currency, sureOfTheirs.currency)
        if ours.total == nil, theirs.total != nil {
            result.subtotal = theirs.subtotal ?? ours.subtotal
            result.tax = theirs.tax ?? ours.tax
            if (ours.currency?.confidence ?? 0) < 0.9, let currency = theirs.currency {
                result.currency = marked(currency)
            }
        }
        if ours.time == nil { result.time = theirs.time }
        return result
    }

    /// `ours` with the agreement of the other engine's `theirs` (calibrated) recorded; `theirs`
    /// when ours is missing.
    private static func compared<Value>(_ ours: DraftField<Value>?, _ theirs: DraftField<Value>?) -> DraftField<Value>?
    {
        guard var ours else { return theirs.map(marked) }
        // A value a rule stated its own confidence for (no signals) is not recalibrated.
        guard !ours.signals.isEmpty else { return ours }
        let agree = theirs?.value == ours.value
        ours.signals[.enginesAgree] = agree ? 1 : 0
        if let theirs, !agree, theirs.confidence >= ConfidenceCalibration.sure {
            ours.signals[.otherEngineSure] = theirs.confidence
        }
        return ours
    }

    /// A field taken from the other engine's reading, marked so.
    private static func marked<Value>(_ field: DraftField<Value>) -> DraftField<Value> {
        var field = field
        field.signals[.otherEngine] = 1
        return field
    }
}
