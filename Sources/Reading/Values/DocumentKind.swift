import Foundation

/// What a document is. Only receipts and invoices with a total become draft expenses.
public enum DocumentKind: String, Sendable, Codable, CaseIterable {
    /// A till or card receipt: money already paid at a counter.
    case receipt
    /// An invoice or credit note: a bill issued by a company, often paid later.
    case invoice
    /// A booking or reservation confirmation, a ticket or an itinerary.
    case booking
    /// Anything else: an article, a manual, a letter.
    case other

    /// Whether documents of this kind become draft expenses (when they show a total).
    public var isExpense: Bool { self == .receipt || self == .invoice }
}

/// A document's kind and the evidence it was decided on, in words.
public struct KindDecision: Sendable, Hashable, Codable {
    public var kind: DocumentKind
    /// Why: the cues found (`title 'Rechnung'`, `label 'IBAN'`), the total line, the length.
    public var evidence: String

    public init(kind: DocumentKind, evidence: String) {
        self.kind = kind
        self.evidence = evidence
    }
}
