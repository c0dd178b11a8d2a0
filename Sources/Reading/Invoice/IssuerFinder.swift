import Foundation

/// Finds an invoice's issuer, the party that bills: named after an issuer label
/// (`Invoice from`), the letterhead (large print or a company name near the top, outside the
/// customer's block), the company line of the footer (with its registration or VAT number),
/// or, failing those (`webDomain()`), the sender's web or e-mail domain. Never the customer's block, a title
/// (`Invoice`, `Factuur`, `Copy`) or a label.
///
/// The finder's own levels (`namedOrConfirmed`) only choose between the letterhead and the
/// footer; what it saw is recorded as signals (`issuerSource`, `legalForm`, `printedAgain`),
/// from which `ConfidenceCalibration.assessIssuer` sets the confidence.
struct IssuerFinder {
    let layout: InvoiceLayout
    /// Cells (line order, cell index) that belong to the customer's block.
    let customerCells: Set<CellKey>

    struct CellKey: Hashable {
        var line: Int
        var cell: Int
    }

    /// The letterhead zone: the top third of the first page.
    static let letterheadZone = 0.34
    /// The footer zone: the bottom fifth of a page.
    static let footerZone = 0.8

    init(layout: InvoiceLayout) {
        self.layout = layout
        self.customerCells = Self.customerBlock(in: layout)
    }

    /// The level from which a letterhead name has a legal form or a confirmation (0.6 has neither).
    static let namedOrConfirmed = 0.75

    func find() -> DraftField<String>? {
        if let named = afterIssuerLabel() { return named }
        let footer = footerCompany()
        let letterhead = letterheadName(footer: footer)
        if let letterhead, letterhead.score >= Self.namedOrConfirmed || footer == nil { return letterhead }
        return footer
    }

    /// Whether the cell at `key` is one the merchant must never be taken from.
    func isExcluded(_ key: CellKey) -> Bool {
        guard layout.lines.indices.contains(key.line), layout.lines[key.line].cells.indices.contains(key.cell) else {
            return true
        }
        let cells = layout.lines[key.line].cells
        let cell = cells[key.cell]
        if customerCells.contains(key) || cell.isLabel { return true }
        if key.cell > 0 && cells[key.cell - 1].isLabel { return true }  // a label's value
        if cell.words.isEmpty || cell.words.allSatisfy({ InvoiceKeywords.titleWords.contains($0) }) { return true }
        if KeywordMatcher.containsAny(KindKeywords.invoiceLabels, in: cell.words, exact: true) { return true }
        return false
    }

    // MARK: - Customer block

    /// The cells of every customer block: the label's cell, the cells after it on its line up
    /// to another party's label, and the cells below it in its column until a gap.
    static func customerBlock(in layout: InvoiceLayout) -> Set<CellKey> {
        var keys: Set<CellKey> = []
        for (lineIndex, line) in layout.lines.enumerated() {
            for (cellIndex, cell) in line.cells.enumerated() where startsWith(InvoiceKeywords.customerLabels, cell) {
                keys.insert(CellKey(line: lineIndex, cell: cellIndex))
                for next in (cellIndex + 1)..<max(cellIndex + 1, line.cells.count) {
                    if isIssuerLabel(line.cells[next]) { break }
                    keys.insert(CellKey(line: lineIndex, cell: next))
                }
                var previous = line
                for below in (lineIndex + 1)..<min(lineIndex + 6, layout.lines.count) {
                    let candidate = layout.lines[below]
                    guard candidate.pageNumber == line.pageNumber,
                        isNear(previous, candidate, medianHeight: layout.medianHeight),
                        let (index, found) = layout.cell(in: candidate, columnOf: cell, at: cellIndex),
                        !isIssuerLabel(found), !isOtherLabel(found)
                    else { break }
                    keys.insert(CellKey(line: below, cell: index))
                    if found.isLabel, index + 1 < candidate.cells.count {
                        keys.insert(CellKey(line: below, cell: index + 1))
                    }
                    previous = candidate
                }
            }
        }
        return keys
    }

    /// A label of the invoice itself (number, date), which ends a customer block.
    private static func isOtherLabel(_ cell: InvoiceCell) -> Bool {
        KeywordMatcher.containsAny(
            InvoiceKeywords.invoiceDate + InvoiceKeywords.otherDates, in: cell.words, exact: true)
            || KeywordMatcher.containsAny(
                ["invoice no", "invoice number", "rechnungsnummer", "factuurnummer"], in: cell.words, exact: true)
    }

