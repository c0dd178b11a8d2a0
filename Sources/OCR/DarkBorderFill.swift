import CLeptonica

extension RasterImage {
    /// Pixels darker than this (0...255) can be background rather than paper.
    static let backgroundDarkness: Int32 = 64

    /// A copy with large dark areas that touch the image's edge painted white: the table
    /// under a photographed receipt, a torn or folded corner. Tesseract binarises a page with
    /// one global threshold, and a dark area pulls that threshold down until faint print
    /// vanishes with the paper. Expects an 8-bit gray image; returns an unchanged copy when
    /// there is no such area. Dark print that touches the edge is left alone: only areas
    /// longer than 1/15 of the image's shorter side are painted, and nothing when they would
    /// cover half the picture (a dark photo of a receipt is still the receipt).
    func fillingDarkBorders() throws -> RasterImage {
        let result = try copy()
        guard bitsPerPixel == 8 else { return result }
        var dark = pixThresholdToBinary(pix, Self.backgroundDarkness)
        defer { pixDestroy(&dark) }
        var border = dark.flatMap { pixExtractBorderConnComps($0, 8) }
        defer { pixDestroy(&border) }
        let minimum = Int32(max(32, min(width, height) / 15))
        var large = border.flatMap {
            pixSelectBySize($0, minimum, minimum, 8, Int32(L_SELECT_IF_EITHER), Int32(L_SELECT_IF_GT), nil)
        }
        defer { pixDestroy(&large) }
        guard let large else { return result }
        var count: Int32 = 0
        guard pixCountPixels(large, &count, nil) == 0, count > 0 else { return result }
        // Most of the picture dark: an underexposed photo, not a receipt on a table.
        guard Int(count) * 2 < width * height else { return result }
        pixSetMasked(result.pix, large, 255)
        return result
    }
}
