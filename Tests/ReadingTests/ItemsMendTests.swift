import Foundation
import OCR
import Testing

@testable import Reading

/// A total line one digit away from the items printed right above it, whose sum the receipt
/// prints twice, is mended to that sum (`TotalRule.mendedByItems`), and stays unsure.
@Suite struct ItemsMendTests {
    private func total(_ lines: [String], clarity: Double = 0.6) throws -> DraftField<Decimal> {
        let page = PaymentAndSummaryTests.page(lines.map { ($0, clarity) })
        return try #require(ConfidenceCalibration.calibrated(ReceiptParser.parse(page)).total)
    }

    @Test func aSingleItemsPriceAndAmountMendTheTotalLine() throws {
        let mended = try total(["KEDAI MAJU", "1 PC  9.00  9.00", "Total :  91.00", "THANK YOU"])
        #expect(mended.value == 9)
        #expect(mended.rule == .total(.mendedByItems))
        #expect(mended.confidence < ConfidenceCalibration.sure)
        #expect(mended.evidence.map(\.text).contains("Total :  91.00"))
    }

    @Test func theSumPrintedWithASpaceForItsPointCountsAsASecondPrinting() throws {
        let mended = try total(["KEDAI MAJU", "1 TRAY  12.00", "Total  42.00", "THANK YOU", "12 00"])
        #expect(mended.value == 12)
        #expect(mended.rule == .total(.mendedByItems))
    }

    @Test func aPriceColumnThatLostItsPointCountsBesideTheAmount() throws {
        let mended = try total(["KEDAI MAJU", "SR 9555255201863   12 00   12.00", "Total  42.00", "THANK YOU"])
        #expect(mended.value == 12)
        #expect(mended.rule == .total(.mendedByItems))
        // A different number beside the amount is no second printing.
        let kept = try total(["KEDAI MAJU", "SR 9555255201863   13 00   12.00", "Total  42.00", "THANK YOU"])
        #expect(kept.value == 42)
    }

    @Test func aTotalReadWithoutCentsGivesWayToItemsPrintedTwiceWithThem() throws {
        // `Total 12.00` read `49000`: no digit of it can be trusted, the items' columns can.
        let mended = try total(["KEDAI MAJU", "SR 9555255201863   12.00   12.00", "Total  49000", "THANK YOU"])
        #expect(mended.value == 12)
        #expect(mended.rule == .total(.mendedByItems))
        // A receipt printed without cents keeps its total: the sum is printed once with them.
        let whole = try total(["KEDAI MAJU", "SR 9555255201863   1200", "Total  4900", "THANK YOU"])
        #expect(whole.value == 4900)
    }

    @Test func theTotalLineStandsWhenTheSumIsPrintedOnce() throws {
        // 4.50 is printed only as the item: one printing against one.
        let kept = try total(["KEDAI MAJU", "Nasi lemak 4.50", "TOTAL 4.80"])
        #expect(kept.value == 4.80)
        #expect(kept.rule == .total(.totalLine))
    }

    @Test func theTotalLineStandsWhenTaxIsPrintedBetweenTheItemsAndIt() throws {
        // Tax added on top: the total is not the items' sum, though one digit away from it.
        let kept = try total(["KEDAI MAJU", "1 PC  10.00  10.00", "Service tax 6%  0.60", "TOTAL  10.60"])
        #expect(kept.value == 10.60)
        #expect(kept.rule == .total(.totalLine))
    }

    @Test func theTotalLineStandsWhenItIsPrintedAgain() throws {
        let kept = try total(["KEDAI MAJU", "1 PC  9.00  9.00", "Total :  91.00", "Amount due 91.00"])
        #expect(kept.value == 91)
    }

    @Test func theTotalLineStandsWhenTheItemsDifferByMoreThanOneDigit() throws {
        let kept = try total(["KEDAI MAJU", "1 PC  9.00  9.00", "Total :  19.50", "THANK YOU"])
        #expect(kept.value == 19.50)
    }
}
