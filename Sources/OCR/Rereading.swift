/// Reading parts of a page again: lines each on their own, or a region of the page.
///
/// A page is scaled so that its body text reads well; a line printed larger (a shop's name)
/// is then read at a size and in a context that suit it less, and Tesseract's single-block
/// mode misreads letters there (`TEO` for `TED`, `BAKERLES` for `BAKERIES`). Read alone as a
/// single line at a size chosen for it, the same ink often reads better. Reading a few lines
/// again also costs far less than reading the page again (with another language, say).
extension DocumentReader {
    /// Height (px) a line is scaled to before it is read again.
    static let rereadLineHeight = 30.0

    /// Reads the line in `box` (source coordinates of `page`, as every recognized box is) of
    /// the file in `bytes` again as a single line. Returns nil when nothing was read there.
    public func rereadLine(
        in box: BoundingBox, of page: RecognizedPage, bytes: [UInt8], path: String
    ) throws -> RecognizedLine? {
        try rereadLines(in: [box], of: page, bytes: bytes, path: path)[0]
    }

    /// Reads each line in `boxes` again on its own (the file is decoded once); one result per
    /// box, nil where nothing was read.
    public func rereadLines(
        in boxes: [BoundingBox], of page: RecognizedPage, bytes: [UInt8], path: String
    ) throws -> [RecognizedLine?] {
        guard page.source == .ocr, !boxes.isEmpty else { return boxes.map { _ in nil } }
        let source = try sourceImage(of: page, bytes: bytes, path: path).grayscale()
        return try boxes.map { box in
            try rereadLine(in: box, of: source, rotation: page.rotation, height: Self.rereadLineHeight, path: path)
        }
    }

    /// Reads the line in `box` again once per height in `heights` (px the line is scaled to):
    /// Tesseract's slips in digits change with the size, so several readings can be compared.
    public func rereadLine(
        in box: BoundingBox, of page: RecognizedPage, bytes: [UInt8], path: String, atHeights heights: [Double]
    ) throws -> [RecognizedLine?] {
        guard page.source == .ocr, !heights.isEmpty else { return heights.map { _ in nil } }
        let source = try sourceImage(of: page, bytes: bytes, path: path).grayscale()
        return try heights.map { height in
            try rereadLine(in: box, of: source, rotation: page.rotation, height: height, path: path)
        }
    }

    private func rereadLine(
        in box: BoundingBox, of source: RasterImage, rotation: Int, height: Double, path: String
    ) throws -> RecognizedLine? {
        guard box.width > 0, box.height > 0 else { return nil }
        // On a page read sideways, the line's height runs along the source's x axis.
        let turns = ((rotation % 4) + 4) % 4
        let lineHeight = Double(turns % 2 == 0 ? box.height : box.width)
        let margin = max(2, Int((lineHeight * 0.35).rounded()))
        let area = box.expanded(by: margin).clipped(width: source.width, height: source.height)
        guard area.width > 0, area.height > 0 else { return nil }

        let factor = min(max(height / lineHeight, 0.25), 4)
        let scaled = try source.cropped(to: area).scaled(by: factor)
        let upright = try scaled.rotated(quarterTurns: turns)

        var geometry = PageGeometry(sourceWidth: source.width, sourceHeight: source.height)
        geometry.cropX = area.x
        geometry.cropY = area.y
        geometry.scale = factor
        geometry.scaledWidth = scaled.width
        geometry.scaledHeight = scaled.height
        geometry.quarterTurns = turns
        let reading = try engine().recognize(upright, segmentation: .singleLine, path: path)
        return geometry.toSource(reading).lines.first { !$0.words.isEmpty }
    }

    /// Reads the part of `page` inside `region` (source coordinates) again, scaled to the
    /// reader's text height, without looking for the paper or the orientation again (the
    /// page's rotation is kept). Returns the lines in the page's source coordinates.
    public func rereadRegion(
        _ region: BoundingBox, of page: RecognizedPage, bytes: [UInt8], path: String
    ) throws -> [RecognizedLine] {
        guard page.source == .ocr else { return [] }
        let source = try sourceImage(of: page, bytes: bytes, path: path).grayscale()
        let area = region.clipped(width: source.width, height: source.height)
        guard area.width > 0, area.height > 0 else { return [] }
        let turns = ((page.rotation % 4) + 4) % 4
        let scaled = try scaledToTextHeight(try source.cropped(to: area))
        let upright = try scaled.rotated(quarterTurns: turns)

        var geometry = PageGeometry(sourceWidth: source.width, sourceHeight: source.height)
        geometry.cropX = area.x
        geometry.cropY = area.y
        geometry.scale = Double(scaled.width) / Double(area.width)
        geometry.scaledWidth = scaled.width
        geometry.scaledHeight = scaled.height
        geometry.quarterTurns = turns
        let reading = try engine().recognize(upright, segmentation: options.segmentation, path: path)
        return geometry.toSource(reading).lines
    }

    /// Whether `word` is in the dictionary of the first loaded language (Tesseract's word
    /// list; surrounding punctuation and letter case do not matter).
    public func isDictionaryWord(_ word: String) throws -> Bool {
        try engine().isDictionaryWord(word)
    }

    /// The picture a page was read from: the image itself, or the PDF page rendered as it was
    /// for OCR.
    private func sourceImage(of page: RecognizedPage, bytes: [UInt8], path: String) throws -> RasterImage {
        if MediaType.detect(leadingBytes: bytes) == .pdf {
            return try PDFDocument(path: path).render(page: page.number, dpi: options.renderDPI)
        }
        return try RasterImage.decode(bytes, path: path)
    }
}
