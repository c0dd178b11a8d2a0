import Foundation
import OCR
import Testing

@testable import Reading

/// Names of a page both OCR engines read, made sure by evidence measured on the receipt folders
/// (`ConfidenceCalibration.assessMerchant`, `EngineAgreement`), and the near misses that are not.
@Suite struct SureNameTests {
    /// A US shop's header as the deep engine reads it, its name line read at `confidence`.
    static func deep(_ name: String, height: Int = 50, confidence: Double = 0.93) -> [RecognizedPage] {
        var pages = TextPage.pages(
            ["[h=\(height)]\(name)", "1915 S Hwy 119", "Mebane, NC 27302", "Meat 3.49", "TOTAL 3.49"], confidence: 0.99)
        pages[0].lines[0].confidence = confidence
        pages[0].lines[0].words = pages[0].lines[0].words.map { word in
            RecognizedWord(text: word.text, box: word.box, confidence: confidence)
        }
        return pages
    }

    /// The same page as Tesseract reads a photo: noise above, `line` among it.
    static func tesseract(_ line: String) -> [RecognizedPage] {
        TextPage.pages(["g2.19 |", "PRODUCE FIZ  :", "|   \(line)  ;", "Meat 3.49", "TOTAL 3.49"], confidence: 0.6)
    }

    static func merchant(_ ours: [RecognizedPage], _ theirs: [RecognizedPage]?) throws -> DraftField<String> {
        try #require(DocumentPipeline.understand(pages: ours, otherReading: theirs).draft.merchant)
    }

    @Test func theOtherEnginesPageHoldingTheNamesLettersMakesItSure() throws {
        let ours = Self.deep("KENYON MEAT MARKET")
        let both = try Self.merchant(ours, Self.tesseract("KENYON  MEAT MARKET."))
        #expect(both.value == "KENYON MEAT MARKET")
        #expect(both.signals[.otherEngineLine] == 1)
        #expect(both.confidence >= ConfidenceCalibration.sure, "\(both.reason ?? "")")
        // Read by one engine alone, or a letter otherwise by the other: not sure.
        #expect(try Self.merchant(ours, nil).confidence < ConfidenceCalibration.sure)
        let apart = try Self.merchant(ours, Self.tesseract("KENYON MEAT MARKFT"))
        #expect(apart.signals[.otherEngineLine] == nil)
        #expect(apart.signals[.otherEngineNearMiss] == 1)
        #expect(apart.confidence < ConfidenceCalibration.sure)
        #expect(apart.reason == "the other OCR engine read a letter or two of it otherwise")
    }

    /// Two engines' rules that took the same letters for the name at the top: sure though the
    /// deep engine rates its words only 0.8 to 0.9, not under 0.8.
    @Test func aNameBothEnginesReadAtTheTopIsSureThoughRatedUnderNinety() throws {
        let both = try Self.merchant(Self.deep("GO MONGO BBQ", confidence: 0.86), Self.tesseract("GO MONGO BBQ"))
        #expect(both.signals[.otherEngineLine] == 1)
        #expect(both.confidence >= ConfidenceCalibration.sure, "\(both.reason ?? "")")
        let faint = try Self.merchant(Self.deep("GO MONGO BBQ", confidence: 0.78), Self.tesseract("GO MONGO BBQ"))
        #expect(faint.confidence < ConfidenceCalibration.sure)
    }

    /// The first line, read clearly by the deep engine, which the other engine read a letter
    /// otherwise among its own first two lines: both read the name at the head of the page, and
    /// differ only over a letter. Lower in the other engine's reading (a line it read above may
    /// be the name), lower on the page, or less clearly read, it stays unsure.
    @Test func aNameTheOtherEngineReadALetterOtherwiseAtTheTopIsSure() throws {
        func tesseract(_ lines: [String]) -> [RecognizedPage] {
            TextPage.pages(lines + ["Meat 3.49", "TOTAL 3.49"], confidence: 0.6)
        }
        let ours = Self.deep("MAMA IANNES BISTRO", confidence: 0.98)
        let top = try Self.merchant(ours, tesseract(["|  ;", "MAMA TANNES BISTRO."]))
        #expect(top.signals[.otherEngineNearMiss] == 1 && top.signals[.otherEngineHead] == 1)
        #expect(top.confidence >= ConfidenceCalibration.sure, "\(top.reason ?? "")")
        #expect(top.reason?.contains("a letter otherwise") == true)
        let under = try Self.merchant(ours, tesseract(["\\", "CHEERS", "MAMA TANNES BISTRO."]))
        #expect(under.signals[.otherEngineNearMiss] == 1 && under.signals[.otherEngineHead] == nil)
        #expect(under.confidence < ConfidenceCalibration.sure)
        let fainter = try Self.merchant(
            Self.deep("MAMA IANNES BISTRO", confidence: 0.93), tesseract(["MAMA TANNES BISTRO."]))
        #expect(fainter.confidence < ConfidenceCalibration.sure)
        var second: FieldSignals = [
            .enginesAgree: 0, .otherEngineNearMiss: 1, .otherEngineHead: 1, .position: 0, .wordConfidence: 0.98,
        ]
        #expect(ConfidenceCalibration.assessMerchant(second).level >= ConfidenceCalibration.sure)
        second[.position] = 1
        #expect(ConfidenceCalibration.assessMerchant(second).level < ConfidenceCalibration.sure)
    }

