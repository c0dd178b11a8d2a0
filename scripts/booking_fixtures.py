"""Booking-confirmation fixtures for make-fixtures.py: flights, a train, hotels, a car rental.

Each maker lays out one confirmation as a list of drawing operations, then writes it either
as a PDF with a text layer (reportlab) or as a scan: the page drawn into a grey image with a
little noise and embedded as a JPEG, with no text layer, so it must be read by OCR.

The answer (`NAME.expected.json`) has no top-level merchant or total, so the receipt tests
leave these files alone; it states the kind, every booking the document holds and the price:

    {"kind": "booking",
     "bookings": [{"type": "transport", "mode": "flight", "carrier": "...", "number": "SL 482",
                   "from": "...", "to": "...", "departure": "2025-03-10T07:45", ...}],
     "price": {"total": "248.40", "currency": "GBP"}}

Times are local times at the place they happen, `YYYY-MM-DDTHH:MM`, without a zone.
"""

from __future__ import annotations

import io
import random
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas as rl_canvas

W, H = A4
FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")
PIL_FONTS = {"DejaVu": "DejaVuSans.ttf", "DejaVu-Bold": "DejaVuSans-Bold.ttf"}


class Page:
    """Drawing operations in millimetres from the top-left corner of an A4 page."""

    def __init__(self):
        self.ops: list[tuple] = []

    def text(self, x, y, s, size=10.5, bold=False, right=False):
        self.ops.append(("text", x, y, s, size, "DejaVu-Bold" if bold else "DejaVu", right))

    def rule(self, y, x0=20, x1=190):
        self.ops.append(("rule", x0, y, x1))

    def rows(self, x, y, pairs, gap=7.0, value_x=None, size=10.5):
        """Label and value pairs one under the other; returns the next free y."""
        for label, value in pairs:
            self.text(x, y, label, size=size)
            self.text(value_x or x + 52, y, value, size=size)
            y += gap
        return y


def _canvas(buf, title):
    c = rl_canvas.Canvas(buf, pagesize=A4, invariant=1, pageCompression=1)
    c.setTitle(title)
    c.setAuthor("vault test fixtures")
    c.setCreator("vault make-fixtures.py")
    c.setProducer("vault make-fixtures.py")
    return c


def write_text_pdf(path: Path, title: str, pages: list[Page]):
    buf = io.BytesIO()
    c = _canvas(buf, title)
    for page in pages:
        for op in page.ops:
            if op[0] == "text":
                _, x, y, s, size, font, right = op
                c.setFont(font, size)
                (c.drawRightString if right else c.drawString)(x * mm, H - y * mm, s)
            else:
                _, x0, y, x1 = op
                c.line(x0 * mm, H - y * mm, x1 * mm, H - y * mm)
        c.showPage()
    c.save()
    path.write_bytes(buf.getvalue())


def write_scanned_pdf(path: Path, title: str, pages: list[Page], seed: int, dpi: int = 200):
    """Each page drawn at `dpi` into an 8-bit grey image (slight blur, noise, a tilt of a
    fraction of a degree), embedded as a JPEG filling the page: no text layer."""
    rng = random.Random(seed)
    px = dpi / 25.4
    buf = io.BytesIO()
    c = _canvas(buf, title)
    for page in pages:
        img = Image.new("L", (round(210 * px), round(297 * px)), 250)
        draw = ImageDraw.Draw(img)
        for op in page.ops:
            if op[0] == "text":
                _, x, y, s, size, font, right = op
                f = ImageFont.truetype(str(FONT_DIR / PIL_FONTS[font]), round(size / 72 * dpi))
                width = draw.textlength(s, font=f)
                left = x * px - (width if right else 0)
                draw.text((left, y * px), s, font=f, fill=25, anchor="ls")
            else:
                _, x0, y, x1 = op
                draw.line([(x0 * px, y * px), (x1 * px, y * px)], fill=60, width=2)
        img = img.rotate(rng.uniform(-0.4, 0.4), resample=Image.BICUBIC, fillcolor=250)
        img = img.filter(ImageFilter.GaussianBlur(0.6))
        img = ImageChops.add(img, Image.effect_noise(img.size, 9), offset=-128)
        jpg = io.BytesIO()
        img.save(jpg, "JPEG", quality=75, optimize=True)
        jpg.seek(0)
        c.drawImage(ImageReader(jpg), 0, 0, width=W, height=H)
        c.showPage()
    c.save()
    path.write_bytes(buf.getvalue())


