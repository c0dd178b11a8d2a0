import Foundation
import GRDB

extension FieldConfidences {
    /// A field read with at least this confidence is sure: it needs no look.
    public static let sure = 0.9

    /// The confidences of the four fields a draft needs, in order: merchant, total, currency,
    /// date (nil where the reader gave none).
    public var fields: [Double?] { [merchant, total, currency, date] }

    /// The lowest confidence of the four fields; a field without one counts as 0.
    public var minimum: Double { fields.map { $0 ?? 0 }.min() ?? 0 }
}

extension Expense {
    /// Whether every field (merchant, total, currency, date) has a value and is sure.
    public var isAllSure: Bool {
        guard merchant != nil, amountMinor != nil, currency != nil, date != nil, let confidence else { return false }
        return confidence.minimum >= FieldConfidences.sure
    }

    /// How unsure the draft is, for ordering: the lowest field confidence (0 without any).
    public var leastConfidence: Double { confidence?.minimum ?? 0 }
}

/// What `confirmAllSure` did.
public struct SureConfirmation: Sendable, Hashable {
    /// The drafts confirmed, by id.
    public var confirmed: [Int64]
    /// Drafts left alone because some field is unsure or missing, or because they may be a
    /// second copy of another expense.
    public var needLook: Int
    /// Of `needLook`, the drafts flagged as possible duplicates (sure or not): confirming one
    /// is the user's decision (`vault review` shows the other copy).
    public var possibleDuplicates: Int = 0
}

extension Vault {
    /// Confirms every draft (of one journey, when given) whose fields are all sure, in one
    /// transaction; each one teaches the vault its shop like any other confirmation. A draft
    /// flagged as a possible duplicate is left for the user, however sure its fields.
    public func confirmAllSure(journey: String? = nil) throws -> SureConfirmation {
        try database.pool.write { db in
            var request = Expense.filter(Expense.Columns.status == ExpenseStatus.draft.rawValue)
            if let journey {
                request = request.filter(Expense.Columns.journeyId == (try Self.journey(slug: journey, in: db).id))
            }
            var confirmed: [Int64] = []
            var needLook = 0
            var duplicates = 0
            for var expense in try request.order(Expense.Columns.id).fetchAll(db) {
                if try Self.possibleOriginal(of: expense, in: db) != nil {
                    needLook += 1
                    duplicates += 1
                    continue
                }
                guard expense.isAllSure, let id = expense.id else {
                    needLook += 1
                    continue
                }
                expense.status = .confirmed
                expense.updatedAt = Date()
                try expense.update(db)
                try Self.learnShop(of: expense, in: db)
                confirmed.append(id)
            }
            return SureConfirmation(confirmed: confirmed, needLook: needLook, possibleDuplicates: duplicates)
        }
    }
}
