#!/usr/bin/env python3
"""Writes N distinct one-page receipts and invoices with a text layer, for import benchmarks.

usage: python3 Benchmarks/make-text-pdfs.py N FOLDER [--seed S]

Each PDF is a shop receipt (about 80%) or a supplier invoice: merchant, street and town, a day
between 2015 and 2025, one to eight items with prices, tax, a total and the payment, in one of
several currencies and languages. Every document carries its own receipt or invoice number and
its own items, so no two are the same file or the same expense (no duplicate, no near-duplicate).
The same N and seed write the same files (reportlab's invariant mode: no timestamps, fixed IDs).

Needs reportlab (`python3 -m pip install --break-system-packages reportlab`; scripts/setup.sh
installs it).
"""

from __future__ import annotations

import argparse
import datetime
import os
import random

from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas

SHOPS = [
    # name, street, town, currency, language, kind of shop
    ("Brasserie Le Comptoir", "12 Rue de Buci", "75006 Paris", "EUR", "fr", "food"),
    ("Café de Flore", "172 Boulevard Saint-Germain", "75006 Paris", "EUR", "fr", "food"),
    ("Boulangerie Poilâne", "8 Rue du Cherche-Midi", "75006 Paris", "EUR", "fr", "bakery"),
    ("Monoprix Odéon", "52 Rue de Rennes", "75006 Paris", "EUR", "fr", "grocery"),
    ("Gasthof Zur Post", "Hauptstraße 14", "82467 Garmisch", "EUR", "de", "food"),
    ("Apotheke am Markt", "Marktplatz 3", "79098 Freiburg", "EUR", "de", "pharmacy"),
    ("REWE Markt", "Schönhauser Allee 80", "10439 Berlin", "EUR", "de", "grocery"),
    ("Aral Tankstelle", "Leopoldstraße 120", "80804 München", "EUR", "de", "fuel"),
    ("Trattoria da Enzo", "Via dei Vascellari 29", "00153 Roma", "EUR", "it", "food"),
    ("Farmacia Centrale", "Piazza Navona 46", "00186 Roma", "EUR", "it", "pharmacy"),
    ("Bar Pasticceria Gatti", "Via Nazionale 91", "00184 Roma", "EUR", "it", "bakery"),
    ("Blue Moon Diner", "415 Main Street", "Portland, OR 97204", "USD", "en", "food"),
    ("Corner Hardware", "88 Elm Avenue", "Austin, TX 78701", "USD", "en", "hardware"),
    ("Green Valley Market", "2301 Shattuck Ave", "Berkeley, CA 94704", "USD", "en", "grocery"),
    ("Yellow Cab Co.", "1200 Mission St", "San Francisco, CA 94103", "USD", "en", "taxi"),
    ("The Crown & Anchor", "22 Neal Street", "London WC2H 9PS", "GBP", "en", "food"),
    ("Boots Pharmacy", "361 Oxford Street", "London W1C 2JL", "GBP", "en", "pharmacy"),
    ("Waterstones", "203 Piccadilly", "London W1J 9HD", "GBP", "en", "books"),
    ("Confiserie Sprüngli", "Bahnhofstrasse 21", "8001 Zürich", "CHF", "de", "bakery"),
    ("Migros City", "Löwenstrasse 31", "8001 Zürich", "CHF", "de", "grocery"),
]

SUPPLIERS = [
    ("Nordlicht Software GmbH", "Kaiserstraße 5", "60311 Frankfurt am Main", "EUR", "de"),
    ("Atelier Moreau SARL", "14 Quai des Chartrons", "33000 Bordeaux", "EUR", "fr"),
    ("Brightline Consulting Ltd", "9 King Street", "Manchester M2 4LQ", "GBP", "en"),
    ("Pacific Print & Copy Inc.", "730 Harrison St", "Seattle, WA 98109", "USD", "en"),
    ("Studio Bianchi S.r.l.", "Corso Buenos Aires 33", "20124 Milano", "EUR", "it"),
]

