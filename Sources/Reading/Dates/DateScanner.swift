import Foundation

/// A date found in a line, with what is known about how it was written.
struct FoundDate: Sendable {
    var date: CalendarDate
    /// Where in the line's text it starts: the offset of its first character.
    var start: Int
    /// Where in the line's text it ends: the offset after its last character (for "a time
    /// follows" checks).
    var end: Int
    /// Read from numbers that allow day-first and month-first alike (`03/04/2025`).
    var ambiguous: Bool
    /// Repaired from a damaged print (`2703/2018`): less certain.
    var repaired: Bool
    /// Numbers that give a date only in the order the receipt does not use (`01/14/2017` on a
    /// receipt dated day first): printed so, or a digit of the month misread.
    var againstOrder = false
    /// The month printed as a word (`12 Mar 2025`, `JUN03'14`): the order of day and month is
    /// never in doubt, and only the day's and year's digits can be misread.
    var namedMonth = false
}

/// How numeric dates are ordered where both readings are possible.
enum DateOrder: Sendable {
    case dayFirst
    case monthFirst
}

/// Finds dates in text: ISO (`2025-03-12`), numeric with `/ . -` in day-first or month-first
/// order and 2- or 4-digit years, month names in several languages (`12 Mar 2025`,
/// `18. April 2025`, `OCT 3, 2016`, `05-AUG-2017`), and dates whose separator was lost
/// (`2703/2018`, `27/032018`) or faded to a space (`05 02-18`).
enum DateScanner {
    static func dates(in text: String, order: DateOrder) -> [FoundDate] {
        let tokens = DateTokens(text)
        var found: [FoundDate] = []
        var index = 0
        while index < tokens.items.count {
            if !continuesACode(tokens, at: index), let (date, used) = match(tokens, at: index, order: order) {
                found.append(
                    FoundDate(
                        date: date.date, start: tokens.items[index].end - tokens.items[index].text.count,
                        end: tokens.items[index + used - 1].end,
                        ambiguous: date.ambiguous, repaired: date.repaired, againstOrder: date.againstOrder,
                        namedMonth: date.namedMonth))
                index += used
            } else {
                index += 1
            }
        }
        return found
    }

    /// Whether token `i` goes on a run of numbers glued by separators (`MI11/3-21 - 12/480`, an
    /// article code): `3-21 - 12` there is no date, as a date is never the tail of such a run.
    private static func continuesACode(_ t: DateTokens, at i: Int) -> Bool {
        guard i >= 2, t.items[i].kind == .number, t.items[i - 1].kind == .separator, t.items[i - 2].kind == .number
        else { return false }
        let start = t.items[i].end - t.items[i].text.count
        return t.items[i - 1].end == start && t.items[i - 2].end == start - 1
    }

    private struct Reading {
        var date: CalendarDate
        var ambiguous = false
        var repaired = false
        var againstOrder = false
        var namedMonth = false
    }

    /// What marks a two-digit year (`Jun28'17`) as OCR reads it: the apostrophe, a right quote
    /// mark, a prime (`Jun17′13`), an acute accent or a modifier letter apostrophe.
    static let apostrophes: Set<String> = ["'", "\u{2019}", "\u{2032}", "\u{00B4}", "\u{02BC}"]

