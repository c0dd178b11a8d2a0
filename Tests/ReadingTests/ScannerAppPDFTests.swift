import Foundation
import OCR
import Testing

@testable import Reading

/// A scanner app's PDF of a photographed receipt (a JPEG in a page, no text layer) is read as
/// the photo is: by both engines, to the same fields. Real engines on a TestData photo.
@Suite struct ScannerAppPDFTests {
    /// A one-page PDF holding `jpeg` (`width` x `height` px) at 300 dpi, as scanner apps save a
    /// photographed page: rendered at vault's 300 dpi it gives the photo's own pixels.
    static func pdf(wrapping jpeg: [UInt8], width: Int, height: Int) -> [UInt8] {
        let (pageWidth, pageHeight) = (Double(width) * 72 / 300, Double(height) * 72 / 300)
        let content = "q \(pageWidth) 0 0 \(pageHeight) 0 0 cm /Photo Do Q"
        let objects: [[UInt8]] = [
            Array("<< /Type /Catalog /Pages 2 0 R >>".utf8),
            Array("<< /Type /Pages /Kids [3 0 R] /Count 1 >>".utf8),
            Array(
                ("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(pageWidth) \(pageHeight)] "
                    + "/Resources << /XObject << /Photo 4 0 R >> >> /Contents 5 0 R >>").utf8),
            Array(
                ("<< /Type /XObject /Subtype /Image /Width \(width) /Height \(height) /ColorSpace /DeviceRGB "
                    + "/BitsPerComponent 8 /Filter /DCTDecode /Length \(jpeg.count) >>\nstream\n").utf8)
                + jpeg + Array("\nendstream".utf8),
            Array("<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream".utf8),
        ]
        var file = Array("%PDF-1.4\n".utf8)
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(file.count)
            file += Array("\(index + 1) 0 obj\n".utf8) + object + Array("\nendobj\n".utf8)
        }
        let table = file.count
        file += Array("xref\n0 \(objects.count + 1)\n0000000000 65535 f \n".utf8)
        for offset in offsets {
            file += Array((String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n").utf8)
        }
        file += Array("trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n".utf8)
        return file
    }

    @Test(.enabled(if: DeepTextAlongsideTests.engineExpected))
    func aPhotoInAPDFIsReadByBothEnginesToThePhotosFields() throws {
        let path = DeepTextAlongsideTests.fixture("receipt-my-myr-hardware.jpg")
        let jpeg = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let photo = try RasterImage.decode(jpeg, path: path)
        let wrapped = Self.pdf(wrapping: jpeg, width: photo.width, height: photo.height)
        let reader = try ReceiptReader()
        let fromPhoto = try reader.read(bytes: jpeg, path: path)
        let fromPDF = try reader.read(bytes: wrapped, path: "scan.pdf")
        #expect(fromPDF.document.pages.first?.source == .ocr, "the page has no text layer: it is read by OCR")
        #expect(fromPhoto.engines == .both)
        #expect(fromPDF.engines == .both, "the photo in the PDF is read by the deep engine too")
        #expect(fromPDF.draft.total?.value == fromPhoto.draft.total?.value)
        #expect(fromPDF.draft.date?.value == fromPhoto.draft.date?.value)
        #expect(fromPDF.draft.merchant?.value == fromPhoto.draft.merchant?.value)
        #expect(fromPDF.draft.total?.value == Decimal(string: "30.90"))
    }

    /// A clean scan in a PDF (a taxi receipt on an A4 page) stays with Tesseract, as a clean
    /// picture file does: it reads well without the deep engine's cost.
    @Test(.enabled(if: DeepTextAlongsideTests.engineExpected))
    func aCleanScannedPageStaysWithTesseract() throws {
        let path = DeepTextAlongsideTests.fixture("receipt-image-only.pdf")
        let result = try ReceiptReader().read(
            bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
        #expect(result.document.pages.first?.source == .ocr)
        #expect(result.engines == .tesseract, "a clean scanned page stays with Tesseract")
    }
}
