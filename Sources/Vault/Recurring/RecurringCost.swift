import Foundation
import GRDB
import Reading

/// How often a recurring cost comes back.
public enum RecurrenceUnit: String, Sendable, Codable, CaseIterable, DatabaseValueConvertible {
    case day, week, month, year
}

/// A cost that comes back at a fixed interval (`Vodafone 19.99 EUR every month from 2025-01-05`).
/// Each day it falls on becomes one confirmed expense when the vault is opened on or after it.
public struct RecurringCost: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public var id: Int64?
    public var merchant: String
    public var amountMinor: Int64
    public var currency: String
    public var every: RecurrenceUnit
    public var startDate: CalendarDate
    /// The last day it may fall on; nil for no end.
    public var endDate: CalendarDate?
    public var categoryId: Int64?
    /// Where its expenses go; nil files each by its date, as a typed expense is.
    public var journeyId: Int64?
    /// The last day booked or passed; nothing on or before it is booked again.
    public var bookedThrough: CalendarDate?
    public var createdAt: Date
    public var updatedAt: Date

    public static let databaseTableName = "recurring"

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// The amount as money.
    public var money: Money? { try? Money(minorUnits: amountMinor, currency: currency) }

    /// The `n`th day it falls on (0 is `startDate`). A monthly cost from the 31st falls on the
    /// last day of shorter months and on the 31st again after them; a yearly one from 29
    /// February falls on 28 February outside leap years.
    public func occurrence(_ n: Int) -> CalendarDate? {
        let start = startDate
        switch every {
        case .day: return start.adding(days: n)
        case .week: return start.adding(days: 7 * n)
        case .month:
            let index = start.month - 1 + n
            let year = start.year + index / 12
            let month = index % 12 + 1
            return CalendarDate(
                year: year, month: month, day: min(start.day, CalendarDate.daysIn(month: month, year: year)))
        case .year:
            let year = start.year + n
            return CalendarDate(
                year: year, month: start.month, day: min(start.day, CalendarDate.daysIn(month: start.month, year: year))
            )
        }
    }

    /// The days it falls on after `after` (all from the start when nil) up to `through`, both
    /// ends and `endDate` respected, in order.
    public func occurrences(after: CalendarDate?, through: CalendarDate) -> [CalendarDate] {
        let last = endDate.map { min($0, through) } ?? through
        var days: [CalendarDate] = []
        var n = 0
        while let day = occurrence(n), day <= last {
            if after.map({ day > $0 }) ?? true { days.append(day) }
            n += 1
        }
        return days
    }

    /// The first day it falls on after `day`, if it does before its end.
    public func next(after day: CalendarDate) -> CalendarDate? {
        var n = 0
        while let candidate = occurrence(n) {
            if let endDate, candidate > endDate { return nil }
            if candidate > day { return candidate }
            n += 1
        }
        return nil
    }
}
