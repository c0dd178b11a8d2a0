import Foundation
import OCR
import Testing

@testable import Reading

/// Every total is set by one named rule, and a total line's rank is the sum of named reasons.
@Suite struct TotalRulesTests {
    private func total(_ lines: [String], clarity: Double = 0.9) throws -> DraftField<Decimal> {
        try #require(ReceiptParser.parse(PaymentAndSummaryTests.page(lines.map { ($0, clarity) })).total)
    }

    @Test func eachRuleSaysHowTheTotalWasDecided() throws {
        let totalLine = try total(["KEDAI MAJU", "Subtotal 10.00", "Tax 0.60", "TOTAL 10.60"])
        #expect(totalLine.value == 10.60)
        #expect(totalLine.rule == .total(.totalLine))

        let rounded = try total(["KEDAI MAJU", "TOTAL 10.62", "Rounding -0.02"])
        #expect(rounded.value == 10.60)
        #expect(rounded.rule == .total(.rounded))

        // Confirmed by subtotal and tax, then rounded: the rounded amount is paid, unless the
        // cash and change say the unrounded one was.
        let confirmed = ["KEDAI MAJU", "Subtotal 10.02", "Tax 0.60", "TOTAL 10.62", "Rounding -0.02"]
        #expect(try total(confirmed).value == 10.60)
        #expect(try total(confirmed + ["Cash 20.00", "Change 9.38"]).value == 10.62)

        let completed = try total(["KEDAI MAJU", "Total 41.48", "Rounding 0.02", "GRAND TOTAL 41 Su"])
        #expect(completed.value == 41.50)
        #expect(completed.rule == .total(.completedByRounding))

        let paid = try total(["KEDAI MAJU", "Nasi lemak 4.50", "Teh tarik 2.00", "Cash 10.00", "Change 3.50"])
        #expect(paid.value == 6.50)
        #expect(paid.rule == .total(.amountPaid))
        // Cash minus change ranks above a faintly read total line nothing confirms, and is not
        // sure unless a line above the payment prints the same amount (`AmountPaidPrintedAboveTests`).
        let unconfirmed = try total(["KEDAI MAJU", "Nasi lemak 4.50", "TOTAL 4.80"], clarity: 0.7)
        let level = { (field: DraftField<Decimal>) in
            ConfidenceCalibration.total(rule: field.rule?.totalRule, signals: field.signals)
        }
        #expect(level(paid) > level(unconfirmed))
        #expect(level(paid) < ConfidenceCalibration.sure)

        // An item's amount unread: the items do not add up to the subtotal.
        let subtotal = try total(["KEDAI MAJU", "Nasi lemak 4.50", "Teh tarik 2.00", "Roti canai", "Subtotal 8.00"])
        #expect(subtotal.value == 8.00)
        #expect(subtotal.rule == .total(.subtotalOnly))

        let largest = try total(["KEDAI MAJU", "Nasi lemak 4.50", "Teh tarik 2.00"])
        #expect(largest.value == 4.50)
        #expect(largest.rule == .total(.largestAmount))
    }

    @Test func anUnreadTotalLineIsTheAmountBeforeTaxPlusTheTax() throws {
        let header = ["MEDIA MARKT", "2461604 185,00", "Total FI BS Oo", "Bar EUR 200,00"]
        let summed = try total(header + ["incl. 19,00% MwSt (b) 24,75", "Netto-Warenwert: (b) 130,25"])
        #expect(summed.value == 155.00)
        #expect(summed.rule == .total(.netPlusTax))
        #expect(summed.evidence.map(\.text) == ["incl. 19,00% MwSt (b) 24,75", "Netto-Warenwert: (b) 130,25"])
        // A plain subtotal may already hold the tax; a tax that is not the printed rate of the
        // net is a misread: the largest amount stands, unsure.
        let plain = try total(header + ["incl. 19,00% MwSt (b) 24,75", "Subtotal 130,25"])
        #expect(plain.rule != .total(.netPlusTax))
        let wrongRate = try total(header + ["incl. 19,00% MwSt (b) 29,75", "Netto-Warenwert: (b) 130,25"])
        #expect(wrongRate.rule == .total(.largestAmount))
        #expect(wrongRate.value == 185.00)
    }

