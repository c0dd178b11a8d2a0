import CLeptonica

/// An image's pixels as 8-bit blue, green, red triples, row by row: the channel order PP-OCR's
/// models were trained on (OpenCV's).
struct ColorPixels {
    let width: Int
    let height: Int
    /// `width * height * 3` bytes.
    let bgr: [UInt8]

    init(width: Int, height: Int, bgr: [UInt8]) {
        precondition(bgr.count == width * height * 3, "pixel buffer does not match the size")
        self.width = width
        self.height = height
        self.bgr = bgr
    }

    /// The pixels of `image` (a gray image gives three equal channels).
    init(_ image: RasterImage) throws {
        let rgb: RasterImage
        if image.bitsPerPixel == 32 {
            rgb = image
        } else {
            rgb = try RasterImage.wrap(pixConvertTo32(image.pix), function: "pixConvertTo32")
        }
        guard let data = pixGetData(rgb.pix) else {
            throw OCRError.imageOperationFailed(function: "pixGetData", detail: "the image has no pixels")
        }
        let width = rgb.width
        let height = rgb.height
        let wordsPerLine = Int(pixGetWpl(rgb.pix))
        var bytes = [UInt8](repeating: 0, count: width * height * 3)
        bytes.withUnsafeMutableBufferPointer { target in
            for y in 0..<height {
                let row = data.advanced(by: y * wordsPerLine)
                var index = y * width * 3
                for x in 0..<width {
                    // Leptonica keeps a 32-bit pixel as 0xRRGGBBAA.
                    let pixel = row[x]
                    target[index] = UInt8(truncatingIfNeeded: pixel >> 8)
                    target[index + 1] = UInt8(truncatingIfNeeded: pixel >> 16)
                    target[index + 2] = UInt8(truncatingIfNeeded: pixel >> 24)
                    index += 3
                }
            }
        }
        self.init(width: width, height: height, bgr: bytes)
    }

    /// The three channels at (x, y), interpolated between the four nearest pixels; points outside
    /// take the nearest edge pixel.
    @inline(__always)
    func sample(x: Double, y: Double, into values: inout (Float, Float, Float)) {
        let fx = Swift.min(Swift.max(x, 0), Double(width - 1))
        let fy = Swift.min(Swift.max(y, 0), Double(height - 1))
        let x0 = Int(fx)
        let y0 = Int(fy)
        let x1 = Swift.min(x0 + 1, width - 1)
        let y1 = Swift.min(y0 + 1, height - 1)
        let ax = Float(fx - Double(x0))
        let ay = Float(fy - Double(y0))
        bgr.withUnsafeBufferPointer { pixels in
            let i00 = (y0 * width + x0) * 3
            let i01 = (y0 * width + x1) * 3
            let i10 = (y1 * width + x0) * 3
            let i11 = (y1 * width + x1) * 3
            @inline(__always) func channel(_ c: Int) -> Float {
                let top = Float(pixels[i00 + c]) * (1 - ax) + Float(pixels[i01 + c]) * ax
                let bottom = Float(pixels[i10 + c]) * (1 - ax) + Float(pixels[i11 + c]) * ax
                return top * (1 - ay) + bottom * ay
            }
            values = (channel(0), channel(1), channel(2))
        }
    }
}
