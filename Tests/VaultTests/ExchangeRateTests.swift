import Foundation
import Testing

@testable import Reading
@testable import Vault

private func day(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }

@Suite struct CurrencyTableTests {
    @Test func everyCodeHasItsMinorUnitDigits() {
        #expect(CurrencyCode.minorUnitDigits("JPY") == 0)
        #expect(CurrencyCode.minorUnitDigits("eur") == 2)
        #expect(CurrencyCode.minorUnitDigits("KWD") == 3)
        #expect(CurrencyCode.minorUnitDigits("CLF") == 4)
        #expect(CurrencyCode.minorUnitDigits("XYZ") == nil)
        #expect(CurrencyCode.all.count > 150)
    }

    @Test func fourDigitCurrenciesRoundTrip() throws {
        let money = try Money(decimalString: "1.2345", currency: "CLF")
        #expect(try money.minorUnits() == 12345)
        #expect(money.decimalString == "1.2345")
    }
}

@Suite struct ExchangeRateTests {
    @Test func typedRatesAreCheckedBeforeAnythingIsStored() {
        #expect(throws: OrganiseError.self) {
            try ExchangeRate.parse(base: "USD", quote: "EUX", rate: "0.9", date: nil)
        }
        #expect(throws: OrganiseError.self) { try ExchangeRate.parse(base: "US", quote: "EUR", rate: "0.9", date: nil) }
        #expect(throws: OrganiseError.self) { try ExchangeRate.parse(base: "EUR", quote: "eur", rate: "1", date: nil) }
        // A decimal comma is a rate (`0,92`); a comma before three digits is ambiguous.
        #expect(
            (try? ExchangeRate.parse(base: "USD", quote: "EUR", rate: "0,92", date: nil))?.rate
                == Decimal(string: "0.92"))
        for bad in ["0", "-1", "abc", "1,250", "1e3", "", "1,2,3"] {
            #expect(throws: OrganiseError.self) {
                try ExchangeRate.parse(base: "USD", quote: "EUR", rate: bad, date: nil)
            }
        }
        #expect(throws: OrganiseError.self) {
            try ExchangeRate.parse(base: "USD", quote: "EUR", rate: "0.92", date: "2025-02-30")
        }
        let rate = try? ExchangeRate.parse(base: "usd", quote: "eur", rate: "0.920", date: "2025-03-12")
        #expect(rate?.base == "USD" && rate?.quote == "EUR" && rate?.rateString == "0.92")
    }

    @Test func conversionTakesTheRateNearestTheDayEitherWayRound() throws {
        let converter = CurrencyConverter(rates: [
            ExchangeRate(base: "USD", quote: "EUR", rate: Decimal(string: "0.90")!, date: day("2025-03-01")),
            ExchangeRate(base: "USD", quote: "EUR", rate: Decimal(string: "0.95")!, date: day("2025-03-20")),
        ])
        let dollars = try Money(decimalString: "100", currency: "USD")
        #expect(try converter.convert(dollars, to: "EUR", on: day("2025-03-05")).get().decimalString == "90.00")
        #expect(try converter.convert(dollars, to: "EUR", on: day("2025-03-15")).get().decimalString == "95.00")
        // Equally far from both: the earlier rate.
        #expect(try converter.convert(dollars, to: "EUR", on: day("2025-03-10")).get().decimalString == "90.00")
        // The inverse pair: 90 EUR at 0.90 is 100 USD.
        let euros = try Money(decimalString: "90", currency: "EUR")
        #expect(try converter.convert(euros, to: "USD", on: day("2025-03-02")).get().decimalString == "100.00")
        // Rounded to the target currency's digits.
        let yen = CurrencyConverter(rates: [
            ExchangeRate(base: "EUR", quote: "JPY", rate: Decimal(string: "161.37")!, date: day("2025-03-01"))
        ])
        #expect(
            try yen.convert(try Money(decimalString: "3.50", currency: "EUR"), to: "JPY", on: day("2025-03-01")).get()
                .decimalString == "565")
        #expect(
            converter.convert(try Money(decimalString: "5", currency: "GBP"), to: "EUR", on: day("2025-03-01"))
                == .failure(.noRate(from: "GBP", to: "EUR")))
        #expect(converter.convert(dollars, to: "EUR", on: nil) == .failure(.noDate))
    }

    @Test func dayNumbersCountDays() {
        #expect(day("1970-01-01").dayNumber == 0)
        #expect(day("2025-03-01").dayNumber - day("2025-02-28").dayNumber == 1)
        #expect(day("2024-03-01").dayNumber - day("2024-02-28").dayNumber == 2)
    }

    @Test func journeyTotalsNeverAddCurrenciesAndListWhatCouldNotBeConverted() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vault-fx-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let vault = try Vault.open(VaultLayout(root: root))
        try vault.addJourney(Journey(slug: "trip", name: "Trip", currency: "EUR"))
        try vault.addExpense(
            merchant: "Taxi", total: "20.00", currency: "EUR", date: "2025-03-12", journey: "trip", notes: nil)
        try vault.addExpense(
            merchant: "Diner", total: "10.00", currency: "USD", date: "2025-03-12", journey: "trip", notes: nil)
        let pub = try vault.addExpense(
            merchant: "Pub", total: "8.00", currency: "GBP", date: "2025-03-12", journey: "trip", notes: nil)
        let before = try vault.spending(journey: "trip")
        #expect(before.perCurrency.map(\.description) == ["20.00 EUR", "8.00 GBP", "10.00 USD"])
        #expect(before.converted?.description == "20.00 EUR")
        #expect(before.unconverted.count == 2)
        try vault.setRate(try ExchangeRate.parse(base: "USD", quote: "EUR", rate: "0.92", date: "2025-03-10"))
        let after = try vault.spending(journey: "trip")
        #expect(after.converted?.description == "29.20 EUR")
        #expect(after.unconverted.map(\.expenseId) == [pub.id!])
        #expect(after.unconverted.first?.reason.contains("no rate GBP -> EUR") == true)
        #expect(try vault.removeRates(base: "USD", quote: "EUR", date: nil) == 1)
        #expect(throws: OrganiseError.rateNotFound(base: "USD", quote: "EUR", date: nil)) {
            try vault.removeRates(base: "USD", quote: "EUR", date: nil)
        }
    }
}

