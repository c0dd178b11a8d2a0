import Foundation

/// The total as the amount before tax plus the tax, for a receipt whose total line was not
/// read (`Total FI ... BS Oo`) but whose tax summary was: `Netto-Warenwert 130,25` and
/// `incl. 19,00% MwSt 24,75` make 155,00.
///
/// Only a line that names its amount as before tax counts as the net (a plain `SUBTOTAL` may
/// already include the tax), and only when the receipt shows one such amount and one tax
/// amount, the tax no more than `highestRate` of the net, and, when the tax line prints its
/// rate, the tax at that rate to the cent.
struct NetPlusTax {
    let finder: TotalFinder

    /// No tax in use is higher than this share of the amount before it.
    static let highestRate = Decimal(30) / 100

    /// The net plus the tax, with the lines of the net and of the tax, and whether the tax is
    /// the net at the only rate the receipt prints (`taxAtTheOnlyPrintedRate`).
    func total() -> (value: Decimal, net: Int, tax: Int, atPrintedRate: Bool)? {
        let nets = amounts { kind, line in kind == .subtotal && isBeforeTax(line) }
        let taxes = amounts { kind, _ in kind == .tax }.filter { $0.value > 0 }
        guard Set(nets.map(\.value)).count == 1, let net = nets.first, net.value > 0,
            Set(taxes.map(\.value)).count == 1, let tax = taxes.first,
            tax.value <= net.value * Self.highestRate,
            matchesPrintedRate(tax: tax.value, net: net.value, onLine: tax.keywordLine)
        else { return nil }
        return (net.value + tax.value, net.line, tax.line, taxAtTheOnlyPrintedRate(taxLine: tax.keywordLine))
    }

    /// The amounts with cents of the lines of a kind, each with the line it was read from (the
    /// keyword's line or the one under it) and the keyword's line.
    private func amounts(
        where include: (LineKind, Int) -> Bool
    ) -> [(value: Decimal, line: Int, keywordLine: Int)] {
        finder.kinds.indices.compactMap { index in
            guard include(finder.kinds[index], index), let (line, amount) = finder.amount(forLine: index),
                amount.hasCents
            else { return nil }
            return (amount.value, line, index)
        }
    }

    /// `Netto`, `Total excl. GST`, `Total HT`: the line says its amount is before tax.
    private func isBeforeTax(_ index: Int) -> Bool {
        let words = finder.lines[index].words
        return KeywordMatcher.containsAny(ReceiptKeywords.beforeTax, in: words, glued: true)
            || KeywordMatcher.containsAny(ReceiptKeywords.exclusive, in: words)
    }

    /// Whether the tax is `net` at the rate printed on the tax's keyword line, to the cent;
    /// true when the line prints no rate.
    private func matchesPrintedRate(tax: Decimal, net: Decimal, onLine line: Int) -> Bool {
        guard let rate = finder.printedRates[line] else { return true }
        return abs(net * rate / 100 - tax) <= Decimal(1) / 100
    }

    /// Whether the tax's keyword line prints its rate (which `total()` has checked the net and
    /// the tax against, to the cent) and no line with money on it prints another rate: two
    /// amounts read apart that a slip would not make agree, and no second rate (`1=19,00% 0,85
    /// 0,74 0,14` / `2=7,00% ...`) whose goods the sum would leave out. A percent sign in
    /// stray marks (`2 %`) holds no money.
    private func taxAtTheOnlyPrintedRate(taxLine: Int) -> Bool {
        guard let rate = finder.printedRates[taxLine] else { return false }
        return finder.lines.indices.allSatisfy { index in
            guard let other = finder.printedRates[index], other != rate else { return true }
            return !finder.amounts[index].contains(where: \.hasCents)
        }
    }
}
