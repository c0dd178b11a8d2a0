import Foundation
import Reading

/// A field the user set: the day they set it, and what the reader had found there before
/// (kept as history only; it no longer describes the value shown).
public struct FieldEdit: Sendable, Hashable, Codable {
    /// The day the user last set the field.
    public var on: CalendarDate
    /// The reader's value before the user's first change (`nil` when it found none).
    public var read: String?
    /// How sure the reader was of that value.
    public var readConfidence: Double?
    /// The lines the reader took that value from.
    public var readEvidence: [FieldEvidence]?

    public init(
        on: CalendarDate, read: String? = nil, readConfidence: Double? = nil, readEvidence: [FieldEvidence]? = nil
    ) {
        self.on = on
        self.read = read
        self.readConfidence = readConfidence
        self.readEvidence = readEvidence
    }
}

/// The fields of an expense the user set, by field.
public struct FieldEdits: Sendable, Hashable, Codable {
    public var merchant: FieldEdit?
    public var total: FieldEdit?
    public var currency: FieldEdit?
    public var date: FieldEdit?

    public init(merchant: FieldEdit? = nil, total: FieldEdit? = nil, currency: FieldEdit? = nil, date: FieldEdit? = nil)
    {
        self.merchant = merchant
        self.total = total
        self.currency = currency
        self.date = date
    }

    /// The names of the fields the user set (`merchant`, `total`, `currency`, `date`).
    public var fieldNames: Set<String> {
        var names: Set<String> = []
        if merchant != nil { names.insert("merchant") }
        if total != nil { names.insert("total") }
        if currency != nil { names.insert("currency") }
        if date != nil { names.insert("date") }
        return names
    }
}

extension CalendarDate {
    /// Today in the local time zone.
    public static var today: CalendarDate {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        return CalendarDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
            ?? CalendarDate(year: 1970, month: 1, day: 1)!
    }
}

extension Expense {
    /// Marks `field` as set by the user today: confidence 1, and the reader's value, confidence
    /// and evidence moved into history (the first reading is kept when a field is set again).
    mutating func recordUserSet(_ field: WritableKeyPath<FieldEdits, FieldEdit?>, readValue: String?) {
        var edits = self.edits ?? FieldEdits()
        var confidence = self.confidence ?? FieldConfidences()
        var evidence = self.evidence ?? FieldEvidenceSet()
        let (confidencePath, evidencePath, reasonPath) = Self.paths(of: field)
        let previous = edits[keyPath: field]
        let hadReading = documentId != nil && previous == nil
        edits[keyPath: field] = FieldEdit(
            on: .today,
            read: previous?.read ?? (hadReading ? readValue : nil),
            readConfidence: previous?.readConfidence ?? (hadReading ? confidence[keyPath: confidencePath] : nil),
            readEvidence: previous?.readEvidence ?? (hadReading ? evidence[keyPath: evidencePath] : nil))
        confidence[keyPath: confidencePath] = 1
        evidence[keyPath: evidencePath] = nil
        if evidencePath == \FieldEvidenceSet.total { evidence.totalRule = nil }
        evidence.reasons?[keyPath: reasonPath] = nil
        self.edits = edits
        self.confidence = confidence
        self.evidence = evidence
    }

    /// Where `field`'s confidence, evidence and reason are kept.
    private static func paths(
        of field: WritableKeyPath<FieldEdits, FieldEdit?>
    ) -> (
        WritableKeyPath<FieldConfidences, Double?>, WritableKeyPath<FieldEvidenceSet, [FieldEvidence]?>,
        WritableKeyPath<FieldReasons, String?>
    ) {
        switch field {
        case \FieldEdits.merchant: return (\.merchant, \.merchant, \.merchant)
        case \FieldEdits.total: return (\.total, \.total, \.total)
        case \FieldEdits.currency: return (\.currency, \.currency, \.currency)
        default: return (\.date, \.date, \.date)
        }
    }
}
