"""Invoice, credit note, e-invoice and long-document fixtures for make-fixtures.py.

Each maker writes one file and returns its answer (the `.expected.json` content):
merchant, total, currency, date, and `kind`; e-invoices also name the XML they embed.
The layouts vary on purpose: the customer block before or beside the issuer, the issuer
only in the footer or as a web domain, a slogan above the company block, a marketplace
invoice whose seller of record is not the name at the top, a due date printed before the
invoice date.
"""

from __future__ import annotations

import io
from decimal import Decimal
from pathlib import Path

import pikepdf
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas as rl_canvas

W, H = A4


def _canvas(buf, title):
    c = rl_canvas.Canvas(buf, pagesize=A4, invariant=1, pageCompression=1)
    c.setTitle(title)
    c.setAuthor("vault test fixtures")
    c.setCreator("vault make-fixtures.py")
    c.setProducer("vault make-fixtures.py")
    return c


def _grouped(value: Decimal, dec: str, thou: str) -> str:
    sign = "-" if value < 0 else ""
    whole, frac = f"{abs(value):.2f}".split(".")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    return sign + thou.join(groups) + dec + frac


def de(v: Decimal) -> str:
    return _grouped(v, ",", ".")


def fr(v: Decimal) -> str:
    return _grouped(v, ",", "\u202f")


def en(v: Decimal) -> str:
    return _grouped(v, ".", ",")


def _items(c, y, rows, fmt, headers, font="DejaVu"):
    """Item table: description left, quantity, unit price and amount right-aligned."""
    c.setFont("DejaVu-Bold", 9.5)
    c.drawString(20 * mm, y, headers[0])
    for x, h in zip((120, 150, 190), headers[1:]):
        c.drawRightString(x * mm, y, h)
    c.line(20 * mm, y - 2 * mm, 190 * mm, y - 2 * mm)
    c.setFont(font, 9.5)
    for desc, n, price in rows:
        y -= 7 * mm
        c.drawString(20 * mm, y, desc)
        c.drawRightString(120 * mm, y, str(n))
        c.drawRightString(150 * mm, y, fmt(price))
        c.drawRightString(190 * mm, y, fmt(n * price))
    return y - 4 * mm


def _totals(c, y, rows, bold_last=True):
    for i, (label, value) in enumerate(rows):
        last = i == len(rows) - 1
        c.setFont("DejaVu-Bold" if last and bold_last else "DejaVu", 11 if last else 9.5)
        c.drawString(120 * mm, y, label)
        c.drawRightString(190 * mm, y, value)
        y -= 6.5 * mm
    return y


def _answer(merchant, total: Decimal, currency, date, kind="invoice", **extra) -> dict:
    answer = {"merchant": merchant, "total": f"{total:.2f}", "currency": currency, "date": date,
              "kind": kind}
    answer.update(extra)
    return answer


def invoice_de_beside(path: Path) -> dict:
    """German invoice: the customer block (window envelope, left) beside the issuer's
    letterhead block (right); the due date is printed before the invoice date."""
    buf = io.BytesIO()
    c = _canvas(buf, "Rechnung RE-2025-0412")
    # Right-hand letterhead block.
    c.setFont("DejaVu-Bold", 14)
    c.drawRightString(190 * mm, H - 25 * mm, "Schreinerei Holzwerk GmbH")
    c.setFont("DejaVu", 8.5)
    for i, t in enumerate(["Am Sägewerk 7", "79098 Freiburg", "Tel. 0761 555 2040",
                           "USt-IdNr. DE 298 765 432"]):
        c.drawRightString(190 * mm, H - (31 + 4.2 * i) * mm, t)
    # Customer block in the envelope window, left.
    c.setFont("DejaVu", 7)
    c.drawString(20 * mm, H - 47 * mm, "Schreinerei Holzwerk GmbH · Am Sägewerk 7 · 79098 Freiburg")
    c.setFont("DejaVu", 10)
    for i, t in enumerate(["Rechnungsempfänger:", "Praxis Dr. Lena Vogt", "Kaiser-Joseph-Str. 12",
                           "79098 Freiburg"]):
        c.drawString(20 * mm, H - (53 + 5 * i) * mm, t)
    # Dates, right column: due date first.
    info = [("Fällig am:", "14.04.2025"), ("Rechnungsnummer:", "RE-2025-0412"),
            ("Rechnungsdatum:", "15.03.2025"), ("Lieferdatum:", "10.03.2025")]
    for i, (k, v) in enumerate(info):
        c.drawString(125 * mm, H - (53 + 5 * i) * mm, k)
        c.drawRightString(190 * mm, H - (53 + 5 * i) * mm, v)
    c.setFont("DejaVu-Bold", 16)
    c.drawString(20 * mm, H - 90 * mm, "Rechnung")
    rows = [("Einbauschrank Eiche, nach Maß", 1, Decimal("1480.00")),
            ("Montage (Stunden)", 4, Decimal("62.50"))]
    net = sum(n * p for _, n, p in rows)
    vat = (net * Decimal("0.19")).quantize(Decimal("0.01"))
    total = net + vat
    y = _items(c, H - 102 * mm, rows, de, ["Leistung", "Menge", "Einzelpreis €", "Betrag €"])
    _totals(c, y, [("Nettobetrag", de(net) + " €"), ("zzgl. 19 % MwSt.", de(vat) + " €"),
                   ("Gesamtbetrag", de(total) + " €")])
    c.setFont("DejaVu", 8)
    c.drawString(20 * mm, 30 * mm, "Zahlbar ohne Abzug bis 14.04.2025.")
    c.drawString(20 * mm, 25 * mm, "Bankverbindung: Sparkasse Freiburg · IBAN DE12 6805 0101 0012 3456 78")
    c.showPage()
    c.save()
    path.write_bytes(buf.getvalue())
    return _answer("Schreinerei Holzwerk GmbH", total, "EUR", "2025-03-15")


