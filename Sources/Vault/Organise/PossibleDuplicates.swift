import Foundation
import GRDB

extension Vault {
    /// The expense that `id` may be a second copy of (see `NearDuplicates`), while that one is
    /// not rejected; nil when `id` is not flagged or its original was rejected.
    public func possibleOriginal(ofExpense id: Int64) throws -> Expense? {
        try database.pool.read { db in try Self.possibleOriginal(of: try Self.expense(id: id, in: db), in: db) }
    }

    static func possibleOriginal(of expense: Expense, in db: Database) throws -> Expense? {
        guard let originalId = expense.duplicateOf, let original = try Expense.fetchOne(db, key: originalId),
            original.status != .rejected
        else { return nil }
        return original
    }
}

extension Expense {
    /// `expense 3: TASTE OF THE WORLD 10.60 EUR 2024-03-02, confirmed`: enough to recognise it.
    public var duplicateSummary: String {
        let fields = [merchant, totalString, currency, date?.description].compactMap { $0 }
        return "expense \(id ?? 0)" + (fields.isEmpty ? "" : ": " + fields.joined(separator: " "))
            + ", \(status.rawValue)"
    }
}
