import Foundation

/// Finds the final payable amount: the amount on a total line (or just under it), preferring
/// strong keywords, amounts the receipt's arithmetic confirms, and totals printed before the
/// payment lines, over subtotals, tax, cash tendered, change and rounding lines.
struct TotalFinder {
    let lines: [ReceiptLine]
    let kinds: [LineKind]
    /// Amounts per line.
    let amounts: [[Amount]]

    init(lines: [ReceiptLine]) {
        self.lines = lines
        self.kinds = lines.map { LineKind.of($0.words) }
        self.amounts = lines.map { AmountScanner.amounts(in: $0.text) }
    }

    /// The median line height, to tell large print.
    var typicalHeight: Double {
        let heights = lines.map(\.box.height).sorted()
        return heights.isEmpty ? 1 : Double(heights[heights.count / 2])
    }

    /// A candidate amount and the line it was read from.
    struct Candidate {
        var line: Int
        var amount: Amount
        var score: Double
        var confirmed: Bool
    }

    /// The amount that belongs to the keyword on line `index`: the rightmost amount on the
    /// line, else the first amount on the next line when that line has no keyword of its own.
    func amount(forLine index: Int) -> (line: Int, amount: Amount)? {
        // `TOTAL 42 50`: a space for the decimal point, at the end of a keyword line.
        if !amounts[index].contains(where: \.hasCents), let spaced = spacedAmount(in: lines[index].text) {
            return (index, spaced)
        }
        if let amount = preferredAmount(amounts[index]) { return (index, amount) }
        let next = index + 1
        // `Total amount due` / `12 480,00 CZK`: the next line holds little but the amount.
        if next < lines.count, kinds[next] == .other, lines[next].page == lines[index].page,
            lines[next].text.filter(\.isLetter).count <= 5,
            let amount = preferredAmount(amounts[next])
        {
            return (next, amount)
        }
        return nil
    }

    /// The rightmost amount with cents, else the rightmost amount.
    private func preferredAmount(_ list: [Amount]) -> Amount? {
        list.last(where: \.hasCents) ?? list.last
    }

    private func spacedAmount(in text: String) -> Amount? {
        let parts = text.split(separator: " ")
        guard parts.count >= 2, let last = parts.last, let before = parts.dropLast().last,
            last.count == 2, last.allSatisfy({ $0.isASCII && $0.isNumber }),
            (1...4).contains(before.count), before.allSatisfy({ $0.isASCII && $0.isNumber }),
            let parsed = AmountScanner.interpret(groups: [String(before), String(last)], separators: ["."])
        else { return nil }
        let end = text.count
        return Amount(
            value: parsed.value, decimals: 2, start: end - before.count - 3, end: end, currency: nil,
            repaired: true)
    }

    /// A rounding line whose amount is a whole price rather than an adjustment (`Rounded
    /// Total 182.00`, often read as `Rounding RM 182.00`): the total after rounding.
    private func isRoundedTotal(_ index: Int) -> Bool {
        guard kinds[index] == .rounding, let amount = preferredAmount(amounts[index]) else { return false }
        return amount.hasCents && amount.value >= 1
    }

    /// All total-like candidates, best first.
    func candidates() -> [Candidate] {
        let firstPayment = kinds.firstIndex { $0 == .tendered || $0 == .change }
        let checks = ArithmeticChecks(finder: self)
        var result: [Candidate] = []
        let totalLines = kinds.indices.filter { kinds[$0].isTotal || isRoundedTotal($0) }
        for index in totalLines {
            guard let (line, amount) = amount(forLine: index) else { continue }
            var score: Double
            switch kinds[index] {
            case .total(let strong): score = strong ? 4 : 2
            case .rounding: score = 2
            default: score = amount.value > 0 ? 2.5 : -5
            }
            if amount.value <= 0 { score -= 5 }
            if amount.hasCents { score += 1 }
            if amount.currency != nil { score += 0.5 }
            if amount.repaired { score -= 0.3 }
            // `Total 6% supplies`: a line of the tax breakdown, not the amount to pay.
            if lines[index].text.contains("%") { score -= 1.5 }
            if let firstPayment, index > firstPayment {
                score -= 1.5
                // `Total : 5.00 0.30` below the payment: the net and tax columns of the tax summary.
                if amounts[index].filter(\.hasCents).count >= 2 { score -= 3 }
            }
            // The amount to pay is often printed larger than the rest.
            if Double(lines[index].box.height) > typicalHeight * 1.3 { score += 0.8 }
            // A total after a rounding line is the rounded, payable amount.
            if kinds[..<index].contains(.rounding) && !kinds[..<index].contains(where: { $0 == .tendered }) {
                score += 0.6
            }
            let confirmed = checks.confirms(amount.value, atLine: index)
            if confirmed { score += 2 }
            // The earlier total rounded by the line between them is what was paid.
            if checks.roundsEarlierTotal(amount.value, atLine: index) { score += 1 }
            // Later totals override earlier ones (after rounding, discounts, service).
            score += 0.5 * Double(index) / Double(max(lines.count, 1))
            result.append(Candidate(line: line, amount: amount, score: score, confirmed: confirmed))
        }
        // Of equal totals printed twice, the larger one is the final amount (rounding,
        // service and tips are added after a first total).
        // Two totals a few cents apart are one before and one after cash rounding, which the
        // rounding rules above decide.
        let positive = result.filter { $0.score > 0 }.map(\.amount.value)
        if let largest = positive.max(),
            !positive.contains(where: { $0 != largest && largest - $0 < Decimal(5) / 100 })
        {
            for i in result.indices where result[i].amount.value == largest { result[i].score += 0.7 }
        }
        return result.sorted { $0.score > $1.score }
    }

