import Foundation
import OCR
import Testing

@testable import Reading

/// Totals and names settled by reading their line again at other sizes.
@Suite struct LineVoteTests {
    static func line(_ text: String, y: Int) -> RecognizedLine {
        let words = text.split(separator: " ").enumerated().map { index, word in
            RecognizedWord(
                text: String(word), box: BoundingBox(x: index * 120, y: y, width: 100, height: 20), confidence: 0.8)
        }
        return RecognizedLine(
            text: text, box: BoundingBox(x: 0, y: y, width: 600, height: 20), confidence: 0.8, words: words)
    }

    /// A till receipt with two items (5.00 and 4.00, which add up to 9.00) and the total line
    /// `totalLine`, or two items that add up to nothing printed when `itemsAddUp` is false.
    static func pages(totalLine: String, itemsAddUp: Bool = true) -> [RecognizedPage] {
        let items = itemsAddUp ? ["1 PC CLAY 5.00", "1 PC GLUE 4.00"] : ["1 PC CLAY 15.00", "1 PC GLUE 4.00"]
        let texts = ["KEDAI BUKU MAJU SDN BHD", "Date: 25/12/2018"] + items + [totalLine, "THANK YOU"]
        let lines = texts.enumerated().map { index, text in line(text, y: 40 + index * 30) }
        return [RecognizedPage(number: 1, width: 600, height: 400, source: .ocr, lines: lines)]
    }

    static func reading(_ totalLine: String, itemsAddUp: Bool = true) -> TotalVote.Reading {
        TotalVote.Reading(
            draft: ReceiptParser.parse(pages(totalLine: totalLine, itemsAddUp: itemsAddUp)), line: totalLine)
    }

    @Test func aReadingTheArithmeticConfirmsReplacesAMisreadTotal() throws {
        let first = ReceiptParser.parse(Self.pages(totalLine: "Total : 91.00"))
        #expect(first.total?.value == Decimal(string: "91.00"))
        #expect(first.total?.signals.has(.arithmetic) == false)
        let settled = TotalVote.settled(
            first,
            readings: [Self.reading("Total : 91.00"), Self.reading("Total : 9.00"), Self.reading("Total : 91.00")])
        let total = try #require(settled.total)
        #expect(total.value == Decimal(string: "9.00"), "the items add up to 9.00")
        #expect(total.signals.has(.arithmetic))
        #expect(total.evidence.first?.text == "Total : 9.00")
        #expect(total.signals[.voteShare] == 1.0 / 3.0)
    }

    @Test func withoutArithmeticTheMajorityOfReadingsWins() throws {
        let first = ReceiptParser.parse(Self.pages(totalLine: "Total : 48.00", itemsAddUp: false))
        #expect(first.total?.signals.has(.arithmetic) == false)
        let readings = ["Total : 18.00", "Total : 18.00", "Total : 28.00"].map { Self.reading($0, itemsAddUp: false) }
        let settled = try #require(TotalVote.settled(first, readings: readings).total)
        #expect(settled.value == Decimal(string: "18.00"))
        #expect(settled.signals[.voteShare] == 2.0 / 3.0)
    }

    @Test func aTotalPrintedOnTwoTotalLinesIsNotOverruledByArithmeticAlone() throws {
        // `Total 91.00` printed twice: a re-read `9.00` that the items happen to confirm does not win.
        var first = ReceiptParser.parse(Self.pages(totalLine: "Total : 91.00"))
        first.total?.signals[.repeated] = 1
        let settled = TotalVote.settled(
            first,
            readings: [Self.reading("Total : 9.00"), Self.reading("Total : 91.00"), Self.reading("Total : 91.00")])
        #expect(settled.total?.value == Decimal(string: "91.00"))
    }

