/// Keyword tables of the invoice rules, in English, German, French, Dutch, Italian and
/// Spanish: lower-case words without diacritics, as `KeywordMatcher` folds them.
enum InvoiceKeywords {
    /// Labels that open the customer's block: what follows names the buyer, never the issuer.
    static let customerLabels = [
        "bill to", "billed to", "invoice to", "ship to", "shipped to", "sold to", "deliver to", "delivery address",
        "customer", "guest", "guest name", "client", "recipient", "buyer",
        "rechnungsempfanger", "rechnungsadresse", "lieferadresse", "kunde", "empfanger",
        "facture a", "facturee a", "livre a", "destinataire", "adresse de facturation",
        "klant", "factuuradres", "afleveradres", "cliente", "destinatario", "intestatario",
    ]

    /// Labels that name the issuer: the value beside or under them is the merchant.
    static let issuerLabels = [
        "invoice from", "from", "issued by", "seller", "supplier", "vendor", "sold by",
        "rechnungssteller", "verkaufer", "lieferant", "absender",
        "emetteur", "fournisseur", "vendeur", "leverancier", "verkoper", "fornitore", "venditore", "emisor",
        "proveedor",
    ]

    /// Words of document titles and copy marks: a line made of them is no name.
    static let titleWords: Set<String> = [
        "invoice", "tax", "credit", "note", "rechnung", "gutschrift", "facture", "avoir", "factuur", "creditnota",
        "fattura", "nota", "di", "credito", "factura", "de", "copy", "kopie", "copie", "copia", "duplicate",
        "original", "originale", "page", "seite", "no", "nr", "n", "proforma", "pro", "forma", "receipt",
        "statement",
    ]

    /// Labels of the invoice's own date (the issue date).
    static let invoiceDate = [
        "invoice date", "date of invoice", "invoice issue date", "date of issue", "issue date", "issued on",
        "credit note date", "document date", "tax point", "rechnungsdatum", "datum der rechnung", "belegdatum",
        "ausstellungsdatum", "gutschriftsdatum", "date de facture", "date facture", "date d emission",
        "date de l avoir", "factuurdatum", "datum factuur", "data fattura", "data documento", "data emissione",
        "fecha de factura", "fecha factura", "fecha de emision",
    ]

    /// Labels of other dates an invoice prints: due, delivery, order, service period.
    static let otherDates = [
        "due date", "due", "payment due", "pay by", "delivery date", "order date", "service period", "period",
        "arrival", "departure", "faellig", "fallig", "falligkeitsdatum", "zahlbar bis", "lieferdatum",
        "leistungsdatum", "leistungszeitraum", "bestelldatum", "echeance", "date d echeance", "date de livraison",
        "date de commande", "vervaldatum", "leverdatum", "besteldatum", "scadenza", "data consegna",
        "data ordine", "vencimiento", "fecha de entrega",
    ]

    /// Labels of the amount due including tax, strongest first.
    static let amountDue = [
        "total amount due", "amount due", "total due", "balance due", "amount payable", "grand total",
        "invoice total", "total credit", "credit total", "total to pay", "total incl", "total including",
        "gesamtbetrag", "rechnungsbetrag", "endbetrag", "zu zahlen", "zahlbetrag", "bruttobetrag", "gesamtsumme",
        "total ttc", "montant ttc", "net a payer", "montant du", "totaal", "te betalen", "totaalbedrag",
        "totale documento", "totale fattura", "totale da pagare", "importe total", "total factura", "total a pagar",
    ]

    /// Words that make a document a credit note, whose total is money returned.
    static let creditNote = [
        "credit note", "credit memo", "gutschrift", "rechnungskorrektur", "avoir", "facture d avoir", "creditnota",
        "creditfactuur", "nota di credito", "nota de credito", "factura rectificativa",
    ]

    /// Cues of a company's registration, VAT number or bank account on a line.
    static let registration = [
        "vat", "vat reg", "vat no", "vat number", "tax id", "gstin", "gst", "abn", "company no", "registered",
        "reg no", "iban", "ust", "ust idnr", "ustidnr", "steuernummer", "hrb", "hra", "amtsgericht", "siret",
        "siren", "tva", "rcs", "btw", "kvk", "partita iva", "p iva", "piva", "codice fiscale", "cif", "nif",
        "ico", "dic", "nip", "regon",
    ]

    /// Mail providers whose domain says nothing about the sender.
    static let mailProviders: Set<String> = [
        "gmail.com", "googlemail.com", "yahoo.com", "hotmail.com", "outlook.com", "live.com", "icloud.com",
        "gmx.de", "gmx.net", "web.de", "t-online.de", "orange.fr", "free.fr", "wanadoo.fr", "libero.it",
        "example.com",
    ]
}