def invoice_fr_footer(path: Path) -> dict:
    """French invoice: the customer block comes first, the title is large, and the issuer's
    name appears only in the footer line with its SIRET and VAT number."""
    buf = io.BytesIO()
    c = _canvas(buf, "Facture F-2025-031")
    c.setFont("DejaVu", 10)
    for i, t in enumerate(["Facturé à :", "Société Dupont SARL", "14 avenue Jean Jaurès",
                           "69007 Lyon"]):
        c.drawString(20 * mm, H - (25 + 5 * i) * mm, t)
    c.setFont("DejaVu-Bold", 22)
    c.drawString(20 * mm, H - 60 * mm, "FACTURE")
    c.setFont("DejaVu", 10)
    for i, (k, v) in enumerate([("Facture n° :", "F-2025-031"), ("Date de facture :", "03/02/2025"),
                                ("Date d'échéance :", "05/03/2025")]):
        c.drawString(20 * mm, H - (70 + 5 * i) * mm, k)
        c.drawString(60 * mm, H - (70 + 5 * i) * mm, v)
    rows = [("Remplacement chauffe-eau 200 L", 1, Decimal("690.00")),
            ("Main d'œuvre (heures)", 3, Decimal("55.00"))]
    ht = sum(n * p for _, n, p in rows)
    tva = (ht * Decimal("0.20")).quantize(Decimal("0.01"))
    ttc = ht + tva
    y = _items(c, H - 95 * mm, rows, fr, ["Désignation", "Qté", "PU HT €", "Montant HT €"])
    _totals(c, y, [("Total HT", fr(ht) + " €"), ("TVA 20 %", fr(tva) + " €"),
                   ("Total TTC", fr(ttc) + " €")])
    c.setFont("DejaVu", 8)
    c.drawString(20 * mm, 40 * mm, "Conditions de paiement : 30 jours. Pénalités de retard : 3 fois le taux légal.")
    c.drawCentredString(W / 2, 20 * mm, "Plomberie Martin SARL – 8 rue des Artisans, 69003 Lyon – "
                                        "SIRET 512 345 678 00021 – TVA FR 45 512345678")
    c.showPage()
    c.save()
    path.write_bytes(buf.getvalue())
    return _answer("Plomberie Martin SARL", ttc, "EUR", "2025-02-03")


def invoice_nl_domain(path: Path) -> dict:
    """Dutch web-shop invoice: the title `FACTUUR` and `Kopie factuur` at the top, the
    customer as `Klant`, and the issuer named only by its web and e-mail domain."""
    buf = io.BytesIO()
    c = _canvas(buf, "Factuur 2025-10877")
    c.setFont("DejaVu-Bold", 22)
    c.drawString(20 * mm, H - 28 * mm, "FACTUUR")
    c.setFont("DejaVu", 9)
    c.drawString(20 * mm, H - 35 * mm, "Kopie factuur")
    c.setFont("DejaVu", 10)
    for i, (k, v) in enumerate([("Klant:", "J. de Vries"), ("Adres:", "Lindenlaan 3, 3581 Utrecht"),
                                ("Factuurnummer:", "2025-10877"), ("Besteldatum:", "10-02-2025"),
                                ("Factuurdatum:", "12-02-2025"), ("Vervaldatum:", "26-02-2025")]):
        c.drawString(20 * mm, H - (48 + 5.5 * i) * mm, k)
        c.drawString(60 * mm, H - (48 + 5.5 * i) * mm, v)
    rows = [("Racefiets band 28 inch", 2, Decimal("39.95")), ("Kettingset 11 speed", 1, Decimal("84.95")),
            ("Verzendkosten", 1, Decimal("6.95"))]
    total = sum(n * p for _, n, p in rows)
    btw = (total * Decimal(21) / Decimal(121)).quantize(Decimal("0.01"))
    y = _items(c, H - 92 * mm, rows, de, ["Omschrijving", "Aantal", "Prijs €", "Bedrag €"])
    _totals(c, y, [("Subtotaal excl. btw", de(total - btw) + " €"), ("btw 21 %", de(btw) + " €"),
                   ("Totaal", "€ " + de(total))])
    c.setFont("DejaVu", 8.5)
    c.drawString(20 * mm, 30 * mm, "Vragen over deze factuur? Mail naar klantenservice@fietsonderdelen.nl")
    c.drawString(20 * mm, 25 * mm, "www.fietsonderdelen.nl · KvK 61234567 · btw NL861234567B01")
    c.showPage()
    c.save()
    path.write_bytes(buf.getvalue())
    return _answer("fietsonderdelen.nl", total, "EUR", "2025-02-12")


