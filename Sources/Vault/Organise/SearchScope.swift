import GRDB

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

    /// Documents and expenses filed in a journey, either themselves or through each other.
    static func journey(_ id: Int64) -> SearchScope {
        SearchScope(
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

    /// Documents and expenses with a tag, either themselves or through each other.
    static func tag(_ id: Int64) -> SearchScope {
        SearchScope(
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
