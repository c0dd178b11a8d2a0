import Vault

/// The JSON shape of an expense. Amounts are decimal strings (`"18.40"`), never numbers.
struct ExpenseJSON: Encodable {
    var id: Int64
    var status: String
    var merchant: String?
    var total: String?
    var currency: String?
    var date: String?
    var journey: String?
    var documentId: Int64?
    var filedBy: String?
    var filingNote: String?
    var currencySource: String?
    var confidence: FieldConfidences?
    var evidence: FieldEvidenceSet?
    var notes: String?
    var merchantNote: String?
    /// Fields the user set: the day, and what the reader had found (history only).
    var setByYou: FieldEdits?
    var category: String?
    /// Why the category was chosen (`set by you`, `Food & Drink: 'cafe' in the merchant's name`).
    var categoryNote: String?
    var tags: [String]
    /// The expense this one may be a second copy of (same merchant, total and date).
    var duplicateOf: Int64?

    init(
        _ expense: Expense, journeys: [Int64: String], categories: [Int64: String] = [:], tags: [Int64: [String]] = [:]
    ) {
        id = expense.id ?? 0
        status = expense.status.rawValue
        merchant = expense.merchant
        total = expense.totalString
        currency = expense.currency
        date = expense.date?.description
        journey = expense.journeyId.flatMap { journeys[$0] }
        documentId = expense.documentId
        filedBy = expense.filedBy?.rawValue
        filingNote = expense.filingNote
        currencySource = expense.currencySource?.rawValue
        confidence = expense.confidence
        evidence = expense.evidence
        notes = expense.notes
        merchantNote = expense.merchantNote
        setByYou = expense.edits
        category = expense.categoryId.flatMap { categories[$0] }
        categoryNote = expense.categoryNote
        self.tags = tags[expense.id ?? 0] ?? []
        duplicateOf = expense.duplicateOf
    }

    private enum CodingKeys: String, CodingKey {
        case id, status, merchant, total, currency, date, journey, documentId, filedBy, filingNote
        case currencySource, confidence, evidence, notes, merchantNote, setByYou
        case category, categoryNote, tags, duplicateOf
    }

    /// Missing values are written as `null`, so every object has every key.
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(status, forKey: .status)
        try container.encode(merchant, forKey: .merchant)
        try container.encode(total, forKey: .total)
        try container.encode(currency, forKey: .currency)
        try container.encode(date, forKey: .date)
        try container.encode(journey, forKey: .journey)
        try container.encode(documentId, forKey: .documentId)
        try container.encode(filedBy, forKey: .filedBy)
        try container.encode(filingNote, forKey: .filingNote)
        try container.encode(currencySource, forKey: .currencySource)
        try container.encode(confidence, forKey: .confidence)
        try container.encode(evidence, forKey: .evidence)
        try container.encode(notes, forKey: .notes)
        try container.encode(merchantNote, forKey: .merchantNote)
        try container.encode(setByYou, forKey: .setByYou)
        try container.encode(category, forKey: .category)
        try container.encode(categoryNote, forKey: .categoryNote)
        try container.encode(tags, forKey: .tags)
        try container.encode(duplicateOf, forKey: .duplicateOf)
    }
}