def invoice_en_inr(path: Path) -> dict:
    """Indian software invoice: `Bill To` block top left, `Invoice from` the issuer in the
    right-hand block with its GSTIN; due date before invoice date; rupee amounts."""
    buf = io.BytesIO()
    c = _canvas(buf, "Invoice BP-2025-0093")
    c.setFont("DejaVu-Bold", 20)
    c.drawString(20 * mm, H - 25 * mm, "TAX INVOICE")
    c.setFont("DejaVu", 10)
    for i, t in enumerate(["Bill To:", "Acme Retail LLP", "22 MG Road, Bengaluru 560001",
                           "GSTIN 29AAACA1234B1Z5"]):
        c.drawString(20 * mm, H - (40 + 5 * i) * mm, t)
    for i, t in enumerate(["Invoice from:", "Bluepeak Technologies Pvt. Ltd.", "5th Floor, Cyber Towers, Hyderabad",
                           "GSTIN 36AABCB5678C1Z2"]):
        c.drawString(115 * mm, H - (40 + 5 * i) * mm, t)
    for i, (k, v) in enumerate([("Due Date:", "30/04/2025"), ("Invoice No:", "BP-2025-0093"),
                                ("Invoice Date:", "31/03/2025"), ("Service period:", "01/03/2025 - 31/03/2025")]):
        c.drawString(20 * mm, H - (70 + 5 * i) * mm, k)
        c.drawString(60 * mm, H - (70 + 5 * i) * mm, v)
    rows = [("Cloud hosting, March 2025", 1, Decimal("40000.00")),
            ("Support retainer", 1, Decimal("10000.00"))]
    net = sum(n * p for _, n, p in rows)
    gst = (net * Decimal("0.18")).quantize(Decimal("0.01"))
    total = net + gst
    y = _items(c, H - 100 * mm, rows, en, ["Description", "Qty", "Rate", "Amount"])
    _totals(c, y, [("Subtotal", "₹ " + en(net)), ("IGST 18%", "₹ " + en(gst)),
                   ("Grand Total", "₹ " + en(total)), ("Amount due", "INR " + en(total))])
    c.setFont("DejaVu", 8)
    c.drawString(20 * mm, 30 * mm, "Payment terms: 30 days. Bank: HDFC Bank, A/c 50200012345678, IFSC HDFC0000123")
    c.showPage()
    c.save()
    path.write_bytes(buf.getvalue())
    return _answer("Bluepeak Technologies Pvt. Ltd.", total, "INR", "2025-03-31")


def invoice_it(path: Path) -> dict:
    """Italian invoice: letterhead on top, `Cliente` block, `Data fattura` after `Scadenza`."""
    buf = io.BytesIO()
    c = _canvas(buf, "Fattura 17/2025")
    c.setFont("DejaVu-Bold", 15)
    c.drawString(20 * mm, H - 25 * mm, "Studio Grafico Colombo S.r.l.")
    c.setFont("DejaVu", 8.5)
    c.drawString(20 * mm, H - 31 * mm, "Via Torino 45, 20123 Milano · Partita IVA 01234567890")
    c.setFont("DejaVu", 10)
    for i, t in enumerate(["Cliente:", "Rossi Alimentari S.p.A.", "Corso Francia 8, 10138 Torino"]):
        c.drawString(120 * mm, H - (45 + 5 * i) * mm, t)
    c.setFont("DejaVu-Bold", 14)
    c.drawString(20 * mm, H - 70 * mm, "Fattura n. 17/2025")
    c.setFont("DejaVu", 10)
    for i, (k, v) in enumerate([("Scadenza:", "30/03/2025"), ("Data fattura:", "28/02/2025")]):
        c.drawString(20 * mm, H - (78 + 5 * i) * mm, k)
        c.drawString(55 * mm, H - (78 + 5 * i) * mm, v)
    rows = [("Progetto logo e immagine coordinata", 1, Decimal("500.00"))]
    net = Decimal("500.00")
    iva = Decimal("110.00")
    total = net + iva
    y = _items(c, H - 100 * mm, rows, de, ["Descrizione", "Q.tà", "Prezzo €", "Importo €"])
    _totals(c, y, [("Imponibile", de(net) + " €"), ("IVA 22%", de(iva) + " €"),
                   ("Totale documento", de(total) + " €")])
    c.setFont("DejaVu", 8)
    c.drawString(20 * mm, 25 * mm, "Pagamento: bonifico bancario · IBAN IT60 X054 2811 1010 0000 0123 456")
    c.showPage()
    c.save()
    path.write_bytes(buf.getvalue())
    return _answer("Studio Grafico Colombo S.r.l.", total, "EUR", "2025-02-28")


