import CLeptonica

/// Leptonica's `pixScale` for 8-bit gray images, with the same pixels, in a fraction of the
/// memory.
///
/// For factors from 0.7 to 1.4 `pixScale` interpolates linearly and then sharpens the result
/// (unsharp masking, half-width 2, 0.4 of the difference), through a float copy of the whole
/// image: four bytes a pixel. A region of a page read again at 9 Mpx took 37 MB for that
/// alone, on top of the page another worker was reading. Sharpening changes a pixel from its
/// neighbours at most two rows away, so it is done here on bands of rows that overlap by
/// more than that, with Leptonica's own function, and only the middle of each band is kept:
/// the same bytes as sharpening the whole image at once (`BandedScalingTests` compares them).
enum BandedScaling {
    /// The factors `pixScale` scales 8-bit gray by linear interpolation and then sharpens. C
    /// compares the float factor with these as doubles (the float nearest 0.7 is below 0.7),
    /// and so does this.
    static let sharpenedFactors: Range<Double> = 0.7..<1.4
    static let sharpeningHalfWidth: Int32 = 2
    static let sharpeningFraction: Float = 0.4
    /// Rows sharpened at once, and the rows of context above and below each band.
    static let bandRows = 128
    static let context = 4

    /// `pixScale(image, factor, factor)`, or nil when that would not sharpen an 8-bit gray
    /// image by interpolation (use `pixScale` itself then).
    static func scaled(_ image: RasterImage, by factor: Float) throws -> RasterImage? {
        guard factor != 1, sharpenedFactors.contains(Double(factor)), image.bitsPerPixel == 8,
            pixGetColormap(image.pix) == nil
        else { return nil }
        let interpolated = try RasterImage.wrap(
            pixScaleGrayLI(image.pix, factor, factor), function: "pixScaleGrayLI")
        let sharpened = try sharpenedInBands(interpolated)
        pixCopyText(sharpened.pix, image.pix)
        pixCopyInputFormat(sharpened.pix, image.pix)
        return sharpened
    }

    /// `pixUnsharpMasking(image, 2, 0.4)`, one band of rows at a time.
    static func sharpenedInBands(_ image: RasterImage) throws -> RasterImage {
        let width = image.width
        let height = image.height
        guard height > bandRows + 2 * context else {
            return try RasterImage.wrap(
                pixUnsharpMasking(image.pix, sharpeningHalfWidth, sharpeningFraction), function: "pixUnsharpMasking")
        }
        let result = try RasterImage.wrap(pixCreateTemplate(image.pix), function: "pixCreateTemplate")
        var top = 0
        while top < height {
            let bottom = min(height, top + bandRows)
            let from = max(0, top - context)
            let to = min(height, bottom + context)
            let band = try image.cropped(to: BoundingBox(x: 0, y: from, width: width, height: to - from))
            let sharpened = try RasterImage.wrap(
                pixUnsharpMasking(band.pix, sharpeningHalfWidth, sharpeningFraction), function: "pixUnsharpMasking")
            guard
                pixRasterop(
                    result.pix, 0, Int32(top), Int32(width), Int32(bottom - top), sourceOperation, sharpened.pix, 0,
                    Int32(top - from)) == 0
            else {
                throw OCRError.imageOperationFailed(function: "pixRasterop", detail: "copying a sharpened band failed")
            }
            top = bottom
        }
        return result
    }

    /// Leptonica's `PIX_SRC`: copy the source.
    static let sourceOperation: Int32 = 0xc
}
