import Foundation
import GRDB
import Reading

/// A search: the query text and filters; every filter given must hold.
public struct SearchRequest: Sendable {
    public var text: String
    public var journey: String?
    /// First and last day (the expense's date; a document without an expense, its import day).
    public var from: CalendarDate?
    public var to: CalendarDate?
    /// Totals at least / at most this much, in each expense's own currency.
    public var min: Decimal?
    public var max: Decimal?
    public var currency: String?
    public var category: String?
    public var tag: String?
    public var status: ExpenseStatus?
    public var kind: DocumentKind?
    public var limit = 20
    /// What the snippet puts around each matching word.
    public var highlight = ("[", "]")

    public init(_ text: String) {
        self.text = text
    }
}

/// One result: a document (with its expense, if it has one) or an expense entered by hand.
public struct SearchHit: Sendable {
    public var documentId: Int64?
    public var expenseId: Int64?
    public var kind: DocumentKind?
    /// The document's original file name.
    public var name: String?
    public var merchant: String?
    public var total: Money?
    /// The expense's date.
    public var date: CalendarDate?
    public var journeyId: Int64?
    public var status: ExpenseStatus?
    /// bm25: lower is better; 0 when the query had no words.
    public var score: Double
    /// Words around the match, the matching words highlighted; nil without words.
    public var snippet: String?
}

extension Vault {
    /// At most this many matches of the words (the newest that pass the filters) are ranked.
    public static let searchRankWindow = 1000

    /// Searches page text, merchants and notes (accents and case ignored, every word a prefix),
    /// best match first; amounts and days in the query select expenses with that total or
    /// date. Never fails on what the query contains; only a filter naming something that
    /// does not exist (journey, category, tag) or a bad currency code is an error.
    public func search(_ request: SearchRequest) throws -> [SearchHit] {
        let terms = SearchTerms(request.text)
        let currency = try request.currency.map(ExchangeRate.currency)
        let limit = Swift.max(1, Swift.min(request.limit, 1000))
        return try database.pool.read { db in
            let filters = try SearchFilters(request, terms: terms, currency: currency, in: db)
            let (sql, arguments) =
                terms.ftsPattern.map { Self.wordSearchSQL(pattern: $0, filters: filters) }
                ?? Self.listingSQL(request, filters: filters)
            let rows = try Row.fetchAll(db, sql: sql, arguments: arguments + [limit])
            return try Self.hits(rows, pattern: terms.ftsPattern, highlight: request.highlight, db)
        }
    }

    /// The columns every search returns, from its hits `h` (document, expense, score, page)
    /// joined to their document `d` and expense `e`.
    private static let hitColumns = """
        SELECT h.documentId, e.id AS expenseId, h.score, h.pageId, d.kind, d.originalName, e.merchant,
            e.amountMinor, e.currency, e.date, COALESCE(e.journeyId, d.journeyId) AS journeyId, e.status
        """