def credit_note_gb(path: Path) -> dict:
    """British credit note: the total is money returned, so the expected total is negative."""
    buf = io.BytesIO()
    c = _canvas(buf, "Credit note CN-2291")
    c.setFont("DejaVu-Bold", 16)
    c.drawString(20 * mm, H - 25 * mm, "Northwind Office Supplies Ltd")
    c.setFont("DejaVu", 8.5)
    c.drawString(20 * mm, H - 31 * mm, "Unit 4, Riverside Park, Leeds LS10 1AB · VAT Reg No GB 123 4567 89")
    c.setFont("DejaVu", 10)
    for i, t in enumerate(["Customer:", "Harper & Lowe Architects", "3 Park Square, Leeds LS1 2NE"]):
        c.drawString(20 * mm, H - (45 + 5 * i) * mm, t)
    c.setFont("DejaVu-Bold", 16)
    c.drawString(20 * mm, H - 72 * mm, "CREDIT NOTE")
    c.setFont("DejaVu", 10)
    for i, (k, v) in enumerate([("Credit note no:", "CN-2291"), ("Original invoice:", "INV-8812 of 20/02/2025"),
                                ("Credit note date:", "07/03/2025")]):
        c.drawString(20 * mm, H - (80 + 5 * i) * mm, k)
        c.drawString(60 * mm, H - (80 + 5 * i) * mm, v)
    rows = [("Returned: desk lamp LED, damaged", 1, Decimal("38.00"))]
    net = Decimal("38.00")
    vat = Decimal("7.60")
    total = net + vat
    y = _items(c, H - 105 * mm, rows, en, ["Description", "Qty", "Price £", "Amount £"])
    _totals(c, y, [("Net", "£" + en(net)), ("VAT 20%", "£" + en(vat)), ("Total credit", "£" + en(total))])
    c.setFont("DejaVu", 8)
    c.drawString(20 * mm, 25 * mm, "This amount has been refunded to your card ending 4417.")
    c.showPage()
    c.save()
    path.write_bytes(buf.getvalue())
    return _answer("Northwind Office Supplies Ltd", -total, "GBP", "2025-03-07")


# --------------------------------------------------------------------------
# E-invoices (UN/CEFACT Cross Industry Invoice, as ZUGFeRD / Factur-X / XRechnung)
# --------------------------------------------------------------------------

def invoice_de_slogan(path: Path) -> dict:
    """German invoice whose letterhead opens with the shop's slogan in large italic print,
    above the company block (name with legal form, address, VAT number) in smaller type."""
    buf = io.BytesIO()
    c = _canvas(buf, "Rechnung 2025-1187")
    c.setFont("DejaVu-Bold", 20)
    c.drawString(20 * mm, H - 24 * mm, "Wir machen Ihr Zuhause hell.")
    c.setFont("DejaVu-Bold", 11)
    c.drawString(20 * mm, H - 33 * mm, "Elektro Brandt GmbH")
    c.setFont("DejaVu", 8.5)
    for i, t in enumerate(["Lindenstraße 41 · 50674 Köln", "Tel. 0221 555 7710 · info@elektro-brandt.de",
                           "USt-IdNr. DE 311 204 557"]):
        c.drawString(20 * mm, H - (38 + 4.2 * i) * mm, t)
    c.setFont("DejaVu", 10)
    for i, t in enumerate(["Rechnung an:", "Familie Okafor", "Brüsseler Platz 3", "50672 Köln"]):
        c.drawString(20 * mm, H - (60 + 5 * i) * mm, t)
    for i, (k, v) in enumerate([("Rechnungsnummer:", "2025-1187"), ("Rechnungsdatum:", "22.04.2025"),
                                ("Leistungsdatum:", "17.04.2025")]):
        c.drawString(120 * mm, H - (60 + 5 * i) * mm, k)
        c.drawRightString(190 * mm, H - (60 + 5 * i) * mm, v)
    c.setFont("DejaVu-Bold", 16)
    c.drawString(20 * mm, H - 92 * mm, "Rechnung")
    rows = [("LED-Deckenleuchte, montiert", 3, Decimal("89.00")),
            ("Elektroinstallation (Stunden)", 2, Decimal("68.00"))]
    net = sum(n * p for _, n, p in rows)
    vat = (net * Decimal("0.19")).quantize(Decimal("0.01"))
    total = net + vat
    y = _items(c, H - 102 * mm, rows, de, ["Leistung", "Menge", "Preis €", "Betrag €"])
    _totals(c, y, [("Nettobetrag", de(net) + " €"), ("USt. 19 %", de(vat) + " €"),
                   ("Rechnungsbetrag", de(total) + " €")])
    c.setFont("DejaVu", 8)
    c.drawString(20 * mm, 30 * mm, "Zahlbar innerhalb von 14 Tagen ohne Abzug.")
    c.drawString(20 * mm, 25 * mm, "Elektro Brandt GmbH · Amtsgericht Köln HRB 90412 · "
                                   "Geschäftsführer: Jonas Brandt · IBAN DE12 3705 0198 0012 3456 78")
    c.showPage()
    c.save()
    path.write_bytes(buf.getvalue())
    return _answer("Elektro Brandt GmbH", total, "EUR", "2025-04-22")


