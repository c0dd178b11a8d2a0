import Foundation
import OCR

/// Reads an e-invoice from its XML: a bare CII `.xml` file, or the CII XML a ZUGFeRD /
/// Factur-X / XRechnung PDF embeds. The XML states every field exactly, so its fields have
/// confidence 1 and evidence naming the element; the printed text is the fallback, and where
/// the two disagree (or the XML does not parse) the draft's notes say so.
enum EInvoiceReader {
    /// Names e-invoice standards give their embedded XML.
    static let knownNames = ["factur-x.xml", "zugferd-invoice.xml", "xrechnung.xml", "order-x.xml"]

    /// The XML a document carries: the file itself, or the PDF attachment that is a CII invoice
    /// (a known name first, then any `.xml` attachment).
    static func xml(of document: ReadDocument, bytes: [UInt8]) -> EmbeddedFile? {
        switch document.mediaType {
        case .xml:
            return EmbeddedFile(name: (document.path as NSString).lastPathComponent, bytes: bytes)
        case .pdf:
            let files = PDFDocument.embeddedFiles(inPDF: bytes).filter { $0.name.lowercased().hasSuffix(".xml") }
            return files.first { knownNames.contains($0.name.lowercased()) } ?? files.first
        default:
            return nil
        }
    }

    /// `printed` (the reading of the document's text) with the XML's fields over it, and
    /// notes where the XML does not parse or disagrees with the printed text.
    static func read(_ file: EmbeddedFile, over printed: ReceiptDraft, hasPrintedText: Bool) -> ReceiptDraft {
        var draft = printed
        let invoice: CrossIndustryInvoice
        do {
            invoice = try CrossIndustryInvoice.parse(file.bytes)
        } catch {
            draft.notes.append(
                "the e-invoice XML \(file.name) was not used: \(error); fields read from the printed text")
            return draft
        }
        func evidence(_ element: String, _ value: String) -> [FieldEvidence] {
            [
                FieldEvidence(
                    page: 0, line: 0, box: BoundingBox(x: 0, y: 0, width: 0, height: 0),
                    text: "\(file.name) \(element): \(value)")
            ]
        }
        var disagreements: [String] = []
        if let seller = invoice.seller {
            if hasPrintedText, let read = printed.merchant?.value, !sameName(read, seller) {
                disagreements.append("seller '\(seller)' (printed '\(read)')")
            }
            draft.merchant = DraftField(
                value: seller, confidence: 1, evidence: evidence("ram:SellerTradeParty/ram:Name", seller))
        }
        if let total = invoice.total, let element = invoice.totalElement {
            let text = Money.format(total, digits: 2)
            if hasPrintedText, let read = printed.total?.value, abs(read) != abs(total) {
                disagreements.append("total \(text) (printed \(Money.format(read, digits: 2)))")
            }
            draft.total = DraftField(value: total, confidence: 1, evidence: evidence(element, text))
            draft.subtotal = nil
            draft.tax = nil
        }
        if let currency = invoice.currency, CurrencyCode.isKnown(currency) {
            if hasPrintedText, let read = printed.currency?.value, read != currency,
                printed.currency?.evidence.isEmpty == false
            {
                disagreements.append("currency \(currency) (printed \(read))")
            }
            draft.currency = DraftField(
                value: currency, confidence: 1, evidence: evidence("ram:InvoiceCurrencyCode", currency))
        }
        if let date = invoice.issueDate {
            if hasPrintedText, let read = printed.date?.value, read != date {
                disagreements.append("issue date \(date) (printed \(read))")
            }
            draft.date = DraftField(
                value: date, confidence: 1, evidence: evidence("ram:IssueDateTime/udt:DateTimeString", date.description)
            )
        }
        if !disagreements.isEmpty {
            draft.notes.append(
                "the e-invoice XML \(file.name) disagrees with the printed text: "
                    + disagreements.joined(separator: ", ") + "; the XML's values are taken")
        }
        return draft
    }

    /// Names equal once folded, or one contained in the other (`Hanse Beratung` and
    /// `Hanse Beratung GmbH`).
    private static func sameName(_ a: String, _ b: String) -> Bool {
        let x = KeywordMatcher.words(of: a).joined(separator: " ")
        let y = KeywordMatcher.words(of: b).joined(separator: " ")
        return x == y || (!x.isEmpty && !y.isEmpty && (x.contains(y) || y.contains(x)))
    }
}
