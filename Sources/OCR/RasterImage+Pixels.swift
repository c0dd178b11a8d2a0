import CLeptonica

extension RasterImage {
    /// Copies 8-bit gray pixels (one byte per pixel, rows of `bytesPerRow` bytes).
    public static func fromGray(
        _ pixels: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int
    ) throws -> RasterImage {
        try makeGray(width: width, height: height) { row, gray in
            let source = pixels.advanced(by: row * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for column in 0..<width { gray[column] = source[column] }
        }
    }

    /// Converts cairo's native-endian 32-bit xRGB pixels to 8-bit gray (Rec. 601 luma).
    static func fromXRGB32(
        _ pixels: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int
    ) throws -> RasterImage {
        try makeGray(width: width, height: height) { row, gray in
            let source = pixels.advanced(by: row * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width {
                let pixel = source[column]
                let red = (pixel >> 16) & 0xFF
                let green = (pixel >> 8) & 0xFF
                let blue = pixel & 0xFF
                gray[column] = UInt8((red * 77 + green * 150 + blue * 29) >> 8)
            }
        }
    }

    /// Sets the resolution recorded in the image (Tesseract uses it to judge text size).
    func setResolution(_ dpi: Int) {
        pixSetResolution(pix, Int32(dpi), Int32(dpi))
    }

    /// The recorded resolution in dots per inch, or `nil` when the file did not say.
    public var resolution: Int? {
        let dpi = Int(pixGetXRes(pix))
        return dpi > 0 ? dpi : nil
    }

    /// Builds an 8-bit image row by row: `fill(row, buffer)` writes `width` gray bytes.
    private static func makeGray(
        width: Int, height: Int, fill: (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) throws -> RasterImage {
        guard width > 0, height > 0, let pix = pixCreate(Int32(width), Int32(height), 8),
            let data = pixGetData(pix)
        else {
            throw OCRError.imageOperationFailed(
                function: "pixCreate", detail: "cannot allocate \(width)x\(height) image")
        }
        let image = RasterImage(taking: pix)
        let wordsPerLine = Int(pixGetWpl(pix))
        let row = UnsafeMutablePointer<UInt8>.allocate(capacity: wordsPerLine * 4)
        defer { row.deallocate() }
        row.initialize(repeating: 255, count: wordsPerLine * 4)
        for y in 0..<height {
            fill(y, row)
            // Leptonica keeps the bytes of each 32-bit word big-endian (leftmost pixel in the MSB).
            let target = data.advanced(by: y * wordsPerLine)
            for word in 0..<wordsPerLine {
                let b = row.advanced(by: word * 4)
                target[word] = UInt32(b[0]) << 24 | UInt32(b[1]) << 16 | UInt32(b[2]) << 8 | UInt32(b[3])
            }
        }
        return image
    }
}