def invoice_gb_marketplace(path: Path) -> dict:
    """British marketplace invoice: the marketplace's name heads the page in large print;
    the seller of record, who bills, is named after `Sold by` with its VAT number. Both are
    named: the seller, and the marketplace it sold through."""
    buf = io.BytesIO()
    c = _canvas(buf, "Invoice HB-55120")
    c.setFont("DejaVu-Bold", 22)
    c.drawString(20 * mm, H - 25 * mm, "Shopwell")
    c.setFont("DejaVu", 9)
    c.drawString(20 * mm, H - 31 * mm, "Your marketplace for everything")
    c.setFont("DejaVu-Bold", 13)
    c.drawRightString(190 * mm, H - 25 * mm, "Tax Invoice")
    c.setFont("DejaVu", 10)
    for i, t in enumerate(["Sold by: Harbour Books Ltd", "12 Quay Street, Bristol BS1 4DJ",
                           "VAT Reg. No. GB 284 5512 07"]):
        c.drawString(20 * mm, H - (45 + 5 * i) * mm, t)
    for i, t in enumerate(["Billing address:", "Priya Raman", "7 Elm Row", "Edinburgh EH7 4AA"]):
        c.drawString(20 * mm, H - (68 + 5 * i) * mm, t)
    for i, (k, v) in enumerate([("Order number:", "204-7781-5512"), ("Order date:", "03/06/2025"),
                                ("Invoice number:", "HB-55120"), ("Invoice date:", "05/06/2025")]):
        c.drawString(120 * mm, H - (68 + 5 * i) * mm, k)
        c.drawRightString(190 * mm, H - (68 + 5 * i) * mm, v)
    rows = [("The Cartographer's Daughter (hardback)", 1, Decimal("18.99")),
            ("Tide Tables of the Severn 2025", 2, Decimal("7.50"))]
    items = sum(n * p for _, n, p in rows)
    postage = Decimal("2.99")
    total = items + postage
    y = _items(c, H - 100 * mm, rows, en, ["Item", "Qty", "Price £", "Amount £"])
    _totals(c, y, [("Items", "£" + en(items)), ("Postage", "£" + en(postage)),
                   ("Invoice total", "£" + en(total))])
    c.setFont("DejaVu", 8)
    c.drawString(20 * mm, 30 * mm, "Books are zero-rated for VAT. Sold by Harbour Books Ltd through "
                                   "Shopwell, shopwell.co.uk.")
    c.showPage()
    c.save()
    path.write_bytes(buf.getvalue())
    return _answer("Harbour Books Ltd via Shopwell", total, "GBP", "2025-06-05")


def cii_xml(seller: str, buyer: str, number: str, date: str, currency: str,
            net: Decimal, tax: Decimal, total: Decimal) -> bytes:
    """A minimal CII invoice (EN 16931 fields vault reads, plus the usual neighbours)."""
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
    xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
    xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocumentContext>
    <ram:GuidelineSpecifiedDocumentContextParameter>
      <ram:ID>urn:cen.eu:en16931:2017</ram:ID>
    </ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument>
    <ram:ID>{number}</ram:ID>
    <ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime>
      <udt:DateTimeString format="102">{date.replace("-", "")}</udt:DateTimeString>
    </ram:IssueDateTime>
  </rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:ApplicableHeaderTradeAgreement>
      <ram:SellerTradeParty>
        <ram:Name>{seller}</ram:Name>
        <ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">DE123456789</ram:ID></ram:SpecifiedTaxRegistration>
      </ram:SellerTradeParty>
      <ram:BuyerTradeParty>
        <ram:Name>{buyer}</ram:Name>
      </ram:BuyerTradeParty>
    </ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeDelivery/>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:InvoiceCurrencyCode>{currency}</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:LineTotalAmount>{net:.2f}</ram:LineTotalAmount>
        <ram:TaxBasisTotalAmount>{net:.2f}</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="{currency}">{tax:.2f}</ram:TaxTotalAmount>
        <ram:GrandTotalAmount>{total:.2f}</ram:GrandTotalAmount>
        <ram:DuePayableAmount>{total:.2f}</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>
