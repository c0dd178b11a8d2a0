import Foundation
import OCR

/// Reads an invoice's issuer, invoice date and amount due with the invoice rules, keeping the
/// receipt rules' field wherever the invoice rules find nothing better.
public enum InvoiceReader {
    /// `draft` (the receipt rules' reading of `pages`) with the invoice rules' fields.
    public static func read(_ pages: [RecognizedPage], over draft: ReceiptDraft) -> ReceiptDraft {
        draft
    }
}
