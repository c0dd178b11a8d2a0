/// Words that show a receipt is printed in a language whose Tesseract data reads it better
/// than English data does (umlauts, `ß`, accented capitals, language-specific digits fonts).
enum LanguageCues {
    /// Tesseract language code and the folded words that give the language away.
    static let table: [(language: String, words: [String])] = [
        (
            "deu",
            [
                "summe", "zu zahlen", "mwst", "ust", "ruckgeld", "gegeben", "gesamt", "betrag", "kassenbon", "bar",
                "netto", "brutto", "vielen dank",
            ]
        ),
        ("fra", ["ttc", "tva", "montant", "especes", "merci", "facture", "rendu"]),
        ("spa", ["importe", "iva", "entregado", "cambio", "factura", "gracias"]),
        ("ita", ["totale", "resto", "contanti", "scontrino", "documento commerciale", "grazie"]),
        ("nld", ["totaal", "btw", "bedankt", "wisselgeld", "bon"]),
    ]

    /// The language most of whose cue words occur in `lines` (at least two), or `nil`.
    static func language(of lines: [[String]]) -> String? {
        var best: (language: String, count: Int)?
        for (language, words) in table {
            let count = words.filter { word in lines.contains { KeywordMatcher.find(word, in: $0, exact: true) != nil }
            }.count
            if count >= 2, count > best?.count ?? 0 { best = (language, count) }
        }
        return best?.language
    }
}