""".encode("utf-8")


def _einvoice_pdf(path: Path, xml: bytes, xml_name: str, printed_total: Decimal, seller: str,
                  date_printed: str):
    buf = io.BytesIO()
    c = _canvas(buf, "Rechnung ZUGFeRD")
    c.setFont("DejaVu-Bold", 14)
    c.drawString(20 * mm, H - 25 * mm, seller)
    c.setFont("DejaVu", 8.5)
    c.drawString(20 * mm, H - 31 * mm, "Hafenstraße 3, 20457 Hamburg · USt-IdNr. DE123456789")
    c.setFont("DejaVu", 10)
    for i, t in enumerate(["Kunde:", "Muster AG", "Lindenallee 1, 10115 Berlin"]):
        c.drawString(20 * mm, H - (45 + 5 * i) * mm, t)
    c.setFont("DejaVu-Bold", 16)
    c.drawString(20 * mm, H - 72 * mm, "Rechnung")
    c.setFont("DejaVu", 10)
    c.drawString(20 * mm, H - 80 * mm, "Rechnungsdatum: " + date_printed)
    c.drawString(20 * mm, H - 85 * mm, "Rechnungsnummer: HH-2025-118")
    net = (printed_total / Decimal("1.19")).quantize(Decimal("0.01"))
    y = _items(c, H - 100 * mm, [("Beratung (Tagessatz)", 1, net)], de,
               ["Leistung", "Menge", "Preis €", "Betrag €"])
    _totals(c, y, [("Netto", de(net) + " €"), ("USt 19 %", de(printed_total - net) + " €"),
                   ("Rechnungsbetrag", de(printed_total) + " €")])
    c.showPage()
    c.save()
    pdf = pikepdf.open(io.BytesIO(buf.getvalue()))
    spec = pikepdf.AttachedFileSpec(pdf, xml, mime_type="text/xml", description="ZUGFeRD invoice data")
    pdf.attachments[xml_name] = spec
    out = io.BytesIO()
    pdf.save(out, static_id=True, deterministic_id=False)
    path.write_bytes(out.getvalue())


def einvoice_match(path: Path) -> dict:
    seller = "Hanse Beratung GmbH"
    total, net, tax = Decimal("1428.00"), Decimal("1200.00"), Decimal("228.00")
    xml = cii_xml(seller, "Muster AG", "HH-2025-118", "2025-03-20", "EUR", net, tax, total)
    _einvoice_pdf(path, xml, "factur-x.xml", total, seller, "20.03.2025")
    return _answer(seller, total, "EUR", "2025-03-20", evidence="ram:GrandTotalAmount")


def einvoice_mismatch(path: Path) -> dict:
    """The embedded XML states 1190.00, the printed text 1428.00: the XML wins, the draft's
    notes say they disagree."""
    seller = "Hanse Beratung GmbH"
    xml = cii_xml(seller, "Muster AG", "HH-2025-119", "2025-03-21", "EUR", Decimal("1000.00"),
                  Decimal("190.00"), Decimal("1190.00"))
    _einvoice_pdf(path, xml, "zugferd-invoice.xml", Decimal("1428.00"), seller, "21.03.2025")
    return _answer(seller, Decimal("1190.00"), "EUR", "2025-03-21", evidence="ram:GrandTotalAmount",
                   note="disagrees")


def einvoice_bare(path: Path) -> dict:
    seller = "Nordlicht Software GmbH"
    xml = cii_xml(seller, "Stadtwerke Kiel", "NS-77", "2025-01-31", "EUR", Decimal("250.00"),
                  Decimal("47.50"), Decimal("297.50"))
    path.write_bytes(xml)
    return _answer(seller, Decimal("297.50"), "EUR", "2025-01-31", evidence="ram:GrandTotalAmount")


def ferd1_xml(seller: str, buyer: str, number: str, date: str, currency: str,
              net: Decimal, tax: Decimal, total: Decimal) -> bytes:
    """A ZUGFeRD 1.0 invoice: the Cross Industry Document of 2014 (`rsm:HeaderExchangedDocument`)."""
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryDocument xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0"
    xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:12"
    xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:15">
  <rsm:SpecifiedExchangedDocumentContext>
    <ram:GuidelineSpecifiedDocumentContextParameter>
      <ram:ID>urn:ferd:CrossIndustryDocument:invoice:1p0:comfort</ram:ID>
    </ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:SpecifiedExchangedDocumentContext>
  <rsm:HeaderExchangedDocument>
    <ram:ID>{number}</ram:ID>
    <ram:Name>RECHNUNG</ram:Name>
    <ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime>
      <udt:DateTimeString format="102">{date.replace("-", "")}</udt:DateTimeString>
    </ram:IssueDateTime>
  </rsm:HeaderExchangedDocument>
  <rsm:SpecifiedSupplyChainTradeTransaction>
    <ram:ApplicableSupplyChainTradeAgreement>
      <ram:SellerTradeParty><ram:Name>{seller}</ram:Name></ram:SellerTradeParty>
      <ram:BuyerTradeParty><ram:Name>{buyer}</ram:Name></ram:BuyerTradeParty>
    </ram:ApplicableSupplyChainTradeAgreement>
    <ram:ApplicableSupplyChainTradeDelivery>
      <ram:ActualDeliverySupplyChainEvent>
        <ram:OccurrenceDateTime><udt:DateTimeString format="102">20140601</udt:DateTimeString></ram:OccurrenceDateTime>
      </ram:ActualDeliverySupplyChainEvent>
    </ram:ApplicableSupplyChainTradeDelivery>
    <ram:ApplicableSupplyChainTradeSettlement>
      <ram:InvoiceCurrencyCode>{currency}</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradeSettlementMonetarySummation>
        <ram:LineTotalAmount currencyID="{currency}">{net:.2f}</ram:LineTotalAmount>
        <ram:TaxBasisTotalAmount currencyID="{currency}">{net:.2f}</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="{currency}">{tax:.2f}</ram:TaxTotalAmount>
        <ram:GrandTotalAmount currencyID="{currency}">{total:.2f}</ram:GrandTotalAmount>
      </ram:SpecifiedTradeSettlementMonetarySummation>
    </ram:ApplicableSupplyChainTradeSettlement>
  </rsm:SpecifiedSupplyChainTradeTransaction>
</rsm:CrossIndustryDocument>
""".encode("utf-8")


