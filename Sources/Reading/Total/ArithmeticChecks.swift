import Foundation

/// Cross-checks a candidate total against the rest of the receipt: subtotal + tax, an earlier
/// total + rounding, cash tendered - change, a card payment of the same amount, the item
/// amounts above it adding up, two partial totals above it adding up, or the net and tax of the
/// tax summary below it (one row, or the rows of several tax rates).
///
/// What does not depend on the candidate (the amounts of the subtotal, tax, payment and rounding
/// lines, and their sums) is worked out once for all candidates. Amounts are exact in `Decimal`
/// (at most nine digits before the decimal mark and two after it), so `a + b == total` is
/// asked as a lookup of `a + b`, or of `total - b`, among sorted amounts.
struct ArithmeticChecks {
    let finder: TotalFinder
    /// Subtotal + tax for every subtotal and nonzero tax line (a zero tax would make the
    /// subtotal itself the total, which never confirms it).
    private let subtotalsWithTax: AmountIndex
    /// Cash tendered, and cash tendered - change for every change above zero.
    private let paid: AmountIndex
    /// An earlier total plus or minus the nonzero adjustment of a rounding line below it, with
    /// the first rounding line that gives it.
    private let roundedTotals: AmountIndex
    /// The cash rounding adjustments (`Rounding : -0.01`), each value with the first line printing it.
    private let adjustments: [(line: Int, value: Decimal)]
    /// Net + tax of every row of two amounts with cents side by side, with the last line printing it.
    private let summaryRows: AmountIndex
    /// The gross amounts of every tax summary of two rows or more added up, with the first line
    /// of the summary (the last such summary for a sum printed by several).
    private let summaryTables: AmountIndex
    /// The sums of two different amounts printed on total or subtotal lines (the partial totals
    /// of a receipt split by tax rate, `Total 0% supplies: 6.39` and `Total 6% supplies (Inc.
    /// GST): 8.40`, or of goods delivered and goods returned, `39.01` and `-18.80`), each with
    /// the first line by which both have been printed.
    private let partialTotalSums: AmountIndex

    init(finder: TotalFinder) {
        self.finder = finder
        let kinds = finder.kinds
        let value = kinds.indices.map { line -> Decimal? in
            kinds[line] == .other || kinds[line] == .discount || kinds[line] == .count
                ? nil : finder.amount(forLine: line)?.amount.value
        }
        // Each distinct amount of a kind once, with the first line printing it: a hostile file
        // repeats the same line thousands of times, and only whether a sum occurs counts.
        func entries(_ include: (LineKind) -> Bool) -> [(value: Decimal, line: Int)] {
            var result: [(value: Decimal, line: Int)] = []
            for line in kinds.indices where include(kinds[line]) {
                if let amount = value[line] { result.append((amount, line)) }
            }
            return result
        }
        func amounts(_ include: (LineKind) -> Bool) -> [(value: Decimal, line: Int)] {
            AmountIndex(entries(include), keep: .first).entries
        }
        let taxes = amounts { $0 == .tax }.map(\.value).filter { $0 != 0 }
        subtotalsWithTax = AmountIndex(
            amounts { $0 == .subtotal }.flatMap { subtotal in taxes.map { subtotal.value + $0 } })
        let changes = amounts { $0 == .change }.map(\.value).filter { $0 > 0 }
        paid = AmountIndex(
            amounts { $0 == .tendered }.flatMap { tendered in [tendered.value] + changes.map { tendered.value - $0 } })
        // The rounding lines by adjustment, each adjustment with its lines in order.
        var roundings: [(adjustment: Decimal, lines: [Int])] = []
        let byAdjustment = entries { $0 == .rounding }.sorted(by: AmountIndex.inOrder)
        for entry in byAdjustment {
            if let last = roundings.last, last.adjustment == entry.value {
                roundings[roundings.count - 1].lines.append(entry.line)
            } else {
                roundings.append((entry.value, [entry.line]))
            }
        }
        let totals = amounts(\.isTotal)
        var rounded: [(value: Decimal, line: Int)] = []
        var adjustments: [(line: Int, value: Decimal)] = []
        for (adjustment, lines) in roundings {
            if adjustment != 0, abs(adjustment) < Decimal(1) / 10, let first = lines.first {
                adjustments += [(first, adjustment), (first, -adjustment)]
            }
            guard abs(adjustment) < 1, adjustment != 0 else { continue }
            for total in totals {
                // The first rounding line below the first line printing this total.
                guard let rounding = lines.first(where: { $0 > total.line }) else { continue }
                // `Rounding Adj -0.02` or, printed without its sign, `Rounding Adjustment 0.02`.
                rounded += [(total.value + adjustment, rounding), (total.value - adjustment, rounding)]
            }
        }
        roundedTotals = AmountIndex(rounded, keep: .first)
        self.adjustments = adjustments
        var rows: [(value: Decimal, line: Int)] = []
        for line in finder.amounts.indices {
            let amounts = finder.amounts[line].filter(\.hasCents).map(\.value)
            for (net, tax) in zip(amounts, amounts.dropFirst()) where tax > 0 && tax < net {
                rows.append((net + tax, line))
            }
        }
        summaryRows = AmountIndex(rows, keep: .last)
        summaryTables = AmountIndex(Self.taxTables(finder.amounts), keep: .last)
        partialTotalSums = AmountIndex(
            Self.pairSums(amounts { $0.isTotal || $0 == .subtotal }.filter { $0.value != 0 }), keep: .first)
    }

