import Foundation
import Testing

@testable import OCR

/// Lines, words and spaces made from the second engine's text regions (no model needed).
@Suite struct DeepTextLayoutTests {
    /// A region `width` x `height` at `origin` running at `degrees` (clockwise), its characters
    /// spaced `pitch` apart from half a pitch in, a wider gap before each index in `gapsBefore`.
    static func region(
        _ text: String, origin: PagePoint, degrees: Double = 0, height: Double = 30, pitch: Double = 15,
        gapsBefore: [Int: Double] = [:]
    ) -> ReadRegion {
        let angle = degrees * .pi / 180
        let along = PagePoint(cos(angle), sin(angle))
        let down = PagePoint(-along.y, along.x)
        var offset = pitch / 2
        var characters: [ReadCharacter] = []
        for (index, character) in text.enumerated() {
            offset += gapsBefore[index] ?? 0
            characters.append(ReadCharacter(character: character, offset: offset, confidence: 0.9))
            offset += pitch
        }
        let quad = TextQuad(origin: origin, along: along, down: down, width: offset - pitch / 2, height: height)
        return ReadRegion(quad: quad, characters: characters)
    }

    /// A photo slanted 16 degrees: each item's price, far to the right, sits lower on the page
    /// than the next item's name, so boxes that overlap vertically belong to different lines.
    @Test func groupsRegionsAlongASixteenDegreeSlant() {
        let slope = tan(16 * Double.pi / 180)
        func onLine(_ line: Double, x: Double) -> PagePoint { PagePoint(x, 100 + line * 45 + x * slope) }
        let regions = [
            Self.region("Coffee", origin: onLine(0, x: 20), degrees: 16),
            Self.region("4.50", origin: onLine(0, x: 620), degrees: 16),
            Self.region("Pancakes", origin: onLine(1, x: 20), degrees: 16),
            Self.region("8.95", origin: onLine(1, x: 620), degrees: 16),
            Self.region("TOTAL", origin: onLine(2, x: 20), degrees: 16),
            Self.region("13.45", origin: onLine(2, x: 600), degrees: 16),
        ]
        // The premise: the first price is lower on the page than the next line's name.
        #expect(regions[1].quad.origin.y > regions[4].quad.origin.y)
        let lines = SlopedLineGrouping().lines(regions.shuffled()).map { $0.map(\.text) }
        #expect(lines == [["Coffee", "4.50"], ["Pancakes", "8.95"], ["TOTAL", "13.45"]])
    }

    @Test func levelLinesCloseTogetherStayApart() {
        let regions = [
            Self.region("Item", origin: PagePoint(10, 100)),
            Self.region("1.00", origin: PagePoint(400, 101)),
            Self.region("Other", origin: PagePoint(10, 134)),
            Self.region("2.00", origin: PagePoint(400, 133)),
        ]
        let lines = SlopedLineGrouping().lines(regions).map { $0.map(\.text) }
        #expect(lines == [["Item", "1.00"], ["Other", "2.00"]])
    }

    /// A date and its time read as one run become two words, each with its own box.
    @Test func splitsADateRunIntoItsTime() throws {
        let region = Self.region("8/9/201711:14:22", origin: PagePoint(0, 0))
        let line = try #require(WordAssembly().line([region], fallbackPitch: 15))
        #expect(line.words.map(\.text) == ["8/9/2017", "11:14:22"])
        #expect(line.text == "8/9/2017 11:14:22")
        #expect(line.words[0].box.maxX <= line.words[1].box.x + 1)
    }

    @Test(arguments: [
        ("03/12/202512:41PM", ["03/12/2025", "12:41PM"]),
        ("2017-08-0911:14", ["2017-08-09", "11:14"]),
        ("05-AUG-201710:11:12", ["05-AUG-2017", "10:11:12"]),
        ("19-Apr-20192:02:26P", ["19-Apr-2019", "2:02:26P"]),
        ("4/15/1612:03:14", ["4/15/16", "12:03:14"]),
        ("8/9/2017", ["8/9/2017"]),
        ("12/05/17", ["12/05/17"]),
        ("20171114:22", ["20171114:22"]),
        ("8/9/201799:14", ["8/9/201799:14"]),
        ("12.34.56789:10", ["12.34.56789:10"]),
    ])
    func splitsOnlyClearDateTimeRuns(text: String, words: [String]) {
        let region = Self.region(text, origin: PagePoint(0, 0))
        #expect(WordAssembly().split(region, pitch: 15).map { String($0.map(\.character)) } == words)
    }

    /// The recognizer read "TOTAL" and "34.78" with no space; the gap between them is three
    /// times the pitch, so they are two words. Narrow gaps inside a word are not.
    @Test func restoresSpacesFromCharacterGaps() throws {
        let region = Self.region("TOTAL34.78", origin: PagePoint(0, 0), gapsBefore: [5: 30, 8: 5])
        let line = try #require(WordAssembly().line([region], fallbackPitch: 15))
        #expect(line.words.map(\.text) == ["TOTAL", "34.78"])
        #expect(line.words[0].box.maxX < line.words[1].box.x)
    }

    @Test func keepsASpaceTheRecognizerRead() throws {
        let region = Self.region("Side Bacon", origin: PagePoint(0, 0))
        let line = try #require(WordAssembly().line([region], fallbackPitch: 15))
        #expect(line.words.map(\.text) == ["Side", "Bacon"])
    }

    @Test func fullWidthPunctuationBecomesASCII() {
        #expect(
            ["，", "：", "（", "）", "！", "Ａ", "１"].map(TextLineRecognizer.halfWidth) == [
                ",", ":", "(", ")", "!", "A", "1",
            ])
        #expect(["一", "é", "$", " "].map(TextLineRecognizer.halfWidth) == ["一", "é", "$", " "])
    }

    @Test func findsTheSmallestRectangleAroundATiltedBar() throws {
        let angle = 10 * Double.pi / 180
        var points: [PagePoint] = []
        for s in stride(from: 0.0, through: 100, by: 1) {
            for t in stride(from: 0.0, through: 20, by: 1) {
                points.append(PagePoint(50 + s * cos(angle) - t * sin(angle), 50 + s * sin(angle) + t * cos(angle)))
            }
        }
        let rectangle = try #require(MinimumAreaRectangle.around(points))
        let quad = TextQuad(center: rectangle.center, axis: rectangle.axis, halfExtents: rectangle.halfExtents)
        #expect(abs(quad.width - 100) < 0.5 && abs(quad.height - 20) < 0.5)
        #expect(abs(atan2(quad.along.y, quad.along.x) - angle) < 0.01)
    }
}
