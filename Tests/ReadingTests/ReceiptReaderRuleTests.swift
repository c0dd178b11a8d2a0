import Foundation
import OCR
import Testing

@testable import Reading

@Suite struct ReceiptReaderRuleTests {
    private func words(_ lines: [String]) -> [[String]] { lines.map(KeywordMatcher.words(of:)) }

    @Test func germanCueWordsPointToGermanData() {
        #expect(LanguageCues.language(of: words(["SUMME EUR 24,23", "Gegeben BAR 50,00", "MwSt 19%"])) == "deu")
        #expect(LanguageCues.language(of: words(["TOTAL TTC 42,50", "TVA 10%"])) == "fra")
    }

    @Test func oneCueWordIsNotEnough() {
        #expect(LanguageCues.language(of: words(["SALAD BAR", "TOTAL 12.00", "CASH 20.00"])) == nil)
    }

    @Test func aSecondLookOnlyWhenTotalOrDateIsMissing() throws {
        let full = ReceiptParser.parse(
            try #require(ParserCase.all.first { $0.name == "total-after-subtotal-and-tax" }).pages)
        #expect(!ReceiptReader.needsSecondLook(full))
        var missing = full
        missing.date = nil
        #expect(ReceiptReader.needsSecondLook(missing))
        let filled = try #require(missing.filling(from: full).date)
        #expect(filled.value == full.date?.value)
        #expect(filled.evidence == full.date?.evidence)
        #expect(filled.signals[.secondLook] == 1, "a field taken from the second look says so")
    }

    @Test func theOwnLanguagesTotalWinsWhenAtLeastAsSure() {
        let english = ReceiptDraft(total: DraftField(value: Decimal(2391) / 100, confidence: 0.6, evidence: []))
        let german = ReceiptDraft(total: DraftField(value: Decimal(2351) / 100, confidence: 0.9, evidence: []))
        #expect(english.preferringTotal(of: german).total?.value == Decimal(2351) / 100)
        let unsure = ReceiptDraft(total: DraftField(value: Decimal(1), confidence: 0.3, evidence: []))
        #expect(english.preferringTotal(of: unsure).total?.value == Decimal(2391) / 100)
    }
}

@Suite struct MoneyLinesTests {
    @Test func theMoneyBlockStartsAtTheFirstTotalTaxOrPaymentLine() throws {
        let page = try #require(ParserCase.all.first { $0.name == "total-after-subtotal-and-tax" }?.pages.first)
        let first = try #require(MoneyLines.span(of: page)?.lowerBound)
        #expect(page.lines[first].text.lowercased().contains("subtotal"))
        #expect(page.lines[..<first].allSatisfy { !$0.text.lowercased().contains("total") })
    }

    @Test func theMoneyBlockEndsAtTheLastTotalTaxOrPaymentLine() throws {
        let texts = [
            "EDEKA MARKT", "Milch 1,19", "Brot 2,49", "SUMME EUR 3,68", "Bar EUR 5,00", "Rückgeld EUR 1,32",
            "Vielen Dank für Ihren Einkauf", "Jetzt Punkte sammeln", "www.edeka.de",
        ]
        let page = try #require(PaymentAndSummaryTests.page(texts.map { ($0, 0.9) }).first)
        let span = try #require(MoneyLines.span(of: page))
        #expect(page.lines[span.lowerBound].text.hasPrefix("SUMME"))
        #expect(page.lines[span.upperBound].text.hasPrefix("Rückgeld"))
    }
}

@Suite struct DateVoteTests {
    static func date(_ iso: String) -> CalendarDate { CalendarDate(iso: iso)! }

    @Test func mostReadingsSettleEachComponent() {
        let first = Self.date("2017-02-07")
        let others = ["2017-02-09", "2017-02-09", "2017-02-07", "2017-02-09"].map(Self.date)
        #expect(DateVote.settled(first: first, others: others) == Self.date("2017-02-09"))
        // Day and month vote apart: 04-04-16 read again as 04-06-16, 06-06-16, 04-06-16.
        let mixed = ["2016-06-04", "2016-06-06", "2016-06-04"].map(Self.date)
        #expect(DateVote.settled(first: Self.date("2016-04-04"), others: mixed) == Self.date("2016-06-04"))
    }

