import Foundation
import Testing

@testable import Reading
@testable import Vault

private func day(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }

/// The ECB fixtures of TestData/ecb (scripts/make_ecb_rates.py).
private func ecb(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("TestData/ecb/\(name)")
}

/// A cell of a fixture read back by plain splitting: the rate of `currency` on the line that
/// starts with `date` (the test's own reading, not vault's).
private func cell(_ name: String, date: String, currency: String) throws -> Decimal {
    let lines = try String(contentsOf: ecb(name), encoding: .utf8).split(separator: "\n")
    let header = lines[0].split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
    }
    let column = try #require(header.firstIndex(of: currency))
    let row = try #require(lines.first { $0.hasPrefix(date) })
    let text = row.split(separator: ",", omittingEmptySubsequences: false)[column].trimmingCharacters(in: .whitespaces)
    return try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
}

private func temporaryVault() throws -> (Vault, URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("vault-ecb-\(UUID().uuidString)")
    return (try Vault.open(VaultLayout(root: root)), root)
}

@Suite struct ReferenceRateFileTests {
    @Test func theHistoryIsReadAsPublished() throws {
        let file = try ReferenceRateFile.parse(Data(contentsOf: ecb("eurofxref-hist.csv")))
        #expect(file.days.count == 9)
        #expect(file.days.first?.date == day("2026-11-26") && file.days.last?.date == day("2026-11-16"))
        // Former currencies vault does not know are left out; RUB is known but always N/A here.
        #expect(file.leftOut == ["CYP", "EEK", "LTL", "LVL", "MTL", "ROL", "SIT", "SKK", "HRK", "TRL"])
        #expect(file.currencies.count == 31 && file.currencies.contains("RUB"))
        let newest = try #require(file.days.first)
        let codes = Set(newest.rates.map { file.currencies[$0.currency] })
        #expect(!codes.contains("ISK") && !codes.contains("RUB") && codes.contains("USD"))
        #expect(newest.rates.count == 29)
    }

    @Test func theDaysFileWithItsSpacesAndLongDateIsRead() throws {
        let file = try ReferenceRateFile.parse(Data(contentsOf: ecb("eurofxref.csv")))
        #expect(file.days.map(\.date) == [day("2026-11-27")])
        #expect(file.currencies.count == 30 && file.leftOut.isEmpty)
        let usd = try #require(file.currencies.firstIndex(of: "USD"))
        let rate = try #require(file.days[0].rates.first { $0.currency == usd })
        #expect(Decimal(string: rate.rate) == (try cell("eurofxref.csv", date: "27 November", currency: "USD")))
        #expect(ReferenceRateFile.day("3 June 2021") == day("2021-06-03"))
        #expect(ReferenceRateFile.day("31 June 2021") == nil)
    }

    @Test func aMalformedFileIsRefusedWithItsLine() throws {
        func problem(_ data: Data) -> ReferenceRateFile.Problem? {
            do {
                _ = try ReferenceRateFile.parse(data)
                return nil
            } catch { return error as? ReferenceRateFile.Problem }
        }
        func problem(_ text: String) -> ReferenceRateFile.Problem? { problem(Data(text.utf8)) }
        let twoPoints = problem(try Data(contentsOf: ecb("bad-rate-line-4.csv")))
        #expect(twoPoints == .init(line: 4, reason: "'1.95.58' is not a rate for BGN"))
        let cut = problem(try Data(contentsOf: ecb("bad-truncated-line-8.csv")))
        #expect(cut?.line == 8 && cut?.reason.contains("values for the header's 41 currencies") == true, "\(cut!)")
        #expect(problem(try Data(contentsOf: ecb("bad-not-ecb.csv")))?.line == 1)
        #expect(
            problem("Date,USD,\n2026-11-27,1.05,\n2026-11-27,1.06,\n")
                == .init(
                    line: 3, reason: "2026-11-27 is listed again (first on line 2)"))
        #expect(
            problem("Date,usd,\n2026-11-27,1.05,\n")?.reason == "'usd' in the header is not a currency code such as USD"
        )
        #expect(problem("Date,USD,USD,\n2026-11-27,1.05,1.05,\n")?.reason == "USD is named twice in the header")
        #expect(problem("Date,USD,\n2026-02-30,1.05,\n")?.line == 2)
        #expect(problem("Date,USD,\n2026-11-27,-1.05,\n")?.reason == "'-1.05' is not a rate for USD")
        #expect(problem("Date,USD,\n2026-11-27,0.000,\n")?.reason == "'0.000' is not a rate for USD")
        #expect(problem("Date,USD,\n") == .init(line: 2, reason: "the file holds no day's rates"))
        #expect(problem("")?.line == 1)
        // Windows line ends and a byte order mark are the same file.
        let crlf = try ReferenceRateFile.parse(Data("\u{FEFF}Date,USD,JPY,\r\n2026-11-27,1.05,N/A,\r\n".utf8))
        #expect(crlf.days.count == 1 && crlf.days[0].rates.count == 1)
    }
}

