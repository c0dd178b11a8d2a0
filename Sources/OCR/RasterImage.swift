import CLeptonica
import Foundation
import ImageLibraryMessages

/// A decoded raster image (a Leptonica `Pix`), owned by this object and freed with it.
///
/// Images are immutable: an operation returns a new image, or this one when it would change
/// nothing (only where its pixels are kept may change, see `sharePixels(with:)`). Not
/// thread-safe to share across threads while in use; create one per task.
public final class RasterImage {
    private(set) var pix: UnsafeMutablePointer<PIX>

    /// Whether the file's compressed data was damaged: decoding went on past the damage, so
    /// parts of the picture may be gray.
    public private(set) var hasDamagedData = false

    /// Takes ownership of `pix`.
    init(taking pix: UnsafeMutablePointer<PIX>) {
        self.pix = pix
    }

    deinit {
        var pointer: UnsafeMutablePointer<PIX>? = pix
        pixDestroy(&pointer)
    }

    public var width: Int { Int(pixGetWidth(pix)) }
    public var height: Int { Int(pixGetHeight(pix)) }
    /// Bits per pixel: 1, 2, 4, 8, 16 or 32.
    public var bitsPerPixel: Int { Int(pixGetDepth(pix)) }

    /// Loads a JPEG, PNG or TIFF file. The EXIF orientation of a JPEG is applied, so the
    /// result is upright as a photo viewer would show it.
    public static func load(contentsOf path: String, budget: PixelBudget = .standard) throws -> RasterImage {
        let bytes = try FileBytes.read(path)
        return try decode(bytes, path: path, budget: budget)
    }

