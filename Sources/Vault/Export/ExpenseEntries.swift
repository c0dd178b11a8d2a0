import Foundation
import GRDB
import Reading

/// An expense with the names it is shown with: its category, journey and stored document.
public struct ExpenseEntry: Sendable {
    public var expense: Expense
    public var category: String?
    public var journey: String?
    public var tags: [String]
    public var document: StoredDocument?
    /// The absolute path of the document's stored original.
    public var documentPath: String?
}

/// Which expenses a report or export covers.
public struct ExpenseSelection: Sendable, Equatable {
    public var journey: String?
    public var from: CalendarDate?
    public var to: CalendarDate?
    /// Statuses included; rejected expenses are never money spent.
    public var statuses: Set<ExpenseStatus>

    public init(
        journey: String? = nil, from: CalendarDate? = nil, to: CalendarDate? = nil,
        statuses: Set<ExpenseStatus> = [.confirmed, .draft]
    ) {
        self.journey = journey
        self.from = from
        self.to = to
        self.statuses = statuses
    }
}

extension Vault {
    /// The expenses `selection` covers, oldest first (undated last), with their category,
    /// journey, tags and document. Dates bound only dated expenses: with `from` or `to`, an
    /// undated expense is left out.
    public func expenseEntries(_ selection: ExpenseSelection) throws -> [ExpenseEntry] {
        try database.pool.read { db in
            var request = Expense.all()
            if let slug = selection.journey {
                request = request.filter(Expense.Columns.journeyId == (try Self.journey(slug: slug, in: db).id))
            }
            request = request.filter(selection.statuses.map(\.rawValue).contains(Expense.Columns.status))
            if let from = selection.from { request = request.filter(Expense.Columns.date >= from.description) }
            if let to = selection.to { request = request.filter(Expense.Columns.date <= to.description) }
            let expenses = try request.fetchAll(db)
            let categories = Dictionary(
                try Row.fetchAll(db, sql: "SELECT id, name FROM category").map {
                    ($0["id"] as Int64, $0["name"] as String)
                },
                uniquingKeysWith: { first, _ in first })
            let journeys = Dictionary(
                try Journey.fetchAll(db).compactMap { journey in journey.id.map { ($0, journey.slug) } },
                uniquingKeysWith: { first, _ in first })
            var tags: [Int64: [String]] = [:]
            for row in try Row.fetchAll(
                db,
                sql:
                    "SELECT expenseTag.expenseId, tag.name FROM expenseTag JOIN tag ON tag.id = expenseTag.tagId ORDER BY tag.name"
            ) {
                tags[row["expenseId"], default: []].append(row["name"])
            }
            let documentIds = Set(expenses.compactMap(\.documentId))
            let documents = Dictionary(
                try StoredDocument.filter(documentIds.contains(StoredDocument.Columns.id)).fetchAll(db)
                    .compactMap { document in document.id.map { ($0, document) } },
                uniquingKeysWith: { first, _ in first })
            return
                expenses
                .map { expense in
                    let document = expense.documentId.flatMap { documents[$0] }
                    return ExpenseEntry(
                        expense: expense, category: expense.categoryId.flatMap { categories[$0] },
                        journey: expense.journeyId.flatMap { journeys[$0] },
                        tags: expense.id.flatMap { tags[$0] } ?? [], document: document,
                        // A row whose digest is not one names no file (see ObjectStore.url).
                        documentPath: document.flatMap { try? objectURL(of: $0).path })
                }
                .sorted { left, right in
                    switch (left.expense.date, right.expense.date) {
                    case (let a?, let b?) where a != b: return a < b
                    case (nil, _?): return false
                    case (_?, nil): return true
                    default: return (left.expense.id ?? 0) < (right.expense.id ?? 0)
                    }
                }
        }
    }
}
