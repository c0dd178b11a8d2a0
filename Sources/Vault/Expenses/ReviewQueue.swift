import Foundation
import GRDB

/// One draft as the review queue shows it: the expense, its document and its journey.
public struct ReviewItem: Sendable, Hashable {
    public var expense: Expense
    public var document: StoredDocument?
    public var journey: Journey?
    /// The expense this draft may be a second copy of (not rejected), if it was flagged.
    public var possibleOriginal: Expense? = nil
    /// The name of its category, if it has one.
    public var category: String? = nil
    /// Its tags, by name.
    public var tags: [String] = []
}

/// The queue of draft expenses waiting for the user's check (`vault review`).
extension Vault {
    /// Ids of the draft expenses to review, optionally only those filed in one journey: the
    /// least sure first (lowest confidence of any field; a missing field counts as 0), drafts
    /// equally sure in the order they were imported.
    public func reviewQueue(journey: String? = nil) throws -> [Int64] {
        try database.pool.read { db in
            var request = Expense.filter(Expense.Columns.status == ExpenseStatus.draft.rawValue)
            if let journey {
                request = request.filter(Expense.Columns.journeyId == (try Self.journey(slug: journey, in: db).id))
            }
            let drafts = try request.order(Expense.Columns.id).fetchAll(db)
            // A stable sort: drafts equally sure stay in import order.
            let ranked = drafts.enumerated().map { (least: $0.element.leastConfidence, index: $0.offset) }
            return ranked.sorted { ($0.least, $0.index) < ($1.least, $1.index) }.compactMap { drafts[$0.index].id }
        }
    }

    /// The draft with its document and journey, read in one transaction; `nil` when the
    /// expense is gone or no longer a draft (another process confirmed or rejected it).
    public func reviewItem(expenseId id: Int64) throws -> ReviewItem? {
        try database.pool.read { db -> ReviewItem? in
            guard let expense = try Expense.fetchOne(db, key: id), expense.status == .draft else { return nil }
            let document = try expense.documentId.flatMap { try StoredDocument.fetchOne(db, key: $0) }
            let journey = try expense.journeyId.flatMap { try Journey.fetchOne(db, key: $0) }
            let category = try expense.categoryId.flatMap {
                try String.fetchOne(db, sql: "SELECT name FROM category WHERE id = ?", arguments: [$0])
            }
            let tags = try String.fetchAll(
                db,
                sql: """
                    SELECT tag.name FROM expenseTag JOIN tag ON tag.id = expenseTag.tagId
                    WHERE expenseTag.expenseId = ? ORDER BY tag.name COLLATE NOCASE
                    """, arguments: [id])
            return ReviewItem(
                expense: expense, document: document, journey: journey,
                possibleOriginal: try Self.possibleOriginal(of: expense, in: db), category: category, tags: tags)
        }
    }
}

extension Expense {
    /// Fields an expense needs before it can be confirmed: a total and a currency (without
    /// them it cannot be added up in reports). Empty when nothing is missing.
    public var missingForConfirmation: [String] {
        var missing: [String] = []
        if amountMinor == nil { missing.append("total") }
        if currency == nil { missing.append("currency") }
        return missing
    }
}
