import Foundation
import Testing

@testable import OCR

@Suite struct PDFTests {
    @Test func textLayerIsReadWithoutOCR() throws {
        let expected = try Fixtures.expected(for: "invoice-text-layer.pdf")
        let document = try DocumentReader().read(path: Fixtures.path("invoice-text-layer.pdf"))
        #expect(document.mediaType == .pdf)
        #expect(document.textSource == .pdfText)
        #expect(Looseness.contains(document.text, expected.merchant))
        #expect(Looseness.containsAmount(document.text, expected.total))
        let page = try #require(document.pages.first)
        #expect(page.lines.allSatisfy { $0.box.width > 0 && $0.box.maxX <= page.width + 1 })
    }

    @Test func textLayerLinesFollowThePrintedLayout() throws {
        let page = try PDFDocument(path: Fixtures.path("invoice-text-layer.pdf")).textLayer(page: 1)
        // A label and its amount drawn separately end up on one line, a column gap apart.
        let total = try #require(page.lines.first { $0.text.hasPrefix("Total amount due") })
        #expect(total.text.contains("   12 480,00 CZK"))
        // Table cells keep their spacing instead of running together.
        #expect(page.lines.contains { $0.text.hasPrefix("Description   Qty   Unit price") })
        #expect(page.lines.contains { $0.text == "Guest:   Ms. Anna Schmidt" })
        let lineTops = page.lines.map(\.box.y)
        #expect(lineTops == lineTops.sorted())
    }