    @Test func readingsAgainstTheReceiptsOrderDoNotVoteOnTheMonth() {
        // A faint `01/10/2017` on a receipt dated day first, read `01/14/2017` first and
        // `01/16/2017` by most readings: those give a date only month first, and their month
        // is no month in the receipt's order; the one reading in order gives it.
        func against(_ iso: String) -> DateVote.Reading { DateVote.Reading(date: Self.date(iso), againstOrder: true) }
        let others = [
            DateVote.Reading(date: Self.date("2017-10-01")), against("2017-01-16"), against("2017-01-16"),
            against("2017-01-14"),
        ]
        #expect(DateVote.settled(first: against("2017-01-14"), others: others) == Self.date("2017-10-01"))
        // With no reading in the receipt's order, the date was printed the other way round.
        let printed = [against("2017-12-28"), against("2017-12-20")]
        #expect(DateVote.settled(first: against("2017-12-28"), others: printed) == nil)
        // Readings in order still outvote a first reading against it on the month.
        let inOrder = [
            DateVote.Reading(date: Self.date("2017-10-01")), DateVote.Reading(date: Self.date("2017-10-01")),
        ]
        #expect(DateVote.settled(first: DateVote.Reading(date: Self.date("2017-10-01")), others: inOrder) == nil)
    }

    @Test func aDatePrintedTwiceAlikeIsNotOverruledByReadingsOfOneLine() {
        // `28/03/2018` at the top and at the foot; the top line read again at four sizes gives `28/08`.
        let first = Self.date("2018-03-28")
        let others = Array(repeating: Self.date("2018-08-28"), count: 4)
        #expect(DateVote.settled(first: first, others: others) == Self.date("2018-08-28"))
        #expect(DateVote.settled(first: first, printedTwice: true, others: others) == nil)
    }

    @Test func theFirstReadingKeepsTiesAndAgreement() {
        let first = Self.date("2020-02-26")
        #expect(DateVote.settled(first: first, others: [Self.date("2020-02-25")]) == nil)
        #expect(DateVote.settled(first: first, others: [first, first]) == nil)
        #expect(DateVote.settled(first: first, others: []) == nil)
        // Two other values tied ahead of the first: no single value wins, the first stays.
        let split = ["2020-02-25", "2020-02-25", "2020-02-27", "2020-02-27"].map(Self.date)
        #expect(DateVote.settled(first: first, others: split) == nil)
    }

    /// The date of a receipt whose date line holds `words` (each with its OCR confidence).
    private func date(_ words: [(String, Double)]) throws -> DraftField<CalendarDate> {
        let text = words.map(\.0).joined(separator: " ")
        let recognized = words.enumerated().map { index, word in
            RecognizedWord(
                text: word.0, box: BoundingBox(x: index * 100, y: 60, width: 90, height: 20), confidence: word.1)
        }
        let lines = [
            RecognizedLine(
                text: "KEDAI MAJU", box: BoundingBox(x: 0, y: 20, width: 200, height: 20), confidence: 0.9,
                words: ["KEDAI", "MAJU"].enumerated().map { index, name in
                    RecognizedWord(
                        text: name, box: BoundingBox(x: index * 100, y: 20, width: 90, height: 20), confidence: 0.9)
                }),
            RecognizedLine(
                text: text, box: BoundingBox(x: 0, y: 60, width: 100 * words.count, height: 20), confidence: 0.8,
                words: recognized),
        ]
        let pages = [RecognizedPage(number: 1, width: 800, height: 120, source: .ocr, lines: lines)]
        return try #require(ReceiptParser.parse(pages).date)
    }

    @Test func onlyPoorlyReadDateWordsAreVotedOn() throws {
        func line(_ confidence: Double) -> [(String, Double)] {
            [("Date:", 0.95), ("07/02/17", confidence), ("14:12", 0.9)]
        }
        #expect(DateVote.isUnsure(try date(line(0.4))))
        #expect(DateVote.isUnsure(try date(line(0.9))))
        #expect(!DateVote.isUnsure(try date(line(0.97))))
    }