def _answer(bookings: list[dict], total: str | None, currency: str | None) -> dict:
    price = {"total": total, "currency": currency} if total else None
    return {"kind": "booking", "bookings": bookings, "price": price}


# --------------------------------------------------------------------------
# Airlines
# --------------------------------------------------------------------------

def flight_en_skylark(path: Path) -> dict:
    """An English e-ticket with an outbound and a return flight, London - Paris."""
    p = Page()
    p.text(20, 22, "SKYLARK AIRWAYS", size=20, bold=True)
    p.text(190, 22, "E-ticket receipt and itinerary", right=True)
    p.text(20, 28, "Skylark Airways Ltd · Hangar Road 3, Crawley RH10 9AA · skylark-air.example", size=8.5)
    p.rule(32)
    p.text(20, 44, "Booking confirmation", size=16, bold=True)
    y = p.rows(20, 56, [
        ("Booking reference (PNR)", "K7XQ2M"),
        ("Booking date", "14 February 2025"),
        ("Passenger", "MS EMMA CLARKE"),
        ("E-ticket number", "739 2401887765"),
    ], value_x=75)
    y += 6
    for title, number, dep_place, dep_time, arr_place, arr_time, terminal, seat in [
        ("Outbound flight", "SL 482", "London Heathrow (LHR)", "Mon 10 Mar 2025 07:45",
         "Paris Charles de Gaulle (CDG)", "Mon 10 Mar 2025 10:05", "5", "14C"),
        ("Return flight", "SL 487", "Paris Charles de Gaulle (CDG)", "Mon 17 Mar 2025 18:30",
         "London Heathrow (LHR)", "Mon 17 Mar 2025 18:55", "2E", "21A"),
    ]:
        p.text(20, y, title, size=12, bold=True)
        y = p.rows(20, y + 8, [
            ("Flight", number),
            ("From", dep_place),
            ("Departure", dep_time),
            ("Terminal", terminal),
            ("To", arr_place),
            ("Arrival", arr_time),
            ("Seat", seat),
            ("Fare", "Economy Light, 1 cabin bag"),
        ], value_x=75)
        y += 5
    p.text(20, y, "Payment", size=12, bold=True)
    y = p.rows(20, y + 8, [("Air fare", "GBP 162.00"), ("Taxes, fees and charges", "GBP 86.40")],
               value_x=75)
    p.text(20, y, "Total paid", size=12, bold=True)
    p.text(75, y, "GBP 248.40", size=12, bold=True)
    p.text(20, 280, "Check-in closes 45 minutes before departure. Please bring a valid passport.",
           size=8.5)
    write_text_pdf(path, "Skylark Airways K7XQ2M", [p])
    return _answer([
        {"type": "transport", "mode": "flight", "carrier": "Skylark Airways", "number": "SL 482",
         "from": "London Heathrow (LHR)", "to": "Paris Charles de Gaulle (CDG)",
         "departure": "2025-03-10T07:45", "arrival": "2025-03-10T10:05", "reference": "K7XQ2M",
         "seat": "14C", "terminal": "5"},
        {"type": "transport", "mode": "flight", "carrier": "Skylark Airways", "number": "SL 487",
         "from": "Paris Charles de Gaulle (CDG)", "to": "London Heathrow (LHR)",
         "departure": "2025-03-17T18:30", "arrival": "2025-03-17T18:55", "reference": "K7XQ2M",
         "seat": "21A", "terminal": "2E"},
    ], "248.40", "GBP")


