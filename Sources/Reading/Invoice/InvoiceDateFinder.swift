import Foundation

/// Finds the invoice's own date (the issue date): the date beside or under an issue-date label
/// (`Invoice date`, `Rechnungsdatum`, `Date de facture`, `Factuurdatum`, `Data fattura`), else
/// the date the title line gives (`Rechnung Nr. 502 vom 03.07.2014`, `Invoice No. 7 dated
/// …`). Due, delivery, order and service dates, and any other line's dates (a stylesheet's
/// own `Version 2.1 vom 24.03.2020`), are never taken. The finder states what it saw as
/// signals; `ConfidenceCalibration` sets the confidence.
struct InvoiceDateFinder {
    let layout: InvoiceLayout
    /// The page's day and month order (`InvoiceDateOrder`).
    let order: InvoiceDateOrder.Evidence

    private struct Found {
        var date: FoundDate
        var evidence: [FieldEvidence]
    }

    func find() -> DraftField<CalendarDate>? {
        var strength = 2.0
        var found = labelled()
        if found.isEmpty {
            found = titled()
            strength = 1
        }
        guard let first = found.first else { return nil }
        var signals: FieldSignals = [.invoiceDateLabel: strength]
        let others = Set(found.map(\.date.date)).subtracting([first.date.date])
        signals[.rivals] = Double(others.count)
        let repeats = found.dropFirst().filter { $0.date.date == first.date.date }.count
        if repeats > 0 { signals[.repeated] = Double(repeats) }
        if first.date.ambiguous { signals[.ambiguous] = 1 }
        if let settled = order.settled { signals[.orderFromPage] = settled }
        if first.date.repaired { signals[.repaired] = 1 }
        if layout.scanned { signals[.scannedPage] = 1 }
        return DraftField(value: first.date.date, score: 0, evidence: first.evidence, signals: signals)
    }

    /// Dates beside or under an issue-date label, in reading order.
    private func labelled() -> [Found] {
        var found: [Found] = []
        for (lineIndex, line) in layout.lines.enumerated() {
            for (cellIndex, cell) in line.cells.enumerated()
            where cell.folded.starts(with: InvoiceKeywords.invoiceDate) {
                if let date = value(after: cellIndex, on: lineIndex) { found.append(date) }
            }
        }
        return found
    }

    /// The date the title line gives: a title (`Rechnung`, `Handelsrechnung`, `Invoice`,
    /// `Facture`), a number mark (`Nr.`, `No.`, `#`) and a word that dates it (`vom`, `du`,
    /// `dated`, `issued at`) followed by the date, on the line or at the start of the next.
    private func titled() -> [Found] {
        var found: [Found] = []
        for (lineIndex, line) in layout.lines.enumerated() where Self.isTitleLine(line.line.text) {
            let text = KeywordMatcher.fold(line.line.text)
            let next = lineIndex + 1 < layout.lines.count ? layout.lines[lineIndex + 1] : nil
            if let mark = text.ranges(of: Self.dating).last {
                let rest = String(text[mark.upperBound...])
                if let date = DateScanner.dates(in: rest, order: order.order).first {
                    found.append(Found(date: date, evidence: [line.line.evidence]))
                    continue
                }
                guard rest.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
                // `… Nr. 01.234.567.8-2018-1 vom` over `06.12.2018`.
                if let next, let date = DateScanner.dates(in: next.line.text, order: order.order).first,
                    date.start <= 2
                {
                    found.append(Found(date: date, evidence: [line.line.evidence, next.line.evidence]))
                }
            } else if let next {
                // `Gutschrift … Nr. 47110818` over `vom 31.10.2018`.
                let below = " " + KeywordMatcher.fold(next.line.text)
                guard let mark = below.firstRange(of: Self.dating), mark.lowerBound == below.startIndex,
                    let date = DateScanner.dates(in: String(below[mark.upperBound...]), order: order.order).first,
                    date.start <= 2
                else { continue }
                found.append(Found(date: date, evidence: [line.line.evidence, next.line.evidence]))
            }
        }
        return found
    }

    /// A word that dates the title (`vom`, `du`, `dated`, `issued at`), with a space before it.
    private static var dating: Regex<(Substring, Substring, Substring)> {
        #/\s(vom|von|du|dated|of|del|van|from|at|on)(\s|$)/#
    }

    /// Whether `text` names an invoice title (`Rechnung`, `Handelsrechnung`, `Invoice`, also
    /// after other words: `Buchungshilfe - KEINE Rechnung Nr. 471102`) followed by a number mark.
    static func isTitleLine(_ text: String) -> Bool {
        let words = KeywordMatcher.words(of: text)
        guard
            let title = words.firstIndex(where: { $0.hasSuffix("rechnung") || $0 == "gutschrift" })
                ?? (InvoiceLabelMatch.contains(InvoiceKeywords.documentTitles, text) ? 0 : nil)
        else { return false }
        let marks: Set<String> = ["nr", "no", "nummer", "number", "num", "n"]
        let folded = KeywordMatcher.fold(text)
        return words[title...].contains(where: marks.contains) || folded.contains("#") || folded.contains("n°")
    }

    /// The date in the label's cell, in the cell after it, or in the cell under it.
    private func value(after cellIndex: Int, on lineIndex: Int) -> Found? {
        let line = layout.lines[lineIndex]
        let cell = line.cells[cellIndex]
        if let date = DateScanner.dates(in: cell.text, order: order.order).first {
            return Found(date: date, evidence: [line.line.evidence])
        }
        if cellIndex + 1 < line.cells.count,
            let date = DateScanner.dates(in: line.cells[cellIndex + 1].text, order: order.order).first
        {
            return Found(date: date, evidence: [line.line.evidence])
        }
        guard lineIndex + 1 < layout.lines.count else { return nil }
        let below = layout.lines[lineIndex + 1]
        guard let (_, under) = layout.cell(in: below, columnOf: cell, at: cellIndex),
            let date = DateScanner.dates(in: under.text, order: order.order).first
        else { return nil }
        return Found(date: date, evidence: [line.line.evidence, below.line.evidence])
    }
}