@Suite struct StatsTests {
    @Test func statsCountJourneysDocumentsDraftsSpendingAndMerchants() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vault-stats-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let vault = try Vault.open(VaultLayout(root: root))
        try vault.addJourney(
            Journey(slug: "past", name: "P", startDate: day("2025-01-01"), endDate: day("2025-01-05"), currency: "EUR"))
        try vault.addJourney(Journey(slug: "now", name: "N", startDate: day("2025-03-01"), endDate: day("2025-03-31")))
        try vault.addJourney(Journey(slug: "later", name: "L", startDate: day("2025-06-01")))
        try vault.addJourney(Journey(slug: "someday", name: "S"))
        try vault.addTextDocuments([
            TextDocument(
                name: "a.pdf", pages: ["CAFE LUNA"], kind: .receipt, journey: "past",
                fields: .init(merchant: "Cafe Luna", total: 4, currency: "EUR", date: day("2025-01-02"))),
            TextDocument(
                name: "b.pdf", pages: ["CAFE LUNA again"], kind: .receipt, journey: "past",
                fields: .init(merchant: "CAFE LUNA", total: 10, currency: "USD", date: day("2025-01-03"))),
            TextDocument(name: "c.pdf", pages: ["Booking"], kind: .booking),
        ])
        try vault.setSetting(.currency, to: "EUR")
        try vault.setRate(try ExchangeRate.parse(base: "USD", quote: "EUR", rate: "0.9", date: "2025-01-01"))
        let stats = try vault.stats(today: day("2025-03-10"))
        #expect(stats.journeys == .init(upcoming: 1, active: 1, past: 1, undated: 1))
        #expect(stats.documents == 3 && stats.documentsByKind == ["receipt": 2, "booking": 1])
        #expect(stats.draftsWaiting == 2)
        let past = try #require(stats.perJourney.first { $0.slug == "past" })
        #expect(past.spending.perCurrency.map(\.description) == ["4.00 EUR", "10.00 USD"])
        #expect(past.spending.converted?.description == "13.00 EUR")
        #expect(stats.perCategory.map(\.category) == ["Food & Drink"])
        #expect(stats.perCategory.first?.spending.converted?.description == "13.00 EUR")
        #expect(stats.topMerchants.first?.expenses == 2)
    }
}

/// What a person types as a number: a point or a decimal comma.
@Suite struct TypedDecimalTests {
    @Test func aDecimalCommaReadsAsAPoint() {
        #expect(TypedDecimal.parse("10,60") == Decimal(string: "10.60"))
        #expect(TypedDecimal.parse(" 7,5 ") == Decimal(string: "7.5"))
        #expect(TypedDecimal.parse("0,920") == Decimal(string: "0.920"))
        #expect(TypedDecimal.parse("12.30") == Decimal(string: "12.30"))
        for bad in ["1,200", "1.200,50", "1,2,3", ",5", "5,", "12,3x", "abc"] {
            #expect(TypedDecimal.parse(bad) == nil, "\(bad)")
        }
    }
}