    /// Whether `below` follows `above` without a blank line between them.
    private static func isNear(_ above: InvoiceLine, _ below: InvoiceLine, medianHeight: Double) -> Bool {
        guard medianHeight > 0, above.line.box.height > 0, below.line.box.height > 0 else { return true }
        let gap = Double(below.line.box.y - (above.line.box.y + above.line.box.height))
        return gap < 1.6 * medianHeight
    }

    static func startsWith(_ labels: [String], _ cell: InvoiceCell) -> Bool {
        cell.folded.starts(with: labels)
    }

    // MARK: - Issuer label

    /// A cell that is an issuer label: the label alone, or followed by a colon (`Verkäufer:`,
    /// `Invoice from: …`). Without the colon, words such labels are made of open names
    /// (`Lieferant GmbH`, `From Scratch Bakery`).
    static func isIssuerLabel(_ cell: InvoiceCell) -> Bool {
        guard let end = cell.folded.end(of: InvoiceKeywords.issuerLabels) else { return false }
        let rest = cell.folded.characters[end...].drop { $0 == " " }
        return rest.isEmpty || rest.first == ":"
    }

    /// The name after `Invoice from:` (in the same cell or the next), or the first name of the
    /// block under a seller label (`Verkäufer:` over `Nummer: 549910`, `GLN …`, `Lieferant
    /// GmbH`): lines that are a label and its value, or mostly digits, are passed over.
    func afterIssuerLabel() -> DraftField<String>? {
        for (lineIndex, line) in layout.lines.enumerated() {
            for (cellIndex, cell) in line.cells.enumerated() where Self.isIssuerLabel(cell) {
                let inline =
                    cell.text.split(separator: ":", maxSplits: 1).dropFirst().first
                    .map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                var name: (String, ReceiptLine)? = nil
                if Self.isName(inline) {
                    name = (inline, line.line)
                } else if cellIndex + 1 < line.cells.count, cell.isLabel || inline.isEmpty,
                    Self.isName(line.cells[cellIndex + 1].text), !line.cells[cellIndex + 1].isLabel
                {
                    name = (line.cells[cellIndex + 1].text, line.line)
                } else if inline.isEmpty {
                    name = nameBelow(label: cell, at: cellIndex, on: lineIndex)
                }
                guard let (text, source) = name else { continue }
                let words = ReceiptLine.foldedWords(of: text)
                var signals: FieldSignals = [.issuerSource: 4]
                if LegalForms.contains(words) { signals[.legalForm] = 1 }
                if mentionedElsewhere(words, except: layout.lines.firstIndex { $0.line.order == source.order } ?? -1) {
                    signals[.printedAgain] = 1
                }
                if layout.scanned { signals[.scannedPage] = 1 }
                let seller = DraftField(
                    value: Self.cleaned(text), score: signals.has(.legalForm) ? 0.92 : 0.8,
                    evidence: [line.line.evidence, source.evidence].uniqued(), signals: signals)
                guard Self.startsWith(InvoiceKeywords.sellerOfRecordLabels, cell) else { return seller }
                return throughMarketplace(seller) ?? seller
            }
        }
        return nil
    }

    /// A marketplace sale (`Sold by: Harbour Books Ltd` under `Shopwell`): the seller of record
    /// bills, but the owner knows the sale by the marketplace whose name heads the page in large
    /// print, so both are named (`Harbour Books Ltd via Shopwell`), with the `marketplace`
    /// signal. Nil when the page is headed by the seller itself or by no name in large print.
    private func throughMarketplace(_ seller: DraftField<String>) -> DraftField<String>? {
        // The marketplace's name is its logo: printed larger than the text.
        guard let head = letterheadName(footer: nil, skippingIssuerLabels: true),
            let box = head.evidence.first?.box, layout.medianHeight > 0,
            Double(box.height) >= 1.3 * layout.medianHeight
        else { return nil }
        let sellerWords = ReceiptLine.foldedWords(of: seller.value)
        let headWords = ReceiptLine.foldedWords(of: head.value)
        let shared = Set(sellerWords).intersection(headWords).filter { !LegalForms.isFormWord(Substring($0)) }
        guard !headWords.isEmpty, shared.isEmpty else { return nil }
        var named = seller
        named.value = "\(seller.value) via \(head.value)"
        named.evidence = (seller.evidence + head.evidence).uniqued()
        named.signals[.marketplace] = 1
        return named
    }

