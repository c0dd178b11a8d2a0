import Foundation

/// Cross-checks a candidate total against the rest of the receipt: subtotal + tax, an earlier
/// total + rounding, cash tendered - change, a card payment of the same amount, or the item
/// amounts above it adding up.
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
        let roundings = values { $0 == .rounding }
        let totals = values(\.isTotal)
        for subtotal in subtotals {
            if subtotal == total { continue }
            if taxes.contains(where: { subtotal + $0 == total }) { return true }
        }
        for other in totals where other != total {
            if roundings.contains(where: { other + $0 == total || other - $0 == total }) { return true }
        }
        for paid in tendered {
            if paid == total { return true }
            if changes.contains(where: { $0 > 0 && paid - $0 == total }) { return true }
        }
        return itemsAddUp(to: total, before: index)
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
