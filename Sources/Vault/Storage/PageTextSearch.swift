import Foundation
import GRDB

/// One page whose text holds every word of a query.
public struct PageTextHit: Sendable, Hashable {
    public var documentId: Int64
    public var originalName: String
    public var page: Int
    /// A short part of the page around the matches; each match is enclosed in
    /// ``PageTextHit/matchStart`` and ``PageTextHit/matchEnd``.
    public var snippet: String

    /// Marks the start of a matched word in ``snippet`` (a control character no page holds).
    public static let matchStart = "\u{2}"
    /// Marks the end of a matched word in ``snippet``.
    public static let matchEnd = "\u{3}"
}

extension Vault {
    /// Pages whose text contains every word of `query` (as a word prefix; case and accents
    /// ignored), best match first, at most `limit`. The query is taken as plain words by
    /// `SearchTerms`, the one builder of FTS5 patterns, never as FTS syntax: `18.40` or
    /// `Saint-Germain` are searched as written.
    public func pageTextHits(_ query: String, limit: Int = 50) throws -> [PageTextHit] {
        guard let pattern = SearchTerms(query, amountsAndDays: false).ftsPattern else { return [] }
        return try database.pool.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT page.documentId, document.originalName, page.number,
                           snippet(pageSearch, 0, ?, ?, '…', 16) AS snippet
                    FROM pageSearch
                    JOIN page ON page.id = pageSearch.rowid
                    JOIN document ON document.id = page.documentId
                    WHERE pageSearch MATCH ?
                    ORDER BY bm25(pageSearch), page.documentId, page.number
                    LIMIT ?
                    """,
                arguments: [PageTextHit.matchStart, PageTextHit.matchEnd, pattern, max(1, limit)]
            ).map { row in
                PageTextHit(
                    documentId: row["documentId"], originalName: row["originalName"], page: row["number"],
                    snippet: SnippetText.tidied(row["snippet"] ?? ""))
            }
        }
    }
}
