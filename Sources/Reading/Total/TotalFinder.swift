import Foundation

/// Finds the final payable amount: the amount on a total line (or just under it), preferring
/// strong keywords, amounts the receipt's arithmetic confirms, and totals printed before the
/// payment lines, over subtotals, tax, cash tendered, change and rounding lines.
struct TotalFinder {
    let lines: [ReceiptLine]
    let kinds: [LineKind]
    /// Amounts per line.
    let amounts: [[Amount]]
    /// The tax rate each line prints (`GST @ 6%`), read once: every total line of a GST
    /// summary asks whether any line prints the rate its tax is at.
    let printedRates: [Decimal?]
    /// The rates printed anywhere on the receipt, each once.
    let ratesOnReceipt: [Decimal]
    /// The first cash or change line that carries an amount (`CASH SALES COUNTER` in the
    /// header is no payment); found once, asked for by every candidate.
    private(set) var firstPayment: Int?

    init(lines: [ReceiptLine]) {
        self.lines = lines
        let amounts = lines.map(\.amounts)
        self.amounts = amounts
        let printedRates = lines.map { TaxRate.printed(in: $0.text) }
        self.printedRates = printedRates
        ratesOnReceipt = Array(Set(printedRates.compactMap { $0 })).sorted()
        let kinds = Self.kinds(of: lines, amounts: amounts)
        self.kinds = kinds
        firstPayment = kinds.indices.first {
            (kinds[$0] == .tendered || kinds[$0] == .change) && amount(forLine: $0) != nil
        }
    }

    /// Each line's kind, with one correction that needs the lines above: `DELIVERY CHARGE 5.00`
    /// reads one letter from `CHANGE`, but change is handed back only after a total or a
    /// payment, so a charge line above every total and payment line is a charge on the bill.
    /// (`CHARGE` under the cash line is most often `CHANGE` misread, and stays the change.)
    static func kinds(of lines: [ReceiptLine], amounts: [[Amount]]) -> [LineKind] {
        var kinds = keywordKinds(of: lines, amounts: amounts)
        for index in kinds.indices {
            switch kinds[index] {
            case .total, .balanceDue:
                return kinds
            case .tendered where !amounts[index].isEmpty:
                return kinds
            case .change where lines[index].words.contains(where: ReceiptKeywords.charge.contains):
                kinds[index] = .other
            default:
                continue
            }
        }
        return kinds
    }

    /// The median line height, to tell large print.
    var typicalHeight: Double {
        let heights = lines.map(\.box.height).sorted()
        return heights.isEmpty ? 1 : Double(heights[heights.count / 2])
    }

    /// A total line's amount, the line it was read from, and the named reasons that rank it.
    struct Candidate: RankedCandidate {
        var line: Int
        var amount: Amount
        var ranking = Ranking<TotalAdjustment>()
        var confirmed: Bool
        /// Confirmed by other amounts adding up to it, not only by the payment.
        var addsUp = false
    }

