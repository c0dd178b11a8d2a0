import Foundation

/// A brand of shop, restaurant, fuel station or hotel, as OpenStreetMap's name-suggestion-index
/// names it (`BrandTable`).
public struct Brand: Sendable, Hashable {
    /// The name people call it by (`Lidl`, `McDonald's`).
    public var name: String
    /// The kind of place, as an OpenStreetMap tag (`shop=supermarket`, `amenity=restaurant`,
    /// `amenity=fuel`).
    public var kind: String

    public init(name: String, kind: String) {
        self.name = name
        self.kind = kind
    }
}

/// The brand table, read once: each brand's names folded to lower-case ASCII words
/// (`lidl deutschland`), and the same without spaces for web addresses and slips of OCR.
struct BrandIndex: Sendable {
    let brands: [Brand]
    /// A name's words joined by one space -> its brand.
    let byName: [String: Int]
    /// A name's letters and digits without spaces (`mcdonalds`) -> its brand.
    let byLetters: [String: Int]
    /// The names without spaces, by length: where a name read with a slip is looked for.
    let lettersByLength: [Int: [String]]

    /// The table shipped with vault.
    static let shared = BrandIndex(rows: BrandTable.rows)

    /// Reads rows of `kind<TAB>display name<TAB>name|name...`; a malformed row is skipped.
    /// Read by bytes: every reader process reads the table's 16,000 rows before its first
    /// name, and Swift's splitting by characters took most of that.
    init(rows: String) {
        var brands: [Brand] = []
        var byName: [String: Int] = [:]
        var byLetters: [String: Int] = [:]
        var lettersByLength: [Int: [String]] = [:]
        var text = rows
        text.withUTF8 { bytes in
            for row in bytes.split(separator: UInt8(ascii: "\n")) {
                let fields = row.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
                guard fields.count == 3 else { continue }
                let index = brands.count
                brands.append(
                    Brand(
                        name: String(decoding: fields[1], as: UTF8.self),
                        kind: String(decoding: fields[0], as: UTF8.self)))
                for name in fields[2].split(separator: UInt8(ascii: "|")) {
                    byName[String(decoding: name, as: UTF8.self)] = index
                    let letters = String(decoding: name.filter { $0 != UInt8(ascii: " ") }, as: UTF8.self)
                    if byLetters.updateValue(index, forKey: letters) == nil {
                        lettersByLength[letters.count, default: []].append(letters)
                    }
                }
            }
        }
        self.brands = brands
        self.byName = byName
        self.byLetters = byLetters
        self.lettersByLength = lettersByLength
    }

    /// `text` folded as the table's names are: lower case, accents dropped, apostrophes and
    /// `&` gone, words of ASCII letters and digits (`McDonald's` -> `mcdonalds`).
    static func words(of text: String) -> [String] {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
            .replacingOccurrences(of: "'", with: "").replacingOccurrences(of: "\u{2019}", with: "")
        return folded.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }).map(String.init)
    }

    /// The brand whose name without spaces is `letters` give or take `slips` letters (added,
    /// dropped or read otherwise); nil when none is, or when two brands are equally near.
    func brand(nearLetters letters: String, slips: Int) -> Int? {
        if let exact = byLetters[letters] { return exact }
        guard slips > 0 else { return nil }
        var found: Int?
        for length in (letters.count - slips)...(letters.count + slips) {
            for candidate in lettersByLength[length] ?? [] where Self.distance(letters, candidate, atMost: slips) {
                guard let index = byLetters[candidate] else { continue }
                if let found, found != index { return nil }
                found = index
            }
        }
        return found
    }

    /// The one brand whose folded letters are `letters` with a single letter changed into one
    /// OCR reads it for (`barloute` for `barlouie`: `I` read as `T`; `NameSpelling.confusions`);
    /// nil when none or several are.
    func brand(confusedLetters letters: String) -> Int? {
        // Compared by bytes (both are folded ASCII): asked of every clearly read line at the top.
        let read = Array(letters.utf8)
        var found: Int?
        for candidate in lettersByLength[read.count] ?? [] {
            var differing: Int?
            var apart = false
            for (offset, byte) in candidate.utf8.enumerated() where byte != read[offset] {
                if differing != nil {
                    apart = true
                    break
                }
                differing = offset
            }
            guard !apart, let at = differing,
                let printed = candidate.utf8.dropFirst(at).first,
                NameSpelling.confusions[Self.capital(read[at])]?.contains(Self.capital(printed)) == true,
                let index = byLetters[candidate]
            else { continue }
            if let found, found != index { return nil }
            found = index
        }
        return found
    }

    /// The capital of a small ASCII letter's byte (other bytes as they are).
    private static func capital(_ byte: UInt8) -> Character {
        Character(Unicode.Scalar((0x61...0x7A).contains(byte) ? byte - 0x20 : byte))
    }

    /// Whether `a` becomes `b` with at most `limit` letters added, dropped or changed.
    static func distance(_ a: String, _ b: String, atMost limit: Int) -> Bool {
        let a = Array(a.utf8)
        let b = Array(b.utf8)
        guard abs(a.count - b.count) <= limit else { return false }
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let change = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(change, previous[j] + 1, current[j - 1] + 1)
            }
            if current.min() ?? 0 > limit { return false }
            previous = current
        }
        return (previous.last ?? 0) <= limit
    }
}
