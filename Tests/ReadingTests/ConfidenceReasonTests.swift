import Foundation
import OCR
import Testing

@testable import Reading

/// Every confidence comes with the reason that set it: what made a field sure, or the first
/// doubt that keeps it unsure.
@Suite struct ConfidenceReasonTests {
    @Test func aTotalSaysWhichCheckMadeItSureOrWhatKeepsItUnsure() {
        let summed = ConfidenceCalibration.assessTotal(
            rule: .totalLine, signals: [.totalLine: 2, .arithmetic: 2, .wordConfidence: 0.3, .margin: 10])
        #expect(summed.level >= ConfidenceCalibration.sure)
        #expect(summed.reason == "other amounts on the receipt add up to it")

        let close = ConfidenceCalibration.assessTotal(
            rule: .totalLine, signals: [.totalLine: 2, .arithmetic: 1, .wordConfidence: 0.95, .margin: 0.2])
        #expect(close.level < ConfidenceCalibration.sure)
        #expect(close.reason == "the payment confirms it, but another amount came close")

        let alone = ConfidenceCalibration.assessTotal(
            rule: .totalLine, signals: [.totalLine: 1, .wordConfidence: 0.6, .margin: 10])
        #expect(alone.level < ConfidenceCalibration.sure)
        #expect(alone.reason == "on a total line; its digits read faintly")
    }

    @Test func aNameSaysTheFirstDoubtThatKeepsItUnsure() {
        let registered: FieldSignals = [
            .registeredName: 1, .position: 1, .wordConfidence: 0.95, .dictionaryShare: 1,
        ]
        #expect(ConfidenceCalibration.assessMerchant(registered).level >= ConfidenceCalibration.sure)
        var mended = registered
        mended[.respelled] = 1
        mended[.voteShare] = 0
        let doubt = ConfidenceCalibration.assessMerchant(mended)
        #expect(doubt.level < ConfidenceCalibration.sure)
        #expect(doubt.reason == "a misread word was mended into a dictionary word")

        let differing: FieldSignals = [.position: 0, .wordConfidence: 0.95, .voteShare: 1.0 / 3.0]
        #expect(ConfidenceCalibration.assessMerchant(differing).reason == "readings of its line at other sizes differ")
    }

    /// A mark no shop name prints (`!`, `?`) is a letter OCR could not read: such a name is not
    /// sure however alike its readings are; a curly apostrophe is the printed straight one.
    @Test func aNameWithAStrayMarkIsNotSureAndApostrophesAreStraight() throws {
        let sure: FieldSignals = [.position: 1, .wordConfidence: 0.95, .dictionaryShare: 1, .voteShare: 1]
        #expect(ConfidenceCalibration.assessMerchant(sure).level >= ConfidenceCalibration.sure)
        var marked = sure
        marked[.strayMark] = 1
        let doubt = ConfidenceCalibration.assessMerchant(marked)
        #expect(doubt.level < ConfidenceCalibration.sure)
        #expect(doubt.reason == "it holds a mark shop names do not print (`?`, `!`, `-K`): a misread letter")
        var registered = marked
        registered[.registeredName] = 1
        #expect(ConfidenceCalibration.assessMerchant(registered).level < ConfidenceCalibration.sure)

        func merchant(_ name: String) throws -> DraftField<String> {
            let pages = PaymentAndSummaryTests.page([
                (name, 0.95), ("Coffee 3.50", 0.95), ("TOTAL 3.50", 0.95), ("12/03/2025 10:15", 0.95),
            ])
            return try #require(ConfidenceCalibration.calibrated(ReceiptParser.parse(pages)).merchant)
        }
        let stray = try merchant("JIAWE! HOUSE SDN BHD")
        #expect(stray.value == "JIAWE! HOUSE SDN BHD")
        #expect(stray.signals[.strayMark] == 1)
        #expect(stray.confidence < ConfidenceCalibration.sure)
        #expect(try merchant("KING’S CONFECTIONERY SDN BHD").value == "KING'S CONFECTIONERY SDN BHD")
        #expect(try merchant("KING’S CONFECTIONERY SDN BHD").signals[.strayMark] == nil)
        // A hyphen that opens a word is a speck; one that joins two is print.
        let opening = try merchant("BOOK TA -K (TAMAN DAYA) SDN BHD")
        #expect(opening.signals[.strayMark] == 1)
        #expect(opening.confidence < ConfidenceCalibration.sure)
        #expect(try merchant("CHOP YEW LIAN-KEDAI SDN BHD").signals[.strayMark] == nil)
    }

