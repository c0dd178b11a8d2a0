import Foundation
import Reading

/// A search query as typed, split into words (searched in the text), amounts (`18.40`,
/// `18,40`: expenses with that total) and days (`2025-03-12`, `12.03.2025`, `12/03/2025`:
/// expenses of that day). Any input is accepted: the FTS5 pattern is built from quoted
/// letter-and-digit runs only, so quotes, operators (`AND`, `NEAR`, `*`, `:`, `-`) and
/// parentheses in the input are never FTS syntax.
public struct SearchTerms: Sendable, Equatable {
    /// Each word as its letter-and-digit runs (`Saint-Germain` -> `saint`, `germain`).
    public var words: [[String]] = []
    public var amounts: [Decimal] = []
    public var dates: [CalendarDate] = []

    /// At most this many words and this many characters are read.
    static let maxWords = 16
    static let maxLength = 1000

    /// - Parameter amountsAndDays: whether an amount or a day is read as one (and searched
    ///   for in expenses); false searches every token as words of the text (`18.40` as
    ///   `18`, `40`), as the page search of `vault serve` does.
    public init(_ text: String, amountsAndDays: Bool = true) {
        for piece in text.prefix(Self.maxLength).split(whereSeparator: \.isWhitespace).prefix(Self.maxWords * 2) {
            let token = String(piece)
            if amountsAndDays, let amount = Self.amount(token) {
                amounts.append(amount)
            } else if amountsAndDays, let date = Self.date(token) {
                dates.append(date)
            } else {
                let runs = Self.runs(token)
                if !runs.isEmpty && words.count < Self.maxWords { words.append(runs) }
            }
        }
    }

    public var isEmpty: Bool { words.isEmpty && amounts.isEmpty && dates.isEmpty }

    /// The FTS5 pattern: every word a quoted phrase with a prefix star, all of them required
    /// (`"saint germain"* "cafe"*`); nil without words.
    public var ftsPattern: String? {
        guard !words.isEmpty else { return nil }
        return words.map { "\"" + $0.joined(separator: " ") + "\"*" }.joined(separator: " ")
    }

    /// Letter and digit runs, lower-cased; everything else separates.
    static func runs(_ token: String) -> [String] {
        token.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
            .filter { $0.unicodeScalars.allSatisfy { $0 != "\"" } }
    }

    /// `18.40`, `18,40`, `1200.5`: digits, one `.` or `,`, one to three decimals.
    static func amount(_ token: String) -> Decimal? {
        let separators = token.filter { $0 == "." || $0 == "," }
        guard separators.count == 1, token.count <= 16 else { return nil }
        let parts = token.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "." || $0 == "," })
        guard parts.count == 2, (1...12).contains(parts[0].count), (1...3).contains(parts[1].count),
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        return Money.parseDecimal("\(parts[0]).\(parts[1])")
    }

    /// `2025-03-12`, or day first: `12.03.2025`, `12/03/2025`.
    static func date(_ token: String) -> CalendarDate? {
        if let iso = CalendarDate(iso: token) { return iso }
        let parts = token.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "." || $0 == "/" })
        guard parts.count == 3, parts[2].count == 4, (1...2).contains(parts[0].count), (1...2).contains(parts[1].count),
            let day = Int(parts[0]), let month = Int(parts[1]), let year = Int(parts[2])
        else { return nil }
        return CalendarDate(year: year, month: month, day: day)
    }
}
