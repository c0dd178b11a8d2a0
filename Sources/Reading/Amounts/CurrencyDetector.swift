import Foundation

/// Decides the receipt's currency: the symbol or code printed with the total; else a vote of
/// the symbols and codes printed elsewhere and strong cues of the country (German tax words
/// -> EUR, `SDN BHD` or Malay words -> MYR, a US state with its ZIP code -> USD); else nothing.
struct CurrencyDetector {
    let lines: [ReceiptLine]
    /// The country marks of `lines` (`CountryMarks.find(in:)`).
    let marks: [CountryMarks.Mark: Int]

    /// The currencies the calling codes of its phone numbers name (`CallingCodes`).
    let phoneCurrencies: [(currency: String, line: Int)]

    /// The dollar of the country the receipt's address or phone number names (`NSW 2000`,
    /// `+61 2 9250 7111`: AUD), if any.
    private let placeDollar: String?

    init(lines: [ReceiptLine], marks: [CountryMarks.Mark: Int]? = nil) {
        self.lines = lines
        self.marks = marks ?? CountryMarks.find(in: lines)
        phoneCurrencies = CallingCodes.currencies(in: lines)
        placeDollar = Self.placeDollar(marks: self.marks, phoneCurrencies: phoneCurrencies)
    }

    /// Words that only occur on receipts of one currency area, by currency.
    static let cues: [(currency: String, words: [String])] = [
        (
            "MYR",
            [
                "sdn bhd", "bhd", "berhad", "jalan", "jln", "tunai", "kuala lumpur", "malaysia", "ringgit", "sst",
                // The states and federal territories, as addresses print them.
                "johor", "kedah", "kelantan", "melaka", "negeri sembilan", "pahang", "pulau pinang", "penang", "perak",
                "perlis", "sabah", "sarawak", "selangor", "terengganu", "putrajaya", "labuan",
            ]
        ),
        (
            "EUR",
            [
                "mwst", "ust", "summe", "zu zahlen", "ruckgeld", "gegeben", "kassenbon", "steuer", "betrag",
                "kartenzahlung", "girocard", "tva", "ttc", "iva", "btw",
                "totaal", "totale", "importe", "euro", "incl btw",
            ]
        ),
        ("GBP", ["vat reg", "pounds"]),
        ("CHF", ["mwst nr", "chf"]),
    ]

    /// The currency, with a doubt noted on a `$` read as the US dollar on a receipt that
    /// prints a goods and services tax (`notUSDollar`).
    func find(totalAmount: Amount?, totalLine: Int?) -> DraftField<String>? {
        guard var field = vote(totalAmount: totalAmount, totalLine: totalLine) else { return nil }
        if field.value == "USD", printsGoodsAndServicesTax { field.signals[.notUSDollar] = 1 }
        return field
    }

    /// Words of a goods and services tax (`GST Reg No`, `GST inclusive`), which the US does not
    /// levy: a `$` there is Singapore's, Australia's, New Zealand's or Canada's. `Gst 2` alone
    /// is the guests of a US restaurant check, no tax.
    static let goodsAndServicesTax = ["gst reg", "gst no", "gst inclusive", "incl gst", "gst incl", "gst included"]

    private var printsGoodsAndServicesTax: Bool {
        lines.contains { KeywordMatcher.containsAny(Self.goodsAndServicesTax, in: $0.words) }
    }

