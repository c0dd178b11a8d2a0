import Foundation

/// A day a confirmation prints without its year (`Sat 14 Mar 07:45`, `March 14`, `14. März`),
/// placed in the first year that puts it on or after a day known to come before it: the day the
/// confirmation was sent (a trip is booked before it starts), or a leg's departure (an arrival
/// follows it). Without such a day nothing is found: a year is never guessed from today.
enum YearlessDate {
    /// The day in `text` and where it ends (the offset after its last character), in the first
    /// year that does not put it before `notBefore`.
    static func find(in text: String, notBefore: CalendarDate) -> (date: CalendarDate, end: Int)? {
        let ns = text as NSString
        var from = 0
        // Matches may overlap (`Sat 10 Jan`: `Sat 10` is no day, `10 Jan` is): after one that
        // names no month, look again from its next character.
        while from < ns.length,
            let match = pattern.firstMatch(in: text, range: NSRange(location: from, length: ns.length - from))
        {
            from = match.range.location + 1
            let dayFirst = match.range(at: 1).location != NSNotFound
            let dayRange = match.range(at: dayFirst ? 1 : 4)
            let monthRange = match.range(at: dayFirst ? 2 : 3)
            let monthWord = KeywordMatcher.fold(ns.substring(with: monthRange))
            guard let month = MonthNames.table[monthWord], let day = Int(ns.substring(with: dayRange)) else {
                continue
            }
            let end = match.range.location + match.range.length
            for year in notBefore.year...(notBefore.year + 1) {
                if let date = CalendarDate(year: year, month: month, day: day), date >= notBefore {
                    return (date, end)
                }
            }
        }
        return nil
    }

    /// `14 Mar`, `14. März`, `14th March` (groups 1, 2) or `Mar 14`, `March 14th` (groups 3, 4);
    /// not followed by a year (a full date is `DateScanner`'s) nor by a colon (`Mar 10:05` is a
    /// month and a time of day).
    private static let pattern: NSRegularExpression = {
        let month = "([A-Za-zÀ-ÿ]{3,9})\\.?"
        let day = "(\\d{1,2})"
        let noYear = "(?!\\s*,?\\s*(?:\\d{4}|'\\d{2}))"
        let source =
            "(?:\\b\(day)(?:st|nd|rd|th|er)?\\.?\\s+\(month)(?![A-Za-z])\(noYear))"
            + "|(?:\\b\(month)\\s+\(day)(?:st|nd|rd|th)?(?![\\d:])\(noYear))"
        do {
            return try NSRegularExpression(pattern: source)
        } catch {
            preconditionFailure("YearlessDate.pattern: \(error)")
        }
    }()
}
