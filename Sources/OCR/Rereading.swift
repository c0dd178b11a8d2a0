import CLeptonica

/// Reading parts of a page again: a line on its own, or a region of the page.
///
/// A page is scaled so that its body text reads well; a line printed larger (a shop's name)
/// is then read at a size and in a context that suit it less, and Tesseract's single-block
/// mode misreads letters there (`TEO` for `TED`, `BAKERLES` for `BAKERIES`). Read alone as a
/// single line at a size chosen for it, the same ink often reads better. Reading a few lines
/// again also costs far less than reading the page again (with another language, say).

/// The picture a recognized page was read from, decoded once (in gray) so that any number of
/// its lines or regions can be read again, by any reader.
public final class PagePicture {
    /// The picture in gray, levelled as the page was (`levelling`).
    let gray: RasterImage
    /// Clockwise quarter turns the page needed to be upright (`RecognizedPage.rotation`).
    let rotation: Int
    /// The turn that levelled the page's slanted lines (`RecognizedPage.skew`), made for this
    /// picture's size; boxes given in source coordinates are moved onto `gray` through it.
    let levelling: Deskew?
    let path: String

    /// The picture of `page` of the file in `bytes` (at `path`): the image itself, or the PDF
    /// page rendered at `dpi` as it was for OCR. Nil for a page read from a PDF's text layer.
    /// `budget` must be the one the page was read with, so that its boxes fit the picture.
    public init?(
        of page: RecognizedPage, bytes: [UInt8], path: String, dpi: Double = 300, budget: PixelBudget = .standard
    ) throws {
        guard page.source == .ocr else { return nil }
        let source =
            MediaType.detect(leadingBytes: bytes) == .pdf
            ? try PDFDocument(bytes: bytes, path: path).render(page: page.number, dpi: dpi, maxPixels: budget.pixels)
            : try RasterImage.decode(bytes, path: path, budget: budget)
        let gray = try source.grayscale()
        let levelling = page.skew.map { Deskew(degrees: $0, sourceWidth: gray.width, sourceHeight: gray.height) }
        self.gray = try levelling.map { try gray.levelled(by: $0) } ?? gray
        self.levelling = levelling
        self.rotation = ((page.rotation % 4) + 4) % 4
        self.path = path
    }

    /// `box` (source coordinates, around a line or a strip of lines) on `gray`.
    func onPicture(_ box: BoundingBox) -> BoundingBox {
        levelling?.fromSource(box) ?? box
    }

    /// `lines` read on `gray` in source coordinates.
    func toSource(_ lines: [RecognizedLine]) -> [RecognizedLine] {
        guard let levelling else { return lines }
        return lines.map { $0.mappingBoxes(levelling.toSource) }
    }

    /// How dark the darkest ink inside `box` (source coordinates) is: the gray value (0 black,
    /// 255 white) that only 2% of its pixels are darker than. Faded thermal print stays well
    /// above 60; a laser or fresh thermal print reaches near 0. Nil for an empty box.
    public func inkDarkness(in box: BoundingBox) -> Int? {
        let area = onPicture(box).clipped(width: gray.width, height: gray.height)
        guard area.width > 0, area.height > 0, let crop = try? gray.cropped(to: area) else { return nil }
        var value: UInt32 = 0
        guard pixGetRankValue(crop.pix, 1, 0.02, &value) == 0 else { return nil }
        return Int(value)
    }
}

extension DocumentReader {
    /// Height (px) a line is scaled to before it is read again.
    public static let rereadLineHeight = 30.0

    /// Reads the line in `box` (source coordinates, as every recognized box is) of `picture`
    /// again as a single line scaled to `height` px, its strokes made bolder first when
    /// `thickeningInk` (`RasterImage.thickeningInk()`). Returns nil when nothing was read there.
    public func rereadLine(
        in box: BoundingBox, of picture: PagePicture, height: Double = rereadLineHeight,
        thickeningInk: Bool = false
    ) throws -> RecognizedLine? {
        guard box.width > 0, box.height > 0 else { return nil }
        // The line as it lies on the levelled picture: on a slanted page its box in the file is
        // taller than the line by the slant.
        let line = picture.onPicture(box)
        // On a page read sideways, the line's height runs along the source's x axis.
        let turns = picture.rotation
        let lineHeight = Double(turns % 2 == 0 ? line.height : line.width)
        let margin = max(2, Int((lineHeight * 0.35).rounded()))
        let factor = min(max(height / lineHeight, 0.25), 4)
        return try read(
            line.expanded(by: margin), of: picture, segmentation: .singleLine, thickeningInk: thickeningInk
        ) { _ in factor }
        .first { !$0.words.isEmpty }
    }

    /// Reads the part of `picture` inside `region` (source coordinates) again, scaled by
    /// `scale` (at most 4 times either way) or, when that is nil, to the reader's text height,
    /// without looking for the paper or the orientation again (the page's rotation is kept).
    /// Returns the lines in source coordinates.
    public func rereadRegion(_ region: BoundingBox, of picture: PagePicture, scale: Double? = nil) throws
        -> [RecognizedLine]
    {
        try read(picture.onPicture(region), of: picture, segmentation: options.segmentation) { crop in
            scale.map { min(max($0, 0.25), 4) } ?? textHeightFactor(crop)
        }
    }

    /// Crops `area` (on the levelled picture, `PagePicture.gray`) from the picture, scales it by
    /// `factor(crop)`, turns it upright, reads it and maps the lines back to source coordinates.
    private func read(
        _ area: BoundingBox, of picture: PagePicture, segmentation: PageSegmentation, thickeningInk: Bool = false,
        factor: (RasterImage) -> Double
    ) throws -> [RecognizedLine] {
        guard let (crop, geometry) = try uprightCrop(area, of: picture, factor: factor) else { return [] }
        let upright = thickeningInk ? try crop.thickeningInk() : crop
        let reading = try engine().recognize(
            upright, segmentation: segmentation, path: picture.path, deadline: deadline)
        return picture.toSource(geometry.toSource(reading).lines)
    }

    /// The part of the picture to read, scaled and upright, and how it maps back. The crop and
    /// the scaled copy are let go on return: only the image Tesseract reads stays in memory.
    private func uprightCrop(
        _ area: BoundingBox, of picture: PagePicture, factor: (RasterImage) -> Double
    ) throws -> (RasterImage, PageGeometry)? {
        let source = picture.gray
        let area = area.clipped(width: source.width, height: source.height)
        guard area.width > 0, area.height > 0 else { return nil }
        let crop = try source.cropped(to: area)
        let scale = factor(crop)
        let scaled = scale == 1 ? crop : try crop.scaled(by: scale)
        var geometry = PageGeometry(sourceWidth: source.width, sourceHeight: source.height)
        geometry.cropX = area.x
        geometry.cropY = area.y
        geometry.scale = Double(scaled.width) / Double(area.width)
        geometry.scaledWidth = scaled.width
        geometry.scaledHeight = scaled.height
        geometry.quarterTurns = picture.rotation
        return (try scaled.rotated(quarterTurns: picture.rotation), geometry)
    }

    /// Whether `word` is in the dictionary of the first loaded language (Tesseract's word
    /// list; surrounding punctuation and letter case do not matter).
    public func isDictionaryWord(_ word: String) throws -> Bool {
        try engine().isDictionaryWord(word)
    }
}
