import Foundation
import OCR

/// One recognized line as the parser sees it: where it is, its raw text, and a folded form
/// for keyword matching (lower case, no diacritics, OCR digit/letter slips inside words undone).
struct ReceiptLine: Sendable {
    var page: Int
    /// Index of the line in its page's `lines`.
    var index: Int
    /// Position in the whole document, across pages.
    var order: Int
    var box: BoundingBox
    var text: String {
        didSet { amounts = AmountScanner.amounts(in: text) }
    }
    /// The amounts printed on the line (`AmountScanner.amounts(in: text)`), scanned once for
    /// the total, currency, merchant, kind and invoice rules that each ask; scanned again
    /// whenever `text` changes.
    private(set) var amounts: [Amount]
    var confidence: Double
    /// Lower-case words of letters only, for keyword tables.
    var words: [String]
    /// The words as recognized, with their confidences.
    var recognized: [RecognizedWord]

    init(page: Int, index: Int, order: Int, line: RecognizedLine) {
        self.page = page
        self.index = index
        self.order = order
        self.box = line.box
        self.text = line.text
        self.amounts = AmountScanner.amounts(in: line.text)
        self.confidence = line.confidence
        self.words = Self.foldedWords(of: line.text)
        self.recognized = line.words
    }

    /// The lowest OCR confidence of the words that hold digits (an amount, a date), else of
    /// all words; the line's confidence when it has no words.
    var digitConfidence: Double {
        let digits = recognized.filter { $0.text.contains(where: \.isNumber) }
        return (digits.isEmpty ? recognized : digits).map(\.confidence).min() ?? confidence
    }

    /// The lowest OCR confidence of the words that hold characters `start..<end` of the
    /// line's text (a date, not the receipt number beside it); `digitConfidence` when no word
    /// can be placed there.
    func confidence(ofCharacters start: Int, _ end: Int) -> Double {
        var lowest: Double?
        var offset = 0
        var index = text.startIndex
        for (word, range) in zip(recognized, text.ranges(ofWordsInOrder: recognized.map(\.text))) {
            // The ranges come in order: count on from the previous word, not from the start.
            offset += text.distance(from: index, to: range.lowerBound)
            let wordEnd = offset + text.distance(from: range.lowerBound, to: range.upperBound)
            if offset < end && wordEnd > start { lowest = min(lowest ?? word.confidence, word.confidence) }
            offset = wordEnd
            index = range.upperBound
        }
        return lowest ?? digitConfidence
    }

    /// The lowest OCR confidence of the words with letters; the line's confidence when it has none.
    var letterConfidence: Double {
        recognized.filter { $0.text.contains(where: \.isLetter) }.map(\.confidence).min() ?? confidence
    }

    /// Whether the line has words of three letters or more and each reads at 0.85 or better:
    /// a line whose confidence only stray marks beside it pull down (`a  > APOTHEKE`).
    var wordsReadClearly: Bool {
        let words = recognized.filter { $0.text.filter(\.isLetter).count >= 3 }
        return !words.isEmpty && words.allSatisfy { $0.confidence >= 0.85 }
    }

    /// Words for keyword tables (see `KeywordMatcher.words(of:)`), with the short legal form
    /// `S/B` restored first (`$/B`, `5S/B`), which folding would otherwise break apart.
    static func foldedWords(of text: String) -> [String] {
        KeywordMatcher.words(of: LegalForms.restoringSlashForm(text))
    }

    /// The height of the line's print: the middle height of its words of two letters or more,
    /// at most the line's box. A stray bar or a mark from the paper's edge (`SETAPAK,   |`)
    /// stretches the line's box, not this.
    var textHeight: Int {
        // A logo's noise read as letters (`oN` at 0.15 over a 165 px mark) is no print either,
        // where the line has words read fairly beside it.
        let lettered = recognized.filter { $0.text.filter(\.isLetter).count >= 2 }
        let fair = lettered.filter { $0.confidence >= 0.5 }
        let heights = (fair.isEmpty ? lettered : fair).map(\.box.height).sorted()
        return heights.isEmpty ? box.height : min(box.height, heights[heights.count / 2])
    }

    var evidence: FieldEvidence { FieldEvidence(page: page, line: index, box: box, text: text) }

    /// The line up to its first column gap (three or more spaces): in a header row such as
    /// `FJORDBANEN   Page 1 of 3` the name stands alone in the first cell.
    /// Indentation and cells of stray marks (`:`, `|`, `a .`) before the name are skipped; a
    /// later cell that holds a registered company name (`ame   . UNIHAKKA INTERNATIONAL SDN BHD`)
    /// is taken over a first cell without one.
    var leadingCell: ReceiptLine {
        let cells = text.components(separatedBy: "   ")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.filter(\.isLetter).count > 1 }
        guard var chosen = cells.first else { return self }
        // `dm               dm-drogerie markt`: a short mark that the next cell spells out.
        // Searched by the standard library, character by character: Foundation's `contains`
        // (NSString's search) stops the process on a cell with a letter beyond ASCII that ends
        // in the mark followed by a NUL (`ab\0` in `éab`), a slice past the end of the string.
        if chosen.filter(\.isLetter).count < 3, cells.count > 1,
            cells[1].lowercased().firstRange(of: chosen.lowercased()) != nil
        {
            chosen = cells[1]
        }
        if !LegalForms.isRegisteredName(Self.foldedWords(of: chosen)),
            let legal = cells.dropFirst().first(where: { LegalForms.isRegisteredName(Self.foldedWords(of: $0)) })
        {
            chosen = legal
        }
        // `SUBANG HEALTHCARE SDN     BHD`: the legal form's last word in a cell of its own.
        if let index = cells.firstIndex(of: chosen), index + 1 < cells.count {
            let next = Self.foldedWords(of: cells[index + 1])
            if !next.isEmpty, next.allSatisfy({ LegalForms.contains([$0]) }) { chosen += " " + cells[index + 1] }
        }
        var cell = self
        cell.text = chosen
        cell.words = Self.foldedWords(of: cell.text)
        return cell
    }

    /// Whether `text` is empty or only spaces (`text.trimmingCharacters(in: .whitespaces)` is
    /// empty), asked without building the trimmed text: a byte of ASCII print settles it.
    static func isBlank(_ text: String) -> Bool {
        if text.utf8.contains(where: { $0 < 0x80 && $0 != 0x20 && $0 != 0x09 }) { return false }
        return text.unicodeScalars.allSatisfy { CharacterSet.whitespaces.contains($0) }
    }

    /// All lines of a document in reading order.
    static func lines(of pages: [RecognizedPage]) -> [ReceiptLine] {
        var result: [ReceiptLine] = []
        for page in pages {
            for (index, line) in page.lines.enumerated() where !isBlank(line.text) {
                result.append(ReceiptLine(page: page.number, index: index, order: result.count, line: line))
            }
        }
        return result
    }
}
