import Foundation

/// The country an international phone number names by its calling code (`+65 6604 6861`,
/// `+603-9130 2672`, `Tel.: +49(0)941 20 90 8700`, `TEL:(852)2670-1238`): a receipt prints its
/// own shop's number, so the code tells the currency where no symbol does.
enum CallingCodes {
    /// Each currency named by a calling code on `lines`, with the first line naming it.
    static func currencies(in lines: [ReceiptLine]) -> [(currency: String, line: Int)] {
        var found: [(currency: String, line: Int)] = []
        for (index, line) in lines.enumerated() where line.text.contains("+") || line.text.contains("(") {
            for currency in currencies(in: line.text) where !found.contains(where: { $0.currency == currency }) {
                found.append((currency, index))
            }
        }
        return found
    }

    /// The currencies of the calling codes of the phone numbers in `text`. A number after `+`
    /// counts at the start of its line or after a phone's label (`Tel.:`, `Mobile/Whatsapps:`),
    /// and not when a group of it ends like a price: a tip or a discount (`+ 30.00 45.50`) is no
    /// phone number.
    static func currencies(in text: String) -> [String] {
        let range = NSRange(text.startIndex..., in: text)
        var result: [String] = []
        for (pattern, afterPlus) in [(plusNumber, true), (parenthesisedCode, false)] {
            for match in pattern.matches(in: text, range: range) {
                guard let whole = Range(match.range, in: text), let number = Range(match.range(at: 1), in: text)
                else { continue }
                if afterPlus,
                    !isLabelled(text[..<whole.lowerBound]) || endsAmountLike(text[number])
                {
                    continue
                }
                let digits = text[number].filter(\.isNumber)
                guard (8...15).contains(digits.count), let currency = currency(ofNumber: digits) else { continue }
                result.append(currency)
            }
        }
        return result
    }

    /// Whether what comes before a `+` on its line is nothing, or ends in a phone's label and
    /// a few marks (`Tel.: `, `Phone:      `).
    private static func isLabelled(_ before: Substring) -> Bool {
        let label = before.reversed().drop { !$0.isLetter && !$0.isNumber }
        guard !label.isEmpty else { return true }
        let marks = before.suffix(before.count - label.count).filter { !$0.isWhitespace }
        guard marks.count <= 3 else { return false }
        return phoneLabels.contains(String(label.prefix { $0.isLetter || $0.isNumber }.reversed()).lowercased())
    }

    /// Whether a group of the number ends like a price, two digits after a point (`30.00 45.50`).
    private static func endsAmountLike(_ number: Substring) -> Bool {
        number.contains(/\.\d{2}(?:\s|$)/)
    }

    /// Labels of a phone number, as printed and as OCR reads them (`Te1`).
    private static let phoneLabels: Set<String> = [
        "tel", "te1", "tel1", "telp", "telefon", "telefono", "telephone", "phone", "ph", "fon", "fax", "mobile",
        "mob", "hp", "whatsapp", "whatsapps", "t", "call", "hotline", "tlf", "tfno",
    ]

    /// The currency of the country whose calling code opens `digits`. Calling codes are a prefix
    /// code (no code begins another), so the first of one to three digits in the table is it.
    static func currency(ofNumber digits: String) -> String? {
        for length in 1...3 where digits.count > length {
            if let currency = byCode[String(digits.prefix(length))] { return currency }
        }
        return nil
    }

    /// The patterns are constants of this file, tested with it: none depends on input.
    private static func regex(_ pattern: String) -> NSRegularExpression {
        // swift-format-ignore: NeverUseForceTry
        try! NSRegularExpression(pattern: pattern)
    }

    /// `+` and the number after it, spaces, dashes, dots, slashes and a trunk `(0)` within it.
    private static let plusNumber = regex(#"(?<![\w+])\+\s?(\d[\d \-./()]{6,22}\d)"#)
    /// A code in brackets before a number of eight digits or more (`(852)2670-1238`); a North
    /// American area code has seven after it.
    private static let parenthesisedCode = regex(#"(?<![\w(])\((\d{2,3}\)\s?\d{4}[ \-]?\d{4,})"#)

    /// Calling codes of countries with one currency of their own (or the euro). `+1` (the US,
    /// Canada and the Caribbean share it) and `+7` (Russia and Kazakhstan) name none.
    static let byCode: [String: String] = [
        "20": "EGP", "27": "ZAR", "30": "EUR", "31": "EUR", "32": "EUR", "33": "EUR", "34": "EUR", "36": "HUF",
        "39": "EUR", "40": "RON", "41": "CHF", "43": "EUR", "44": "GBP", "45": "DKK", "46": "SEK", "47": "NOK",
        "48": "PLN", "49": "EUR", "51": "PEN", "52": "MXN", "54": "ARS", "55": "BRL", "56": "CLP", "57": "COP",
        "60": "MYR", "61": "AUD", "62": "IDR", "63": "PHP", "64": "NZD", "65": "SGD", "66": "THB", "81": "JPY",
        "82": "KRW", "84": "VND", "86": "CNY", "90": "TRY", "91": "INR", "92": "PKR", "94": "LKR", "212": "MAD",
        "216": "TND", "234": "NGN", "254": "KES", "351": "EUR", "352": "EUR", "353": "EUR", "354": "ISK",
        "356": "EUR", "357": "EUR", "358": "EUR", "370": "EUR", "371": "EUR", "372": "EUR", "385": "EUR",
        "386": "EUR", "420": "CZK", "421": "EUR", "852": "HKD", "853": "MOP", "880": "BDT", "886": "TWD",
        "962": "JOD", "965": "KWD", "966": "SAR", "971": "AED", "972": "ILS", "973": "BHD", "974": "QAR",
        "977": "NPR", "995": "GEL",
    ]
}