    /// Tries every date form starting at token `i`; returns the date and the tokens used.
    private static func match(_ t: DateTokens, at i: Int, order: DateOrder) -> (Reading, Int)? {
        let items = t.items
        func number(_ k: Int) -> String? {
            k < items.count && items[k].kind == .number ? items[k].text : nil
        }
        func separator(_ k: Int) -> Character? {
            k < items.count && items[k].kind == .separator ? items[k].text.first : nil
        }
        func month(_ k: Int) -> Int? {
            k < items.count && items[k].kind == .word ? MonthNames.month(items[k].text) : nil
        }
        // A month's name and the tokens it takes: one word, or two that OCR split (`Decem ber`).
        func monthName(_ k: Int) -> (month: Int, used: Int)? {
            if let m = month(k) { return (m, 1) }
            guard k + 1 < items.count, items[k].kind == .word, items[k + 1].kind == .word,
                items[k].text.count >= 3, items[k + 1].text.count >= 2,
                let m = MonthNames.table[items[k].text + items[k + 1].text]
            else { return nil }
            return (m, 2)
        }
        // After the day, the year's tokens start past separators and an apostrophe that marks a
        // two-digit year (`Jun28'17`, `28 Jun '17`).
        func yearStart(after k: Int) -> (index: Int, apostrophe: Bool) {
            var y = k
            while separator(y) != nil || (y < items.count && items[y].text == "de") { y += 1 }
            if y < items.count, apostrophes.contains(items[y].text) { return (y + 1, true) }
            return (y, false)
        }
        func start(_ k: Int) -> Int { items[k].end - items[k].text.count }
        // Two digits followed by an apostrophe and two more are a day before its year
        // (`02 MAY.21'19`: May 21, 2019), never a year themselves.
        func opensApostropheYear(_ k: Int) -> Bool {
            guard k + 2 < items.count, number(k)?.count == 2 else { return false }
            return apostrophes.contains(items[k + 1].text) && number(k + 2)?.count == 2
        }
        // Two digits right before a colon and more digits are the hour of a time, not a year:
        // `Sat 10 Jan 19:30` prints no year.
        func isHour(_ k: Int) -> Bool {
            k + 2 < items.count && items[k].text.count == 2 && items[k + 1].text == ":"
                && items[k + 1].end == items[k].end + 1 && number(k + 2) != nil
        }
        // The index of a four-digit number right after the clock time that begins at `k`
        // (`20:49` or `20:49:53`); nil when none follows.
        func yearAfterTime(at k: Int) -> Int? {
            var next = k + 3
            if next + 1 < items.count, items[next].text == ":", number(next + 1)?.count == 2 { next += 2 }
            return number(next)?.count == 4 ? next : nil
        }
        // Numeric: N sep N sep N with the same separator twice; not a count and a price
        // (`1.  16.00`: spaced after the first point, the price's cents right after the second).
        if let a = number(i), let s1 = separator(i + 1), let b = number(i + 2), let s2 = separator(i + 3),
            s1 == s2, let c = number(i + 4),
            !(s1 == "." && c.count == 2 && start(i + 2) > items[i + 1].end && start(i + 3) == items[i + 2].end
                && start(i + 4) == items[i + 3].end)
        {
            if let reading = numeric(a, b, c, order: order) { return (reading, 5) }
            // The time of day run into the year (`3/1/20185:22:49PM`) or into an ISO date's day
            // (`2017-02-12144838`): the deep engine drops the space between them.
            let cut = a.count == 4 ? 2 : 4
            if c.count > cut, [1, 2, 4, 6].contains(c.count - cut),
                var reading = numeric(a, b, String(c.prefix(cut)), order: order)
            {
                reading.repaired = true
                return (reading, 5)
            }
        }
        // Lost separator: `2703/2018` (ddmm/yyyy) and `27/032018` (dd/mmyyyy).
        if let a = number(i), a.count == 4, let s = separator(i + 1), s != ".", let c = number(i + 2), c.count == 4,
            var reading = numeric(String(a.prefix(2)), String(a.suffix(2)), c, order: order)
        {
            reading.repaired = true
            return (reading, 3)
        }
        if let a = number(i), a.count <= 2, let s = separator(i + 1), s != ".", let c = number(i + 2), c.count == 6,
            var reading = numeric(a, String(c.prefix(2)), String(c.suffix(4)), order: order)
        {
            reading.repaired = true
            return (reading, 3)
        }
        // First separator faded to a space: `05 02-18`, two pairs of digits one space apart.
        // Not where the second pair opens a whole date (`13:28 07/06/15`: minutes, then the date).
        if let a = number(i), a.count == 2, let b = number(i + 1), b.count == 2,
            items[i + 1].end - b.count == items[i].end + 1, let s = separator(i + 2), s == "-" || s == "/",
            let c = number(i + 3), !(separator(i + 4) == s && number(i + 5) != nil),
            var reading = numeric(a, b, c, order: order)
        {
            reading.repaired = true
            return (reading, 4)
        }
        // Compact `27032018` (ddmmyyyy) or `20180327` (yyyymmdd), only with a plausible year.
        // The year must be printed as it is: no `21YY` repair in a run of eight digits, which
        // is as likely an article or registration number (`BattG: 21000628`).
        if let a = number(i), a.count == 8, let yearFirst = Int(a.prefix(4)), let yearLast = Int(a.suffix(4)),
            (1990...2099).contains(yearFirst) || (1990...2099).contains(yearLast)
        {
            let digits = Array(a)
            let dayFirst = numeric(String(digits[0..<2]), String(digits[2..<4]), String(digits[4...]), order: .dayFirst)
            let isoFirst = numeric(String(digits[0..<4]), String(digits[4..<6]), String(digits[6...]), order: .dayFirst)
            if var reading = isoFirst ?? dayFirst {
                reading.repaired = true
                return (reading, 1)
            }
        }
        // Day, month name, year: `12 Mar 2025`, `05-AUG-2017`, `18. April 2025`, `12 de marzo de 2025`.
        if let d = number(i), d.count <= 2 {
            var k = i + 1
            while separator(k) != nil || (k < items.count && items[k].text == "de") { k += 1 }
            if let (m, used) = monthName(k) {
                let y = yearStart(after: k + used).index
                if let printed = number(y), !isHour(y), !opensApostropheYear(y), let year = fullYear(printed),
                    let day = Int(d), let date = CalendarDate(year: year, month: m, day: day)
                {
                    let mended = isMendedYear(printed) || items[k].mended
                    return (Reading(date: date, repaired: mended, namedMonth: true), y - i + 1)
                }
            }
        }
        // Month name, day, year: `OCT 3, 2016`, `March 12 2025`. A two-digit year only after a
        // month name read as printed: `lene 3.11` is a word that lost its first letter and a price.
        // The clock time may stand between the day and a four-digit year, as C's `asctime`
        // prints a date and many tills copy it: `SUN JUN 24 20:49:53 2018`.
        if let (m, used) = monthName(i) {
            var k = i + used
            while separator(k) != nil { k += 1 }
            if let d = number(k), d.count <= 2 {
                var (y, apostrophe) = yearStart(after: k + 1)
                if isHour(y), let afterTime = yearAfterTime(at: y) { (y, apostrophe) = (afterTime, false) }
                let asPrinted = (MonthNames.table[items[i].text] != nil && !items[i].mended) || used == 2
                if let printed = number(y), !isHour(y),
                    printed.count == 4 || asPrinted || apostrophe && printed.count == 2,
                    let year = fullYear(printed), let day = Int(d),
                    let date = CalendarDate(year: year, month: m, day: day)
                {
                    let mended = isMendedYear(printed) || items[i].mended
                    return (Reading(date: date, repaired: mended, namedMonth: true), y - i + 1)
                }
            }
        }
        return nil
    }

