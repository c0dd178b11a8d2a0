import Foundation
import GRDB
import Reading

/// An overview of the vault: journeys by time, documents by kind, drafts waiting, spending per
/// journey and per category (each currency apart, converted where rates allow) and the
/// merchants used most. Rejected expenses are never counted.
public struct VaultStats: Sendable {
    public struct Journeys: Sendable, Equatable {
        public var upcoming = 0
        public var active = 0
        public var past = 0
        /// Without dates, so neither of the above.
        public var undated = 0
    }

    public struct JourneySpending: Sendable {
        public var slug: String
        public var spending: Spending
    }

    public struct CategorySpending: Sendable {
        /// nil for expenses without a category.
        public var category: String?
        public var spending: Spending
    }

    public struct Merchant: Sendable, Equatable {
        public var name: String
        public var expenses: Int
        public var perCurrency: [Money]
    }

    public var journeys = Journeys()
    /// Documents per kind (`unknown` for documents from before kinds).
    public var documentsByKind: [String: Int] = [:]
    public var documents = 0
    public var draftsWaiting = 0
    public var perJourney: [JourneySpending] = []
    /// Converted into the configured currency (`vault config set currency`) where one is set.
    public var perCategory: [CategorySpending] = []
    public var topMerchants: [Merchant] = []
}

extension Vault {
    /// The vault's statistics as of `today`.
    public func stats(today: CalendarDate = .today, topMerchants: Int = 10) throws -> VaultStats {
        try database.pool.read { db in
            var stats = VaultStats()
            let journeys = try Journey.fetchAll(db)
            for journey in journeys {
                switch (journey.startDate, journey.endDate) {
                case (nil, nil): stats.journeys.undated += 1
                case (let start, let end):
                    if let start, start > today {
                        stats.journeys.upcoming += 1
                    } else if let end, end < today {
                        stats.journeys.past += 1
                    } else {
                        stats.journeys.active += 1
                    }
                }
            }
            for row in try Row.fetchAll(db, sql: "SELECT kind, COUNT(*) AS n FROM document GROUP BY kind") {
                stats.documentsByKind[(row["kind"] as String?) ?? "unknown"] = row["n"]
                stats.documents += row["n"] as Int
            }
            stats.draftsWaiting = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM expense WHERE status = 'draft'") ?? 0
            let expenses = try Expense.filter(Expense.Columns.status != ExpenseStatus.rejected.rawValue).fetchAll(db)
            let configured = try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = 'currency'")
            let converter = try Self.converter(
                in: db, for: expenses, into: Set(journeys.compactMap(\.currency) + [configured].compactMap { $0 }))
            let byJourney = Dictionary(grouping: expenses) { $0.journeyId ?? 0 }
            stats.perJourney = journeys.compactMap { journey in
                guard let id = journey.id, let items = byJourney[id] else { return nil }
                return .init(
                    slug: journey.slug,
                    spending: Spending(expenses: items, target: journey.currency, converter: converter))
            }
            let names = Dictionary(
                try Category.fetchAll(db).compactMap { category in category.id.map { ($0, category.name) } },
                uniquingKeysWith: { first, _ in first })
            stats.perCategory = Dictionary(grouping: expenses) { $0.categoryId.flatMap { names[$0] } }
                .map { .init(category: $0, spending: Spending(expenses: $1, target: configured, converter: converter)) }
                .sorted { ($0.category ?? "\u{10FFFF}") < ($1.category ?? "\u{10FFFF}") }
            let byMerchant = Dictionary(grouping: expenses.filter { $0.merchant != nil }) {
                MerchantRule.fold($0.merchant ?? "")
            }
            stats.topMerchants = byMerchant.values
                .map { items in
                    VaultStats.Merchant(
                        name: items.first?.merchant ?? "", expenses: items.count,
                        perCurrency: Spending(expenses: items, target: nil, converter: converter).perCurrency)
                }
                .sorted { ($0.expenses, $1.name) > ($1.expenses, $0.name) }
                .prefix(topMerchants).map { $0 }
            return stats
        }
    }
}
