import CLeptonica
import CTesseract

/// Tesseract reads its own copy of every image it is given and never changes it. A large page
/// that vault keeps for later looks (the orientation check, the missed-line pass, reading it
/// turned) then keeps its pixels in that copy instead of in a second one: at 22 Mpx, 22 MB
/// less for each worker while the page is read. The copy outlives `TessBaseAPIClear`, since
/// the image holds it.
enum TesseractCopy {
    /// Smaller images are not worth comparing pixel by pixel.
    static let sharedPixelsFrom = 1_000_000

    /// Call right after `TessBaseAPISetImage2(api, image.pix)`.
    static func share(_ image: RasterImage, api: OpaquePointer) {
        guard image.width * image.height >= sharedPixelsFrom, let input = TessBaseAPIGetInputImage(api) else { return }
        image.sharePixels(with: input)
    }
}
