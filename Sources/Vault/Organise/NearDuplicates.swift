import Foundation
import GRDB

/// The same receipt filed twice as different bytes (photographed twice, or a photo and the
/// shop's PDF): a new draft with the same merchant (any letter case), total, currency and date
/// as an expense of another document that is not rejected.
enum NearDuplicates {
    /// The earliest such expense, if any. Merchants are compared folded (letters and digits,
    /// upper case), so `Blue Moon Diner` and `BLUE MOON DINER.` are one shop.
    static func original(of expense: Expense, in db: Database) throws -> Int64? {
        guard let merchant = expense.merchant, let amount = expense.amountMinor, let currency = expense.currency,
            let date = expense.date
        else { return nil }
        let folded = MerchantRule.fold(merchant)
        let candidates = try Row.fetchAll(
            db,
            sql: """
                SELECT id, merchant FROM expense
                WHERE date = ? AND amountMinor = ? AND currency = ? AND status != 'rejected'
                    AND (documentId IS NULL OR documentId IS NOT ?)
                ORDER BY id
                """, arguments: [date.description, amount, currency, expense.documentId])
        return candidates.first { row in (row["merchant"] as String?).map(MerchantRule.fold) == folded }?["id"]
    }
}

extension Vault {
    /// Confirms `id` and rejects the drafts that are the same receipt: the expense it was
    /// flagged a duplicate of, and those flagged duplicates of it. Returns the rejected ids.
    @discardableResult
    public func keepExpense(_ id: Int64) throws -> [Int64] {
        try database.pool.write { db in
            var kept = try Self.expense(id: id, in: db)
            var others = try Expense.filter(Expense.Columns.duplicateOf == id).fetchAll(db)
            if let original = kept.duplicateOf, let expense = try Expense.fetchOne(db, key: original) {
                others.append(expense)
            }
            kept.status = .confirmed
            kept.duplicateOf = nil
            kept.updatedAt = Date()
            try kept.update(db)
            try Self.learnShop(of: kept, in: db)
            var rejected: [Int64] = []
            for var other in others where other.status == .draft && other.id != id {
                other.status = .rejected
                other.updatedAt = Date()
                try other.update(db)
                if let otherId = other.id { rejected.append(otherId) }
            }
            return rejected.sorted()
        }
    }
}
