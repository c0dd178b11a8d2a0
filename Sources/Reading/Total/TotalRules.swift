import Foundation

/// The rule that set a receipt's total. `TotalFinder` decides every total by exactly one of
/// them, and the total's confidence follows from it (`ConfidenceCalibration.total`).
public enum TotalRule: String, Sendable, Hashable, Codable, CaseIterable {
    /// The amount on the best total line (`GRAND TOTAL 42.50`, or the line just under it).
    case totalLine
    /// The total line's amount with one misread digit, mended by cash tendered minus change.
    case cashMinusChange
    /// The total line's amount with one misread digit, mended by the items printed right above
    /// it, whose sum the receipt prints twice (`Total 91.00` under a single item of `9.00`).
    case mendedByItems
    /// A total line whose cents OCR lost (`Total 41 Su`), completed by an earlier total and
    /// the rounding line between them.
    case completedByRounding
    /// The total line's amount adjusted by the rounding line printed after it.
    case rounded
    /// No total line: cash tendered minus change.
    case amountPaid
    /// No total line and no change: the amount charged to a card, at least the subtotal and
    /// every item (`CardPayment`).
    case cardPaid
    /// No total line and no payment: the amount before tax plus the tax (`NetPlusTax`).
    case netPlusTax
    /// No total line and no payment: the subtotal and the tax, service charge, rounding and
    /// discount lines under it add up to the amount printed next (`ChargesAdded`).
    case chargesAdded
    /// No total line and no payment: a run of items adding up to an amount printed below them
    /// (`ItemsSum`).
    case itemsSum
    /// No total line and no payment: the last subtotal, when no other amount is larger.
    case subtotalOnly
    /// No total line, no payment and no subtotal: the largest amount off the payment lines.
    case largestAmount

    /// How the total was found, for the user (`vault review`): nil for the plain total line.
    public var explanation: String? {
        switch self {
        case .totalLine: nil
        case .cashMinusChange: "cash minus change; the total line read one digit differently"
        case .mendedByItems: "the items above it add up to this; the total line read one digit differently"
        case .completedByRounding: "the total line lost its cents: completed from the earlier total and rounding"
        case .rounded: "the total line adjusted by the rounding line below it"
        case .amountPaid: "no total line read: cash minus change"
        case .cardPaid: "no total line read: the amount charged to the card"
        case .netPlusTax: "no total line read: the amount before tax plus the tax"
        case .chargesAdded: "no total line read: the subtotal and the charges under it add up to the next amount"
        case .itemsSum: "no total line read: the items add up to an amount printed below them"
        case .subtotalOnly: "no total line read: the subtotal"
        case .largestAmount: "no total line read: the largest amount"
        }
    }

    /// Whether the value was read from a total line (the rules a re-reading of that line can settle).
    var readsTotalLine: Bool {
        switch self {
        case .totalLine, .cashMinusChange, .mendedByItems, .completedByRounding, .rounded: true
        case .amountPaid, .cardPaid, .netPlusTax, .chargesAdded, .itemsSum, .subtotalOnly, .largestAmount: false
        }
    }
}

/// A named reason that ranks a total line's amount above or below the others, with its points.
/// A candidate's score is the sum of its adjustments, so the ranking can be read off them.
enum TotalAdjustment: String, Sendable, CaseIterable, RankingReason {
    /// `GRAND TOTAL`, `ZU ZAHLEN`, `TOTAL TTC`.
    case strongKeyword
    /// `TOTAL`.
    case totalKeyword
    /// A rounding line carrying a whole price (`Rounded Total 182.00`).
    case roundedTotalLine
    /// `BALANCE DUE` with an amount.
    case balanceDue
    /// `BALANCE DUE 0.00`: already paid.
    case nothingDue
    /// Zero or negative: never the amount to pay.
    case notPositive
    case hasCents
    /// A currency symbol or code printed with the amount.
    case currencyPrinted
    /// The amount needed an OCR slip undone (`42 50`).
    case repairedReading
    /// `Total 6% supplies`: a line of the tax breakdown.
    case percentOnLine
    /// `(TOTAL INCLUDED GST @ 6% : 0.42)`: the amount is the tax at the line's rate contained
    /// in another amount of the receipt (7.50 x 6/106), not a total.
    case taxContainedInAnother
    /// Printed after the first cash or change line.
    case afterPayment
    /// `Total : 5.00 0.30` below the payment: the net and tax columns of the tax summary.
    case taxSummaryColumns
    /// Printed larger than the receipt's typical line.
    case largePrint
    /// After a rounding line and before any cash line: the rounded, payable amount.
    case afterRounding
    /// Subtotal plus tax, cash minus change or the tax summary gives this amount.
    case confirmedByArithmetic
    /// The earlier total rounded by the line between them.
    case roundsEarlierTotal
    /// Later totals override earlier ones (after rounding, discounts, service); points grow
    /// with the line's position.
    case laterOnReceipt
    /// Of equal totals printed twice, the larger one is the final amount.
    case largestTotal
    /// An earlier total plus the tax, tip or service lines between them (`ORDER TOTAL 38.93`,
    /// `18% TIPS 8.09`, `TOTAL 47.02`): the final amount.
    case addsChargesToEarlierTotal
    /// A later total adds the lines under this one to it (`Net Total 11.97`, `Tax 1.06`,
    /// `TOTAL 13.03`): an amount before tax or tip, not the final one.
    case chargesAddedBelow

    /// The points of the reason (for `laterOnReceipt`, the most it gives, at the last line).
    var points: Double {
        switch self {
        case .strongKeyword: 4
        case .totalKeyword, .roundedTotalLine: 2
        case .balanceDue: 2.5
        case .nothingDue, .notPositive: -5
        case .hasCents: 1
        case .currencyPrinted, .laterOnReceipt: 0.5
        case .repairedReading: -0.3
        case .percentOnLine, .afterPayment: -1.5
        case .taxSummaryColumns: -3
        case .taxContainedInAnother: -6
        case .largePrint: 0.8
        case .afterRounding: 0.6
        case .confirmedByArithmetic: 2
        case .roundsEarlierTotal: 1
        case .largestTotal: 0.7
        case .addsChargesToEarlierTotal: 3
        case .chargesAddedBelow: -2
        }
    }
}

/// How a total was decided: the value, the rule that set it, the lines it was read from, and
/// (for a total line) the candidate with its adjustments.
struct TotalDecision {
    var value: Decimal
    var rule: TotalRule
    /// The line the value was read from.
    var line: Int
    /// The lines quoted as evidence, in reading order; for a sum of items, the line printing the
    /// sum first (it is what the user is shown as the total's source), then the items'.
    var evidence: [Int]
    /// The total line's candidate behind the value; nil when no total line was read.
    var candidate: TotalFinder.Candidate?
    /// The total lines' candidates it was chosen among, best first (those shown misread left out).
    var competitors: [TotalFinder.Candidate]
    /// For `.netPlusTax`: the tax is the net at the only tax rate the receipt prints.
    var atPrintedRate = false
}