    @Test func aTotalPrintedOnAnotherLineIsNotOverruledByAMajority() throws {
        // `Total EUR 1.129,00` under the single item `1.129,00`; the total line read again as `123,00`.
        var first = ReceiptParser.parse(Self.pages(totalLine: "Total : 48.00", itemsAddUp: false))
        let readings = ["Total : 18.00", "Total : 18.00"].map { Self.reading($0, itemsAddUp: false) }
        #expect(TotalVote.settled(first, readings: readings).total?.value == Decimal(string: "18.00"))
        first.total?.signals[.printedAgain] = 1
        let kept = TotalVote.settled(first, readings: readings).total
        #expect(kept?.value == Decimal(string: "48.00"))
        #expect(kept?.signals[.voteShare] == 0)
        // The parser says so of a total whose amount another line prints.
        func total(_ lines: [String]) -> DraftField<Decimal>? {
            ReceiptParser.parse(PaymentAndSummaryTests.page(lines.map { ($0, 0.9) })).total
        }
        #expect(total(["SATURN", "2183839   1.129,00 b", "Total EUR   1.129,00"])?.signals.has(.printedAgain) == true)
        #expect(total(["SATURN", "2183839   1.029,00 b", "Total EUR   1.129,00"])?.signals.has(.printedAgain) == false)
    }

    @Test func aMajorityWhoseDigitsReadWorseDoesNotWin() throws {
        let first = ReceiptParser.parse(Self.pages(totalLine: "Total : 48.00", itemsAddUp: false))
        let readings = ["Total : 18.00", "Total : 18.00"].map { text in
            var reading = Self.reading(text, itemsAddUp: false)
            reading.draft.total?.signals[.wordConfidence] = 0.3
            return reading
        }
        #expect(TotalVote.settled(first, readings: readings).total?.value == Decimal(string: "48.00"))
    }

    @Test func theFirstReadingKeepsTiesAndAgreement() throws {
        let first = ReceiptParser.parse(Self.pages(totalLine: "Total : 12.50", itemsAddUp: false))
        let tie = TotalVote.settled(first, readings: [Self.reading("Total : 12.80", itemsAddUp: false)])
        #expect(tie.total?.value == Decimal(string: "12.50"))
        #expect(tie.total?.signals[.voteShare] == 0)
        let agreed = TotalVote.settled(
            first,
            readings: [
                Self.reading("Total : 12.50", itemsAddUp: false), Self.reading("Total : 12.50", itemsAddUp: false),
            ])
        #expect(agreed.total?.value == Decimal(string: "12.50"))
        #expect(agreed.total?.signals[.voteShare] == 1)
        #expect(TotalVote.settled(first, readings: []) == first)
    }

    @Test func aNameThatReadsTheSameAtEverySizeAgrees() {
        let taken = Self.line("LIAN HING STATIONERY SDN BHD", y: 0)
        let same = Self.line("LIAN HING  STATIONERY SDN. BHD", y: 0)
        let slip = Self.line("WAN HING STATIONERY SDN BHD", y: 0)
        #expect(NameAgreement.share(of: taken, among: [same, same, same]) == 1)
        #expect(NameAgreement.share(of: taken, among: [same, slip]) == 0.5)
        #expect(NameAgreement.share(of: taken, among: []) == 0)
    }

    /// A name of dictionary words that reads the same at every size is sure however faintly
    /// its words read; with a word the dictionary does not know it must read clearly.
    @Test func aNameOfDictionaryWordsReadAlikeAtEverySizeIsSure() {
        let name: FieldSignals = [.position: 1, .wordConfidence: 0.85, .dictionaryShare: 1, .voteShare: 1]
        #expect(Self.isSure(name))
        #expect(!Self.isSure(name, [.dictionaryShare: 0.5]), "a word the dictionary does not know")
        #expect(Self.isSure(name, [.wordConfidence: 0.7]), "faint, but every word known and every reading alike")
        #expect(!Self.isSure(name, [.wordConfidence: 0.85, .dictionaryShare: 0.5]), "an unknown word read fairly")
        #expect(!Self.isSure(name, [.rivalName: 1]), "another line reads as a name too")
        // The name's own letters repeated by every reading, the rest of its line read otherwise.
        #expect(Self.isSure(name, [.voteShare: 0, .nameInReadings: 1]))
        #expect(!Self.isSure(name, [.voteShare: 0, .nameInReadings: 2.0 / 3.0]), "one reading spells it otherwise")
    }