    private func level(_ field: DraftField<Decimal>) -> ConfidenceCalibration.Assessment {
        ConfidenceCalibration.assessTotal(rule: field.rule?.totalRule, signals: field.signals)
    }

    @Test func aNetAndTaxAtTheOnlyPrintedRateMakeASureTotal() throws {
        let header = ["MEDIA MARKT", "2461604 185,00", "Total FI BS Oo", "Bar EUR 200,00"]
        let summary = ["incl. 19,00% MwSt (b) 24,75", "Netto-Warenwert: (b) 130,25"]
        // The tax is the net at the printed rate to the cent: two readings no slip makes agree.
        let atRate = try total(header + summary + ["ee  *  > a | 2 %  '"])
        #expect(atRate.value == 155.00)
        #expect(level(atRate).level >= ConfidenceCalibration.sure)
        #expect(level(atRate).reason.contains("printed rate"))
        // A second rate on a line with money: goods at that rate may be left out of the sum.
        let twoRates = try total(header + summary + ["2=7,00% 2,70 2,52 0,18"])
        #expect(twoRates.rule == .total(.netPlusTax))
        #expect(level(twoRates).level < ConfidenceCalibration.sure)
        // No rate printed: nothing checks the pair.
        let unprinted = try total(header + ["MwSt 24,75", "Netto-Warenwert: 130,25"])
        #expect(unprinted.rule == .total(.netPlusTax))
        #expect(level(unprinted).level < ConfidenceCalibration.sure)
    }

    @Test func theLargestAmountIsSureWhenThePaymentBelowPrintsItWithoutChange() throws {
        let items = ["LIDL", "Bio Orangen 2,49 A", "Balance Brot 0,99 A", "Premium Vodka 18,33 B"]
        let paid = try total(items + ["> wi zablen 23,51", "Kreditkarte 4,0)", "Kartenzahlung", "EUR 23,51"])
        #expect(paid.value == 23.51)
        #expect(paid.rule == .total(.largestAmount))
        #expect(level(paid).level >= ConfidenceCalibration.sure)
        // Printed once only, or above the payment, or the payment with change handed back
        // (the money handed over, not the amount due): unsure.
        let once = try total(items + ["> wi zablen 23,51", "Kreditkarte 4,0)"])
        #expect(once.value == 23.51)
        #expect(level(once).level < ConfidenceCalibration.sure)
        let above = try total(["EUR 23,51"] + items.dropFirst() + ["> wi zablen 23,51", "Kreditkarte"])
        #expect(level(above).level < ConfidenceCalibration.sure)
        let cash = try total(items + ["Tunai 50,00", "Bar EUR 50,00", "Rückgeld EUR 26,49"])
        #expect(level(cash).level < ConfidenceCalibration.sure)
    }

    @Test func aChangeLineWithItsUmlautReadAsTwoLettersIsTheChange() throws {
        #expect(KeywordMatcher.similar("riickgeld", "ruckgeld"))
        #expect(KeywordMatcher.isUmlautReadAsTwoLetters("zuriick", "zuruck"))
        // Only the two letters for the one `u`, and nothing else misread besides.
        #expect(!KeywordMatcher.similar("riickgelt", "ruckgeld") && !KeywordMatcher.similar("riiickgeld", "ruckgeld"))
        // `BAR EUR -5,55` / `Riickgeld EUR 2,00`: cash minus change, which the `sunne` line above prints.
        let paid = try total([
            "dm-drogerie markt", "Visiomax 0,50", "E sunne 3,55", "BAR EUR -5,55", "Riickgeld EUR 2,00",
        ])
        #expect(paid.value == 3.55)
        #expect(paid.rule == .total(.amountPaid))
        #expect(level(paid).level >= ConfidenceCalibration.sure)
    }

