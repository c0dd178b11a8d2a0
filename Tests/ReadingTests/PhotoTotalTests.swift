import Foundation
import OCR
import Testing

@testable import Reading

/// Totals as phone photos of tills worldwide print them and the deep engine reads them:
/// double-width total lines read letter-spaced, a dollar sign read as `S`, tips and taxes added
/// to an earlier total, the card charged the total, and the keywords of US and Asian tills.
@Suite struct PhotoTotalTests {
    private func total(_ lines: [String], clarity: Double = 0.95) throws -> DraftField<Decimal> {
        try #require(ReceiptParser.parse(PaymentAndSummaryTests.page(lines.map { ($0, clarity) })).total)
    }

    /// An amount as printed, exact (a literal goes through `Double`).
    private func d(_ text: String) -> Decimal { Decimal(string: text) ?? 0 }

    private func level(_ field: DraftField<Decimal>) -> Double {
        ConfidenceCalibration.total(rule: field.rule?.totalRule, signals: field.signals)
    }

    private func kind(_ text: String) -> LineKind {
        let line = PaymentAndSummaryTests.page([(text, 0.9)])[0].lines[0]
        let receiptLine = ReceiptLine(page: 1, index: 0, order: 0, line: line)
        return TotalFinder(lines: [receiptLine]).kinds[0]
    }

    @Test func aLetterSpacedAmountIsClosedUp() throws {
        let cases: [(String, String, Int)] = [
            ("Balance Due  1 2 9 . 7 5", "129.75", 2), ("T ota l:   4 0.3 0", "40.30", 2),
            ("TOTAL : $ 56. 38", "56.38", 2), ("T0TAL   11 .9 1", "11.91", 2), ("Tota1   6 5 . 14", "65.14", 2),
            ("Grand Total :  1 1 0 8", "1108", 0),
        ]
        for (text, value, decimals) in cases {
            let amount = try #require(SpacedPrint.closedUpAmount(in: text), "\(text)")
            #expect(amount.value == d(value), "\(text)")
            #expect(amount.decimals == decimals, "\(text)")
        }
        // A count and a price, thousands apart, a plain amount, two single digits: left as read.
        for text in ["Total 2 12.50", "TOTAL 1 234,56", "Total 81.00", "Total : 2 5", "Total 12.50 USD"] {
            #expect(SpacedPrint.closedUpAmount(in: text) == nil, "\(text)")
        }
    }

    @Test func aLetterSpacedTotalLineIsTheTotal() throws {
        let spaced = try total([
            "RISTORANTE BELLAGIO", "1 SALMERINO PIASTRA 18.00", "1 TRENETTE 13.00", "T OTA LE   31.0 0",
        ])
        #expect(spaced.value == d("31.00"))
        #expect(spaced.rule == .total(.totalLine))
        #expect(kind("A MO UN T DUE :   $73 .2 4") == .total(strong: true))
        #expect(kind("16 BAL A NC E DU E   34 .8 0") == .balanceDue)
        // Short words that name nothing joined stay a plain line, and a line whose words
        // already name its kind is not joined (`Tax 1` stays the tax).
        #expect(kind("No Sour Cream 0.00") == .other)
        #expect(kind("Tax 1 :   3.50") == .tax)
        // An item printed double width is no total.
        let item = try total(["DINER", "4 SOBE MOJITOS   40 .0 0", "Total 40.00"])
        #expect(item.evidence.map(\.text) == ["Total 40.00"])
    }

    @Test func aDollarSignReadAsSIsNoDigit() throws {
        let dollar = try total(["SUSHI BAR", "Subtotal $86.65", "Tax $6.93", "Total: S93.58"])
        #expect(dollar.value == d("93.58"))
        #expect(level(dollar) >= ConfidenceCalibration.sure)
        // An `S` before the point is a digit (`RM S.18`), and an item's `S` is left alone.
        let lines = ["KEDAI", "Total 5.18", "CASH RM S.18"].map { ($0, 0.9) }
        let finder = TotalFinder(lines: ReceiptLine.lines(of: PaymentAndSummaryTests.page(lines)))
        #expect(finder.amount(forLine: 2)?.amount.value == d("5.18"))
        let item = try total(["SHOP", "Item S12.00", "Total 512.00"])
        #expect(item.value == d("512.00"))
    }

