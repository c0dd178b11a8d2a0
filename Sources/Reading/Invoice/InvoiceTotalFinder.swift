import Foundation

/// Finds the amount due including tax: the amount on a line labelled as such (`Amount due`,
/// `Grand total`, `Gesamtbetrag`, `Total TTC`, `Totaal`), stronger labels first. A credit
/// note's total is negative.
struct InvoiceTotalFinder {
    let layout: InvoiceLayout
    /// The receipt rules' reading, whose total, subtotal and tax can confirm the amount.
    let receipt: ReceiptDraft

    func find() -> DraftField<Decimal>? {
        var labelled: [(rank: Int, amount: Decimal, line: InvoiceLine)] = []
        for line in layout.lines {
            guard
                let rank = InvoiceKeywords.amountDue.firstIndex(where: { label in
                    KeywordMatcher.find(label, in: line.line.words, exact: true) != nil
                })
            else { continue }
            // Subtotals and lines before tax are not the amount due.
            if KeywordMatcher.containsAny(ReceiptKeywords.subtotal, in: line.line.words, exact: true) { continue }
            let amounts = AmountScanner.amounts(in: line.line.text).filter { $0.hasCents && $0.value != 0 }
            guard let amount = amounts.last else { continue }
            labelled.append((rank, amount.value, line))
        }
        guard let best = labelled.min(by: { $0.rank < $1.rank }) else { return credited(receipt.total) }
        var agreements = labelled.filter { $0.amount == best.amount && $0.line.line.order != best.line.line.order }
            .count
        if let total = receipt.total, total.value == best.amount, total.confidence >= 0.8 { agreements += 1 }
        if let subtotal = receipt.subtotal?.value, let tax = receipt.tax?.value, subtotal + tax == best.amount {
            agreements += 1
        }
        let field = DraftField(
            value: best.amount, confidence: agreements > 0 ? 0.95 : 0.8, evidence: [best.line.line.evidence])
        return credited(field)
    }

    /// A credit note's total as a negative amount.
    private func credited(_ field: DraftField<Decimal>?) -> DraftField<Decimal>? {
        guard var field, isCreditNote, field.value > 0 else { return field }
        field.value = -field.value
        return field
    }

    var isCreditNote: Bool {
        layout.lines.prefix(40).contains { line in
            KeywordMatcher.containsAny(InvoiceKeywords.creditNote, in: line.line.words, exact: true)
        }
    }
}