ITEMS = {
    "food": [("Espresso", 2.4), ("Café crème", 4.2), ("Croque monsieur", 11.5), ("Salade niçoise", 14.0),
             ("Wiener Schnitzel", 18.9), ("Spaghetti carbonara", 13.5), ("Burger & fries", 15.75),
             ("Pint of ale", 5.6), ("Mineral water", 3.2), ("Crème brûlée", 8.0), ("Tiramisu", 7.5),
             ("Soup of the day", 6.9), ("Glass of red wine", 6.5), ("Pancakes", 9.25)],
    "bakery": [("Croissant", 1.3), ("Pain au chocolat", 1.5), ("Baguette", 1.2), ("Cornetto", 1.4),
               ("Brezel", 0.9), ("Luxemburgerli 12 pc", 14.5), ("Cappuccino", 3.8), ("Apfelstrudel", 4.6)],
    "grocery": [("Milk 1 l", 1.19), ("Bananas 1 kg", 1.79), ("Butter 250 g", 2.49), ("Coffee beans 500 g", 7.99),
                ("Bread", 2.29), ("Tomatoes", 2.15), ("Cheese", 4.35), ("Orange juice", 2.69), ("Eggs 10", 3.19),
                ("Pasta 500 g", 1.09), ("Olive oil", 6.49), ("Yoghurt", 0.79)],
    "pharmacy": [("Ibuprofen 400 mg", 4.95), ("Sun cream SPF 50", 12.9), ("Plasters", 3.45),
                 ("Throat lozenges", 6.2), ("Toothpaste", 2.75), ("Vitamin C", 8.1)],
    "fuel": [("Super E10 38.2 l", 66.46), ("Diesel 45.0 l", 76.05), ("Car wash", 12.0), ("Coffee to go", 2.9)],
    "hardware": [("Screws 100 pc", 6.49), ("Hammer", 18.99), ("Paint 1 gal", 34.5), ("Tape measure", 9.99),
                 ("Light bulbs 4 pc", 11.25)],
    "books": [("Paperback novel", 9.99), ("City guide", 14.99), ("Notebook A5", 6.5), ("Postcards 5 pc", 4.0)],
    "taxi": [("Fare", 23.4), ("Airport surcharge", 5.0), ("Tip", 4.0), ("Waiting time", 3.5)],
}

SERVICES = [("Consulting, day rate", 850.0), ("Licence, annual", 1200.0), ("Printing 500 flyers", 240.0),
            ("Design work, hours", 95.0), ("Hosting, quarter", 180.0), ("Support contract", 420.0)]

WORDS = {
    "en": dict(total="TOTAL", tax="VAT", paid="Paid by card", cash="Cash", change="Change", thanks="Thank you!",
               receipt="Receipt", invoice="INVOICE", due="Due date", net="Net amount", item="Description"),
    "de": dict(total="SUMME", tax="MwSt", paid="Kartenzahlung", cash="Bar", change="Rückgeld",
               thanks="Vielen Dank für Ihren Einkauf", receipt="Beleg", invoice="RECHNUNG", due="Fällig am",
               net="Nettobetrag", item="Bezeichnung"),
    "fr": dict(total="TOTAL TTC", tax="TVA", paid="Carte bancaire", cash="Espèces", change="Rendu",
               thanks="Merci de votre visite", receipt="Ticket", invoice="FACTURE", due="Échéance",
               net="Montant HT", item="Désignation"),
    "it": dict(total="TOTALE", tax="IVA", paid="Pagamento carta", cash="Contanti", change="Resto",
               thanks="Grazie e arrivederci", receipt="Scontrino", invoice="FATTURA", due="Scadenza",
               net="Imponibile", item="Descrizione"),
}

TAX_RATE = {"EUR": 0.19, "GBP": 0.20, "USD": 0.0825, "CHF": 0.081}
SYMBOL = {"EUR": "EUR", "GBP": "GBP", "USD": "USD", "CHF": "CHF"}


def money(value: float, language: str) -> str:
    text = f"{value:,.2f}"
    if language in ("de", "fr", "it"):
        text = text.replace(",", " ").replace(".", ",")
    return text


def day_text(day: datetime.date, language: str) -> str:
    if language == "en":
        return day.strftime("%Y-%m-%d")
    if language == "de":
        return day.strftime("%d.%m.%Y")
    return day.strftime("%d/%m/%Y")


