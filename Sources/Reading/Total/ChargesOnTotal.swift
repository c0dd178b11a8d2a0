import Foundation

extension TotalFinder {
    /// At most this many lines with an amount stand between a total and the total that adds them.
    static let maximumChargesOnTotal = 4

    /// A total line below another whose amount is the earlier total plus every amount printed
    /// between them (the tax under `Net Total`, the tip under `Total before tip`, a service
    /// charge): the later one is the final amount, confirmed by that sum, and the earlier one
    /// is not. The lines between must carry no payment, change, subtotal or other total.
    func markChargesAdded(to candidates: inout [Candidate]) {
        let byLine = CandidatesByLine(candidates)
        for later in candidates.indices {
            let last = candidates[later].line
            for earlier in byLine.indices(onLines: earliestStart(before: last)..<last) {
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
        let byLine = CandidatesByLine(candidates)
        var added: [Candidate] = []
        for index in kinds.indices where kinds[index] == .subtotal {
            guard let (line, amount) = amount(forLine: index), amount.hasCents, amount.value > 0 else { continue }
            for earlier in byLine.indices(onLines: earliestStart(before: index)..<index) {
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

    /// The first line an earlier total may stand on for `charges(between:and:)` to sum the
    /// lines up to `last`: a line that ends charges (`endsCharges`), or a fifth line with an
    /// amount, between them makes it nil. Only totals from here on are tried, so that a
    /// receipt of many total lines is not every pair of them.
    private func earliestStart(before last: Int) -> Int {
        var count = 0
        var index = last - 1
        while index >= 0 {
            if amounts[index].contains(where: \.hasCents) {
                if Self.endsCharges(kinds[index]) { return index }
                count += 1
                if count > Self.maximumChargesOnTotal { return index }
            }
            index -= 1
        }
        return 0
    }

    /// Whether a line of `kind` with an amount stands between a total and any charges added to
    /// it: a payment, change, subtotal, count or other total (a tax, rounding, discount or
    /// other line is a charge).
    private static func endsCharges(_ kind: LineKind) -> Bool {
        switch kind {
        case .tendered, .change, .subtotal, .total, .balanceDue, .count: true
        case .discount, .tax, .rounding, .other: false
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
            guard !Self.endsCharges(kinds[index]) else { return nil }
            sum += kinds[index] == .discount && amount.value > 0 ? -amount.value : amount.value
            count += 1
            if count > Self.maximumChargesOnTotal { return nil }
        }
        return count > 0 ? sum : nil
    }
}

/// Total candidates found by the lines they were read from.
private struct CandidatesByLine {
    /// The candidates' indices, by line (and by index on one line).
    private let order: [Int]
    private let lines: [Int]

    init(_ candidates: [TotalFinder.Candidate]) {
        order = candidates.indices.sorted { (candidates[$0].line, $0) < (candidates[$1].line, $1) }
        lines = order.map { candidates[$0].line }
    }

    /// The indices of the candidates read from `range`'s lines, in the candidates' order.
    func indices(onLines range: Range<Int>) -> [Int] {
        guard !range.isEmpty else { return [] }
        return order[firstPosition(atLeast: range.lowerBound)..<firstPosition(atLeast: range.upperBound)].sorted()
    }

    /// The first position in `order` whose line is `line` or later.
    private func firstPosition(atLeast line: Int) -> Int {
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle] < line { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