def ubl_xml(kind: str, seller: str, buyer: str, number: str, date: str, due: str, currency: str,
            net: Decimal, tax: Decimal, total: Decimal) -> bytes:
    """A UBL 2.1 `Invoice` or `CreditNote` as XRechnung UBL and Peppol BIS Billing 3.0 write
    them (a credit note states its amounts positive; its type says they are returned)."""
    ns = f"urn:oasis:names:specification:ubl:schema:xsd:{kind}-2"
    type_code = f"<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>" if kind == "Invoice" \
        else "<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>"
    due_el = f"<cbc:DueDate>{due}</cbc:DueDate>" if kind == "Invoice" else ""
    due_pay = f"<cbc:PaymentDueDate>{due}</cbc:PaymentDueDate>" if kind == "CreditNote" else ""
    line = "InvoiceLine" if kind == "Invoice" else "CreditNoteLine"
    qty = "InvoicedQuantity" if kind == "Invoice" else "CreditedQuantity"
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<{kind} xmlns="{ns}"
    xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
    xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>
  <cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID>
  <cbc:ID>{number}</cbc:ID>
  <cbc:IssueDate>{date}</cbc:IssueDate>
  {due_el}
  {type_code}
  <cbc:DocumentCurrencyCode>{currency}</cbc:DocumentCurrencyCode>
  <cac:AccountingSupplierParty>
    <cac:Party>
      <cac:PartyName><cbc:Name>{seller}</cbc:Name></cac:PartyName>
      <cac:PostalAddress><cbc:StreetName>Keizersgracht 12</cbc:StreetName><cbc:CityName>Amsterdam</cbc:CityName>
        <cac:Country><cbc:IdentificationCode>NL</cbc:IdentificationCode></cac:Country></cac:PostalAddress>
      <cac:PartyTaxScheme><cbc:CompanyID>NL123456789B01</cbc:CompanyID>
        <cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
      <cac:PartyLegalEntity><cbc:RegistrationName>{seller}</cbc:RegistrationName></cac:PartyLegalEntity>
    </cac:Party>
  </cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty>
    <cac:Party>
      <cac:PartyName><cbc:Name>{buyer}</cbc:Name></cac:PartyName>
      <cac:PartyLegalEntity><cbc:RegistrationName>{buyer}</cbc:RegistrationName></cac:PartyLegalEntity>
    </cac:Party>
  </cac:AccountingCustomerParty>
  <cac:PaymentMeans><cbc:PaymentMeansCode>30</cbc:PaymentMeansCode>{due_pay}</cac:PaymentMeans>
  <cac:TaxTotal>
    <cbc:TaxAmount currencyID="{currency}">{tax:.2f}</cbc:TaxAmount>
    <cac:TaxSubtotal>
      <cbc:TaxableAmount currencyID="{currency}">{net:.2f}</cbc:TaxableAmount>
      <cbc:TaxAmount currencyID="{currency}">{tax:.2f}</cbc:TaxAmount>
      <cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>21</cbc:Percent>
        <cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory>
    </cac:TaxSubtotal>
  </cac:TaxTotal>
  <cac:LegalMonetaryTotal>
    <cbc:LineExtensionAmount currencyID="{currency}">{net:.2f}</cbc:LineExtensionAmount>
    <cbc:TaxExclusiveAmount currencyID="{currency}">{net:.2f}</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount currencyID="{currency}">{total:.2f}</cbc:TaxInclusiveAmount>
    <cbc:PayableAmount currencyID="{currency}">{total:.2f}</cbc:PayableAmount>
  </cac:LegalMonetaryTotal>
  <cac:{line}>
    <cbc:ID>1</cbc:ID>
    <cbc:{qty} unitCode="C62">1</cbc:{qty}>
    <cbc:LineExtensionAmount currencyID="{currency}">{net:.2f}</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>Consultancy</cbc:Name></cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="{currency}">{net:.2f}</cbc:PriceAmount></cac:Price>
  </cac:{line}>
