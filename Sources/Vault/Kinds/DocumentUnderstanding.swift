import Foundation
import OCR

/// The steps after a document's receipt fields are read: its kind, then, for an invoice, the
/// invoice rules over the receipt rules' fields, and for an e-invoice the fields of its XML.
public enum DocumentUnderstanding {
    /// The kind of the document read as `pages`, and its fields: `draft` (the receipt rules'
    /// reading) improved by the invoice rules when it is an invoice.
    public static func understand(_ pages: [RecognizedPage], draft: ReceiptDraft) -> (ReceiptDraft, KindDecision) {
        var kind = KindClassifier.decide(pages: pages, draft: draft)
        guard kind.kind == .invoice else { return (draft, kind) }
        let invoice = InvoiceReader.read(pages, over: draft)
        kind.evidence = KindClassifier.decide(pages: pages, draft: invoice).evidence
        return (invoice, kind)
    }

    static func complete(_ result: inout ReceiptReader.Result, bytes: [UInt8]) {
        let document = result.document
        guard let xml = EInvoiceReader.xml(of: document, bytes: bytes) else {
            (result.draft, result.kind) = understand(document.pages, draft: result.draft)
            return
        }
        let isBare = document.mediaType == .xml
        // The printed text is read with the invoice rules whatever its cues say: the XML makes it an invoice.
        let printed = isBare ? ReceiptDraft() : InvoiceReader.read(document.pages, over: result.draft)
        result.draft = EInvoiceReader.read(xml, over: printed, hasPrintedText: !isBare)
        let source = isBare ? "a CII XML e-invoice" : "e-invoice: embedded CII XML '\(xml.name)'"
        let cues = isBare ? nil : KindClassifier.decide(pages: document.pages, draft: printed).evidence
        result.kind = KindDecision(
            kind: .invoice, evidence: ([source] + (cues.map { [$0] } ?? [])).joined(separator: "; "))
    }
}