    /// A name read only in part, or an address taken for a name, is not sure however alike its
    /// readings are: one that begins with a word that ends names (its first words were on a line
    /// not joined to it), one with a bracket missing its partner, one holding a comma.
    @Test func aNameReadInPartOrAnAddressIsNotSure() throws {
        func merchant(_ name: String) throws -> DraftField<String> {
            let pages = PaymentAndSummaryTests.page([
                (name, 0.95), ("Coffee 3.50", 0.95), ("TOTAL 3.50", 0.95), ("12/03/2025 10:15", 0.95),
            ])
            return try #require(ConfidenceCalibration.calibrated(ReceiptParser.parse(pages)).merchant)
        }
        let whole = try merchant("SETIA HARDWARE ENTERPRISE")
        #expect(whole.signals[.headless] == nil && whole.signals[.unpairedBracket] == nil)
        #expect(whole.signals[.comma] == nil)
        let cases: [(String, FieldSignal, String)] = [
            (
                "ENTERPRISE (SETIA ALAM) SDN BHD", .headless,
                "it begins with a word that ends names: its first words may be lost"
            ),
            ("COSWAY (MALAYSIA SDN BHD", .unpairedBracket, "a bracket in it has no partner: part of it may be lost"),
            ("Wangsa Link, Wangsa Maju", .comma, "it holds a comma, as addresses do"),
            ("HREE STOOGES", .oddStart, "its first word begins as no word does: its first letter may be lost"),
        ]
        for (name, signal, reason) in cases {
            let field = try merchant(name)
            #expect(field.signals[signal] == 1, "\(name)")
            #expect(field.confidence < ConfidenceCalibration.sure, "\(name)")
            var sure: FieldSignals = [.position: 1, .wordConfidence: 0.95, .dictionaryShare: 1, .voteShare: 1]
            #expect(ConfidenceCalibration.assessMerchant(sure).level >= ConfidenceCalibration.sure)
            sure[signal] = 1
            #expect(ConfidenceCalibration.assessMerchant(sure).reason == reason)
            sure[.registeredName] = 1
            #expect(ConfidenceCalibration.assessMerchant(sure).level < ConfidenceCalibration.sure)
        }
    }

    /// A word in lower case among capitalised ones is a misread capital, but a legal form keeps
    /// its own case whatever the name's: `real GmbH` is printed so.
    @Test func aLegalFormIsNoSlipOfLetterCase() {
        #expect(MerchantFinder.hasCaseSlip("laste Of Ihe World"))
        #expect(MerchantFinder.hasCaseSlip("Kauf land GmbH"))
        #expect(!MerchantFinder.hasCaseSlip("real GmbH"))
        #expect(!MerchantFinder.hasCaseSlip("kedai runcit Berhad"))
        #expect(!MerchantFinder.hasCaseSlip("MEDIA MARKT"))
    }
}

/// Cash minus change, with no total line read, is sure when a line above the payment prints
/// the same amount: two independent printings of one sum.
@Suite struct AmountPaidPrintedAboveTests {
    static func receipt(subtotal: String) -> [(String, Double)] {
        [
            ("PASAR MINI SENANG", 0.95), ("Bread 1 12.50", 0.95), ("Milk 1 16.10", 0.95), (subtotal, 0.95),
            ("Tota1 Ie.", 0.4), ("CASH 100.00", 0.95), ("CHANGE 71.40", 0.95),
        ]
    }

    @Test func cashMinusChangePrintedAboveThePaymentIsSure() throws {
        let draft = ConfidenceCalibration.calibrated(
            ReceiptParser.parse(PaymentAndSummaryTests.page(Self.receipt(subtotal: "SUBTOTAL: 28.60"))))
        let total = try #require(draft.total)
        #expect(total.value == Decimal(string: "28.60"))
        #expect(total.rule?.totalRule == .amountPaid)
        #expect(total.confidence >= ConfidenceCalibration.sure)
        #expect(total.reason == "cash minus change is the amount printed above the payment")
    }

