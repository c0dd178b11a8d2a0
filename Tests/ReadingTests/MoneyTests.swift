import Foundation
import OCR
import PropertyBased
import Testing

@testable import Reading

@Suite struct MoneyTests {
    @Test(arguments: [
        ("18.40", "EUR", Int64(1840)), ("0.05", "USD", 5), ("1200", "JPY", 1200), ("1.250", "KWD", 1250),
        ("0.001", "BHD", 1), ("-3.50", "GBP", -350), ("1234567.89", "CHF", 123_456_789),
    ])
    func minorUnitsRoundTrip(text: String, currency: String, minor: Int64) throws {
        let money = try Money(decimalString: text, currency: currency)
        #expect(try money.minorUnits() == minor)
        let back = try Money(minorUnits: minor, currency: currency)
        #expect(back == money)
        #expect(back.decimalString == text)
    }

    @Test(arguments: [
        ("12.345", "EUR", Int64(1235)), ("12.344", "EUR", 1234), ("-12.345", "EUR", -1235),
        ("1199.5", "JPY", 1200), ("0.0005", "KWD", 1),
    ])
    func minorUnitsRoundHalfAwayFromZero(text: String, currency: String, minor: Int64) throws {
        #expect(try Money(decimalString: text, currency: currency).minorUnits() == minor)
    }

    @Test func formatsWithTheCurrencysDigits() throws {
        #expect(try Money(decimalString: "18.4", currency: "eur").decimalString == "18.40")
        #expect(try Money(decimalString: "18.4", currency: "eur").currency == "EUR")
        #expect(try Money(decimalString: "1200", currency: "JPY").decimalString == "1200")
        #expect(try Money(decimalString: "1.25", currency: "KWD").decimalString == "1.250")
        #expect(try Money(decimalString: "0.5", currency: "USD").description == "0.50 USD")
        #expect(Money.format(Decimal(0), digits: 2) == "0.00")
        #expect(Money.format(-Decimal(1) / 1000, digits: 2) == "0.00")
    }

    @Test func decimalStringsAreExact() throws {
        // 0.1 + 0.2 is exactly 0.3 in Decimal, unlike Double.
        let a = try Money(decimalString: "0.10", currency: "EUR")
        let b = try Money(decimalString: "0.20", currency: "EUR")
        #expect(a.amount + b.amount == (try Money(decimalString: "0.30", currency: "EUR")).amount)
    }

    /// Amounts are built by moving the decimal point, not by dividing: the same values as
    /// Decimal's own arithmetic, for any minor units and any digit string.
    @Test func movingThePointGivesWhatArithmeticGives() async throws {
        let minorUnits = Gen.int64(in: -999_999_999_999_999...999_999_999_999_999)
        let currencies = Gen.int(in: 0...3).map { ["JPY", "EUR", "KWD", "CLF"][$0] }
        await propertyCheck(count: 500, input: minorUnits, currencies) { minor, code in
            let money = try Money(minorUnits: minor, currency: code)
            var expected = Decimal(minor)
            for _ in 0..<money.minorUnitDigits { expected /= 10 }
            #expect(money.amount == expected)
            #expect(try money.minorUnits() == minor)
            #expect(try Money(decimalString: money.decimalString, currency: code) == money)
        }
        let digits = Gen.int(in: 0...9).array(of: 1...20).map { $0.map(String.init).joined() }
        let fractions = Gen.int(in: 0...9).array(of: 0...16).map { $0.map(String.init).joined() }
        await propertyCheck(count: 500, input: digits, fractions) { whole, fraction in
            let text = fraction.isEmpty ? whole : "\(whole).\(fraction)"
            let parsed = try Money(decimalString: "-" + text, currency: "EUR").amount
            #expect(parsed == -(try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))))
        }
    }

    @Test func rejectsUnknownCurrenciesAndMalformedText() {
        #expect(throws: MoneyError.unknownCurrency("XYZ")) { try Money(decimalString: "1.00", currency: "XYZ") }
        for text in ["4,50", "1.234,56", "", ".5", "5.", "1e3", "12 00", "-"] {
            #expect(throws: MoneyError.invalidDecimalString(text)) { try Money(decimalString: text, currency: "EUR") }
        }
    }

    @Test func currencyTableKnowsMinorUnits() {
        #expect(CurrencyCode.minorUnitDigits("JPY") == 0)
        #expect(CurrencyCode.minorUnitDigits("KWD") == 3)
        #expect(CurrencyCode.minorUnitDigits("BHD") == 3)
        #expect(CurrencyCode.minorUnitDigits("MYR") == 2)
        #expect(CurrencyCode.minorUnitDigits("eur") == 2)
        #expect(CurrencyCode.minorUnitDigits("ABC") == nil)
        #expect(CurrencyCode.all.count > 150)
    }

    @Test func jsonKeepsTheAmountExact() throws {
        let money = try Money(decimalString: "18.40", currency: "EUR")
        let data = try JSONEncoder().encode(money)
        #expect(try JSONDecoder().decode(Money.self, from: data) == money)
    }
}
