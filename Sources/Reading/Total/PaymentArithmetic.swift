import Foundation

/// Totals derived from the payment lines: cash tendered minus change, and a total adjusted by
/// the rounding line printed after it (cash rounding to 0.05).
struct PaymentArithmetic {
    let finder: TotalFinder

    /// Cash tendered minus change, when both are printed and the change is smaller (`CHANGE
    /// 0.00` says exactly the amount due was handed over), with the cash and change lines.
    func amountPaid() -> (Decimal, cash: Int, change: Int)? {
        guard let (tenderedLine, changeLine) = paymentLines(),
            let tendered = finder.amount(forLine: tenderedLine)?.amount, tendered.hasCents,
            let change = finder.amount(forLine: changeLine)?.amount, change.hasCents,
            change.value >= 0, change.value < abs(tendered.value), tendered.value != 0
        else { return nil }
        // `Cash  -50. 00`: money handed over is never negative; the dash is a mark before it.
        return (abs(tendered.value) - change.value, tenderedLine, changeLine)
    }

    /// Whether a letter was taken for a digit of the cash or the change (`CASH RM S.18`): a
    /// line that damaged may share the total's misread digit rather than confirm it.
    func readsLettersAsDigits() -> Bool {
        guard let (tenderedLine, changeLine) = paymentLines() else { return false }
        return [tenderedLine, changeLine].contains { finder.amount(forLine: $0)?.amount.lettersAsDigits == true }
    }

    /// Whether a line above the cash line prints `amount` with its cents (a subtotal, a total
    /// line whose keyword was not read, a single item): cash minus change and that line are
    /// independent readings of one sum, which slips would not make agree.
    func isPrintedAbove(_ amount: Decimal) -> Bool {
        guard let (tenderedLine, _) = paymentLines() else { return false }
        return finder.amounts[..<tenderedLine].contains { amounts in
            amounts.contains { $0.hasCents && $0.value == amount }
        }
    }

    /// Whether a payment line below `line`, or a line under it (a card slip's `EUR 23,51` under
    /// `Kreditkarte`), prints `amount` with its cents, and no change was handed back: the
    /// amount paid, printed a second time, for a total whose keyword was not read (`lTetal A
    /// ap 4.00` over `Paid RM4.00`). With change given below it, the payment is the money
    /// handed over. (A change word above the amount is an item's name: `Balance Brot 0,99`.)
    func isPaidBelow(_ amount: Decimal, after line: Int) -> Bool {
        let kinds = finder.kinds
        guard let payment = kinds.indices.first(where: { $0 > line && kinds[$0] == .tendered }) else { return false }
        let changeGiven = kinds.indices[(line + 1)...].contains {
            kinds[$0] == .change && (finder.amount(forLine: $0)?.amount.value ?? 0) > 0
        }
        return !changeGiven && finder.amounts[payment...].contains { $0.contains { $0.hasCents && $0.value == amount } }
    }

    /// Whether the digits of the cash and change lines read more clearly than `confidence` (the
    /// digits of a total they disagree with): of two readings that disagree by a digit, the
    /// clearer one is more often right (`CASH 160,00` read at 0.68 against a total at 0.69).
    func readsClearer(than confidence: Double) -> Bool {
        guard let (tenderedLine, changeLine) = paymentLines() else { return false }
        return min(finder.lines[tenderedLine].digitConfidence, finder.lines[changeLine].digitConfidence) > confidence
    }

    /// The first change line with a cash line at most three lines above it, and the nearest
    /// such cash line. A payment line without an amount is a heading (`---- Payment Details
    /// ----`), not the cash; of several cash lines the nearest is the money handed over (`Pay
    /// parking ticket 5.00` is an item; `Accepted total 10.00` just above `Change 5.00` is the
    /// cash); a change line without cash above it is something else read as change.
    private func paymentLines() -> (tendered: Int, change: Int)? {
        let kinds = finder.kinds
        if let confirmed = paymentLinesConfirmedByPayment() { return confirmed }
        for change in kinds.indices where kinds[change] == .change {
            let cash = kinds.indices[max(0, change - 3)..<change].last {
                kinds[$0] == .tendered && finder.amount(forLine: $0) != nil
            }
            if let cash { return (cash, change) }
        }
        return nil
    }

