/// Cue words for the kinds of documents, in English, German, French, Dutch, Italian and
/// Spanish. Phrases are lower-case words without diacritics, as `KeywordMatcher` folds them.
enum KindKeywords {
    /// Document titles that make a document an invoice or a credit note.
    static let invoiceTitles = [
        "invoice", "tax invoice", "credit note", "rechnung", "gutschrift", "facture", "avoir",
        "factuur", "creditnota", "fattura", "nota di credito", "factura", "faktura", "fatura",
    ]

    /// Labels an invoice carries and a till receipt rarely does.
    static let invoiceLabels = [
        "invoice number", "invoice no", "invoice date", "due date", "payment due", "bill to", "billed to",
        "invoice to", "ship to", "payment terms", "iban", "bic", "swift", "vat number", "vat no", "vat id",
        "rechnungsnummer", "rechnungsdatum", "rechnungsempfanger", "leistungsdatum", "zahlbar", "faellig", "fallig",
        "zahlungsziel", "ust idnr", "ust id nr", "steuernummer", "bankverbindung", "zahlungsbedingungen",
        "bruttosumme", "rechnungsbetrag", "verkaufer", "rechnungssteller",
        "numero de facture", "date de facture", "date d echeance", "echeance", "conditions de paiement", "siret",
        "factuurnummer", "factuurdatum", "vervaldatum", "btw nummer", "kvk",
        "numero fattura", "data fattura", "scadenza", "partita iva",
        "numero de factura", "fecha de factura", "vencimiento", "cif", "nif",
        "amount due", "balance due", "customer number", "kundennummer", "order number", "po number",
    ]

    /// Words of till receipts: payment at the counter, change, the till itself.
    static let receiptWords = [
        "receipt", "cash", "change", "tendered", "cashier", "till", "thank you", "table", "server", "visa",
        "mastercard", "debit", "kassenbon", "kassenbeleg", "quittung", "bar", "ruckgeld", "kasse", "bon",
        "ticket de caisse", "especes", "rendu", "caissier", "merci", "kassabon", "wisselgeld", "contant",
        "scontrino", "ricevuta", "resto", "contanti", "recibo", "efectivo", "cambio", "gracias", "eftpos",
    ]

    /// Words of bookings, reservations, tickets and itineraries.
    static let bookingWords = [
        "booking", "booking confirmation", "reservation", "confirmation number", "itinerary", "boarding pass",
        "e ticket", "passenger", "check in", "check out", "departure", "arrival", "seat", "booking reference",
        "buchung", "buchungsbestatigung", "reservierung", "buchungsnummer", "abfahrt", "ankunft", "reisende",
        "reservation confirmee", "confirmation de reservation", "depart", "voyageur",
        "boeking", "reservering", "vertrek", "aankomst", "prenotazione", "partenza", "arrivo", "reserva",
        "pick up", "drop off", "car rental", "numero de reservation", "prise en charge", "restitution",
        "abholung", "ruckgabe",
    ]
}
