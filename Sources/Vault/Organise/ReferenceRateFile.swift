import Foundation
import Reading

/// The euro foreign exchange reference rates as the European Central Bank publishes them, read
/// from the CSV text of either file:
///
/// - the history, `eurofxref-hist.csv`: a header `Date,USD,JPY,...,` (with a trailing comma),
///   then one line per business day, newest first, `2026-11-27,1.0543,160.12,N/A,...,`;
/// - the day's rates, `eurofxref.csv`: `Date, USD, JPY, ..., ` then one line
///   `27 November 2026, 1.0543, 160.12, ..., ` (cells padded with a space).
///
/// A rate is how many units of the column's currency 1 EUR is worth. `N/A` (or an empty cell)
/// is no rate that day. Columns of former currencies vault does not know (CYP, ROL, ...) are
/// left out and named in ``leftOut``. Anything else that is not in this layout is refused with
/// the number of its line: a file is stored whole or not at all.
public struct ReferenceRateFile: Sendable, Equatable {
    /// One rate of one day: an index into ``currencies`` and the decimal string as published.
    public struct Rate: Sendable, Equatable {
        public var currency: Int
        public var rate: String
    }

    /// One business day of the file and its rates (cells with `N/A` are absent).
    public struct Day: Sendable, Equatable {
        public var date: CalendarDate
        public var rates: [Rate]
    }

    /// The currencies of the columns kept, in the file's order.
    public var currencies: [String]
    /// The codes of the columns left out because vault does not know them (former currencies).
    public var leftOut: [String]
    /// The days in the file's order (newest first, as published).
    public var days: [Day]

    /// The line the error is on (1 is the header) and what is wrong there.
    public struct Problem: Error, Sendable, Equatable {
        public var line: Int
        public var reason: String
    }

    /// Reads the CSV text of either ECB file. Throws a ``Problem`` naming the first bad line.
    public static func parse(_ data: Data) throws -> ReferenceRateFile {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        let header = lines.first.map(cells) ?? []
        guard header.first == "Date" else {
            let shown = lines.first.map { String(decoding: $0.prefix(40), as: UTF8.self) } ?? ""
            throw Problem(
                line: 1,
                reason: "the first line should be the ECB's header `Date,USD,JPY,...`, not '\(shown)'")
        }
        var codes = Array(header.dropFirst())
        if codes.last == "" { codes.removeLast() }
        guard !codes.isEmpty else { throw Problem(line: 1, reason: "the header names no currency") }
        var columns: [Int?] = []
        var currencies: [String] = []
        var leftOut: [String] = []
        for code in codes {
            guard code.utf8.count == 3, code.utf8.allSatisfy({ (0x41...0x5A).contains($0) }) else {
                throw Problem(line: 1, reason: "'\(code)' in the header is not a currency code such as USD")
            }
            guard !currencies.contains(code), !leftOut.contains(code) else {
                throw Problem(line: 1, reason: "\(code) is named twice in the header")
            }
            if CurrencyCode.isKnown(code) {
                columns.append(currencies.count)
                currencies.append(code)
            } else {
                columns.append(nil)
                leftOut.append(code)
            }
        }
        var days: [Day] = []
        var seen: [CalendarDate: Int] = [:]
        for (index, line) in lines.enumerated().dropFirst() {
            let number = index + 1
            var row = cells(line)
            if row.count == 1 && row[0].isEmpty { continue }
            if row.count == codes.count + 2 && row.last == "" { row.removeLast() }
            guard row.count == codes.count + 1 else {
                throw Problem(
                    line: number,
                    reason: "\(row.count - 1) values for the header's \(codes.count) currencies")
            }
            guard let date = day(row[0]) else {
                throw Problem(
                    line: number, reason: "'\(row[0])' is not a day such as 2026-11-27 or 27 November 2026")
            }
            if let earlier = seen[date] {
                throw Problem(line: number, reason: "\(date) is listed again (first on line \(earlier))")
            }
            seen[date] = number
            var rates: [Rate] = []
            rates.reserveCapacity(currencies.count)
            for (offset, cell) in row.dropFirst().enumerated() {
                if cell == "N/A" || cell.isEmpty { continue }
                guard isRate(cell) else {
                    throw Problem(line: number, reason: "'\(cell)' is not a rate for \(codes[offset])")
                }
                if let column = columns[offset] { rates.append(Rate(currency: column, rate: cell)) }
            }
            days.append(Day(date: date, rates: rates))
        }
        guard !days.isEmpty else { throw Problem(line: lines.count, reason: "the file holds no day's rates") }
        return ReferenceRateFile(currencies: currencies, leftOut: leftOut, days: days)
    }

    /// The cells of one line: split at commas, spaces, tabs and a carriage return trimmed.
    private static func cells(_ line: ArraySlice<UInt8>) -> [String] {
        line.split(separator: 0x2C, omittingEmptySubsequences: false).map { cell in
            var part = cell[...]
            while let last = part.last, last == 0x20 || last == 0x09 || last == 0x0D { part.removeLast() }
            while let first = part.first, first == 0x20 || first == 0x09 { part.removeFirst() }
            return String(decoding: part, as: UTF8.self)
        }
    }

    /// A positive decimal with a `.` point, as the ECB writes them (`1.0543`, `160.12`, `7.4604`).
    static func isRate(_ text: String) -> Bool {
        var digits = 0
        var points = 0
        var nonZero = false
        for byte in text.utf8 {
            switch byte {
            case 0x30...0x39:
                digits += 1
                if byte != 0x30 { nonZero = true }
            case 0x2E:
                guard digits > 0 else { return false }
                points += 1
            default: return false
            }
        }
        return points <= 1 && nonZero && text.utf8.last != 0x2E && digits <= 20
    }

    private static let months = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december",
    ]

    /// `2026-11-27` (the history) or `27 November 2026` (the day's file).
    static func day(_ text: String) -> CalendarDate? {
        if let iso = CalendarDate(iso: text) { return iso }
        let parts = text.split(separator: " ")
        guard parts.count == 3, parts[0].count <= 2, parts[2].count == 4, let day = Int(parts[0]),
            let month = months.firstIndex(of: parts[1].lowercased()), let year = Int(parts[2])
        else { return nil }
        return CalendarDate(year: year, month: month + 1, day: day)
    }
}
