import OCR
import Testing

@testable import Reading

@Suite struct NameEchoTests {
    @Test func aWordTheReceiptSpellsOtherwiseTwiceIsMended() {
        let elsewhere = ["Owned By :", "KENYU TRADING SDN BHD (123456-K)", "FOLLOW US : KENYU.STATIONERY"]
        #expect(NameEcho.mended("KENYO STATIONERY SHOP", elsewhere: elsewhere) == "KENYU STATIONERY SHOP")
        #expect(NameEcho.mended("Kenyo Stationery", elsewhere: elsewhere) == "Kenyu Stationery")
    }

    @Test func oneEchoAWordPrintedAsReadOrAShortWordIsLeftAsRead() {
        #expect(NameEcho.mended("GARDENIA BAKERIES", elsewhere: ["GARDENTA"]) == "GARDENIA BAKERIES")
        #expect(
            NameEcho.mended("GARDENIA BAKERIES", elsewhere: ["GARDENTA", "GARDENTA", "GARDENIA"])
                == "GARDENIA BAKERIES")
        #expect(NameEcho.mended("ABC SHOP", elsewhere: ["ABD", "ABD"]) == "ABC SHOP")
    }

    @Test func twoDifferentEchoesLeaveTheWordAsRead() {
        let elsewhere = ["KENYU", "KENYU", "KENYA", "KENYA"]
        #expect(NameEcho.mended("KENYO SHOP", elsewhere: elsewhere) == "KENYO SHOP")
    }
}

/// How sure a name mended from the receipt's own text is, and what its owner's line says.
@Suite struct EchoedNameConfidenceTests {
    static let receipt: [(String, Double)] = [
        ("KENYO STATIONERY SHOP", 0.95),
        ("NO. 31G, JALAN SETIA INDAH", 0.9),
        ("Owned By :", 0.9),
        ("KENYU SUPPLY SDN BHD (1135772-K)", 0.9),
        ("CASH SALES COUNTER", 0.9),
        ("Total 43.70", 0.9),
        ("THANK YOU FOR SHOPPING AT KENYU", 0.9),
    ]

    @Test func theOwnerCompanyIsNoRivalToTheShopsName() throws {
        let merchant = try #require(ReceiptParser.parse(PaymentAndSummaryTests.page(Self.receipt)).merchant)
        #expect(merchant.value == "KENYU STATIONERY SHOP")
        #expect(merchant.signals.has(.echoed))
        #expect(!merchant.signals.has(.rivalName), "the company the receipt calls the owner")
        // A shop word on another line of the header is a rival name.
        var rivalled = Self.receipt
        rivalled.insert(("KENYU BOOKSHOP", 0.9), at: 1)
        let rival = try #require(ReceiptParser.parse(PaymentAndSummaryTests.page(rivalled)).merchant)
        #expect(rival.value == "KENYU STATIONERY SHOP")
        #expect(rival.signals.has(.rivalName))
    }

    @Test func aNameMendedByTwoPrintingsElsewhereIsSureWhenEveryReadingRepeatsItsLine() throws {
        var merchant = try #require(ReceiptParser.parse(PaymentAndSummaryTests.page(Self.receipt)).merchant)
        merchant.signals[.voteShare] = 1
        #expect(ConfidenceCalibration.merchant(merchant.signals) >= ConfidenceCalibration.sure)
        merchant.signals[.voteShare] = 2.0 / 3.0
        #expect(ConfidenceCalibration.merchant(merchant.signals) < ConfidenceCalibration.sure, "one reading differs")
        merchant.signals[.voteShare] = 1
        merchant.signals[.wordConfidence] = 0.6
        #expect(ConfidenceCalibration.merchant(merchant.signals) < ConfidenceCalibration.sure, "read faintly")
    }

    /// Readings of the name's line that repeat its slip (`KENYO`) and readings that print the
    /// mended word (`KENYU`) both agree with the name: every letter read is repeated.
    @Test func readingsOfTheLineAsReadAndOfTheMendedNameBothAgree() throws {
        let asRead = LineVoteTests.line("KENYO STATIONERY SHOP", y: 0)
        let readings = [
            LineVoteTests.line("KENYO STATIONERY SHOP", y: 0), LineVoteTests.line("KENYU STATIONERY SHOP", y: 0),
            LineVoteTests.line("KENYO STATIONERY SHOP", y: 0),
        ]
        let name = "KENYU STATIONERY SHOP"
        #expect(NameAgreement.nameShare(of: name, readFrom: asRead, among: readings) == 1)
        #expect(NameAgreement.nameShare(of: name, among: readings) == 1.0 / 3.0, "the mended name alone")
        let slipped = readings + [LineVoteTests.line("KENY0 STATI0NERY SH0P", y: 0)]
        #expect(NameAgreement.nameShare(of: name, readFrom: asRead, among: slipped) == 0.75)

        var merchant = try #require(ReceiptParser.parse(PaymentAndSummaryTests.page(Self.receipt)).merchant)
        merchant.signals[.nameInReadings] = NameAgreement.nameShare(of: name, readFrom: asRead, among: readings)
        merchant.signals[.voteShare] = 2.0 / 3.0
        #expect(ConfidenceCalibration.merchant(merchant.signals) >= ConfidenceCalibration.sure)
    }

    /// A name of words the dictionary knows or the receipt prints again is sure read fairly
    /// clearly (>= 0.8) when every reading repeats it; the word unknown and printed nowhere
    /// else, it needs >= 0.9.
    @Test func aFairlyClearNameWhoseUnknownWordIsPrintedAgainIsSure() throws {
        var merchant = try #require(ReceiptParser.parse(PaymentAndSummaryTests.page(Self.receipt)).merchant)
        merchant.signals[.voteShare] = 1
        merchant.signals[.wordConfidence] = 0.85
        merchant.signals[.dictionaryShare] = 2.0 / 3.0
        merchant.signals[.printedAgain] = 1
        #expect(ConfidenceCalibration.merchant(merchant.signals) >= ConfidenceCalibration.sure)
        merchant.signals[.printedAgain] = nil
        #expect(ConfidenceCalibration.merchant(merchant.signals) < ConfidenceCalibration.sure, "an unknown word")
    }
}

/// Readings at other sizes that turn the name's serif `I` into `T` repeat it; other letters
/// read otherwise, or a `T` of the name read as `I`, do not.
@Suite struct SerifIReadingTests {
    @Test func aReadingWithTForTheNamesIRepeatsIt() {
        let readings = ["TKANO HANDEL SDN BHD", "TKANO HANDEL. SDN BHD", "IKANO HANDEL SDN BHD"].map {
            LineVoteTests.line($0, y: 0)
        }
        #expect(NameAgreement.nameShare(of: "IKANO HANDEL SDN BHD", among: readings) == 1)
        #expect(NameAgreement.holds("PASARMINIJTNSENG", "MINIJIN"))
        #expect(!NameAgreement.holds("TKANOHANDEL", "TKAMO"), "another letter read otherwise")
        #expect(!NameAgreement.holds("IKANO", "TKANO"), "a T of the name read as I")
        #expect(!NameAgreement.holds("KAN", "IKANO"), "a reading shorter than the name")
    }
}
