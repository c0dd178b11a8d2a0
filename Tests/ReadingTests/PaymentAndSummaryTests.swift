import Foundation
import OCR
import Testing

@testable import Reading

/// The arithmetic between a total, the payment lines and the tax summary, on receipts built
/// line by line with the OCR confidence of each line's words.
@Suite struct PaymentAndSummaryTests {
    /// A page of `lines`, each `(text, confidence of its words)`.
    static func page(_ lines: [(String, Double)]) -> [RecognizedPage] {
        var y = 20
        let recognized = lines.map { text, confidence -> RecognizedLine in
            let box = BoundingBox(x: 20, y: y, width: 16 * text.count, height: 30)
            y += 40
            let words = text.split(separator: " ").map {
                RecognizedWord(text: String($0), box: box, confidence: confidence)
            }
            return RecognizedLine(text: text, box: box, confidence: confidence, words: words)
        }
        return [RecognizedPage(number: 1, width: 800, height: y + 20, source: .ocr, lines: recognized)]
    }

    @Test func theTaxSummaryConfirmsATotalAfterCashRounding() throws {
        let lines: [(String, Double)] = [
            ("KEDAI RUNCIT MAJU", 0.9),
            ("Total Sales (Excluding GST) :     96.00", 0.9),
            ("GST :      5.76", 0.9),
            ("Rounding :      -0.01", 0.9),
            ("Total Sales (Inclusive of GST) : 101.75", 0.9),
            ("GST SUMMARY", 0.9),
            ("SR            6         96.00         5.76", 0.9),
        ]
        let total = try #require(ReceiptParser.parse(Self.page(lines)).total)
        #expect(total.value == 101.75)
        #expect(total.signals[.arithmetic] == 2)
    }

    @Test func aFaintTotalThatOtherAmountsAddUpToIsSure() throws {
        // The total's digits read faintly; the subtotal and tax, read apart from it, add up to it.
        let lines: [(String, Double)] = [
            ("KEDAI RUNCIT MAJU", 0.9),
            ("Total Sales (Excluding GST) :     20.00", 0.9),
            ("GST :      1.20", 0.9),
            ("Total Sales (Inclusive of GST) : 21.20", 0.3),
            ("CASH : 50.00", 0.9),
        ]
        let total = try #require(ConfidenceCalibration.calibrated(ReceiptParser.parse(Self.page(lines))).total)
        #expect(total.value == 21.20)
        #expect(total.signals[.arithmetic] == 2)
        #expect(total.confidence >= ConfidenceCalibration.sure)
    }

    /// The subtotal, the service charge and the tax under it add up to the faint total; with a
    /// payment line between them they are not one bill, and nothing confirms it.
    @Test func theSubtotalAndTheChargesUnderItAddUpToTheTotal() throws {
        let bill: [(String, Double)] = [
            ("RESTORAN MAJU JAYA", 0.9), ("Subtotal  62.55", 0.9), ("Discount  -2.00", 0.9),
            ("10% Srv Chg  6.05", 0.9), ("6% GST  3.99", 0.9), ("Total:  70.59", 0.3),
        ]
        let total = try #require(ConfidenceCalibration.calibrated(ReceiptParser.parse(Self.page(bill))).total)
        #expect(total.value == Decimal(string: "70.59"))
        #expect(total.signals[.arithmetic] == 2)
        #expect(total.confidence >= ConfidenceCalibration.sure)
        var paid = bill
        paid.insert(("CASH  70.59", 0.9), at: 3)
        let unconfirmed = try #require(ReceiptParser.parse(Self.page(paid)).total)
        #expect(unconfirmed.signals[.arithmetic] != 2)
    }

