import Foundation
import Reading

/// What a report groups expenses by.
public enum ReportGrouping: String, Sendable, CaseIterable, Codable {
    case category
    case merchant
    case day
    case tag

    /// The name of the group of expenses that have no value (listed last).
    public var noneLabel: String {
        switch self {
        case .category: return "Uncategorized"
        case .merchant: return "Unknown merchant"
        case .day: return "Undated"
        case .tag: return "Untagged"
        }
    }
}

/// Totals of expenses per currency and group: what `vault report` shows.
///
/// Amounts are exact `Decimal`s in each currency; currencies are never added together.
/// Groups are sorted by total, largest first (days by date), and the group of expenses
/// without a value ("Uncategorized") comes last. With grouping by tag, an expense with
/// several tags counts in each, so shares may add up to more than 100%.
public struct ExpenseReport: Sendable {
    public struct Group: Sendable, Equatable {
        /// nil for expenses without a value (no category, merchant, date or tag).
        public var name: String?
        public var total: Decimal
        public var count: Int
        /// The group's part of its currency's total, 0...1 (0 when that total is 0).
        public var share: Double

        public init(name: String?, total: Decimal, count: Int, share: Double) {
            self.name = name
            self.total = total
            self.count = count
            self.share = share
        }
    }

    public struct Section: Sendable, Equatable {
        public var currency: String
        public var total: Decimal
        public var count: Int
        public var groups: [Group]

        /// `amount` written with this currency's digits (`"18.40"`, `"4200"` for JPY).
        public func format(_ amount: Decimal) -> String {
            Money.format(amount, digits: CurrencyCode.minorUnitDigits(currency) ?? 2)
        }
    }

    public var grouping: ReportGrouping
    public var selection: ExpenseSelection
    /// The journey reported on, when one was chosen.
    public var journey: Journey?
    public var sections: [Section]
    /// The expenses counted, oldest first.
    public var entries: [ExpenseEntry]
    /// Expenses in the selection that have no total or currency, so count in no sum.
    public var withoutAmount: Int
    /// Drafts left out (the default counts confirmed expenses only), and their totals.
    public var excludedDrafts: Int
    public var excludedDraftTotals: [String: Decimal]
    /// Every counted expense in the journey's currency, converted with the user's rates (the
    /// rate nearest each expense's day), when the report holds other currencies and a rate
    /// exists; `nil` otherwise.
    public var converted: Section?
    /// The expenses left out of `converted`, and why (`expense 7: no rate CZK -> EUR ...`).
    public var notConverted: [String] = []
    /// Each expense of another currency in `converted`, with the rate used and its source.
    public var conversions: [Spending.Converted] = []

    /// Where the rates of `converted` came from, in one line (``Spending/Converted``).
    public var ratesUsed: String? { conversions.ratesUsed }

