import Foundation
import OCR

/// The steps after a document's receipt fields are read: its kind, then, for an invoice, the
/// invoice rules over the receipt rules' fields.
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
        (result.draft, result.kind) = understand(result.document.pages, draft: result.draft)
    }
}
