import Foundation

/// Settles whether an invoice prints its numeric dates day first or month first from the
/// dates it prints that can be read only one way: `11/17/2017` (a payment on the same page)
/// says that `11/03/2017` is the 3rd of November, `31/10/2017` that it is the 11th of March.
/// Where the page gives no such date, or gives both kinds, the currency's convention stands.
enum InvoiceDateOrder {
    /// What the page's dates say about their order.
    struct Evidence: Equatable {
        var order: DateOrder
        /// 1 when the page's unambiguous dates settle the order, -1 when they contradict each
        /// other, nil when there are none.
        var settled: Double?
    }

    /// `fallback` unless the page's unambiguous numeric dates settle the order.
    static func evidence(in layout: InvoiceLayout, fallback: DateOrder) -> Evidence {
        var dayFirst = 0
        var monthFirst = 0
        let pattern = #/(?:^|[^\d.,/-])(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})(?![\d.,/-]*\d)/#
        // Only a line with two digits either side of a `.`, `/` or `-` can hold such a date:
        // the pattern is not run over the others.
        let marks = [UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "-")]
        for line in layout.lines where DigitMarks.mayHoldDigits(around: marks, in: line.line.text) {
            for match in line.line.text.matches(of: pattern) {
                guard let first = Int(match.output.1), let second = Int(match.output.2) else { continue }
                if (13...31).contains(first) && (1...12).contains(second) { dayFirst += 1 }
                if (13...31).contains(second) && (1...12).contains(first) { monthFirst += 1 }
            }
        }
        switch (dayFirst > 0, monthFirst > 0) {
        case (true, false): return Evidence(order: .dayFirst, settled: 1)
        case (false, true): return Evidence(order: .monthFirst, settled: 1)
        case (true, true): return Evidence(order: fallback, settled: -1)
        case (false, false): return Evidence(order: fallback, settled: nil)
        }
    }
}