    @Test func theDigitsAroundAMonthsNameAreVotedOnButNotTheTimeOrANumberBeside() throws {
        func line(day: Double, time: Double, number: Double = 0.96) -> [(String, Double)] {
            [("05", day), ("MAR", 0.95), ("2018", 0.96), ("14:12", time), ("7", number)]
        }
        #expect(DateVote.isUnsure(try date(line(day: 0.69, time: 0.97))))
        #expect(!DateVote.isUnsure(try date(line(day: 0.97, time: 0.4))))
        // A stray number after the time (`09 Jun 2018 18:23 7`) is no part of the date.
        #expect(!DateVote.isUnsure(try date(line(day: 0.97, time: 0.97, number: 0.3))))
    }
}

/// Keyword lookup: one-word keywords take a shorter path than phrases; both must match alike.
@Suite struct KeywordMatcherFindTests {
    @Test func oneWordAndPhraseLookupsMatchTheSameWays() {
        let words = KeywordMatcher.words(of: "Grand T0TAI EUR 12,40 totalrm")
        #expect(words == ["grand", "totai", "eur", "totalrm"])
        #expect(KeywordMatcher.find("total", in: words) == 1)  // one wrong letter in a long word
        #expect(KeywordMatcher.find("total", in: words, exact: true) == nil)
        #expect(KeywordMatcher.find("totalrm", in: words, exact: true) == 3)
        #expect(KeywordMatcher.find("grand total", in: words) == 0)
        #expect(KeywordMatcher.find("grand total", in: words, exact: true) == nil)
        #expect(KeywordMatcher.find("eur", in: words) == 2)
        #expect(KeywordMatcher.find("eux", in: words) == nil)  // short words must match exactly
        #expect(KeywordMatcher.find("", in: words) == nil)
        #expect(KeywordMatcher.find("total", in: []) == nil)
        #expect(KeywordMatcher.find(" total ", in: words) == 1)  // spaces around a word are no part of it
        #expect(KeywordMatcher.find("tot", in: ["totrm"]) == 0)  // a currency code glued to the keyword
        #expect(KeywordMatcher.containsAny(["net", "sum"], in: words) == false)
        #expect(KeywordMatcher.containsAny(["net", "grand total"], in: words))
    }

    /// A word that means something else matches a keyword a letter away only as spelt.
    @Test func falseFriendsMatchOnlyAsSpelt() {
        #expect(KeywordMatcher.find("round", in: ["rouna"]) == 0)  // a slip
        #expect(KeywordMatcher.find("round", in: ["ground"]) == nil)
        #expect(KeywordMatcher.find("ground", in: ["ground"]) == 0)
        #expect(LineKind.of(KeywordMatcher.words(of: "Ground Floor, Lot 12.50")) == .other)
        #expect(LineKind.of(KeywordMatcher.words(of: "IMPORTED BEER 12.00")) == .other)
        #expect(LineKind.of(KeywordMatcher.words(of: "Contact: 03-7877 9712")) == .other)
    }

    /// The one-pass check says what the edit distance says, for every pair of words of two
    /// letters 4 to 6 long (lengths at most one apart), and for letters with accents.
    @Test func oneEditCheckAgreesWithEditDistance() {
        var words: [String] = [""]
        var all: [String] = []
        for length in 1...6 {
            words = words.flatMap { [$0 + "a", $0 + "b"] }
            if length >= 4 { all += words }
        }
        all += ["café", "cafe", "cafés", "ßtraße", "strasse"]
        for a in all {
            for b in all where abs(a.count - b.count) <= 1 {
                let (longer, shorter) = a.count >= b.count ? (a, b) : (b, a)
                let oneEdit = KeywordMatcher.isWithinOneEdit(
                    longer: longer, shorter: shorter, sameLength: a.count == b.count)
                #expect(oneEdit == (KeywordMatcher.editDistance(a, b, limit: 1) <= 1), "\(a) \(b)")
            }
        }
    }

    /// The direct lower-casing of ASCII lines folds exactly as Foundation does.
    @Test func asciiFoldingIsFoundationFolding() {
        let ascii = String(decoding: (0x01...0x7F).map { UInt8($0) }, as: UTF8.self)
        for text in [ascii, "TOTAL EUR 12.40", "Grand Total", "no capitals here", ""] {
            #expect(
                KeywordMatcher.fold(text)
                    == text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil), "\(text)")
        }
        let accented = "STRAẞE Straße Café"
        #expect(
            KeywordMatcher.fold(accented)
                == accented.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
                .replacingOccurrences(of: "ß", with: "ss"))
        #expect(KeywordMatcher.fold("Straße Café") == "strasse cafe")
        #expect(KeywordMatcher.words(of: "Rückgeld CAFÉ T0TAL") == ["ruckgeld", "cafe", "total"])
    }
}