@Suite struct ReferenceRateImportTests {
    @Test func theZippedHistoryAndThenTheDayAreStored() throws {
        let (vault, root) = try temporaryVault()
        defer { try? FileManager.default.removeItem(at: root) }
        let history = try vault.importReferenceRates(from: ecb("eurofxref-hist.zip"))
        #expect(history.days == 9 && history.newDays == 9)
        #expect(history.first == day("2026-11-16") && history.last == day("2026-11-26"))
        // RUB is N/A on every day: no rate of it stored, so it is not counted.
        #expect(history.currencies.count == 30 && !history.currencies.contains("RUB"))
        #expect(history.rates == 9 * 29 + 7)  // ISK has no rate on the two newest days
        #expect(history.leftOut.count == 10)
        let again = try vault.importReferenceRates(from: ecb("eurofxref-hist.csv"))
        #expect(again.newDays == 0 && again.rates == history.rates)
        let today = try vault.importReferenceRates(from: ecb("eurofxref.zip"))
        #expect(today.days == 1 && today.newDays == 1 && today.first == day("2026-11-27"))
        let summary = try vault.referenceRateSummary()
        #expect(summary.days == 10 && summary.currencies == 30 && summary.rates == history.rates + 30)
        #expect(summary.first == day("2026-11-16") && summary.last == day("2026-11-27"))
    }

    @Test func aConversionUsesTheDayOrTheLastBusinessDayBeforeAndYourRatesWin() throws {
        let (vault, root) = try temporaryVault()
        defer { try? FileManager.default.removeItem(at: root) }
        try vault.importReferenceRates(from: ecb("eurofxref-hist.zip"))
        try vault.importReferenceRates(from: ecb("eurofxref.csv"))
        try vault.addJourney(Journey(slug: "trip", name: "Trip", currency: "EUR"))
        let saturday = try vault.addExpense(
            merchant: "Diner", total: "100.00", currency: "USD", date: "2026-11-28", journey: "trip", notes: nil)
        let sunday = try vault.addExpense(
            merchant: "Cafe", total: "50.00", currency: "USD", date: "2026-11-22", journey: "trip", notes: nil)
        let iceland = try vault.addExpense(
            merchant: "Bar", total: "1000", currency: "ISK", date: "2026-11-26", journey: "trip", notes: nil)
        let late = try vault.addExpense(
            merchant: "Late", total: "10.00", currency: "USD", date: "2026-12-08", journey: "trip", notes: nil)
        let early = try vault.addExpense(
            merchant: "Early", total: "10.00", currency: "USD", date: "2026-11-15", journey: "trip", notes: nil)
        let spending = try vault.spending(journey: "trip")
        let byId = Dictionary(uniqueKeysWithValues: spending.conversions.map { ($0.expenseId, $0) })

        let friday = try cell("eurofxref.csv", date: "27 November", currency: "USD")
        let first = try #require(byId[saturday.id!])
        #expect(first.basis == "ECB rate of 2026-11-27")
        #expect(first.converted.decimalString == Money.format(Decimal(100) / friday, digits: 2))
        let weekend = try #require(byId[sunday.id!])
        #expect(weekend.basis == "ECB rate of 2026-11-20")
        let fridayBefore = try cell("eurofxref-hist.csv", date: "2026-11-20", currency: "USD")
        #expect(weekend.converted.decimalString == Money.format(Decimal(50) / fridayBefore, digits: 2))
        // ISK has no rate on the 25th and 26th: the 24th's is the last before.
        #expect(byId[iceland.id!]?.basis == "ECB rate of 2026-11-24")
        let isk = try cell("eurofxref-hist.csv", date: "2026-11-24", currency: "ISK")
        #expect(byId[iceland.id!]?.converted.decimalString == Money.format(Decimal(1000) / isk, digits: 2))
        // More than a week after the newest rate, and before the oldest: not converted.
        let reasons = Dictionary(uniqueKeysWithValues: spending.unconverted.map { ($0.expenseId, $0.reason) })
        #expect(reasons[late.id!]?.contains("no ECB rate for USD on 2026-12-08 or the 7 days before") == true)
        #expect(reasons[early.id!]?.contains("no ECB rate for USD on 2026-11-15") == true)
        #expect(
            spending.converted?.amount == first.converted.amount + weekend.converted.amount
                + (byId[iceland.id!]?.converted.amount ?? -1))