    /// At most this many partial totals are paired: a receipt prints a few, and a hostile file
    /// thousands, whose pairs would grow with their square.
    static let maximumPartialTotals = 24

    /// The sum of every pair of different amounts (the first `maximumPartialTotals` of them by
    /// line), with the later of the two lines printing them.
    private static func pairSums(_ amounts: [(value: Decimal, line: Int)]) -> [(value: Decimal, line: Int)] {
        let partials = amounts.sorted { $0.line < $1.line }.prefix(maximumPartialTotals)
        var sums: [(value: Decimal, line: Int)] = []
        for (offset, later) in partials.enumerated() {
            for earlier in partials.prefix(offset) {
                sums.append((earlier.value + later.value, later.line))
            }
        }
        return sums
    }

    /// Each run of two or more consecutive lines that read as rows of a tax summary (`B 7%
    /// 7,45 0,52 7,97` / `C 19% 20,18 3,83 24,01`), with the sum of their gross amounts and the
    /// run's first line.
    private static func taxTables(_ amounts: [[Amount]]) -> [(value: Decimal, line: Int)] {
        var tables: [(value: Decimal, line: Int)] = []
        var run: (sum: Decimal, first: Int, rows: Int)?
        for line in amounts.indices {
            guard let gross = grossOfSummaryRow(amounts[line]) else {
                if let finished = run, finished.rows >= 2 { tables.append((finished.sum, finished.first)) }
                run = nil
                continue
            }
            if let current = run {
                run = (current.sum + gross, current.first, current.rows + 1)
            } else {
                run = (gross, line, 1)
            }
        }
        if let finished = run, finished.rows >= 2 { tables.append((finished.sum, finished.first)) }
        return tables
    }

    /// The gross amount of a tax summary row: the last of three amounts or more (net, tax,
    /// gross); of two, their sum when the second is smaller (net and tax), else the second (a
    /// tax and the gross, the net unread).
    private static func grossOfSummaryRow(_ amounts: [Amount]) -> Decimal? {
        let values = amounts.filter(\.hasCents).map(\.value)
        guard values.count >= 2, values.allSatisfy({ $0 > 0 }), let last = values.last else { return nil }
        if values.count == 2, last < values[0] { return values[0] + last }
        return last
    }

    /// How the receipt's other amounts confirm a total.
    enum Confirmation {
        /// Other amounts add up to it: subtotal + tax, the items, a row of the tax summary, an
        /// earlier total and its rounding, two partial totals. Each is printed apart from the
        /// total, so one misread seldom passes.
        case sum
        /// Only the payment says so: the cash tendered (less the change). A cash line often
        /// repeats the total in the same print, and OCR may misread both alike (`16.00` read
        /// `14.00` twice).
        case payment
    }

    /// How `total` on line `index` is confirmed, or nil when nothing confirms it.
    func confirmation(of total: Decimal, atLine index: Int) -> Confirmation? {
        if subtotalsWithTax.contains(total) || roundsEarlierTotal(total, atLine: index)
            || itemsAddUp(to: total, before: index) || taxSummaryAddsUp(to: total, after: index)
            || billAddsUp(to: total, before: index)
            || (partialTotalSums.line(of: total) ?? .max) < index
        {
            return .sum
        }
        return paid.contains(total) ? .payment : nil
    }

