import Foundation
import Reading

/// Converts money with the user's rates and the ECB's reference rates.
///
/// The user's rates win: when the user gave any rate for the pair (either way round), the one
/// whose day is nearest the amount's day is used; on a tie the earlier day. Otherwise the
/// conversion goes through EUR, each side with the user's rate for it against EUR if there is
/// one, else the ECB's rate of the amount's day or of the last business day before it (at most
/// ``referenceLookBack`` days back). Never guesses: no rate, or no day to choose one by, is no
/// conversion.
public struct CurrencyConverter: Sendable {
    /// Rates by `BASE/QUOTE`, sorted by day; the inverse pair holds 1 / rate.
    private var table: [String: [(day: Int, rate: Decimal)]] = [:]
    /// Reference rates (units of the currency per 1 EUR) by currency, sorted by day.
    private var reference: [String: [(day: Int, rate: Decimal)]] = [:]
    /// Currencies the ECB's rates cover at all, though perhaps not near the day asked for.
    private var referenceCurrencies: Set<String> = []

    /// How many days before an amount's day a reference rate may be: weekends and the ECB's
    /// holidays (Good Friday to Easter Monday is the longest gap) fall inside it, a stale file
    /// or a currency the ECB stopped quoting does not.
    public static let referenceLookBack = 7

    /// A converter over the user's `rates` and the `reference` rates (which may cover only the
    /// days needed; `referenceCurrencies` names every currency the stored ones cover).
    public init(rates: [ExchangeRate], reference: [ReferenceRate] = [], referenceCurrencies: Set<String> = []) {
        for rate in rates {
            let day = rate.date.dayNumber
            table["\(rate.base)/\(rate.quote)", default: []].append((day, rate.rate))
            table["\(rate.quote)/\(rate.base)", default: []].append((day, 1 / rate.rate))
        }
        for key in table.keys { table[key]?.sort { $0.day < $1.day } }
        for rate in reference { self.reference[rate.currency, default: []].append((rate.date.dayNumber, rate.rate)) }
        for key in self.reference.keys { self.reference[key]?.sort { $0.day < $1.day } }
        self.referenceCurrencies = referenceCurrencies.union(self.reference.keys)
    }

    /// Why an amount could not be converted.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        case noRate(from: String, to: String)
        case noDate
        /// The ECB quotes `currency`, but not on `date` nor in the days before it.
        case noRateNear(currency: String, date: CalendarDate)