    /// `a sep b sep c`: ISO when `a` has four digits, else day/month by the digits and `order`.
    private static func numeric(_ a: String, _ b: String, _ c: String, order: DateOrder) -> Reading? {
        guard let x = Int(a), let y = Int(b), let z = Int(c) else { return nil }
        if a.count == 4 {
            guard b.count <= 2, c.count <= 2, let year = fullYear(a),
                let date = CalendarDate(year: year, month: y, day: z)
            else { return nil }
            _ = x
            return Reading(date: date, repaired: isMendedYear(a))
        }
        guard a.count <= 2, b.count <= 2, c.count == 2 || c.count == 4, let year = fullYear(c) else { return nil }
        _ = z
        // A day no month has, whose first digit is round like a `0` (`92/02/2018`, `63/03/2017`),
        // is that `0` misread.
        let roundZero = x > 31 && a.count == 2 && "689".contains(a.first ?? " ")
        let day = roundZero ? x % 10 : x
        let dayFirst = CalendarDate(year: year, month: y, day: day)
        let monthFirst = roundZero ? nil : CalendarDate(year: year, month: x, day: y)
        let mended = isMendedYear(c) || roundZero
        switch (dayFirst, monthFirst) {
        case (let d?, let m?):
            if d == m { return Reading(date: d, repaired: mended) }
            return Reading(date: order == .dayFirst ? d : m, ambiguous: true, repaired: mended)
        case (let d?, nil): return Reading(date: d, repaired: mended, againstOrder: order == .monthFirst)
        case (nil, let m?): return Reading(date: m, repaired: mended, againstOrder: order == .dayFirst)
        default: return nil
        }
    }

    /// The latest year a document can be dated: two years on (a booking made well ahead).
    static let latestYear = Calendar(identifier: .gregorian).component(.year, from: Date()) + 2

