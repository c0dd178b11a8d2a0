import Foundation
import Testing

/// `vault fx import` with the ECB's files (TestData/ecb), `fx list --date`, and the converted
/// totals of `journey show` and `report`.
@Suite struct FxImportCommandTests {
    /// The rate of `currency` in the day's fixture, read by plain splitting (not by vault).
    private func dailyRate(_ currency: String) throws -> String {
        let lines = try String(contentsOfFile: VaultProcess.fixture("ecb/eurofxref.csv"), encoding: .utf8)
            .split(separator: "\n").map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        let column = try #require(lines[0].firstIndex(of: currency))
        return lines[1][column]
    }

    /// `value` rounded half up to two decimals, written with both (`31.70`).
    private func cents(_ value: Decimal) -> String {
        var input = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &input, 2, .plain)
        let parts = "\(rounded)".split(separator: ".")
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        return "\(parts[0]).\(fraction.padding(toLength: 2, withPad: "0", startingAt: 0))"
    }

    private func decimal(_ text: String) throws -> Decimal {
        try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
    }

    @Test func theHistoryAndTheDayAreImportedAndListed() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let history = try vault.run(["fx", "import", VaultProcess.fixture("ecb/eurofxref-hist.zip")])
        #expect(history.status == 0, "\(history.stderr)")
        #expect(
            history.stdout.contains(
                "eurofxref-hist.zip: stored 9 days (2026-11-16 to 2026-11-26; 9 new), 30 currencies, 268 rates in"),
            "\(history.stdout)")
        #expect(history.stdout.contains("left out former currencies vault does not know: CYP, EEK"))
        let today = try vault.run(["fx", "import", VaultProcess.fixture("ecb/eurofxref.zip")])
        #expect(today.stdout.contains("stored 1 day (2026-11-27; 1 new), 30 currencies, 30 rates"), "\(today.stdout)")
        let listed = try vault.run(["fx", "list"])
        #expect(
            listed.stdout.contains("ECB reference rates: 10 days from 2026-11-16 to 2026-11-27, 30 currencies"),
            "\(listed.stdout)")
        let saturday = try vault.run(["fx", "list", "--date", "2026-11-28"])
        let usd = try dailyRate("USD")
        #expect(saturday.stdout.contains("EUR   USD  \(usd)"), "\(saturday.stdout)")
        #expect(saturday.stdout.contains("2026-11-27  ECB"), "\(saturday.stdout)")
        #expect(
            saturday.stdout.contains("No ECB rates of 2026-11-28: a conversion of that day uses those of 2026-11-27"))
        struct Row: Decodable {
            var base: String
            var quote: String
            var rate: String
            var date: String
            var source: String
        }
        #expect(try vault.run(["fx", "set", "USD", "EUR", "0.9", "--date", "2026-11-01"]).status == 0)
        let rows = try vault.json([Row].self, ["fx", "list", "--date", "2026-11-28"])
        #expect(rows.count == 31)
        #expect(rows.first?.source == "mine" && rows.first?.base == "USD" && rows.first?.rate == "0.9")
        let yen = try #require(rows.first { $0.quote == "JPY" })
        #expect(
            try decimal(yen.rate) == decimal(try dailyRate("JPY")) && yen.date == "2026-11-27" && yen.source == "ECB")
        let empty = try vault.run(["fx", "list", "--date", "2027-01-20"])
        #expect(empty.stdout.contains("USD   EUR  0.9"), "your rate is in force on any day: \(empty.stdout)")
        #expect(!empty.stdout.contains("ECB"), "\(empty.stdout)")
    }

    @Test func badFilesAreRefusedWithOneLineAndTheirLineNumber() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let cases: [(String, Int32, String)] = [
            ("ecb/bad-rate-line-4.csv", 65, "bad-rate-line-4.csv: line 4: '1.95.58' is not a rate for BGN"),
            ("ecb/bad-truncated-line-8.csv", 65, "line 8: "),
            ("ecb/bad-not-ecb.csv", 65, "line 1: the first line should be the ECB's header"),
            ("ecb/bad-no-csv.zip", 65, "the zip holds no .csv file"),
            ("ecb/no-such-file.csv", 66, "no-such-file.csv: no such file"),
            ("receipt-de-eur-supermarkt.jpg", 65, "line 1:"),
        ]
        for (name, status, message) in cases {
            let result = try vault.run(["fx", "import", VaultProcess.fixture(name)])
            #expect(result.status == status, "\(name): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(name): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        }
        #expect(try vault.run(["fx", "list"]).stdout.hasPrefix("No rates."))
    }

    @Test func journeyShowAndReportsSayWhichDaysRateConvertedEachExpense() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["fx", "import", VaultProcess.fixture("ecb/eurofxref.csv")]).status == 0)
        #expect(try vault.run(["journey", "add", "trip", "--name", "Trip", "--currency", "EUR"]).status == 0)
        for (merchant, total, currency, date) in [
            ("Diner", "100.00", "USD", "2026-11-28"), ("Bistro", "30.00", "EUR", "2026-11-28"),
            ("Kiosk", "5.00", "GBP", "2026-12-20"),
        ] {
            let added = try vault.run([
                "expense", "add", "--merchant", merchant, "--total", total, "--currency", currency, "--date", date,
                "--journey", "trip",
            ])
            #expect(added.status == 0, "\(added.stderr)")
        }
        let usd = try decimal(try dailyRate("USD"))
        let euros = cents(Decimal(100) / usd)
        let totalText = cents(try decimal(euros) + 30)

        let shown = try vault.run(["journey", "show", "trip"])
        #expect(shown.stdout.contains("converted: expense 1 100.00 USD = \(euros) EUR"), "\(shown.stdout)")
        #expect(shown.stdout.contains("(ECB rate of 2026-11-27)"), "\(shown.stdout)")
        #expect(shown.stdout.contains("not converted: expense 3 5.00 GBP: no ECB rate for GBP on 2026-12-20"))
        #expect(shown.stdout.contains("\(totalText) EUR (without 1 expense that could not be converted)"))

        let table = try vault.run(["report", "--journey", "trip", "--status", "all"])
        #expect(table.stdout.contains("EUR (all converted)"), "\(table.stdout)")
        #expect(table.stdout.contains("Converted (ECB rate of 2026-11-27):"), "\(table.stdout)")
        #expect(table.stdout.contains("expense 1: 100.00 USD = \(euros) EUR at"), "\(table.stdout)")
        #expect(table.stdout.contains("Not converted:\n  expense 3: no ECB rate for GBP"), "\(table.stdout)")

        // --currency converts into another currency than the journey's, in every format.
        let csv = try vault.run([
            "report", "--journey", "trip", "--status", "all", "--currency", "usd", "--format", "csv",
        ])
        #expect(csv.status == 0, "\(csv.stderr)")
        #expect(csv.stdout.contains("USD converted,Total,"), "\(csv.stdout)")
        #expect(csv.stdout.contains(",2,ECB rate of 2026-11-27\r\n"), "\(csv.stdout)")
        #expect(csv.stdout.contains("not converted,\"expense 3: no ECB rate for GBP"), "\(csv.stdout)")
        struct Report: Decodable {
            struct Conversion: Decodable {
                var expenseId: Int
                var total: String
                var converted: String
                var convertedCurrency: String
                var basis: String
            }

            var conversions: [Conversion]
            var notConverted: [String]
        }
        let json = try vault.json(Report.self, ["report", "--journey", "trip", "--status", "all", "--currency", "USD"])
        #expect(json.conversions.map(\.expenseId) == [2])
        #expect(json.conversions.first?.converted == cents(30 * usd), "\(json.conversions)")
        #expect(json.conversions.first?.convertedCurrency == "USD")
        #expect(json.conversions.first?.basis == "ECB rate of 2026-11-27")
        #expect(json.notConverted.count == 1)
        // Without a journey, --currency alone asks for the converted block.
        let dates = try vault.run(["report", "--from", "2026-11-01", "--to", "2026-11-30", "--currency", "EUR"])
        #expect(dates.stdout.contains("EUR (all converted)"), "\(dates.stdout)")
        #expect(dates.stdout.contains("expense 1: 100.00 USD = \(euros) EUR at"), "\(dates.stdout)")
        let wrong = try vault.run(["report", "--journey", "trip", "--currency", "EUX"])
        #expect(wrong.status == 64 && wrong.stderr.contains("'EUX' is not an ISO 4217 code"), "\(wrong.stderr)")

        let file = try vault.scratch().appendingPathComponent("trip.pdf")
        let pdf = try vault.run([
            "report", "--journey", "trip", "--status", "all", "--format", "pdf", "--output", file.path,
        ])
        #expect(pdf.status == 0, "\(pdf.stderr)")
        let text = try #require(try runTool("pdftotext", ["-layout", file.path, "-"])).stdout
        #expect(text.contains("ALL IN EUR"), "\(text)")
        #expect(text.contains("\(totalText) EUR"), "\(text)")
        #expect(text.contains("ECB rate of 2026-11-27"), "\(text)")
        #expect(text.contains("no ECB rate for GBP"), "\(text)")
    }
}
