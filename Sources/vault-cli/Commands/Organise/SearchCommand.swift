import ArgumentParser
import Foundation
import Reading
import Vault

/// `vault search QUERY`: full-text search over everything vault has read.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find documents and expenses by their words, amounts and dates.",
        discussion: """
            Searches the text read from every page (OCR or PDF text), merchants and notes. Case \
            and accents are ignored (cafe finds Café), every word also matches as a prefix \
            (flor finds Flore), and all words must occur. An amount (18.40 or 18,40) finds \
            expenses with that total, a date (2025-03-12, 12.03.2025) expenses of that day. The \
            best matches come first, each with the words around the match.

            Examples:
              vault search "hotel invoice" --journey paris
              vault search cafe --from 2025-03-01 --to 2025-03-31 --max 20
              vault search 18,40
              vault search taxi --currency EUR --status confirmed --json
              vault search -tax   (a word may start with -; after -- anything is a word)
            """)

    @OptionGroup var vault: VaultOptions

    /// Unrecognized dash words are query words too (`vault search -tax` looks for tax); a
    /// `--word` that is no option is still refused, unless given after `--`.
    @Argument(parsing: .allUnrecognized, help: "What to look for (words, an amount, a date).")
    var query: [String] = []

    @Option(help: "Only this journey.")
    var journey: String?

    @Option(help: "From this day (YYYY-MM-DD): the expense's date, else the day it was imported.")
    var from: CalendarDate?

    @Option(help: "Up to this day (YYYY-MM-DD).")
    var to: CalendarDate?

    @Option(help: "Totals of at least this much (in each expense's currency).")
    var min: String?

    @Option(help: "Totals of at most this much.")
    var max: String?

    @Option(help: "Only expenses in this currency (ISO 4217).")
    var currency: String?

    @Option(help: "Only expenses in this category.")
    var category: String?

    @Option(help: "Only expenses or documents with this tag.")
    var tag: String?

    @Option(help: "Only expenses with this status: draft, confirmed or rejected.")
    var status: ExpenseStatus?

    @Option(help: "Only documents of this kind: receipt, invoice, booking or other.")
    var kind: DocumentKind?

    @Option(help: "At most this many results (1-1000).")
    var limit = 20

    @Flag(help: "Print JSON: an array of hits, best first.")
    var json = false

    func validate() throws {
        if let unknown = query.first(where: { $0.hasPrefix("--") && $0.count > 2 }),
            !CommandLine.arguments.contains("--")
        {
            throw ValidationError(
                "unknown option '\(unknown)'; to search for a word starting with -, put it after --: "
                    + "vault search -- \(unknown)")
        }
        guard (1...1000).contains(limit) else { throw ValidationError("--limit must be 1-1000, got \(limit)") }
        for (name, value) in [("--min", min), ("--max", max)] {
            if let value, TypedDecimal.parse(value) == nil {
                throw ValidationError("\(name) must be an amount like 12.30 or 12,30, got '\(value)'")
            }
        }
        if let from, let to, to < from { throw ValidationError("--to \(to) is before --from \(from)") }
        try CurrencyArgument.validate(currency, option: "--currency")
    }

    struct HitJSON: Encodable {
        var documentId: Int64?
        var expenseId: Int64?
        var kind: String?
        var name: String?
        var merchant: String?
        var total: String?
        var currency: String?
        var date: String?
        var journey: String?
        var score: Double
        var snippet: String?
    }

    func run() throws {
        let opened = try vault.open()
        var request = SearchRequest(query.joined(separator: " "))
        request.journey = journey
        request.from = from
        request.to = to
        request.min = min.flatMap(TypedDecimal.parse)
        request.max = max.flatMap(TypedDecimal.parse)
        request.currency = currency
        request.category = category
        request.tag = tag
        request.status = status
        request.kind = kind
        request.limit = limit
        let colour = !json && isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        // Private-use marks, turned into bold only after the page text is escaped.
        request.highlight = colour ? ("\u{E000}", "\u{E001}") : ("[", "]")
        let hits = try opened.search(request)
        let journeys = try opened.journeySlugs()
        let rows = hits.map { hit in
            HitJSON(
                documentId: hit.documentId, expenseId: hit.expenseId, kind: hit.kind?.rawValue, name: hit.name,
                merchant: hit.merchant, total: hit.total?.decimalString, currency: hit.total?.currency,
                date: hit.date?.description, journey: hit.journeyId.flatMap { journeys[$0] }, score: hit.score,
                snippet: hit.snippet?.replacingOccurrences(of: "\n", with: " "))
        }
        if json { return try Terminal.printJSON(rows) }
        guard !rows.isEmpty else {
            print("Nothing found.")
            return
        }
        for row in rows {
            let what = row.documentId.map { "document \($0)" } ?? "expense \(row.expenseId ?? 0)"
            let total = row.total.map { "\($0) \(row.currency ?? "")" }
            let parts = [
                what, row.kind, row.date, total, row.merchant ?? row.name, row.journey.map { "journey \($0)" },
            ]
            print(parts.compactMap { $0 }.joined(separator: "  "))
            if let snippet = row.snippet {
                Swift.print(
                    SafeOutput.escaped("    \(snippet)").replacingOccurrences(of: "\u{E000}", with: "\u{1B}[1m")
                        .replacingOccurrences(of: "\u{E001}", with: "\u{1B}[0m"))
            }
        }
        // A full page may have stopped short: say so, and how to see more.
        if rows.count >= limit { print("(the first \(limit) shown; there may be more: --limit N shows up to 1000)") }
    }
}
