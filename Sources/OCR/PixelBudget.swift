import CLeptonica
import Foundation

/// How many pixels one page may have. Larger pages are scaled down to the budget before OCR
/// (text on a page that large is far bigger than Tesseract needs); images with more than
/// twice the budget are refused, judged from their header before a single pixel is decoded,
/// so a small compressed file cannot make vault allocate gigabytes.
public struct PixelBudget: Sendable, Equatable {
    /// Pages are scaled down to at most this many pixels.
    public var pixels: Int

    /// The default: 60 megapixels (an A3 page scanned at 600 dpi is about 70).
    public static let standard = PixelBudget(megapixels: 60)

    public init(pixels: Int) {
        self.pixels = max(1, pixels)
    }

    public init(megapixels: Int) {
        self.init(
            pixels: megapixels.multipliedReportingOverflow(by: 1_000_000).overflow
                ? Int.max / 2 : megapixels * 1_000_000)
    }

    /// Images with more pixels than this are refused: twice the budget.
    public var hardLimit: Int {
        pixels.multipliedReportingOverflow(by: 2).overflow ? Int.max : pixels * 2
    }

    /// Whether a `width` x `height` page is within the budget.
    public func allows(width: Int, height: Int) -> Bool {
        let (product, overflow) = width.multipliedReportingOverflow(by: height)
        return !overflow && product <= pixels
    }

    /// The factor (at most 1) that brings a `width` x `height` image within the budget.
    public func scaleFactor(width: Int, height: Int) -> Double {
        let area = Double(width) * Double(height)
        guard area > Double(pixels) else { return 1 }
        return (Double(pixels) / area).squareRoot()
    }

    /// `pixels` in megapixels, for messages (`60 Mpx`, `0.5 Mpx`).
    static func megapixels(_ pixels: Int) -> String {
        let value = Double(pixels) / 1_000_000
        return value >= 10 || value == value.rounded()
            ? "\(Int(value.rounded())) Mpx" : String(format: "%.1f Mpx", value)
    }
}

extension PixelBudget {
    /// The pixels a JPEG, PNG or TIFF file declares in its header, read without decoding
    /// them; nil when the header cannot be read.
    public static func declaredPixels(_ bytes: [UInt8]) -> Int? {
        ImageHeader.read(bytes).map { $0.width * $0.height }
    }
}

/// The size an image file declares in its header, read without decoding the pixels.
struct ImageHeader: Equatable {
    var width: Int
    var height: Int

    /// Reads the header of JPEG, PNG or TIFF bytes with Leptonica (`pixReadHeaderMem`); nil
    /// when it cannot be read or declares an empty image.
    static func read(_ bytes: [UInt8]) -> ImageHeader? {
        LeptonicaMessages.silence()
        var format: Int32 = 0
        var width: Int32 = 0
        var height: Int32 = 0
        var bitsPerSample: Int32 = 0
        var samplesPerPixel: Int32 = 0
        var colormapped: Int32 = 0
        let status = bytes.withUnsafeBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return 1 }
            return pixReadHeaderMem(
                base, buffer.count, &format, &width, &height, &bitsPerSample, &samplesPerPixel, &colormapped)
        }
        guard status == 0, width > 0, height > 0 else { return nil }
        return ImageHeader(width: Int(width), height: Int(height))
    }
}