    /// Whether a merchant with `signals`, some of them replaced by `changes`, is sure.
    static func isSure(_ signals: FieldSignals, _ changes: FieldSignals = [:]) -> Bool {
        ConfidenceCalibration.merchant(signals.merging(changes) { $1 }) >= ConfidenceCalibration.sure
    }

    /// A date's digits are judged by the date's own words: a document number misread on the
    /// same line (`~©s00011926`) does not make a clearly read date unsure.
    @Test func aDateIsJudgedByItsOwnWordsNotItsNeighbours() throws {
        var pages = Self.pages(totalLine: "Total : 9.00")
        var dateLine = Self.line("Doc No ~©s00011926 Date: 02/12/2017", y: 70)
        let clarity = ["Doc": 0.44, "No": 0.95, "~©s00011926": 0.22, "Date:": 0.91, "02/12/2017": 0.97]
        dateLine.words = dateLine.words.map { word in
            var read = word
            read.confidence = clarity[word.text] ?? 0.8
            return read
        }
        pages[0].lines[1] = dateLine
        let date = try #require(ReceiptParser.parse(pages).date)
        #expect(date.value == CalendarDate(year: 2017, month: 12, day: 2))
        #expect(date.signals[.wordConfidence] == 0.97)
        #expect(ConfidenceCalibration.date(date.signals) >= ConfidenceCalibration.sure)
        // The same date, its own digits read faintly, stays unsure.
        pages[0].lines[1].words[4].confidence = 0.3
        let faint = try #require(ReceiptParser.parse(pages).date)
        #expect(faint.signals[.wordConfidence] == 0.3)
        #expect(ConfidenceCalibration.date(faint.signals) < ConfidenceCalibration.sure)
    }

    /// A total's digits are judged by the amount's own word: a count on the same line read
    /// faintly does not lower it.
    @Test func aTotalIsJudgedByItsOwnAmountNotACountBesideIt() throws {
        var pages = Self.pages(totalLine: "Grand Total (2) : 9.00")
        pages[0].lines[4].words = pages[0].lines[4].words.map { word in
            var read = word
            read.confidence = word.text == "(2)" ? 0.2 : word.text == "9.00" ? 0.95 : 0.8
            return read
        }
        let total = try #require(ReceiptParser.parse(pages).total)
        #expect(total.value == Decimal(string: "9.00"))
        #expect(total.signals[.wordConfidence] == 0.95)
    }

    /// A total with cents that every re-reading repeats, its own digits read clearly, is sure
    /// however poorly the rest of its line reads (`= bBetrag S 13,78`); a whole number on such a
    /// line (`jotal Gtu 3`) is not.
    @Test func aTotalRepeatedAtEverySizeIsSureWhateverItsLineReadsLike() throws {
        var pages = Self.pages(totalLine: "= bBetrag S 13,78", itemsAddUp: false)
        pages[0].lines[4].confidence = 0.48
        pages[0].lines[4].words = pages[0].lines[4].words.map { word in
            var read = word
            read.confidence = word.text == "13,78" ? 0.96 : 0.3
            return read
        }
        var total = try #require(ReceiptParser.parse(pages).total)
        total.signals[.voteShare] = 1
        #expect(ConfidenceCalibration.total(rule: .totalLine, signals: total.signals) >= ConfidenceCalibration.sure)
        pages[0].lines[4].text = "= bBetrag S 13"
        pages[0].lines[4].words[3].text = "13"
        var whole = try #require(ReceiptParser.parse(pages).total)
        #expect(whole.value == 13)
        whole.signals[.voteShare] = 1
        #expect(whole.signals[.wholeNumber] == 1)
        #expect(ConfidenceCalibration.total(rule: .totalLine, signals: whole.signals) < ConfidenceCalibration.sure)
    }