    /// A row of the tax summary printed below the total (`SR  6  37.50  2.25`): its net amount
    /// and its tax, side by side, add up to the total, or to the total before the cash
    /// rounding printed above it (`Rounding : -0.01`): the summary shows unrounded amounts.
    /// A summary of one row per tax rate adds up to it by its gross amounts.
    private func taxSummaryAddsUp(to total: Decimal, after index: Int) -> Bool {
        let before = adjustments.filter { $0.line < index }.map { total - $0.value }
        return ([total] + before).contains {
            (summaryRows.line(of: $0) ?? -1) > index || (summaryTables.line(of: $0) ?? -1) > index
        }
    }

    /// A total printed after an earlier total and a rounding line between them, equal to the
    /// earlier total rounded by that line: the amount actually paid. Only the later total is
    /// confirmed this way; the earlier one is what was rounded.
    func roundsEarlierTotal(_ total: Decimal, atLine index: Int) -> Bool {
        (roundedTotals.line(of: total) ?? .max) < index
    }

    /// How far above the total its subtotal may stand for `billAddsUp`.
    static let billLines = 8

    /// The nearest subtotal above the total and what is printed between them add up to it:
    /// charges, taxes and roundings added, discounts taken off (`Subtotal 20.00`, `Service
    /// Charge 2.00`, `GST 6% 1.32`, `Total 23.32`), or to the sum rounded to five cents with no
    /// rounding line printed (`36.50 + 3.65 + 2.81` and `TOTAL $42.95`, where the smallest coin
    /// is five cents). Any other kind of money line between them (another total, a payment)
    /// means they are not one bill.
    private func billAddsUp(to total: Decimal, before index: Int) -> Bool {
        let kinds = finder.kinds
        guard let subtotal = (0..<index).reversed().prefix(Self.billLines).first(where: { kinds[$0] == .subtotal }),
            let (subtotalLine, subtotalAmount) = finder.amount(forLine: subtotal)
        else { return false }
        var sum = subtotalAmount.value
        var added = 0
        var line = subtotalLine + 1
        while line < index {
            switch kinds[line] {
            case .tax, .other, .rounding, .discount:
                guard let (amountLine, amount) = finder.amount(forLine: line), amountLine < index else { break }
                sum += kinds[line] == .discount ? -abs(amount.value) : amount.value
                added += 1
                line = amountLine
            default:
                return false
            }
            line += 1
        }
        return added >= 1 && (sum == total || Self.isCashRounding(of: sum, to: total))
    }

    /// Whether `total` is `sum` rounded to the nearest five cents, and not `sum` itself: a till
    /// that rounds to the smallest coin without printing the adjustment.
    static func isCashRounding(of sum: Decimal, to total: Decimal) -> Bool {
        // In twentieths of the currency unit: the total a whole number of them, the sum within
        // half of one (two cents) of it.
        var twentieths = total * 20
        var whole = Decimal()
        NSDecimalRound(&whole, &twentieths, 0, .plain)
        return total != sum && whole == total * 20 && abs(sum - total) * 40 < 1
    }

    /// Two or more of the items right above the total (`ItemsSum.items(above:)`), nearest
    /// first, add up to it. Items of zero count for nothing: a tax row `6.33` over rows of
    /// `0.00` (a tax summary whose amount column was misread) adds up to its own tax.
    ///
    /// The tax printed right above the total, under the items, adds to them: `FOOD 23.86`,
    /// `State&Local Tax 1.85`, `Amount Due 25.71` (a till's sales by kind, then the tax).
    private func itemsAddUp(to total: Decimal, before index: Int) -> Bool {
        let tax = taxRightAbove(index)
        var sum = Decimal(0)
        var added = 0
        for item in ItemsSum(finder: finder).items(above: index).items where item.value != 0 {
            sum += item.value
            added += 1
            if sum == total && added >= 2 { return true }
            if let tax, sum + tax == total { return true }
        }
        return false
    }

    /// The amounts of the tax lines right above line `index`, added up; nil when the line
    /// above is no tax line.
    private func taxRightAbove(_ index: Int) -> Decimal? {
        var sum: Decimal?
        var line = index - 1
        while line >= 0, finder.kinds[line] == .tax,
            let amount = finder.amounts[line].last(where: \.hasCents), amount.value > 0
        {
            sum = (sum ?? 0) + amount.value
            line -= 1
        }
        return sum
    }
}