    /// Builds the report from `entries` (already selected).
    public static func make(
        _ entries: [ExpenseEntry], grouping: ReportGrouping, selection: ExpenseSelection, journey: Journey?,
        excludedDrafts: [ExpenseEntry] = [], converter: CurrencyConverter? = nil, currency: String? = nil
    ) -> ExpenseReport {
        var withoutAmount = 0
        var byCurrency: [String: [(keys: [String?], amount: Decimal)]] = [:]
        for entry in entries {
            guard let money = entry.expense.money else {
                withoutAmount += 1
                continue
            }
            byCurrency[money.currency, default: []].append((keys(of: entry, grouping), money.amount))
        }
        let sections = byCurrency.keys.sorted().map { currency in
            section(currency, items: byCurrency[currency] ?? [], grouping: grouping)
        }
        var draftTotals: [String: Decimal] = [:]
        for draft in excludedDrafts {
            if let money = draft.expense.money { draftTotals[money.currency, default: 0] += money.amount }
        }
        var report = ExpenseReport(
            grouping: grouping, selection: selection, journey: journey, sections: sections, entries: entries,
            withoutAmount: withoutAmount, excludedDrafts: excludedDrafts.count, excludedDraftTotals: draftTotals)
        // The currency asked for, else the journey's; a currency asked for always gets its
        // block (or the list of what could not be converted into it).
        if let converter, let target = currency ?? journey?.currency,
            currency != nil || sections.contains(where: { $0.currency != target })
        {
            var items: [(keys: [String?], amount: Decimal)] = []
            for entry in entries {
                guard let money = entry.expense.money else { continue }
                switch converter.conversion(money, to: target, on: entry.expense.date) {
                case .success(let converted):
                    items.append((keys(of: entry, grouping), converted.money.amount))
                    if money.currency != target {
                        report.conversions.append(
                            Spending.Converted(
                                expenseId: entry.expense.id ?? 0, money: money, converted: converted.money,
                                rate: converted.rate, sources: converted.sources))
                    }
                case .failure(let failure): report.notConverted.append("expense \(entry.expense.id ?? 0): \(failure)")
                }
            }
            if items.count > (byCurrency[target]?.count ?? 0) || (currency != nil && !items.isEmpty) {
                report.converted = section(target, items: items, grouping: grouping)
            } else if currency == nil {
                report.notConverted = []
            }
        }
        return report
    }

    /// The totals of one currency's items, per group.
    private static func section(
        _ currency: String, items: [(keys: [String?], amount: Decimal)], grouping: ReportGrouping
    ) -> Section {
        let total = items.reduce(Decimal(0)) { $0 + $1.amount }
        var totals: [String?: (total: Decimal, count: Int)] = [:]
        for item in items {
            for key in item.keys {
                let current = totals[key] ?? (0, 0)
                totals[key] = (current.total + item.amount, current.count + 1)
            }
        }
        let groups = totals.map { key, value in
            Group(
                name: key, total: value.total, count: value.count,
                share: total == 0 ? 0 : NSDecimalNumber(decimal: value.total / total).doubleValue)
        }
        return Section(
            currency: currency, total: total, count: items.count, groups: sorted(groups, grouping: grouping))
    }

    private static func keys(of entry: ExpenseEntry, _ grouping: ReportGrouping) -> [String?] {
        switch grouping {
        case .category: return [entry.category]
        case .merchant: return [entry.expense.merchant]
        case .day: return [entry.expense.date?.description]
        case .tag: return entry.tags.isEmpty ? [nil] : entry.tags
        }
    }

    private static func sorted(_ groups: [Group], grouping: ReportGrouping) -> [Group] {
        groups.sorted { left, right in
            switch (left.name, right.name) {
            case (nil, _?): return false
            case (_?, nil): return true
            case (let a?, let b?):
                if grouping == .day { return a < b }
                if left.total != right.total { return left.total > right.total }
                return a.localizedStandardCompare(b) == .orderedAscending
            case (nil, nil): return false
            }
        }
    }
}

extension Vault {
    /// The report of the expenses `selection` covers. When drafts are not selected, the
    /// drafts the selection would otherwise cover are counted for the footer.
    /// With `currency`, the converted block is in that currency instead of the journey's.
    public func report(
        _ selection: ExpenseSelection, grouping: ReportGrouping, currency: String? = nil
    ) throws -> ExpenseReport {
        let entries = try expenseEntries(selection)
        var drafts: [ExpenseEntry] = []
        if !selection.statuses.contains(.draft) {
            var draftSelection = selection
            draftSelection.statuses = [.draft]
            drafts = try expenseEntries(draftSelection)
        }
        let journey = try selection.journey.map { try self.journey(slug: $0) }
        let targets = Set([currency ?? journey?.currency].compactMap { $0 })
        let converter = try database.pool.read { db in
            try Self.converter(in: db, for: entries.map(\.expense), into: targets)
        }
        return ExpenseReport.make(
            entries, grouping: grouping, selection: selection, journey: journey, excludedDrafts: drafts,
            converter: converter, currency: currency)
    }
}
