import OCR
import Testing

@testable import Reading

/// A date whose year the page's reading cut in two (`DATE: 22/12/20` with `17` on a line beside).
struct CutYearTests {
    /// A line whose words stand 120 px apart, each 100 px wide and 20 px tall.
    static func line(_ text: String, y: Int) -> RecognizedLine {
        let words = text.split(separator: " ").enumerated().map { index, word in
            RecognizedWord(
                text: String(word), box: BoundingBox(x: index * 120, y: y, width: 100, height: 20), confidence: 0.95)
        }
        return RecognizedLine(
            text: text, box: BoundingBox(x: 0, y: y, width: words.last?.box.maxX ?? 0, height: 20), confidence: 0.95,
            words: words)
    }

    /// A lone word of `text` at `x`, `y`.
    static func word(_ text: String, x: Int, y: Int) -> RecognizedLine {
        let box = BoundingBox(x: x, y: y, width: 30, height: 20)
        return RecognizedLine(
            text: text, box: box, confidence: 0.9, words: [RecognizedWord(text: text, box: box, confidence: 0.9)])
    }

    /// A till receipt whose date line is `date` (its date the fifth word, ending at x = 580),
    /// with `beside` (a line of its own, one word) between the shop and the date line.
    static func page(date: String, beside: RecognizedLine) -> RecognizedPage {
        let lines = [
            line("KEDAI PERKAKAS SRI MAJU", y: 20), line("TAX INVOICE", y: 60), beside,
            line("Doc No CS0207 DATE: \(date)", y: 100), line("TOTAL 29.70", y: 140), line("CASH 50.00", y: 170),
        ]
        return RecognizedPage(number: 1, width: 640, height: 400, source: .ocr, lines: lines)
    }

    @Test func digitsJustPastATwoDigitYearCompleteIt() throws {
        let page = Self.page(date: "22/12/20", beside: Self.word("17", x: 584, y: 78))
        #expect(ReceiptParser.parse([page]).date?.value == CalendarDate(iso: "2020-12-22"), "as read, a wrong year")
        #expect(CutYear.cutOffDigits(line: 3, of: page) == "17")
        let lines = try #require(CutYear.joined(line: 3, of: page))
        #expect(lines[3].text == "Doc No CS0207 DATE: 22/12/2017")
        #expect(lines[3].words.last?.text == "22/12/2017")
        var joined = page
        joined.lines = lines
        let date = try #require(ReceiptParser.parse([joined]).date)
        #expect(date.value == CalendarDate(iso: "2017-12-22"))
        #expect(date.evidence.first?.line == 3)
    }

    @Test func aYearCutOffWholeOrAfterOneDigitIsJoinedToo() throws {
        let whole = Self.page(date: "22/12/", beside: Self.word("2017", x: 590, y: 84))
        #expect(try #require(CutYear.joined(line: 3, of: whole))[3].words.last?.text == "22/12/2017")
        let one = Self.page(date: "22/12/2", beside: Self.word("017", x: 575, y: 122))
        #expect(try #require(CutYear.joined(line: 3, of: one))[3].words.last?.text == "22/12/2017", "from below too")
    }

    /// Digits under the date's start (a time, a table number), far past its end, lines away; a
    /// year already of four digits; a word with a letter.
    @Test(arguments: [
        ("22/12/20", "17", 480, 78), ("22/12/20", "17", 680, 78), ("22/12/20", "17", 584, 30),
        ("22/12/2017", "17", 584, 78), ("22/12/20", "A7", 584, 78),
    ])
    func digitsElsewhereOrAYearAlreadyWholeAreLeftAlone(date: String, beside: String, x: Int, y: Int) {
        let page = Self.page(date: date, beside: Self.word(beside, x: x, y: y))
        #expect(CutYear.cutOffDigits(line: 3, of: page) == nil)
    }

    @Test func digitsThatMakeNoYearOfFourAreNotJoined() {
        let page = Self.page(date: "22/12/20", beside: Self.word("1", x: 584, y: 78))
        #expect(CutYear.cutOffDigits(line: 3, of: page) == "1")
        #expect(CutYear.joined(line: 3, of: page) == nil)
    }

    @Test func aDateJoinedAgainIsUnsure() {
        var signals = FieldSignals()
        signals[.wordConfidence] = 0.97
        signals[.cutYear] = 2
        #expect(ConfidenceCalibration.date(signals) < 0.9)
        signals[.cutYear] = 1
        #expect(ConfidenceCalibration.date(signals) < 0.9, "digits past the year, not joined: still unsure")
    }
}