    /// Decodes image bytes already in memory; `path` is used in error messages only.
    ///
    /// The size in the header is checked first: an image over `budget.hardLimit` is refused
    /// before decoding, and one over the budget comes back scaled down to it (a JPEG is
    /// decoded at a reduced size directly, so the full-size pixels never exist in memory).
    public static func decode(_ bytes: [UInt8], path: String, budget: PixelBudget = .standard) throws
        -> RasterImage
    {
        LeptonicaMessages.silence()
        guard !bytes.isEmpty else { throw OCRError.emptyFile(path: path) }
        guard let type = MediaType.detect(leadingBytes: bytes), type.isImage else {
            let detected =
                MediaType.detect(leadingBytes: bytes).map { $0.rawValue }
                ?? MediaType.describeUnknown(leadingBytes: bytes)
            throw OCRError.unsupportedType(path: path, detected: detected)
        }
        if type == .jpeg, !JPEGStructure.isComplete(bytes) {
            throw OCRError.corruptImage(
                path: path, function: "JPEG structure check",
                detail: "the JPG data is truncated or damaged (no end-of-image marker)")
        }
        guard let header = ImageHeader.read(bytes) else {
            throw OCRError.corruptImage(
                path: path, function: "pixReadHeaderMem",
                detail: "the \(type.fileExtension.uppercased()) header is damaged or declares no pixels")
        }
        let (declared, overflow) = header.width.multipliedReportingOverflow(by: header.height)
        if overflow || declared > budget.hardLimit {
            throw OCRError.imageTooLarge(
                path: path, width: header.width, height: header.height, limit: budget.hardLimit)
        }
        // libjpeg scales by 1/2, 1/4 or 1/8 while decoding: the cheapest way down to the budget.
        var reduction: Int32 = 1
        while type == .jpeg, reduction < 8, declared / Int(reduction * reduction) > budget.pixels { reduction *= 2 }
        var warnings: Int32 = 0
        let decoded: UnsafeMutablePointer<PIX>? = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            switch type {
            case .jpeg:
                // The file is complete (checked above), so a bad stretch of its data leaves the
                // rest of the picture readable: decode past it, and say so.
                return pixReadMemJpeg(
                    base, buffer.count, 0, reduction, &warnings, Int32(L_JPEG_CONTINUE_WITH_BAD_DATA))
            case .png: return pixReadMemPng(base, buffer.count)
            case .tiff: return pixReadMemTiff(base, buffer.count, 0)
            case .pdf, .xml, .mail, .html: return nil
            }
        }
        guard let decoded else {
            let function =
                switch type {
                case .jpeg: "pixReadMemJpeg"
                case .png: "pixReadMemPng"
                case .tiff: "pixReadMemTiff"
                case .pdf, .xml, .mail, .html: "pixReadMem"
                }
            // A sound header and no picture: damaged data, or an allocation that failed.
            let width = (header.width + Int(reduction) - 1) / Int(reduction)
            let height = (header.height + Int(reduction) - 1) / Int(reduction)
            if !canHold(width: width, height: height) {
                throw OCRError.outOfMemory(path: path, function: function, width: width, height: height)
            }
            throw OCRError.corruptImage(
                path: path, function: function,
                detail: "the \(type.fileExtension.uppercased()) data is truncated or damaged")
        }
        var image = RasterImage(taking: decoded)
        if !budget.allows(width: image.width, height: image.height) {
            image = try image.scaled(by: budget.scaleFactor(width: image.width, height: image.height))
        }
        if type == .jpeg, let orientation = ExifOrientation.read(fromJPEG: bytes),
            orientation != .up
        {
            image = try image.applying(orientation)
        }
        image.hasDamagedData = warnings > 0
        return image
    }

    /// Whether Leptonica can have the memory for a 32-bit picture of `width` x `height` now
    /// (the buffer is allocated, not touched, and let go at once).
    static func canHold(width: Int, height: Int) -> Bool {
        guard let width = Int32(exactly: width), let height = Int32(exactly: height) else { return false }
        var probe = pixCreateNoInit(width, height, 32)
        defer { pixDestroy(&probe) }
        return probe != nil
    }

    /// The image as 8-bit gray (itself when it is). Transparent areas become white, colour
    /// maps are removed.
    public func grayscale() throws -> RasterImage {
        if bitsPerPixel == 8, pixGetColormap(pix) == nil { return self }
        var source = pix
        var flattened: UnsafeMutablePointer<PIX>? = nil
        if pixGetSpp(pix) == 4 {
            flattened = pixAlphaBlendUniform(pix, 0xFFFF_FF00)
            if let flattened { source = flattened }
        }
        defer { pixDestroy(&flattened) }
        return try Self.wrap(pixConvertTo8(source, 0), function: "pixConvertTo8")
    }

    /// The image rotated clockwise by `quarterTurns` × 90° (itself for a whole turn).
    public func rotated(quarterTurns: Int) throws -> RasterImage {
        let turns = ((quarterTurns % 4) + 4) % 4
        if turns == 0 { return self }
        return try Self.wrap(pixRotateOrth(pix, Int32(turns)), function: "pixRotateOrth")
    }

    /// The image scaled by `factor` in both directions (linear interpolation for gray images):
    /// Leptonica's `pixScale`, whose sharpening of gray images runs in bands (`BandedScaling`).
    public func scaled(by factor: Double) throws -> RasterImage {
        precondition(factor > 0, "scale factor must be positive")
        if let banded = try BandedScaling.scaled(self, by: Float(factor)) { return banded }
        return try Self.wrap(pixScale(pix, Float(factor), Float(factor)), function: "pixScale")
    }

    /// Faint or broken strokes made bolder: each pixel takes the darkest value of the 3 x 3
    /// square around it (a gray erosion, Leptonica's `pixErodeGray`). Thermal print whose
    /// strokes are dotted or faded reads as whole digits again. Expects a gray image.
    public func thickeningInk() throws -> RasterImage {
        let gray = bitsPerPixel == 8 ? self : try grayscale()
        return try Self.wrap(pixErodeGray(gray.pix, 3, 3), function: "pixErodeGray")
    }

    /// Flattens uneven lighting and faded print: divides out the estimated paper background
    /// so the paper is near white and ink near black. Expects a gray image.
    public func normalizingBackground() throws -> RasterImage {
        let gray = bitsPerPixel == 8 ? self : try grayscale()
        return try Self.wrap(
            pixBackgroundNormSimple(gray.pix, nil, nil), function: "pixBackgroundNormSimple")
    }

    /// Encodes the image as PNG (for debugging and `--save-images`).
    public func pngData() throws -> [UInt8] {
        var data: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        guard pixWriteMemPng(&data, &size, pix, 0) == 0, let data else {
            throw OCRError.imageOperationFailed(function: "pixWriteMemPng", detail: "encoding failed")
        }
        defer { lept_free(data) }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Encodes the image as a baseline JPEG of `quality` (1-100), for pictures that need no
    /// exact pixels (a photo of a receipt embedded in a report).
    public func jpegData(quality: Int = 85) throws -> [UInt8] {
        var data: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        guard pixWriteMemJpeg(&data, &size, pix, Int32(quality), 0) == 0, let data else {
            throw OCRError.imageOperationFailed(function: "pixWriteMemJpeg", detail: "encoding failed")
        }
        defer { lept_free(data) }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Encodes the image as a lossless (ZIP-compressed) TIFF.
    public func tiffData() throws -> [UInt8] {
        var data: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        guard pixWriteMemTiff(&data, &size, pix, Int32(IFF_TIFF_ZIP)) == 0, let data else {
            throw OCRError.imageOperationFailed(function: "pixWriteMemTiff", detail: "encoding failed")
        }
        defer { lept_free(data) }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    func copy() throws -> RasterImage {
        try Self.wrap(pixCopy(nil, pix), function: "pixCopy")
    }

    func applying(_ orientation: ExifOrientation) throws -> RasterImage {
        let turned = try rotated(quarterTurns: orientation.clockwiseQuarterTurns)
        guard orientation.isMirrored else { return turned }
        return try Self.wrap(pixFlipLR(nil, turned.pix), function: "pixFlipLR")
    }

    static func wrap(_ pix: UnsafeMutablePointer<PIX>?, function: String) throws -> RasterImage {
        guard let pix else {
            throw OCRError.imageOperationFailed(function: function, detail: "Leptonica returned no image")
        }
        return RasterImage(taking: pix)
    }
}

extension RasterImage {
    /// Keeps this image's pixels in `other` from now on, and lets go of its own, when `other`
    /// holds exactly the same picture (size, depth, resolution, colours and every pixel);
    /// otherwise changes nothing. Returns whether it did. `other` must not change afterwards
    /// (see `TesseractCopy`).
    @discardableResult
    func sharePixels(with other: UnsafeMutablePointer<PIX>) -> Bool {
        guard other != pix, pixSizesEqual(pix, other) == 1, pixGetSpp(pix) == pixGetSpp(other),
            pixGetXRes(pix) == pixGetXRes(other), pixGetYRes(pix) == pixGetYRes(other),
            pixGetColormap(pix) == nil, pixGetColormap(other) == nil
        else { return false }
        var same: Int32 = 0
        guard pixEqual(pix, other, &same) == 0, same == 1, let clone = pixClone(other) else { return false }
        var previous: UnsafeMutablePointer<PIX>? = pix
        pix = clone
        pixDestroy(&previous)
        return true
    }
}

/// Leptonica prints its own diagnostics to stderr; vault reports errors itself. Leptonica's own messages off, and libjpeg's and libpng's (which Leptonica cannot turn off)
/// kept off stderr by `ImageLibraryMessages`: vault says what was damaged in its own words.
enum LeptonicaMessages {
    private static let silenced: Void = {
        _ = setMsgSeverity(Int32(L_SEVERITY_NONE))
        _ = vault_image_library_messages_quiet()
    }()
    static func silence() { _ = silenced }
}
