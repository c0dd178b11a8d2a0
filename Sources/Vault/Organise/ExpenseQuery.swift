import Foundation
import GRDB
import Reading

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

/// The columns a listing shows of an expense: cheaper to read than a whole ``Expense``, whose
/// evidence and history are JSON.
public struct ExpenseSummary: Sendable, Hashable, FetchableRecord {
    public var id: Int64
    public var status: ExpenseStatus
    public var date: CalendarDate?
    public var amountMinor: Int64?
    public var currency: String?
    public var journeyId: Int64?
    public var categoryId: Int64?
    public var merchant: String?
    public var duplicateOf: Int64?

    static let columns = [
        "id", "status", "date", "amountMinor", "currency", "journeyId", "categoryId", "merchant", "duplicateOf",
    ]

    public init(row: Row) throws {
        id = row["id"]
        status = ExpenseStatus(rawValue: row["status"]) ?? .draft
        date = (row["date"] as String?).flatMap(CalendarDate.init(iso:))
        amountMinor = row["amountMinor"]
        currency = row["currency"]
        journeyId = row["journeyId"]
        categoryId = row["categoryId"]
        merchant = row["merchant"]
        duplicateOf = row["duplicateOf"]
    }

    /// The amount in its currency's digits (hundredths without a currency).
    public var totalString: String? {
        amountMinor.map {
            Money.format(
                Vault.decimal(minor: $0, currency: currency), digits: CurrencyCode.minorUnitDigits(currency ?? "") ?? 2)
        }
    }
}

extension Vault {
    /// What `expenses(_:)` returns, with only the columns a listing shows.
    public func expenseSummaries(_ query: ExpenseQuery) throws -> [ExpenseSummary] {
        try database.pool.read { db in
            try Self.request(query, in: db).select(ExpenseSummary.columns.map { Column($0) })
                .asRequest(of: ExpenseSummary.self).fetchAll(db)
        }
    }

    /// Expenses, newest date first, that satisfy every filter of `query`. An unknown journey,
    /// category or tag is an error, not an empty list.
    public func expenses(_ query: ExpenseQuery) throws -> [Expense] {
        try database.pool.read { db in try Self.request(query, in: db).fetchAll(db) }
    }

    static func request(_ query: ExpenseQuery, in db: Database) throws -> QueryInterfaceRequest<Expense> {
        var request = Expense.order(Expense.Columns.date.desc, Expense.Columns.id)
        if let journey = query.journey {
            request = request.filter(Expense.Columns.journeyId == (try Self.journey(slug: journey, in: db).id))
        }
        if let status = query.status { request = request.filter(Expense.Columns.status == status.rawValue) }
        if let name = query.category {
            guard let category = try Self.category(named: name, in: db) else {
                throw try Self.categoryNotFound(name, in: db)
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
        return request
    }
}
