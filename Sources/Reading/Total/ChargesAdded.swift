import Foundation

/// The total as the subtotal with the charges printed under it, for a receipt whose total line
/// was not read (`iki iUTAL 343,95`) but whose amounts were: `SUB TOTAL 295.00`, `SERVICE
/// CHARGE 10% 29.50`, `GST 6% 19.47`, `ROUNDING ADJ -0.02` add up to the `343.95` printed on
/// the next line. The receipt's own arithmetic, and the amount it prints, agree on it.
///
/// The lines between the subtotal and that amount must all be tax, service charge, rounding or
/// discount lines with an amount (a discount subtracts, a rounding counts with its sign), at
/// least one of them; the amount is the rightmost one with cents on the first line after them
/// (or, in double-width print read with spaces inside it, the spaced amount that ends the line:
/// `A mou nt :  1 14.9 5`), and that line is no change line. A payment line may print it: cash
/// paid to the cent with no change (`SUB_TOT 885.00`, `VAT 110.63`, `SRV.TAX 43.37`, `CASH
/// 1039.00`) says the same sum again.
struct ChargesAdded {
    let finder: TotalFinder

    /// At most this many charge lines follow a subtotal: a receipt has far fewer, a hostile file more.
    static let maximumCharges = 10

    /// The subtotal plus its charges, with the subtotal's line and the line printing the sum.
    func total() -> (value: Decimal, subtotal: Int, line: Int)? {
        for index in finder.kinds.indices where finder.kinds[index] == .subtotal {
            guard let (line, subtotal) = finder.amount(forLine: index), subtotal.hasCents, subtotal.value > 0 else {
                continue
            }
            var sum = subtotal.value
            var next = line + 1
            var charges = 0
            while next < finder.lines.count, charges < Self.maximumCharges, let charge = charge(onLine: next) {
                sum += charge
                charges += 1
                next += 1
            }
            guard charges > 0, next < finder.lines.count, finder.kinds[next] != .change,
                let printed = finder.amounts[next].last(where: \.hasCents)
                    ?? SpacedPrint.closedUpAmount(in: finder.lines[next].text),
                printed.value == sum, sum > 0
            else { continue }
            return (sum, index, next)
        }
        return nil
    }

    /// What line `index` adds to the subtotal, when it is a tax, service charge, rounding or
    /// discount line with an amount with cents; nil for any other line.
    private func charge(onLine index: Int) -> Decimal? {
        guard let amount = finder.amounts[index].last(where: \.hasCents) else { return nil }
        switch finder.kinds[index] {
        case .tax, .rounding: return amount.value
        case .discount: return amount.value < 0 ? amount.value : -amount.value
        case .other:
            let isCharge = KeywordMatcher.containsAny(ReceiptKeywords.serviceCharge, in: finder.lines[index].words)
            return isCharge ? amount.value : nil
        default: return nil
        }
    }
}
