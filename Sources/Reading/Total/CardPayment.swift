import Foundation

/// The total as the amount charged to a card, for a receipt whose total line carries no amount
/// (`Total` over `Visa 7.61`, its amount read onto the payment line) or was not read: on a card
/// slip the card is charged the total. Only with no change handed back (cash was tendered
/// then), and only for an amount at least the subtotal and every item: a card line carrying
/// less pays a part.
struct CardPayment {
    let finder: TotalFinder

    /// Words that name a card payment.
    static let cardWords = [
        "visa", "mastercard", "master", "amex", "american express", "discover", "card", "credit", "debit",
        "eftpos", "maestro", "girocard", "kreditkarte", "carte", "tarjeta",
    ]

    /// The first card payment line whose amount (the rightmost with cents) covers the subtotal
    /// and every item, when no change is given.
    func line() -> Int? {
        let kinds = finder.kinds
        let changeGiven = kinds.indices.contains {
            kinds[$0] == .change && (finder.amounts[$0].last(where: \.hasCents)?.value ?? 0) > 0
        }
        guard !changeGiven else { return nil }
        let others = kinds.indices.filter { kinds[$0] == .other || kinds[$0] == .subtotal }
        let largest = others.compactMap { finder.amounts[$0].last(where: \.hasCents)?.value }.max() ?? 0
        return kinds.indices.first { index in
            guard kinds[index] == .tendered, let amount = finder.amounts[index].last(where: \.hasCents),
                amount.value > 0, amount.value >= largest
            else { return false }
            return KeywordMatcher.containsAny(Self.cardWords, in: finder.lines[index].words)
        }
    }
}
