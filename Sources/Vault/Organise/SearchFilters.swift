import GRDB

/// The filters of a search as SQL conditions over the aliases `d` (the document) and `e` (its
/// expense), with their arguments, and what an index lists for the most selective of them (a
/// word search starts from it).
struct SearchFilters {
    /// Every condition; each must hold.
    private(set) var conditions: [String] = []
    private(set) var arguments = StatementArguments()
    /// The narrowest list of pages and expenses an index gives for the filters, if any.
    private(set) var scope: SearchScope?
    /// Whether a condition is on the expense alone (amount, currency, category, status, an
    /// amount or day in the query): a search without words then starts from the expenses.
    private(set) var onExpense = false

    /// The day a hit is filed under: its expense's date, else the day its document was imported.
    static let day = "COALESCE(e.date, date(d.importedAt))"

    /// The filters of `request` and of the amounts and days in its words (`terms`); `currency`
    /// is the request's currency code, checked. Throws for a journey, category or tag that does
    /// not exist.
    init(_ request: SearchRequest, terms: SearchTerms, currency: String?, in db: Database) throws {
        if let slug = request.journey {
            let id = try Vault.journey(slug: slug, in: db).id ?? 0
            add("COALESCE(e.journeyId, d.journeyId) = ?", [id])
            scope = try .journey(id, in: db)
        }
        if let from = request.from { add("\(Self.day) >= ?", [from.description]) }
        if let to = request.to { add("\(Self.day) <= ?", [to.description]) }
        if let min = request.min {
            add("e.amountMinor >= \(SearchSQL.minorUnits(min, rounding: .up, currency: currency))", onExpense: true)
        }
        if let max = request.max {
            add("e.amountMinor <= \(SearchSQL.minorUnits(max, rounding: .down, currency: currency))", onExpense: true)
        }
        if let currency { add("e.currency = ?", [currency], onExpense: true) }
        if let name = request.category {
            guard let category = try Vault.category(named: name, in: db) else {
                throw try Vault.categoryNotFound(name, in: db)
            }
            add("e.categoryId = ?", [category.id], onExpense: true)
        }
        if let name = request.tag {
            let tag = try Vault.tag(named: name, in: db)
            if scope == nil { scope = try .tag(tag.id ?? 0, in: db) }
            add(
                "(e.id IN (SELECT expenseId FROM expenseTag WHERE tagId = ?) "
                    + "OR d.id IN (SELECT documentId FROM documentTag WHERE tagId = ?))", [tag.id, tag.id])
        }
        if let status = request.status { add("e.status = ?", [status.rawValue], onExpense: true) }
        if let kind = request.kind { add("d.kind = ?", [kind.rawValue]) }
        // Amounts and days in the query: conditions an index can answer.
        for amount in terms.amounts {
            let candidates = SearchSQL.candidateMinorUnits(amount)
            scope = .amounts(candidates)
            let list = candidates.isEmpty ? "NULL" : candidates.map(String.init).joined(separator: ",")
            add(
                "e.amountMinor IN (\(list)) AND e.amountMinor = \(SearchSQL.minorUnits(amount, rounding: nil, currency: currency))",
                onExpense: true)
        }
        for date in terms.dates {
            if terms.amounts.isEmpty { scope = .day(date) }
            add("e.date = ?", [date.description], onExpense: true)
        }
    }

    /// Whether no filter was given.
    var isEmpty: Bool { conditions.isEmpty }

    /// ` AND ` and every condition, to follow a `WHERE`; empty without filters.
    var sql: String { conditions.isEmpty ? "" : " AND " + conditions.joined(separator: " AND ") }

    private mutating func add(_ condition: String, _ values: StatementArguments = [], onExpense: Bool = false) {
        conditions.append(condition)
        arguments += values
        if onExpense { self.onExpense = true }
    }
}
