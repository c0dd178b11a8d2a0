// What vault does with a file's bytes before OCR: content type, JPEG structure and EXIF,
// the image header and pixel budget, decoding; for a PDF, opening it with poppler, its pages,
// text layer and a small rendering. Budgets are small so that each input stays cheap.
@testable import OCR
@testable import Vault

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPreflight(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let type = MediaType.detect(leadingBytes: bytes) else {
        _ = MediaType.describeUnknown(leadingBytes: bytes)
        return 0
    }
    switch type {
    case .pdf:
        guard let pdf = try? PDFDocument(bytes: bytes, path: "fuzz.pdf") else { return 0 }
        for number in 1...max(1, min(pdf.pageCount, 3)) where number <= pdf.pageCount {
            _ = try? pdf.textLayer(page: number)
            _ = try? pdf.render(page: number, dpi: 36, maxPixels: 250_000)
        }
        _ = PDFDocument.embeddedFiles(inPDF: bytes)
    case .xml:
        _ = XMLText.page(of: bytes)
    case .mail, .html:
        // Read whole, as text, by FuzzReader; nothing of them is decoded before.
        break
    case .jpeg, .png, .tiff:
        if let image = try? RasterImage.decode(bytes, path: "fuzz", budget: PixelBudget(pixels: 1_000_000)) {
            _ = try? image.grayscale()
        }
    }
    return 0
}
