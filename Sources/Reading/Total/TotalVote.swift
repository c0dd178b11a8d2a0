import Foundation

/// Settles a total that the receipt's arithmetic does not confirm by reading its line again at
/// several sizes (`DateVote.heights`) and parsing the receipt with each reading in its place.
///
/// Digit slips on a total line (`91.00` for `9.00`, `48.00` for `18.00`, `§.30` for `5.30`)
/// depend on the size of the print, like a date's, so readings at other sizes rarely repeat
/// them. Two kinds of agreement decide, in this order:
/// - a reading whose total the receipt's own arithmetic confirms (cash minus change, subtotal
///   plus tax, the tax summary) wins, when the first reading had no such confirmation;
/// - otherwise the value most readings give wins when its digits read at least as clearly as
///   the first reading's; the first reading keeps every tie. (Measured on receipts: a majority
///   whose digits read worse was as often a new slip as a mended one.) A first reading that the
///   receipt prints again on another line (the single item, `Betrag EUR`) is a second printing
///   read apart from this line's ink, and no majority of this line's readings overrules it.
enum TotalVote {
    /// A reading of the receipt with the total's line read again.
    struct Reading {
        var draft: ReceiptDraft
        var line: String
    }

    /// The draft's total (with its subtotal and tax) as the readings settle it, the share of
    /// re-readings that agree with it recorded as `voteShare`. `readings` are drafts parsed
    /// with the total's line read again; those whose total came from another line are left out.
    static func settled(_ draft: ReceiptDraft, readings: [Reading]) -> ReceiptDraft {
        guard let first = draft.total else { return draft }
        let line = first.evidence.first?.line
        let valid = readings.filter { $0.draft.total?.evidence.first?.line == line }
        guard !valid.isEmpty else { return draft }
        let values = valid.compactMap(\.draft.total?.value)
        var result = draft
        if let confirmed = confirmedByArithmetic(first, readings: valid) {
            result.total = confirmed.draft.total
            result.subtotal = confirmed.draft.subtotal ?? draft.subtotal
            result.tax = confirmed.draft.tax ?? draft.tax
            result.total?.evidence[0].text = confirmed.line
        } else if !first.signals.has(.printedAgain), let leader = leader(first: first.value, others: values),
            let chosen = valid.filter({ $0.draft.total?.value == leader }).max(by: { digits($0) < digits($1) }),
            digits(chosen) >= first.signals[.wordConfidence] ?? 0
        {
            result.total = chosen.draft.total
            result.total?.evidence[0].text = chosen.line
        }
        let settled = result.total?.value
        result.total?.signals[.voteShare] =
            Double(values.filter { $0 == settled }.count) / Double(values.count)
        return result
    }

    /// The reading whose total the arithmetic confirms and most such readings give, when the
    /// first reading's total is not confirmed nor printed on two total lines (`Total 10.00` and
    /// `FinalTotal 10.0`: a cash line misread as `20.60` confirms a re-read `10.6` by chance).
    private static func confirmedByArithmetic(_ first: DraftField<Decimal>, readings: [Reading]) -> Reading? {
        guard !first.signals.has(.arithmetic), !first.signals.has(.repeated) else { return nil }
        let confirmed = readings.filter { $0.draft.total?.signals.has(.arithmetic) == true }
        guard let value = leader(first: nil, others: confirmed.compactMap(\.draft.total?.value)) else { return nil }
        return confirmed.first { $0.draft.total?.value == value }
    }

    /// OCR confidence of the digits of a reading's total.
    private static func digits(_ reading: Reading) -> Double {
        reading.draft.total?.signals[.wordConfidence] ?? 0
    }

    /// The value most readings give (`first`, the first reading's, counted with them), when it
    /// is a single value other than `first`.
    static func leader(first: Decimal?, others: [Decimal]) -> Decimal? {
        guard let leader = Majority.leader(of: others + (first.map { [$0] } ?? []))?.value, leader != first else {
            return nil
        }
        return leader
    }
}
