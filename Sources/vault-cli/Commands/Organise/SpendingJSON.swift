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
    var perCurrency: [Sum]
    /// The sum converted into the journey's currency (null without one).
    var converted: Sum?
    var unconverted: [Left]

    init(_ spending: Spending) {
        expenses = spending.count
        perCurrency = spending.perCurrency.map { Sum(total: $0.decimalString, currency: $0.currency) }
        converted = spending.converted.map { Sum(total: $0.decimalString, currency: $0.currency) }
        unconverted = spending.unconverted.map {
            Left(
                expenseId: $0.expenseId, total: $0.money?.decimalString, currency: $0.money?.currency, reason: $0.reason
            )
        }
    }

    /// `spent        42.00 EUR, 120.00 USD`, then the converted sum and what it leaves out.
    static func lines(_ spending: Spending, indent: String = "  ") -> [String] {
        guard spending.count > 0 else { return ["\(indent)spent        nothing yet"] }
        var lines = ["\(indent)spent        " + spending.perCurrency.map(\.description).joined(separator: ", ")]
        if let converted = spending.converted {
            let left = spending.unconverted.count
            lines.append(
                "\(indent)in \(converted.currency)       \(converted)"
                    + (left == 0 ? "" : " (without \(String.counted(left, "expense")) that could not be converted)"))
            for item in spending.unconverted {
                lines.append(
                    "\(indent)  not converted: expense \(item.expenseId)"
                        + (item.money.map { " \($0)" } ?? "") + ": \(item.reason)")
            }
        }
        return lines
    }
}