    @Test func unreadTotalAndPaymentLeaveTheItemsSumPrintedBelowThem() throws {
        let items = ["KEDAI MAJU", "1 SR 9555544201075 4 4.35 17.40", "2 SR 9555544201198 3 4.35 13.05"]
        let summary = ["Total Sales Inclusive GST: = =~S OAS", "CashReceived: 30.50", "SR 0.00 30.45 0.00"]
        let summed = try total(items + summary)
        #expect(summed.value == 30.45)
        #expect(summed.rule == .total(.itemsSum))
        // The line printing the sum is quoted first: it is where the total was read.
        #expect(summed.evidence.map(\.text) == [summary[2]] + items.dropFirst())
        #expect(summed.confidence < ConfidenceCalibration.sure)
        // A sum printed nowhere below the items is no reading of the total: the largest amount
        // stands; so does a sum printed only above them.
        let unprinted = try total(items + ["Total Sales = =~S OAS", "CashReceived: 30.50"])
        #expect(unprinted.rule == .total(.largestAmount))
        #expect(unprinted.value == 30.50)
        let above = try total(["KEDAI MAJU 30.45"] + items.dropFirst() + ["CashReceived: 30.50"])
        #expect(above.rule == .total(.largestAmount))
    }

    @Test func anUnreadTotalLineIsTheSubtotalWithTheChargesUnderIt() throws {
        let items = ["RESTORAN MAJU", "1 HH GUINESS 12 GLASSES 150.00", "1 HH TIGER 12 GLASSES 145.00"]
        let charges = ["SUB TOTAL 295.00", "SERVICE CHARGE 10% 29.50", "GST 6% 19.47", "ROUNDING ADJ -0.02"]
        let summed = try total(items + charges + ["iki iUTAL 343,95", "THANK YOU"])
        #expect(summed.value == 343.95)
        #expect(summed.rule == .total(.chargesAdded))
        #expect(summed.evidence.map(\.text) == ["iki iUTAL 343,95", "SUB TOTAL 295.00"])
        #expect(summed.confidence < ConfidenceCalibration.sure)
        // A discount subtracts.
        let discounted = try total(items + ["SUBTOTAL 295.00", "Discount 10.00", "Amount 285.00"])
        #expect(discounted.value == 285.00)
        #expect(discounted.rule == .total(.chargesAdded))
        // The amount next must be the sum to the cent: else the items' sum stands.
        let misread = try total(items + charges + ["iki iUTAL 348,95", "THANK YOU"])
        #expect(misread.rule != .total(.chargesAdded))
        // Cash paid to the cent says the sum again; a change line proves nothing.
        let paid = try total(items + charges + ["CASH 343.95"])
        #expect(paid.value == 343.95)
        #expect(paid.rule == .total(.chargesAdded))
        let change = try total(items + charges + ["CHANGE 343.95"])
        #expect(change.rule != .total(.chargesAdded))
        // Abbreviated (`SUB_TOT`), with a tax and a service tax under it, paid exactly in cash.
        let hotel = try total([
            "HOTEL", "Paneer Tikka 1 250.00 250.00", "Dal 1 635.00 635.00", "SUB_TOT  ITM= 2     885.00",
            "VAT        @12.50% ON  885.00  110.63", "SRV.TAX    @4.90% ON  885.00   43.37", "CASH        1039.00",
        ])
        #expect(hotel.value == 1039.00)
        #expect(hotel.rule == .total(.chargesAdded))
    }