    /// A search for words (`pattern`, an FTS5 query) in page text and in expenses, filtered,
    /// best match first; its last argument, the number of hits, is left to the caller.
    private static func wordSearchSQL(pattern: String, filters: SearchFilters) -> (String, StatementArguments) {
        let condition = filters.sql
        let scope = filters.scope
        // bm25 costs a few microseconds a match: only the newest `searchRankWindow` matches
        // that pass the filters are ranked, so a common word stays fast in a big vault.
        // Without filters the page branch joins nothing but the page (for its document).
        // With a scope, a match outside it is dropped before any join (`+` keeps the
        // scope from being asked of the full-text index one id at a time, which would
        // read the words' matches again for each).
        let pageScope = scope.map { " AND +pageSearch.rowid IN (\($0.pages))" } ?? ""
        let expenseScope = scope.map { " AND +expenseSearch.rowid IN (\($0.expenses))" } ?? ""
        // Each branch reads narrow indexes, not the wide rows (page text, expense
        // evidence): the page's (id, documentId), and with filters the expense's filter
        // columns by document. Both are named: left to itself, the planner may start from
        // an expense index (`status`) and read it again for every match.
        let pageJoins =
            filters.isEmpty
            ? "INDEXED BY pageDocument ON page.id = pageSearch.rowid"
            : """
            INDEXED BY pageDocument ON page.id = pageSearch.rowid
            LEFT JOIN document d ON d.id = page.documentId
            LEFT JOIN expense e INDEXED BY expenseDocumentFilters ON e.documentId = page.documentId
            """
        let expenseJoins =
            filters.isEmpty
            ? "INDEXED BY expenseDocument ON e.id = expenseSearch.rowid"
            : "ON e.id = expenseSearch.rowid LEFT JOIN document d ON d.id = e.documentId"
        let base = """
            SELECT documentId, expenseId, MIN(score) AS score, pageId FROM (
                SELECT * FROM (
                    SELECT page.documentId AS documentId, NULL AS expenseId, bm25(pageSearch) AS score,
                        page.id AS pageId
                    FROM pageSearch JOIN page \(pageJoins)
                    WHERE pageSearch MATCH ?\(pageScope)\(condition)
                    ORDER BY pageSearch.rowid DESC LIMIT \(searchRankWindow))
                UNION ALL
                SELECT * FROM (
                    SELECT e.documentId, e.id, bm25(expenseSearch, 2.0, 1.0), NULL
                    FROM expenseSearch JOIN expense e \(expenseJoins)
                    WHERE expenseSearch MATCH ?\(expenseScope)\(condition)
                    ORDER BY expenseSearch.rowid DESC LIMIT \(searchRankWindow))
            ) GROUP BY COALESCE(documentId, -expenseId)
            """
        let arguments: StatementArguments =
            [pattern] + (scope?.pageArguments ?? []) + filters.arguments + [pattern]
            + (scope?.expenseArguments ?? []) + filters.arguments
        // Only the best hits are joined for the columns shown.
        let sql = """
            \(hitColumns)
            FROM (SELECT * FROM (\(base)) ORDER BY score, documentId DESC, expenseId DESC LIMIT ?) h
            LEFT JOIN document d ON d.id = h.documentId
            LEFT JOIN expense e ON e.id = COALESCE(
                h.expenseId, (SELECT id FROM expense WHERE expense.documentId = h.documentId ORDER BY id LIMIT 1))
            ORDER BY h.score, h.documentId DESC, e.id DESC
            """
        return (sql, arguments)
    }

    /// A search without words: the documents and expenses that pass the filters, newest day
    /// first; its last argument, the number of hits, is left to the caller.
    private static func listingSQL(
        _ request: SearchRequest, filters: SearchFilters
    ) -> (String, StatementArguments) {
        let condition = filters.sql
        let day = SearchFilters.day
        var arguments = filters.arguments
        let base: String
        if filters.onExpense {
            // Expense-driven: an amount, day, category or status narrows them through an
            // index; a dated range is also asked of the expense's own date, which the
            // index answers (an expense without a date is outside any range).
            var dated = ""
            if let from = request.from {
                dated += " AND e.date >= ?"
                arguments += [from.description]
            }
            if let to = request.to {
                dated += " AND e.date <= ?"
                arguments += [to.description]
            }
            base = """
                SELECT e.documentId AS documentId, e.id AS expenseId, 0.0 AS score, NULL AS pageId
                FROM expense e LEFT JOIN document d ON d.id = e.documentId WHERE 1\(condition)\(dated)
                """
        } else {
            base = """
                SELECT d.id AS documentId, e.id AS expenseId, 0.0 AS score, NULL AS pageId
                FROM document d LEFT JOIN expense e ON e.documentId = d.id WHERE 1\(condition)
                UNION ALL
                SELECT NULL, e.id, 0.0, NULL FROM expense e LEFT JOIN document d ON d.id = e.documentId
                WHERE e.documentId IS NULL\(condition)
                """
            arguments += filters.arguments
        }
        let sql = """
            \(hitColumns)
            FROM (\(base)) h
            LEFT JOIN document d ON d.id = h.documentId
            LEFT JOIN expense e ON e.id = h.expenseId
            ORDER BY \(day) DESC, h.documentId DESC, h.expenseId DESC
            LIMIT ?
            """
        return (sql, arguments)
    }