    /// What is read is the bytes given (those hashed and stored), not whatever the path holds
    /// by the time poppler would open it: here the path names another PDF altogether.
    @Test func aPDFIsReadFromItsBytesNotReopenedByPath() throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("invoice-text-layer.pdf"))))
        let elsewhere = Fixtures.path("booking-multi-page.pdf")
        let document = try DocumentReader().read(bytes: bytes, path: elsewhere)
        #expect(document.pages.count == 1)
        #expect(Looseness.contains(document.text, "Hotel Vltava Praha"))
        #expect(!Looseness.contains(document.text, "Booking confirmation"))
        let gone = FileManager.default.temporaryDirectory.appendingPathComponent("vault-gone-\(UUID().uuidString).pdf")
        #expect(try DocumentReader().read(bytes: bytes, path: gone.path).pages.count == 1)
        #expect(try PDFDocument(bytes: bytes, path: gone.path).pageCount == 1)
    }

    @Test func multiPageDocumentKeepsPagesApart() throws {
        let pdf = try PDFDocument(path: Fixtures.path("booking-multi-page.pdf"))
        #expect(pdf.pageCount == 3)
        let document = try DocumentReader().read(path: Fixtures.path("booking-multi-page.pdf"))
        #expect(document.pages.map(\.number) == [1, 2, 3])
        #expect(document.textSource == .pdfText)
        #expect(Looseness.contains(document.pages[0].text, "Booking confirmation"))
        #expect(Looseness.contains(document.pages[1].text, "Passenger details"))
        #expect(Looseness.contains(document.pages[2].text, "Terms and conditions"))
        #expect(!Looseness.contains(document.pages[0].text, "Terms and conditions"))
    }

    @Test func imageOnlyPDFIsRenderedAndRecognized() throws {
        let expected = try Fixtures.expected(for: "receipt-image-only.pdf")
        let pdf = try PDFDocument(path: Fixtures.path("receipt-image-only.pdf"))
        #expect(try pdf.textLayer(page: 1).lines.isEmpty)
        let document = try DocumentReader().read(path: Fixtures.path("receipt-image-only.pdf"))
        #expect(document.textSource == .ocr)
        #expect(Looseness.contains(document.text, expected.merchant))
        #expect(Looseness.containsAmount(document.text, expected.total))
    }

    @Test func renderingGivesGrayPixelsAtTheRequestedResolution() throws {
        let pdf = try PDFDocument(path: Fixtures.path("invoice-text-layer.pdf"))
        let size = try pdf.pageSize(1)
        let image = try pdf.render(page: 1, dpi: 150)
        #expect(image.bitsPerPixel == 8)
        #expect(abs(image.width - Int((size.width * 150 / 72).rounded())) <= 1)
        #expect(image.resolution == 150)
    }

    @Test func forceOCRReadsTheRenderedPageInstead() throws {
        let options = ReadOptions(forceOCR: true)
        let expected = try Fixtures.expected(for: "invoice-text-layer.pdf")
        let document = try DocumentReader(options: options).read(path: Fixtures.path("invoice-text-layer.pdf"))
        #expect(document.textSource == .ocr)
        #expect(Looseness.contains(document.text, "INVOICE No. 2025-00318"))
        #expect(Looseness.containsAmount(document.text, expected.total))
    }

    @Test func pageOutOfRangeIsAnError() throws {
        let pdf = try PDFDocument(path: Fixtures.path("invoice-text-layer.pdf"))
        #expect(
            throws: OCRError.pageOutOfRange(
                path: Fixtures.path("invoice-text-layer.pdf"), page: 9, pageCount: pdf.pageCount)
        ) {
            try pdf.textLayer(page: 9)
        }
    }

    /// The blank page kept open (so poppler's global set-up lasts) is a PDF poppler reads without
    /// repairs, and documents opened and closed around it read as before.
    @Test func theBlankPageKeptOpenIsAValidPDF() throws {
        let bytes = PDFDocument.blankPage()
        let xref = try #require(String(decoding: bytes, as: UTF8.self).range(of: "startxref\n"))
        let offset = try #require(
            Int(String(decoding: bytes, as: UTF8.self)[xref.upperBound...].prefix { $0.isNumber }))
        #expect(Array(bytes[offset..<offset + 4]) == Array("xref".utf8))
        let blank = try PDFDocument(bytes: bytes, path: "blank.pdf")
        #expect(blank.pageCount == 1)
        #expect(try blank.textLayer(page: 1).lines.isEmpty)
        for _ in 0..<3 {
            let page = try PDFDocument(path: Fixtures.path("invoice-text-layer.pdf")).textLayer(page: 1)
            #expect(page.lines.contains { $0.text.hasPrefix("Total amount due") })
        }
    }

    @Test func embeddedFilesAreReadFromTheBytes() throws {
        let zugferd = try Array(Data(contentsOf: URL(fileURLWithPath: Fixtures.path("einvoice-de-eur-zugferd.pdf"))))
        let files = PDFDocument.embeddedFiles(inPDF: zugferd)
        #expect(files.map(\.name) == ["factur-x.xml"])
        let xml = String(decoding: files.first?.bytes ?? [], as: UTF8.self)
        #expect(xml.contains("CrossIndustryInvoice"))
        // Files over the size limit are left out; a file specification that is a string is no file.
        #expect(PDFDocument.embeddedFiles(inPDF: zugferd, maxFileBytes: 100).isEmpty)
        let broken = try Array(
            Data(contentsOf: URL(fileURLWithPath: Fixtures.path("bad-einvoice-filespec-string.pdf"))))
        #expect(PDFDocument.embeddedFiles(inPDF: broken).isEmpty)
        #expect(PDFDocument.embeddedFiles(inPDF: Array("not a pdf".utf8)).isEmpty)
        #expect(PDFDocument.embeddedFiles(inPDF: []).isEmpty)
        // Chosen by name before any is decoded.
        #expect(PDFDocument.embeddedFileNames(inPDF: zugferd) == ["factur-x.xml"])
        #expect(PDFDocument.embeddedFiles(inPDF: zugferd) { name, _ in name.hasSuffix(".txt") }.isEmpty)
        #expect(PDFDocument.embeddedFiles(inPDF: zugferd) { _, index in index == 0 }.map(\.name) == ["factur-x.xml"])
    }

    @Test func pdfTextStringsInTheirEncodings() {
        #expect(PDFText.string(Array("factur-x.xml".utf8)) == "factur-x.xml")
        #expect(PDFText.string([0xFE, 0xFF, 0x00, 0x52, 0x00, 0xE9]) == "Ré")
        #expect(PDFText.string([0xEF, 0xBB, 0xBF, 0x52, 0xC3, 0xA9]) == "Ré")
        #expect(PDFText.string([0x52, 0xE9]) == "Ré")
    }
}
