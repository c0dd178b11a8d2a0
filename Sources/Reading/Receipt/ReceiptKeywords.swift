/// Keyword tables for the lines of a receipt, in English, German, French, Spanish, Italian,
/// Dutch and Malay. Phrases are lower-case words without diacritics (as `KeywordMatcher`
/// folds them); longer phrases come first where one contains another.
enum ReceiptKeywords {
    /// The final amount to pay. Strong phrases name the payable amount outright.
    static let strongTotal = [
        "grand total", "amount due", "amt due", "payment due", "pay this amount", "this amount", "pay amount",
        "total due", "total amount due", "amount payable", "total payable",
        "total to pay", "to pay", "nett total", "net total", "total amount", "rounded total",
        "final total", "total amt payable", "amt payable", "total after rounding", "after rounding", "total after adj",
        "after adj", "total rounded", "amount to be paid", "to be paid", "zahlbetrag",
        "zu zahlen", "gesamtbetrag", "endbetrag", "summe eur", "total eur",
        "total ttc", "net a payer", "montant ttc", "a payer",
        "total a pagar", "importe total", "total factura", "total iva incl",
        "totale complessivo", "totale euro", "importo pagato", "totale da pagare",
        "te betalen", "totaal bedrag",
        "jumlah bayaran", "jumlah keseluruhan", "jumlah besar", "jumlah perlu dibayar",
    ]

    static let total = [
        "total", "totals", "totalt", "summe", "gesamt", "betrag", "montant", "importe", "totale",
        "totaal", "jumlah", "summa", "sum", "total price", "total sales",
    ]

    /// Amounts before tax or before the final adjustments.
    static let subtotal = [
        "subtotal", "sub total", "sub tota", "sub tot", "subtot", "zwischensumme", "total ht", "sous total",
        "montant ht", "base imponible", "imponibile", "subtotaal", "total excl", "total excluding", "total before",
        "total exclusive", "net amount", "netto", "total exc", "amount excluding", "excl gst",
        "nett of tax", "net of tax", "nett of gst", "net of gst", "net of vat",
    ]

    /// Phrases of `subtotal` that name the amount as before tax (`Netto`, `Total HT`).
    static let beforeTax = [
        "total ht", "montant ht", "base imponible", "imponibile", "total excl", "total excluding", "total exclusive",
        "net amount", "netto", "total exc", "amount excluding", "excl gst",
        "nett of tax", "net of tax", "nett of gst", "net of gst", "net of vat",
    ]

    static let tax = [
        "tax", "vat", "gst", "sst", "hst", "pst", "mwst", "ust", "steuer", "tva", "iva", "btw",
        "cukai", "taxes",
    ]

    /// A tax registration's label (`VAT Reg. No. GB 284 5512 07`, `GST ID: 000123456`,
    /// `USt-IdNr.`): its digits are a number, not an amount of tax.
    static let taxRegistration = [
        "vat reg", "vat registration", "vat no", "vat number", "vat id", "gst reg", "gst id", "gst no", "gstin",
        "tax id", "tax reg", "ust idnr", "ust id nr", "ust id", "steuernummer", "steuer nr", "tva intracommunautaire",
        "n tva", "btw nr", "btw nummer", "btw id", "partita iva", "p iva",
    ]

    /// `GST @6% INCLUDED IN TOTAL`: the tax the total contains, not the total.
    static let includedInTotal = [
        "included in total", "included in the total", "incl in total", "inclusive in total", "termasuk dalam jumlah",
    ]

    /// Words that, with a tax word, make a line a total including tax (`TOTAL (IVA incl.)`).
    static let inclusive = ["incl", "inclusive", "including", "inkl", "included", "inclus", "inc", "termasuk"]

    /// Words that, with a total word, make a line a subtotal (`Total excl. GST`).
    static let exclusive = ["excl", "exclusive", "excluding", "exkl", "ht", "before", "net of"]

    /// A tax word right after or before `total` makes the line the tax sum (`TOTAL GST`).
    static let taxTotal = [
        "total tax", "total gst", "total vat", "total mwst", "total tva", "total iva", "total btw",
        "tax total", "gst total", "vat total", "total sst", "tax amount", "gst amount", "vat amount",
        "gst payable", "tax payable",
    ]

    /// Beside `total`, money the till took in (`Accepted total 10.00`, `Total tendered`): the
    /// payment, from which change is given, not the amount due.
    static let takenIn = ["accepted", "tendered", "received", "diterima", "erhalten", "recu", "recibido"]

    /// Money handed over, or the payment method: not the total (though often equal to it).
    static let tendered = [
        "cash", "tendered", "paid", "pay", "payment", "bar", "gegeben", "bargeld", "especes", "entregado",
        "efectivo", "contanti", "contante", "pagato", "contant", "tunai", "card", "visa", "mastercard",
        "master", "amex", "girocard", "ec karte", "kreditkarte", "debit", "credit", "carte", "tarjeta",
        "bancomat", "pin", "eftpos", "maestro", "kad kredit",
    ]

    /// Money handed back.
    static let change = [
        "change", "change due", "ruckgeld", "rueckgeld", "wechselgeld", "zuruck", "rendu", "monnaie",
        "cambio", "devuelto", "resto", "wisselgeld", "terug", "baki", "kembalian", "balance",
    ]

    /// The word for a charge on the bill, as printed; one letter from `change`.
    static let charge: Set<String> = ["charge", "charges"]

    /// A charge added to the bill (`Serv. Charge (10%)`): a letter away from `change`, and no change.
    static let serviceCharge = ["service charge", "serv charge", "svc charge", "service chg", "caj perkhidmatan"]

    static let rounding = [
        "rounding", "round", "rounding adj", "adjustment", "rundung", "arrondi", "redondeo",
        "arrotondamento", "afronding", "pembundaran", "penggenapan",
    ]

    static let discount = [
        "discount", "rabatt", "nachlass", "remise", "descuento", "sconto", "korting", "diskaun",
        "saving", "savings", "coupon",
    ]

    /// Counts that follow a total word (`TOTAL QTY: 3`, `Total items 5`).
    static let count = [
        "qty", "quantity", "items", "item", "pcs", "anzahl", "artikel", "stk", "articles",
        "articoli", "unidades", "aantal", "kuantiti", "no of items", "points", "punkte",
    ]

    /// A balance that can be the total (`BALANCE DUE £0.00` is not, `BALANCE DUE 12.00` is).
    static let balanceDue = ["balance due", "bal due", "balance to pay"]

    /// A tip added by the guest (`18% TIPS`, `Gratuity`): `Total before tip` is the bill's total.
    static let tip = ["tip", "tips", "gratuity", "trinkgeld", "pourboire", "propina", "mancia"]
}