    /// A 4-digit year in 1990...`latestYear`, or a 2-digit year read as 20YY. No document is
    /// dated later, so a later year is a misread one: `21YY` is `20YY` (a `0` read as `1`),
    /// `29YY` is `20YY` (a `0` read as `9`), and a `7` in the decade is a `1` (`2078` and `78`
    /// for `2018`); any other later year is no year.
    static func fullYear(_ text: String) -> Int? {
        guard text.count == 2 || text.count == 4, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text)
        else { return nil }
        let year = text.count == 2 ? 2000 + value : value
        if (1990...latestYear).contains(year) { return year }
        if (2100...2199).contains(year), year - 100 <= latestYear { return year - 100 }
        // `2913` for `2013`: a `0` read as `9`.
        if (2900...2999).contains(year), year - 900 <= latestYear { return year - 900 }
        let digits = Array(String(year))
        if (2000...2099).contains(year), digits[2] == "7",
            let mended = Int(String(digits[0...1]) + "1" + String(digits[3])),
            (1990...latestYear).contains(mended)
        {
            return mended
        }
        // `23-10-92`: a two-digit year of the 1990s.
        return text.count == 2 && value >= 90 ? 1900 + value : nil
    }

    /// Whether the year printed as `text` was read as another year (see `fullYear`).
    static func isMendedYear(_ text: String) -> Bool {
        guard let year = fullYear(text), let value = Int(text) else { return false }
        return year != (text.count == 2 ? 2000 + value : value)
    }
}

/// A line cut into numbers, words and the separators dates use, with OCR slips in numbers
/// undone (`2O18` -> `2018`, `l2` -> `12`).
struct DateTokens {
    enum Kind { case number, word, separator }

    struct Item {
        var kind: Kind
        var text: String
        var end: Int
        /// A month's name read with a digit for a letter (`Ju1`, `0ct`), put right.
        var mended = false
    }

    var items: [Item] = []

    init(_ text: String) {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        var current = ""
        var offset = 0
        func flush() {
            guard !current.isEmpty else { return }
            items.append(contentsOf: DateTokens.split(current, end: offset))
            current = ""
        }
        for character in folded {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else {
                flush()
                if "/.-,".contains(character) {
                    items.append(Item(kind: .separator, text: String(character), end: offset + 1))
                } else if character != " " {
                    // Any other character ends a date (`:` of a time, `%`, brackets).
                    items.append(Item(kind: .word, text: String(character), end: offset + 1))
                }
            }
            offset += 1
        }
        flush()
    }

    /// A word such as `2O18` is a number with a slip; `12Mar2025` splits into its parts; a
    /// month's abbreviation with a digit for a letter before its day (`Ju103` for `Jul03`,
    /// `0ct25`) is mended.
    private static func split(_ word: String, end: Int) -> [Item] {
        if let month = misreadMonth(word, end: end) { return month }
        let digits = word.filter(\.isNumber).count
        let slips: [Character: Character] = ["o": "0", "l": "1", "i": "1", "s": "5", "b": "8"]
        if digits >= 2, word.allSatisfy({ $0.isNumber || slips[$0] != nil }), digits > word.count / 2 {
            return [Item(kind: .number, text: String(word.map { slips[$0] ?? $0 }), end: end)]
        }
        var parts: [Item] = []
        var current = ""
        var isNumber = false
        for character in word {
            let digit = character.isNumber
            if !current.isEmpty && digit != isNumber {
                parts.append(Item(kind: isNumber ? .number : .word, text: current, end: end))
                current = ""
            }
            isNumber = digit
            current.append(character)
        }
        if !current.isEmpty { parts.append(Item(kind: isNumber ? .number : .word, text: current, end: end)) }
        return parts
    }

    /// The English month abbreviations OCR misreads with a digit for a letter.
    private static let abbreviations: Set<String> = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ]

    /// `word` as a mended month and its day, when its first three characters are an English
    /// month's abbreviation with at least one digit read for a letter (`1` for `l`, `0` for
    /// `o`, `5` for `s`) and the rest, if any, are digits.
    private static func misreadMonth(_ word: String, end: Int) -> [Item]? {
        guard word.count >= 3, word.contains(where: \.isNumber) else { return nil }
        let head = word.prefix(3)
        let letters: [Character: Character] = ["1": "l", "0": "o", "5": "s"]
        let mended = String(head.map { letters[$0] ?? $0 })
        let rest = word.dropFirst(3)
        guard mended != String(head), abbreviations.contains(mended), rest.allSatisfy(\.isNumber) else { return nil }
        let month = Item(kind: .word, text: mended, end: end - rest.count, mended: true)
        return rest.isEmpty ? [month] : [month, Item(kind: .number, text: String(rest), end: end)]
    }
}