    /// Where the deep engine runs two words together, a reading a letter apart still shows the
    /// break: only its spaces are taken, never its letters or marks.
    @Test func spacesTheOtherEngineReadBetweenWordsAreKept() throws {
        #expect(
            EngineAgreement.spaces(from: "|  SANYO STATIONERY SHOP ;", into: "SANYU STATIONERYSHOP")
                == "SANYU STATIONERY SHOP")
        #expect(EngineAgreement.spaces(from: "MAMA TANNES BISTRO.", into: "MAMA IANNES BISTRO") == "MAMA IANNES BISTRO")
        // A break that leaves a letter or two alone is the other engine's slip.
        #expect(EngineAgreement.spaces(from: "Ke lly BeautySupply", into: "Kelly BeautySupply") == "Kelly BeautySupply")
        #expect(EngineAgreement.spaces(from: "B readFish Cafe", into: "BreadFish Cafe") == "BreadFish Cafe")
        // Letters that do not line up (a word lost): the name as read.
        #expect(EngineAgreement.spaces(from: "JIAWE| HOUSE", into: "RESTAURANTJIAWEI") == "RESTAURANTJIAWEI")
        let page = Self.tesseract("SANYO STATIONERY SHOP")
        let name = try Self.merchant(Self.deep("SANYU STATIONERYSHOP", confidence: 0.99), page)
        #expect(name.value == "SANYU STATIONERY SHOP")
        #expect(name.signals[.otherEngineNearMiss] == 1)
    }

    /// A word that is none, run together by the deep engine, is parted where Tesseract's
    /// reading of the line parts it, however many of the line's other letters it misread.
    @Test func aRunTogetherWordIsPartedWhereTheOtherEnginePartsIt() throws {
        let words: Set<String> = ["gardenia", "bakeries", "sdn", "bhd", "own", "rest", "aur", "ant"]
        let isWord = { (word: String) in words.contains(word.lowercased()) }
        let page = Self.tesseract("GARDENE. BAKEREES (KE) SON BHD (139386 X)")
        #expect(
            EngineAgreement.wordBreaks(from: page, into: "GARDENIABAKERIES (KL) SDN BHD", isWord: isWord)
                == "GARDENIA BAKERIES (KL) SDN BHD")
        // Through the pipeline, with the engine's word list.
        let ours = Self.deep("GARDENIABAKERIES (KL) SDN BHD")
        let name = try #require(
            DocumentPipeline.understand(pages: ours, otherReading: page, dictionary: isWord).draft.merchant)
        #expect(name.value == "GARDENIA BAKERIES (KL) SDN BHD")
        // Parts that are no words, or too short to tell, are Tesseract's slips on wide type.
        #expect(
            EngineAgreement.wordBreaks(from: Self.tesseract("-FOODT OWN"), into: "FOODTOWN", isWord: isWord)
                == "FOODTOWN")
        #expect(
            EngineAgreement.wordBreaks(from: Self.tesseract("Rest aur ant"), into: "Restaurant", isWord: isWord)
                == "Restaurant")
        // A word that is one stays whole, and a line too unlike the name parts nothing.
        #expect(
            EngineAgreement.wordBreaks(from: page, into: "GARDENIABAKERIES", isWord: { _ in true })
                == "GARDENIABAKERIES")
        #expect(
            EngineAgreement.wordBreaks(
                from: Self.tesseract("GARLIC AND BAKED BEANS"), into: "GARDENIABAKERIES", isWord: isWord)
                == "GARDENIABAKERIES")
    }

    @Test func aMisreadWordIsTheOtherEnginesWordAConfusableLetterAway() throws {
        let words: Set<String> = [
            "times", "bookstores", "speed", "mart", "hart", "hold", "mold", "store", "one", "three", "mental",
        ]
        let isWord = { (word: String) in words.contains(word.lowercased()) }
        func mends(_ name: String, _ line: String, ours: [RecognizedPage] = Self.deep("", confidence: 0.88)) -> String {
            EngineAgreement.wordMends(from: Self.tesseract(line), ours: ours, into: name, isWord: isWord)
        }
        #expect(mends("TIHES BOOKSTORES", "TIMES BOOKSTORES") == "TIMES BOOKSTORES")
        #expect(mends("99 SPEED NART S/B", "77 SPEED MART S/B {519537-X)") == "99 SPEED MART S/B")
        #expect(
            mends("CNE ONE THREE SEAFOOD RESTAURANT", "ONE ONE 'Hkit) SEAFOOD RESTAURANT")
                == "ONE ONE THREE SEAFOOD RESTAURANT")
        #expect(mends("Tihes Bookstores", "TIMES BOOKSTORES") == "Times Bookstores")
        #expect(mends("99 SPEEO HART S/B", "7? SPEED MART 5/8 (S19537-%3") == "99 SPEED MART S/B")
        // A word of the dictionary stays unless the other names a kind of shop and it does not,
        // and letters OCR does not confuse (`X` for `M`) stay too.
        #expect(mends("HOLD STORE", "MOLD STORE") == "HOLD STORE")
        #expect(mends("TIXES BOOKSTORES", "TIMES BOOKSTORES") == "TIXES BOOKSTORES")
        // The other word must stand alone there, not inside a longer one.
        #expect(mends("NART STORE", "SMARTSTORE") == "NART STORE")
        // A name the deep engine read clearly is what was printed: Tesseract's dictionary pulled
        // it towards a word.
        let clear = Self.deep("MIZU MENTAI SDN BHD", confidence: 0.98)
        #expect(mends("MIZU MENTAI SDN BHD", "MIZU MENTAL SDN. BHD.", ours: clear) == "MIZU MENTAI SDN BHD")
        #expect(mends("MIZU MENTAI SDN BHD", "MIZU MENTAL SDN. BHD.") == "MIZU MENTAL SDN BHD")
        // Through the pipeline, with the engine's word list: the name mended, not called sure.
        let name = try #require(
            DocumentPipeline.understand(
                pages: Self.deep("TIHES BOOKSTORES", confidence: 0.88),
                otherReading: Self.tesseract("TIMES BOOKSTORES"),
                dictionary: isWord
            ).draft.merchant)
        #expect(name.value == "TIMES BOOKSTORES")
        #expect(name.signals.has(.respelled))
        #expect(name.confidence < ConfidenceCalibration.sure)
    }

    @Test func theOtherEnginesReadingIsTheSameLettersANearMissOrNeither() {
        let page = Self.tesseract("SANYO STATIONERY SHOP")
        #expect(EngineAgreement.otherReading(of: "Sanyo Stationery-Shop", in: page)?.reading == .same)
        #expect(EngineAgreement.otherReading(of: "SANYU STATIONERYSHOP", in: page)?.reading == .nearMiss)
        #expect(EngineAgreement.otherReading(of: "SANYU STATIONERS", in: page)?.reading == .nearMiss)
        #expect(EngineAgreement.otherReading(of: "GOLDEN KEY MAKER", in: page)?.reading == nil)
        // The line of its page where it reads so: the third here, under two lines of noise.
        #expect(EngineAgreement.otherReading(of: "SANYU STATIONERYSHOP", in: page)?.line == 2)
        // Three letters are too few to tell.
        #expect(EngineAgreement.otherReading(of: "PYT", in: Self.tesseract("PYT"))?.reading == nil)
    }

    /// Header lines the other engine reads alike whether or not they name the shop.
    @Test func addressesDigitsAndSlipsStayUnsureThoughBothEnginesReadThem() throws {
        var signals: FieldSignals = [
            .otherEngineLine: 1, .enginesAgree: 0, .position: 0, .wordConfidence: 0.93, .printRatio: 1.2,
        ]
        #expect(ConfidenceCalibration.assessMerchant(signals).level >= ConfidenceCalibration.sure)
        for mark: FieldSignal in [.digits, .comma, .shopWordSlip, .brandInHeader, .rivalName, .otherEngine] {
            signals[mark] = 1
            #expect(ConfidenceCalibration.assessMerchant(signals).level < ConfidenceCalibration.sure, "\(mark)")
            signals[mark] = nil
        }
        signals[.position] = 2
        #expect(ConfidenceCalibration.assessMerchant(signals).level < ConfidenceCalibration.sure)
        // An address line both engines read, taken for the name under a logo no engine read.
        let lines = ["[h=50]400 DERBY AVEWEST HAVEN", "203-933-1200", "Burger 4.00", "TOTAL 4.00"]
        let address = try Self.merchant(
            TextPage.pages(lines, confidence: 0.99), TextPage.pages(lines.map { "| " + $0 }, confidence: 0.7))
        #expect(address.signals[.otherEngineLine] == 1 && address.signals[.digits] == 1)
        #expect(address.confidence < ConfidenceCalibration.sure)
        // Ending in its state's code, the line is an address and no name at all.
        var withState = lines
        withState[0] += " CT"
        let stateRead = DocumentPipeline.understand(
            pages: TextPage.pages(withState, confidence: 0.99),
            otherReading: TextPage.pages(withState.map { "| " + $0 }, confidence: 0.7))
        #expect(stateRead.draft.merchant == nil)
    }

    @Test func aShopWordReadALetterOtherwiseIsASlipAPluralIsNot() throws {
        #expect(ShopWords.hasSlip(["verbena", "confectiunery"]))
        #expect(!ShopWords.hasSlip(["verbena", "confectionery"]))
        #expect(!ShopWords.hasSlip(["premier", "restaurants", "eesti"]))
        func page(_ name: String) -> [RecognizedPage] {
            TextPage.pages(
                ["[h=50]\(name)", "(774288-V)", "1, Jalan Sutera Tanjung 8/4,", "Roti 2.00", "TOTAL 2.00"],
                confidence: 0.99)
        }
        let right = try Self.merchant(page("VERBENA CONFECTIONERY SDN BHD"), page("VERBENA CONFECTIONERY SDN BHD"))
        #expect(right.confidence >= ConfidenceCalibration.sure, "\(right.reason ?? "")")
        // Both engines share the slip: the agreement does not vouch for it.
        let slip = try Self.merchant(page("VERBENA CONFECTIUNERY SDN BHD"), page("VERBENA CONFECTIUNERY SDN BHD"))
        #expect(slip.signals[.shopWordSlip] == 1)
        #expect(slip.reason == "a word for a kind of shop in it is read a letter otherwise")
        #expect(slip.confidence < ConfidenceCalibration.sure)
    }

    @Test func aCompanyUnderWhichABrandIsPrintedStaysUnsure() throws {
        let pages = TextPage.pages(
            [
                "[h=40]Golden Arches Restaurants Sdn Bhd", "(65351-M)", "McDonald's Nong Chik DT(#297)",
                "TAX INVOICE", "1 Coke 2.95", "TOTAL 2.95",
            ], confidence: 0.97)
        let name = try Self.merchant(pages, pages)
        #expect(name.value == "Golden Arches Restaurants Sdn Bhd")
        #expect(name.signals[.brandInHeader] == 1)
        #expect(name.confidence < ConfidenceCalibration.sure)
    }

    @Test func aNameTheDeepEngineReadClearlyAtTheTopIsSureInPrintOfAnySize() throws {
        let noise = TextPage.pages(["* ie en ad -", "ie Gt", "wa a Jd i", "Meat 3.49", "TOTAL 3.49"], confidence: 0.4)
        let clear = try Self.merchant(Self.deep("Transmetropolitan", confidence: 0.98), noise)
        #expect(clear.confidence >= ConfidenceCalibration.sure, "\(clear.reason ?? "")")
        #expect(clear.reason == "at the top, read clearly by the deep OCR engine")
        let small = try Self.merchant(Self.deep("Transmetropolitan", height: 24, confidence: 0.98), noise)
        #expect(small.confidence >= ConfidenceCalibration.sure, "\(small.reason ?? "")")
        // Less clearly read, read by one engine alone, or a letter otherwise by the other
        // engine: not sure.
        let faint = try Self.merchant(Self.deep("Transmetropolitan", confidence: 0.95), noise)
        #expect(faint.confidence < ConfidenceCalibration.sure)
        #expect(try Self.merchant(Self.deep("Transmetropolitan", confidence: 0.98), nil).confidence < 0.9)
        let apart = try Self.merchant(
            Self.deep("Transmetropolitan", confidence: 0.98), Self.tesseract("Transmetrapolitan"))
        #expect(apart.confidence < ConfidenceCalibration.sure)
    }

    @Test func aNameItsWebAddressSpellsIsSureBesideASubtitle() throws {
        let signals: FieldSignals = [
            .enginesAgree: 0, .otherEngineLine: 1, .inWebAddress: 1, .rivalName: 1, .position: 0,
            .wordConfidence: 0.9, .printRatio: 2,
        ]
        #expect(ConfidenceCalibration.assessMerchant(signals).level >= ConfidenceCalibration.sure)
        // Without the web address, or with a single engine's faint reading, the subtitle may be the name.
        var without = signals
        without[.inWebAddress] = nil
        #expect(ConfidenceCalibration.assessMerchant(without).level < ConfidenceCalibration.sure)
        var faint = signals
        faint[.otherEngineLine] = nil
        #expect(ConfidenceCalibration.assessMerchant(faint).level < ConfidenceCalibration.sure)
        var oneEngine = signals
        oneEngine[.enginesAgree] = nil
        oneEngine[.otherEngineLine] = nil
        oneEngine[.wordConfidence] = 0.99
        #expect(ConfidenceCalibration.assessMerchant(oneEngine).level < ConfidenceCalibration.sure)
    }
}