def receipt(c: canvas.Canvas, rng: random.Random, number: int) -> None:
    name, street, town, currency, language, kind = rng.choice(SHOPS)
    words = WORDS[language]
    day = datetime.date(2015, 1, 1) + datetime.timedelta(days=rng.randrange(0, 11 * 365))
    lines = [(name, "Helvetica-Bold", 13), (street, "Helvetica", 10), (town, "Helvetica", 10),
             (f"Tel. +{rng.randrange(10, 99)} {rng.randrange(100, 999)} {rng.randrange(1000, 9999)}", "Helvetica", 9),
             ("", "Helvetica", 9),
             (f"{words['receipt']} {number:06d}   {day_text(day, language)} "
              f"{rng.randrange(7, 23):02d}:{rng.randrange(60):02d}", "Helvetica", 10),
             ("", "Helvetica", 9)]
    total = 0.0
    for _ in range(rng.randrange(1, 9)):
        item, price = rng.choice(ITEMS[kind])
        quantity = rng.choice([1, 1, 1, 2, 3])
        price = round(price * rng.uniform(0.85, 1.2), 2)
        amount = round(price * quantity, 2)
        total += amount
        label = f"{quantity} x {item}" if quantity > 1 else item
        lines.append((f"{label:<34}{money(amount, language):>10}", "Courier", 10))
    total = round(total, 2)
    tax = round(total - total / (1 + TAX_RATE[currency]), 2)
    lines += [("-" * 44, "Courier", 10),
              (f"{words['total']:<28}{SYMBOL[currency]:>6}{money(total, language):>10}", "Courier-Bold", 11),
              (f"{words['tax'] + f' {TAX_RATE[currency] * 100:.1f}%':<34}{money(tax, language):>10}", "Courier", 10)]
    if rng.random() < 0.5:
        lines.append((f"{words['paid']:<34}{money(total, language):>10}", "Courier", 10))
    else:
        given = float(int(total / 10) * 10 + 10) if total < 200 else total
        lines.append((f"{words['cash']:<34}{money(given, language):>10}", "Courier", 10))
        lines.append((f"{words['change']:<34}{money(given - total, language):>10}", "Courier", 10))
    lines += [("", "Helvetica", 9), (words["thanks"], "Helvetica-Oblique", 10)]
    y = 280 * mm
    for text, font, size in lines:
        c.setFont(font, size)
        c.drawString(25 * mm, y, text)
        y -= size * 1.45


def invoice(c: canvas.Canvas, rng: random.Random, number: int) -> None:
    name, street, town, currency, language = rng.choice(SUPPLIERS)
    words = WORDS[language]
    day = datetime.date(2015, 1, 1) + datetime.timedelta(days=rng.randrange(0, 11 * 365))
    due = day + datetime.timedelta(days=rng.choice([14, 30]))
    y = 275 * mm

    def line(text: str, font: str = "Helvetica", size: float = 10, x: float = 20 * mm) -> None:
        nonlocal y
        c.setFont(font, size)
        c.drawString(x, y, text)
        y -= size * 1.5

    line(name, "Helvetica-Bold", 14)
    line(f"{street}, {town}")
    line(f"VAT ID DE{rng.randrange(100000000, 999999999)}", size=9)
    y -= 8 * mm
    line(words["invoice"], "Helvetica-Bold", 16)
    line(f"No. {day.year}-{number:05d}")
    line(f"{day_text(day, language)}")
    line(f"{words['due']}: {day_text(due, language)}")
    y -= 6 * mm
    line(f"{words['item']:<40}{'':>10}", "Courier-Bold", 10)
    net = 0.0
    for _ in range(rng.randrange(1, 5)):
        service, price = rng.choice(SERVICES)
        quantity = rng.randrange(1, 6)
        amount = round(price * quantity * rng.uniform(0.9, 1.1), 2)
        net += amount
        line(f"{quantity} x {service:<34}{money(amount, language):>12}", "Courier", 10)
    net = round(net, 2)
    tax = round(net * TAX_RATE[currency], 2)
    line("-" * 50, "Courier", 10)
    line(f"{words['net']:<38}{money(net, language):>12}", "Courier", 10)
    line(f"{words['tax'] + f' {TAX_RATE[currency] * 100:.1f}%':<38}{money(tax, language):>12}", "Courier", 10)
    line(f"{words['total']:<32}{SYMBOL[currency]:>6}{money(net + tax, language):>12}", "Courier-Bold", 11)
    y -= 6 * mm
    line(f"IBAN DE{rng.randrange(10, 99)} {rng.randrange(1000, 9999)} {rng.randrange(1000, 9999)} "
         f"{rng.randrange(1000, 9999)} {rng.randrange(1000, 9999)} {rng.randrange(10, 99)}", size=9)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("count", type=int)
    parser.add_argument("folder")
    parser.add_argument("--seed", type=int, default=17)
    arguments = parser.parse_args()
    os.makedirs(arguments.folder, exist_ok=True)
    rng = random.Random(arguments.seed)
    width = len(str(arguments.count))
    for number in range(1, arguments.count + 1):
        path = os.path.join(arguments.folder, f"doc-{number:0{width}d}.pdf")
        c = canvas.Canvas(path, pagesize=A4, invariant=1)
        c.setTitle(f"Document {number}")
        (receipt if rng.random() < 0.8 else invoice)(c, rng, number)
        c.showPage()
        c.save()


if __name__ == "__main__":
    main()
