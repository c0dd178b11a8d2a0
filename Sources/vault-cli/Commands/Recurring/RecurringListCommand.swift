import ArgumentParser
import Reading
import Vault

struct RecurringListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the recurring costs, and shops that look like one.")

    @OptionGroup var vault: VaultOptions

    @Flag(help: "Print JSON: {recurring: [...], suggestions: [...]}, amounts as decimal strings.")
    var json = false

    struct Output: Encodable {
        struct Cost: Encodable {
            var id: Int64
            var merchant: String
            var total: String
            var currency: String
            var every: String
            var from: String
            var until: String?
            var category: String?
            var journey: String?
            var next: String?
            var booked: Int
            var bookedThrough: String?
            var skipped: [String]
        }

        struct Suggestion: Encodable {
            var merchant: String
            var total: String
            var currency: String
            var every: String
            var expenseIds: [Int64]
            var next: String?
            var command: String
        }

        var recurring: [Cost]
        var suggestions: [Suggestion]
    }

    func run() throws {
        let opened = try vault.open()
        let costs = try opened.recurringCosts()
        let categories = try opened.categoryNames()
        let journeys = Dictionary(
            try opened.journeys().compactMap { journey in journey.id.map { ($0, journey.slug) } },
            uniquingKeysWith: { first, _ in first })
        let booked = try opened.bookedCounts()
        let skipped = try opened.skippedDays()
        let today = CalendarDate.today()
        let output = Output(
            recurring: costs.map { cost in
                let id = cost.id ?? 0
                return .init(
                    id: id, merchant: cost.merchant, total: cost.money?.decimalString ?? "?", currency: cost.currency,
                    every: cost.every.rawValue, from: cost.startDate.description, until: cost.endDate?.description,
                    category: cost.categoryId.flatMap { categories[$0] },
                    journey: cost.journeyId.flatMap { journeys[$0] },
                    next: cost.next(after: max(today, cost.bookedThrough ?? today))?.description,
                    booked: booked[id] ?? 0, bookedThrough: cost.bookedThrough?.description,
                    skipped: (skipped[id] ?? []).map(\.description))
            },
            suggestions: try opened.recurringSuggestions().map { suggestion in
                .init(
                    merchant: suggestion.merchant, total: suggestion.money.decimalString,
                    currency: suggestion.money.currency, every: suggestion.every.rawValue,
                    expenseIds: suggestion.expenseIds, next: suggestion.next?.description,
                    command: RecurringLines.command(suggestion))
            })
        if json { return try Terminal.printJSON(output) }
        if output.recurring.isEmpty {
            print(
                "No recurring costs. Add one with `vault recurring add --merchant NAME --total 19.99 --currency EUR "
                    + "--every month --from 2025-01-05`.")
        } else {
            var table = Table(
                "ID", "MERCHANT", "TOTAL", "EVERY", "FROM", "UNTIL", "NEXT", "BOOKED", "CATEGORY", "JOURNEY")
            for cost in output.recurring {
                table.add(
                    String(cost.id), cost.merchant, "\(cost.total) \(cost.currency)", cost.every, cost.from,
                    cost.until ?? "-", cost.next ?? "-", String(cost.booked), cost.category ?? "-", cost.journey ?? "-")
            }
            print(table.render())
        }
        for suggestion in output.suggestions {
            let ids = suggestion.expenseIds.map(String.init).joined(separator: ", ")
            print(
                "\nsuggestion: \(suggestion.merchant) \(suggestion.total) \(suggestion.currency) every "
                    + "\(suggestion.every) (expenses \(ids)); to book it by itself:\n  \(suggestion.command)")
        }
    }
}

/// Recurring costs in words.
enum RecurringLines {
    /// `Vodafone 19.99 EUR every month from 2025-01-05 until 2025-12-31`
    static func summary(_ cost: RecurringCost) -> String {
        "\(cost.merchant) \(cost.money?.description ?? "?") every \(cost.every.rawValue) from \(cost.startDate)"
            + (cost.endDate.map { " until \($0)" } ?? "")
    }

    /// The command that adds a suggested recurring cost from its next day.
    static func command(_ suggestion: RecurringSuggestion) -> String {
        let merchant = suggestion.merchant.replacingOccurrences(of: "\"", with: "\\\"")
        return "vault recurring add --merchant \"\(merchant)\" --total \(suggestion.money.decimalString) "
            + "--currency \(suggestion.money.currency) --every \(suggestion.every.rawValue)"
            + (suggestion.next.map { " --from \($0)" } ?? "")
    }
}
