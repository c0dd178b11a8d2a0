import Foundation
import OCR

/// Reads an e-invoice from its XML: a bare `.xml` file, or the XML a ZUGFeRD / Factur-X /
/// XRechnung PDF embeds, in any syntax `EInvoice` reads (CII, ZUGFeRD 1.0, UBL Invoice and
/// CreditNote). The XML states every field exactly, so its fields are stated (`statedInXML`:
/// `ConfidenceCalibration` gives them confidence 1) with evidence naming the element; the printed text is the fallback, and where the two disagree
/// (or the XML is refused or does not parse) the draft's notes say so.
enum EInvoiceReader {
    /// Names e-invoice standards give their embedded XML.
    static let knownNames = [
        "factur-x.xml", "zugferd-invoice.xml", "xrechnung.xml", "order-x.xml", "ubl.xml", "invoice.xml",
    ]

    /// The XML a document carries: the file itself, or the PDF attachment that is an e-invoice
    /// (a known name first, then any `.xml` attachment). The attachment is chosen by its name
    /// and only it is decoded: a PDF may list hundreds that point at one huge stream.
    static func xml(of document: ReadDocument, bytes: [UInt8]) -> EmbeddedFile? {
        switch document.mediaType {
        case .xml:
            return EmbeddedFile(name: (document.path as NSString).lastPathComponent, bytes: bytes)
        case .pdf:
            let names = PDFDocument.embeddedFileNames(inPDF: bytes).map { $0.lowercased() }
            guard
                let chosen = names.firstIndex(where: knownNames.contains)
                    ?? names.firstIndex(where: { $0.hasSuffix(".xml") })
            else { return nil }
            return PDFDocument.embeddedFiles(inPDF: bytes) { _, index in index == chosen }.first
        default:
            return nil
        }
    }

    /// The syntax of the e-invoice `file`, for the kind's evidence; nil when it does not parse.
    static func syntax(of file: EmbeddedFile) -> EInvoice.Syntax? {
        try? EInvoice.parse(file.bytes).syntax
    }

    /// `printed` (the reading of the document's text) with the XML's fields over it, and
    /// notes where the XML does not parse or disagrees with the printed text.
    static func read(_ file: EmbeddedFile, over printed: ReceiptDraft, hasPrintedText: Bool) -> ReceiptDraft {
        var draft = printed
        let invoice: EInvoice
        do {
            invoice = try EInvoice.parse(file.bytes)
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
        func amount(_ read: EInvoice.Read<Decimal>?) -> DraftField<Decimal>? {
            read.map {
                DraftField(value: $0.value, score: 1, evidence: evidence($0.element, text($0.value)), signals: xml)
            }
        }
        var disagreements: [String] = []
        let xml: FieldSignals = [.statedInXML: 1]
        if let seller = invoice.seller {
            if hasPrintedText, let read = printed.merchant?.value, !sameName(read, seller.value) {
                disagreements.append("seller '\(seller.value)' (printed '\(read)')")
            }
            draft.merchant = DraftField(
                value: seller.value, score: 1, evidence: evidence(seller.element, seller.value), signals: xml)
        }
        if let total = invoice.total {
            if hasPrintedText, let read = printed.total?.value, abs(read) != abs(total.value) {
                disagreements.append("total \(text(total.value)) (printed \(text(read)))")
            }
            draft.total = amount(total)
            draft.subtotal = amount(invoice.net)
            draft.tax = amount(invoice.tax)
        }
        if let currency = invoice.currency, CurrencyCode.isKnown(currency.value) {
            if hasPrintedText, let read = printed.currency?.value, read != currency.value,
                printed.currency?.evidence.isEmpty == false
            {
                disagreements.append("currency \(currency.value) (printed \(read))")
            }
            draft.currency = DraftField(
                value: currency.value, score: 1, evidence: evidence(currency.element, currency.value), signals: xml)
        }
        if let date = invoice.issueDate {
            if hasPrintedText, let read = printed.date?.value, read != date.value {
                disagreements.append("issue date \(date.value) (printed \(read))")
            }
            draft.date = DraftField(
                value: date.value, score: 1, evidence: evidence(date.element, date.value.description), signals: xml)
        }
        if !disagreements.isEmpty {
            draft.notes.append(
                "the e-invoice XML \(file.name) disagrees with the printed text: "
                    + disagreements.joined(separator: ", ") + "; the XML's values are taken")
        }
        return ConfidenceCalibration.calibratedEInvoice(draft)
    }

    private static func text(_ amount: Decimal) -> String { Money.format(amount, digits: 2) }

    /// Names equal once folded, or one contained in the other (`Hanse Beratung` and
    /// `Hanse Beratung GmbH`).
    private static func sameName(_ a: String, _ b: String) -> Bool {
        let x = KeywordMatcher.words(of: a).joined(separator: " ")
        let y = KeywordMatcher.words(of: b).joined(separator: " ")
        return x == y || (!x.isEmpty && !y.isEmpty && (x.contains(y) || y.contains(x)))
    }
}
