import Foundation

/// What a receipt itself says about the way it prints numeric dates (`06/08/2017`: 6 August or
/// June 8?), and how strongly.
///
/// - decisive: another numeric date on it can be read only one way (`13/08/2017`);
/// - strong: a US state with its ZIP code (`NY 10012`, `Houston, Tx 77061`), or a US phone
///   number (`(212) 555-0134`, `301-585-1111`, `305 861-2222`) or a town and state closing a
///   line (`New York, NY`) on a receipt in dollars, says month-first; a UK postcode (`SW1A
///   1AA`), an Australian state with its postcode (`NSW 2000`), India's goods and services tax
///   (a GSTIN, `CGST`/`SGST` lines), a Gulf state's VAT number (`TRN# 100212287500003`) or a
///   currency other than the dollar printed on it (`€`, `£`, `RM`) says day-first;
/// - weak: the dollar alone (month-first: the US prints it, but so do Canada, Australia and
///   Singapore, which print day-first), or nothing at all (day-first, as most of the world).
/// Strong cues for both orders cancel out to the weak one.
struct DateOrderCues: Sendable, Equatable {
    enum Strength: Int, Sendable, Comparable {
        case weak = 1
        case strong = 2
        case decisive = 3

        static func < (a: Strength, b: Strength) -> Bool { a.rawValue < b.rawValue }
    }

    var order: DateOrder
    var strength: Strength
    /// The cue, in plain words (`a US state and ZIP code`).
    var reason: String

    /// The cues of `lines` for a receipt in `currency`; `printedCurrency` is whether the
    /// currency was read from a symbol or code on the receipt (not inferred); `marks` are the
    /// country marks of `lines` (`CountryMarks.find(in:)`), found here when not given.
    static func read(
        _ lines: [ReceiptLine], currency: String?, printedCurrency: Bool, marks: [CountryMarks.Mark: Int]? = nil
    ) -> DateOrderCues {
        let marks = marks ?? CountryMarks.find(in: lines)
        var dayFirstDates = 0
        var monthFirstDates = 0
        var usPhone = false
        var usTown = false
        for line in lines {
            for (first, second) in numericDateParts(in: line.text) {
                if first > 12 && second <= 12 { dayFirstDates += 1 }
                if second > 12 && first <= 12 { monthFirstDates += 1 }
            }
            if !usPhone, CountryMarks.printsNorthAmericanPhone(line.text) { usPhone = true }
            if !usTown, AddressTowns.endsInUSState(line.text) { usTown = true }
        }
        let usAddress = marks[.usStateAndZIP] != nil
        // The first line with a day-first country's mark; of two on one line, the later listed.
        let dayFirstPlace = dayFirstMarks.enumerated().compactMap { order, mark in
            marks[mark].map { (line: $0, order: order, mark: mark) }
        }.min { ($0.line, -$0.order) < ($1.line, -$1.order) }?.mark.description
        if dayFirstDates > 0 && monthFirstDates == 0 {
            return DateOrderCues(order: .dayFirst, strength: .decisive, reason: "another date on it is day-first")
        }
        if monthFirstDates > 0 && dayFirstDates == 0 {
            return DateOrderCues(order: .monthFirst, strength: .decisive, reason: "another date on it is month-first")
        }
        let dollars = currency == "USD"
        var dayFirstCue = dayFirstPlace
        if dayFirstCue == nil, printedCurrency, let currency, !dollars, !dollarCurrencies.contains(currency) {
            dayFirstCue = "its currency (\(currency))"
        }
        // A US phone number or a town and its state count only on a receipt in dollars or none.
        let inDollars = dollars || currency == nil
        let monthFirstCue: String? =
            usAddress
            ? "a US state with its ZIP code"
            : usPhone && inDollars ? "a US phone number" : usTown && inDollars ? "a US town and state" : nil
        switch (monthFirstCue, dayFirstCue) {
        case (let cue?, nil): return DateOrderCues(order: .monthFirst, strength: .strong, reason: cue)
        case (nil, let cue?): return DateOrderCues(order: .dayFirst, strength: .strong, reason: cue)
        default:
            return dollars
                ? DateOrderCues(order: .monthFirst, strength: .weak, reason: "dollars alone")
                : DateOrderCues(order: .dayFirst, strength: .weak, reason: "no cue on the receipt")
        }
    }

    /// The marks of countries that print the day first.
    private static let dayFirstMarks: [CountryMarks.Mark] = [
        .ukPostcode, .australianStateAndPostcode, .indianTax, .gulfTaxNumber,
    ]

    /// Currencies called dollars, printed `$` like the US dollar.
    static let dollarCurrencies: Set<String> = ["USD", "CAD", "AUD", "NZD", "SGD", "HKD", "TWD", "MXN"]

    /// The first two parts of each numeric date `a/b/yy(yy)` (or with `-`, `.`) in `text`.
    static func numericDateParts(in text: String) -> [(Int, Int)] {
        let range = NSRange(text.startIndex..., in: text)
        return numericDate.matches(in: text, range: range).compactMap { match in
            guard let a = Range(match.range(at: 1), in: text), let b = Range(match.range(at: 2), in: text),
                let first = Int(text[a]), let second = Int(text[b]), first >= 1, second >= 1, first <= 31,
                second <= 31
            else { return nil }
            return (first, second)
        }
    }

    /// The patterns are constants of this file, tested with it: none depends on input.
    private static func regex(_ pattern: String) -> NSRegularExpression {
        // swift-format-ignore: NeverUseForceTry
        try! NSRegularExpression(pattern: pattern)
    }

    private static let numericDate = regex(
        #"(?<![\d.,])(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4}|\d{2})(?![\d.,]\d)"#)
}
