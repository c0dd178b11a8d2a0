import Foundation
import OCR
import Testing

@testable import Reading

@Suite struct AmountScannerTests {
    @Test(arguments: [
        ("TOTAL 18.40", "18.40"), ("SUMME EUR 24,23", "24.23"), ("1,471.60", "1471.60"),
        ("1.471,60", "1471.60"), ("1 471,60 €", "1471.60"), ("Total CHF 1'234.50", "1234.50"),
        ("RM9.75", "9.75"), ("TOTAL 1O.5O", "10.50"), ("CASH S.00", "5.00"), ("TOTAL 65. 20", "65.20"),
        ("Total 12 480,00 CZK", "12480.00"), ("-5.00", "-5.00"), ("DISCOUNT 2.00-", "-2.00"),
        ("Grand Total Rs. 1,18,000.00", "118000.00"), ("₹ 12,34,567.50", "1234567.50"),
        ("het Total M28.05", "28.05"), ("het Total M28 .05", "28.05"),
    ])
    func readsTheLastAmount(text: String, value: String) throws {
        let amount = try #require(AmountScanner.amounts(in: text).last)
        #expect(Money.format(amount.value, digits: 2) == value)
    }

    @Test(arguments: ["12.03.2025", "12:30", "TAX 6%", "A12 B7", "SUBTOTAL", "1.2.3", "SIZE M12", "ITEM XM12.50"])
    func findsNoMoneyIn(text: String) {
        #expect(AmountScanner.amounts(in: text).filter(\.hasCents).isEmpty)
    }

    @Test func currencyNextToTheNumberIsKept() {
        #expect(AmountScanner.amounts(in: "TOTAL RM 30.90").last?.currency == "MYR")
        #expect(AmountScanner.amounts(in: "42,50 €").last?.currency == "EUR")
        #expect(AmountScanner.amounts(in: "£55.30").last?.currency == "GBP")
        #expect(AmountScanner.amounts(in: "26,97 EUR").last?.currency == "EUR")
        #expect(AmountScanner.amounts(in: "TOTAL 9.00").last?.currency == nil)
        #expect(AmountScanner.amounts(in: "Amount due Rs. 1,250.00").last?.currency == "INR")
        #expect(AmountScanner.amounts(in: "Razem 1 230,00 zł").last?.currency == "PLN")
        #expect(AmountScanner.amounts(in: "Celkem 2 450,00 Kč").last?.currency == "CZK")
        #expect(AmountScanner.amounts(in: "SUMA 99,00 ZŁ").last?.currency == "PLN")
    }

    @Test func aListOfNumbersIsNoLakhGrouping() {
        // Only 2-digit groups between a 1-2 digit head and a 3-digit tail are lakhs.
        #expect(AmountScanner.amounts(in: "1,234,56").filter { $0.value > 1000 }.isEmpty)
        #expect(AmountScanner.amounts(in: "12,345,67.00").isEmpty)
    }
}

@Suite struct DateScannerTests {
    @Test(arguments: [
        ("25/12/2018", DateOrder.dayFirst, "2018-12-25"), ("03/12/2025", .monthFirst, "2025-03-12"),
        ("03/12/2025", .dayFirst, "2025-12-03"), ("19-04-18", .dayFirst, "2018-04-19"),
        ("2025.03.12", .dayFirst, "2025-03-12"), ("05-AUG-2017", .dayFirst, "2017-08-05"),
        ("OCT 3, 2016", .dayFirst, "2016-10-03"), ("18. März 2025", .dayFirst, "2025-03-18"),
        ("2703/2018", .dayFirst, "2018-03-27"), ("14/fMay/2017", .dayFirst, "2017-05-14"),
        ("5 - 12/03/2018", .dayFirst, "2018-03-12"), ("12 / 03 / 2018", .dayFirst, "2018-03-12"),
        ("Jan 3 18", .dayFirst, "2018-01-03"), ("fOct 3, 2016", .dayFirst, "2016-10-03"),
        ("917347    568917    05 02-18", .dayFirst, "2018-02-05"),
        // A month's name split by OCR, its day run into it; a two-digit year after an apostrophe.
        ("18911 Lake Chabot   Decem ber29,2018", .dayFirst, "2018-12-29"),
        ("Chk 1924  Jun28'17 05:36P Gst 0", .dayFirst, "2017-06-28"),
        ("Jun17\u{2032}13 09:35PM", .dayFirst, "2013-06-17"),
        ("Jun17\u{00B4}13 09:35PM", .monthFirst, "2013-06-17"),
        // The time run into the year or the day; a year of the 1990s.
        ("3/1/20185:2249PM", .monthFirst, "2018-03-01"), ("2017-02-12144838  GST:1", .dayFirst, "2017-02-12"),
        ("FRI 23-10-92", .dayFirst, "1992-10-23"), ("13:28 07/06/15 7 Alley", .dayFirst, "2015-06-07"),
        ("28 Jun \u{2019}17", .dayFirst, "2017-06-28"),
        // Two digits before an apostrophe's year are its day, not the year of a date before.
        ("0203-20 57 02 MAY.21'19 REG0002", .dayFirst, "2019-05-21"),
        // A month's abbreviation or a year with a digit misread.
        ("Ju103'12 02:34PM", .dayFirst, "2012-07-03"), ("0ct25 2014", .dayFirst, "2014-10-25"),
        ("2913/05/21", .dayFirst, "2013-05-21"),
        // The clock time between the day and the year, as C's asctime prints a date.
        ("CARRY-0UT, SUN JUN 24 20:49:53 2018", .monthFirst, "2018-06-24"),
        ("Sat Mar  2 09:05:11 2019", .dayFirst, "2019-03-02"),
    ])
    func reads(text: String, order: DateOrder, iso: String) {
        #expect(DateScanner.dates(in: text, order: order).first?.date.description == iso)
    }

