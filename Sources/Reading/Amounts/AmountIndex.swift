import Foundation

/// Amounts sorted by value for lookup in logarithmic time, each with one line it was printed
/// on (the first or the last of the lines that print it). The receipt's arithmetic checks ask
/// the same questions of every candidate total; asked of a list, they grew with the product of
/// the lines a hostile file repeats (thousands of subtotal, tax and total lines).
struct AmountIndex {
    /// Which line an amount printed on several lines keeps.
    enum Keep {
        case first
        case last
    }

    private let values: [Decimal]
    private let lines: [Int]

    init(_ entries: [(value: Decimal, line: Int)], keep: Keep) {
        let sorted = entries.sorted(by: Self.inOrder)
        var values: [Decimal] = []
        var lines: [Int] = []
        for entry in sorted {
            if let last = values.last, last == entry.value {
                if keep == .last { lines[lines.count - 1] = entry.line }
                continue
            }
            values.append(entry.value)
            lines.append(entry.line)
        }
        self.values = values
        self.lines = lines
    }

    /// Ascending by amount, then by line.
    static func inOrder(_ a: (value: Decimal, line: Int), _ b: (value: Decimal, line: Int)) -> Bool {
        a.value < b.value || (a.value == b.value && a.line < b.line)
    }

    /// The amounts alone; the line is not asked for.
    init(_ values: [Decimal]) {
        self.init(values.map { (value: $0, line: 0) }, keep: .first)
    }

    /// Each distinct amount once, in ascending order, with the line kept for it.
    var entries: [(value: Decimal, line: Int)] { zip(values, lines).map { (value: $0, line: $1) } }

    /// Each distinct amount once, in ascending order.
    var distinctValues: [Decimal] { values }

    /// The line kept for `value`, or nil when no entry equals it.
    func line(of value: Decimal) -> Int? {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < values.count && values[low] == value ? lines[low] : nil
    }

    func contains(_ value: Decimal) -> Bool { line(of: value) != nil }
}
