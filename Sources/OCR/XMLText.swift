import Foundation

/// The text of an XML document as one page: each line of the file with its tags removed,
/// blank lines left out. Enough to search an XML e-invoice and to show what it says.
enum XMLText {
    static func page(of bytes: [UInt8]) -> RecognizedPage {
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(whereSeparator: \.isNewline).compactMap { raw -> RecognizedLine? in
            let stripped = raw.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
                .split(whereSeparator: \.isWhitespace).joined(separator: " ")
            guard !stripped.isEmpty else { return nil }
            let words = stripped.split(separator: " ").map {
                RecognizedWord(text: String($0), box: .zero, confidence: 1)
            }
            return RecognizedLine(text: stripped, box: .zero, confidence: 1, words: words)
        }
        return RecognizedPage(number: 1, width: 0, height: 0, source: .xml, lines: lines)
    }
}
