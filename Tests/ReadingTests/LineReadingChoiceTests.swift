import OCR
import Testing

@testable import Reading

/// Word-by-word choice between two readings of one line, with a small stand-in dictionary.
@Suite struct LineReadingChoiceTests {
    static let dictionary: Set<String> = [
        "TED", "HENG", "STATIONERY", "BOOKS", "SDN", "BHD", "TASTE", "LASTE", "WAN", "LIAN",
    ]
    static func isWord(_ word: String) -> Bool {
        dictionary.contains(word.uppercased().trimmingCharacters(in: .punctuationCharacters))
    }

    static func line(_ text: String) -> RecognizedLine {
        let words = text.split(separator: " ").enumerated().map { index, word in
            RecognizedWord(
                text: String(word), box: BoundingBox(x: index * 100, y: 0, width: 90, height: 30), confidence: 0.8)
        }
        return RecognizedLine(
            text: text, box: BoundingBox(x: 0, y: 0, width: 600, height: 30), confidence: 0.8, words: words)
    }

    @Test func aDictionaryWordReplacesAMisreadOne() throws {
        let merged = try #require(
            LineReadingChoice.merged(
                Self.line("TEO HENG  STATIONERY"), Self.line("TED HENG STATIONERY"), isWord: Self.isWord))
        #expect(merged.text == "TED HENG  STATIONERY")
        #expect(merged.words.map(\.text) == ["TED", "HENG", "STATIONERY"])
    }

    @Test(arguments: [
        ("laste OF", "Taste OF"),  // both readings are words: the first stays
        ("WAN HING", "LIAN HING"),  // the first is a word: it stays
        ("ZAWLAJAYA SDN", "ZAWTAJAYA SDN"),  // neither is a word
        ("TEO HENG", "TED HENG BOOKS"),  // the readings do not line up
        ("TE0 HENG", "TED HENG"),  // a digit is not taken for a letter slip here
        ("XQZV HENG", "TED HENG"),  // too far apart to be a slip
    ])
    func keepsTheFirstReadingWhenTheDictionaryCannotDecide(first: String, second: String) {
        #expect(LineReadingChoice.merged(Self.line(first), Self.line(second), isWord: Self.isWord) == nil)
    }
}