    @Test func aTipOrTaxAddedToAnEarlierTotalMakesTheFinalTotal() throws {
        let tipped = try total([
            "MASALA", "SUB TOTAL: 35.95", "Tax1: 2.98", "ORDER TOTAL: 38.93", "18% TIPS: 8.09", "TOTAL: 47.02",
        ])
        #expect(tipped.value == d("47.02"))
        #expect(level(tipped) >= ConfidenceCalibration.sure)
        let net = try total([
            "MOOYAH", "1 Burger 8.68", "1 Fries 3.29", "Net Total: $11.97", "Tax: $1.06", "TOTAL: $13.03",
        ])
        #expect(net.value == d("13.03"))
        // A tip that does not add up: the total the subtotal and tax confirm stays.
        let apart = try total(["DINER", "Subtotal 10.00", "Tax 0.60", "TOTAL 10.60", "Tip 2.00", "Total 13.00"])
        #expect(apart.value == d("10.60"))
        // `Net Amount` (an amount before tax elsewhere) below the total plus its charges is the final amount;
        // `Netto` below a total, less than it, is the amount before tax.
        let charged = try total([
            "SAGAR", "DAHI PAPADI 85.00", "PANEER 180.00", "# 2 Total 265.00", "Ser.Tax 14.84", "VAT(2%) 5.30",
            "Round off 0.86", "Net Amount 286.00",
        ])
        #expect(charged.value == d("286.00"))
        let before = try total(["EDEKA", "Brot 50.00", "Milch 50.00", "SUMME 100.00", "MwSt 19% 15.97", "Netto 84.03"])
        #expect(before.value == d("100.00"))
    }

    /// Under hundreds of total lines (a hostile text layer) the total a tip is added to is
    /// still found just above the tip.
    @Test func aTipAddedUnderManyTotalsStillMakesTheFinalTotal() throws {
        let many = Array(repeating: "Coffee 12.50 TOTAL EUR 12.50", count: 300)
        let lines = ["CAFE"] + many + ["ORDER TOTAL: 38.93", "18% TIPS: 8.09", "TOTAL: 47.02"]
        let tipped = try total(lines)
        #expect(tipped.value == d("47.02"))
        #expect(level(tipped) >= ConfidenceCalibration.sure)
        let receiptLines = ReceiptLine.lines(of: PaymentAndSummaryTests.page(lines.map { ($0, 0.95) }))
        let candidates = TotalFinder(lines: receiptLines).candidates()
        let final = try #require(candidates.first { $0.amount.value == d("47.02") })
        #expect(final.has(.addsChargesToEarlierTotal))
        let order = try #require(candidates.first { $0.amount.value == d("38.93") })
        #expect(order.has(.chargesAddedBelow))
        #expect(!candidates.contains { $0.amount.value == d("12.50") && $0.has(.chargesAddedBelow) })
    }

    @Test func theTotalBeforeTipIsTheBill() throws {
        #expect(kind("Total before tip: $58.30") == .total(strong: false))
        #expect(kind("Total before tax 55.00") == .subtotal)
        let bill = try total([
            "TAJ", "1 TIKKA MASALA $20.00", "Subtotal $55.00", "Tax $3.30", "Total before tip: $58.30", "Tip amount:",
        ])
        #expect(bill.value == d("58.30"))
        #expect(bill.rule == .total(.totalLine))
    }

    @Test func savingsAndDiscountTotalsAreNoTotal() throws {
        #expect(kind("Totai Savings S1.00") == .discount)
        #expect(kind("Discount Total: ($6.23)") == .discount)
        #expect(kind("GRAND TOTAL 12.00") == .total(strong: true))
        let meijer = try total([
            "MEIJER", "TOTAL COUPON SAVINGS OF 2.00", "*SAVINGS TOTAL 3.56*", "FRUIT SNACKS 2.00", "BANANAS 1.00",
            "TOTAL 3.00",
        ])
        #expect(meijer.value == d("3.00"))
    }

