import Foundation
import GRDB

/// Which expenses a listing shows; every filter given must hold.
public struct ExpenseQuery: Sendable, Equatable {
    public var journey: String?
    public var status: ExpenseStatus?
    /// A category name (any letter case).
    public var category: String?
    /// Only expenses without a category.
    public var uncategorized = false
    /// A tag name (any letter case).
    public var tag: String?
    /// Only expenses flagged as a possible duplicate of another.
    public var duplicates = false

    public init(
        journey: String? = nil, status: ExpenseStatus? = nil, category: String? = nil, uncategorized: Bool = false,
        tag: String? = nil, duplicates: Bool = false
    ) {
        self.journey = journey
        self.status = status
        self.category = category
        self.uncategorized = uncategorized
        self.tag = tag
        self.duplicates = duplicates
    }
}

extension Vault {
    /// Expenses, newest date first, that satisfy every filter of `query`. An unknown journey,
    /// category or tag is an error, not an empty list.
    public func expenses(_ query: ExpenseQuery) throws -> [Expense] {
        try database.pool.read { db in
            var request = Expense.order(Expense.Columns.date.desc, Expense.Columns.id)
            if let journey = query.journey {
                request = request.filter(Expense.Columns.journeyId == (try Self.journey(slug: journey, in: db).id))
            }
            if let status = query.status { request = request.filter(Expense.Columns.status == status.rawValue) }
            if let name = query.category {
                guard let category = try Self.category(named: name, in: db) else {
                    throw OrganiseError.categoryNotFound(name)
                }
                request = request.filter(Expense.Columns.categoryId == category.id)
            }
            if query.uncategorized { request = request.filter(Expense.Columns.categoryId == nil) }
            if query.duplicates { request = request.filter(Expense.Columns.duplicateOf != nil) }
            if let name = query.tag {
                let tag = try Self.tag(named: name, in: db)
                request = request.filter(
                    sql: "id IN (SELECT expenseId FROM expenseTag WHERE tagId = ?)", arguments: [tag.id])
            }
            return try request.fetchAll(db)
        }
    }
}