        public var description: String {
            switch self {
            case .noRate(let from, let to):
                return "no rate \(from) -> \(to) (`vault fx set \(from) \(to) RATE` or `vault fx import`)"
            case .noDate: return "no date to choose a rate by"
            case .noRateNear(let currency, let date):
                return "no ECB rate for \(currency) on \(date) or the \(CurrencyConverter.referenceLookBack) days "
                    + "before (`vault fx import` newer rates, or `vault fx set`)"
            }
        }
    }

    /// A converted amount, the rate used (1 unit of the original is `rate` units of the
    /// result) and where the rate came from (`ECB rate of 2026-11-27`, `your rate of 2025-03-10`).
    public struct Conversion: Sendable, Equatable {
        public var money: Money
        public var rate: Decimal
        /// The rates multiplied: one, or two through EUR.
        public var sources: [RateSource]

        /// `your rate of 2025-03-10`, `ECB rate of 2026-11-27`, `ECB rates of 2026-11-27, through EUR`.
        public var basis: String { RateSource.describe(sources) }
    }

    /// Whose rate was used, and of which day.
    public struct RateSource: Sendable, Equatable {
        /// A rate the user gave (`vault fx set`), else the ECB's.
        public var mine: Bool
        public var date: CalendarDate

        static func describe(_ sources: [RateSource]) -> String {
            func one(_ source: RateSource) -> String {
                (source.mine ? "your rate of " : "ECB rate of ") + "\(source.date)"
            }
            guard sources.count == 2 else { return sources.first.map(one) ?? "same currency" }
            if !sources[0].mine && !sources[1].mine && sources[0].date == sources[1].date {
                return "ECB rates of \(sources[0].date), through EUR"
            }
            return sources.map(one).joined(separator: " and ") + ", through EUR"
        }
    }

    /// `money` in `currency`, rounded to that currency's digits.
    public func convert(_ money: Money, to currency: String, on date: CalendarDate?) -> Result<Money, Failure> {
        conversion(money, to: currency, on: date).map(\.money)
    }

    /// `money` in `currency`, rounded to that currency's digits, with the rate and its source.
    public func conversion(_ money: Money, to currency: String, on date: CalendarDate?) -> Result<Conversion, Failure> {
        if money.currency == currency { return .success(Conversion(money: money, rate: 1, sources: [])) }
        let legs: [Leg]
        if let direct = table["\(money.currency)/\(currency)"], !direct.isEmpty {
            guard let date else { return .failure(.noDate) }
            legs = [Self.nearest(direct, to: date.dayNumber)]
        } else {
            switch (leg(money.currency, "EUR", on: date), leg("EUR", currency, on: date)) {
            case (.failure(let failure), _), (_, .failure(let failure)):
                if case .noRate = failure { return .failure(.noRate(from: money.currency, to: currency)) }
                return .failure(failure)
            case (.success(let first), .success(let second)):
                legs = [first, second].compactMap { $0 }
            }
        }
        let rate = legs.reduce(Decimal(1)) { $0 * $1.rate }
        let digits = CurrencyCode.minorUnitDigits(currency) ?? 2
        guard let rounded = Money.parseDecimal(Money.format(money.amount * rate, digits: digits)),
            let converted = try? Money(amount: rounded, currency: currency)
        else { return .failure(.noRate(from: money.currency, to: currency)) }
        let sources = legs.compactMap { leg in
            CalendarDate(dayNumber: leg.day).map { RateSource(mine: leg.mine, date: $0) }
        }
        return .success(Conversion(money: converted, rate: rate, sources: sources))
    }

    /// One step of a conversion: its rate, the day of that rate and whose it is.
    private struct Leg {
        var rate: Decimal
        var day: Int
        var mine: Bool
    }

    /// Whether some rate links `from` and `to` on some day: the user's rate of the pair, or a
    /// way through EUR for each side (the user's rate against EUR, or the ECB's rates).
    public func links(_ from: String, _ to: String) -> Bool {
        if from == to || table["\(from)/\(to)"]?.isEmpty == false { return true }
        func toEUR(_ code: String) -> Bool {
            code == "EUR" || table["\(code)/EUR"]?.isEmpty == false || referenceCurrencies.contains(code)
        }
        return toEUR(from) && toEUR(to)
    }

    /// `from` -> `to` where one of them is EUR: nil when both are; the user's rate of the pair
    /// if any, else the ECB's of the day or the last business day before.
    private func leg(_ from: String, _ to: String, on date: CalendarDate?) -> Result<Leg?, Failure> {
        if from == to { return .success(nil) }
        if let mine = table["\(from)/\(to)"], !mine.isEmpty {
            guard let date else { return .failure(.noDate) }
            return .success(Self.nearest(mine, to: date.dayNumber))
        }
        let other = from == "EUR" ? to : from
        guard referenceCurrencies.contains(other) else { return .failure(.noRate(from: from, to: to)) }
        guard let date else { return .failure(.noDate) }
        let target = date.dayNumber
        guard let rates = reference[other],
            let found = rates.last(where: { $0.day <= target }),
            target - found.day <= Self.referenceLookBack
        else { return .failure(.noRateNear(currency: other, date: date)) }
        return .success(Leg(rate: from == "EUR" ? found.rate : 1 / found.rate, day: found.day, mine: false))
    }

    private static func nearest(_ rates: [(day: Int, rate: Decimal)], to target: Int) -> Leg {
        var best = rates[0]
        for candidate in rates.dropFirst() where abs(candidate.day - target) < abs(best.day - target) {
            best = candidate
        }
        return Leg(rate: best.rate, day: best.day, mine: true)
    }
}

/// One stored ECB reference rate: 1 EUR = `rate` `currency` on `date`.
public struct ReferenceRate: Sendable, Hashable {
    public var currency: String
    public var rate: Decimal
    public var date: CalendarDate

    public init(currency: String, rate: Decimal, date: CalendarDate) {
        self.currency = currency
        self.rate = rate
        self.date = date
    }
}

extension CalendarDate {
    /// Days since 1970-01-01 (proleptic Gregorian), for distances between days.
    public var dayNumber: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let monthIndex = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

extension CalendarDate {
    /// The day `dayNumber` days after 1970-01-01 (the inverse of ``dayNumber``).
    init?(dayNumber: Int) {
        // Howard Hinnant's civil_from_days.
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.init(year: year, month: month, day: day)
    }
}
