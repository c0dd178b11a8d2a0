/// What a receipt line is about, judged from its keywords.
enum LineKind: Sendable, Equatable {
    /// The payable total; `strong` for phrases such as `GRAND TOTAL`, `ZU ZAHLEN`, `TOTAL TTC`.
    case total(strong: Bool)
    /// `BALANCE DUE`: the total unless it is zero (already paid).
    case balanceDue
    case subtotal
    case tax
    case tendered
    case change
    case rounding
    case discount
    /// `TOTAL QTY`, `Anzahl Artikel`: a count, not money.
    case count
    case other

    /// Classifies a line from its folded words (see `KeywordMatcher.words(of:)`).
    static func of(_ words: [String]) -> LineKind {
        typealias K = ReceiptKeywords
        // Phrases whose words OCR ran together count too (`TOTALAMOUNT`, `CHANGEDUE`), and a
        // first word that lost its first letter (`otal`, `hange`).
        let has = { (phrases: [String]) in
            KeywordMatcher.containsAny(phrases, in: words, glued: true, firstLetterLost: true)
        }
        let totalWord = has(K.total) || has(K.strongTotal)
        if totalWord && has(K.count) && !has(K.strongTotal) { return .count }
        if totalWord && has(K.takenIn) && !has(K.strongTotal) { return .tendered }
        // `Total Savings`, `Discount Total`: what the discounts came to, not the amount to pay.
        if totalWord && has(K.discount) && !has(K.strongTotal) { return .discount }
        // `Total before tip`: the bill, before a tip the guest may add.
        if totalWord && has(K.tip) && !has(K.taxTotal) && has(K.exclusive) { return .total(strong: false) }
        if has(K.subtotal) { return .subtotal }
        if has(K.includedInTotal) { return .tax }
        if has(K.balanceDue) { return .balanceDue }
        if has(K.taxTotal) && !has(K.inclusive) { return .tax }
        if totalWord {
            // `Total excl. VAT`, `Total HT`: the amount before tax.
            if has(K.exclusive) && !has(K.strongTotal) { return .subtotal }
            if has(K.rounding) && !has(K.strongTotal) { return .rounding }
            return .total(strong: has(K.strongTotal))
        }
        if has(K.serviceCharge) { return .other }
        if has(K.change) { return .change }
        if has(K.rounding) { return .rounding }
        if has(K.discount) { return .discount }
        if has(K.tendered) { return .tendered }
        if has(K.tax) && !has(K.taxRegistration) { return .tax }
        return .other
    }

    var isTotal: Bool {
        if case .total = self { return true }
        return self == .balanceDue
    }
}
