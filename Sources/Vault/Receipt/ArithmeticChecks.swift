import Foundation

/// Cross-checks a candidate total against the rest of the receipt: subtotal + tax, an earlier
/// total + rounding, cash tendered - change, a card payment of the same amount, the item
/// amounts above it adding up, or the net and tax of the tax summary below it.
struct ArithmeticChecks {
    let finder: TotalFinder

    func confirms(_ total: Decimal, atLine index: Int) -> Bool {
        let kinds = finder.kinds
        func values(_ kind: (LineKind) -> Bool) -> [Decimal] {
            kinds.indices.filter { kind(kinds[$0]) }.compactMap { finder.amount(forLine: $0)?.amount.value }
        }
        let subtotals = values { $0 == .subtotal }
        let taxes = values { $0 == .tax }
        let tendered = values { $0 == .tendered }
        let changes = values { $0 == .change }
        for subtotal in subtotals {
            if subtotal == total { continue }
            if taxes.contains(where: { subtotal + $0 == total }) { return true }
        }
        if roundsEarlierTotal(total, atLine: index) { return true }
        for paid in tendered {
            if paid == total { return true }
            if changes.contains(where: { $0 > 0 && paid - $0 == total }) { return true }
        }
        return itemsAddUp(to: total, before: index) || taxSummaryAddsUp(to: total, after: index)
    }

    /// A row of the tax summary printed below the total (`SR  6  37.50  2.25`): its net amount
    /// and its tax, side by side, add up to the total, or to the total before the cash
    /// rounding printed above it (`Rounding : -0.01`): the summary shows unrounded amounts.
    private func taxSummaryAddsUp(to total: Decimal, after index: Int) -> Bool {
        let adjustments = [Decimal(0)] + roundingAdjustments(before: index)
        for line in finder.amounts.indices where line > index {
            let amounts = finder.amounts[line].filter(\.hasCents).map(\.value)
            for (net, tax) in zip(amounts, amounts.dropFirst()) where tax > 0 && tax < net {
                if adjustments.contains(where: { net + tax + $0 == total }) { return true }
            }
        }
        return false
    }

    /// The cash rounding adjustments printed above line `index` (`Rounding : -0.01`), with the
    /// printed sign and, since OCR often loses a minus, the other.
    private func roundingAdjustments(before index: Int) -> [Decimal] {
        finder.kinds.indices.filter { $0 < index && finder.kinds[$0] == .rounding }.flatMap { line -> [Decimal] in
            guard let value = finder.amount(forLine: line)?.amount.value, value != 0, abs(value) < Decimal(1) / 10
            else { return [] }
            return [value, -value]
        }
    }

    /// A total printed after an earlier total and a rounding line between them, equal to the
    /// earlier total rounded by that line: the amount actually paid. Only the later total is
    /// confirmed this way; the earlier one is what was rounded.
    func roundsEarlierTotal(_ total: Decimal, atLine index: Int) -> Bool {
        let kinds = finder.kinds
        for rounding in kinds.indices where kinds[rounding] == .rounding && rounding < index {
            guard let adjustment = finder.amount(forLine: rounding)?.amount.value, abs(adjustment) < 1 else {
                continue
            }
            for earlier in kinds.indices where earlier < rounding && kinds[earlier].isTotal {
                guard let value = finder.amount(forLine: earlier)?.amount.value, value != total else { continue }
                // `Rounding Adj -0.02` or, printed without its sign, `Rounding Adjustment 0.02`.
                if value + adjustment == total || value - adjustment == total { return true }
            }
        }
        return false
    }

    /// The rightmost amounts of the plain lines above the total add up to it.
    private func itemsAddUp(to total: Decimal, before index: Int) -> Bool {
        var sum = Decimal(0)
        var count = 0
        for line in stride(from: index - 1, through: 0, by: -1) {
            let kind = finder.kinds[line]
            if kind != .other && kind != .discount { if count > 0 { break } else { continue } }
            guard let amount = finder.amounts[line].last(where: \.hasCents) else { continue }
            sum += amount.value
            count += 1
            if sum == total && count >= 2 { return true }
        }
        return false
    }
}
