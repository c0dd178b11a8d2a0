import OCR
import Testing

@testable import Reading

/// A document number that opens with a date (`Invoice No: 2018030610160930498`) is a second
/// reading of the receipt's date (`NumberDate`).
@Suite struct NumberDateTests {
    private let sure = ConfidenceCalibration.sure

    /// The calibrated date of a receipt of `lines`, each read with OCR confidence `clarity`,
    /// after the document number had its say.
    private func settledDate(_ lines: [(String, Double)]) -> DraftField<CalendarDate>? {
        let pages = PaymentAndSummaryTests.page(lines)
        var draft = ReceiptParser.parse(pages)
        NumberDate.settle(&draft, pages: pages)
        return ConfidenceCalibration.calibrated(draft).date
    }

    private func day(_ year: Int, _ month: Int, _ day: Int) throws -> CalendarDate {
        try #require(CalendarDate(year: year, month: month, day: day))
    }

    @Test func theSameDayInTheInvoiceNumberMakesTheDateSure() throws {
        let faint = [("AEON CO. (M) BHD", 0.9), ("Invoice No: 2018042210100260452", 0.95), ("22/04/2018 10:10", 0.8)]
        let date = try #require(settledDate(faint))
        #expect(date.value == (try day(2018, 4, 22)))
        #expect(date.signals.has(.inDocumentNumber))
        #expect(date.confidence >= sure)
        // Without the number, the same faint date line is not sure.
        let alone = try #require(settledDate(faint.filter { !$0.0.hasPrefix("Invoice") }))
        #expect(alone.confidence < sure)
    }

    @Test func anUnsureDateLineAFewDigitsAwayGivesWayToTheNumber() throws {
        let date = try #require(
            settledDate([
                ("AEON CO. (M) BHD", 0.9), ("invoice Wo: 2018030610160930498", 0.9), ("06/08/2016 20:51", 0.56),
            ]))
        #expect(date.value == (try day(2018, 3, 6)))
        #expect(date.signals.has(.fromDocumentNumber))
        #expect(date.confidence < sure)
        #expect(date.evidence.map(\.text) == ["invoice Wo: 2018030610160930498", "06/08/2016 20:51"])
        #expect(date.reason?.contains("the date line reads") == true)
    }

    @Test func aClearlyReadDateLineStands() throws {
        let date = try #require(
            settledDate([
                ("AEON CO. (M) BHD", 0.9), ("Invoice No: 2018030610160930498", 0.9), ("06/08/2016 20:51", 0.97),
            ]))
        #expect(date.value == (try day(2016, 8, 6)))
        #expect(!date.signals.has(.fromDocumentNumber))
    }

    @Test func aDateLineFarFromTheNumbersDayStands() throws {
        // Five digits apart: an order placed on another day, not a misreading.
        let date = try #require(
            settledDate([("KEDAI MAJU", 0.9), ("Order No: 2018030610160930498", 0.9), ("15/11/2017 09:12", 0.56)]))
        #expect(date.value == (try day(2017, 11, 15)))
    }

    @Test func shortOrUnlabelledNumbersAreNotDates() throws {
        let date = try #require(
            settledDate([
                ("KEDAI MAJU", 0.9), ("POS:T012 Shf:201804141", 0.95), ("2018030612345 COFFEE 1 4.50", 0.95),
                ("06/08/2016 20:51", 0.56),
            ]))
        #expect(date.value == (try day(2016, 8, 6)))
    }

    @Test func aReceiptWithoutADateLineTakesTheNumbersDayUnsure() throws {
        let date = try #require(
            settledDate([("KEDAI MAJU", 0.9), ("Receipt No. 20180306101609", 0.95), ("TOTAL 4.50", 0.9)]))
        #expect(date.value == (try day(2018, 3, 6)))
        #expect(date.confidence < sure)
        #expect(date.reason?.contains("no date line was read") == true)
    }

    @Test func numbersNamingTwoDaysSettleNothing() throws {
        let date = try #require(
            settledDate([
                ("KEDAI MAJU", 0.9), ("Invoice No: 2018030610160930498", 0.9), ("Order No: 2018030510160930498", 0.9),
                ("06/08/2016 20:51", 0.56),
            ]))
        #expect(date.value == (try day(2016, 8, 6)))
    }
}