def flight_de_alpenflug_scan(path: Path) -> dict:
    """A German flight confirmation, printed and scanned: no text layer."""
    p = Page()
    p.text(20, 24, "ALPENFLUG", size=22, bold=True)
    p.text(20, 31, "Alpenflug GmbH · Flughafenstraße 8 · 85356 München", size=9)
    p.rule(35)
    p.text(20, 48, "Buchungsbestätigung", size=17, bold=True)
    y = p.rows(20, 62, [
        ("Buchungscode", "ZK4P9R"),
        ("Buchungsdatum", "03.04.2025"),
        ("Reisender", "Herr Jonas Weber"),
    ], gap=8, value_x=72, size=12)
    y += 6
    p.text(20, y, "Hinflug", size=13, bold=True)
    y = p.rows(20, y + 9, [
        ("Flug", "AF 2317"),
        ("Von", "München (MUC)"),
        ("Abflug", "02.05.2025 09:10"),
        ("Terminal", "2"),
        ("Nach", "Wien (VIE)"),
        ("Ankunft", "02.05.2025 10:15"),
        ("Sitzplatz", "7A"),
    ], gap=8, value_x=72, size=12)
    y += 6
    p.text(20, y, "Preis", size=13, bold=True)
    y = p.rows(20, y + 9, [("Flugpreis", "121,00 EUR"), ("Steuern und Gebühren", "68,90 EUR")],
               gap=8, value_x=72, size=12)
    p.text(20, y, "Gesamtpreis", size=13, bold=True)
    p.text(72, y, "189,90 EUR", size=13, bold=True)
    p.text(20, 275, "Bitte seien Sie spätestens 30 Minuten vor Abflug am Flugsteig.", size=9)
    write_scanned_pdf(path, "Alpenflug ZK4P9R", [p], seed=1601, dpi=300)
    return _answer([
        {"type": "transport", "mode": "flight", "carrier": "Alpenflug", "number": "AF 2317",
         "from": "München (MUC)", "to": "Wien (VIE)", "departure": "2025-05-02T09:10",
         "arrival": "2025-05-02T10:15", "reference": "ZK4P9R", "seat": "7A", "terminal": "2"},
    ], "189.90", "EUR")


# --------------------------------------------------------------------------
# Rail
# --------------------------------------------------------------------------

def rail_fr_lumiere(path: Path) -> dict:
    """A French train ticket: Paris - Lyon, coach and seat, a platform."""
    p = Page()
    p.text(20, 22, "LUMIÈRE RAIL", size=20, bold=True)
    p.text(190, 22, "E-billet", right=True, size=12)
    p.text(20, 28, "Lumière Rail SAS · 9 place de la Gare, 69003 Lyon · SIRET 812 345 678 00021",
           size=8.5)
    p.rule(32)
    p.text(20, 44, "Confirmation de réservation", size=16, bold=True)
    y = p.rows(20, 56, [
        ("Référence de dossier", "QXLMPT"),
        ("Date de réservation", "20/02/2025"),
        ("Voyageur", "Mme Claire Dubois"),
    ], value_x=75)
    y += 6
    p.text(20, y, "Aller", size=12, bold=True)
    y = p.rows(20, y + 8, [
        ("Train", "LR 6217"),
        ("Départ", "Paris Gare de Lyon"),
        ("Date et heure de départ", "mercredi 12/03/2025 à 09:04"),
        ("Voie", "11"),
        ("Arrivée", "Lyon Part-Dieu"),
        ("Date et heure d'arrivée", "mercredi 12/03/2025 à 11:02"),
        ("Voiture / Place", "Voiture 12, place 45"),
        ("Classe", "2de classe"),
    ], value_x=75)
    y += 6
    p.text(20, y, "Montant total payé", size=12, bold=True)
    p.text(75, y, "89,00 EUR", size=12, bold=True)
    p.text(20, 280, "Billet nominatif, valable uniquement pour le train et la date indiqués.", size=8.5)
    write_text_pdf(path, "Lumière Rail QXLMPT", [p])
    return _answer([
        {"type": "transport", "mode": "train", "carrier": "Lumière Rail", "number": "LR 6217",
         "from": "Paris Gare de Lyon", "to": "Lyon Part-Dieu", "departure": "2025-03-12T09:04",
         "arrival": "2025-03-12T11:02", "reference": "QXLMPT", "seat": "Voiture 12, place 45",
         "platform": "11"},
    ], "89.00", "EUR")


# --------------------------------------------------------------------------
# Hotel platforms
# --------------------------------------------------------------------------