    /// The amount that belongs to the keyword on line `index`: the rightmost amount on the
    /// line (the sum of a GST summary's row of a net and its tax: `taxSummarySum`), else the
    /// first amount on the next line when that line has no keyword of its own.
    func amount(forLine index: Int) -> (line: Int, amount: Amount)? {
        if kinds[index] != .other, kinds[index] != .count,
            let closed = SpacedPrint.closedUpAmount(in: lines[index].text)
        {
            return (index, closed)
        }
        // `TOTAL 42 50`: a space for the decimal point, at the end of a keyword line.
        if !amounts[index].contains(where: \.hasCents), let spaced = spacedAmount(in: lines[index].text) {
            return (index, spaced)
        }
        if case .total = kinds[index], let sum = taxSummarySum(amounts[index]) { return (index, sum) }
        if let amount = preferredAmount(amounts[index]) { return (index, dollarRead(amount, onLine: index)) }
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

    /// `TOTAL   73.87   4.43` closing a GST summary: the amounts before tax and the tax at a
    /// rate the receipt prints (to the cent), whose sum the receipt's total is; nil for any
    /// other line.
    private func taxSummarySum(_ list: [Amount]) -> Amount? {
        let priced = list.filter(\.hasCents)
        guard priced.count >= 2, let tax = priced.last, let net = priced.dropLast().last, net.value > 0,
            tax.value > 0,
            ratesOnReceipt.contains(where: { TaxRate.isToTheCent(tax.value, net.value * $0 / 100) })
        else { return nil }
        var sum = tax
        sum.value = net.value + tax.value
        return sum
    }

    /// The rightmost amount with cents, else the rightmost amount.
    private func preferredAmount(_ list: [Amount]) -> Amount? {
        list.last(where: \.hasCents) ?? list.last
    }

    /// `TOTAL 42 50`, also with a letter read for a digit before the space (`4i 50`).
    private func spacedAmount(in text: String) -> Amount? {
        let parts = text.split(separator: " ")
        guard parts.count >= 2, let last = parts.last, let before = parts.dropLast().last,
            last.count == 2, last.allSatisfy({ $0.isASCII && $0.isNumber }),
            (1...4).contains(before.count), let whole = AmountScanner.digitGroup(before),
            let parsed = AmountScanner.interpret(groups: [whole, String(last)], separators: ["."])
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

    /// Whether `value`, on a line that names a tax and its rate (`TOTAL INCLUDED GST @ 6%`), is
    /// to the cent the tax at that rate contained in a larger amount on another line.
    func isTaxContainedInAnotherAmount(_ value: Decimal, onLine index: Int) -> Bool {
        let line = lines[index]
        guard value > 0, KeywordMatcher.containsAny(ReceiptKeywords.tax, in: line.words),
            let rate = printedRates[index]
        else { return false }
        return amounts.indices.contains { other in
            other != index
                && amounts[other].contains { gross in
                    gross.value > value && TaxRate.isToTheCent(value, gross.value * rate / (100 + rate))
                }
        }
    }

    /// All total-like candidates, best first.
    func candidates() -> [Candidate] {
        let checks = ArithmeticChecks(finder: self)
        var result: [Candidate] = []
        let totalLines = kinds.indices.filter { kinds[$0].isTotal || isRoundedTotal($0) }
        // Asked for by every candidate: found once (a hostile page has thousands of candidates).
        let typicalHeight = typicalHeight
        let firstRounding = kinds.firstIndex(of: .rounding) ?? .max
        let firstTendered = kinds.firstIndex(of: .tendered) ?? .max
        for index in totalLines {
            guard let (line, amount) = amount(forLine: index) else { continue }
            var candidate = Candidate(line: line, amount: amount, confirmed: false)
            switch kinds[index] {
            case .total(let strong): candidate.add(strong ? .strongKeyword : .totalKeyword)
            case .rounding: candidate.add(.roundedTotalLine)
            default: candidate.add(amount.value > 0 ? .balanceDue : .nothingDue)
            }
            if amount.value <= 0 { candidate.add(.notPositive) }
            if amount.hasCents { candidate.add(.hasCents) }
            if amount.currency != nil { candidate.add(.currencyPrinted) }
            if amount.repaired { candidate.add(.repairedReading) }
            if lines[index].text.contains("%") { candidate.add(.percentOnLine) }
            if isTaxContainedInAnotherAmount(amount.value, onLine: index) { candidate.add(.taxContainedInAnother) }
            if let firstPayment, index > firstPayment {
                candidate.add(.afterPayment)
                if amounts[index].filter(\.hasCents).count >= 2 { candidate.add(.taxSummaryColumns) }
            }
            if Double(lines[index].box.height) > typicalHeight * 1.3 { candidate.add(.largePrint) }
            if firstRounding < index && firstTendered >= index {
                candidate.add(.afterRounding)
            }
            let confirmation = checks.confirmation(of: amount.value, atLine: index)
            candidate.confirmed = confirmation != nil
            candidate.addsUp = confirmation == .sum
            if candidate.confirmed { candidate.add(.confirmedByArithmetic) }
            if checks.roundsEarlierTotal(amount.value, atLine: index) { candidate.add(.roundsEarlierTotal) }
            candidate.add(.laterOnReceipt, points: 0.5 * Double(index) / Double(max(lines.count, 1)))
            result.append(candidate)
        }
        // Of equal totals printed twice, the larger one is the final amount (rounding,
        // service and tips are added after a first total).
        // Two totals a few cents apart are one before and one after cash rounding, which the
        // rounding rules above decide.
        let positive = result.filter { $0.score > 0 }.map(\.amount.value)
        if let largest = positive.max(),
            !positive.contains(where: { $0 != largest && largest - $0 < Decimal(5) / 100 })
        {
            for i in result.indices where result[i].amount.value == largest { result[i].add(.largestTotal) }
        }
        markChargesAdded(to: &result)
        return result.sorted { $0.score > $1.score }
    }

    /// The best total with its rule, confidence, evidence and signals. `ranked` are the
    /// candidates when already found.
    func find(ranked: [Candidate]? = nil) -> DraftField<Decimal>? {
        let ranked = ranked ?? candidates()
        guard let decision = decide(ranked: ranked) else { return nil }
        var signals = lineSignals(decision.line)
        var score: Double
        switch decision.rule {
        case .amountPaid, .cardPaid, .netPlusTax, .chargesAdded, .itemsSum:
            score = 0.5
            if decision.rule == .amountPaid, PaymentArithmetic(finder: self).isPrintedAbove(decision.value) {
                signals[.repeated] = 1
            }
            if decision.atPrintedRate { signals[.arithmetic] = 2 }
        case .subtotalOnly, .largestAmount:
            score = 0.3
            if PaymentArithmetic(finder: self).isPaidBelow(decision.value, after: decision.line) {
                signals[.repeated] = 1
            }
        case .totalLine, .cashMinusChange, .mendedByItems, .completedByRounding, .rounded:
            guard let best = decision.candidate else { return nil }
            signals = competition(of: best, among: decision.competitors)
            let mended = decision.rule == .cashMinusChange || decision.rule == .mendedByItems
            score = mended ? 0.6 : 0.45 + 0.06 * best.score
            if best.confirmed && !mended { score += 0.15 }
        }
        var field = DraftField(
            value: decision.value, score: min(score, 0.98),
            evidence: decision.evidence.map { lines[$0].evidence }, signals: signals)
        field.rule = .total(decision.rule)
        return field
    }

    /// Decides the total by the first rule that applies: the best total line (mended by the
    /// payment, completed or adjusted by the rounding line where those say so), else the
    /// amount paid, else the amount before tax plus the tax, else the subtotal with the charges
    /// under it, else the amount charged to a card, else the items' sum printed below them, else
    /// the subtotal or the largest amount.
    func decide(ranked: [Candidate]) -> TotalDecision? {
        guard let best = ranked.first, best.score > 0 else {
            if let (paid, cash, change) = PaymentArithmetic(finder: self).amountPaid() {
                return TotalDecision(
                    value: paid, rule: .amountPaid, line: change, evidence: [cash, change], candidate: nil,
                    competitors: [])
            }
            if let (sum, net, tax, atPrintedRate) = NetPlusTax(finder: self).total() {
                var decision = TotalDecision(
                    value: sum, rule: .netPlusTax, line: max(net, tax), evidence: [min(net, tax), max(net, tax)],
                    candidate: nil, competitors: [])
                decision.atPrintedRate = atPrintedRate
                return decision
            }
            if let (sum, subtotal, line) = ChargesAdded(finder: self).total() {
                return TotalDecision(
                    value: sum, rule: .chargesAdded, line: line, evidence: [line, subtotal], candidate: nil,
                    competitors: [])
            }
            if let line = CardPayment(finder: self).line() {
                return TotalDecision(
                    value: amounts[line].last(where: \.hasCents)?.value ?? 0, rule: .cardPaid, line: line,
                    evidence: [line], candidate: nil, competitors: [])
            }
            if let (sum, line, firstItem, lastItem) = ItemsSum(finder: self).total() {
                return TotalDecision(
                    value: sum, rule: .itemsSum, line: line, evidence: [line, firstItem, lastItem], candidate: nil,
                    competitors: [])
            }
            return fallback()
        }
        var evidence = [best.line]
        if best.line > 0, kinds[best.line] == .other, kinds[best.line - 1].isTotal {
            evidence.insert(best.line - 1, at: 0)
        }
        var decision = TotalDecision(
            value: best.amount.value, rule: .totalLine, line: best.line, evidence: evidence, candidate: best,
            competitors: ranked)
        let payment = PaymentArithmetic(finder: self)
        guard !best.confirmed else {
            // `TOTAL 10.62` that the items add up to, `Rounding -0.02` below it: 10.60 is paid,
            // unless the cash and change say the unrounded amount was.
            if payment.amountPaid()?.0 != best.amount.value,
                let (rounded, line) = payment.rounded(best.amount.value, after: best.line)
            {
                decision.value = rounded
                decision.rule = .rounded
                decision.evidence.append(line)
            }
            return decision
        }
        let mended: (value: Decimal, lines: [Int], rule: TotalRule)?
        if let (paid, cash, change) = mendedByPayment(best, payment: payment) {
            // `FinalTotal 82,70` above a `Total 8.70` that cash minus change confirms: that line's total.
            // The misread line is no rival.
            if let confirmed = ranked.first(where: { $0.confirmed && $0.score > 0 && $0.amount.value == paid }) {
                let others = ranked.filter { $0.amount.value != best.amount.value && $0.line != confirmed.line }
                return decide(ranked: [confirmed] + others)
            }
            mended = (paid, [cash, change], .cashMinusChange)
        } else if let (sum, line) = mendedByItems(best) {
            mended = (sum, [line], .mendedByItems)
        } else if !best.amount.hasCents,
            let (completed, line) = payment.completedByRounding(best.amount.value, before: best.line)
        {
            mended = (completed, [line], .completedByRounding)
        } else if let (rounded, line) = payment.rounded(best.amount.value, after: best.line) {
            mended = (rounded, [line], .rounded)
        } else {
            mended = nil
        }
        if let mended {
            decision.value = mended.value
            decision.rule = mended.rule
            decision.evidence += mended.lines
        }
        return decision
    }

    /// Cash minus change, when it says the total line's amount has one misread digit
    /// (`1086.50` read where cash 150.00 - change 41.50 says 108.50) or no cents: only when
    /// the total is not printed again, and the payment reads more clearly than the total, or
    /// its amount is printed again, or the total has no cents.
    private func mendedByPayment(
        _ best: Candidate, payment: PaymentArithmetic
    ) -> (Decimal, cash: Int, change: Int)? {
        let value = best.amount.value
        guard let (paid, cash, change) = payment.amountPaid(), paid != value,
            PaymentArithmetic.differsByOneDigit(paid, value) || !best.amount.hasCents,
            !isPrintedAgain(value, besides: best.line),
            !best.amount.hasCents || payment.readsClearer(than: lines[best.line].digitConfidence)
                || isPrintedAgain(paid, besides: best.line)
        else { return nil }
        return (paid, cash, change)
    }

    /// The items right above the total line, added up, when they say its amount has one
    /// misread digit (`Total 91.00` under a single item `1 PC 9.00 9.00`): only when the total
    /// is not printed again, nothing with an amount stands between the items and the total
    /// line, and the receipt prints the sum twice (a single item's price and amount columns, a
    /// subtotal or tax summary below): two printings that agree against the one total line.
    /// A total read without cents (`Total 49000`) on such a receipt, whose sum has cents, is
    /// misread whatever its digits.
    private func mendedByItems(_ best: Candidate) -> (Decimal, line: Int)? {
        let value = best.amount.value
        let keywordLine = best.line > 0 && kinds[best.line] == .other ? best.line - 1 : best.line
        guard !isPrintedAgain(value, besides: best.line),
            let run = ItemsSum(finder: self).run(above: keywordLine), run.value != value,
            PaymentArithmetic.differsByOneDigit(run.value, value) || !best.amount.hasCents,
            timesPrinted(run.value) >= 2
        else { return nil }
        return (run.value, run.lastItem)
    }

    /// How many times the receipt prints `value` with its cents, counting each column of a line
    /// and a line ending in the amount with a space for its point (`12 00`), or holding it so
    /// beside the amount (`12 00      12.00`: a price column whose point was lost).
    private func timesPrinted(_ value: Decimal) -> Int {
        amounts.indices.reduce(0) { count, index in
            let printed = amounts[index].filter { $0.hasCents && $0.value == value }.count
            guard printed == 0, !amounts[index].contains(where: \.hasCents) else {
                return count + printed + (printed > 0 ? spacedCopies(of: value, in: lines[index].text) : 0)
            }
            return count + (spacedAmount(in: lines[index].text)?.value == value ? 1 : 0)
        }
    }

    /// How often `text` holds `value` with a space for its point, as a whole word (`12 00`).
    private func spacedCopies(of value: Decimal, in text: String) -> Int {
        let spaced = Money.format(value, digits: 2).replacingOccurrences(of: ".", with: " ")
        let words = text.split(separator: " ")
        let parts = spaced.split(separator: " ")
        guard parts.count == 2, words.count >= 2 else { return 0 }
        return (0..<(words.count - 1)).filter { words[$0] == parts[0] && words[$0 + 1] == parts[1] }.count
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
        if let firstPayment, line > firstPayment {
            signals[.afterPayment] = 1
        }
        return signals
    }

    /// The lowest OCR confidence of the words that hold the candidate's amount (not of a
    /// count or a code on the same line).
    private func digitConfidence(of candidate: Candidate) -> Double {
        lines[candidate.line].confidence(ofCharacters: candidate.amount.start, candidate.amount.end)
    }

    /// The signals of the chosen total line: its keyword, agreement, and how far it leads the
    /// best candidate with another amount.
    private func competition(of best: Candidate, among ranked: [Candidate]) -> FieldSignals {
        var signals = lineSignals(best.line)
        signals[.wordConfidence] = digitConfidence(of: best)
        // The same amount on a total line that reads more clearly (`FinalTotal =——«43.70` under
        // `Total 43.70`): the clearer reading says how clearly the amount was read.
        let sameAmount = ranked.filter { $0.score > 0 && $0.amount.value == best.amount.value }
        if let clearest = sameAmount.max(by: { digitConfidence(of: $0) < digitConfidence(of: $1) }),
            digitConfidence(of: clearest) > digitConfidence(of: best)
        {
            signals[.lineConfidence] = lines[clearest.line].confidence
            signals[.wordConfidence] = digitConfidence(of: clearest)
        }
        if sameAmount.count > 1 { signals[.repeated] = 1 }
        if isPrintedAgain(best.amount.value, besides: best.line) { signals[.printedAgain] = 1 }
        let keywordLine = best.line > 0 && kinds[best.line] == .other ? best.line - 1 : best.line
        if case .total(let strong) = kinds[keywordLine] {
            signals[.totalLine] = strong ? 2 : 1
        } else if kinds[keywordLine] == .rounding || kinds[keywordLine] == .balanceDue {
            // `Total after rounding`, `BALANCE DUE 12.50`: a total line too.
            signals[.totalLine] = 1
        }
        if best.confirmed { signals[.arithmetic] = best.addsUp ? 2 : 1 }
        if best.confirmed, !best.addsUp, PaymentArithmetic(finder: self).readsLettersAsDigits() {
            signals[.paymentLettersAsDigits] = 1
        }
        if best.amount.repaired { signals[.repaired] = 1 }
        if !best.amount.hasCents { signals[.wholeNumber] = 1 }
        let others = ranked.filter { $0.amount.value != best.amount.value && $0.score > 0 }
        signals[.rivals] = Double(Set(others.map(\.amount.value)).count)
        // `FinalTotal =—-35.00` under `Total 35.00` is the same amount behind a dash, not a credit.
        let credit = ranked.contains {
            $0.line > best.line && $0.amount.value < 0 && -$0.amount.value != best.amount.value
                && kinds[$0.line] == .total(strong: true)
        }
        if credit { signals[.negativeTotalBelow] = 1 }
        // `Net Total: $14.85` over the taxes and `TOTAL: $16, See`: a total line below, before
        // any payment, prints a larger amount, however poorly read: from 0.10 more (a rounding
        // adds less) up to half as much again, as taxes, service and a tip add (not a tax
        // summary's column, nor a point lost), and not the cash a change line gives back from.
        let change = Set(kinds.indices.filter { kinds[$0] == .change }.flatMap { amounts[$0].map(\.value) })
        let larger = ranked.contains {
            guard $0.line > best.line, $0.line < firstPayment ?? Int.max, case .total = kinds[$0.line] else {
                return false
            }
            let more = $0.amount.value - best.amount.value
            return more * 10 >= 1 && more <= best.amount.value / 2 && !change.contains(more)
        }
        if larger { signals[.largerTotalBelow] = 1 }
        signals[.margin] = others.first.map { best.score - $0.score } ?? 10
        return signals
    }

    /// Without a total keyword or an amount paid: the last subtotal when no other amount is
    /// larger (the total line was not read, and the items add up to the subtotal), else the
    /// largest amount with cents that is not on a payment line.
    private func fallback() -> TotalDecision? {
        var best: (line: Int, amount: Amount)?
        for (index, list) in amounts.enumerated() where kinds[index] == .other {
            for amount in list where amount.hasCents && amount.value > 0 {
                if best == nil || amount.value > best?.amount.value ?? 0 { best = (index, amount) }
            }
        }
        var rule = TotalRule.largestAmount
        if let subtotalLine = kinds.lastIndex(of: .subtotal), let (line, subtotal) = amount(forLine: subtotalLine),
            subtotal.hasCents, subtotal.value > 0, subtotal.value >= best?.amount.value ?? 0
        {
            best = (line, subtotal)
            rule = .subtotalOnly
        }
        guard let best else { return nil }
        return TotalDecision(
            value: best.amount.value, rule: rule, line: best.line, evidence: [best.line], candidate: nil,
            competitors: [])
    }
}
