import Foundation
import OCR
import Testing

@testable import Reading

/// The parser on text a hostile or broken file gives it: many dates on one line, thousands of
/// total, tax and payment lines. The answers are the same as before the work was shared out
/// per line and per receipt; these cases ran for seconds when it was not.
@Suite struct HostileTextTests {
    /// One page of `lines`, each line's words split at spaces.
    static func page(_ lines: [String]) -> [RecognizedPage] {
        let recognized = lines.enumerated().map { index, text -> RecognizedLine in
            let box = BoundingBox(x: 0, y: index * 30, width: 600, height: 20)
            let words = text.split(separator: " ").map { RecognizedWord(text: String($0), box: box, confidence: 0.9) }
            return RecognizedLine(text: text, box: box, confidence: 0.9, words: words)
        }
        return [
            RecognizedPage(number: 1, width: 620, height: 30 * max(lines.count, 1), source: .ocr, lines: recognized)
        ]
    }

    @Test func aLineOfManyDatesIsScoredOnceForItsWords() {
        let line = Array(repeating: "DATE 12/03/2024 10:15", count: 150).joined(separator: " ")
        let draft = ReceiptParser.parse(Self.page(["SHOP", line, "TOTAL 5.00"]))
        #expect(draft.date?.value == CalendarDate(year: 2024, month: 3, day: 12))
    }

    @Test func thousandsOfTotalTaxAndPaymentLinesStillAddUp() {
        var lines = ["SHOP"]
        for _ in 0..<300 { lines += ["SUBTOTAL 10.00", "TAX 0.60", "TOTAL 10.60", "CASH 20.00", "CHANGE 9.40"] }
        let draft = ReceiptParser.parse(Self.page(lines))
        #expect(draft.total?.value == Decimal(string: "10.60"))
        #expect(draft.total?.signals[.arithmetic] == 2)
    }

    /// Found by FuzzReceiptParser (2026-11-25): Foundation's `String.contains` sliced past the end
    /// of a cell with a letter beyond ASCII when the text looked for ended in a NUL.
    @Test func aMarkEndingInANulBesideACellBeyondASCIIIsNoCrash() {
        let draft = ReceiptParser.parse(Self.page(["ab\u{0}   éab", "TOTAL 5.00"]))
        #expect(draft.total?.value == 5)
        let lines = ReceiptLine.lines(of: Self.page(["ab\u{0}   éab", "dm   dm-drogerie markt"]))
        #expect(lines.map(\.leadingCell.text) == ["ab\u{0}", "dm-drogerie markt"])
    }

    @Test func anAmountIndexKeepsTheFirstOrLastLineOfEachAmount() {
        let entries: [(value: Decimal, line: Int)] = [(5, 7), (1, 3), (5, 2), (1, 9)]
        let first = AmountIndex(entries, keep: .first)
        let last = AmountIndex(entries, keep: .last)
        #expect(first.line(of: 5) == 2 && last.line(of: 5) == 7)
        #expect(first.line(of: 1) == 3 && last.line(of: 1) == 9)
        #expect(first.line(of: 2) == nil && !AmountIndex([]).contains(0))
    }

    @Test func keywordsMatchAlikeInASCIIAndBeyond() {
        // Equal, glued to a currency code, one letter apart, one letter more or less.
        #expect(KeywordMatcher.similar("totalrm", "total") && KeywordMatcher.similar("summeeur", "summe"))
        #expect(KeywordMatcher.similar("tota1s", "totals") && KeywordMatcher.similar("subtotl", "subtotal"))
        #expect(KeywordMatcher.similar("subtotall", "subtotal") && KeywordMatcher.similar("ubtotal", "subtotal"))
        #expect(!KeywordMatcher.similar("tax", "tay") && !KeywordMatcher.similar("totalxx", "total"))
        // The same words with a letter outside ASCII take the general rules, with the same answers.
        #expect(KeywordMatcher.similar("rückgeld", "rückgelt") && !KeywordMatcher.similar("rückgeld", "rüc"))
        #expect(KeywordMatcher.similar("zähleneur", "zählen") && KeywordMatcher.similar("zählen", "zahlen"))
    }
}