</{kind}>
""".encode("utf-8")


def einvoice_ferd1(path: Path) -> dict:
    """A ZUGFeRD 1.0 PDF (attachment `ZUGFeRD-invoice.xml`, root `rsm:CrossIndustryDocument`)."""
    seller = "Elbe Werkzeuge GmbH"
    total, net, tax = Decimal("595.00"), Decimal("500.00"), Decimal("95.00")
    xml = ferd1_xml(seller, "Muster AG", "EW-2014-77", "2014-06-03", "EUR", net, tax, total)
    _einvoice_pdf(path, xml, "ZUGFeRD-invoice.xml", total, seller, "03.06.2014")
    return _answer(seller, total, "EUR", "2014-06-03", evidence="ram:GrandTotalAmount")


def ubl_invoice_bare(path: Path) -> dict:
    seller = "Grachten Consultancy B.V."
    xml = ubl_xml("Invoice", seller, "Muster AG", "GC-2025-041", "2025-04-02", "2025-05-02", "EUR",
                  Decimal("800.00"), Decimal("168.00"), Decimal("968.00"))
    path.write_bytes(xml)
    return _answer(seller, Decimal("968.00"), "EUR", "2025-04-02", evidence="cbc:TaxInclusiveAmount")


def ubl_credit_note_bare(path: Path) -> dict:
    seller = "Grachten Consultancy B.V."
    xml = ubl_xml("CreditNote", seller, "Muster AG", "GC-CN-2025-007", "2025-04-09", "2025-04-23", "EUR",
                  Decimal("100.00"), Decimal("21.00"), Decimal("121.00"))
    path.write_bytes(xml)
    return _answer(seller, Decimal("-121.00"), "EUR", "2025-04-09", evidence="cbc:TaxInclusiveAmount")


def ubl_invoice_embedded(path: Path) -> dict:
    seller = "Grachten Consultancy B.V."
    xml = ubl_xml("Invoice", seller, "Muster AG", "GC-2025-041", "2025-04-02", "2025-05-02", "EUR",
                  Decimal("800.00"), Decimal("168.00"), Decimal("968.00"))
    _einvoice_pdf(path, xml, "xrechnung.xml", Decimal("968.00"), seller, "02.04.2025")
    return _answer(seller, Decimal("968.00"), "EUR", "2025-04-02", evidence="cbc:TaxInclusiveAmount")


def ubl_credit_note_embedded(path: Path) -> dict:
    seller = "Grachten Consultancy B.V."
    xml = ubl_xml("CreditNote", seller, "Muster AG", "GC-CN-2025-007", "2025-04-09", "2025-04-23", "EUR",
                  Decimal("100.00"), Decimal("21.00"), Decimal("121.00"))
    _einvoice_pdf(path, xml, "xrechnung.xml", Decimal("121.00"), seller, "09.04.2025")
    return _answer(seller, Decimal("-121.00"), "EUR", "2025-04-09", evidence="cbc:TaxInclusiveAmount")


# --------------------------------------------------------------------------
# A long document that is no bill
# --------------------------------------------------------------------------

PROSE = [
    "The history of municipal water supply is a history of slow, patient engineering rather than of sudden invention.",
    "Early systems relied on gravity alone, carrying water from springs in the hills through channels of stone and clay.",
    "Later, pumping stations allowed towns to draw from rivers, and the question became one of cleanliness rather than of quantity.",
    "Filtration through sand beds, first tried in the early nineteenth century, reduced disease in a way that no one fully understood at the time.",
    "The cost of such works was considerable, and the accounts of the period show long debates about who should pay for them.",
    "In several towns the total expense was divided between the council and the owners of the largest houses along the main streets.",
    "Engineers wrote reports that read today like essays, weighing the merits of cast iron against those of glazed earthenware pipes.",
    "A reader of these reports notices how often the authors return to maintenance, to the daily work that keeps a system alive.",
    "This chapter follows one such system from its first survey to the moment it was replaced, almost a century later.",
    "The sources are letters, minutes of meetings and the notebooks of the engineer who supervised the work for thirty years.",
]


def long_article(path: Path) -> dict:
    """Eight pages of prose with a heading per page: an article, not a bill. It mentions
    costs and prints a year and a page number, as real articles do."""
    buf = io.BytesIO()
    c = _canvas(buf, "Water for the Town: an essay")
    for page in range(1, 9):
        y = H - 25 * mm
        c.setFont("DejaVu-Bold", 14)
        c.drawString(20 * mm, y, f"Chapter {page}. Water for the town")
        y -= 12 * mm
        c.setFont("DejaVu", 10.5)
        for paragraph in range(4):
            for i in range(len(PROSE)):
                sentence = PROSE[(i + page + paragraph) % len(PROSE)]
                c.drawString(20 * mm, y, sentence[:95])
                y -= 5.2 * mm
                if len(sentence) > 95:
                    c.drawString(20 * mm, y, sentence[95:])
                    y -= 5.2 * mm
                if y < 30 * mm:
                    break
            y -= 4 * mm
            if y < 30 * mm:
                break
        c.setFont("DejaVu", 9)
        c.drawCentredString(W / 2, 15 * mm, f"{page}")
        c.showPage()
    c.save()
    path.write_bytes(buf.getvalue())
    return {"merchant": None, "total": None, "currency": None, "date": None, "kind": "other"}


MAKERS = [
    ("invoice-de-eur-schreinerei.pdf", invoice_de_beside),
    ("invoice-fr-eur-plomberie.pdf", invoice_fr_footer),
    ("invoice-nl-eur-webshop.pdf", invoice_nl_domain),
    ("invoice-en-inr-hosting.pdf", invoice_en_inr),
    ("invoice-it-eur-studio.pdf", invoice_it),
    ("invoice-gb-gbp-credit-note.pdf", credit_note_gb),
    ("invoice-de-eur-slogan.pdf", invoice_de_slogan),
    ("invoice-gb-gbp-marketplace.pdf", invoice_gb_marketplace),
    ("einvoice-de-eur-zugferd.pdf", einvoice_match),
    ("einvoice-de-eur-xml-disagrees.pdf", einvoice_mismatch),
    ("einvoice-de-eur-xrechnung.xml", einvoice_bare),
    ("einvoice-de-eur-zugferd1.pdf", einvoice_ferd1),
    ("einvoice-nl-eur-ubl-invoice.xml", ubl_invoice_bare),
    ("einvoice-nl-eur-ubl-credit-note.xml", ubl_credit_note_bare),
    ("einvoice-nl-eur-ubl-invoice.pdf", ubl_invoice_embedded),
    ("einvoice-nl-eur-ubl-credit-note.pdf", ubl_credit_note_embedded),
    ("other-long-article.pdf", long_article),
]


def build_invoices(out: Path, write_json) -> None:
    for name, maker in MAKERS:
        answer = maker(out / name)
        write_json(out / (Path(name).stem + ".expected.json"), answer)
