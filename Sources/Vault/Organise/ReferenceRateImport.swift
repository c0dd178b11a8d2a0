import Foundation
import GRDB
import Reading
import ZIPFoundation

/// Why a file of reference rates was refused. One line each, naming the file.
public enum ReferenceRateError: Error, CustomStringConvertible, Equatable, Sendable {
    /// No such file.
    case missing(path: String)
    /// The file exists but cannot be read.
    case unreadable(path: String)
    /// Not the ECB's layout; `line` is the first line that is wrong.
    case malformed(path: String, line: Int, reason: String)
    /// A zip that is damaged, holds no CSV file, or a file that would be too large.
    case badArchive(path: String, reason: String)

    public var description: String {
        switch self {
        case .missing(let path): return "\(path): no such file"
        case .unreadable(let path): return "\(path): cannot be read"
        case .malformed(let path, let line, let reason): return "\(path): line \(line): \(reason)"
        case .badArchive(let path, let reason): return "\(path): \(reason)"
        }
    }
}

/// What `vault fx import` stored.
public struct ReferenceRateImport: Sendable, Equatable {
    /// Business days in the file, and how many of them the vault did not hold before.
    public var days: Int
    public var newDays: Int
    /// The first and the last day of the file.
    public var first: CalendarDate
    public var last: CalendarDate
    /// The currencies stored, sorted, and the former ones left out (vault does not know them).
    public var currencies: [String]
    public var leftOut: [String]
    /// Rates stored (one per currency and day that has one).
    public var rates: Int
}

extension Vault {
    /// The largest CSV text read from a file or a zip entry: the full history is about 2.5 MB.
    public static let referenceRateFileLimit = 64 << 20

    /// Reads a file of ECB reference rates (`eurofxref-hist.zip` or `.csv`, `eurofxref.zip` or
    /// `.csv`, told apart by their bytes, not their names) and stores every rate in one
    /// transaction: a day already stored is replaced by the file's, other days are kept. The
    /// rates the user typed (`setRate`) are kept apart and never touched.
    public func importReferenceRates(from url: URL) throws -> ReferenceRateImport {
        let data = try Self.referenceRateText(at: url)
        let file: ReferenceRateFile
        do {
            file = try ReferenceRateFile.parse(data)
        } catch let problem as ReferenceRateFile.Problem {
            throw ReferenceRateError.malformed(path: url.path, line: problem.line, reason: problem.reason)
        }
        // One JSON object per currency, `{"2026-11-26": "1.0511", ...}` oldest day first, and
        // one statement per currency that SQLite expands with json_each: ~30 statements instead
        // of ~200,000, and each currency's rows arrive in the table's key order, so its B-tree
        // grows at the end. Every key and value is checked ASCII (a day, a decimal): nothing to
        // escape. The rates stay strings: never a float.
        var objects = [String](repeating: "", count: file.currencies.count)
        var counts = [Int](repeating: 0, count: file.currencies.count)
        for day in file.days.sorted(by: { $0.date < $1.date }) {
            let date = day.date.description
            for rate in day.rates {
                objects[rate.currency] += (counts[rate.currency] == 0 ? "{" : ",") + "\"\(date)\":\"\(rate.rate)\""
                counts[rate.currency] += 1
            }
        }
        let known = try database.pool.read { db in
            Set(try String.fetchAll(db, sql: "SELECT DISTINCT date FROM referenceRate"))
        }
        try database.pool.write { db in
            let statement = try db.makeStatement(
                sql: """
                    INSERT OR REPLACE INTO referenceRate(currency, date, rate)
                    SELECT ?, key, value FROM json_each(?)
                    """)
            for (index, code) in file.currencies.enumerated().sorted(by: { $0.element < $1.element })
            where counts[index] > 0 {
                try statement.execute(arguments: [code, objects[index] + "}"])
            }
        }
        let sortedDays = file.days.map(\.date).sorted()
        return ReferenceRateImport(
            days: file.days.count, newDays: sortedDays.filter { !known.contains($0.description) }.count,
            first: sortedDays[0], last: sortedDays[sortedDays.count - 1],
            currencies: file.currencies.indices.filter { counts[$0] > 0 }.map { file.currencies[$0] }.sorted(),
            leftOut: file.leftOut, rates: counts.reduce(0, +))
    }

    /// The CSV text of `url`: the file itself, or the one CSV file inside it when it is a zip.
    static func referenceRateText(at url: URL) throws -> Data {
        let path = url.path
        guard FileManager.default.fileExists(atPath: path) else {
            throw ReferenceRateError.missing(path: path)
        }
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw ReferenceRateError.unreadable(path: path)
        }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4)) ?? Data()
        guard head.starts(with: [0x50, 0x4B, 0x03, 0x04]) else {
            try? handle.seek(toOffset: 0)
            guard let data = try? handle.read(upToCount: referenceRateFileLimit + 1) else {
                throw ReferenceRateError.unreadable(path: path)
            }
            guard data.count <= referenceRateFileLimit else {
                throw ReferenceRateError.badArchive(
                    path: path, reason: "is larger than \(referenceRateFileLimit >> 20) MB: not an ECB rates file")
            }
            return data
        }
        return try csvInArchive(url)
    }

    /// The single `.csv` entry of a zip, inflated up to the limit (a zip may lie about sizes).
    private static func csvInArchive(_ url: URL) throws -> Data {
        let path = url.path
        let archive: Archive
        do {
            archive = try Archive(url: url, accessMode: .read)
        } catch {
            throw ReferenceRateError.badArchive(path: path, reason: "not a zip archive, or truncated")
        }
        let entries = archive.filter { $0.type == .file && $0.path.lowercased().hasSuffix(".csv") }
        guard entries.count == 1, let entry = entries.first else {
            throw ReferenceRateError.badArchive(
                path: path,
                reason: entries.isEmpty
                    ? "the zip holds no .csv file (the ECB's holds eurofxref-hist.csv or eurofxref.csv)"
                    : "the zip holds \(entries.count) .csv files; unpack the one to import")
        }
        let limit = referenceRateFileLimit
        guard entry.uncompressedSize <= UInt64(limit) else {
            throw ReferenceRateError.badArchive(
                path: path, reason: "\(entry.path) would inflate past \(limit >> 20) MB")
        }
        var data = Data()
        do {
            _ = try archive.extract(entry) { piece in
                guard data.count + piece.count <= limit else {
                    throw ReferenceRateError.badArchive(path: path, reason: "")
                }
                data.append(piece)
            }
        } catch {
            throw ReferenceRateError.badArchive(
                path: path, reason: "\(entry.path) cannot be inflated (damaged or too large)")
        }
        return data
    }
}