    /// The first name in the label's column in the lines under it, before a gap or another label.
    private func nameBelow(label: InvoiceCell, at cellIndex: Int, on lineIndex: Int) -> (String, ReceiptLine)? {
        var previous = layout.lines[lineIndex]
        for below in (lineIndex + 1)..<min(lineIndex + 6, layout.lines.count) {
            let candidate = layout.lines[below]
            guard candidate.pageNumber == previous.pageNumber,
                Self.isNear(previous, candidate, medianHeight: layout.medianHeight) || below == lineIndex + 1,
                let (index, found) = layout.cell(in: candidate, columnOf: label, at: cellIndex)
            else { return nil }
            if Self.startsWith(InvoiceKeywords.customerLabels, found) || Self.isIssuerLabel(found) { return nil }
            previous = candidate
            // `Nummer : 549910` (its colon may stand in a cell of its own), `GLN 4333741000005`.
            if candidate.line.text.contains(":") || !Self.isName(found.text) || Self.isAddressLike(found.text) {
                continue
            }
            if customerCells.contains(CellKey(line: below, cell: index)) { return nil }
            return (found.text, candidate.line)
        }
        return nil
    }

    // MARK: - Letterhead

    /// The best name in the letterhead zone of the first page.
    /// `skippingIssuerLabels`: not a name after an issuer label (`Sold by: Harbour Books Ltd`).
    private func letterheadName(
        footer: DraftField<String>?, skippingIssuerLabels: Bool = false
    ) -> DraftField<String>? {
        var candidates: [(score: Double, lineIndex: Int, cell: InvoiceCell)] = []
        for (lineIndex, line) in layout.lines.enumerated() where line.pageNumber == layout.lines.first?.pageNumber {
            if let position = line.verticalPosition, position > Self.letterheadZone { break }
            if line.verticalPosition == nil && lineIndex > 8 { break }
            // The letterhead ends where the invoice's details start (an amount or a date).
            if !line.line.amounts.filter(\.hasCents).isEmpty { break }
            for (cellIndex, cell) in line.cells.enumerated() {
                guard !isExcluded(CellKey(line: lineIndex, cell: cellIndex)), Self.isName(cell.text),
                    !LegalForms.isBare(cell.words),
                    !(skippingIssuerLabels && Self.startsWith(InvoiceKeywords.issuerLabels, cell))
                else { continue }
                var score = 0.0
                let legal = LegalForms.contains(cell.words)
                if legal { score += 3 }
                if layout.medianHeight > 0 {
                    let ratio = Double(line.line.box.height) / layout.medianHeight
                    if ratio >= 1.3 { score += 2 + min(ratio - 1.3, 1) }
                }
                if Self.isAddressLike(cell.text) { score -= 3 }
                if cell.text.contains("@") || cell.text.lowercased().contains("www.") { score -= 3 }
                score -= Double(lineIndex) * 0.05
                if score > 0 { candidates.append((score, lineIndex, cell)) }
            }
        }
        guard var best = candidates.max(by: { $0.score < $1.score }) else { return nil }
        // A brand over its own legal name (`Hotel Vltava` over `Hotel Vltava s.r.o.`) is the
        // name the invoice goes by; the legal name confirms it.
        var confirmations = 0
        if let brand = candidates.first(where: { other in
            other.lineIndex < best.lineIndex && !LegalForms.contains(other.cell.words)
                && best.cell.words.starts(with: other.cell.words)
        }) {
            best = brand
            confirmations += 1
        } else if candidates.contains(where: { other in
            other.lineIndex > best.lineIndex && LegalForms.contains(other.cell.words)
                && other.cell.words.starts(with: best.cell.words)
        }) {
            confirmations += 1
        }
        let words = best.cell.words
        if mentionedElsewhere(words, except: best.lineIndex) { confirmations += 1 }
        if let footer, ReceiptLine.foldedWords(of: footer.value).starts(with: words.prefix(2)) { confirmations += 1 }
        if blockCarriesRegistration(below: best.lineIndex) { confirmations += 1 }
        let legal = LegalForms.contains(words) || confirmations > 0 && best.score >= 2
        let score = legal && confirmations > 0 ? 0.92 : (legal || confirmations > 0 ? 0.78 : 0.6)
        var signals: FieldSignals = [.issuerSource: 3]
        if LegalForms.contains(words) { signals[.legalForm] = 1 }
        if confirmations > 0 { signals[.printedAgain] = Double(confirmations) }
        if layout.scanned { signals[.scannedPage] = 1 }
        return DraftField(
            value: Self.cleaned(best.cell.text), score: score,
            evidence: [layout.lines[best.lineIndex].line.evidence], signals: signals)
    }

