import Foundation
import OCR

/// One cell of a line: a run of words separated from its neighbours by a column gap (three
/// or more spaces in the text), with its horizontal extent from the words' boxes.
struct InvoiceCell: Sendable {
    var text: String
    var words: [String]
    /// Left and right edge in the page's units; `nil` where the reading has no word boxes.
    var left: Int?
    var right: Int?
    /// The text folded for label matching, once for all the labels asked of the cell.
    var folded: InvoiceLabelMatch.Folded
    /// The text ends with a colon: a label whose value follows.
    var isLabel: Bool { text.hasSuffix(":") }
}

/// One line of an invoice with its cells and where it sits on its page.
struct InvoiceLine: Sendable {
    var line: ReceiptLine
    /// The line's text folded for label matching.
    var folded: InvoiceLabelMatch.Folded
    var cells: [InvoiceCell]
    /// 0 at the top of the page, 1 at the bottom; `nil` without geometry.
    var verticalPosition: Double?
    var pageNumber: Int { line.page }
}

/// The lines of an invoice, split into cells.
struct InvoiceLayout: Sendable {
    var lines: [InvoiceLine]
    /// The median line height, to compare print sizes.
    var medianHeight: Double
    var pageCount: Int
    /// Some page was read by OCR, whose slips the text layer's rules were not measured on.
    var scanned: Bool

    init(pages: [RecognizedPage]) {
        self.init(pages: pages, lines: ReceiptLine.lines(of: pages))
    }

    /// The layout of `pages`, whose lines (`ReceiptLine.lines(of: pages)`) are built already,
    /// and, when given, their texts folded (`foldedLines`, in the same order).
    init(pages: [RecognizedPage], lines receiptLines: [ReceiptLine], foldedLines: [InvoiceLabelMatch.Folded]? = nil) {
        var result: [InvoiceLine] = []
        let folded = foldedLines.flatMap { $0.count == receiptLines.count ? $0 : nil }
        for (offset, line) in receiptLines.enumerated() {
            guard let page = pages.first(where: { $0.number == line.page }) else { continue }
            let recognized = page.lines[line.index]
            let position: Double? =
                page.height > 0 && line.box.height > 0 ? Double(line.box.y) / Double(page.height) : nil
            result.append(
                InvoiceLine(
                    line: line, folded: folded?[offset] ?? InvoiceLabelMatch.Folded(line.text),
                    cells: Self.cells(of: recognized), verticalPosition: position))
        }
        lines = result
        let heights = receiptLines.map { Double($0.box.height) }.filter { $0 > 0 }.sorted()
        medianHeight = heights.isEmpty ? 0 : heights[heights.count / 2]
        pageCount = pages.count
        scanned = pages.contains { $0.source == .ocr }
    }

    /// Splits a line at its column gaps and gives each cell the extent of its words.
    static func cells(of line: RecognizedLine) -> [InvoiceCell] {
        let parts = line.text.components(separatedBy: "   ").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        var wordIndex = 0
        let words = line.words
        let wordsMatch = words.count == parts.reduce(0) { $0 + $1.split(separator: " ").count }
        return parts.map { part in
            let count = part.split(separator: " ").count
            var cell = InvoiceCell(
                text: part, words: ReceiptLine.foldedWords(of: part), left: nil, right: nil,
                folded: InvoiceLabelMatch.Folded(part))
            if wordsMatch, wordIndex + count <= words.count {
                let boxes = words[wordIndex..<(wordIndex + count)].map(\.box).filter { $0.width > 0 }
                if let first = boxes.first {
                    cell.left = boxes.map(\.x).min() ?? first.x
                    cell.right = boxes.map { $0.x + $0.width }.max() ?? first.x + first.width
                }
            }
            wordIndex += count
            return cell
        }
    }

    /// Whether two cells share a column: their horizontal extents overlap, or without
    /// geometry, they are both the first cell of their line.
    static func sameColumn(_ a: InvoiceCell, _ aIndex: Int, _ b: InvoiceCell, _ bIndex: Int) -> Bool {
        guard let al = a.left, let ar = a.right, let bl = b.left, let br = b.right else { return aIndex == bIndex }
        return al < br && bl < ar || abs(al - bl) <= 6
    }

    /// The cell of `line` in the column of `cell` (index `cellIndex` on its own line).
    func cell(in line: InvoiceLine, columnOf cell: InvoiceCell, at cellIndex: Int) -> (Int, InvoiceCell)? {
        for (index, candidate) in line.cells.enumerated()
        where Self.sameColumn(candidate, index, cell, cellIndex) {
            return (index, candidate)
        }
        return nil
    }
}
