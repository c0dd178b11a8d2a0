import Vault

/// The JSON shape of a spending summary: amounts as decimal strings.
struct SpendingJSON: Encodable {
    struct Sum: Encodable {
        var total: String
        var currency: String
    }

    struct Left: Encodable {
        var expenseId: Int64
        var total: String?
        var currency: String?
        var reason: String
    }

    var expenses: Int
    /// How many of `expenses` are drafts, and their part of `perCurrency`.
    var drafts: Int
    var draftsPerCurrency: [Sum]
    var perCurrency: [Sum]
    /// The sum converted into the journey's currency (null without one).
    var converted: Sum?
    var unconverted: [Left]
    /// Each expense of another currency in `converted`, with the rate used and its day.
    var conversions: [ConversionJSON]

    init(_ spending: Spending) {
        expenses = spending.count
        drafts = spending.draftCount
        draftsPerCurrency = spending.drafts.map { Sum(total: $0.decimalString, currency: $0.currency) }
        perCurrency = spending.perCurrency.map { Sum(total: $0.decimalString, currency: $0.currency) }
        converted = spending.converted.map { Sum(total: $0.decimalString, currency: $0.currency) }
        conversions = spending.conversions.map(ConversionJSON.init)
        unconverted = spending.unconverted.map {
            Left(
                expenseId: $0.expenseId, total: $0.money?.decimalString, currency: $0.money?.currency, reason: $0.reason
            )
        }
    }

    /// `spent        42.00 EUR, 120.00 USD`, then the converted sum and what it leaves out.
    /// With `conversions`, each converted expense follows on a line of its own with its rate.
    static func lines(_ spending: Spending, indent: String = "  ", conversions: Bool = false) -> [String] {
        guard spending.count > 0 else { return ["\(indent)spent        nothing yet"] }
        // Drafts count (they are receipts), but are said apart: they are not checked yet.
        let which =
            spending.draftCount == 0
            ? " (all confirmed)"
            : spending.draftCount == spending.count
                ? (spending.count == 1
                    ? " (a draft, not yet confirmed)" : " (all \(spending.count) drafts, not yet confirmed)")
                : " (of which \(String.counted(spending.draftCount, "draft")) not yet confirmed: "
                    + spending.drafts.map(\.description).joined(separator: ", ") + ")"
        var lines = [
            "\(indent)spent        " + spending.perCurrency.map(\.description).joined(separator: ", ") + which
        ]
        if let converted = spending.converted {
            let left = spending.unconverted.count
            lines.append(
                "\(indent)in \(converted.currency)       \(converted)"
                    + (left == 0 ? "" : " (without \(String.counted(left, "expense")) that could not be converted)"))
            for item in spending.conversions where conversions {
                lines.append(
                    "\(indent)  converted: expense \(item.expenseId) \(item.money) = \(item.converted) "
                        + "at \(ExchangeRate.text(item.rate)) (\(item.basis))")
            }
            for item in spending.unconverted {
                lines.append(
                    "\(indent)  not converted: expense \(item.expenseId)"
                        + (item.money.map { " \($0)" } ?? "") + ": \(item.reason)")
            }
        }
        return lines
    }
}