    /// The best total with its confidence, evidence and signals.
    func find() -> DraftField<Decimal>? {
        let ranked = candidates()
        if let best = ranked.first, best.score > 0 {
            var confidence = 0.45 + 0.06 * best.score
            if best.confirmed { confidence += 0.15 }
            var evidence = [lines[best.line].evidence]
            if best.line > 0, kinds[best.line] == .other, kinds[best.line - 1].isTotal {
                evidence.insert(lines[best.line - 1].evidence, at: 0)
            }
            var signals = competition(of: best, among: ranked)
            var value = best.amount.value
            let payment = PaymentArithmetic(finder: self)
            if !best.confirmed, let (paid, line) = payment.amountPaid(),
                paid != value, PaymentArithmetic.differsByOneDigit(paid, value) || !best.amount.hasCents,
                !isPrintedAgain(value, besides: best.line),
                !best.amount.hasCents || payment.readsClearer(than: lines[best.line].digitConfidence)
                    || isPrintedAgain(paid, besides: best.line)
            {
                // `1086.50` read where cash 150.00 - change 41.50 says 108.50: a misread digit.
                value = paid
                evidence.append(lines[line].evidence)
                confidence = 0.6
                signals[.repairedByPayment] = 1
            } else if !best.confirmed, !best.amount.hasCents,
                let (completed, line) = payment.completedByRounding(value, before: best.line)
            {
                value = completed
                evidence.append(lines[line].evidence)
                signals[.rounded] = 1
            } else if !best.confirmed,
                let (rounded, line) = payment.rounded(value, after: best.line)
            {
                value = rounded
                evidence.append(lines[line].evidence)
                signals[.rounded] = 1
            }
            return DraftField(value: value, confidence: min(confidence, 0.98), evidence: evidence, signals: signals)
        }
        if let (paid, line) = PaymentArithmetic(finder: self).amountPaid() {
            var signals = lineSignals(line)
            signals[.amountPaid] = 1
            return DraftField(value: paid, confidence: 0.5, evidence: [lines[line].evidence], signals: signals)
        }
        return fallback()
    }

    /// Whether `value` is printed on another line too (the tax summary, the cash line): a
    /// second reading of the same amount, which a sum of two other readings does not overrule.
    private func isPrintedAgain(_ value: Decimal, besides line: Int) -> Bool {
        amounts.indices.contains { index in
            index != line && amounts[index].contains { $0.hasCents && $0.value == value }
        }
    }

    /// What the line of a value says about it: OCR confidences, and whether it follows the payment.
    private func lineSignals(_ line: Int) -> FieldSignals {
        var signals: FieldSignals = [
            .lineConfidence: lines[line].confidence, .wordConfidence: lines[line].digitConfidence,
        ]
        if let firstPayment = kinds.firstIndex(where: { $0 == .tendered || $0 == .change }), line > firstPayment {
            signals[.afterPayment] = 1
        }
        return signals
    }

    /// The signals of the chosen total line: its keyword, agreement, and how far it leads the
    /// best candidate with another amount.
    private func competition(of best: Candidate, among ranked: [Candidate]) -> FieldSignals {
        var signals = lineSignals(best.line)
        let keywordLine = best.line > 0 && kinds[best.line] == .other ? best.line - 1 : best.line
        if case .total(let strong) = kinds[keywordLine] {
            signals[.totalLine] = strong ? 2 : 1
        } else if kinds[keywordLine] == .rounding {
            signals[.totalLine] = 1
        }
        if best.confirmed { signals[.arithmetic] = 1 }
        if best.amount.repaired { signals[.repaired] = 1 }
        let others = ranked.filter { $0.amount.value != best.amount.value && $0.score > 0 }
        signals[.rivals] = Double(Set(others.map(\.amount.value)).count)
        signals[.margin] = others.first.map { best.score - $0.score } ?? 10
        return signals
    }

    /// Without a total keyword or an amount paid: the last subtotal when no other amount is
    /// larger (the total line was not read, and the items add up to the subtotal), else the
    /// largest amount with cents that is not on a payment line. Low confidence.
    private func fallback() -> DraftField<Decimal>? {
        var best: (line: Int, amount: Amount)?
        for (index, list) in amounts.enumerated() where kinds[index] == .other {
            for amount in list where amount.hasCents && amount.value > 0 {
                if best == nil || amount.value > best?.amount.value ?? 0 { best = (index, amount) }
            }
        }
        var source = FieldSignal.largestAmount
        if let subtotalLine = kinds.lastIndex(of: .subtotal), let (line, subtotal) = amount(forLine: subtotalLine),
            subtotal.hasCents, subtotal.value > 0, subtotal.value >= best?.amount.value ?? 0
        {
            best = (line, subtotal)
            source = .subtotalOnly
        }
        guard let best else { return nil }
        var signals = lineSignals(best.line)
        signals[source] = 1
        return DraftField(
            value: best.amount.value, confidence: 0.3, evidence: [lines[best.line].evidence], signals: signals)
    }
}
