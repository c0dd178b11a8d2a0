import Foundation
import OCR

/// Where a field's value was read: the page, the line within it, the line's box and its text.
public struct FieldEvidence: Sendable, Hashable, Codable {
    /// 1-based page number.
    public var page: Int
    /// 0-based index of the line in the page's `lines`.
    public var line: Int
    public var box: BoundingBox
    /// The recognized text of the line, as read.
    public var text: String

    public init(page: Int, line: Int, box: BoundingBox, text: String) {
        self.page = page
        self.line = line
        self.box = box
        self.text = text
    }
}

/// One value read from a document, how sure vault is of it, and where it came from.
///
/// Two numbers describe a field and they are not on one scale. `score` is its finder's own: it
/// ranks candidates within one document and tells a second look whether to try. `confidence`
/// is the chance the value is right, set only by `ConfidenceCalibration` from the field's
/// `signals` (the finder's score is one of them); a field is sure from
/// `ConfidenceCalibration.sure`.
public struct DraftField<Value: Sendable & Hashable>: Sendable, Hashable {
    public var value: Value
    /// 0...1, the finder's score: how strongly its rule chose this value over the document's
    /// other candidates. Not a probability.
    public var score: Double
    /// 0...1, the calibrated chance that the value is right; 0 until `ConfidenceCalibration`
    /// has assessed the field.
    public var confidence: Double
    /// The lines the value was read from (empty for an inferred value, e.g. a currency
    /// guessed from the language of the receipt).
    public var evidence: [FieldEvidence]
    /// How the value was read: the facts its confidence is set from (see `FieldSignal`).
    public var signals: FieldSignals
    /// The named rule that set the value, for fields decided by named rules (total, merchant).
    public var rule: FieldRule?
    /// Why the confidence is what it is, in plain words (`every reading of its total line
    /// gives it`), set with it by `ConfidenceCalibration`.
    public var reason: String?

    /// A field as a finder read it: its score and signals; not yet calibrated.
    public init(
        value: Value, score: Double, evidence: [FieldEvidence], signals: FieldSignals = [:], rule: FieldRule? = nil
    ) {
        self.value = value
        self.score = min(max(score, 0), 1)
        self.confidence = 0
        self.evidence = evidence
        self.signals = signals
        self.rule = rule
    }

    /// A field whose confidence is already known: read back from the vault's store, or stated
    /// by the owner. Its score is its confidence.
    public init(value: Value, confidence: Double, evidence: [FieldEvidence], rule: FieldRule? = nil) {
        self.init(value: value, score: confidence, evidence: evidence, rule: rule)
        self.confidence = self.score
    }
}

/// The rule that set a field's value, by field.
public enum FieldRule: Sendable, Hashable, CustomStringConvertible {
    case total(TotalRule)
    case merchant(NameRule)

    /// The rule's name (`cashMinusChange`), as `vault scan --json` shows it.
    public var description: String {
        switch self {
        case .total(let rule): rule.rawValue
        case .merchant(let rule): rule.rawValue
        }
    }

    /// The total's rule, when this is one.
    public var totalRule: TotalRule? {
        if case .total(let rule) = self { return rule }
        return nil
    }
}

/// A time of day as printed (`14:32`).
public struct ClockTime: Sendable, Hashable, CustomStringConvertible {
    public var hour: Int
    public var minute: Int

    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// `HH:MM`.
    public var description: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}

/// What the parser read from a receipt: every field optional, each with confidence and evidence.
public struct ReceiptDraft: Sendable, Hashable {
    public var merchant: DraftField<String>?
    /// The final amount paid, in `currency` when known.
    public var total: DraftField<Decimal>?
    /// ISO 4217 code.
    public var currency: DraftField<String>?
    /// The transaction (purchase, invoice) date.
    public var date: DraftField<CalendarDate>?
    public var time: DraftField<ClockTime>?
    public var subtotal: DraftField<Decimal>?
    public var tax: DraftField<Decimal>?
    /// The kind of place the merchant is, as an OpenStreetMap tag (`amenity=restaurant`,
    /// `shop=supermarket`, `amenity=fuel`), when it is a known brand (`Brand`).
    public var merchantKind: String?
    /// Where what the owner taught vault named the merchant (`DocumentPipeline.remembered`):
    /// the name as read, nil when none was read.
    public var readMerchant: String?
    /// Why the merchant is what the owner taught vault (`same shop as expense 12: phone
    /// matches`), when it is.
    public var merchantNote: String?
    /// Remarks for the user about the reading, kept in the draft expense's notes (an
    /// e-invoice whose XML disagrees with its printed text).
    public var notes: [String] = []

    public init(
        merchant: DraftField<String>? = nil, total: DraftField<Decimal>? = nil,
        currency: DraftField<String>? = nil, date: DraftField<CalendarDate>? = nil,
        time: DraftField<ClockTime>? = nil, subtotal: DraftField<Decimal>? = nil,
        tax: DraftField<Decimal>? = nil
    ) {
        self.merchant = merchant
        self.total = total
        self.currency = currency
        self.date = date
        self.time = time
        self.subtotal = subtotal
        self.tax = tax
    }

    /// The merchant's name as the document was read, before anything the owner taught vault.
    public var merchantAsRead: String? { merchantNote == nil ? merchant?.value : readMerchant }

    /// The total as money, when both total and a known currency were read.
    public var money: Money? {
        guard let total, let currency else { return nil }
        return try? Money(amount: total.value, currency: currency.value)
    }
}
