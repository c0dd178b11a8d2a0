import OCR
import Testing

@testable import Reading

/// A date's rank is the sum of named reasons, so why one date beat another can be read off.
@Suite struct DateRankingTests {
    @Test func theSaleDateOutranksAValidityDateForItsLabelAndTime() throws {
        let lines = [
            "KEDAI MAJU", "Voucher valid until 31/12/2018", "TOTAL 10.00", "Date: 05/02/2018 10:12",
        ]
        let receipt = ReceiptLine.lines(of: PaymentAndSummaryTests.page(lines.map { ($0, 0.9) }))
        let ranked = DateFinder(lines: receipt, order: .dayFirst).candidates().sorted { $0.score > $1.score }
        let best = try #require(ranked.first)
        #expect(best.found.date == CalendarDate(year: 2018, month: 2, day: 5))
        #expect(best.has(.transactionLabel) && best.has(.withTime) && !best.has(.otherLabel))
        let validity = try #require(ranked.last)
        #expect(validity.has(.otherLabel))
        #expect(best.score == best.adjustments.reduce(0) { $0 + $1.points })
    }
}