    /// Double-width print read with spaces inside its words and amount (`A mou nt :  1 14.9 5`),
    /// under the subtotal and the tax it adds up to.
    @Test func aSpacedTotalUnderTheSubtotalAndTaxIsTheirSum() throws {
        let lines = [
            "CAFE", "Pasta 54.50", "Pizza 50.00", "SubTotal:     104.50", "Tax:      10.45", "A mou nt :     1 14.9 5",
            "Even Split (4):      28.74",
        ]
        let summed = try total(lines)
        #expect(summed.value == 114.95)
        #expect(summed.rule == .total(.chargesAdded))
        #expect(summed.confidence < ConfidenceCalibration.sure)
    }

    @Test func aCandidatesScoreIsTheSumOfItsNamedReasons() throws {
        let lines = ["KEDAI MAJU", "Subtotal 10.00", "Tax 0.60", "GRAND TOTAL 10.60", "Cash 20.00", "Change 9.40"]
        let receiptLines = ReceiptLine.lines(of: PaymentAndSummaryTests.page(lines.map { ($0, 0.9) }))
        let best = try #require(TotalFinder(lines: receiptLines).candidates().first)
        #expect(best.amount.value == 10.60)
        #expect(best.has(.strongKeyword) && best.has(.confirmedByArithmetic) && best.has(.hasCents))
        #expect(!best.has(.afterPayment))
        // The same amount on a second total line is recorded: the vote of re-readings respects it.
        let twice = try total(["KEDAI MAJU", "Total 10.00", "Round Adj 0.00", "FinalTotal 10.00"])
        #expect(twice.signals[.repeated] == 1)
        #expect(best.score == best.adjustments.reduce(0) { $0 + $1.points })
    }

    @Test func aPaymentHeadingIsNotTheCashLine() throws {
        // `Payment Details` heads the payment block; the cash line below it carries the amount.
        let paid = try total([
            "KEDAI MAJU", "Nasi lemak 43.90", "Total (Excluding GST) 41.42", "GST 6% 2.48",
            "---- Payment Details ----", "CASH 100.00", "CASH CHANGE 56.10",
        ])
        #expect(paid.value == 43.90)
        #expect(paid.rule == .total(.amountPaid))
    }
}

/// The first letter of a line fades first: a keyword of five letters or more read without it,
/// as the line's first word, is still the keyword (`otal` for `Total`).
@Suite struct LostFirstLetterTests {
    @Test func aKeywordWithoutItsFirstLetterStartsTheLine() {
        func find(_ phrase: String, _ line: String, firstLetterLost: Bool = true) -> Int? {
            KeywordMatcher.find(phrase, in: KeywordMatcher.words(of: line), firstLetterLost: firstLetterLost)
        }
        #expect(find("total", "otal After Rounding 21.40") == 0)
        #expect(find("total amount", "{OTAL AMOUNT Due 250.00") == 0)
        #expect(find("total", "Sub otal 21.40") == nil)
        #expect(find("cash", "ash 50.00") == nil)
        #expect(find("total", "otal 1.00", firstLetterLost: false) == nil)
        // Only money lines are read so: a shop's name is not a column heading (`price`).
        #expect(LineKind.of(KeywordMatcher.words(of: "hange 2.00")) == .change)
        #expect(!KeywordMatcher.containsAny(MerchantFinder.skipWords, in: KeywordMatcher.words(of: "RICE BOWL")))
    }

    @Test func aTotalLineThatLostItsFirstLetterIsTheTotal() throws {
        let lines = ["KEDAI MAJU JAYA", "Tissue 6.33", "Bread 2.00", "otal 8.33", "CASH 50.00"]
        let page = PaymentAndSummaryTests.page(lines.map { ($0, 0.95) })
        let total = try #require(ConfidenceCalibration.calibrated(ReceiptParser.parse(page)).total)
        #expect(total.value == Decimal(string: "8.33"))
        #expect(total.rule?.totalRule == .totalLine)
        #expect(total.confidence >= ConfidenceCalibration.sure)
    }
}
