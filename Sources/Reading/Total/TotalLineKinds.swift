import Foundation

extension TotalFinder {
    /// Each line's kind from its keywords, with what the keywords alone get wrong about totals:
    /// - a total printed letter-spaced (`T OTA LE 82.0 0`) is read from its joined pieces
    ///   (`SpacedPrint.joinedWords`), when its words as read name nothing;
    /// - `Sold Items Total 13.40`: a count line whose amount has cents that are not zero is
    ///   money, a total (`TOTAL QTY 3`, `Total items 2.00` stay counts);
    /// - `BALANCE $90.52` alone on its line, with no payment or total above it, is the amount
    ///   still to pay, not the change handed back after a payment (`CASH 50.00` / `BALANCE
    ///   3.00`); a balance without cents is points (`Balance: 135837`), one beside other words
    ///   an item (`Balance Brot 0,99`).
    static func keywordKinds(of lines: [ReceiptLine], amounts: [[Amount]]) -> [LineKind] {
        var kinds = lines.map { LineKind.of($0.words) }
        var paymentAbove = false
        for index in kinds.indices {
            if kinds[index] == .other, let joined = SpacedPrint.joinedWords(lines[index].words) {
                let kind = LineKind.of(joined)
                if kind != .other, kind != .count { kinds[index] = kind }
            }
            if kinds[index] == .count, let amount = amounts[index].last, amount.hasCents, !isWhole(amount.value) {
                kinds[index] = .total(strong: false)
            }
            if kinds[index] == .change, !paymentAbove, amounts[index].last?.hasCents == true,
                lines[index].words.count == 1, KeywordMatcher.containsAny(["balance"], in: lines[index].words)
            {
                kinds[index] = .balanceDue
            }
            let paying = kinds[index] == .tendered || kinds[index].isTotal
            if paying, amounts[index].contains(where: \.hasCents) { paymentAbove = true }
        }
        return kinds
    }

    private static func isWhole(_ value: Decimal) -> Bool {
        var exact = value
        var whole = Decimal()
        NSDecimalRound(&whole, &exact, 0, .down)
        return whole == value
    }
}