    /// The hits of a search's rows, with snippets of the matching words (`pattern`) for
    /// the hits returned only, one query per index.
    private static func hits(
        _ rows: [Row], pattern: String?, highlight: (String, String), _ db: Database
    ) throws -> [SearchHit] {
        var pageSnippets: [Int64: String] = [:]
        var expenseSnippets: [Int64: String] = [:]
        if let pattern {
            let pageIds = rows.compactMap { $0["pageId"] as Int64? }
            let expenseIds = rows.filter { ($0["pageId"] as Int64?) == nil }.compactMap {
                $0["expenseId"] as Int64?
            }
            pageSnippets = try Self.snippets(
                in: "pageSearch", column: 0, ids: pageIds, pattern: pattern, highlight: highlight, db)
            expenseSnippets = try Self.snippets(
                in: "expenseSearch", column: -1, ids: expenseIds, pattern: pattern, highlight: highlight, db
            )
        }
        return rows.map { row in
            let documentId: Int64? = row["documentId"]
            let expenseId: Int64? = row["expenseId"]
            let pageId: Int64? = row["pageId"]
            let snippet = pageId.map { pageSnippets[$0] } ?? expenseId.flatMap { expenseSnippets[$0] }
            let amount: Int64? = row["amountMinor"]
            let code: String? = row["currency"]
            return SearchHit(
                documentId: documentId, expenseId: expenseId,
                kind: (row["kind"] as String?).flatMap(DocumentKind.init(rawValue:)), name: row["originalName"],
                merchant: row["merchant"],
                total: amount.flatMap { amount in code.flatMap { try? Money(minorUnits: amount, currency: $0) } },
                date: (row["date"] as String?).flatMap(CalendarDate.init(iso:)), journeyId: row["journeyId"],
                status: (row["status"] as String?).flatMap(ExpenseStatus.init(rawValue:)), score: row["score"] ?? 0,
                snippet: snippet)
        }
    }
}

extension Vault {
    /// The snippet of each row `ids` of a full-text index `table` (`column` -1: the best of its
    /// columns). One query: the ids bound the index's rowid range, so the words' matches are
    /// read once, not once per id.
    static func snippets(
        in table: String, column: Int, ids: [Int64], pattern: String, highlight: (String, String), _ db: Database
    ) throws -> [Int64: String] {
        guard let low = ids.min(), let high = ids.max() else { return [:] }
        let list = Set(ids).map(String.init).joined(separator: ",")
        var result: [Int64: String] = [:]
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT rowid, snippet(\(table), \(column), ?, ?, '…', 12) AS snippet FROM \(table)
                WHERE \(table) MATCH ? AND rowid BETWEEN ? AND ? AND +rowid IN (\(list))
                """,
            arguments: [highlight.0, highlight.1, pattern, low, high])
        for row in rows { result[row["rowid"]] = (row["snippet"] as String?).map(SnippetText.tidied) }
        return result
    }
}

/// SQL pieces for amounts, which are integer minor units in each expense's own currency.
enum SearchSQL {
    /// `amount` in minor units for every number of digits a currency can have, where exact.
    static func candidateMinorUnits(_ amount: Decimal) -> [Int64] {
        Set(
            [0, 2, 3, 4].compactMap { digits -> Int64? in
                var value = amount
                for _ in 0..<digits { value *= 10 }
                var rounded = Decimal()
                NSDecimalRound(&rounded, &value, 0, .plain)
                return rounded == value ? Int64(rounded.description) : nil
            }
        ).sorted()
    }

    /// `amount` in the minor units of an expense's currency (rounded up for a lower bound, down
    /// for an upper bound, or exact: NULL where the currency has too few digits). With the
    /// `currency` known (the search filters on it) this is a plain integer, which SQLite
    /// compares without work per row; otherwise a `CASE` over the expense's currency. Built
    /// from integers only, so it needs no arguments.
    static func minorUnits(_ amount: Decimal, rounding: NSDecimalNumber.RoundingMode?, currency: String? = nil)
        -> String
    {
        func scaled(_ digits: Int) -> String {
            var value = amount
            for _ in 0..<digits { value *= 10 }
            var rounded = Decimal()
            NSDecimalRound(&rounded, &value, 0, rounding ?? .plain)
            if rounding == nil && rounded != value { return "NULL" }
            return Int64(rounded.description).map(String.init) ?? "NULL"
        }
        if let currency { return scaled(CurrencyCode.minorUnitDigits(currency) ?? 2) }
        func list(_ codes: Set<String>) -> String { codes.sorted().map { "'\($0)'" }.joined(separator: ",") }
        return """
            (CASE WHEN e.currency IN (\(list(CurrencyCode.zeroDigit))) THEN \(scaled(0)) \
            WHEN e.currency IN (\(list(CurrencyCode.threeDigits))) THEN \(scaled(3)) \
            WHEN e.currency IN (\(list(CurrencyCode.fourDigits))) THEN \(scaled(4)) ELSE \(scaled(2)) END)
            """
    }
}
