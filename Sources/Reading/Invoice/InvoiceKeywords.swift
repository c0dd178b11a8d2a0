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
        "invoice from", "from", "issued by", "seller", "supplier", "vendor", "sold by", "verkauft von",
        "verkauft durch", "vendu par", "verkocht door", "venduto da", "vendido por", "rechnungssteller", "verkaufer",
        "lieferant", "absender",
        "emetteur", "fournisseur", "vendeur", "leverancier", "verkoper", "fornitore", "venditore", "emisor",
        "proveedor",
    ]

    /// Issuer labels that name the seller of record of a marketplace sale: the party that bills
    /// is not the name the page is headed with (`Shopwell` over `Sold by: Harbour Books Ltd`).
    static let sellerOfRecordLabels = [
        "sold by", "verkauft von", "verkauft durch", "vendu par", "verkocht door", "venduto da", "vendido por",
    ]

    /// Words of document titles and copy marks: a line made of them is no name.
    static let titleWords: Set<String> = [
        "invoice", "tax", "credit", "note", "rechnung", "gutschrift", "facture", "avoir", "factuur", "creditnota",
        "fattura", "nota", "di", "credito", "factura", "de", "copy", "kopie", "copie", "copia", "duplicate",
        "original", "originale", "page", "seite", "no", "nr", "n", "proforma", "pro", "forma", "receipt",
        "statement",
    ]

    /// Titles an invoice's title line opens with (besides German compounds ending in
    /// `rechnung`: `Handelsrechnung`, `Mietrechnung`).
    static let documentTitles = [
        "rechnung", "rechnungskorrektur", "gutschrift", "stornorechnung", "invoice", "tax invoice", "credit note",
        "facture", "avoir", "factuur", "creditnota", "fattura", "nota di credito", "factura",
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

    /// Labels of the invoice's total with tax (the gross total).
    static let grossTotal = [
        "grand total", "invoice total", "total invoice", "total amount", "total incl", "total including",
        "total inc", "total gross", "gross total", "gross amount", "total credit", "credit total", "total ttc",
        "montant ttc", "total toutes taxes", "bruttosumme", "bruttobetrag", "gesamtbetrag", "rechnungsbetrag",
        "rechnungssumme", "gesamtsumme", "endbetrag", "summe inkl", "summe brutto", "gesamt brutto",
        "brutto gesamt", "totaalbedrag", "totaal incl", "totale documento", "totale fattura", "totale ivato",
        "importe total", "total factura",
    ]

    /// Labels of the amount left to pay, which differs from the gross total where a part was
    /// paid before (`Solde à payer`, `Zahlbetrag`).
    static let amountDue = [
        "total amount due", "amount due", "total due", "balance due", "amount payable", "due payable", "total to pay",
        "total payable", "zu zahlen", "zahlbetrag", "offener betrag", "net a payer", "solde a payer",
        "reste a payer", "montant du", "te betalen", "totale da pagare", "total a pagar",
    ]

    /// A line's first words that make it a total without saying more (`Total`, `Summe`).
    static let plainTotal = ["total", "summe", "totaal", "totale", "gesamt", "montant total", "total general"]

    /// Labels of the amount before tax: a part of the total, and with the tax its check.
    static let beforeTax = [
        "net total", "total net", "nettosumme", "summe netto", "netto", "nettobetrag", "ohne ust", "ohne mwst",
        "excl", "exkl", "exclusive", "excluding", "total ht", "montant ht", "hors taxe", "net amount", "subtotal",
        "sub total", "zwischensumme", "sous total", "subtotaal", "imponibile", "base imponible", "w o tax",
        "without tax", "before tax", "net",
    ]

    /// Words that make a tax word name the total it is part of (`Total incl. VAT`).
    static let inclusive = ["incl", "inkl", "inclusive", "including", "inclus", "ttc", "brutto"]

    /// Words of a line that make it the tax (`Steuerbetrag`, `Total taxes`, `zuzügl. USt`).
    static let taxAmount = [
        "steuerbetrag", "steuer", "umsatzsteuer", "mehrwertsteuer", "ust", "mwst", "zuzugl", "zzgl", "zuzuglich",
        "tax", "tax total", "total tax", "total taxes", "total vat", "vat", "tva", "total tva", "montant tva",
        "iva", "btw", "gst", "igst", "cgst", "sgst", "hst", "pst",
    ]

    /// Labels of sums that are part of a total, never the total: allowances and surcharges,
    /// the items' sum, a unit price with tax, the tax included in it, a prepaid amount.
    static let notTotal = [
        "zuschlage", "zuschlag", "abschlage", "abschlag", "rabatt", "skonto", "allowance", "allowances", "discount",
        "surcharge", "remise", "positionssumme", "line total", "items total", "bruttopreis", "einzelpreis",
        "unit price", "prix unitaire", "davon", "bereits", "already paid", "prepaid", "anzahlung", "acompte",
        "teilzahlung", "vorauszahlung", "deposit",
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

    /// Words of a self-billed invoice, which a German `Gutschrift` title may be: the buyer
    /// bills itself for the seller's goods; the amount is owed, not returned.
    static let selfBilled = [
        "selbst ausgestellte rechnung", "selbstausgestellte rechnung", "self billed", "self billing",
        "autofacturation", "autofacture",
    ]

    /// Mail providers whose domain says nothing about the sender.
    static let mailProviders: Set<String> = [
        "gmail.com", "googlemail.com", "yahoo.com", "hotmail.com", "outlook.com", "live.com", "icloud.com",
        "gmx.de", "gmx.net", "web.de", "t-online.de", "orange.fr", "free.fr", "wanadoo.fr", "libero.it",
        "example.com",
    ]
}
