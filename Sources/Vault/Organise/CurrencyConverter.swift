import Foundation
import Reading

/// Converts money with the user's rates: the rate of the pair (either way round) whose day is
/// nearest the amount's day; on a tie the earlier day. Never guesses: no rate, or no day to
/// choose one by, is no conversion.
public struct CurrencyConverter: Sendable {
    /// Rates by `BASE/QUOTE`, sorted by day; the inverse pair holds 1 / rate.
    private var table: [String: [(day: Int, rate: Decimal)]] = [:]

    public init(rates: [ExchangeRate]) {
        for rate in rates {
            let day = rate.date.dayNumber
            table["\(rate.base)/\(rate.quote)", default: []].append((day, rate.rate))
            table["\(rate.quote)/\(rate.base)", default: []].append((day, 1 / rate.rate))
        }
        for key in table.keys { table[key]?.sort { $0.day < $1.day } }
    }

    /// Why an amount could not be converted.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        case noRate(from: String, to: String)
        case noDate

        public var description: String {
            switch self {
            case .noRate(let from, let to): return "no rate \(from) -> \(to) (`vault fx set \(from) \(to) RATE`)"
            case .noDate: return "no date to choose a rate by"
            }
        }
    }

    /// `money` in `currency`, rounded to that currency's digits, with the rate's day.
    public func convert(_ money: Money, to currency: String, on date: CalendarDate?) -> Result<Money, Failure> {
        if money.currency == currency { return .success(money) }
        guard let rates = table["\(money.currency)/\(currency)"], !rates.isEmpty else {
            return .failure(.noRate(from: money.currency, to: currency))
        }
        guard let date else { return .failure(.noDate) }
        let target = date.dayNumber
        var best = rates[0]
        for candidate in rates.dropFirst() where abs(candidate.day - target) < abs(best.day - target) {
            best = candidate
        }
        let digits = CurrencyCode.minorUnitDigits(currency) ?? 2
        guard let rounded = Money.parseDecimal(Money.format(money.amount * best.rate, digits: digits)),
            let converted = try? Money(amount: rounded, currency: currency)
        else { return .failure(.noRate(from: money.currency, to: currency)) }
        return .success(converted)
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
