import Foundation

/// Marks a receipt prints that name the country it comes from: a postal address's state and
/// code, or a tax that one country levies. They tell the order of a numeric date
/// (`DateOrderCues`) and, where no symbol does, the currency (`CurrencyDetector`).
enum CountryMarks {
    /// A country a mark names, with what the mark was and the currency it pays in.
    enum Mark: CaseIterable, Sendable {
        /// A US state with its ZIP code (`NY 10012`, `Houston, Tx 77061`, `SILVERSPRING,MD20910`).
        case usStateAndZIP
        /// A US town and its state without a readable ZIP code (`Windham NH`, `YONKERS,NY OZ04`)
        /// on a receipt that also prints a North American phone number (`603-437-7251`): two
        /// marks of the US together. Found by `find(in:)`; `holds` tells the town's line.
        case usTownAndPhone
        /// A UK postcode (`SW1A 1AA`, `HG1 1BJ`).
        case ukPostcode
        /// An Australian state with its postcode (`NSW 2000`).
        case australianStateAndPostcode
        /// A Canadian province with its postal code (`ON M5V 2T6`, `Vancouver, BC V6B1A1`).
        case canadianProvinceAndPostalCode
        /// India's goods and services tax: a GSTIN or the central and state taxes it splits into.
        case indianTax
        /// The 15-digit VAT registration number of the Gulf states (`TRN# 100212287500003`).
        case gulfTaxNumber

        /// The mark, in plain words.
        var description: String {
            switch self {
            case .usStateAndZIP: "a US state with its ZIP code"
            case .usTownAndPhone: "a US town and state with a US phone number"
            case .ukPostcode: "a UK postcode"
            case .australianStateAndPostcode: "an Australian state and postcode"
            case .canadianProvinceAndPostalCode: "a Canadian province and postal code"
            case .indianTax: "India's goods and services tax"
            case .gulfTaxNumber: "a Gulf state's VAT registration number"
            }
        }

        /// The currency of the country the mark names; nil for the Gulf states, which have several.
        var currency: String? {
            switch self {
            case .usStateAndZIP, .usTownAndPhone: "USD"
            case .ukPostcode: "GBP"
            case .australianStateAndPostcode: "AUD"
            case .canadianProvinceAndPostalCode: "CAD"
            case .indianTax: "INR"
            case .gulfTaxNumber: nil
            }
        }

        /// Whether the mark is too specific to come from OCR noise or from another country's
        /// text: a state's code beside a number of its postal shape. A UK postcode's shape (two
        /// letters and a digit, a digit and two letters) is loose enough to be read out of noise.
        var isSpecific: Bool { self != .ukPostcode }

        fileprivate var pattern: NSRegularExpression? {
            switch self {
            case .usStateAndZIP: CountryMarks.usStateAndZIP
            case .usTownAndPhone: nil
            case .ukPostcode: CountryMarks.ukPostcode
            case .australianStateAndPostcode: CountryMarks.australianState
            case .canadianProvinceAndPostalCode: CountryMarks.canadianPostalCode
            case .indianTax: CountryMarks.indianTax
            case .gulfTaxNumber: CountryMarks.gulfTaxNumber
            }
        }
    }

    /// The first line of `lines` that holds each mark found on them.
    static func find(in lines: [ReceiptLine]) -> [Mark: Int] {
        var found: [Mark: Int] = [:]
        var townLine: Int?
        var printsPhone = false
        for (index, line) in lines.enumerated() {
            let text = line.text
            let phone = phoneRange(in: text)
            printsPhone = printsPhone || phone != nil
            // The phone number may follow the town on its line (`CANOGA PARK CA 818 576-0490`).
            if townLine == nil, isUSTown(phone.map { String(text[..<$0.lowerBound]) } ?? text) {
                townLine = index
            }
            // Every other mark holds a digit: most lines of a receipt's header and items are
            // passed over.
            guard text.contains(where: \.isNumber) else { continue }
            for mark in Mark.allCases where mark.pattern != nil && found[mark] == nil && holds(mark, text) {
                found[mark] = index
            }
        }
        if found[.usStateAndZIP] == nil, let townLine, printsPhone {
            found[.usTownAndPhone] = townLine
        }
        return found
    }

    /// Whether `text` holds `mark` (for `usTownAndPhone`, its town and state).
    static func holds(_ mark: Mark, _ text: String) -> Bool {
        guard let pattern = mark.pattern else {
            // The phone number may follow the town on its line (`CANOGA PARK CA 818 576-0490`).
            return isUSTown(phoneRange(in: text).map { String(text[..<$0.lowerBound]) } ?? text)
        }
        let range = NSRange(text.startIndex..., in: text)
        if mark == .usStateAndZIP,
            usStateAfterTown.firstMatch(in: text, range: range) != nil
                || usStateNameAndZIP.firstMatch(in: text, range: range) != nil
        {
            return true
        }
        return pattern.firstMatch(in: text, range: range) != nil
    }