    /// Whether the name's words come back on another line (the sender line over the window,
    /// the footer, the bank line).
    private func mentionedElsewhere(_ words: [String], except lineIndex: Int) -> Bool {
        let distinctive = Array(words.prefix(2))
        guard !distinctive.isEmpty else { return false }
        return layout.lines.enumerated().contains { index, line in
            index != lineIndex
                && KeywordMatcher.find(distinctive.joined(separator: " "), in: line.line.words, exact: true) != nil
        }
    }

    /// Whether the lines right under `lineIndex` (its block) carry a registration number.
    private func blockCarriesRegistration(below lineIndex: Int) -> Bool {
        let end = min(lineIndex + 6, layout.lines.count)
        guard lineIndex + 1 < end else { return false }
        return (lineIndex + 1..<end).contains { index in
            layout.lines[index].cells.enumerated().contains { cellIndex, cell in
                !customerCells.contains(CellKey(line: index, cell: cellIndex))
                    && KeywordMatcher.containsAny(InvoiceKeywords.registration, in: cell.words, exact: true)
            }
        }
    }

    // MARK: - Footer

    /// A company line in the footer: a legal form and a registration cue on one line; the
    /// name is its first segment (`Plomberie Martin SARL – 8 rue … – SIRET …`).
    private func footerCompany() -> DraftField<String>? {
        for line in layout.lines.reversed() {
            guard let position = line.verticalPosition, position >= Self.footerZone else { continue }
            guard KeywordMatcher.containsAny(InvoiceKeywords.registration, in: line.line.words, exact: true) else {
                continue
            }
            let segments = line.line.text.components(separatedBy: CharacterSet(charactersIn: "–—·|•,"))
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard let first = segments.first(where: Self.isName),
                LegalForms.contains(ReceiptLine.foldedWords(of: first))
            else { continue }
            var signals: FieldSignals = [.issuerSource: 2, .legalForm: 1]
            if layout.scanned { signals[.scannedPage] = 1 }
            return DraftField(
                value: Self.cleaned(first), score: 0.75, evidence: [line.line.evidence], signals: signals)
        }
        return nil
    }

    // MARK: - Web domain

    /// The sender's web or e-mail domain (`www.fietsonderdelen.nl`, `info@…`), not a mail provider's.
    func webDomain() -> DraftField<String>? {
        let pattern = #/(?:www\.|@)([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})/#.ignoresCase()
        for line in layout.lines.reversed() {
            for match in line.line.text.matches(of: pattern) {
                let domain = String(match.output.1).lowercased()
                guard !InvoiceKeywords.mailProviders.contains(domain) else { continue }
                return DraftField(
                    value: domain, score: 0.6, evidence: [line.line.evidence], signals: [.issuerSource: 1])
            }
        }
        return nil
    }

    // MARK: - Names

    /// Text that can be a name: two letters or more, mostly letters, no date or amount.
    static func isName(_ text: String) -> Bool {
        let letters = text.filter(\.isLetter).count
        let digits = text.filter(\.isNumber).count
        return letters >= 3 && digits * 3 <= letters && !text.hasSuffix(":")
    }

    /// A street, postcode or phone line rather than a name.
    static func isAddressLike(_ text: String) -> Bool {
        text.filter(\.isNumber).count >= 3
    }

    /// The name without surrounding punctuation other than a legal form's final point.
    static func cleaned(_ text: String) -> String {
        text.trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: ":;,–-·|")))
    }
}

extension Array where Element == FieldEvidence {
    /// The evidence lines without repeats, in order.
    func uniqued() -> [FieldEvidence] {
        var seen: Set<FieldEvidence> = []
        return filter { seen.insert($0).inserted }
    }
}