        // A rate you give for the pair wins over the ECB's, whatever its day, and an import
        // leaves it alone.
        try vault.setRate(try ExchangeRate.parse(base: "EUR", quote: "USD", rate: "1.25", date: "2026-11-01"))
        try vault.importReferenceRates(from: ecb("eurofxref.zip"))
        #expect(try vault.rates().map(\.rateString) == ["1.25"])
        let mine = try vault.spending(journey: "trip")
        let saturdayMine = try #require(mine.conversions.first { $0.expenseId == saturday.id })
        #expect(saturdayMine.basis == "your rate of 2026-11-01" && saturdayMine.converted.decimalString == "80.00")
        #expect(mine.unconverted.isEmpty)
    }

    @Test func crossRatesGoThroughTheEuro() throws {
        let (vault, root) = try temporaryVault()
        defer { try? FileManager.default.removeItem(at: root) }
        try vault.importReferenceRates(from: ecb("eurofxref.zip"))
        try vault.addJourney(Journey(slug: "tokyo", name: "Tokyo", currency: "JPY"))
        let dinner = try vault.addExpense(
            merchant: "Diner", total: "20.00", currency: "USD", date: "2026-11-29", journey: "tokyo", notes: nil)
        let spending = try vault.spending(journey: "tokyo")
        let item = try #require(spending.conversions.first { $0.expenseId == dinner.id })
        let usd = try cell("eurofxref.csv", date: "27 November", currency: "USD")
        let jpy = try cell("eurofxref.csv", date: "27 November", currency: "JPY")
        #expect(item.basis == "ECB rates of 2026-11-27, through EUR")
        #expect(item.converted.decimalString == Money.format(Decimal(20) * jpy / usd, digits: 0))
        // The rates in force on the Sunday are the Friday's.
        let rates = try vault.referenceRates(on: day("2026-11-29"))
        #expect(rates.count == 30 && rates.allSatisfy { $0.date == day("2026-11-27") })
        #expect(rates.first { $0.currency == "JPY" }?.rate == jpy)
        #expect(try vault.referenceRates(on: day("2026-12-05")).isEmpty)
    }

    @Test func filesThatAreNotRatesAreRefusedAndNothingIsStored() throws {
        let (vault, root) = try temporaryVault()
        defer { try? FileManager.default.removeItem(at: root) }
        func error(_ name: String) -> ReferenceRateError? {
            do {
                _ = try vault.importReferenceRates(from: ecb(name))
                return nil
            } catch { return error as? ReferenceRateError }
        }
        #expect(
            error("bad-rate-line-4.csv")
                == .malformed(
                    path: ecb("bad-rate-line-4.csv").path, line: 4, reason: "'1.95.58' is not a rate for BGN"))
        #expect(error("bad-no-csv.zip")?.description.contains("the zip holds no .csv file") == true)
        #expect(error("no-such-file.zip") == .missing(path: ecb("no-such-file.zip").path))
        #expect(try vault.referenceRateSummary().rates == 0)
    }
}