    /// Whether `text` is a US town and its state (`Windham NH`, `YONKERS,NY`).
    private static func isUSTown(_ text: String) -> Bool {
        AddressTowns.endsInUSState(text) || AddressTowns.isTownAndState(text)
    }

    /// Whether `text` holds a phone number as North America writes them: `(305) 861-2222`,
    /// `(813) 876 - 2587`, `305 861-2222`, `301-585-1111`, `206.575.7454`.
    static func printsNorthAmericanPhone(_ text: String) -> Bool {
        phoneRange(in: text) != nil
    }

    /// Where `text` holds a North American phone number, if it does.
    static func phoneRange(in text: String) -> Range<String.Index>? {
        guard text.contains(where: \.isNumber) else { return nil }
        let range = NSRange(text.startIndex..., in: text)
        for pattern in [parenthesisedPhone, spacedPhone, dashedPhone, dottedPhone] {
            if let match = pattern.firstMatch(in: text, range: range) { return Range(match.range, in: text) }
        }
        return nil
    }

    /// The patterns are constants of this file, tested with it: none depends on input.
    private static func regex(_ pattern: String) -> NSRegularExpression {
        // swift-format-ignore: NeverUseForceTry
        try! NSRegularExpression(pattern: pattern)
    }

    /// The US states' codes as a pattern's alternatives (`AL|AK|...`).
    private static let states = AddressTowns.usStates.sorted().joined(separator: "|")
    /// A US address ends its line with the ZIP code (a phone number or a time may follow, or
    /// `USA`); a word after it is a town: `DE 80333 München` is a German postcode after its
    /// country's code, not Delaware.
    private static let noTownAfter = #"(?![ \t]*(?!USA\b|US\b)\p{L})"#
    private static let usStateAndZIP = regex(#"\b("# + states + #")\.?,?\s+\d{5}(-\d{4})?\b"# + noTownAfter)
    /// After a town and its comma, the state in any letter case and the ZIP code run together or
    /// not (`Houston, Tx 77061`, `SILVERSPRING,MD20910`: the deep engine drops spaces).
    private static let usStateAfterTown = regex(
        #",\s*(?i:"# + states + #")\.?\s*\d{5}(-\d{4})?\b"# + noTownAfter)
    /// A state written out before its ZIP code (`Miami Beach Florida 33139`).
    private static let usStateNameAndZIP = regex(
        #"\b(?i:"# + AddressTowns.usStateNames.sorted().joined(separator: "|") + #")\s+\d{5}(-\d{4})?\b"# + noTownAfter)
    private static let ukPostcode = regex(#"\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b"#)
    private static let australianState = regex(#"\b(NSW|VIC|QLD|TAS|ACT|WA|SA|NT)\s+\d{4}\b"#)
    /// A province's code, then the postal code's letter-digit-letter and digit-letter-digit
    /// (the letters Canada Post uses), with or without the space between.
    private static let canadianPostalCode = regex(
        #"\b(AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\.?,?\s+[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\s?\d[ABCEGHJ-NPRSTV-Z]\d\b"#
    )
    /// India's GSTIN (two digits of the state, the ten of a PAN, an entity digit, `Z`, a check
    /// character) or the central and state taxes it splits into (`CGST @2.5%`).
    private static let indianTax = regex(#"\b\d{2}[A-Z]{5}\d{4}[A-Z][A-Z\d]Z[A-Z\d]\b|\b[CS]GST\b"#)
    private static let gulfTaxNumber = regex(#"\bTRN\s*(?:No\.?)?\s*[#:]?\s*\d{15}\b"#)
    private static let parenthesisedPhone = regex(#"\(\d{3}\)\s?\d{3}(?:\s?[-.]\s?|\s)?\d{4}\b"#)
    /// `305 861-2222`: the area code set apart by a space.
    private static let spacedPhone = regex(#"(?<![\d-])[2-9]\d{2} [2-9]\d{2}-\d{4}(?![\d-])"#)
    /// `301-585-1111`: the North American plan's three, three and four digits.
    private static let dashedPhone = regex(#"(?<![\d-])[2-9]\d{2}-[2-9]\d{2}-\d{4}(?![\d-])"#)
    /// `206.575.7454`: the same with dots.
    private static let dottedPhone = regex(#"(?<![\d.])[2-9]\d{2}\.[2-9]\d{2}\.\d{4}(?![\d.])"#)
}
