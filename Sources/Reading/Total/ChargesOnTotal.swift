import Foundation

extension TotalFinder {
    /// At most this many lines with an amount stand between a total and the total that adds them.
    static let maximumChargesOnTotal = 4

    /// A total line below another whose amount is the earlier total plus every amount printed
    /// between them (the tax under `Net Total`, the tip under `Total before tip`, a service
    /// charge): the later one is the final amount, confirmed by that sum, and the earlier one
    /// is not. The lines between must carry no payment, change, subtotal or other total.
    func markChargesAdded(to candidates: inout [Candidate]) {
        for later in candidates.indices {
            for earlier in candidates.indices where candidates[earlier].line < candidates[later].line {
                let value = candidates[earlier].amount.value
                guard value > 0, let charges = charges(between: candidates[earlier].line, and: candidates[later].line),
                    charges != 0, value + charges == candidates[later].amount.value
                else { continue }
                candidates[later].add(.addsChargesToEarlierTotal)
                candidates[later].confirmed = true
                candidates[later].addsUp = true
                candidates[earlier].add(.chargesAddedBelow)
                break
            }
        }
    }

    /// The sum of the rightmost amounts with cents on the lines strictly between `first` and
    /// `last` (the keyword line of `last` left out), a discount counted as taken off; nil when
    /// a line there is a payment, change, subtotal or total with an amount, or more than
    /// `maximumChargesOnTotal` lines carry amounts.
    private func charges(between first: Int, and last: Int) -> Decimal? {
        guard last - first >= 2 else { return nil }
        var sum = Decimal()
        var count = 0
        for index in (first + 1)..<last {
            guard let amount = amounts[index].last(where: \.hasCents) else { continue }
            switch kinds[index] {
            case .tendered, .change, .subtotal, .total, .balanceDue, .count: return nil
            case .discount: sum += amount.value < 0 ? amount.value : -amount.value
            case .tax, .rounding, .other: sum += amount.value
            }
            count += 1
            if count > Self.maximumChargesOnTotal { return nil }
        }
        return count > 0 ? sum : nil
    }
}
