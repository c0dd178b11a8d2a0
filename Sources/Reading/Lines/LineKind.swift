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
        typealias K = Tables
        // Phrases whose words OCR ran together count too (`TOTALAMOUNT`, `CHANGEDUE`), and a
        // first word that lost its first letter (`otal`, `hange`).
        let has = { (table: KeywordTable) in table.occurs(in: words, glued: true, firstLetterLost: true) }
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

    /// The tables of `ReceiptKeywords` that tell a line's kind, each built once.
    private enum Tables {
        static let balanceDue = KeywordTable(ReceiptKeywords.balanceDue)
        static let change = KeywordTable(ReceiptKeywords.change)
        static let count = KeywordTable(ReceiptKeywords.count)
        static let discount = KeywordTable(ReceiptKeywords.discount)
        static let exclusive = KeywordTable(ReceiptKeywords.exclusive)
        static let includedInTotal = KeywordTable(ReceiptKeywords.includedInTotal)
        static let inclusive = KeywordTable(ReceiptKeywords.inclusive)
        static let rounding = KeywordTable(ReceiptKeywords.rounding)
        static let serviceCharge = KeywordTable(ReceiptKeywords.serviceCharge)
        static let strongTotal = KeywordTable(ReceiptKeywords.strongTotal)
        static let subtotal = KeywordTable(ReceiptKeywords.subtotal)
        static let takenIn = KeywordTable(ReceiptKeywords.takenIn)
        static let tax = KeywordTable(ReceiptKeywords.tax)
        static let taxRegistration = KeywordTable(ReceiptKeywords.taxRegistration)
        static let taxTotal = KeywordTable(ReceiptKeywords.taxTotal)
        static let tendered = KeywordTable(ReceiptKeywords.tendered)
        static let tip = KeywordTable(ReceiptKeywords.tip)
        static let total = KeywordTable(ReceiptKeywords.total)
    }

    var isTotal: Bool {
        if case .total = self { return true }
        return self == .balanceDue
    }
}
