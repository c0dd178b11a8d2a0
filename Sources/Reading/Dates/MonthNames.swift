/// Month names and abbreviations in English, German, French, Spanish, Italian, Dutch and
/// Malay, folded (lower case, no diacritics), with their month number.
enum MonthNames {
    static let table: [String: Int] = {
        let months: [[String]] = [
            ["jan", "january", "januar", "janvier", "enero", "ene", "gennaio", "gen", "januari", "jänner", "jaenner"],
            ["feb", "february", "februar", "fevrier", "fev", "febrero", "febbraio", "februari"],
            ["mar", "march", "marz", "maerz", "mars", "marzo", "maart", "mac", "mrt"],
            ["apr", "april", "avril", "avr", "abril", "abr", "aprile"],
            ["may", "mai", "mayo", "maggio", "mag", "mei"],
            ["jun", "june", "juni", "juin", "junio", "giugno", "giu"],
            ["jul", "july", "juli", "juillet", "juil", "julio", "luglio", "lug", "julai"],
            ["aug", "august", "aout", "agosto", "ago", "augustus", "ogos", "ogo"],
            ["sep", "sept", "september", "septembre", "septiembre", "settembre", "set"],
            ["oct", "october", "oktober", "octobre", "octubre", "ottobre", "ott", "okt"],
            ["nov", "november", "novembre", "noviembre"],
            ["dec", "december", "dezember", "dez", "decembre", "diciembre", "dic", "dicembre", "disember", "dis"],
        ]
        var table: [String: Int] = [:]
        for (index, names) in months.enumerated() {
            for name in names { table[name] = index + 1 }
        }
        return table
    }()

    /// The month for a folded word (`"marz"`, `"Mar."` folded to `"mar"`), or `nil`.
    /// One stray letter OCR adds in front (`fMay`) is tolerated for names of 3+ letters.
    static func month(_ word: String) -> Int? {
        if let month = table[word] { return month }
        if word.count >= 4, let month = table[String(word.dropFirst())] { return month }
        return nil
    }
}
