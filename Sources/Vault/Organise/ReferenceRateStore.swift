import Foundation
import GRDB
import Reading

/// The stored ECB reference rates: what a converter needs, what was in force on a day, and a
/// summary of what is stored.
extension Vault {
    /// A converter for `expenses` into any of `targets`: the user's rates, and of the reference
    /// rates only those a conversion of these expenses uses: for each currency and day needed,
    /// one seek for the rate of that day or the last before it (the full history is ~200,000
    /// rows; a journey needs a few, stats over years of expenses one per expense and currency).
    static func converter(in db: Database, for expenses: [Expense], into targets: Set<String>) throws
        -> CurrencyConverter
    {
        let mine = try rates(in: db)
        var needed = Set<String>()
        var keys = Set<[String]>()
        for expense in expenses {
            guard let date = expense.date?.description, let currency = expense.currency else { continue }
            for code in targets.union([currency]) where code != "EUR" {
                needed.insert(code)
                keys.insert([code, date])
            }
        }
        guard !keys.isEmpty else { return CurrencyConverter(rates: mine) }
        var covered = Set<String>()
        for code in needed {
            let stored = try Bool.fetchOne(
                db, sql: "SELECT 1 FROM referenceRate WHERE currency = ? LIMIT 1", arguments: [code])
            if stored != nil { covered.insert(code) }
        }
        let statement = try db.makeStatement(
            sql: """
                SELECT currency, date, rate FROM referenceRate
                WHERE currency = ? AND date <= ? ORDER BY date DESC LIMIT 1
                """)
        var reference = Set<ReferenceRate>()
        for key in keys where covered.contains(key[0]) {
            if let row = try Row.fetchOne(statement, arguments: [key[0], key[1]]), let rate = referenceRate(row) {
                reference.insert(rate)
            }
        }
        return CurrencyConverter(rates: mine, reference: Array(reference), referenceCurrencies: covered)
    }

    private static func referenceRate(_ row: Row) -> ReferenceRate? {
        guard let rate = Money.parseDecimal(row["rate"]), let date = CalendarDate(iso: row["date"]) else { return nil }
        return ReferenceRate(currency: row["currency"], rate: rate, date: date)
    }

    /// The ECB's rates in force on `date`: for each currency, the rate of that day or of the
    /// last business day before it (at most ``CurrencyConverter/referenceLookBack`` days back).
    public func referenceRates(on date: CalendarDate) throws -> [ReferenceRate] {
        try database.pool.read { db in
            // SQLite gives the other columns of the row that holds MAX(date).
            try Row.fetchAll(
                db,
                sql: """
                    SELECT currency, MAX(date) AS date, rate FROM referenceRate
                    WHERE date BETWEEN ? AND ? GROUP BY currency ORDER BY currency
                    """,
                arguments: [
                    date.adding(days: -CurrencyConverter.referenceLookBack).description, date.description,
                ]
            ).compactMap(Self.referenceRate)
        }
    }

    /// What reference rates are stored: how many days, from when to when, of how many currencies.
    public struct ReferenceRateSummary: Sendable, Equatable {
        public var days: Int
        public var currencies: Int
        public var rates: Int
        public var first: CalendarDate?
        public var last: CalendarDate?
    }

    public func referenceRateSummary() throws -> ReferenceRateSummary {
        try database.pool.read { db in
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT COUNT(DISTINCT date) AS days, COUNT(DISTINCT currency) AS currencies,
                        COUNT(*) AS rates, MIN(date) AS first, MAX(date) AS last FROM referenceRate
                    """)
            return ReferenceRateSummary(
                days: row?["days"] ?? 0, currencies: row?["currencies"] ?? 0, rates: row?["rates"] ?? 0,
                first: (row?["first"] as String?).flatMap { CalendarDate(iso: $0) },
                last: (row?["last"] as String?).flatMap { CalendarDate(iso: $0) })
        }
    }

    /// The user's rates in force on `date`: for each pair, the one whose day is nearest (the
    /// one a conversion of that day uses).
    public func ratesInForce(on date: CalendarDate) throws -> [ExchangeRate] {
        let target = date.dayNumber
        let pairs = Dictionary(grouping: try rates()) { "\($0.base)/\($0.quote)" }
        return pairs.keys.sorted().compactMap { key in
            pairs[key]?.min { abs($0.date.dayNumber - target) < abs($1.date.dayNumber - target) }
        }
    }
}
