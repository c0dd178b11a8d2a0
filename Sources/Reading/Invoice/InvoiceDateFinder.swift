import Foundation

/// Finds the invoice's own date: the date beside or under an invoice-date label
/// (`Invoice date`, `Rechnungsdatum`, `Date de facture`, `Factuurdatum`, `Data fattura`),
/// which beats due, delivery, order and service-period dates wherever they are printed.
struct InvoiceDateFinder {
    let layout: InvoiceLayout
    let order: DateOrder

    /// The labelled invoice date; sure (0.92) when the label is found once, or its repeats agree.
    func find() -> DraftField<CalendarDate>? {
        var found: [(CalendarDate, [FieldEvidence], ambiguous: Bool)] = []
        for (lineIndex, line) in layout.lines.enumerated() {
            for (cellIndex, cell) in line.cells.enumerated()
            where IssuerFinder.startsWith(InvoiceKeywords.invoiceDate, cell) {
                if let (date, evidence) = value(after: cellIndex, on: lineIndex) {
                    found.append((date.date, evidence, date.ambiguous))
                }
            }
        }
        guard let first = found.first else { return nil }
        let agree = found.allSatisfy { $0.0 == first.0 }
        let confidence = agree ? (first.ambiguous ? 0.85 : 0.92) : 0.6
        return DraftField(value: first.0, confidence: confidence, evidence: first.1)
    }

    /// The date in the label's cell, in the cell after it, or in the cell under it.
    private func value(after cellIndex: Int, on lineIndex: Int) -> (FoundDate, [FieldEvidence])? {
        let line = layout.lines[lineIndex]
        let cell = line.cells[cellIndex]
        if let date = DateScanner.dates(in: cell.text, order: order).first { return (date, [line.line.evidence]) }
        if cellIndex + 1 < line.cells.count,
            let date = DateScanner.dates(in: line.cells[cellIndex + 1].text, order: order).first
        {
            return (date, [line.line.evidence])
        }
        guard lineIndex + 1 < layout.lines.count else { return nil }
        let below = layout.lines[lineIndex + 1]
        guard let (_, under) = layout.cell(in: below, columnOf: cell, at: cellIndex),
            let date = DateScanner.dates(in: under.text, order: order).first
        else { return nil }
        return (date, [line.line.evidence, below.line.evidence])
    }
}
