import CLeptonica

extension RasterImage {
    /// Hands the image to `body` row by row as 32-bit words `0x00RRGGBB` (what a drawing
    /// surface such as cairo's RGB24 takes), whatever its depth: 1-bit, gray and colour-mapped
    /// images are converted first. Saves encoding the pixels as PNG only to decode them again.
    public func withRGBRows(_ body: (_ row: Int, _ pixels: UnsafeBufferPointer<UInt32>) -> Void) throws {
        let rgb = bitsPerPixel == 32 ? self : try Self.wrap(pixConvertTo32(pix), function: "pixConvertTo32")
        guard let data = pixGetData(rgb.pix) else {
            throw OCRError.imageOperationFailed(function: "pixGetData", detail: "no pixels")
        }
        let (width, height, wordsPerLine) = (rgb.width, rgb.height, Int(pixGetWpl(rgb.pix)))
        var row = [UInt32](repeating: 0, count: width)
        for y in 0..<height {
            let source = data + y * wordsPerLine
            // Leptonica keeps a pixel as 0xRRGGBBAA in one word.
            for x in 0..<width { row[x] = source[x] >> 8 }
            row.withUnsafeBufferPointer { body(y, $0) }
        }
    }
}