    @Test func cashMinusChangeAloneIsNotSure() throws {
        let draft = ConfidenceCalibration.calibrated(
            ReceiptParser.parse(PaymentAndSummaryTests.page(Self.receipt(subtotal: "SUBTOTAL: 28.80"))))
        let total = try #require(draft.total)
        #expect(total.value == Decimal(string: "28.60"))
        #expect(total.rule?.totalRule == .amountPaid)
        #expect(total.confidence < ConfidenceCalibration.sure)
    }
}

/// A name without a legal form is sure however faintly its words read when every word is
/// known (or printed again) and every reading at other sizes repeats it.
@Suite struct FaintKnownNameTests {
    static let faint: FieldSignals = [
        .position: 1, .wordConfidence: 0.25, .dictionaryShare: 1, .nameInReadings: 1, .voteShare: 2.0 / 3.0,
        .shopWord: 1,
    ]

    @Test func aFaintNameOfKnownWordsThatEveryReadingRepeatsIsSure() {
        let sure = ConfidenceCalibration.assessMerchant(Self.faint)
        #expect(sure.level >= ConfidenceCalibration.sure)
        #expect(sure.reason == "the name at the top, its words known and read alike at every size")
        var printedAgain = Self.faint
        printedAgain[.dictionaryShare] = 2.0 / 3.0
        printedAgain[.printedAgain] = 1
        #expect(ConfidenceCalibration.merchant(printedAgain) >= ConfidenceCalibration.sure)
    }

    @Test func oneReadingThatDiffersAnUnknownWordOrAMendKeepsItUnsure() {
        var differs = Self.faint
        differs[.nameInReadings] = 2.0 / 3.0
        #expect(ConfidenceCalibration.merchant(differs) < ConfidenceCalibration.sure)
        var unknown = Self.faint
        unknown[.dictionaryShare] = 2.0 / 3.0
        #expect(ConfidenceCalibration.merchant(unknown) < ConfidenceCalibration.sure)
        var mended = Self.faint
        mended[.repaired] = 1
        #expect(ConfidenceCalibration.merchant(mended) < ConfidenceCalibration.sure)
        var rival = Self.faint
        rival[.rivalName] = 1
        #expect(ConfidenceCalibration.merchant(rival) < ConfidenceCalibration.sure)
    }
}

/// The receipt's web address spelling the name's line vouches for its letters.
@Suite struct NameInWebAddressTests {
    @Test func aNameTheWebAddressSpellsIsSureUnlessMended() throws {
        let page = PaymentAndSummaryTests.page([
            ("GOLDEN KEY MAKER", 0.6), ("NO 5, JALAN MEGAH", 0.9), ("Email: goldenkeymaker@gmail.com", 0.9),
            ("Key copy 2 8.00", 0.9), ("TOTAL 8.00", 0.9),
        ])
        let merchant = try #require(ReceiptParser.parse(page).merchant)
        #expect(merchant.value == "GOLDEN KEY MAKER")
        #expect(merchant.signals.has(.inWebAddress))
        var signals = merchant.signals
        signals[.nameInReadings] = 2.0 / 3.0
        signals[.wordConfidence] = 0.6
        #expect(ConfidenceCalibration.merchant(signals) >= ConfidenceCalibration.sure)
        signals[.repaired] = 1
        #expect(ConfidenceCalibration.merchant(signals) < ConfidenceCalibration.sure, "a letter mended after reading")
    }

    /// `& BEST RESTAURANT` under a logo lost its first word; the web address that spells the
    /// whole name gives it back, and vouches for the name so mended.
    @Test func aFirstWordTakenFromTheWebAddressThatSpellsTheNameIsSure() throws {
        let lines = [
            ("> & BEST RESTAURANT", 0.9), ("NO 12, JALAN SS 2/64", 0.9),
            ("https://m.facebook.com/B-Best-Restaurant", 0.9),
            ("Nasi lemak 1 12.00", 0.9), ("TOTAL 12.00", 0.9),
        ]
        let merchant = try #require(ReceiptParser.parse(PaymentAndSummaryTests.page(lines)).merchant)
        #expect(merchant.value == "B & BEST RESTAURANT")
        #expect(merchant.signals.has(.firstWordFromWeb) && merchant.signals.has(.inWebAddress))
        var signals = merchant.signals
        signals[.nameInReadings] = 1
        let assessed = ConfidenceCalibration.assessMerchant(signals)
        #expect(assessed.level >= ConfidenceCalibration.sure)
        #expect(assessed.reason.hasSuffix("its lost first word taken from it"))
        signals[.firstWordFromWeb] = nil
        #expect(ConfidenceCalibration.merchant(signals) < ConfidenceCalibration.sure, "another mend")
    }
}

