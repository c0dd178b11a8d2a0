import Foundation

/// The total as the sum of the items, for a receipt whose total line and payment were not read
/// (`Total Sales Inclusive GST: = =—~S OAS`) but whose items add up to an amount printed again
/// below them (`17.40` and `13.05`, and `30.45` in the tax summary): two readings, the items and
/// the printed sum, agree on it.
///
/// The items are the rightmost amounts with cents of the plain lines (and discounts), in
/// order; a run of two or more of them must add up to the amount to the cent, and the amount
/// must be printed on a line below the run, other than as an item of its own.
struct ItemsSum {
    let finder: TotalFinder

    /// At most this many item lines are summed: a receipt has far fewer, a hostile file more.
    static let maximumItems = 100
    /// At most this many lines above a line are looked at for its items: every total candidate
    /// asks, so an unbounded walk made 20,000 total lines take minutes.
    static let maximumLinesAbove = 2 * maximumItems

    /// The largest amount printed below a run of items that adds up to it, with the line
    /// printing it and the run's first and last lines.
    func total() -> (value: Decimal, line: Int, firstItem: Int, lastItem: Int)? {
        let items = itemAmounts()
        guard items.count >= 2 else { return nil }
        let runs = runsBySum(items)
        let itemValues = Dictionary(uniqueKeysWithValues: items.map { ($0.line, $0.value) })
        var best: (value: Decimal, line: Int, firstItem: Int, lastItem: Int)?
        for (line, list) in finder.amounts.enumerated() {
            let itemValue = itemValues[line]
            for amount in list where amount.hasCents && amount.value > 0 && amount.value != itemValue {
                guard amount.value > best?.value ?? 0, let run = runs[amount.value], run.last < line else { continue }
                best = (amount.value, line, run.first, run.last)
            }
        }
        return best
    }

    /// The items printed right above line `line`, nearest first: the rightmost amounts with
    /// cents of the plain and discount lines above it, up to the first line of another kind
    /// after them (at most `maximumItems`, within `maximumLinesAbove` lines). `crossesAmount` tells whether a line of another
    /// kind carrying such an amount (a subtotal, the tax) stands between the items and `line`.
    func items(above line: Int) -> (items: [(line: Int, value: Decimal)], crossesAmount: Bool) {
        var items: [(line: Int, value: Decimal)] = []
        var crossesAmount = false
        for index in stride(from: line - 1, through: max(0, line - Self.maximumLinesAbove), by: -1) {
            let kind = finder.kinds[index]
            let amount = finder.amounts[index].last(where: \.hasCents)
            guard kind == .other || kind == .discount else {
                if !items.isEmpty { break }
                if amount != nil { crossesAmount = true }
                continue
            }
            guard let amount else { continue }
            items.append((index, amount.value))
            if items.count == Self.maximumItems { break }
        }
        return (items, crossesAmount)
    }

    /// The items printed right above the total line `line` (`items(above:)`), added up, with
    /// the run's first and last lines. Nil when no item is printed there, or when a line of
    /// another kind carrying an amount stands between the items and the total (a subtotal,
    /// the tax: the total is not the items' sum alone).
    func run(above line: Int) -> (value: Decimal, firstItem: Int, lastItem: Int)? {
        let above = items(above: line)
        guard !above.crossesAmount, let nearest = above.items.first, let farthest = above.items.last else {
            return nil
        }
        return (above.items.reduce(0) { $0 + $1.value }, farthest.line, nearest.line)
    }

    /// The rightmost amount with cents of each plain or discount line, with its line.
    private func itemAmounts() -> [(line: Int, value: Decimal)] {
        var items: [(line: Int, value: Decimal)] = []
        for (line, kind) in finder.kinds.enumerated() where kind == .other || kind == .discount {
            guard let amount = finder.amounts[line].last(where: \.hasCents) else { continue }
            items.append((line, amount.value))
            if items.count == Self.maximumItems { break }
        }
        return items
    }

    /// Every sum of two or more consecutive items, with the first and last lines of the run
    /// that ends highest on the receipt.
    private func runsBySum(_ items: [(line: Int, value: Decimal)]) -> [Decimal: (first: Int, last: Int)] {
        var runs: [Decimal: (first: Int, last: Int)] = [:]
        for start in items.indices {
            var sum = items[start].value
            for end in items.indices.dropFirst(start + 1) {
                sum += items[end].value
                if let known = runs[sum], known.last <= items[end].line { continue }
                runs[sum] = (items[start].line, items[end].line)
            }
        }
        return runs
    }
}