    /// `total` adjusted by a rounding line that follows it (before any payment line) when no
    /// later total carries the rounded amount: with the printed sign, or else the sign that
    /// lands on a multiple of 0.05. When a later total does carry it (`Total (Inclusive of GST)
    /// 23.26` / `Rounding Adj ~0.0)` / `TOTAL 23.25`, the adjustment misread), that total: a
    /// multiple of 0.05 at most 0.05 away, printed under the rounding line.
    func rounded(_ total: Decimal, after line: Int) -> (Decimal, line: Int)? {
        let kinds = finder.kinds
        var index = line + 1
        var roundingLine: Int?
        while index < kinds.count, index <= line + 3 {
            if kinds[index] == .tendered || kinds[index] == .change { return nil }
            // A later total that carries an amount is the rounded one; a garbled one (`Total 41 Su`) is not.
            if kinds[index].isTotal {
                let later = finder.amount(forLine: index)?.amount
                if let later, !later.hasCents {
                    index += 1
                    continue
                }
                guard let later, roundingLine != nil, isMultipleOfFiveCents(later.value) else { return nil }
                let step = abs(later.value - total)
                return step > 0 && step <= Decimal(5) / 100 ? (later.value, index) : nil
            }
            if kinds[index] == .rounding {
                roundingLine = index
                if let amount = finder.amount(forLine: index)?.amount, amount.hasCents, amount.value != 0,
                    abs(amount.value) < Decimal(1) / 10
                {
                    if amount.value < 0 { return (total + amount.value, index) }
                    let candidates = [total - amount.value, total + amount.value]
                    return candidates.first(where: isMultipleOfFiveCents).map { ($0, index) }
                }
            }
            index += 1
        }
        return nil
    }

    /// `Total with GST 41.48` / `Rounding 0.02` / `Total 41 Su`: a later total whose cents OCR
    /// lost (`whole`, read on line `line`) is the earlier total rounded by the line between
    /// them, when the whole part of that agrees.
    func completedByRounding(_ whole: Decimal, before line: Int) -> (Decimal, line: Int)? {
        let kinds = finder.kinds
        for earlier in kinds.indices where earlier < line && kinds[earlier].isTotal {
            guard let amount = finder.amount(forLine: earlier)?.amount, amount.hasCents,
                let (value, roundingLine) = rounded(amount.value, after: earlier), roundingLine < line
            else { continue }
            var exact = value
            var wholePart = Decimal()
            NSDecimalRound(&wholePart, &exact, 0, .down)
            if wholePart == whole { return (value, roundingLine) }
        }
        return nil
    }

    private func isMultipleOfFiveCents(_ value: Decimal) -> Bool {
        var cents = value * 100
        var whole = Decimal()
        NSDecimalRound(&whole, &cents, 0, .plain)
        guard whole == cents, let number = Int(whole.description) else { return false }
        return number % 5 == 0
    }

    /// Whether two amounts differ in one digit (inserted, dropped or replaced).
    static func differsByOneDigit(_ a: Decimal, _ b: Decimal) -> Bool {
        let x = Money.format(a, digits: 2).filter(\.isNumber)
        let y = Money.format(b, digits: 2).filter(\.isNumber)
        return KeywordMatcher.editDistance(x, y, limit: 1) <= 1
    }

    /// `CASH 20.00` / `FOOD 8.44` / `TAX 0.61` / `PAYMENT 9.05` / `Change Due 10.95`: the cash
    /// line a few lines above the change whose amount minus the change is printed on another
    /// payment line (the amount the till took), with the change line. The nearest payment line
    /// is then the amount paid, not the money handed over.
    private func paymentLinesConfirmedByPayment() -> (tendered: Int, change: Int)? {
        let kinds = finder.kinds
        for change in kinds.indices where kinds[change] == .change {
            guard let returned = finder.amount(forLine: change)?.amount, returned.hasCents, returned.value > 0 else {
                continue
            }
            let payments = kinds.indices[max(0, change - 6)..<change].filter { kinds[$0] == .tendered }
            let paid = payments.compactMap { line in finder.amount(forLine: line).map { (line, $0.amount) } }
            for (line, cash) in paid.reversed() where cash.hasCents && cash.value > returned.value {
                let rest = cash.value - returned.value
                if paid.contains(where: { $0.0 != line && $0.1.hasCents && $0.1.value == rest }) {
                    return (line, change)
                }
            }
        }
        return nil
    }
}
