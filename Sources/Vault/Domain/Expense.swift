import Foundation
import GRDB
import Reading

/// Where an expense stands in review.
public enum ExpenseStatus: String, Sendable, Codable, CaseIterable, DatabaseValueConvertible {
    /// Read from a receipt, not yet checked by the user.
    case draft
    case confirmed
    case rejected
}

/// Which rule filed a document and its expense into a journey (or left them unfiled).
public enum FilingRule: String, Sendable, Codable, DatabaseValueConvertible {
    /// `--journey` on the command line.
    case flag
    /// Dropped into `inbox/<journey>/`.
    case inboxFolder = "inbox-folder"
    /// The receipt's date falls within exactly one journey's dates.
    case dateRange = "date-range"
    /// Entered or changed by the user.
    case manual
    /// No rule applied; `filingNote` says why.
    case unfiled
}

/// Where an expense's currency came from.
public enum CurrencySource: String, Sendable, Codable, DatabaseValueConvertible {
    /// Printed on the receipt (symbol, code, or clear cues such as `MwSt`).
    case receipt
    /// The receipt showed none; the journey's currency was used.
    case journey
    /// The receipt showed none; the configured default (`vault config set currency`).
    case configured
    /// Typed by the user.
    case manual
}

/// How sure the reader was of each field, 0...1.
public struct FieldConfidences: Sendable, Hashable, Codable {
    public var merchant: Double?
    public var total: Double?
    public var currency: Double?
    public var date: Double?

    public init(merchant: Double? = nil, total: Double? = nil, currency: Double? = nil, date: Double? = nil) {
        self.merchant = merchant
        self.total = total
        self.currency = currency
        self.date = date
    }
}

/// The lines each field was read from.
public struct FieldEvidenceSet: Sendable, Hashable, Codable {
    public var merchant: [FieldEvidence]?
    public var total: [FieldEvidence]?
    public var currency: [FieldEvidence]?
    public var date: [FieldEvidence]?
    /// The rule that set the total as read (nil once the user set it, or for older readings).
    public var totalRule: TotalRule?
    /// Why each field as read is as sure as it is (nil for older readings).
    public var reasons: FieldReasons?

    public init(
        merchant: [FieldEvidence]? = nil, total: [FieldEvidence]? = nil,
        currency: [FieldEvidence]? = nil, date: [FieldEvidence]? = nil, totalRule: TotalRule? = nil,
        reasons: FieldReasons? = nil
    ) {
        self.merchant = merchant
        self.total = total
        self.currency = currency
        self.date = date
        self.totalRule = totalRule
        self.reasons = reasons
    }
}

/// Why each field as read is as sure as it is, in plain words (`other amounts on the receipt
/// add up to it`; `readings of its line at other sizes differ`): see `ConfidenceCalibration`.
public struct FieldReasons: Sendable, Hashable, Codable {
    public var merchant: String?
    public var total: String?
    public var currency: String?
    public var date: String?

    public init(merchant: String? = nil, total: String? = nil, currency: String? = nil, date: String? = nil) {
        self.merchant = merchant
        self.total = total
        self.currency = currency
        self.date = date
    }

    /// The reasons of `draft`'s fields; nil when no field has one.
    public init?(_ draft: ReceiptDraft) {
        self.init(
            merchant: draft.merchant?.reason, total: draft.total?.reason, currency: draft.currency?.reason,
            date: draft.date?.reason)
        if self == FieldReasons() { return nil }
    }
}

/// An expense: a draft read from a receipt, or one the user entered. Money is stored as
/// integer minor units plus an ISO 4217 code.
public struct Expense: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public var id: Int64?
    public var documentId: Int64?
    public var journeyId: Int64?
    public var status: ExpenseStatus
    public var merchant: String?
    public var amountMinor: Int64?
    public var currency: String?
    public var date: CalendarDate?
    public var categoryId: Int64?
    public var notes: String?
    public var confidence: FieldConfidences?
    public var evidence: FieldEvidenceSet?
    public var filedBy: FilingRule?
    /// Why the expense is unfiled, or other remarks about filing.
    public var filingNote: String?
    public var currencySource: CurrencySource?
    /// The merchant as the reader found it, before any correction rule (for learning).
    public var ocrMerchant: String?
    /// Set when a remembered correction replaced the merchant the reader found.
    public var merchantNote: String?
    public var createdAt: Date
    public var updatedAt: Date
    /// Fields the user set, with the reader's earlier values as history.
    public var edits: FieldEdits? = nil
    /// Why the category was chosen (`Food & Drink: you filed CAFE LUNA there twice`).
    public var categoryNote: String? = nil
    /// An expense with the same merchant, total and date that existed when this one was read.
    public var duplicateOf: Int64? = nil

    public static let databaseTableName = "expense"

    public enum Columns {
        public static let id = Column("id")
        public static let status = Column("status")
        public static let journeyId = Column("journeyId")
        public static let documentId = Column("documentId")
        public static let date = Column("date")
        public static let categoryId = Column("categoryId")
        public static let duplicateOf = Column("duplicateOf")
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// The amount as money, when both amount and currency are known.
    public var money: Money? {
        guard let amountMinor, let currency else { return nil }
        return try? Money(minorUnits: amountMinor, currency: currency)
    }
}

extension FilingRule {
    /// Why an expense is in its journey, in the one wording every command uses
    /// (`journey paris (by its date)`).
    public var reason: String {
        switch self {
        case .flag: return "chosen with --journey"
        case .inboxFolder: return "by its inbox folder"
        case .dateRange: return "by its date"
        case .manual: return "chosen by you"
        case .unfiled: return "unfiled"
        }
    }

    /// Whether the journey was chosen by someone (a flag, a folder, an edit) rather than
    /// worked out from the expense's date.
    public var isChoice: Bool {
        switch self {
        case .flag, .inboxFolder, .manual: return true
        case .dateRange, .unfiled: return false
        }
    }
}
