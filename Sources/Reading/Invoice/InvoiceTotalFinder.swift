import Foundation

/// Finds the invoice's gross total: the amount on a line labelled as the total with tax
/// (`Bruttosumme`, `Gesamtbetrag`, `Rechnungsbetrag`, `Total TTC`, `Grand total`) before one
/// labelled as the amount due (`Zahlbetrag`, `Amount due`, `Solde à payer`: what is left after
/// a part paid), before a plain `Total`; never a line of the amount before tax, of the tax, of
/// allowances and surcharges (`Gesamtbetrag der Abschläge`) or of a unit price. A credit note's
/// total is negative. The finder states what it saw as signals (`invoiceTotalLabel`,
/// `arithmetic`, `repeated`, `rivals`); `ConfidenceCalibration` sets the confidence.
struct InvoiceTotalFinder {
    let layout: InvoiceLayout
    /// The receipt rules' reading, whose total stands where no line is labelled.
    let receipt: ReceiptDraft

    /// How strongly a line's label names the invoice total.
    enum Strength: Int, Comparable {
        case plainTotal = 1
        case amountDue = 2
        case gross = 3

        static func < (a: Strength, b: Strength) -> Bool { a.rawValue < b.rawValue }
    }

    struct Candidate {
        var strength: Strength
        var amount: Decimal
        var line: InvoiceLine
    }

    func find() -> DraftField<Decimal>? {
        let lines = labelledLines()
        guard let strongest = lines.candidates.map(\.strength).max() else { return credited(receipt.total) }
        let strong = lines.candidates.filter { $0.strength == strongest }
        let sums = Set(lines.net.flatMap { net in lines.tax.map { net + $0 } })
        let confirmed = strong.filter { sums.contains($0.amount) }
        let best =
            confirmed.first
            ?? strong.max { a, b in repeats(of: a, in: lines.candidates) < repeats(of: b, in: lines.candidates) }
        guard let best else { return credited(receipt.total) }
        var signals: FieldSignals = [.invoiceTotalLabel: Double(best.strength.rawValue)]
        if sums.contains(best.amount) { signals[.arithmetic] = 2 }
        let repeated = repeats(of: best, in: lines.candidates)
        if repeated > 0 { signals[.repeated] = Double(repeated) }
        signals[.rivals] = Double(Set(strong.map(\.amount)).subtracting([best.amount]).count)
        if receipt.total?.value == best.amount { signals[.readingsAgree] = 1 }
        if layout.scanned { signals[.scannedPage] = 1 }
        let field = DraftField(
            value: best.amount, score: 0, evidence: [best.line.line.evidence], signals: signals)
        return credited(field)
    }

    /// How many other labelled lines print the same amount.
    private func repeats(of candidate: Candidate, in candidates: [Candidate]) -> Int {
        candidates.filter { $0.amount == candidate.amount && $0.line.line.order != candidate.line.line.order }.count
    }

    /// The lines labelled as a total, and the amounts of lines labelled as the amount before
    /// tax and as the tax (to check net + tax = gross).
    func labelledLines() -> (candidates: [Candidate], net: [Decimal], tax: [Decimal]) {
        var candidates: [Candidate] = []
        var net: [Decimal] = []
        var tax: [Decimal] = []
        for line in layout.lines {
            let amounts = line.line.amounts.filter { $0.hasCents }
            guard let amount = amounts.last, let first = amounts.first else { continue }
            // Folded once for all the labels asked of it.
            let label = InvoiceLabelMatch.Folded(String(line.line.text.prefix(first.start)))
            guard label.characters.contains(where: \.isLetter) else { continue }
            if label.contains(InvoiceKeywords.notTotal) { continue }
            // `Net à payer` is the amount due, not the amount before tax.
            if label.contains(InvoiceKeywords.beforeTax), !label.contains(InvoiceKeywords.amountDue) {
                net.append(amount.value)
                continue
            }
            if label.contains(InvoiceKeywords.taxAmount),
                !label.contains(InvoiceKeywords.inclusive + InvoiceKeywords.amountDue)
            {
                tax.append(amount.value)
                continue
            }
            guard amount.value != 0, let strength = Self.strength(of: label) else { continue }
            candidates.append(Candidate(strength: strength, amount: amount.value, line: line))
        }
        return (candidates, net, tax)
    }

    /// The strength of a label (the text before the line's first amount), if it names a total.
    static func strength(of label: InvoiceLabelMatch.Folded) -> Strength? {
        // `Total amount due` is the amount due, though it opens with a gross total's words.
        if label.contains(InvoiceKeywords.amountDue) { return .amountDue }
        if label.contains(InvoiceKeywords.grossTotal) { return .gross }
        if label.starts(with: InvoiceKeywords.plainTotal) { return .plainTotal }
        return nil
    }

    /// A credit note's total as a negative amount; an amount printed negative stays as printed.
    private func credited(_ field: DraftField<Decimal>?) -> DraftField<Decimal>? {
        guard var field, isCreditNote, field.value > 0 else { return field }
        field.value = -field.value
        field.signals[.creditNote] = 1
        return field
    }

    /// The document calls itself a credit note near its top, and not a self-billed invoice (a
    /// German `Gutschrift` is either: `Gutschrift (Selbst ausgestellte Rechnung)` bills the buyer).
    var isCreditNote: Bool {
        let top = layout.lines.prefix(40)
        let titled = top.contains { line in line.folded.contains(InvoiceKeywords.creditNote) }
        guard titled else { return false }
        return !top.contains { line in line.folded.contains(InvoiceKeywords.selfBilled) }
    }
}
