import Foundation
import GRDB
import Reading

/// Confirmed expenses of one shop that repeat one amount at a regular interval: a recurring
/// cost the owner may want vault to book by itself.
public struct RecurringSuggestion: Sendable, Equatable {
    public var merchant: String
    public var money: Money
    public var every: RecurrenceUnit
    /// The expenses that repeat, oldest first (three or more).
    public var expenseIds: [Int64]
    public var dates: [CalendarDate]
    /// The next day it would fall on.
    public var next: CalendarDate?
}

extension Vault {
    /// Shops whose last three or more confirmed expenses (not booked from a recurring cost)
    /// have one amount, one currency and one interval (a day, a week, a month or a year),
    /// and that no recurring cost covers yet.
    public func recurringSuggestions() throws -> [RecurringSuggestion] {
        try database.pool.read { db in
            let covered = Set(
                try String.fetchAll(db, sql: "SELECT merchant FROM recurring").map { $0.lowercased() })
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT id, merchant, amountMinor, currency, date FROM expense
                    WHERE status = 'confirmed' AND recurringId IS NULL AND merchant IS NOT NULL
                        AND amountMinor IS NOT NULL AND currency IS NOT NULL AND date IS NOT NULL
                    ORDER BY date, id
                    """)
            var groups: [String: [(id: Int64, merchant: String, minor: Int64, currency: String, date: CalendarDate)]] =
                [:]
            for row in rows {
                guard let date = CalendarDate(iso: row["date"]) else { continue }
                let merchant: String = row["merchant"]
                let minor: Int64 = row["amountMinor"]
                let currency: String = row["currency"]
                groups["\(merchant.lowercased())|\(minor)|\(currency)", default: []].append(
                    (row["id"], merchant, minor, currency, date))
            }
            var suggestions: [RecurringSuggestion] = []
            for group in groups.values where group.count >= 3 {
                guard let first = group.first, !covered.contains(first.merchant.lowercased()) else { continue }
                // The longest run at the end with one interval: the pattern as it stands now.
                for unit in RecurrenceUnit.allCases {
                    var run = [group[group.count - 1]]
                    for item in group.dropLast().reversed() {
                        guard Self.isOneStep(from: item.date, to: run[0].date, every: unit) else { break }
                        run.insert(item, at: 0)
                    }
                    guard run.count >= 3, let money = try? Money(minorUnits: first.minor, currency: first.currency)
                    else { continue }
                    let schedule = RecurringCost(
                        id: nil, merchant: first.merchant, amountMinor: first.minor, currency: first.currency,
                        every: unit, startDate: run[0].date, endDate: nil, categoryId: nil, journeyId: nil,
                        bookedThrough: nil, createdAt: Date(), updatedAt: Date())
                    suggestions.append(
                        RecurringSuggestion(
                            merchant: run[run.count - 1].merchant, money: money, every: unit, expenseIds: run.map(\.id),
                            dates: run.map(\.date), next: schedule.next(after: run[run.count - 1].date)))
                    break
                }
            }
            return suggestions.sorted {
                ($0.merchant.lowercased(), $0.money.currency) < ($1.merchant.lowercased(), $1.money.currency)
            }
        }
    }

    /// Whether `later` is one `unit` after `earlier`: exactly for days and weeks; for months
    /// and years the next one, about a month (25 to 37 days: a bill dated the 5th may be paid
    /// on the 7th and the next on the 4th, a month has 28 to 31 days) or a year apart.
    static func isOneStep(from earlier: CalendarDate, to later: CalendarDate, every unit: RecurrenceUnit) -> Bool {
        let days = later.dayNumber - earlier.dayNumber
        switch unit {
        case .day: return days == 1
        case .week: return days == 7
        case .month:
            return (25...37).contains(days)
                && (later.year * 12 + later.month) - (earlier.year * 12 + earlier.month) == 1
        case .year: return (362...369).contains(days) && later.year - earlier.year == 1
        }
    }
}
