/// Words around dates: those that mark the transaction date and those that mark other dates
/// (due, expiry, travel) which are not it.
enum DateKeywords {
    static let transaction = [
        "date", "datum", "fecha", "data", "tarikh", "dated", "invoice date", "receipt date",
        "booking date", "order date", "rechnungsdatum", "belegdatum", "date de facture", "le",
        "bill date", "trans date", "transaction date", "sale date", "tgl", "tanggal", "dt",
    ]

    static let other = [
        "due", "due date", "expiry", "exp", "expires", "valid", "valid until", "gultig", "gultig bis",
        "faellig", "fallig", "echeance", "vencimiento", "scadenza", "vervaldatum", "best before",
        "departure", "arrival", "travel", "journey", "check in", "check out", "abfahrt", "ankunft",
        "reise", "depart", "arrivee", "until", "bis", "birth", "geboren", "from", "to",
        "taxable supply", "supply", "period", "zeitraum", "leistungsdatum",
    ]
}
