import OCR

/// The block of a receipt its total is worked out from: from the first total, subtotal, tax,
/// rounding, payment or change line down to a few lines below the last one (where a tax
/// summary's rows stand).
enum MoneyLines {
    /// Lines of typical height read below the last money line: the rows of a tax summary.
    static let linesBelow = 8

    /// Indexes of the first and the last money line of `page`, if it has one.
    static func span(of page: RecognizedPage) -> ClosedRange<Int>? {
        let money = ReceiptLine.lines(of: [page]).filter { line in
            let kind = LineKind.of(line.words)
            return kind != .other && kind != .count
        }
        guard let first = money.first?.index, let last = money.last?.index else { return nil }
        return first...last
    }

    /// `document` with the money block of each page read again by `reader` (another language's
    /// data); the lines above and below it stay as first read. A page read sideways or upside
    /// down is read again whole. The block ends a few lines below the last money line: the
    /// coupons, adverts and noise a long receipt prints under its payment would cost as much
    /// to read again as the rest of the receipt, and say nothing about the total.
    static func rereadBlock(in document: ReadDocument, with reader: DocumentReader, pictures: PagePictures)
        -> ReadDocument
    {
        var result = document
        for (pageIndex, page) in document.pages.enumerated() {
            guard let span = span(of: page) else { continue }
            let first = page.lines[span.lowerBound].box
            let last = page.lines[span.upperBound].box
            // Source coordinates run top-down only on a page that was not turned.
            let upright = page.rotation % 4 == 0
            let top = upright ? max(0, first.y - first.height) : 0
            let bottom = upright ? min(page.height, last.maxY + linesBelow * page.typicalLineHeight) : page.height
            let region = BoundingBox(x: 0, y: top, width: page.width, height: bottom - top)
            guard region.height > 0, let picture = pictures.picture(of: page),
                let lines = pictures.attempt({ try reader.rereadRegion(region, of: picture) }), !lines.isEmpty
            else { continue }
            let above = page.lines.filter { top > 0 && $0.box.maxY <= top }
            let below = page.lines.filter { bottom < page.height && $0.box.y >= bottom }
            result.pages[pageIndex].lines = above + lines + below
        }
        return result
    }
}