def hotel_en_roomharbor(path: Path) -> dict:
    """An English hotel-platform confirmation for a hotel in Paris."""
    p = Page()
    p.text(20, 22, "RoomHarbor", size=22, bold=True)
    p.text(190, 22, "roomharbor.example", right=True, size=9)
    p.rule(27)
    p.text(20, 40, "Your booking is confirmed", size=16, bold=True)
    p.text(20, 48, "Thanks, Emma! Your stay at Hôtel des Lilas is confirmed.", size=10.5)
    y = p.rows(20, 60, [
        ("Confirmation number", "4821.337.905"),
        ("Hotel", "Hôtel des Lilas"),
        ("Address", "14 Rue des Lilas, 75019 Paris, France"),
        ("Check-in", "Monday, 10 March 2025 (from 15:00)"),
        ("Check-out", "Monday, 17 March 2025 (until 11:00)"),
        ("Room", "Double Room with courtyard view"),
        ("Guests", "2 adults"),
        ("Length of stay", "7 nights"),
    ], value_x=70)
    y += 6
    p.text(20, y, "Price", size=12, bold=True)
    y = p.rows(20, y + 8, [("7 nights x EUR 158.00", "EUR 1,106.00"), ("City tax", "EUR 28.00")],
               value_x=120)
    p.text(20, y, "Total price", size=12, bold=True)
    p.text(120, y, "EUR 1,134.00", size=12, bold=True)
    p.text(20, y + 7, "Paid in full on 15 February 2025.", size=9.5)
    p.text(20, 280, "Free cancellation until 8 March 2025 23:59 (hotel time).", size=8.5)
    write_text_pdf(path, "RoomHarbor 4821.337.905", [p])
    return _answer([
        {"type": "stay", "hotel": "Hôtel des Lilas", "address": "14 Rue des Lilas, 75019 Paris, France",
         "checkIn": "2025-03-10T15:00", "checkOut": "2025-03-17T11:00", "reference": "4821.337.905",
         "room": "Double Room with courtyard view"},
    ], "1134.00", "EUR")


def hotel_de_bettenfinder(path: Path) -> dict:
    """A German hotel-platform confirmation for a lakeside hotel in Austria."""
    p = Page()
    p.text(20, 22, "Bettenfinder", size=22, bold=True)
    p.text(190, 22, "bettenfinder.example", right=True, size=9)
    p.rule(27)
    p.text(20, 40, "Buchungsbestätigung", size=16, bold=True)
    p.text(20, 48, "Vielen Dank für Ihre Buchung, Herr Weber.", size=10.5)
    y = p.rows(20, 60, [
        ("Buchungsnummer", "BF-2025-88412"),
        ("Unterkunft", "Hotel Seeblick"),
        ("Adresse", "Uferstraße 12, 6900 Bregenz, Österreich"),
        ("Anreise", "Fr, 02.05.2025 ab 14:00 Uhr"),
        ("Abreise", "So, 04.05.2025 bis 10:00 Uhr"),
        ("Zimmer", "Doppelzimmer Seeseite"),
        ("Gäste", "2 Erwachsene"),
    ], value_x=70)
    y += 6
    p.text(20, y, "Preis", size=12, bold=True)
    y = p.rows(20, y + 8, [("2 Nächte x 148,00 €", "296,00 €"), ("Ortstaxe", "16,00 €")], value_x=120)
    p.text(20, y, "Gesamtpreis", size=12, bold=True)
    p.text(120, y, "312,00 €", size=12, bold=True)
    p.text(20, y + 7, "Zahlung im Hotel bei Anreise.", size=9.5)
    p.text(20, 280, "Kostenlose Stornierung bis 30.04.2025, 18:00 Uhr.", size=8.5)
    write_text_pdf(path, "Bettenfinder BF-2025-88412", [p])
    return _answer([
        {"type": "stay", "hotel": "Hotel Seeblick", "address": "Uferstraße 12, 6900 Bregenz, Österreich",
         "checkIn": "2025-05-02T14:00", "checkOut": "2025-05-04T10:00", "reference": "BF-2025-88412",
         "room": "Doppelzimmer Seeseite"},
    ], "312.00", "EUR")


# --------------------------------------------------------------------------
# Car rental
# --------------------------------------------------------------------------