    // `lene 3.11`: a word that lost its first letter (`ene`, Spanish January) before a price.
    @Test(arguments: [
        "31/02/2025", "1.234,56", "12:30", "32.13.2025", "MI11/3-21 - 12/480", "lene 3.11", "2 x 12 34.50",
        "Tel 03 7845-5155", "12 05-1", "Chk 28'17", "Rem ber 29, 2018", "1/2/2018123", "1.  16.00      16:00",
        // A time and no four-digit year after it: no year at all (`Sat 10 Jan 19:30`).
        "JUN 24 20:49:53 18", "JUN 24 20:49 table 2018",
    ])
    func rejects(text: String) {
        #expect(DateScanner.dates(in: text, order: .dayFirst).isEmpty)
    }

    @Test func aMonthPrintedAsAWordIsMarked() {
        for text in ["12 Mar 2025", "JUN03'14 2:40PM", "OCT 3, 2016", "05-AUG-2017"] {
            #expect(DateScanner.dates(in: text, order: .dayFirst).first?.namedMonth == true, "\(text)")
        }
        for text in ["12/03/2025", "2025-03-12", "27032018"] {
            #expect(DateScanner.dates(in: text, order: .dayFirst).first?.namedMonth == false, "\(text)")
        }
    }

    @Test func aMisreadMonthOrYearIsARepair() {
        for text in ["Ju103'12", "0ct25 2014", "2913/05/21", "2113-05-21"] {
            #expect(DateScanner.dates(in: text, order: .dayFirst).first?.repaired == true, "\(text)")
        }
        #expect(DateScanner.dates(in: "Jul03'12", order: .dayFirst).first?.repaired == false)
        // A code that opens like a misread month is no date without a day and a year.
        #expect(DateScanner.dates(in: "5EP 12", order: .dayFirst).isEmpty)
    }

    @Test func aSeparatorFadedToASpaceIsARepair() {
        let found = DateScanner.dates(in: "05 02-18", order: .dayFirst)
        #expect(found.first?.repaired == true)
        #expect(DateScanner.dates(in: "05-02-18", order: .dayFirst).first?.repaired == false)
    }

    @Test func numbersThatGiveADateOnlyInTheOtherOrderAreMarked() {
        #expect(DateScanner.dates(in: "Date: 01/14/2017", order: .dayFirst).first?.againstOrder == true)
        #expect(DateScanner.dates(in: "Date: 25/12/2018", order: .monthFirst).first?.againstOrder == true)
        #expect(DateScanner.dates(in: "Date: 01/10/2017", order: .dayFirst).first?.againstOrder == false)
    }

    @Test func timesOfDay() {
        #expect(TimeScanner.time(in: "03/12/2025 12:41 PM")?.description == "12:41")
        #expect(TimeScanner.time(in: "08:15 PM")?.description == "20:15")
        #expect(TimeScanner.time(in: "TIME : 10:23:45")?.description == "10:23")
        #expect(TimeScanner.time(in: "TOTAL 12.41") == nil)
    }
}
