import Foundation
import Mail

/// The text of an e-mail as one page: its sender's name and its subject, then its bodies' lines
/// (see ``MailMessage``). Words get boxes as on a page of fixed-width print, one character
/// `characterWidth` wide and one line `lineHeight` tall, so the wide gaps between the cells of
/// an HTML table (`Departure   10 Mar 2025 22:10`) keep columns apart as a PDF text layer's do.
enum MailText {
    static let characterWidth = 6
    static let lineHeight = 14

    static func page(of message: MailMessage) -> RecognizedPage {
        // The sender's name heads the page as a letterhead would (a `From:` line would read as
        // a booking's origin); the subject follows.
        var texts: [String] = []
        if let originator = message.originator { texts.append(originator) }
        if let subject = message.subject { texts.append("Subject: \(subject)") }
        texts += message.text.split(whereSeparator: \.isNewline).map(String.init)
        let lines = texts.compactMap { text -> String? in
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? nil : trimmed
        }.enumerated().map { line(of: $1, index: $0) }
        let width = (lines.map(\.box.width).max() ?? 0) + characterWidth
        return RecognizedPage(
            number: 1, width: width, height: (lines.count + 1) * lineHeight, source: .mail, lines: lines)
    }

    /// The text of a saved web page (`HTMLText`) as one page, laid out as a message's body is.
    static func page(ofHTMLText text: String) -> RecognizedPage {
        let lines = text.split(whereSeparator: \.isNewline).compactMap { raw -> String? in
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? nil : trimmed
        }.enumerated().map { line(of: $1, index: $0) }
        let width = (lines.map(\.box.width).max() ?? 0) + characterWidth
        return RecognizedPage(
            number: 1, width: width, height: (lines.count + 1) * lineHeight, source: .html, lines: lines)
    }

    /// One line of text with a box for each word, at the characters' places.
    static func line(of text: String, index: Int) -> RecognizedLine {
        var words: [RecognizedWord] = []
        var offset = 0
        var start: Int?
        var current = ""
        func finish() {
            guard let begin = start else { return }
            words.append(
                RecognizedWord(
                    text: current,
                    box: BoundingBox(
                        x: begin * characterWidth, y: index * lineHeight, width: current.count * characterWidth,
                        height: lineHeight - 4), confidence: 1))
            start = nil
            current = ""
        }
        for character in text {
            if character.isWhitespace {
                finish()
            } else {
                if start == nil { start = offset }
                current.append(character)
            }
            offset += 1
        }
        finish()
        let box = BoundingBox(
            x: 0, y: index * lineHeight, width: offset * characterWidth, height: lineHeight - 4)
        return RecognizedLine(text: text, box: box, confidence: 1, words: words)
    }
}