    @Test func dueAndPayKeywordsOfUSAndAsianTills() throws {
        #expect(kind("Amt Due:     $55.39") == .total(strong: true))
        #expect(kind("PAYMENT DUE $ 65 .36") == .total(strong: true))
        #expect(kind("Pay Asount :      1,455.20") == .total(strong: true))
        #expect(kind("PAY THISAMOUNT: S50.25") == .total(strong: true))
        #expect(kind("12 BAL DUE          37.00") == .balanceDue)
        // A payment is still a payment.
        #expect(kind("PAYMENT                         9.05") == .tendered)
        let due = try total([
            "ANJAPPAR", "1 Dosa 7.95", "Sub Total: 69.90", "Void: -$17.95", "Tax:: $3.44", "Amt Due: $55.39",
        ])
        #expect(due.value == d("55.39"))
    }

    @Test func anItemsTotalWithCentsIsMoney() throws {
        #expect(kind("Sold Items Total            13.40") == .total(strong: false))
        #expect(kind("Total items 3") == .count)
        #expect(kind("TOTAL QTY 2.00") == .count)
    }

    @Test func aBalanceWithNoPaymentAboveIsDue() throws {
        let due = try total(["AROMA CAFE", "1 SOUP $6.79", "SUB-TOTAL $81.52", "TAX $9.00", "BALANCE $90.52"])
        #expect(due.value == d("90.52"))
        #expect(kind("BALANCE $90.52") == .balanceDue)
        // After the cash it is the change; without cents it is points.
        let change = try total(["KEDAI", "Nasi 10.00", "TOTAL 10.00", "CASH 50.00", "BALANCE 40.00"])
        #expect(change.value == d("10.00"))
        #expect(kind("Hev Balance: 135837") == .change)
    }

    @Test func theCashWhoseChangeLeavesThePaymentIsTheMoneyHandedOver() throws {
        let paid = try total(["BAJA FRESH", "CASH 20.00", "FOOD 8.44", "TAX 0.61", "PAYMENT 9.05", "Change Due 10.95"])
        #expect(paid.value == d("9.05"))
        #expect(paid.rule == .total(.amountPaid))
        // Without a payment line to leave, the nearest cash above the change is the money handed over.
        let nearest = try total(["KEDAI", "Nasi 4.50", "Cash 5.00", "Cash 10.00", "Change 5.50"])
        #expect(nearest.value == d("4.50"))
    }

    @Test func theCardIsChargedTheTotalWhenTheTotalLineHasNoAmount() throws {
        let card = try total([
            "TACO BELL", "1 Power Veg Bowl 4.99", "1 Orange Crsh 1.99", "SubTotal 6.98", "Tax", "Total", "Visa 7.61",
        ])
        #expect(card.value == d("7.61"))
        #expect(card.rule == .total(.cardPaid))
        #expect(level(card) < ConfidenceCalibration.sure)
        // A card line under an item's price pays a part; cash with change is no card slip.
        let part = try total(["SHOP", "Item 12.00", "Visa 5.00"])
        #expect(part.rule != .total(.cardPaid))
        let cash = try total(["SHOP", "Item 4.00", "Visa 10.00", "Change 6.00"])
        #expect(cash.rule != .total(.cardPaid))
    }

    /// The items add up to `Net Total`, but the `TOTAL` line below the taxes, read too poorly to
    /// win, prints more: the amount before tax is not called sure. Cash handed over below a
    /// total (its change says so), a rounding and a tax summary's column leave it sure.
    @Test func aLargerTotalBelowKeepsTheItemsSumUnsure() throws {
        let items = ["1 Pollo Taco  $4.95", "1 Carnitas Taco  $4.95", "Net Total:  $9.90", "IL Sales  $0.95"]
        let garbled = try total(items + ["TOTAL: $10, See"])
        #expect(garbled.value == d("9.90"))
        #expect(garbled.signals.has(.largerTotalBelow))
        #expect(level(garbled) < ConfidenceCalibration.sure)
        let alone = try total(items)
        #expect(alone.value == d("9.90") && !alone.signals.has(.largerTotalBelow))
        #expect(level(alone) >= ConfidenceCalibration.sure, "the items add up to it, nothing larger below")

        let paid = try total(["1 Coffee  4.50", "1 Cake  5.40", "Total  9.90", "Total Paid  12.90", "Change  3.00"])
        #expect(paid.value == d("9.90") && !paid.signals.has(.largerTotalBelow))
        let rounded = try total(["1 Coffee  4.50", "1 Cake  5.38", "Total  9.88", "Net Total  9.90"])
        #expect(!rounded.signals.has(.largerTotalBelow))
    }
}
