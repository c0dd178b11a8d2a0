import Foundation

/// Reading the values after booking labels: times with their day, flight and train numbers,
/// references, a place or platform printed inside a departure line.
enum BookingValues {
    /// The day and time in `text` (`Mon 10 Mar 2025 07:45`, `Fr, 02.05.2025 ab 14:00 Uhr`,
    /// `mercredi 12/03/2025 à 09:04`). A time without a day takes `day` when given (an arrival
    /// printed as `10:05` under its departure). A day printed without its year (`Sat 14 Mar`)
    /// takes the first year not before `day`, else not before `sentOn` (`YearlessDate`). The
    /// range is where the day and time end in `text`.
    static func dateTime(
        in text: String, day: CalendarDate? = nil, sentOn: CalendarDate? = nil
    ) -> (LocalDateTime, end: Int)? {
        let clocks = clockTimes(in: text)
        if let found = printedDay(in: text, notBefore: day ?? sentOn) {
            let clock = clocks.first { $0.start >= found.end - 1 }
            return (LocalDateTime(date: found.date, time: clock?.time), clock?.end ?? found.end)
        }
        guard let day, let clock = clocks.first else { return nil }
        return (LocalDateTime(date: day, time: clock.time), clock.end)
    }

    /// Whether `text` prints a day of its own (not only a time); one without its year counts
    /// when `notBefore` can place it.
    static func hasDate(_ text: String, notBefore: CalendarDate? = nil) -> Bool {
        printedDay(in: text, notBefore: notBefore) != nil
    }

    /// The first day `text` prints, with its year or (given `notBefore`) without.
    private static func printedDay(in text: String, notBefore: CalendarDate?) -> (date: CalendarDate, end: Int)? {
        if let found = DateScanner.dates(in: text, order: .dayFirst).first { return (found.date, found.end) }
        return notBefore.flatMap { YearlessDate.find(in: text, notBefore: $0) }
    }

    /// Times of day (`07:45`, `9h04`, `14.00`) with their character offsets; not parts of
    /// dates or amounts (`02.05.2025`, `12,50`).
    static func clockTimes(in text: String) -> [(time: ClockTime, start: Int, end: Int)] {
        let ns = text as NSString
        return clockPattern.matches(in: text, range: NSRange(location: 0, length: ns.length)).compactMap { match in
            guard let hour = Int(ns.substring(with: match.range(at: 1))),
                let minute = Int(ns.substring(with: match.range(at: 2))),
                let time = ClockTime(hour: hour, minute: minute)
            else { return nil }
            let start = text.distance(
                from: text.startIndex,
                to: String.Index(utf16Offset: match.range.location, in: text))
            let end = text.distance(
                from: text.startIndex,
                to: String.Index(utf16Offset: match.range.location + match.range.length, in: text))
            return (time, start, end)
        }
    }

    private static let clockPattern = try! NSRegularExpression(
        pattern: #"(?<![\d.,:])([01]?\d|2[0-3])[h.:]([0-5]\d)(?![\d.,:])"#)

    /// A flight or train number at the start of `text` (`SL 482`, `AF2317`, `FJB 61, coach 3`).
    static func transportNumber(in text: String) -> String? {
        let ns = text as NSString
        guard let match = numberPattern.firstMatch(in: text, range: NSRange(location: 0, length: ns.length)) else {
            return firstToken(of: text)
        }
        return ns.substring(with: match.range(at: 1))
    }

    private static let numberPattern = try! NSRegularExpression(
        pattern: #"^\s*((?:[A-Z]{1,3}|[A-Z]\d|\d[A-Z])\s?\d{1,5}[A-Z]?)\b"#)

    /// The first word of `text` without trailing punctuation: a booking reference, a terminal.
    static func firstToken(of text: String) -> String? {
        let token = text.split(whereSeparator: \.isWhitespace).first.map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: ",;:()[]"))
        }
        return token.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `Oslo S → Bergen` as its two places.
    static func route(_ text: String) -> (String, String)? {
        for separator in ["→", "->", " – ", " - ", " — "] {
            let parts = text.components(separatedBy: separator).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty { return (parts[0], parts[1]) }
        }
        return nil
    }

    /// A place printed after a time (`08:25 from Oslo S, track 4` -> `Oslo S`) and a platform
    /// (`track 4` -> `4`) in the rest of a departure or arrival value.
    static func placeAndPlatform(in rest: String) -> (place: String?, platform: String?) {
        var place: String?
        var platform: String?
        for clause in rest.components(separatedBy: ",") {
            let tokens = clause.split(whereSeparator: \.isWhitespace).map(String.init)
            guard let first = tokens.first.map({ KeywordMatcher.words(of: $0).first ?? "" }) else { continue }
            if BookingLabels.platformWords.contains(first), tokens.count >= 2 {
                platform = platform ?? tokens[1]
            } else if BookingLabels.placeWords.contains(first), tokens.count >= 2, place == nil {
                place = tokens.dropFirst().joined(separator: " ")
            }
        }
        return (place, platform)
    }

    /// The value without a leading `:`, `-` or parenthesised word left over from its label.
    static func cleaned(_ text: String) -> String {
        var tokens = text.split(whereSeparator: \.isWhitespace).map(String.init)
        while let first = tokens.first,
            [":", "-", "–", "/"].contains(first) || (first.hasPrefix("(") && first.hasSuffix(")") && tokens.count > 1)
        {
            tokens.removeFirst()
        }
        var value = tokens.joined(separator: " ")
        if value.hasPrefix(":") { value.removeFirst() }
        return value.trimmingCharacters(in: .whitespaces)
    }
}
