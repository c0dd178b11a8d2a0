import GRDB
import Reading

/// Every page and every expense a filtered search can return, listed through an index: the
/// documents of a journey, those with a tag, the expenses with an amount or of a day named in
/// the query. A superset (the filters themselves are still checked); with it a word search ranks
/// only the matches inside it, instead of checking the filters on every match of the words.
struct SearchScope {
    /// SQL selecting the ids of the pages in scope.
    var pages: String
    var pageArguments = StatementArguments()
    /// SQL selecting the ids of the expenses in scope.
    var expenses: String
    var expenseArguments = StatementArguments()

    /// Above this many listed documents and expenses, starting from them costs more than checking
    /// the filters on the newest matches (listing costs about 3 µs a row, and at this size the
    /// filter passes often enough that few matches are checked).
    static let maxRows = 10_000

    /// Whether `rows` (SQL selecting one row per listed document or expense) lists at most
    /// ``maxRows``; counted through the same index, stopping past the limit.
    static func isSmall(_ rows: String, _ arguments: StatementArguments, in db: Database) throws -> Bool {
        let count = try Int.fetchOne(
            db, sql: "SELECT COUNT(*) FROM (\(rows) LIMIT \(maxRows + 1))", arguments: arguments)
        return (count ?? 0) <= maxRows
    }

    /// Expenses whose total, in minor units, is one of `minorUnits`.
    static func amounts(_ minorUnits: [Int64]) -> SearchScope {
        let list = minorUnits.isEmpty ? "NULL" : minorUnits.map(String.init).joined(separator: ",")
        return SearchScope(
            pages:
                "SELECT id FROM page WHERE documentId IN (SELECT documentId FROM expense WHERE amountMinor IN (\(list)))",
            expenses: "SELECT id FROM expense WHERE amountMinor IN (\(list))")
    }

    /// Expenses of one day, and their documents.
    static func day(_ day: CalendarDate) -> SearchScope {
        SearchScope(
            pages: "SELECT id FROM page WHERE documentId IN (SELECT documentId FROM expense WHERE date = ?)",
            pageArguments: [day.description],
            expenses: "SELECT id FROM expense WHERE date = ?", expenseArguments: [day.description])
    }

    /// Documents and expenses filed in a journey, either themselves or through each other; nil
    /// for a journey too big to start from.
    static func journey(_ id: Int64, in db: Database) throws -> SearchScope? {
        let rows = "SELECT 1 FROM document WHERE journeyId = ? UNION ALL SELECT 1 FROM expense WHERE journeyId = ?"
        guard try isSmall(rows, [id, id], in: db) else { return nil }
        return SearchScope(
            pages: """
                SELECT id FROM page WHERE documentId IN (
                    SELECT id FROM document WHERE journeyId = ? UNION ALL SELECT documentId FROM expense WHERE journeyId = ?)
                """,
            pageArguments: [id, id],
            expenses: """
                SELECT id FROM expense WHERE journeyId = ?
                UNION ALL SELECT expense.id FROM document JOIN expense ON expense.documentId = document.id
                WHERE document.journeyId = ?
                """,
            expenseArguments: [id, id])
    }

    /// Documents and expenses with a tag, either themselves or through each other; nil for a
    /// tag too common to start from.
    static func tag(_ id: Int64, in db: Database) throws -> SearchScope? {
        let rows = "SELECT 1 FROM documentTag WHERE tagId = ? UNION ALL SELECT 1 FROM expenseTag WHERE tagId = ?"
        guard try isSmall(rows, [id, id], in: db) else { return nil }
        return SearchScope(
            pages: """
                SELECT id FROM page WHERE documentId IN (
                    SELECT documentId FROM documentTag WHERE tagId = ?
                    UNION ALL SELECT expense.documentId FROM expenseTag JOIN expense ON expense.id = expenseTag.expenseId
                    WHERE expenseTag.tagId = ?)
                """,
            pageArguments: [id, id],
            expenses: """
                SELECT expenseId FROM expenseTag WHERE tagId = ?
                UNION ALL SELECT expense.id FROM documentTag JOIN expense ON expense.documentId = documentTag.documentId
                WHERE documentTag.tagId = ?
                """,
            expenseArguments: [id, id])
    }
}
