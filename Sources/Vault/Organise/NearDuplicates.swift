import Foundation
import GRDB

/// The same receipt filed twice as different bytes (photographed twice, or a photo and the
/// shop's PDF): a new draft with the same total, currency and date as an expense of another
/// document that is not rejected, from the same shop. The shop is the same when the names
/// are close (OCR slips a letter: `Taste Of The World` and `Taste Of Ihe World`), or when
/// the receipt's header matches the shop vault learnt from the other expense.
enum NearDuplicates {
    /// The earliest such expense, if any. Merchants are compared folded (letters and digits,
    /// upper case), so `Blue Moon Diner` and `BLUE MOON DINER.` are one shop, and within the
    /// slips `ShopMatcher.similarNames` allows; `fingerprint` is the new receipt's header.
    static func original(
        of expense: Expense, fingerprint: ShopFingerprint = ShopFingerprint(marks: []), in db: Database
    ) throws -> Int64? {
        try original(of: expense, header: { fingerprint }, in: db)
    }

    /// `original(of:fingerprint:in:)` with the new receipt's header read (`header`) only where
    /// an expense of the same total, currency and day has another name.
    static func original(of expense: Expense, header: () -> ShopFingerprint, in db: Database) throws -> Int64? {
        guard let merchant = expense.merchant, let amount = expense.amountMinor, let currency = expense.currency,
            let date = expense.date
        else { return nil }
        let candidates = try Row.fetchAll(
            db,
            sql: """
                SELECT id, merchant FROM expense
                WHERE date = ? AND amountMinor = ? AND currency = ? AND status != 'rejected'
                    AND (documentId IS NULL OR documentId IS NOT ?)
                ORDER BY id
                """, arguments: [date.description, amount, currency, expense.documentId])
        let named = candidates.first { row in
            guard let other: String = row["merchant"] else { return false }
            return sameShop(merchant, other)
        }
        if let id: Int64 = named?["id"] { return id }
        guard !candidates.isEmpty else { return nil }
        let fingerprint = header()
        guard !fingerprint.isEmpty else { return nil }
        let ids: [Int64] = candidates.compactMap { $0["id"] }
        let learnt = try ShopFingerprintRecord.filter(keys: ids).fetchAll(db).map(\.knownShop)
        return ShopMatcher.match(fingerprint, readName: merchant, in: learnt)?.shop.expenseId
    }

    /// Names of one shop: equal when folded, or a slip or two of OCR apart.
    static func sameShop(_ a: String, _ b: String) -> Bool {
        MerchantRule.fold(a) == MerchantRule.fold(b) || ShopMatcher.similarNames(a, b)
    }
}

extension Vault {
    /// Confirms `id` and rejects the drafts that are the same receipt: the expense it was
    /// flagged a duplicate of, and those flagged duplicates of it. Duplicates already
    /// confirmed are left alone and named in the outcome: which of the two to drop is the
    /// user's call.
    @discardableResult
    public func keepExpense(_ id: Int64) throws -> KeptExpense {
        try database.pool.write { db in
            var kept = try Self.expense(id: id, in: db)
            var others = try Expense.filter(Expense.Columns.duplicateOf == id).fetchAll(db)
            var original: Expense? = nil
            if let originalId = kept.duplicateOf, let expense = try Expense.fetchOne(db, key: originalId) {
                others.append(expense)
                original = expense
            }
            kept.status = .confirmed
            // A flag that still stands (both confirmed) stays, so `expense list --duplicates`
            // keeps showing the pair until one is rejected.
            if original?.status != .confirmed { kept.duplicateOf = nil }
            kept.updatedAt = Date()
            try kept.update(db)
            try Self.learnShop(of: kept, in: db)
            var outcome = KeptExpense(id: id)
            for var other in others where other.id != id {
                guard let otherId = other.id else { continue }
                switch other.status {
                case .draft:
                    other.status = .rejected
                    other.updatedAt = Date()
                    try other.update(db)
                    outcome.rejected.append(otherId)
                case .confirmed:
                    let pair =
                        other.duplicateOf == id
                        ? KeptExpense.Pair(duplicate: otherId, original: id)
                        : KeptExpense.Pair(duplicate: id, original: otherId)
                    outcome.alreadyConfirmed.append(pair)
                case .rejected:
                    break
                }
            }
            outcome.rejected.sort()
            return outcome
        }
    }
}

/// What `keepExpense` did besides confirming the expense.
public struct KeptExpense: Sendable, Equatable {
    /// A possible duplicate and the expense it may repeat.
    public struct Pair: Sendable, Equatable {
        public var duplicate: Int64
        public var original: Int64
    }

    public var id: Int64
    /// The drafts rejected as the same receipt.
    public var rejected: [Int64] = []
    /// Possible duplicates left alone because both are confirmed: the receipt counts twice
    /// until the user rejects one of them.
    public var alreadyConfirmed: [Pair] = []
}