def car_fr_rouleo(path: Path) -> dict:
    """A French car-rental voucher: picked up at a station, returned at an airport."""
    p = Page()
    p.text(20, 22, "ROULÉO", size=22, bold=True)
    p.text(20, 28, "Rouléo Location SAS · 40 avenue Jean Jaurès, 69007 Lyon", size=8.5)
    p.rule(32)
    p.text(20, 44, "Confirmation de location", size=16, bold=True)
    y = p.rows(20, 56, [
        ("Numéro de réservation", "RL-55832-FR"),
        ("Conducteur", "Mme Claire Dubois"),
        ("Véhicule", "Catégorie B, Citadine 5 portes ou similaire"),
        ("Prise en charge", "Lyon Part-Dieu Gare, 5 place Béraudier"),
        ("Date de prise en charge", "12/03/2025 à 11:30"),
        ("Restitution", "Lyon Saint-Exupéry Aéroport"),
        ("Date de restitution", "15/03/2025 à 18:00"),
    ], value_x=78)
    y += 6
    p.text(20, y, "Tarif", size=12, bold=True)
    y = p.rows(20, y + 8, [("3 jours x 48,80 EUR", "146,40 EUR"), ("Frais aéroport", "30,00 EUR")],
               value_x=130)
    p.text(20, y, "Total TTC", size=12, bold=True)
    p.text(130, y, "176,40 EUR", size=12, bold=True)
    p.text(20, 280, "Présentez votre permis de conduire et une carte bancaire au comptoir.", size=8.5)
    write_text_pdf(path, "Rouléo RL-55832-FR", [p])
    return _answer([
        {"type": "rental", "company": "Rouléo", "pickUpPlace": "Lyon Part-Dieu Gare, 5 place Béraudier",
         "pickUp": "2025-03-12T11:30", "dropOffPlace": "Lyon Saint-Exupéry Aéroport",
         "dropOff": "2025-03-15T18:00", "reference": "RL-55832-FR"},
    ], "176.40", "EUR")


MAKERS = [
    ("booking-flight-en-skylark.pdf", flight_en_skylark),
    ("booking-flight-de-alpenflug-scan.pdf", flight_de_alpenflug_scan),
    ("booking-rail-fr-lumiere.pdf", rail_fr_lumiere),
    ("booking-hotel-en-roomharbor.pdf", hotel_en_roomharbor),
    ("booking-hotel-de-bettenfinder.pdf", hotel_de_bettenfinder),
    ("booking-car-fr-rouleo.pdf", car_fr_rouleo),
]

README_ROWS = """\
| `booking-flight-en-skylark.pdf` | English airline e-ticket (text layer): outbound and return flight London Heathrow - Paris CDG with flight numbers, terminals, seats, PNR `K7XQ2M`, `Total paid GBP 248.40`. |
| `booking-flight-de-alpenflug-scan.pdf` | German airline confirmation, scanned (a JPEG page, no text layer): `Hinflug` München - Wien, `Abflug`/`Ankunft`, `Sitzplatz`, `Buchungscode`, `Gesamtpreis 189,90 EUR`. |
| `booking-rail-fr-lumiere.pdf` | French train e-billet: `Référence de dossier`, `Départ`/`Arrivée` stations and times (`mercredi 12/03/2025 à 09:04`), `Voie`, `Voiture 12, place 45`, `Montant total payé`. |
| `booking-hotel-en-roomharbor.pdf` | English hotel-platform confirmation: hotel, address, `Check-in`/`Check-out` with times, room, `Total price EUR 1,134.00`. |
| `booking-hotel-de-bettenfinder.pdf` | German hotel-platform confirmation: `Unterkunft`, `Anreise ab 14:00 Uhr`, `Abreise bis 10:00 Uhr`, `Zimmer`, `Gesamtpreis 312,00 €`. |
| `booking-car-fr-rouleo.pdf` | French car-rental voucher: `Prise en charge` and `Restitution` places and times, `Numéro de réservation`, `Total TTC 176,40 EUR`. |
"""


def build_bookings(out: Path, write_json) -> None:
    for name, maker in MAKERS:
        answer = maker(out / name)
        write_json(out / (Path(name).stem + ".expected.json"), answer)