    /// The amounts above add up to the total before the cash rounding; the rounding line's
    /// adjustment is misread, and the total printed under it is what was paid.
    @Test func theTotalUnderAMisreadRoundingLineIsTheRoundedOne() throws {
        let bill: [(String, Double)] = [
            ("BANH MI MAJU SDN BHD", 0.9), ("Total (Excluding GST):  21.30", 0.9), ("Serv. Charge (3%):  0.65", 0.9),
            ("GST payable (6%):  1.31", 0.9), ("Total (Inclusive of GST):  23.26", 0.9), ("Rounding Adj:  ~0.0)", 0.5),
            ("TOTAL:  23.25", 0.9),
        ]
        let total = try #require(ConfidenceCalibration.calibrated(ReceiptParser.parse(Self.page(bill))).total)
        #expect(total.value == Decimal(string: "23.25"))
        #expect(total.rule == .total(.rounded))
        #expect(total.evidence.map(\.text).last == "TOTAL:  23.25")
        // What adds up is the amount before the rounding, and the reason says so.
        #expect(
            total.reason
                == "other amounts on the receipt add up to the amount before its rounding")
        // A later total further than a rounding step away is not the rounded one.
        var far = bill
        far[6] = ("TOTAL:  23.50", 0.9)
        let unrounded = try #require(ReceiptParser.parse(Self.page(far)).total)
        #expect(unrounded.value == Decimal(string: "23.26"))
        #expect(unrounded.rule == .total(.totalLine))
    }

    /// `BALANCE DUE` on an invoice is its total line: read as one, and sure when the subtotal
    /// and tax add up to it.
    @Test func aBalanceDueIsATotalLine() throws {
        let invoice: [(String, Double)] = [
            ("NORTHWIND CONSULTING LTD", 0.9), ("Invoice 2041", 0.9), ("Subtotal  100.00", 0.9),
            ("VAT 20%  20.00", 0.9), ("Balance Due  120.00", 0.9),
        ]
        let total = try #require(ConfidenceCalibration.calibrated(ReceiptParser.parse(Self.page(invoice))).total)
        #expect(total.value == 120)
        #expect(total.signals[.totalLine] == 1)
        #expect(total.confidence >= ConfidenceCalibration.sure)
        let alone = try #require(
            ConfidenceCalibration.calibrated(ReceiptParser.parse(Self.page([invoice[0], ("Balance Due  12.50", 0.9)])))
                .total)
        #expect(alone.signals[.totalLine] == 1)
        #expect(alone.confidence >= 0.6)
    }

    @Test func theRowsOfATaxSummaryAddUpToTheTotalByTheirGrossAmounts() throws {
        // One row per tax rate: net, tax, gross (the first row's net misread); the cash alone
        // would not make the faint total sure.
        var lines: [(String, Double)] = [
            ("Marktkauf Lehr", 0.9),
            ("SUMME EUR 31,98", 0.4),
            ("BAR EUR 40,03", 0.9),
            ("Ruckgeld EUR 8,05", 0.9),
            ("MwSt NETTO MwSt UMSATZ", 0.9),
            ("B 7% 140 0,52 7,97", 0.9),
            ("C 19% 20,18 3,83 24,01", 0.9),
        ]
        let total = try #require(ConfidenceCalibration.calibrated(ReceiptParser.parse(Self.page(lines))).total)
        #expect(total.value == 31.98)
        #expect(total.signals[.arithmetic] == 2)
        #expect(total.confidence >= ConfidenceCalibration.sure)
        // A single row is not a table of rates: its gross alone is no sum.
        lines.removeLast()
        lines[1].0 = "SUMME EUR 7,97"
        let single = try #require(ReceiptParser.parse(Self.page(lines)).total)
        #expect(single.signals[.arithmetic] != 2)
    }

    @Test func twoPartialTotalsAboveTheTotalAddUpToIt() throws {
        // A delivery note split by tax rate: the zero-rated goods and the taxed goods with
        // their tax, each totalled, then the amount payable, read faintly.
        var lines: [(String, Double)] = [
            ("GARDEN BAKERY SDN BHD", 0.9),
            ("Total 0% supplies: 6.39", 0.9),
            ("Total 6% supplies (Inc. GST): 8.40", 0.9),
            ("Total Payable: 14.79", 0.4),
        ]
        let total = try #require(ConfidenceCalibration.calibrated(ReceiptParser.parse(Self.page(lines))).total)
        #expect(total.value == Decimal(string: "14.79"))
        #expect(total.signals[.arithmetic] == 2)
        #expect(total.confidence >= ConfidenceCalibration.sure)
        // Goods returned subtract: 39.01 delivered, 18.80 taken back.
        lines[1].0 = "Total 0% supplies: 39.01"
        lines[2].0 = "Total 6% supplies (Inc. GST): -18.80"
        lines[3].0 = "Total Payable: 20.21"
        let returned = try #require(ReceiptParser.parse(Self.page(lines)).total)
        #expect(returned.value == Decimal(string: "20.21"))
        #expect(returned.signals[.arithmetic] == 2)
        // One partial misread (`28.28` for `28.20`) confirms nothing, nor do partials printed
        // only below the total.
        lines[1].0 = "Total 0% supplies: 6.01"
        lines[2].0 = "Total 6% supplies (Inc. GST): 28.28"
        lines[3].0 = "Total Payable: 34.21"
        let misread = try #require(ReceiptParser.parse(Self.page(lines)).total)
        #expect(misread.value == Decimal(string: "34.21"))
        #expect(misread.signals[.arithmetic] != 2)
        let below: [(String, Double)] = [
            ("GARDEN BAKERY SDN BHD", 0.9),
            ("Total Payable: 14.79", 0.9),
            ("Total 0% supplies: 6.39", 0.9),
            ("Total 6% supplies (Inc. GST): 8.40", 0.9),
        ]
        let first = try #require(ReceiptParser.parse(Self.page(below)).total)
        #expect(first.value != Decimal(string: "14.79") || first.signals[.arithmetic] != 2)
    }

    @Test func aPartialTotalAboveANegativeAmountPayableIsNotSure() throws {
        // Goods returned exceed goods delivered: the amount payable is below zero, and the
        // zero-rated goods' total, which its items add up to, is only a part.
        var lines: [(String, Double)] = [
            ("GARDEN BAKERY SDN BHD", 0.9),
            ("WHITE BREAD     2.43  3   4.26", 0.9),
            ("WHOLEMEAL       2.08  1   2.78", 0.9),
            ("JUMBO           2.97  2   5.94", 0.9),
            ("Total 0% supplies: 12.98", 0.9),
            ("Total 6% supplies (Inc. GST): 14.71", 0.9),
            ("Total Payable: -1.73", 0.9),
        ]
        let total = try #require(ConfidenceCalibration.calibrated(ReceiptParser.parse(Self.page(lines))).total)
        #expect(total.signals.has(.negativeTotalBelow))
        #expect(total.confidence < ConfidenceCalibration.sure)
        // `FinalTotal =—-12.98`: the same amount behind a dash is no credit.
        lines[6].0 = "Total Payable: =—-12.98"
        let dashed = try #require(ConfidenceCalibration.calibrated(ReceiptParser.parse(Self.page(lines))).total)
        #expect(!dashed.signals.has(.negativeTotalBelow))
    }

    @Test func anAmountNetOfTaxPlusTheTaxIsTheTotalWhenNoTotalLineWasRead() throws {
        // The total line is unreadable (`Jota: Sales Inci, Goi @ Oh  Pw33 ON`); `Nett of Tax`
        // names the amount before tax, and the tax is 6% of it to the cent.
        var lines: [(String, Double)] = [
            ("KEDAI UBAT DAN RUNCIT MAJU", 0.9),
            ("Liquid Medicine 8423.90 x?", 0.4),
            ("Jota: Sales Inci, Goi @ Oh       Pw33 ON", 0.4),
            ("Nett of Tax:       RM31.98", 0.9),
            ("GST @ 6%:          RM1,92", 0.9),
        ]
        let total = try #require(ReceiptParser.parse(Self.page(lines)).total)
        #expect(total.value == Decimal(string: "33.90"))
        #expect(total.rule == .total(.netPlusTax))
        // A tax that is not 6% of it leaves the sum unproven.
        lines[4].0 = "GST @ 6%:          RM1,52"
        #expect(ReceiptParser.parse(Self.page(lines)).total?.rule != .total(.netPlusTax))
    }

    @Test func aFaintTotalThatOnlyTheCashRepeatsIsNotSure() throws {
        // The cash line prints the total again in the same print: OCR may misread both alike.
        let lines: [(String, Double)] = [
            ("KEDAI RUNCIT MAJU", 0.9),
            ("TOTAL 16.00", 0.3),
            ("CASH 16.00", 0.9),
            ("CHANGE 0.00", 0.9),
        ]
        let total = try #require(ConfidenceCalibration.calibrated(ReceiptParser.parse(Self.page(lines))).total)
        #expect(total.value == 16)
        #expect(total.signals[.arithmetic] == 1)
        #expect(total.confidence < ConfidenceCalibration.sure)
    }

    @Test func aTotalReadMoreClearlyThanTheCashIsNotRepairedByIt() throws {
        // `160,00` is the cash misread: the total line reads more clearly than the cash line.
        var lines: [(String, Double)] = [
            ("KEDAI RUNCIT MAJU", 0.9),
            ("Total After Adj Incl GST       127.35", 0.7),
            ("CASH                          160,00", 0.68),
            ("Change Amt      22.65", 0.63),
        ]
        #expect(try #require(ReceiptParser.parse(Self.page(lines)).total).value == 127.35)
        // The same receipt with the total line read worst: cash minus change mends it.
        lines[1].1 = 0.5
        let mended = try #require(ReceiptParser.parse(Self.page(lines)).total)
        #expect(mended.value == 137.35)
        #expect(mended.rule == .total(.cashMinusChange))
    }

    @Test func aTotalWithoutCentsIsMendedByThePaymentHoweverClearlyItReads() throws {
        let lines: [(String, Double)] = [
            ("KEDAI RUNCIT MAJU", 0.9),
            ("Grand Total   an . 35", 0.97),
            ("Cash      RM10.50", 0.44),
            ("Change       RM2.15", 0.77),
        ]
        #expect(try #require(ReceiptParser.parse(Self.page(lines)).total).value == 8.35)
    }

    /// A parking machine's ticket: the item is paid for (`Pay parking ticket`), the amount due
    /// is on a line without a total keyword, and `Accepted total` is the money put in.
    @Test func aTotalLineOfMoneyTakenInIsThePaymentAndTheNearestPaymentGivesChange() throws {
        let ticket: [(String, Double)] = [
            ("CITY PARKING SDN BHD", 0.9), ("010100 Pay parking ticket 5.00 RM", 0.9),
            ("Length of stay: 0 Dy. 0 Hr. 15 Min.", 0.9), ("Amount Incl. GST 5.00 RM", 0.9),
            ("Accepted total 10.00 RM", 0.9), ("Change 5.00 RM", 0.9),
        ]
        #expect(LineKind.of(KeywordMatcher.words(of: "Accepted total 10.00 RM")) == .tendered)
        #expect(LineKind.of(KeywordMatcher.words(of: "Total tendered 20.00")) == .tendered)
        #expect(LineKind.of(KeywordMatcher.words(of: "Grand total received 20.00")) == .total(strong: true))
        let total = try #require(ConfidenceCalibration.calibrated(ReceiptParser.parse(Self.page(ticket))).total)
        #expect(total.value == 5)
        #expect(total.rule == .total(.amountPaid))
        // Cash minus change is printed above the payment (the amount line): sure.
        #expect(total.confidence >= ConfidenceCalibration.sure)
    }

    /// A till's sales by kind and then its tax, right above the total (`FOOD 23.86`,
    /// `State&Local Tax 1.85`, `Amount Due 25.71`): the tax and the items add up to it. A
    /// total that no run of items and the tax gives stays unconfirmed.
    @Test func theItemsAndTheTaxRightAboveTheTotalAddUp() throws {
        func check(total: String) -> [(String, Double)] {
            [
                ("Cracker Barrel Store #337", 0.9), ("APR11'17 4:03PM", 0.9), ("1 COFFEE  2.29", 0.9),
                ("FOOD  23.86", 0.9), ("State&Local Tax  1.85", 0.9), ("Amount Due  $\(total)", 0.9),
            ]
        }
        let total = try #require(
            ConfidenceCalibration.calibrated(ReceiptParser.parse(Self.page(check(total: "25.71")))).total)
        #expect(total.value == Decimal(string: "25.71"))
        #expect(total.signals[.arithmetic] == 2)
        #expect(total.confidence >= ConfidenceCalibration.sure)
        let other = try #require(ReceiptParser.parse(Self.page(check(total: "25.17"))).total)
        #expect(other.signals[.arithmetic] == nil)
    }

    /// A till that rounds to five cents without printing the adjustment: subtotal, charge and
    /// tax add up to the total rounded (`42.96` to `42.95`). A sum two cents or more off, or a
    /// total that is no multiple of five cents, is no rounding.
    @Test func aBillRoundedToFiveCentsAddsUp() throws {
        func bill(total: String) -> [(String, Double)] {
            [
                ("BACHMANN JAPANESE RESTAURANT", 0.9), ("1 Gong Bao Rice  $7.90", 0.9), ("SUBTOTAL  $36.50", 0.9),
                ("SVC CHG  $3.65", 0.9), ("GST  $2.81", 0.9), ("TOTAL  $\(total)", 0.9),
            ]
        }
        let rounded = try #require(
            ConfidenceCalibration.calibrated(ReceiptParser.parse(Self.page(bill(total: "42.95")))).total)
        #expect(rounded.value == Decimal(string: "42.95"))
        #expect(rounded.signals[.arithmetic] == 2)
        #expect(rounded.confidence >= ConfidenceCalibration.sure)
        for other in ["42.90", "42.94"] {
            let total = try #require(ReceiptParser.parse(Self.page(bill(total: other))).total)
            #expect(total.signals[.arithmetic] == nil, "\(other)")
        }
        #expect(ArithmeticChecks.isCashRounding(of: Decimal(string: "42.96")!, to: Decimal(string: "42.95")!))
        #expect(ArithmeticChecks.isCashRounding(of: Decimal(string: "42.98")!, to: Decimal(string: "43.00")!))
        #expect(!ArithmeticChecks.isCashRounding(of: Decimal(string: "42.95")!, to: Decimal(string: "42.95")!))
        #expect(!ArithmeticChecks.isCashRounding(of: Decimal(string: "42.975")!, to: Decimal(string: "42.95")!))
    }

    /// `Serv. Charge (10%)` above the total is a charge on the bill, not the change: the cash
    /// and change lines below the total give the payment.
    @Test func aServiceChargeIsNotTheChange() throws {
        #expect(LineKind.of(KeywordMatcher.words(of: "Serv. Charge (10%):  4,13")) == .other)
        #expect(LineKind.of(KeywordMatcher.words(of: "CHANGE :  1.85")) == .change)
        let bill: [(String, Double)] = [
            ("ZAWIAJAYA FOOD N BEVERAGE SDN BHD", 0.9), ("TEA POT BIG   1x  12.90  12.90 SR", 0.9),
            ("Serv. Charge (10%):  1.29", 0.9), ("Total (Inclusive of GST):  14.96", 0.6),
            ("CASH :  20.00", 0.9), ("CHANGE :  5.05", 0.9),
        ]
        let total = try #require(ReceiptParser.parse(Self.page(bill)).total)
        #expect(total.value == 14.95)
        #expect(total.rule == .total(.cashMinusChange))
        // Under the cash line, `Charge` is the change misread.
        #expect(LineKind.of(KeywordMatcher.words(of: "Charge :  8.00")) == .change)
    }

    /// `CARD CHARGE` above the total is a charge on the bill, not the change (change is given
    /// only after a total or a payment): the total is not printed after a payment, and the
    /// charge is one of the amounts that add up to it. Under the cash line, `CHARGE` stays the
    /// change misread.
    @Test func aChargeAboveEveryTotalAndPaymentIsNoChange() throws {
        let bill: [(String, Double)] = [
            ("KEDAI RUNCIT MAJU", 0.9), ("1 ROTI  3.00", 0.9), ("1 KOPI  2.00", 0.9),
            ("CARD CHARGE 2%  0.10", 0.9), ("TOTAL  5.10", 0.9),
        ]
        #expect(TotalFinder(lines: ReceiptLine.lines(of: Self.page(bill))).kinds[3] == .other)
        let total = try #require(ConfidenceCalibration.calibrated(ReceiptParser.parse(Self.page(bill))).total)
        #expect(total.value == Decimal(string: "5.10"))
        #expect(total.signals[.afterPayment] == nil)
        #expect(total.confidence >= ConfidenceCalibration.sure)
        let paid = bill.dropLast(2) + [("TOTAL  5.00", 0.9), ("CASH  10.00", 0.9), ("CHARGE  5.00", 0.9)]
        #expect(TotalFinder(lines: ReceiptLine.lines(of: Self.page(Array(paid)))).kinds[5] == .change)
    }

    /// A change line with no cash above it (`Balance` before the payment) is passed over for
    /// the change line under the cash.
    @Test func theChangeIsTheChangeLineUnderTheCash() throws {
        let receipt: [(String, Double)] = [
            ("KEDAI RUNCIT MAJU", 0.9), ("MILO 1KG  14.96", 0.9), ("Total  14.98", 0.5), ("Balance  14.96", 0.9),
            ("CASH  20.00", 0.9), ("CHANGE  5.04", 0.9),
        ]
        let total = try #require(ReceiptParser.parse(Self.page(receipt)).total)
        #expect(total.value == Decimal(string: "14.96"))
        #expect(total.rule == .total(.cashMinusChange))
        #expect(total.evidence.map(\.text).suffix(2) == ["CASH  20.00", "CHANGE  5.04"])
    }
}
