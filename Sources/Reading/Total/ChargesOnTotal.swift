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
        addChargedSubtotals(to: &candidates)
    }

    /// `3 Total 365.00`, `Ser.Tax 20.44`, `VAT(2%) 7.30`, `Round off 0.26`, `Net Amount 393.00`:
    /// a line named as an amount before tax (`Net Amount`, read as a subtotal) below a total,
    /// printing that total plus the tax, service and rounding lines between them, is the
    /// final amount, ranked like a total line the charges confirm, and the total above it is not.
    private func addChargedSubtotals(to candidates: inout [Candidate]) {
        var added: [Candidate] = []
        for index in kinds.indices where kinds[index] == .subtotal {
            guard let (line, amount) = amount(forLine: index), amount.hasCents, amount.value > 0 else { continue }
            for earlier in candidates.indices where candidates[earlier].line < index {
                let value = candidates[earlier].amount.value
                guard value > 0, let charges = charges(between: candidates[earlier].line, and: index), charges > 0,
                    value + charges == amount.value
                else { continue }
                var candidate = Candidate(line: line, amount: amount, confirmed: true)
                candidate.addsUp = true
                candidate.add(.hasCents)
                candidate.add(.addsChargesToEarlierTotal)
                candidate.add(.confirmedByArithmetic)
                candidate.add(.laterOnReceipt, points: 0.5 * Double(index) / Double(max(lines.count, 1)))
                added.append(candidate)
                candidates[earlier].add(.chargesAddedBelow)
                break
            }
        }
        candidates += added
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
