import Foundation
import OCR
import Testing

@testable import Reading

/// A web address vouches only for the name lines it spells.
@Suite struct NameWebSpellingTests {
    /// A page whose first two lines are printed large (a name over two lines).
    private func page(_ texts: [String]) -> [RecognizedPage] {
        var y = 20
        let lines = texts.enumerated().map { index, text -> RecognizedLine in
            let height = index < 2 ? 60 : 30
            let box = BoundingBox(x: 20, y: y, width: (height / 2) * text.count, height: height)
            y += height + 10
            let words = text.split(separator: " ").map { RecognizedWord(text: String($0), box: box, confidence: 0.97) }
            return RecognizedLine(text: text, box: box, confidence: 0.97, words: words)
        }
        return [RecognizedPage(number: 1, width: 1200, height: y + 20, source: .ocr, lines: lines)]
    }

    private func merchant(_ name: [String]) throws -> DraftField<String> {
        let rest = [
            "754 FIFTH AVENUE", "NEW YORK, NY 10019", "FACIAL 45.00", "TOTAL 45.00", "visit www.bergdorfgoodman.com",
        ]
        return try #require(ReceiptParser.parse(page(name + rest)).merchant)
    }

    @Test func aSecondNameLineTheAddressDoesNotSpellIsNotVouchedFor() throws {
        let misread = try merchant(["BERGDORF", "GODNAN"])
        #expect(misread.value == "BERGDORF GODNAN")
        #expect(!misread.signals.has(.inWebAddress))
        // Spelled whole, both lines are vouched for.
        let spelled = try merchant(["BERGDORF", "GOODMAN"])
        #expect(spelled.value == "BERGDORF GOODMAN")
        #expect(spelled.signals.has(.inWebAddress))
    }
}
