import Foundation
import Reading
import Vault

/// The JSON shape of a report. Amounts are decimal strings, never numbers.
struct ReportJSON: Encodable {
    struct Group: Encodable {
        var name: String?
        var total: String
        var count: Int
        var share: Double
    }

    struct Section: Encodable {
        var currency: String
        var total: String
        var count: Int
        var groups: [Group]
    }

    var by: String
    var journey: String?
    var from: String?
    var to: String?
    var statuses: [String]
    var currencies: [Section]
    var excludedDrafts: Int
    var excludedDraftTotals: [String: String]
    var withoutAmount: Int
    /// Every counted expense in the journey's currency, with the user's rates.
    var converted: Section?
    var notConverted: [String]
    /// Where the journey's budget stands (a journey's report without --from/--to; null otherwise).
    var budget: BudgetJSON? = nil
    /// Each expense of another currency in `converted`, with the rate used and whose it is.
    var conversions: [ConversionJSON]

    init(_ report: ExpenseReport) {
        by = report.grouping.rawValue
        journey = report.journey?.slug
        from = report.selection.from?.description
        to = report.selection.to?.description
        statuses = report.selection.statuses.map(\.rawValue).sorted()
        func json(_ section: ExpenseReport.Section) -> Section {
            Section(
                currency: section.currency, total: section.format(section.total), count: section.count,
                groups: section.groups.map {
                    Group(name: $0.name, total: section.format($0.total), count: $0.count, share: $0.share)
                })
        }
        currencies = report.sections.map(json)
        converted = report.converted.map(json)
        notConverted = report.notConverted
        conversions = report.conversions.map(ConversionJSON.init)
        excludedDrafts = report.excludedDrafts
        excludedDraftTotals = report.excludedDraftTotals.reduce(into: [:]) { result, item in
            result[item.key] = Money.format(item.value, digits: CurrencyCode.minorUnitDigits(item.key) ?? 2)
        }
        withoutAmount = report.withoutAmount
    }
}

/// One converted expense in JSON: amounts and the rate as decimal strings, and the days of the
/// rates used (`sources`: `mine` or `ECB`, each with its day).
struct ConversionJSON: Encodable {
    struct Source: Encodable {
        var source: String
        var date: String
    }

    var expenseId: Int64
    var total: String
    var currency: String
    var converted: String
    var convertedCurrency: String
    var rate: String
    var basis: String
    var sources: [Source]

    init(_ item: Spending.Converted) {
        expenseId = item.expenseId
        total = item.money.decimalString
        currency = item.money.currency
        converted = item.converted.decimalString
        convertedCurrency = item.converted.currency
        rate = ExchangeRate.text(item.rate)
        basis = item.basis
        sources = item.sources.map { Source(source: $0.mine ? "mine" : "ECB", date: $0.date.description) }
    }
}