    /// The name's own letters count, not the rest of its line: readings that differ only in
    /// the registration number or the legal form repeat the name; a slip in the name does not.
    @Test func aNameIsRepeatedWhateverItsRegistrationNumberReadsAs() {
        let name = "99 SPEED MART S/B"
        let readings = [
            Self.line("99 SPEED MART S/B (519537-X)", y: 0), Self.line("99 SPEED MART 5/8 (S19S37-X)", y: 0),
            Self.line("99 SPEED HART S/B (519537-X)", y: 0),
        ]
        #expect(NameAgreement.share(of: Self.line("99 SPEED MART S/B (519537-X)", y: 0), among: readings) < 0.5)
        #expect(NameAgreement.nameShare(of: name, among: readings) == 2.0 / 3.0)
        #expect(
            NameAgreement.nameShare(of: "MR. D.I.Y. (M) SDN BHD", among: [Self.line("MR. D.1.Y. (M) SON BHD", y: 0)])
                == 0)
        #expect(NameAgreement.nameShare(of: "ABC SDN BHD", among: readings) == nil, "too few letters to tell")
        #expect(NameAgreement.nameShare(of: name, among: []) == nil)
    }

    /// A registered name of dictionary words whose letters two of three readings repeat is
    /// sure however faintly Tesseract rated its words; one mended, or repeated by one reading
    /// only, is not.
    @Test func aRegisteredNameRepeatedByTheReadingsIsSure() {
        let name: FieldSignals = [
            .registeredName: 1, .position: 1, .wordConfidence: 0.2, .dictionaryShare: 1, .nameInReadings: 2.0 / 3.0,
            .voteShare: 0,
        ]
        #expect(Self.isSure(name))
        #expect(!Self.isSure(name, [.nameInReadings: 1.0 / 3.0]), "repeated by one reading only")
        #expect(!Self.isSure(name, [.respelled: 1]), "a word mended")
        #expect(!Self.isSure(name, [.dictionaryShare: 0.75]), "a word the dictionary does not know")
        // A proper name the dictionary does not know (`UNIHAKKA`) is sure when it reads clearly
        // and two of three readings repeat its letters, whatever its registration number reads as.
        let proper = name.merging([.dictionaryShare: 0.75, .wordConfidence: 0.92]) { $1 }
        #expect(Self.isSure(proper))
        #expect(!Self.isSure(proper, [.wordConfidence: 0.8]), "read less clearly")
        #expect(!Self.isSure(proper, [.nameInReadings: 1.0 / 3.0]), "repeated by one reading only")
    }

    /// A word the dictionary does not know (`AEON`) that the receipt prints again as read on
    /// another line vouches for itself as a dictionary word would.
    @Test func aNameWordPrintedAgainElsewhereCountsAsKnown() {
        let name: FieldSignals = [
            .registeredName: 1, .position: 1, .wordConfidence: 0.4, .dictionaryShare: 0.5, .nameInReadings: 1,
            .voteShare: 0.33,
        ]
        #expect(!Self.isSure(name), "a faint word nothing vouches for")
        #expect(Self.isSure(name, [.printedAgain: 1]))
        #expect(!Self.isSure(name, [.printedAgain: 1, .nameInReadings: 1.0 / 3.0]), "repeated by one reading only")
        #expect(!Self.isSure(name, [.printedAgain: 1, .repaired: 1]), "a word mended")

        let header = Self.line("AEON CO. (M) BHD (126926-H)", y: 0)
        let page = RecognizedPage(
            number: 1, width: 600, height: 300, source: .ocr,
            lines: [header, Self.line("3RD FLR, AEON TAMAN MALURI SC", y: 40), Self.line("Thank you", y: 80)])
        let own = [FieldEvidence(page: 1, line: 0, box: header.box, text: header.text)]
        let elsewhere = NameEcho.elsewhere(ReceiptLine.lines(of: [page]), besides: own)
        #expect(elsewhere == ["3RD FLR, AEON TAMAN MALURI SC", "Thank you"], "every line but the name's own")
        #expect(NameEcho.printedElsewhere(["AEON"], elsewhere: elsewhere))
        #expect(NameEcho.printedElsewhere(["aeon", "Maluri"], elsewhere: elsewhere), "any letter case")
        #expect(!NameEcho.printedElsewhere(["AEON", "UNIHAKKA"], elsewhere: elsewhere), "one word printed once")
        #expect(!NameEcho.printedElsewhere(["AEO"], elsewhere: elsewhere), "a part of a word is no printing")
        let aeonOnlyInName = RecognizedPage(
            number: 1, width: 600, height: 300, source: .ocr, lines: [header, Self.line("Thank you", y: 40)])
        let onlyThanks = NameEcho.elsewhere(ReceiptLine.lines(of: [aeonOnlyInName]), besides: own)
        #expect(!NameEcho.printedElsewhere(["AEON"], elsewhere: onlyThanks), "the name's own line")
    }

    @Test func aYearOrDayNoDateCanHaveIsReadAsWhatItWasMisreadFrom() {
        #expect(DateScanner.fullYear("2018") == 2018)
        #expect(DateScanner.fullYear("2078") == 2018, "a 1 read as 7")
        #expect(DateScanner.fullYear("78") == 2018)
        #expect(DateScanner.fullYear("2125") == 2025, "a 0 read as 1")
        #expect(DateScanner.fullYear("2093") == nil, "no slip explains it")
        #expect(DateScanner.fullYear("0005") == nil)
        #expect(DateScanner.fullYear("-7") == nil)
        #expect(!DateScanner.isMendedYear("2018"))
        #expect(DateScanner.isMendedYear("2078"))
        let zero = DateScanner.dates(in: "Date: 92/02/2018", order: .dayFirst)
        #expect(zero.first?.date == CalendarDate(year: 2018, month: 2, day: 2), "a 0 read as 9")
        #expect(zero.first?.repaired == true)
        #expect(DateScanner.dates(in: "Date: 42/02/2018", order: .dayFirst).isEmpty, "a 4 is not a round 0")
        let found = DateScanner.dates(in: "Date: 22/03/2078", order: .dayFirst)
        #expect(found.first?.date == CalendarDate(year: 2018, month: 3, day: 22))
        #expect(found.first?.repaired == true)
        // Beside a month's name too.
        let named = DateScanner.dates(in: "08:13am, 27 March, 2078", order: .dayFirst)
        #expect(named.first?.date == CalendarDate(year: 2018, month: 3, day: 27))
        #expect(named.first?.repaired == true)
        #expect(DateScanner.dates(in: "Oct 3, 2016 12:16:25 PM", order: .dayFirst).first?.repaired == false)
    }

    @Test func linesLabelledOrShapedAsDatesAreReadAgainWhenNoDateWasRead() {
        let texts = [
            "KEDAI BUKU MAJU", "Tel : 03-91424540/20", "Doc No CS00183546 Date: 92/02/2018",
            "O7/O01/18 14:41 Slip No: 7019", "TOTAL 12.00", "#001-0934 aba 13:30-R", "CQ1N99279 £/2/20L7 PM",
            "Thank you 12.50",
        ]
        let page = RecognizedPage(
            number: 1, width: 600, height: 400, source: .ocr,
            lines: texts.enumerated().map { index, text in Self.line(text, y: index * 30) })
        // Labelled or date-shaped lines first, then a line with a clock time.
        #expect(MissingDate.candidateLines(of: page) == [2, 3, 6, 5])
        #expect(!MissingDate.holdsATime("TOTAL 12.00"))
        #expect(!MissingDate.holdsATime("Ref 123:456"))
        #expect(MissingDate.holdsATime("10:49:25"))
        // Faint print: a digit read as a letter before the first separator, a separator lost
        // to a space, minutes past 59.
        #expect(MissingDate.looksLikeADate("UZ: SIPH    54549)   if-05-17"))
        #expect(MissingDate.looksLikeADate("917347    568917    05 92-18"))
        #expect(MissingDate.holdsATime("15:65 = s« LA /02/14"))
        #expect(!MissingDate.looksLikeADate("2 x 12 34.50"))
        #expect(!MissingDate.looksLikeADate("99 SPEED MART S/B (519537-X)"))
        #expect(MissingDate.looksLikeADate("DATE 22.12.2018"))
        #expect(!MissingDate.looksLikeADate("TOTAL 12.50"))
        #expect(CutYear.isOneToFourDigits("17") && CutYear.isOneToFourDigits("2018"))
        #expect(!CutYear.isOneToFourDigits("20181") && !CutYear.isOneToFourDigits("1a"))
        #expect(!CutYear.isOneToFourDigits(""))
        #expect(!CutYear.isOneToFourDigits("١٧"))
    }

    @Test func aTaxRateIsReadOnlyWherePrinted() {
        #expect(TaxRate.printed(in: "incl. 19,00% MwSt 24,75") == Decimal(19))
        #expect(TaxRate.printed(in: "GST @ 6 % 1.20") == Decimal(6))
        #expect(TaxRate.printed(in: "GST 1.20") == nil)
        #expect(TaxRate.printed(in: "0% 12.00") == nil)
        #expect(CurrencyDetector.printsOctaneGrade("PETROL RON 95 40.00"))
        #expect(!CurrencyDetector.printsOctaneGrade("RON 95.50"))
    }

    @Test func aMissingDateNeedsTwoReadingsThatAgreeOrNoRival() throws {
        func field(_ iso: String) throws -> DraftField<CalendarDate> {
            DraftField(value: try #require(CalendarDate(iso: iso)), confidence: 0.7, evidence: [])
        }
        let agreed = try #require(
            MissingDate.agreed(
                [try field("2018-02-02"), try field("2018-02-02"), try field("2018-02-22")], readings: 4))
        #expect(agreed.value == CalendarDate(iso: "2018-02-02"))
        #expect(agreed.signals[.voteShare] == 0.5)
        #expect(MissingDate.agreed([try field("2018-02-02"), try field("2018-02-22")], readings: 4) == nil)
        let alone = try #require(MissingDate.agreed([try field("2018-02-02")], readings: 4))
        #expect(alone.signals[.voteShare] == 0.25)
        var signals = alone.signals
        signals[.reread] = 1
        #expect(ConfidenceCalibration.date(signals) < 0.9, "one reading of faint print is no sure date")
    }

    @Test func aStripReadAgainTakesThePlaceOfTheLinesWhoseMiddleItHolds() throws {
        let texts = ["KEDAI BUKU MAJU", "TAX INVOICE ae 3 12/2017", "Doc No CS0207 PAD 00:08:00", "TOTAL 12.00"]
        let page = RecognizedPage(
            number: 1, width: 600, height: 400, source: .ocr,
            lines: texts.enumerated().map { index, text in Self.line(text, y: 40 + index * 40) })
        let strip = MissingDate.strip(around: page.lines[2].box, lineHeight: 20, pageWidth: 600, pageHeight: 400)
        #expect(strip == BoundingBox(x: 0, y: 100, width: 600, height: 60), "a typical line above and below")
        let read = ["TAX INVOICE", "Doc No CS0207 Date: 22/12/2017", "Cashier: EIRA"].enumerated().map {
            index, text in Self.line(text, y: 102 + index * 18)
        }
        let (lines, inserted) = MissingDate.replacing(linesIn: strip, of: page, with: read)
        #expect(lines.map(\.text) == Array(texts.prefix(2)) + read.map(\.text) + ["TOTAL 12.00"])
        #expect(inserted == 2..<5)
        #expect(MissingDate.nearestLine(to: read[1].box, in: page) == 2)
        var pages = [page]
        pages[0].lines = lines
        let date = try #require(ReceiptParser.parse(pages).date)
        #expect(date.value == CalendarDate(iso: "2017-12-22"))
        #expect(inserted.contains(try #require(date.evidence.first).line))
    }
}
