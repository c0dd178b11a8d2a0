import OCR

/// The block of a receipt its total is worked out from: from the first total, subtotal, tax,
/// rounding, payment or change line down to the end of the page.
enum MoneyLines {
    /// Index of the first money line of `page`, if it has one.
    static func firstLine(of page: RecognizedPage) -> Int? {
        ReceiptLine.lines(of: [page]).first { line in
            let kind = LineKind.of(line.words)
            return kind != .other && kind != .count
        }?.index
    }

    /// `document` with the part of each page from its first money line down read again by
    /// `reader` (another language's data); the lines above stay as first read. A page read
    /// sideways or upside down is read again whole.
    static func rereadBlock(in document: ReadDocument, with reader: DocumentReader, pictures: PagePictures)
        -> ReadDocument
    {
        var result = document
        for (pageIndex, page) in document.pages.enumerated() {
            guard let first = firstLine(of: page) else { continue }
            let line = page.lines[first].box
            // Source coordinates run top-down only on a page that was not turned.
            let top = page.rotation % 4 == 0 ? max(0, line.y - line.height) : 0
            let region = BoundingBox(x: 0, y: top, width: page.width, height: page.height - top)
            guard let picture = pictures.picture(of: page), let lines = try? reader.rereadRegion(region, of: picture),
                !lines.isEmpty
            else { continue }
            result.pages[pageIndex].lines = page.lines.filter { top > 0 && $0.box.maxY <= top } + lines
        }
        return result
    }
}