/// A total printed on two total lines is sure; on one line, read faintly, it is not.
@Suite struct TotalOnTwoLinesTests {
    static func total(_ lines: [String]) throws -> DraftField<Decimal> {
        let parsed = ReceiptParser.parse(PaymentAndSummaryTests.page(lines.map { ($0, 0.6) }))
        return try #require(ConfidenceCalibration.calibrated(parsed).total)
    }

    @Test func anAmountOnTwoTotalLinesIsSure() throws {
        let twice = try Self.total(["KEDAI MAJU", "Nasi lemak 4.50", "Teh 2.00", "Total 10.00", "FinalTotal 10.0"])
        #expect(twice.value == 10)
        #expect(twice.signals.has(.repeated))
        #expect(twice.confidence >= ConfidenceCalibration.sure)
        #expect(twice.reason == "two total lines print it")
        let once = try Self.total(["KEDAI MAJU", "Nasi lemak 4.50", "Teh 2.00", "FinalTotal 10.00"])
        #expect(once.value == 10)
        #expect(!once.signals.has(.repeated))
        #expect(once.confidence < ConfidenceCalibration.sure)
    }
}

/// The arithmetic makes a total sure only when it is real arithmetic: items of zero add
/// nothing, and a whole number that only the payment repeats may have lost its cents on both.
@Suite struct ArithmeticThatProvesNothingTests {
    static func total(_ lines: [String]) throws -> DraftField<Decimal> {
        let page = PaymentAndSummaryTests.page([("KEDAI MAJU JAYA", 0.95)] + lines.map { ($0, 0.95) })
        return try #require(ConfidenceCalibration.calibrated(ReceiptParser.parse(page)).total)
    }

    @Test func itemsOfZeroDoNotMakeAnAmountAddUpToItself() throws {
        let added = try Self.total(["Tissue 6.33", "Bread 2.00", "Free gift 0.00", "TOTAL 8.33"])
        #expect(added.value == Decimal(string: "8.33"))
        #expect(added.confidence >= ConfidenceCalibration.sure)
        #expect(added.reason == "other amounts on the receipt add up to it")
        let alone = try Self.total(["Tissue 6.33", "Free gift 0.00", "Sample 0.00", "TOTAL 6.33"])
        #expect(alone.value == Decimal(string: "6.33"))
        #expect(alone.confidence < ConfidenceCalibration.sure)
    }

    @Test func aWholeNumberThePaymentAloneConfirmsIsNotSure() throws {
        let cents = try Self.total(["Bread 3.00", "TOTAL 3.00", "CASH 5.00", "CHANGE 2.00"])
        #expect(cents.value == 3)
        #expect(cents.confidence >= ConfidenceCalibration.sure)
        #expect(cents.reason == "the payment confirms it")
        let whole = try Self.total(["Bread 3.00", "TOTAL 3", "CASH 5.00", "CHANGE 2.00"])
        #expect(whole.value == 3)
        #expect(whole.signals[.wholeNumber] == 1)
        #expect(whole.confidence < ConfidenceCalibration.sure)
        #expect(whole.reason == "the payment confirms it, but printed without cents")
    }

    @Test func aPaymentWithALetterReadAsADigitIsNoSureConfirmation() throws {
        let clear = try Self.total(["Kopi 2.18", "TOTAL 2.18", "CASH RM 5.18", "CHANGE RM 3.00"])
        #expect(clear.confidence >= ConfidenceCalibration.sure)
        let damaged = try Self.total(["Kopi 2.18", "TOTAL 2.18", "CASH RM S.18", "CHANGE RM 3.00"])
        #expect(damaged.value == Decimal(string: "2.18"))
        #expect(damaged.signals[.paymentLettersAsDigits] == 1)
        #expect(damaged.confidence < ConfidenceCalibration.sure)
        #expect(damaged.reason == "the payment confirms it, but a digit of the payment was read from a letter")
        #expect(AmountScanner.amounts(in: "CASH RM S.18").first?.lettersAsDigits == true)
        #expect(AmountScanner.amounts(in: "CASH RM 5.18").first?.lettersAsDigits == false)
    }
}