    private func vote(totalAmount: Amount?, totalLine: Int?) -> DraftField<String>? {
        // 1. Printed next to the total.
        if let code = totalAmount?.currency, let line = totalLine {
            return DraftField(
                value: refinedDollar(code), score: 0.95, evidence: [lines[line].evidence],
                signals: [.withTotal: 1, .wordConfidence: lines[line].digitConfidence])
        }
        // 2. Votes: a symbol or code next to a price counts 2, a code as a word 1, and the
        // country cues 1.5, or 3 when two lines carry them (OCR noise makes stray `$` and `¥`
        // out of logos).
        var votes: [String: (score: Double, line: Int?)] = [:]
        func vote(_ code: String, _ weight: Double, _ line: Int?) {
            let entry = votes[code] ?? (0, line)
            votes[code] = (entry.score + weight, entry.line ?? line)
        }
        for (index, line) in lines.enumerated() {
            // `PETROL RON 95`: on that line `RON` is the fuel's grade, no vote for lei.
            let notHere = Self.printsOctaneGrade(line.text) ? "RON" : nil
            for amount in line.amounts {
                if let code = amount.currency, code != notHere {
                    vote(code, Self.weight(of: amount, in: code), index)
                }
            }
            for word in line.text.split(whereSeparator: { !$0.isLetter }) where word.count >= 2 {
                let token = String(word)
                guard token == token.uppercased(), token.count >= 3 || token == "RM",
                    let code = CurrencySymbols.codes[token], code != notHere
                else { continue }
                vote(code, 1, index)
            }
        }
        for (currency, words) in Self.cues {
            // Exact words only: `TOTALE` is Italian, `TOTAL` is not.
            let cued = lines.indices.filter { KeywordMatcher.containsAny(words, in: lines[$0].words, exact: true) }
            // The company's legal form and its street, or its state: two lines of one country.
            if let line = cued.first { vote(currency, cued.count >= 2 ? 3 : 1.5, line) }
        }
        // A postal address's state and code, or a tax one country levies: as strong as two lines
        // of that country's words; a UK postcode's loose shape as a code printed as a word (a
        // London seller's address on an invoice in euros).
        var placeVotes: [String: Double] = [:]
        for (mark, line) in marks.sorted(by: { $0.value < $1.value }) {
            guard let currency = mark.currency else { continue }
            let weight: Double = mark.isSpecific ? 3 : 1
            vote(currency, weight, line)
            placeVotes[currency, default: 0] += weight
        }
        // The calling code of the shop's phone number names its country as surely.
        for (currency, line) in phoneCurrencies {
            vote(currency, 3, line)
            placeVotes[currency, default: 0] += 3
        }
        // A `$` on a receipt from a country of dollars other than the US is that country's.
        if let place = placeDollar, place != "USD", let dollar = votes.removeValue(forKey: "USD") {
            let entry = votes[place] ?? (0, dollar.line)
            votes[place] = (entry.score + dollar.score, entry.line ?? dollar.line)
        }
        // A total printed with cents rules out a currency that has none: a `¥` read out of a
        // logo does not make `593.10` yen.
        if totalAmount?.hasCents == true {
            votes = votes.filter { CurrencyCode.minorUnitDigits($0.key) != 0 }
        }
        guard let (code, entry) = votes.max(by: { ($0.value.score, $1.key) < ($1.value.score, $0.key) }) else {
            return nil
        }
        let score = entry.score >= 3 ? 0.85 : entry.score >= 2 ? 0.7 : 0.55
        let rivals = votes.filter { $0.key != code }.map(\.value.score)
        var signals: FieldSignals = [
            .votes: entry.score, .rivals: Double(rivals.count), .margin: entry.score - (rivals.max() ?? 0),
        ]
        if let place = placeVotes[code] { signals[.placeVotes] = place }
        return DraftField(
            value: refinedDollar(code), score: score, evidence: entry.line.map { [lines[$0].evidence] } ?? [],
            signals: signals)
    }

    /// The vote of a symbol or code printed next to `amount`: a price has cents where its
    /// currency has them; a mark beside a whole number (`£27030`, `$1150`, `RON 95` for petrol)
    /// is more often a misread letter, a code or a grade than a price.
    private static func weight(of amount: Amount, in code: String) -> Double {
        amount.hasCents || CurrencyCode.minorUnitDigits(code) == 0 ? 2 : 1
    }

    /// Whether `text` names a petrol's octane grade (`PETROL RON 95`, `RON97`): the research
    /// octane number, not Romanian lei.
    static func printsOctaneGrade(_ text: String) -> Bool {
        // A regex literal is compiled each time it is evaluated: keep it off lines without `RON`.
        text.contains("RON") && text.contains(/\bRON\s?(?:8[0-9]|9[0-9]|10[0-2])\b(?![.,]\d)/)
    }

    /// The one dollar currency among the countries `marks` and `phoneCurrencies` name, if one.
    private static func placeDollar(
        marks: [CountryMarks.Mark: Int], phoneCurrencies: [(currency: String, line: Int)]
    ) -> String? {
        let places = Set(marks.keys.compactMap(\.currency) + phoneCurrencies.map(\.currency))
        let dollars = places.filter(DateOrderCues.dollarCurrencies.contains)
        return dollars.count == 1 ? dollars.first : nil
    }

    /// `$` is read as USD; the receipt may say which dollar (`CAD`, `AUD`, HST, ABN ...), by its
    /// words or its address.
    private func refinedDollar(_ code: String) -> String {
        guard code == "USD" else { return code }
        if let place = placeDollar { return place }
        let words = lines.flatMap(\.words)
        for (currency, cues) in [
            ("CAD", ["cad", "hst", "gst hst", "canada"]), ("AUD", ["aud", "abn", "eftpos", "australia"]),
            ("NZD", ["nzd", "new zealand"]), ("SGD", ["sgd", "singapore"]), ("HKD", ["hkd"]),
            ("MYR", ["sdn bhd", "bhd"]),
        ] where KeywordMatcher.containsAny(cues, in: words) {
            return currency
        }
        return code
    }
}
