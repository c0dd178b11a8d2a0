#!/usr/bin/env python3
"""Regenerate every test fixture in TestData/ for vault, README.md included.

The fixtures are synthetic documents used by the OCR, import and extraction
tests: receipt images in several languages, currencies and date formats, the
same receipts at different sizes and orientations, text-layer and image-only
PDFs, and deliberately broken files. Each receipt or document that has a known
answer gets a `NAME.expected.json` next to it:

    {"merchant": "...", "total": "18.40", "currency": "EUR", "date": "2025-03-12"}

`merchant` is the business name as printed (compare case-insensitively),
`total` the amount paid as a decimal string with two decimals, `currency` an
ISO 4217 code and `date` the document date as YYYY-MM-DD.

Output is deterministic: all randomness uses fixed seeds, PNG/JPEG files carry
no timestamps and the PDFs are written in reportlab's invariant mode with
static document IDs, so re-running the script reproduces the same files.

Requirements (Python 3.9+):

    pip install pillow reportlab pikepdf

Fonts: DejaVu (Sans, Sans Mono, Serif and their bold variants) from
/usr/share/fonts/truetype/dejavu/ (Debian/Ubuntu package `fonts-dejavu-core`).

Usage:

    python3 scripts/make-fixtures.py            # write TestData/
    python3 scripts/make-fixtures.py --verify   # write, then check with tesseract,
                                                # pdftotext, pdftoppm and pdfinfo
    python3 scripts/make-fixtures.py --out DIR  # write somewhere else
"""

from __future__ import annotations

import argparse
import io
import json
import math
import random
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, replace
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont, ImageOps

import pikepdf
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas as rl_canvas

sys.path.insert(0, str(Path(__file__).resolve().parent))
from invoice_fixtures import build_invoices  # noqa: E402
from booking_fixtures import README_ROWS as BOOKING_ROWS, build_bookings  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")
FONT_FILES = {
    "mono": "DejaVuSansMono.ttf",
    "mono-bold": "DejaVuSansMono-Bold.ttf",
    "sans": "DejaVuSans.ttf",
    "sans-bold": "DejaVuSans-Bold.ttf",
    "serif": "DejaVuSerif.ttf",
    "serif-bold": "DejaVuSerif-Bold.ttf",
}

CENT = Decimal("0.01")


# --------------------------------------------------------------------------
# Money helpers
# --------------------------------------------------------------------------

def D(value) -> Decimal:
    return Decimal(str(value))


def q(value: Decimal) -> Decimal:
    """Round to cents, half up (how tills round)."""
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def money(value: Decimal, dec: str = ".", thou: str = "") -> str:
    """Format an amount with two decimals and the given separators."""
    value = q(value)
    sign = "-" if value < 0 else ""
    whole, frac = f"{abs(value):.2f}".split(".")
    if thou:
        groups = []
        while len(whole) > 3:
            groups.insert(0, whole[-3:])
            whole = whole[:-3]
        groups.insert(0, whole)
        whole = thou.join(groups)
    return f"{sign}{whole}{dec}{frac}"


def de(value: Decimal) -> str:
    """German/continental style: 1.234,56"""
    return money(value, ",", ".")


def comma(value: Decimal) -> str:
    """Comma decimals, no thousands separator: 24,23"""
    return money(value, ",", "")


def vat_included(gross: Decimal, rate_percent) -> tuple[Decimal, Decimal]:
    """Split a VAT-inclusive amount into (net, vat)."""
    net = q(gross / (1 + D(rate_percent) / 100))
    return net, gross - net


# --------------------------------------------------------------------------
# Receipt layout model and renderer
# --------------------------------------------------------------------------

@dataclass
class Line:
    kind: str                      # "c", "l", "r", "lr", "cols", "rule", "gap"
    parts: tuple = ()
    font: str | None = None        # family override ("mono", "sans-bold", ...)
    size: int | None = None        # pixel size override
    bold: bool = False
    ink: tuple | None = None       # colour override (a faded line)


def C(text, size=None, bold=False, font=None, ink=None):
    return Line("c", (text,), font, size, bold, ink)


def L(text, size=None, bold=False, font=None):
    return Line("l", (text,), font, size, bold)


def R(text, size=None, bold=False, font=None):
    return Line("r", (text,), font, size, bold)


def LR(left, right, size=None, bold=False, font=None):
    return Line("lr", (left, right), font, size, bold)


def COLS(*cols, size=None, bold=False, font=None):
    """cols: (text, x, align) with x in 0..1 of the content width;
    align "l" puts the text's left edge at x, "r" its right edge, "c" its centre."""
    return Line("cols", tuple(cols), font, size, bold)


def RULE(char="-"):
    return Line("rule", (char,))


def GAP(px=12):
    return Line("gap", (px,))


@dataclass
class Receipt:
    name: str                      # file name without extension
    ext: str                       # "png" or "jpg"
    merchant: str
    total: Decimal
    currency: str
    date: str                      # YYYY-MM-DD
    total_printed: str             # the total exactly as printed (for --verify)
    date_printed: str              # the date exactly as printed (for --verify)
    lines: list
    width: int = 640
    font: str = "mono"             # body font family
    size: int = 26                 # body pixel size
    margin: int = 34
    paper: tuple = (255, 255, 255)
    ink: tuple = (20, 20, 20)
    line_spacing: float = 1.32

    def expected(self) -> dict:
        return {
            "merchant": self.merchant,
            "total": f"{q(self.total):.2f}",
            "currency": self.currency,
            "date": self.date,
        }


_font_cache: dict = {}


def font(family: str, size: int) -> ImageFont.FreeTypeFont:
    key = (family, size)
    if key not in _font_cache:
        _font_cache[key] = ImageFont.truetype(str(FONT_DIR / FONT_FILES[family]), size)
    return _font_cache[key]


def render_receipt(r: Receipt) -> Image.Image:
    """Lay out the receipt lines and draw them on a paper-coloured image."""
    content_w = r.width - 2 * r.margin
    ops = []  # (x, baseline_y, text, font) draw operations
    y = r.margin

    for line in r.lines:
        if line.kind == "gap":
            y += line.parts[0]
            continue
        size = line.size or r.size
        family = line.font or r.font
        if line.bold and not family.endswith("-bold"):
            family += "-bold"
        f = font(family, size)
        baseline = y + round(size * 0.95)
        left = r.margin
        right = r.width - r.margin

        def width_of(text):
            return f.getlength(text)

        if line.kind == "rule":
            ch = line.parts[0]
            n = int(content_w // width_of(ch))
            text = ch * n
            ops.append((left + (content_w - width_of(text)) / 2, baseline, text, f))
        elif line.kind == "c":
            text = line.parts[0]
            w = width_of(text)
            assert w <= content_w, f"{r.name}: line too wide: {text!r}"
            ops.append((left + (content_w - w) / 2, baseline, text, f, line.ink))
        elif line.kind == "l":
            text = line.parts[0]
            assert width_of(text) <= content_w, f"{r.name}: line too wide: {text!r}"
            ops.append((left, baseline, text, f))
        elif line.kind == "r":
            text = line.parts[0]
            ops.append((right - width_of(text), baseline, text, f))
        elif line.kind == "lr":
            lt, rt = line.parts
            lw, rw = width_of(lt), width_of(rt)
            assert lw + rw + size * 0.6 <= content_w, f"{r.name}: overlap: {lt!r} / {rt!r}"
            ops.append((left, baseline, lt, f))
            ops.append((right - rw, baseline, rt, f))
        elif line.kind == "cols":
            spans = []
            for text, x, align in line.parts:
                w = width_of(text)
                xpos = left + x * content_w
                if align == "r":
                    xpos -= w
                elif align == "c":
                    xpos -= w / 2
                spans.append((xpos, xpos + w, text))
            spans.sort()
            for (a0, a1, at), (b0, b1, bt) in zip(spans, spans[1:]):
                assert a1 + size * 0.4 <= b0, f"{r.name}: column overlap {at!r} / {bt!r}"
            assert spans[0][0] >= left - 0.5 and spans[-1][1] <= right + 0.5, \
                f"{r.name}: columns outside the paper: {line.parts!r}"
            for x0, _, text in spans:
                ops.append((x0, baseline, text, f))
        else:
            raise ValueError(line.kind)
        y += round(size * r.line_spacing)

    height = y + r.margin
    img = Image.new("RGB", (r.width, height), r.paper)
    draw = ImageDraw.Draw(img)
    for x, baseline, text, f, *ink in ops:
        draw.text((round(x), baseline), text, font=f, fill=(ink[0] if ink and ink[0] else r.ink), anchor="ls")
    return img


# --------------------------------------------------------------------------
# Image effects (all seeded)
# --------------------------------------------------------------------------

def add_noise(img: Image.Image, seed: int, amplitude: int) -> Image.Image:
    """Add uniform grey noise of +-amplitude levels."""
    rng = random.Random(seed)
    w, h = img.size
    raw = Image.frombytes("L", (w, h), rng.randbytes(w * h))
    noise = raw.point(lambda v: 128 + (v - 128) * amplitude // 128)
    noise = Image.merge("RGB", (noise, noise, noise)) if img.mode == "RGB" else noise
    return ImageChops.add(img, noise, scale=1.0, offset=-128)


def thermal_look(img: Image.Image, seed: int, blur=0.6, noise=10) -> Image.Image:
    """Slightly soft print with mild paper noise."""
    img = img.filter(ImageFilter.GaussianBlur(blur))
    return add_noise(img, seed, noise)


def photo_look(img: Image.Image, seed: int) -> Image.Image:
    """Put the receipt on a darker grey table with a soft shadow, a small tilt,
    uneven lighting and sensor noise, like a phone photo taken from above."""
    rng = random.Random(seed)
    pad_x, pad_y = 90, 80
    w, h = img.size
    bg_w, bg_h = w + 2 * pad_x, h + 2 * pad_y
    bg = Image.new("RGB", (bg_w, bg_h), (92, 94, 98))

    # soft shadow, offset down-right
    shadow = Image.new("L", (bg_w, bg_h), 0)
    ImageDraw.Draw(shadow).rectangle(
        (pad_x + 14, pad_y + 18, pad_x + w + 14, pad_y + h + 18), fill=150)
    shadow = shadow.filter(ImageFilter.GaussianBlur(16))
    bg.paste((40, 41, 44), (0, 0), shadow)

    # the paper, tilted by a small angle
    mask = Image.new("L", img.size, 255)
    angle = 1.2
    paper = img.rotate(angle, resample=Image.BICUBIC, expand=True, fillcolor=(0, 0, 0))
    pmask = mask.rotate(angle, resample=Image.BICUBIC, expand=True, fillcolor=0)
    ox = pad_x - (paper.width - w) // 2
    oy = pad_y - (paper.height - h) // 2
    bg.paste(paper, (ox, oy), pmask)

    # uneven lighting: darker towards the bottom right
    grad = Image.linear_gradient("L").resize((bg_w, bg_h))
    grad = grad.point(lambda v: 255 - v * 38 // 255)
    shade = Image.merge("RGB", (grad, grad, grad))
    bg = ImageChops.multiply(bg, shade)

    bg = bg.filter(ImageFilter.GaussianBlur(0.7))
    bg = add_noise(bg, rng.randrange(1 << 30), 14)
    return bg


def save_image(img: Image.Image, path: Path, exif: Image.Exif | None = None, quality: int = 85):
    if path.suffix == ".png":
        if img.mode == "RGB" and _is_gray(img):
            img = img.convert("L")
        img.save(path, "PNG", optimize=True)
    else:
        # A JPEG at another quality is saved as a phone saves it (not optimised).
        kwargs = {"quality": quality, "optimize": quality == 85}
        if exif is not None:
            kwargs["exif"] = exif
        img.save(path, "JPEG", **kwargs)


def _is_gray(img: Image.Image) -> bool:
    r, g, b = img.split()
    return ImageChops.difference(r, g).getbbox() is None and \
        ImageChops.difference(g, b).getbbox() is None


def write_json(path: Path, data: dict):
    path.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


# --------------------------------------------------------------------------
# Receipts
# --------------------------------------------------------------------------

def item_lines(items, fmt, qty_fmt=None):
    """items: (name, qty, unit) -> LR lines; returns (lines, sum)."""
    lines, total = [], D(0)
    for it in items:
        name, qty, unit = it[0], it[1], D(it[2])
        amount = q(unit * qty)
        total += amount
        left = qty_fmt(name, qty, unit) if qty_fmt else name
        lines.append(LR(left, fmt(amount)))
    return lines, total


def receipt_us_diner() -> Receipt:
    items = [
        ("Coffee", 2, "2.25"),
        ("Pancake Stack", 1, "8.95"),
        ("Western Omelette", 1, "11.50"),
        ("Side Bacon", 1, "3.75"),
        ("Orange Juice", 1, "3.50"),
    ]
    lines, subtotal = item_lines(
        items, money, qty_fmt=lambda n, k, u: f"{k} {n}" + (f" @ {u}" if k > 1 else ""))
    tax = q(subtotal * D("0.08"))
    total = subtotal + tax
    cash = D("40.00")
    return Receipt(
        name="receipt-en-usd-diner", ext="png",
        merchant="BLUE MOON DINER", total=total, currency="USD", date="2025-03-12",
        total_printed=money(total), date_printed="03/12/2025",
        width=620,
        lines=[
            C("BLUE MOON DINER", size=44, bold=True),
            GAP(4),
            C("1427 Route 9W"),
            C("Kingston, NY 12401"),
            C("Tel (845) 555-0142"),
            C("Sales Tax ID 14-3718265"),
            GAP(),
            LR("Server: Linda", "Table 7"),
            LR("Check #4471", "Guests 2"),
            LR("03/12/2025", "12:41 PM"),
            RULE(),
            *lines,
            RULE(),
            LR("SUBTOTAL", money(subtotal)),
            LR("TAX 8.00%", money(tax)),
            GAP(4),
            LR("TOTAL", "$" + money(total), size=32, bold=True),
            GAP(4),
            LR("CASH", "$" + money(cash)),
            LR("CHANGE", "$" + money(cash - total)),
            RULE(),
            C("THANK YOU - COME AGAIN!", bold=True),
            C("Ask about our pie of the day"),
        ],
    )


def receipt_us_tipped() -> Receipt:
    """A US restaurant's card slip: the bill, a printed tip and the total with the tip, then a
    table of suggested tips that must not be taken for the total."""
    items = [
        ("Clam Chowder", 2, "7.50"),
        ("Lobster Roll", 1, "24.00"),
        ("Fish & Chips", 1, "18.50"),
        ("Iced Tea", 2, "3.25"),
    ]
    lines, subtotal = item_lines(
        items, money, qty_fmt=lambda n, k, u: f"{k} {n}" + (f" @ {u}" if k > 1 else ""))
    tax = q(subtotal * D("0.055"))
    bill = subtotal + tax
    tip = q(bill * D("0.18"))
    total = bill + tip
    return Receipt(
        name="receipt-en-usd-tipped", ext="png",
        merchant="HARBOR GRILL", total=total, currency="USD", date="2025-05-06",
        total_printed=money(total), date_printed="05/06/2025",
        width=620,
        lines=[
            C("HARBOR GRILL", size=44, bold=True),
            GAP(4),
            C("88 Pier Road"),
            C("Portland, ME 04101"),
            C("(207) 555-0198"),
            GAP(),
            LR("Server: Marcus", "Table 12"),
            LR("05/06/2025", "7:58 PM"),
            RULE(),
            *lines,
            RULE(),
            LR("Subtotal", money(subtotal)),
            LR("Tax 5.5%", money(tax)),
            LR("Amount", "$" + money(bill)),
            LR("Tip 18%", money(tip)),
            GAP(4),
            LR("TOTAL", "$" + money(total), size=32, bold=True),
            GAP(4),
            LR("VISA XXXX4821", "$" + money(total)),
            RULE(),
            C("Suggested gratuity"),
            LR("15% tip", money(q(bill * D("0.15")))),
            LR("20% tip", money(q(bill * D("0.20")))),
            C("THANK YOU!", bold=True),
        ],
    )


def receipt_de_supermarkt() -> Receipt:
    # (name, qty, unit price, VAT class); A = 19 %, B = 7 %
    items = [
        ("Vollmilch 3,5% 1L", 1, "1.19", "B"),
        ("Bio Bananen", D("0.942"), "1.99", "B"),
        ("Roggenbrot 750g", 1, "2.49", "B"),
        ("Deutsche Markenbutter", 1, "2.29", "B"),
        ("Gouda jung 400g", 1, "3.99", "B"),
        ("Mineralwasser 1,5L", 6, "0.39", "A"),
        ("Pfand 0,25", 6, "0.25", "A"),
        ("Spülmittel Zitrone", 1, "1.59", "A"),
        ("Rispentomaten 500g", 1, "1.99", "B"),
        ("Spaghetti 500g", 1, "0.99", "B"),
        ("Rotwein trocken 0,75L", 1, "3.99", "A"),
    ]
    lines, total = [], D(0)
    gross = {"A": D(0), "B": D(0)}
    for name, qty, unit, cls in items:
        unit = D(unit)
        amount = q(unit * D(qty))
        total += amount
        gross[cls] += amount
        if isinstance(qty, Decimal):
            lines.append(L(name))
            lines.append(LR(f"  {qty:.3f}".replace(".", ",") + f" kg x {comma(unit)} EUR/kg",
                            f"{comma(amount)} {cls}"))
        elif qty > 1:
            lines.append(L(name))
            lines.append(LR(f"  {qty} Stk x {comma(unit)}", f"{comma(amount)} {cls}"))
        else:
            lines.append(LR(name, f"{comma(amount)} {cls}"))
    assert total == D("24.23")
    net_a, vat_a = vat_included(gross["A"], 19)
    net_b, vat_b = vat_included(gross["B"], 7)
    given = D("50.00")
    return Receipt(
        name="receipt-de-eur-supermarkt", ext="jpg",
        merchant="FRISCHMARKT", total=total, currency="EUR", date="2025-04-18",
        total_printed=comma(total), date_printed="18.04.2025",
        width=660, paper=(247, 245, 240), ink=(28, 28, 30),
        lines=[
            C("FRISCHMARKT", size=46, bold=True, font="sans"),
            C("Frische für jeden Tag", font="sans"),
            GAP(),
            C("Frischmarkt Handels GmbH"),
            C("Venloer Straße 312"),
            C("50823 Köln"),
            C("Tel. 0221 555 01 23"),
            C("USt-IdNr. DE 123 456 789"),
            RULE(),
            R("EUR"),
            *lines,
            RULE(),
            LR("SUMME EUR", comma(total), size=32, bold=True),
            RULE("="),
            LR("Gegeben BAR", "EUR " + comma(given)),
            LR("Rückgeld", "EUR " + comma(given - total)),
            GAP(),
            COLS(("MwSt", 0, "l"), ("Netto", 0.52, "r"), ("MwSt", 0.75, "r"), ("Brutto", 1, "r")),
            COLS(("A 19%", 0, "l"), (comma(net_a), 0.52, "r"), (comma(vat_a), 0.75, "r"),
                 (comma(gross["A"]), 1, "r")),
            COLS(("B  7%", 0, "l"), (comma(net_b), 0.52, "r"), (comma(vat_b), 0.75, "r"),
                 (comma(gross["B"]), 1, "r")),
            COLS(("Gesamt", 0, "l"), (comma(net_a + net_b), 0.52, "r"),
                 (comma(vat_a + vat_b), 0.75, "r"), (comma(total), 1, "r")),
            RULE(),
            LR("18.04.2025 17:42", "Bon 4711"),
            LR("Markt 0815  Kasse 3", "Bed. 12"),
            C("Es bediente Sie: Frau Yilmaz"),
            GAP(),
            C("Vielen Dank für Ihren Einkauf!", bold=True),
            C("Öffnungszeiten Mo-Sa 7-22 Uhr"),
        ],
    )


def receipt_fr_brasserie() -> Receipt:
    items = [
        ("Limonade artisanale", 2, "4.50"),
        ("Plat du jour", 1, "14.50"),
        ("Salade lyonnaise", 1, "12.50"),
        ("Tarte Tatin", 1, "6.50"),
    ]
    lines, total = item_lines(
        items, lambda v: comma(v) + " €",
        qty_fmt=lambda n, k, u: f"{k} x {n}")
    assert total == D("42.50")
    net, vat = vat_included(total, 10)
    return Receipt(
        name="receipt-fr-eur-brasserie", ext="png",
        merchant="BRASSERIE LE COMPTOIR", total=total, currency="EUR", date="2025-03-12",
        total_printed=comma(total), date_printed="12/03/2025",
        width=640, font="sans", size=24,
        lines=[
            C("BRASSERIE", size=40, bold=True, font="serif"),
            C("LE COMPTOIR", size=40, bold=True, font="serif"),
            GAP(),
            C("14 rue de la République"),
            C("69002 Lyon"),
            C("Tél : 04 78 55 01 23"),
            C("SIRET 812 345 678 00014"),
            C("TVA intracom. FR 12 812345678"),
            RULE(),
            LR("Table 12", "Couverts : 2"),
            LR("Le 12/03/2025", "à 20:14"),
            LR("Serveur : Julien", "Ticket n° 0387"),
            RULE(),
            *lines,
            RULE(),
            LR("Total HT", comma(net) + " €"),
            LR("TVA 10%", comma(vat) + " €"),
            GAP(4),
            LR("TOTAL TTC", comma(total) + " €", size=30, bold=True),
            GAP(4),
            LR("Carte bancaire", comma(total) + " €"),
            RULE(),
            C("Merci de votre visite", bold=True),
            C("À bientôt !"),
        ],
    )


def seng_heng_receipt(name: str, items, expected_total: str, cash: str, date: str, date_printed: str,
                      invoice: str, time: str, cashier: str, name_ink=None) -> Receipt:
    """A till receipt of the Malaysian hardware shop: its header, the items with 6% GST
    included, cash rounding to 0.05, cash and change, and the GST summary. `name_ink` prints
    the shop's name in another colour (a faded name)."""
    lines, sales = [], D(0)
    for item, qty, unit in items:
        amount = q(D(unit) * qty)
        sales += amount
        lines.append(L(item))
        lines.append(COLS((str(qty), 0.36, "r"), (money(D(unit)), 0.62, "r"),
                          (money(amount), 0.88, "r"), ("SR", 1, "r")))
    rounding = q((sales * 20).quantize(D(1), rounding=ROUND_HALF_UP) / 20) - sales
    total = sales + rounding
    assert total == D(expected_total)
    net, gst = vat_included(sales, 6)
    cash = D(cash)
    return Receipt(
        name=name, ext="jpg",
        merchant="SENG HENG HARDWARE (M) SDN BHD", total=total, currency="MYR",
        date=date, total_printed=money(total), date_printed=date_printed,
        width=660, size=24, paper=(250, 249, 246), ink=(35, 35, 40),
        lines=[
            C("LIM KOK WENG"),
            C("SENG HENG HARDWARE (M) SDN BHD", bold=True, size=28, ink=name_ink),
            C("(CO. REG : 123456-X)"),
            C("NO. 12, JALAN PERMAS 10/2,"),
            C("BANDAR BARU PERMAS JAYA,"),
            C("81750 JOHOR BAHRU, JOHOR."),
            C("TEL : 07-388 1234  FAX : 07-388 1235"),
            C("GST ID : 000123456789"),
            GAP(),
            C("TAX INVOICE", bold=True),
            GAP(),
            LR("INVOICE NO : " + invoice, ""),
            LR("DATE : " + date_printed, "TIME : " + time),
            LR("CASHIER : " + cashier, ""),
            RULE(),
            COLS(("ITEM", 0, "l"), ("QTY", 0.36, "r"), ("U/P", 0.62, "r"),
                 ("AMOUNT", 0.88, "r"), ("TAX", 1, "r")),
            RULE(),
            *lines,
            RULE(),
            LR("TOTAL SALES (INCL. GST)", money(sales)),
            LR("DISCOUNT", "0.00"),
            LR("ROUNDING", money(rounding)),
            LR("TOTAL", "RM " + money(total), bold=True, size=28),
            GAP(4),
            LR("CASH", money(cash)),
            LR("CHANGE", money(cash - total)),
            RULE(),
            C("GST SUMMARY"),
            COLS(("TAX CODE", 0, "l"), ("AMOUNT(RM)", 0.68, "r"), ("TAX(RM)", 1, "r")),
            COLS(("SR @ 6%", 0, "l"), (money(net), 0.68, "r"), (money(gst), 1, "r")),
            RULE(),
            C("GOODS SOLD ARE NOT RETURNABLE"),
            C("& REFUNDABLE"),
            C("THANK YOU. PLEASE COME AGAIN."),
        ],
    )


def receipt_my_hardware() -> Receipt:
    items = [
        ("WALL PLUG 6MM (100PCS)", 1, "3.50"),
        ('SCREW 8 X 1-1/2" (100PCS)', 1, "6.00"),
        ("MASKING TAPE 24MM", 2, "2.80"),
        ('PVC ELBOW 1/2"', 4, "0.90"),
        ("SANDPAPER #120", 5, "0.60"),
        ('PAINT BRUSH 2"', 1, "9.18"),
    ]
    return seng_heng_receipt(
        "receipt-my-myr-hardware", items, "30.90", "50.00", "2018-11-18", "18-11-2018",
        "CS00012345", "10:23:45", "USER01")


def receipt_gb_pub() -> Receipt:
    items = [
        ("Pint Best Bitter", 2, "4.85"),
        ("House White 175ml", 1, "6.20"),
        ("Fish & Chips", 1, "16.50"),
        ("Steak & Ale Pie", 1, "15.95"),
        ("Sticky Toffee Pudding", 1, "6.95"),
    ]
    lines, total = item_lines(items, lambda v: "£" + money(v),
                              qty_fmt=lambda n, k, u: f"{k} {n}")
    vat = q(total / 6)  # VAT fraction of a 20 % inclusive price
    return Receipt(
        name="receipt-gb-gbp-pub", ext="png",
        merchant="THE RED LION", total=total, currency="GBP", date="2025-03-12",
        total_printed=money(total), date_printed="12 Mar 2025",
        width=640, font="sans", size=24,
        lines=[
            C("THE RED LION", size=44, bold=True, font="serif"),
            C("Free House  ~  Est. 1742", font="serif"),
            GAP(),
            C("12 High Street, Marlow SL7 1AX"),
            C("Tel: 01628 555 012"),
            C("VAT Reg No: GB 123 4567 89"),
            RULE(),
            LR("12 Mar 2025", "19:36"),
            LR("Table 4   Till 2", "Clerk: Tom"),
            RULE(),
            *lines,
            RULE(),
            LR("TOTAL", "£" + money(total), bold=True, size=28),
            LR("VAT included @ 20%", "£" + money(vat)),
            GAP(),
            LR("AMOUNT DUE", "£" + money(total)),
            LR("Visa Contactless", "£" + money(total)),
            LR("BALANCE DUE", "£0.00"),
            RULE(),
            C("Thank you for visiting", font="serif"),
            C("The Red Lion - see you soon!", font="serif"),
        ],
    )


def receipt_es_farmacia() -> Receipt:
    # (name, qty, unit, IVA rate)
    items = [
        ("Ibuprofeno 600mg 40 comp", 1, "2.50", 4),
        ("Paracetamol 1g 40 comp", 1, "1.97", 4),
        ("Crema solar SPF50 50ml", 1, "16.95", 21),
        ("Tiritas surtidas 20u", 1, "3.45", 21),
        ("Caramelos miel y limón", 1, "2.10", 10),
    ]
    lines, total = [], D(0)
    by_rate: dict = {}
    for name, qty, unit, rate in items:
        amount = q(D(unit) * qty)
        total += amount
        by_rate[rate] = by_rate.get(rate, D(0)) + amount
        lines.append(LR(f"{qty} {name}", comma(amount)))
    table = [COLS(("IVA", 0, "l"), ("BASE", 0.55, "r"), ("CUOTA", 1, "r"))]
    for rate in sorted(by_rate):
        net, vat = vat_included(by_rate[rate], rate)
        table.append(COLS((f"{rate}%", 0, "l"), (comma(net), 0.55, "r"), (comma(vat), 1, "r")))
    given = D("30.00")
    return Receipt(
        name="receipt-es-eur-farmacia", ext="png",
        merchant="FARMACIA CENTRAL", total=total, currency="EUR", date="2025-03-12",
        total_printed=comma(total), date_printed="12/03/2025",
        width=640, size=24,
        lines=[
            C("FARMACIA CENTRAL", size=40, bold=True, font="sans"),
            C("Lda. María López Ruiz"),
            C("C/ Mayor, 23 - 28013 Madrid"),
            C("Tel. 915 550 123"),
            C("NIF: 12345678Z"),
            RULE(),
            C("FACTURA SIMPLIFICADA"),
            L("Nº T-2025-004512"),
            LR("Fecha: 12/03/2025", "Hora: 11:05"),
            RULE(),
            LR("UD ARTÍCULO", "IMPORTE"),
            *lines,
            RULE(),
            LR("TOTAL (IVA incl.)", comma(total) + " EUR", size=28, bold=True),
            GAP(4),
            LR("ENTREGADO", comma(given)),
            LR("CAMBIO", comma(given - total)),
            RULE(),
            *table,
            RULE(),
            C("Gracias por su visita"),
            C("Conserve este ticket"),
        ],
    )


def receipt_nl_bakkerij() -> Receipt:
    items = [
        ("Croissant", 2, "1.45"),
        ("Volkorenbrood heel", 1, "3.75"),
        ("Appeltaart punt", 1, "3.20"),
        ("Krentenbol", 6, "0.55"),
        ("Stroopwafels 200g", 1, "2.95"),
    ]
    lines, total = item_lines(
        items, comma,
        qty_fmt=lambda n, k, u: f"{k} x {n}" + (f" à {comma(u)}" if k > 1 else ""))
    net, vat = vat_included(total, 9)
    return Receipt(
        name="receipt-nl-eur-bakkerij", ext="png",
        merchant="Bakkerij Van der Meer", total=total, currency="EUR", date="2025-03-12",
        total_printed=comma(total), date_printed="12-03-2025",
        width=620, font="sans", size=24,
        lines=[
            C("Bakkerij", size=38, bold=True, font="serif"),
            C("Van der Meer", size=38, bold=True, font="serif"),
            GAP(4),
            C("Dorpsstraat 18, 3732 HJ De Bilt"),
            C("Tel. 030 555 0123"),
            C("KvK 12345678"),
            C("BTW NL123456789B01"),
            RULE(),
            LR("Datum: 12-03-2025", "08:17"),
            LR("Kassa 1", "Bon 20457"),
            RULE(),
            *lines,
            RULE(),
            LR("TOTAAL", "€ " + comma(total), size=30, bold=True),
            LR("PIN", "€ " + comma(total)),
            GAP(),
            COLS(("BTW", 0, "l"), ("over", 0.55, "r"), ("bedrag", 1, "r")),
            COLS(("9%", 0, "l"), (comma(net), 0.55, "r"), (comma(vat), 1, "r")),
            RULE(),
            C("Bedankt en tot ziens!", bold=True),
            C("Vers gebakken sinds 1956"),
        ],
    )


def receipt_it_ristorante() -> Receipt:
    items = [
        ("Coperto", 2, "2.50"),
        ("Tagliatelle al ragù", 1, "13.00"),
        ("Tortellini in brodo", 1, "14.00"),
        ("Acqua minerale 1L", 1, "3.00"),
        ("Vino della casa 1/2 L", 1, "8.00"),
        ("Tiramisù", 1, "6.00"),
        ("Caffè", 2, "1.50"),
    ]
    lines, total = [], D(0)
    for name, qty, unit in items:
        amount = q(D(unit) * qty)
        total += amount
        label = f"{qty} x {name}" if qty > 1 else name
        lines.append(COLS((label, 0, "l"), ("10%", 0.72, "r"), (comma(amount), 1, "r")))
    net, vat = vat_included(total, 10)
    cash = D("60.00")
    return Receipt(
        name="receipt-it-eur-ristorante", ext="png",
        merchant="RISTORANTE LA PERGOLA", total=total, currency="EUR", date="2025-03-12",
        total_printed=comma(total), date_printed="12/03/2025",
        width=640, size=24,
        lines=[
            C("RISTORANTE", size=38, bold=True, font="serif"),
            C("LA PERGOLA", size=38, bold=True, font="serif"),
            C("di Rossi Marco & C. s.n.c."),
            C("Via Garibaldi 45"),
            C("40124 Bologna (BO)"),
            C("Tel. 051 555 0123"),
            C("P.IVA 01234567890"),
            GAP(),
            C("DOCUMENTO COMMERCIALE"),
            C("di vendita o prestazione"),
            RULE(),
            COLS(("DESCRIZIONE", 0, "l"), ("IVA", 0.72, "r"), ("Prezzo(€)", 1, "r")),
            *lines,
            RULE(),
            LR("TOTALE COMPLESSIVO", comma(total), size=28, bold=True),
            LR("di cui IVA", comma(vat)),
            GAP(4),
            LR("Pagamento contante", comma(cash)),
            LR("Resto", comma(cash - total)),
            RULE(),
            LR("12/03/2025 21:30", "DOC.N. 0042-0017"),
            L("RT 99MEX012345"),
            GAP(),
            C("Grazie e arrivederci!"),
        ],
    )


def receipt_ch_bahnhof() -> Receipt:
    ch = lambda v: money(v, ".", "'")
    items = [
        ("Armbanduhr Automatik 40mm", 1, "1189.00"),
        ("Lederarmband braun 20mm", 1, "45.50"),
    ]
    lines, total = item_lines(items, ch)
    net, vat = vat_included(total, D("8.1"))
    return Receipt(
        name="receipt-ch-chf-bahnhof", ext="png",
        merchant="BAHNHOF UHREN AG", total=total, currency="CHF", date="2025-03-12",
        total_printed=ch(total), date_printed="2025-03-12",
        width=640, size=24,
        lines=[
            C("BAHNHOF UHREN AG", size=40, bold=True, font="sans"),
            C("Uhren - Schmuck - Reparaturen", font="sans"),
            GAP(),
            C("Bahnhofplatz 9, 3011 Bern"),
            C("Tel. 031 555 01 23"),
            C("MWST-Nr. CHE-123.456.789 MWST"),
            RULE(),
            LR("2025-03-12", "16:48"),
            LR("Beleg 20250312-031", "Kasse 1"),
            RULE(),
            LR("Artikel", "CHF"),
            *lines,
            RULE(),
            LR("Total CHF", ch(total), size=30, bold=True),
            GAP(4),
            LR("Debitkarte", ch(total)),
            GAP(),
            COLS(("MWST", 0, "l"), ("Netto", 0.6, "r"), ("MWST", 1, "r")),
            COLS(("8.1% inkl.", 0, "l"), (ch(net), 0.6, "r"), (ch(vat), 1, "r")),
            RULE(),
            C("2 Jahre Garantie auf alle Uhren"),
            C("Merci vielmal und gute Reise!", bold=True),
        ],
    )


def receipt_de_technik_300dpi() -> Receipt:
    items = [
        ("OLED-TV 55 Zoll", 1, "1099.00"),
        ("HDMI-Kabel 2m", 1, "19.99"),
        ("Wandhalterung schwenkbar", 1, "79.99"),
        ("Bildschirm-Reinigungsset", 1, "12.59"),
        ("Steckdosenleiste 6-fach", 1, "22.99"),
    ]
    lines, total = item_lines(items, lambda v: de(v) + " A")
    assert total == D("1234.56")
    net, vat = vat_included(total, 19)
    s = 46  # about 300 dpi on 105 mm paper
    return Receipt(
        name="receipt-de-eur-supermarkt-300dpi", ext="jpg",
        merchant="TECHNIKWELT", total=total, currency="EUR", date="2025-04-22",
        total_printed=de(total), date_printed="22.04.2025",
        width=1240, size=s, margin=70, paper=(252, 252, 250), ink=(15, 15, 15),
        lines=[
            C("TECHNIKWELT", size=84, bold=True, font="sans"),
            GAP(8),
            C("Technikwelt Vertriebs GmbH"),
            C("Mönckebergstraße 7"),
            C("20095 Hamburg"),
            C("Tel. 040 555 123 45"),
            C("USt-IdNr. DE 987 654 321"),
            RULE(),
            R("EUR"),
            *lines,
            RULE(),
            LR("ZU ZAHLEN", de(total), size=56, bold=True),
            RULE("="),
            LR("EC-Karte (girocard)", de(total)),
            GAP(16),
            COLS(("MwSt", 0, "l"), ("Netto", 0.5, "r"), ("MwSt", 0.75, "r"), ("Brutto", 1, "r")),
            COLS(("A 19%", 0, "l"), (de(net), 0.5, "r"), (de(vat), 0.75, "r"), (de(total), 1, "r")),
            RULE(),
            LR("22.04.2025 11:08", "Bon 10233"),
            LR("Filiale 021  Kasse 5", "Bed. 7"),
            GAP(16),
            C("Vielen Dank für Ihren Einkauf!", bold=True),
            C("Umtausch innerhalb 30 Tagen"),
            C("nur mit Kassenbon"),
        ],
    )


def receipt_se_kafe() -> Receipt:
    items = [
        ("Cappuccino", 2, "45.00"),
        ("Kanelbulle", 1, "35.00"),
        ("Kardemummabulle", 1, "38.00"),
    ]
    lines, total = item_lines(
        items, comma, qty_fmt=lambda n, k, u: f"{k} x {n}" if k > 1 else n)
    net, vat = vat_included(total, 12)
    return Receipt(
        name="receipt-rotated-90", ext="jpg",
        merchant="KAFFEBAREN", total=total, currency="SEK", date="2025-03-12",
        total_printed=comma(total), date_printed="2025-03-12",
        width=600, font="sans", size=24, paper=(250, 250, 248),
        lines=[
            C("KAFFEBAREN", size=40, bold=True),
            C("Hornsgatan 41, 118 49 Stockholm"),
            C("Tel. 08-555 012 34"),
            C("Org.nr 556123-4567"),
            RULE(),
            LR("2025-03-12", "09:14"),
            LR("Kvitto 18873", "Kassa 1"),
            RULE(),
            *lines,
            RULE(),
            LR("TOTALT SEK", comma(total), size=30, bold=True),
            LR("Kort", comma(total)),
            GAP(),
            COLS(("Moms%", 0, "l"), ("Moms", 0.45, "r"), ("Netto", 0.72, "r"), ("Brutto", 1, "r")),
            COLS(("12,00", 0, "l"), (comma(vat), 0.45, "r"), (comma(net), 0.72, "r"),
                 (comma(total), 1, "r")),
            RULE(),
            C("Tack och välkommen åter!"),
        ],
    )


def receipt_au_books() -> Receipt:
    items = [
        ("The Harbour at Dusk (PB)", 1, "24.99"),
        ("Sydney Street Atlas", 1, "14.95"),
        ("Greeting Card", 2, "5.50"),
    ]
    lines, total = item_lines(
        items, lambda v: "$" + money(v), qty_fmt=lambda n, k, u: f"{k} x {n}" if k > 1 else n)
    gst = q(total / 11)  # GST share of a 10 % inclusive price
    return Receipt(
        name="receipt-rotated-180", ext="jpg",
        merchant="HARBOURSIDE BOOKS", total=total, currency="AUD", date="2025-03-14",
        total_printed=money(total), date_printed="14/03/2025",
        width=620, size=24,
        lines=[
            C("HARBOURSIDE BOOKS", size=40, bold=True, font="serif"),
            C("Shop 4, 88 George Street"),
            C("The Rocks NSW 2000"),
            C("Ph (02) 9555 0123"),
            C("ABN 12 345 678 901"),
            C("TAX INVOICE", bold=True),
            RULE(),
            LR("14/03/2025", "15:22"),
            LR("Trans 30981", "Reg 2"),
            RULE(),
            *lines,
            RULE(),
            LR("TOTAL", "$" + money(total), size=30, bold=True),
            LR("Includes GST", "$" + money(gst)),
            GAP(),
            C("-- EFTPOS --"),
            LR("PURCHASE", "AUD $" + money(total)),
            LR("CARD", "VISA ****4821"),
            LR("RESULT", "APPROVED"),
            RULE(),
            C("Happy reading!"),
            C("Exchanges within 14 days with receipt"),
        ],
    )


def receipt_photo_day() -> Receipt:
    """A café's slip in dollars with nothing else that tells its date's order: `08/06/2017`
    read month-first (the dollar's weak cue) is 6 August, after the photo's EXIF day of 10 June;
    only 8 June can be the day of the sale."""
    items = [("Flat White", 2, "4.50"), ("Banana Bread", 1, "5.00")]
    lines, subtotal = item_lines(items, money, qty_fmt=lambda n, k, u: f"{k} {n}")
    return Receipt(
        name="receipt-photo-day", ext="jpg",
        merchant="HARBOUR CAFE", total=subtotal, currency="USD", date="2017-06-08",
        total_printed=money(subtotal), date_printed="08/06/2017",
        width=560,
        lines=[
            C("HARBOUR CAFE", size=42, bold=True),
            C("14 Beach Road"),
            GAP(),
            LR("08/06/2017", "09:14"),
            RULE(),
            *lines,
            RULE(),
            LR("TOTAL", "$" + money(subtotal), size=30, bold=True),
            RULE(),
            C("THANK YOU"),
        ],
    )


def receipt_us_market_photo() -> Receipt:
    items = [
        ("ORGANIC BANANAS", 1, "1.89"),
        ("WHOLE MILK 1 GAL", 1, "4.29"),
        ("SOURDOUGH LOAF", 1, "5.79"),
        ("EGGS LARGE DOZEN", 1, "3.99"),
        ("CHEDDAR SHARP 8OZ", 1, "4.79"),
        ("PAPER TOWELS 6PK", 1, "8.99"),
    ]
    lines, subtotal = item_lines(items, money)
    taxable = D("8.99")  # only non-food items are taxed
    tax = q(taxable * D("0.0625"))
    total = subtotal + tax
    return Receipt(
        name="receipt-exif-orientation-6", ext="jpg",
        merchant="GREEN VALLEY MARKET", total=total, currency="USD", date="2025-03-15",
        total_printed=money(total), date_printed="03/15/2025",
        width=600, size=24, paper=(244, 242, 236), ink=(30, 30, 34),
        lines=[
            C("GREEN VALLEY MARKET", size=38, bold=True, font="sans"),
            C("220 Main Street"),
            C("Northampton, MA 01060"),
            C("(413) 555-0177"),
            RULE(),
            LR("03/15/2025", "10:52 AM"),
            LR("Lane 3", "Trans 5521"),
            RULE(),
            *lines,
            RULE(),
            LR("SUBTOTAL", money(subtotal)),
            LR("TAX 6.25%", money(tax)),
            LR("TOTAL", "$" + money(total), size=30, bold=True),
            GAP(4),
            LR("DEBIT", "$" + money(total)),
            RULE(),
            C("THANK YOU FOR SHOPPING LOCAL"),
        ],
    )


def receipt_ca_taxi_scan() -> Receipt:
    fare = D("28.40")
    hst = q(fare * D("0.13"))
    tip = D("5.00")
    total = fare + hst + tip
    return Receipt(
        name="receipt-image-only", ext="pdf",
        merchant="CITY CAB TORONTO", total=total, currency="CAD", date="2025-03-13",
        total_printed=money(total), date_printed="2025/03/13",
        width=640, size=26, paper=(238, 238, 236), ink=(25, 25, 25),
        lines=[
            C("CITY CAB TORONTO", size=40, bold=True),
            C("45 Dundas St W, Toronto ON"),
            C("416-555-0199"),
            C("HST # 812345678 RT0001"),
            RULE(),
            LR("DATE", "2025/03/13"),
            LR("TIME", "23:41"),
            LR("CAB #", "1187"),
            LR("DRIVER", "40921"),
            LR("FROM", "UNION STN"),
            LR("TO", "HIGH PARK AVE"),
            RULE(),
            LR("FARE", money(fare)),
            LR("HST 13%", money(hst)),
            LR("SUBTOTAL", money(fare + hst)),
            LR("TIP", money(tip)),
            LR("TOTAL CAD", money(total), size=32, bold=True),
            RULE(),
            LR("PAID", "MASTERCARD"),
            C("THANK YOU - RIDE SAFE"),
        ],
    )


# --------------------------------------------------------------------------
# PDFs
# --------------------------------------------------------------------------

def register_pdf_fonts():
    for name, file in [("DejaVu", "DejaVuSans.ttf"), ("DejaVu-Bold", "DejaVuSans-Bold.ttf"),
                       ("DejaVuMono", "DejaVuSansMono.ttf")]:
        if name not in pdfmetrics.getRegisteredFontNames():
            pdfmetrics.registerFont(TTFont(name, str(FONT_DIR / file)))


def new_canvas(buf, title):
    c = rl_canvas.Canvas(buf, pagesize=A4, invariant=1, pageCompression=1)
    c.setTitle(title)
    c.setAuthor("vault test fixtures")
    c.setCreator("vault make-fixtures.py")
    c.setProducer("vault make-fixtures.py")
    return c


def czk(v: Decimal) -> str:
    return money(v, ",", "\u00a0")  # 12 480,00 with a no-break space


def make_hotel_invoice(path: Path) -> dict:
    W, H = A4
    rows = [
        ("Accommodation, Double Room Deluxe", "11.03.-14.03.2025", 3, D("3400.00"), 12),
        ("Breakfast buffet", "2 persons x 3 days", 6, D("290.00"), 12),
        ("Minibar", "13.03.2025", 1, D("240.00"), 21),
        ("City tax", "2 persons x 3 nights", 6, D("50.00"), 0),
    ]
    total = sum(q(n * p) for _, _, n, p, _ in rows)
    assert total == D("12480.00")

    buf = io.BytesIO()
    c = new_canvas(buf, "Invoice 2025-00318")
    c.setFont("DejaVu-Bold", 22)
    c.drawString(20 * mm, H - 28 * mm, "Hotel Vltava Praha")
    c.setFont("DejaVu", 9.5)
    for i, t in enumerate([
        "Hotel Vltava Praha s.r.o.",
        "Masarykovo nábřeží 28, 110 00 Praha 1, Czech Republic",
        "Tel. +420 221 555 012 · reception@hotel-vltava.example",
        "IČO 12345678 · DIČ CZ12345678",
    ]):
        c.drawString(20 * mm, H - (36 + 5 * i) * mm, t)

    c.setFont("DejaVu-Bold", 16)
    c.drawString(20 * mm, H - 70 * mm, "INVOICE No. 2025-00318")
    c.setFont("DejaVu", 10)
    info = [
        ("Guest", "Ms. Anna Schmidt"),
        ("Room", "412"),
        ("Arrival", "11 March 2025"),
        ("Departure", "14 March 2025"),
        ("Invoice date", "14 March 2025"),
        ("Date of taxable supply", "14 March 2025"),
    ]
    for i, (k, v) in enumerate(info):
        c.drawString(20 * mm, H - (80 + 6 * i) * mm, k + ":")
        c.drawString(70 * mm, H - (80 + 6 * i) * mm, v)

    y = H - 126 * mm
    c.setFont("DejaVu-Bold", 10)
    headers = [(20, "Description", "l"), (105, "Qty", "r"), (135, "Unit price", "r"),
               (152, "VAT", "r"), (190, "Amount CZK", "r")]

    def row(vals, yy, fnt):
        c.setFont(fnt, 10)
        for (x, _, al), v in zip(headers, vals):
            if al == "l":
                c.drawString(x * mm, yy, v)
            else:
                c.drawRightString(x * mm, yy, v)

    row([h[1] for h in headers], y, "DejaVu-Bold")
    c.line(20 * mm, y - 2.5 * mm, 190 * mm, y - 2.5 * mm)
    y -= 8 * mm
    for desc, detail, n, price, rate in rows:
        row([desc, str(n), czk(price), f"{rate} %", czk(q(n * price))], y, "DejaVu")
        c.setFont("DejaVu", 8)
        c.drawString(24 * mm, y - 4 * mm, detail)
        y -= 11 * mm
    c.line(20 * mm, y + 4 * mm, 190 * mm, y + 4 * mm)

    # VAT recap
    y -= 4 * mm
    c.setFont("DejaVu-Bold", 10)
    c.drawString(20 * mm, y, "VAT recapitulation")
    y -= 6 * mm
    by_rate: dict = {}
    for _, _, n, price, rate in rows:
        by_rate[rate] = by_rate.get(rate, D(0)) + q(n * price)
    c.setFont("DejaVu", 10)
    for x, t in [(60, "Base"), (100, "VAT"), (140, "Total")]:
        c.drawRightString(x * mm, y, t)
    for rate in sorted(by_rate, reverse=True):
        y -= 5.5 * mm
        net, vat = vat_included(by_rate[rate], rate)
        c.drawString(20 * mm, y, f"{rate} %")
        c.drawRightString(60 * mm, y, czk(net))
        c.drawRightString(100 * mm, y, czk(vat))
        c.drawRightString(140 * mm, y, czk(by_rate[rate]))

    y -= 14 * mm
    c.setFont("DejaVu-Bold", 13)
    c.drawString(95 * mm, y, "Total amount due")
    c.drawRightString(190 * mm, y, czk(total) + " CZK")
    y -= 7 * mm
    c.setFont("DejaVu", 10)
    c.drawString(95 * mm, y, "Paid by card (VISA ****7702)")
    c.drawRightString(190 * mm, y, "-" + czk(total) + " CZK")
    y -= 6 * mm
    c.drawString(95 * mm, y, "Balance")
    c.drawRightString(190 * mm, y, czk(D(0)) + " CZK")

    c.setFont("DejaVu", 8.5)
    c.drawString(20 * mm, 25 * mm, "Thank you for staying with us. Registered at the Municipal Court "
                                   "in Prague, file C 123456.")
    c.showPage()
    c.save()
    path.write_bytes(buf.getvalue())
    return {"merchant": "Hotel Vltava Praha", "total": f"{total:.2f}", "currency": "CZK",
            "date": "2025-03-14"}


def make_booking(path: Path) -> dict:
    W, H = A4
    fares = [("Adult, Standard", 2, D("549.00")), ("Seat reservation", 2, D("50.00")),
             ("Booking fee", 1, D("51.00"))]
    total = sum(q(n * p) for _, n, p in fares)
    nok = lambda v: money(v, ",", "\u00a0")

    buf = io.BytesIO()
    c = new_canvas(buf, "Fjordbanen booking FJB-7K4Q2M")

    def header(page):
        c.setFont("DejaVu-Bold", 18)
        c.drawString(20 * mm, H - 22 * mm, "FJORDBANEN")
        c.setFont("DejaVu", 9)
        c.drawString(20 * mm, H - 28 * mm, "Fjordbanen AS · Jernbanetorget 1, 0154 Oslo · "
                                           "Org.nr 912 345 678 MVA")
        c.drawRightString(190 * mm, H - 22 * mm, f"Page {page} of 3")
        c.line(20 * mm, H - 32 * mm, 190 * mm, H - 32 * mm)

    # page 1
    header(1)
    c.setFont("DejaVu-Bold", 20)
    c.drawString(20 * mm, H - 48 * mm, "Booking confirmation")
    c.setFont("DejaVu", 11)
    lines = [
        ("Booking reference", "FJB-7K4Q2M"),
        ("Booking date", "10 March 2025"),
        ("Journey", "Oslo S \u2192 Bergen"),
        ("Departure", "Fri 21 March 2025, 08:25 from Oslo S, track 4"),
        ("Arrival", "Fri 21 March 2025, 15:18 at Bergen"),
        ("Train", "FJB 61, coach 3, seats 41 and 42"),
        ("Travellers", "2 adults"),
    ]
    y = H - 62 * mm
    for k, v in lines:
        c.drawString(20 * mm, y, k)
        c.drawString(70 * mm, y, v)
        y -= 7 * mm
    y -= 6 * mm
    c.setFont("DejaVu-Bold", 12)
    c.drawString(20 * mm, y, "Price")
    y -= 8 * mm
    c.setFont("DejaVu", 11)
    for name, n, p in fares:
        c.drawString(20 * mm, y, f"{n} \u00d7 {name}")
        c.drawRightString(150 * mm, y, "NOK " + nok(q(n * p)))
        y -= 7 * mm
    c.line(20 * mm, y + 4 * mm, 150 * mm, y + 4 * mm)
    y -= 2 * mm
    c.setFont("DejaVu-Bold", 13)
    c.drawString(20 * mm, y, "Total price")
    c.drawRightString(150 * mm, y, "NOK " + nok(total))
    y -= 7 * mm
    vat = q(total - total / D("1.12"))
    c.setFont("DejaVu", 10)
    c.drawString(20 * mm, y, f"incl. 12 % VAT NOK {nok(vat)} · paid by card on 10 March 2025")
    c.setFont("DejaVu", 10)
    c.drawString(20 * mm, 30 * mm, "Show this confirmation and a valid photo ID on board.")
    c.showPage()

    # page 2
    header(2)
    c.setFont("DejaVu-Bold", 20)
    c.drawString(20 * mm, H - 48 * mm, "Passenger details")
    y = H - 64 * mm
    for i, (name, born, seat) in enumerate([("Ingrid Halvorsen", "1987-05-02", "Coach 3, seat 41"),
                                            ("Lars Halvorsen", "1985-11-19", "Coach 3, seat 42")]):
        c.setFont("DejaVu-Bold", 12)
        c.drawString(20 * mm, y, f"Passenger {i + 1}")
        c.setFont("DejaVu", 11)
        for k, v in [("Name", name), ("Date of birth", born), ("Ticket type", "Adult, Standard"),
                     ("Seat", seat), ("Loyalty number", "—")]:
            y -= 7 * mm
            c.drawString(25 * mm, y, k)
            c.drawString(70 * mm, y, v)
        y -= 14 * mm
    c.drawString(20 * mm, y, "Contact: ingrid.halvorsen@example.com, +47 912 34 567")
    c.showPage()

    # page 3
    header(3)
    c.setFont("DejaVu-Bold", 20)
    c.drawString(20 * mm, H - 48 * mm, "Terms and conditions")
    c.setFont("DejaVu", 10)
    terms = [
        "1. Tickets are valid only for the train, date and seats shown in this booking.",
        "2. Standard tickets can be refunded until 24 hours before departure, less a fee",
        "   of NOK 100 per ticket. After that, tickets cannot be refunded.",
        "3. Changes to the date or time of travel are free of charge until departure,",
        "   subject to availability. Any difference in price must be paid.",
        "4. Each passenger may bring two pieces of hand luggage and one suitcase.",
        "5. If the train is delayed by more than 60 minutes you are entitled to",
        "   compensation in accordance with the passenger rights regulation.",
        "6. Fjordbanen AS processes personal data in accordance with its privacy policy.",
    ]
    y = H - 62 * mm
    for t in terms:
        c.drawString(20 * mm, y, t)
        y -= 6 * mm
    c.showPage()
    c.save()
    path.write_bytes(buf.getvalue())
    return {"merchant": "Fjordbanen", "total": f"{total:.2f}", "currency": "NOK",
            "date": "2025-03-10"}


def make_image_only_pdf(path: Path, receipt: Receipt):
    """A flatbed-scan look: the receipt image alone on an A4 page, no text layer."""
    img = render_receipt(receipt)
    img = thermal_look(img, seed=606, blur=0.7, noise=12).convert("L")
    jpg = io.BytesIO()
    img.save(jpg, "JPEG", quality=85, optimize=True)
    jpg.seek(0)
    buf = io.BytesIO()
    c = new_canvas(buf, "Scan")
    W, H = A4
    dpi = 200
    w_pt, h_pt = img.width / dpi * 72, img.height / dpi * 72
    # an in-memory JPEG is embedded as-is (DCTDecode) under a content-derived name
    c.drawImage(ImageReader(jpg), 18 * mm, H - 15 * mm - h_pt, width=w_pt, height=h_pt)
    c.showPage()
    c.save()
    path.write_bytes(buf.getvalue())
    return img


def make_encrypted_pdf(path: Path):
    """A valid one-page PDF that needs the user password `test` to open."""
    buf = io.BytesIO()
    c = new_canvas(buf, "Encrypted statement")
    W, H = A4
    c.setFont("Helvetica-Bold", 18)
    c.drawString(20 * mm, H - 30 * mm, "Statement March 2025")
    c.setFont("Helvetica", 11)
    c.drawString(20 * mm, H - 42 * mm, "This document is protected with the user password 'test'.")
    c.drawString(20 * mm, H - 50 * mm, "Balance: EUR 100.00")
    c.showPage()
    c.save()
    # AES-128 with a static IV and a static /ID: the file key is derived from
    # the password and /ID, so the output is reproducible byte for byte.
    with tempfile.TemporaryDirectory() as tmp:
        src, dst = Path(tmp) / "in.pdf", Path(tmp) / "out.pdf"
        src.write_bytes(buf.getvalue())
        (pikepdf.JobBuilder()
         .input(src).output(dst)
         .encrypt(user_password="test", owner_password="vault-owner", bits=128, aes=True)
         .set(static_aes_iv=True, static_id=True)
         .run())
        path.write_bytes(dst.read_bytes())


def three_page_statement() -> str:
    """An uncompressed three-page text PDF (as latin-1 text), so objects can be damaged by hand."""
    buf = io.BytesIO()
    c = new_canvas(buf, "Statement")
    c.setPageCompression(0)
    for number in range(1, 4):
        c.setFont("Helvetica", 14)
        c.drawString(72, 700, f"Page {number} of the damaged statement: total EUR {number}0.00")
        c.showPage()
    c.save()
    return buf.getvalue().decode("latin-1")


def null_object(pdf: str, number: int) -> str:
    """Replaces object `number` by `null`, padded so that later offsets stay where they were."""
    start = pdf.index(f"\n{number} 0 obj") + 1
    end = pdf.index("endobj", start) + len("endobj")
    return pdf[:start] + f"{number} 0 obj\nnull\nendobj".ljust(end - start) + pdf[end:]


def shift_xref(pdf: str, by: int = 7) -> str:
    """Damages the cross-reference table: every offset points a few bytes off."""
    return re.sub(r"(\d{10}) 00000 n ", lambda m: "%010d 00000 n " % (int(m.group(1)) + by), pdf)


def make_hostile_files(out: Path):
    """Files built to hurt: damaged PDFs and an image whose header promises 400 megapixels."""
    statement = three_page_statement()
    kids = re.search(r"/Kids \[ (\d+) 0 R (\d+) 0 R (\d+) 0 R \]", statement)
    last_page = int(kids.group(3))
    (out / "bad-damaged-last-page.pdf").write_bytes(
        shift_xref(null_object(statement, last_page)).encode("latin-1"))
    no_pages = statement.replace(kids.group(0), "/Kids [ 97 0 R 98 0 R 99 0 R ]")
    (out / "bad-damaged-no-page.pdf").write_bytes(shift_xref(no_pages).encode("latin-1"))
    # 20000 x 20000 one-bit white pixels: 76 KB on disk, 400 Mpx (1.6 GB at 32 bits) decoded.
    Image.new("1", (20000, 20000), 1).save(out / "bad-huge-dimensions.png", optimize=True)


# --------------------------------------------------------------------------
# README
# --------------------------------------------------------------------------

README_HEAD = """# TestData

Test fixtures for vault: receipts, invoices and broken files used by the OCR,
import and field-extraction tests. Every file here is generated by
`scripts/make-fixtures.py` (Python 3 with Pillow, reportlab and pikepdf, DejaVu
fonts). The output is deterministic, so do not edit the files by hand: change the
script and run

    pip install pillow reportlab pikepdf
    python3 scripts/make-fixtures.py            # rewrite TestData/
    python3 scripts/make-fixtures.py --verify   # rewrite, then check with tesseract/poppler

All documents are synthetic: names, addresses, tax numbers and card numbers are
made up.

`vault-v1/` is a whole vault as the first release's schema left it (its database, two stored
originals and `expected.json`, what the upgrade test must find after migrating), written by
`scripts/make_v1_vault.py` (standard library only), which `make-fixtures.py` runs too.

`ecb/` holds the European Central Bank's euro reference rate files in their exact published
layout, with made-up rates near real levels, written by `scripts/make_ecb_rates.py` (standard
library only), which `make-fixtures.py` runs too: `eurofxref-hist.csv` (the history's layout:
header `Date,USD,JPY,BGN,CYP,...,ZAR,` with the 41 columns and trailing comma, one line per
business day newest first, `N/A` for former currencies; nine days, 16 to 26 November 2026, no
weekend days, ISK `N/A` on the 25th and 26th) and `eurofxref-hist.zip` (the same, zipped as the
ECB ships it); `eurofxref.csv` / `eurofxref.zip` (the day's file: `Date, USD, JPY, ..., ` and
`27 November 2026, 1.0585, ...`, cells padded with a space); and files an import must refuse:
`bad-rate-line-4.csv` (`1.95.58` on line 4), `bad-truncated-line-8.csv` (a download cut off in
line 8), `bad-not-ecb.csv` (a bank's CSV) and `bad-no-csv.zip` (a zip with no CSV inside).
`python3 scripts/make_ecb_rates.py --history 7000 --out FILE` writes a full-size history for
timing.

## Expected values

A document with a known answer has `NAME.expected.json` beside it:

```json
{"merchant": "BLUE MOON DINER", "total": "34.78", "currency": "USD", "date": "2025-03-12"}
```

- `merchant`: the business name as printed (its most prominent line); compare
  case-insensitively.
- `total`: the amount actually paid, a decimal string with two decimals and a `.`
  separator, whatever the receipt prints (`24,23`, `1.234,56`, `1'234.50`, ...).
- `currency`: ISO 4217 code.
- `date`: the document (purchase/invoice/booking) date as `YYYY-MM-DD`. Where the
  printed date is ambiguous (`12/03/2025`) the country's convention decides.

On every receipt the item amounts add up to the printed subtotal/total, and the
tax lines are consistent with it (tax added on top for the US, VAT included
elsewhere).

## Files

| File | What it is for |
|---|---|
| `receipt-en-usd-diner.png` | US diner, monospace. Month-first date `03/12/2025`, `SUBTOTAL` + `TAX` = `TOTAL $34.78`; `CASH $40.00` and `CHANGE` must not be taken for the total. |
| `receipt-en-usd-tipped.png` | US restaurant card slip: `Amount` (the bill), `Tip 18%`, then `TOTAL` with the tip, which is what was paid; a table of suggested tips below must not be taken. Month-first date by its state and ZIP code. |
| `receipt-en-usd-diner-small.png` | The diner receipt scaled down to 420 px wide (body text about 10-13 px tall): small-image upscaling before OCR. Same expected values. |
| `receipt-en-usd-diner-slanted.jpg` | The diner receipt scanned at a slant, turned 2.5° counter-clockwise on a white page (JPEG quality 90). Read as it is, its date reads `12/03/2025`, and sure; vault levels the page first (`Deskew`). Same expected values. |
| `receipt-de-eur-supermarkt.jpg` | German supermarket with mild print softness and paper noise. Brand on top, `... GmbH` in the address block, comma decimals, weighed item, deposit (Pfand), `SUMME EUR 24,23`, `Gegeben BAR`, `Rückgeld`, MwSt table with A/B rates, date `18.04.2025`. |
| `receipt-de-eur-supermarkt-300dpi.jpg` | A different German receipt (electronics store) at high resolution, 1240 px wide: `ZU ZAHLEN 1.234,56` with a thousands separator, girocard payment, date `22.04.2025`. |
| `receipt-fr-eur-brasserie.png` | French brasserie, merchant name over two lines, `Total HT`, `TVA 10%`, `TOTAL TTC 42,50 €`, day-first date `12/03/2025`, `Merci de votre visite`. |
| `receipt-my-myr-curled-date.jpg` | A Malaysian till receipt whose paper curls: the right half of the `DATE` / `TIME` rows is turned so that `DATE: 22/12/2017` runs up into `TAX INVOICE`. The page's reading splits the date over two lines (`- 12/2017` above `DATE: 22/`); vault finds it by reading the strip of the page around those lines again as a block. Saved at JPEG quality 90. |
| `receipt-my-myr-curled-year.jpg` | The same receipt, its paper curled a little less: the page's reading gives `DATE: 22/12/20`, a clear date of the wrong year, with `17` on a line of its own just past its end. vault joins the cut-off digits to the year (`22/12/2017`) and leaves the date unsure. Saved at JPEG quality 90. |
| `receipt-my-myr-hardware.jpg` | Malaysian hardware shop in SROIE style: a person's name above the company line `SENG HENG HARDWARE (M) SDN BHD` (the expected merchant), `(CO. REG : 123456-X)`, `GST ID`, date `18-11-2018`, `TOTAL SALES`, `ROUNDING`, `TOTAL RM 30.90`, `CASH`, `CHANGE`, GST summary. |
| `receipt-my-myr-hardware-faded-name.jpg` | The same hardware shop on another day (`TOTAL RM 29.80`, date `03-12-2018`) with the same header, but its name line printed so faintly that OCR cannot read it. No expected.json: only a vault that has a confirmed expense from the shop can name it (shop fingerprint). |
| `receipt-gb-gbp-pub.png` | British pub: `£`, date `12 Mar 2025`, `VAT included @ 20%`, `AMOUNT DUE`, and `BALANCE DUE £0.00` (which is not the total). |
| `receipt-es-eur-farmacia.png` | Spanish pharmacy, `FACTURA SIMPLIFICADA`, `IMPORTE` column, `TOTAL (IVA incl.) 26,97 EUR`, IVA table with 4/10/21 %, `ENTREGADO`/`CAMBIO`, date `12/03/2025`. |
| `receipt-nl-eur-bakkerij.png` | Dutch bakery, name over two lines, `TOTAAL € 16,10`, `PIN`, `BTW 9%`, date `12-03-2025` (day-first with dashes). |
| `receipt-it-eur-ristorante.png` | Italian restaurant `DOCUMENTO COMMERCIALE`, IVA column, `TOTALE COMPLESSIVO 52,00`, `di cui IVA`, cash and `Resto`, date `12/03/2025`. |
| `receipt-ch-chf-bahnhof.png` | Swiss shop at a station: `Total CHF 1'234.50` with an apostrophe thousands separator, MWST 8.1 % included, ISO date `2025-03-12`. |
| `receipt-rotated-90.jpg` | Swedish café receipt (`TOTALT SEK 163,00`, date `2025-03-12`) whose pixels are rotated 90° clockwise, no EXIF: orientation detection. |
| `receipt-rotated-180.jpg` | Australian bookshop tax invoice (`TOTAL $50.94`, `Includes GST`, EFTPOS `AUD`, date `14/03/2025`) stored upside down, no EXIF. |
| `receipt-photo-day.jpg` | A café's slip in dollars with nothing else that tells its date's order: `08/06/2017`; its EXIF `DateTimeOriginal` (10 June 2017) leaves only 8 June possible. |
| `receipt-exif-orientation-6.jpg` | Phone-photo look (receipt on a dark grey table, soft shadow, slight tilt, uneven light, noise), US market, date `03/15/2025`. Pixels are stored rotated 90° counter-clockwise with EXIF Orientation = 6, so it is upright only if EXIF is honoured. |
| `invoice-text-layer.pdf` | Hotel invoice (A4, reportlab) with a real text layer: several dates (arrival, departure, invoice date), VAT recapitulation, `Total amount due 12 480,00 CZK` with a no-break space as thousands separator. |
| `receipt-image-only.pdf` | A scanned taxi receipt as a single JPEG on an A4 page and no text layer: must fall back to OCR. `TOTAL CAD 37.09` (fare + HST + tip), date `2025/03/13`. |
| `booking-multi-page.pdf` | Three-page train booking with a text layer: page 1 "Booking confirmation" (price and `Total price NOK 1 249,00`), page 2 "Passenger details", page 3 "Terms and conditions". Booking date differs from the travel date. |
| `invoice-de-eur-schreinerei.pdf` | German invoice: customer block (`Rechnungsempfänger`) in the envelope window beside the issuer's right-hand letterhead with `USt-IdNr.`; `Fällig am` printed before `Rechnungsdatum`; `Gesamtbetrag`. |
| `invoice-fr-eur-plomberie.pdf` | French invoice: `Facturé à` block first, large `FACTURE` title, the issuer only in the footer line (SIRET, TVA); `Date d'échéance` after `Date de facture`; `Total TTC`. |
| `invoice-nl-eur-webshop.pdf` | Dutch web-shop invoice: `FACTUUR`, `Kopie factuur`, `Klant`; the issuer only as its web and e-mail domain; `Besteldatum` before `Factuurdatum`; `Totaal € 171,80`. |
| `invoice-en-inr-hosting.pdf` | Indian tax invoice: `Bill To` left beside `Invoice from` right (both with a GSTIN); `Due Date` before `Invoice Date`; a service period; `Grand Total ₹ 59,000.00`, `Amount due INR`. |
| `invoice-it-eur-studio.pdf` | Italian invoice: letterhead with `Partita IVA`, `Cliente` block on the right, `Scadenza` before `Data fattura`, `Totale documento`. |
| `invoice-gb-gbp-credit-note.pdf` | British credit note (`CREDIT NOTE`, `Total credit £45.60`, refunded): the expected total is negative. |
| `einvoice-de-eur-zugferd.pdf` | German invoice PDF with an embedded CII XML `factur-x.xml` that agrees with the printed text; `evidence` names the XML element the total is read from. |
| `einvoice-de-eur-xml-disagrees.pdf` | As above (`zugferd-invoice.xml`), but the XML states a total of 1190.00 and the page prints 1428,00: the XML is taken and the draft's notes say they disagree (`note`). |
| `einvoice-de-eur-xrechnung.xml` | A bare XRechnung / CII XML file. |
| `einvoice-de-eur-zugferd1.pdf` | A ZUGFeRD 1.0 PDF: the attachment `ZUGFeRD-invoice.xml` is a Cross Industry Document (`rsm:CrossIndustryDocument`, namespace `urn:ferd:CrossIndustryDocument:invoice:1p0`, fields under `rsm:HeaderExchangedDocument`). |
| `einvoice-nl-eur-ubl-invoice.xml` | A bare UBL 2.1 `Invoice` as Peppol BIS Billing 3.0 writes it: the seller's `cac:PartyLegalEntity/cbc:RegistrationName`, `cbc:IssueDate`, `cbc:DueDate`, `cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount`. |
| `einvoice-nl-eur-ubl-credit-note.xml` | A bare UBL 2.1 `CreditNote`: its amounts are printed positive, the expected total is negative; its due date is in `cac:PaymentMeans`. |
| `einvoice-nl-eur-ubl-invoice.pdf` | The UBL invoice embedded in a PDF as `xrechnung.xml` (XRechnung UBL). |
| `einvoice-nl-eur-ubl-credit-note.pdf` | The UBL credit note embedded in a PDF as `xrechnung.xml`; the page prints `121,00`, the XML's credit note makes it `-121.00`. |
| `other-long-article.pdf` | Eight pages of prose (an essay): kind `other`, no draft expense; its answer has null fields. |
| `bad-empty.jpg` | Zero bytes. |
| `bad-truncated.jpg` | The first 40 % of the bytes of `receipt-de-eur-supermarkt.jpg`. |
| `bad-damaged-data.jpg` | `receipt-de-eur-supermarkt.jpg` with 64 bytes of its compressed data garbled at 85 % of the file (its end marker intact): decoded past the damage, read, and kept with a warning. |
| `bad-text-named.pdf` | A plain text file with a `.pdf` extension. |
| `bad-encrypted-password-test.pdf` | A valid one-page PDF encrypted (AES-128) with user password `test`. |
| `bad-random-bytes.png` | 4096 random bytes with a `.png` extension. |
| `bad-damaged-last-page.pdf` | Three text pages; the third page object is `null` and every cross-reference offset is off by 7 bytes. poppler rebuilds the table and opens it, but cannot load page 3: kept with pages 1-2 and a warning. |
| `bad-damaged-no-page.pdf` | The same statement whose page tree points at three objects that do not exist (and a damaged cross-reference table): no page loads. |
| `bad-einvoice-filespec-string.pdf` | `einvoice-de-eur-zugferd.pdf` with one byte changed: its file specification (object 3) starts with `< ` instead of `<<`, so the EmbeddedFiles entry is a string, not a dictionary. poppler-glib's attachment list crashes on it; vault reads the invoice from its printed text. |
| `bad-fuzzed-text-layer.pdf` | A booking PDF mangled by the preflight fuzzer: poppler still opens it, but its text layer puts characters at coordinates no integer holds. Imported with the text that can be read. |
| `bad-huge-dimensions.png` | A 76 KB one-bit PNG of 20000 x 20000 pixels: refused from its header, before decoding. |

Each `receipt-*`, `invoice-*`, `einvoice-*`, `booking-*` and `other-*` file above has its
`.expected.json`; the newer ones also state the document's `kind`;
`receipt-en-usd-diner-small.expected.json` repeats the values of the full-size diner.

"""


def receipt_my_hardware_second_visit() -> Receipt:
    """Another day at the shop of receipt_my_hardware: the same header (registration number,
    address, phone, GST ID), other items, and a name line the thermal head printed so faintly
    that it cannot be read."""
    items = [
        ("CABLE TIE 200MM (100PCS)", 2, "4.20"),
        ("SILICONE SEALANT CLEAR", 1, "12.90"),
        ("HEX KEY SET 9PCS", 1, "8.50"),
    ]
    return seng_heng_receipt(
        "receipt-my-myr-hardware-faded-name", items, "29.80", "30.00", "2018-12-03", "03-12-2018",
        "CS00012987", "16:05:12", "USER02", name_ink=(238, 237, 234))


def receipt_my_curled_date() -> Receipt:
    """A Malaysian till receipt whose date is read from a curl in the paper: see `curl_up`."""
    items = [("GARDEN HOSE 10M", 1, "18.90"), ("HOSE CLIP", 2, "1.50"), ("SPRAY NOZZLE", 1, "7.80")]
    lines, sales = [], D(0)
    for item, qty, unit in items:
        amount = q(D(unit) * qty)
        sales += amount
        lines.append(LR(f"{item} x{qty}", money(amount)))
    cash = D("50.00")
    return Receipt(
        name="receipt-my-myr-curled-date", ext="jpg",
        merchant="KEDAI PERKAKAS SRI MAJU", total=sales, currency="MYR",
        date="2017-12-22", total_printed=money(sales), date_printed="22/12/2017",
        width=660, size=24, paper=(250, 249, 246), ink=(35, 35, 40),
        lines=[
            C("KEDAI PERKAKAS SRI MAJU", bold=True, size=28),
            C("(CO. REG : 654321-A)"),
            C("NO. 8, JALAN KAPAR, 42200 KLANG"),
            C("GST ID : 000987654321"),
            GAP(),
            C("TAX INVOICE", bold=True),
            LR("DOC NO : CS00070163", "DATE: 22/12/2017"),
            LR("CASHIER : EIRA", "TIME: 00:06:00"),
            RULE(), *lines, RULE(),
            LR("TOTAL (INCL. GST)", money(sales), bold=True),
            LR("CASH", money(cash)),
            LR("CHANGE", money(cash - sales)),
            RULE(),
            C("THANK YOU"),
        ],
    )


def curl_up(img: Image.Image, top: int, bottom: int, lift: int, paper: tuple) -> Image.Image:
    """The right half of the rows between `top` and `bottom` turned so that its right end
    rises by `lift` px, as where the paper curls: the date at the end of its row runs up into
    the line above, and a page's reading splits it over two lines."""
    out = img.copy()
    x0 = img.width // 2
    band = img.crop((x0, top, img.width, bottom))
    out.paste(paper, (x0, top, img.width, bottom))
    angle = math.degrees(math.atan2(lift, img.width - x0))
    pad = Image.new("RGB", (band.width * 2, band.height * 3), paper)
    pad.paste(band, (band.width, band.height))
    turned = pad.rotate(angle, resample=Image.BICUBIC, center=(band.width, band.height * 1.5), fillcolor=paper)
    piece = turned.crop((band.width, 0, band.width * 2, band.height * 3))
    ink = piece.convert("L").point(lambda v: 255 if v < 200 else 0)
    out.paste(piece, (x0, top - band.height), ink)
    return out


def write_readme(out: Path):
    """README.md: the hand-written description above plus a table built from
    the expected.json files, so the two cannot drift apart."""
    rows = []
    for exp in sorted(out.glob("*.expected.json")):
        data = json.loads(exp.read_text(encoding="utf-8"))
        if "merchant" not in data:
            continue  # booking answers list bookings, described in the table above
        stem = exp.name[: -len(".expected.json")]
        doc = next(p.name for p in sorted(out.glob(stem + ".*"))
                   if not p.name.endswith(".expected.json"))
        rows.append(f"| `{doc}` | {data['merchant']} | {data['total']} | "
                    f"{data['currency']} | {data['date']} |")
    table = ["## Expected values at a glance", "",
             "| File | merchant | total | currency | date |", "|---|---|---|---|---|", *rows]
    head = README_HEAD.replace("| `bad-empty.jpg` |", BOOKING_ROWS + "| `bad-empty.jpg` |", 1)
    (out / "README.md").write_text(head + "\n".join(table) + "\n", encoding="utf-8")


# --------------------------------------------------------------------------
# Main
# --------------------------------------------------------------------------

def build(out: Path) -> list[dict]:
    out.mkdir(parents=True, exist_ok=True)
    register_pdf_fonts()
    checks = []  # what --verify should look for

    def emit(r: Receipt, img: Image.Image, file_name: str | None = None, kind="upright",
             exif=None, quality=85):
        name = file_name or f"{r.name}.{r.ext}"
        save_image(img, out / name, exif=exif, quality=quality)
        write_json(out / (Path(name).stem + ".expected.json"), r.expected())
        checks.append({"file": name, "kind": kind, "merchant": r.merchant,
                       "total": r.total_printed, "date": r.date_printed})

    # 1 US diner, 10 small copy of it
    diner = receipt_us_diner()
    img = render_receipt(diner)
    emit(diner, img)
    small = img.resize((420, round(img.height * 420 / img.width)), Image.LANCZOS)
    emit(diner, small, "receipt-en-usd-diner-small.png", kind="small")
    # The same receipt scanned at a slant: turned 2.5 degrees counter-clockwise, white corners.
    slanted = img.convert("RGB").rotate(2.5, resample=Image.BICUBIC, expand=True, fillcolor=(255, 255, 255))
    emit(diner, slanted, "receipt-en-usd-diner-slanted.jpg", kind="slanted", quality=90)

    # 1b A US restaurant's slip with its tip
    emit(receipt_us_tipped(), render_receipt(receipt_us_tipped()))

    # 2 German supermarket (mild scan/thermal realism)
    supermarkt = receipt_de_supermarkt()
    emit(supermarkt, thermal_look(render_receipt(supermarkt), seed=202))

    # 3-9 clean PNG / JPEG receipts
    fr = receipt_fr_brasserie()
    emit(fr, render_receipt(fr))
    my = receipt_my_hardware()
    emit(my, thermal_look(render_receipt(my), seed=404, blur=0.5, noise=8))
    # The same shop again with its name line faded away: no expected.json, since the name
    # cannot be read from this receipt alone (only a vault that knows the shop gets it).
    again = receipt_my_hardware_second_visit()
    save_image(thermal_look(render_receipt(again), seed=405, blur=0.5, noise=8),
               out / f"{again.name}.{again.ext}")
    # The date's end of its row curls up into the line above it.
    curled = receipt_my_curled_date()
    emit(curled, thermal_look(curl_up(render_receipt(curled), 206, 240, 30, curled.paper), seed=7), quality=90)
    # The same receipt curled a little less: the page's reading cuts the year in two.
    cut = replace(curled, name="receipt-my-myr-curled-year")
    emit(cut, thermal_look(curl_up(render_receipt(cut), 206, 240, 22, cut.paper), seed=7), quality=90)
    for build_fn in (receipt_gb_pub, receipt_es_farmacia, receipt_nl_bakkerij,
                     receipt_it_ristorante, receipt_ch_bahnhof):
        r = build_fn()
        emit(r, render_receipt(r))

    # 11 large German electronics receipt
    big = receipt_de_technik_300dpi()
    emit(big, render_receipt(big))

    # orientation
    se = receipt_se_kafe()
    emit(se, render_receipt(se).transpose(Image.ROTATE_270), kind="rot90cw")  # 90° clockwise
    au = receipt_au_books()
    emit(au, thermal_look(render_receipt(au), seed=909, blur=0.4, noise=6)
         .transpose(Image.ROTATE_180), kind="rot180")
    us = receipt_us_market_photo()
    photo = photo_look(render_receipt(us), seed=1006)
    exif = Image.Exif()
    exif[0x0112] = 6  # Orientation: rotate 90° CW to display
    emit(us, photo.transpose(Image.ROTATE_90), kind="exif6", exif=exif)  # stored 90° CCW
    # The day the photo was taken, as a phone writes it: the date's order follows from it.
    day = receipt_photo_day()
    taken = Image.Exif()
    taken.get_ifd(0x8769)[0x9003] = "2017:06:10 09:20:05"  # DateTimeOriginal
    emit(day, render_receipt(day), exif=taken, quality=90)

    # PDFs
    write_json(out / "invoice-text-layer.expected.json",
               make_hotel_invoice(out / "invoice-text-layer.pdf"))
    taxi = receipt_ca_taxi_scan()
    make_image_only_pdf(out / "receipt-image-only.pdf", taxi)
    write_json(out / "receipt-image-only.expected.json", taxi.expected())
    checks.append({"file": "receipt-image-only.pdf", "kind": "pdf-image",
                   "merchant": taxi.merchant, "total": taxi.total_printed,
                   "date": taxi.date_printed})
    write_json(out / "booking-multi-page.expected.json",
               make_booking(out / "booking-multi-page.pdf"))

    # invoices, a credit note, e-invoices and a long article (scripts/invoice_fixtures.py)
    build_invoices(out, write_json)
    # flight, train, hotel and car-rental confirmations (scripts/booking_fixtures.py)
    build_bookings(out, write_json)

    # bad files
    def damaged_jpeg(data: bytes) -> bytes:
        """Garbles 64 bytes of the entropy-coded data, leaving markers and the end marker alone."""
        damaged = bytearray(data)
        start = len(data) * 85 // 100
        for i in range(start, start + 64):
            if damaged[i] != 0xFF and damaged[i - 1] != 0xFF:
                damaged[i] ^= 0x5A
                if damaged[i] == 0xFF:
                    damaged[i] = 0xFE
        return bytes(damaged)

    (out / "bad-empty.jpg").write_bytes(b"")
    good = (out / "receipt-de-eur-supermarkt.jpg").read_bytes()
    (out / "bad-truncated.jpg").write_bytes(good[: len(good) * 40 // 100])
    (out / "bad-damaged-data.jpg").write_bytes(damaged_jpeg(good))
    (out / "bad-text-named.pdf").write_text(
        "This is a plain text file that only pretends to be a PDF.\n"
        "It has no %PDF header, no objects and no xref table.\n", encoding="utf-8")
    make_encrypted_pdf(out / "bad-encrypted-password-test.pdf")
    (out / "bad-random-bytes.png").write_bytes(random.Random(1313).randbytes(4096))
    make_hostile_files(out)

    write_readme(out)

    return checks


# --------------------------------------------------------------------------
# Verification (optional, needs tesseract, pdftotext, pdfinfo, pdftoppm)
# --------------------------------------------------------------------------

def norm(s: str) -> str:
    return re.sub(r"\s+", "", s).lower()


def tesseract(img: Image.Image, psm: int | None) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        p = Path(tmp) / "in.png"
        img.save(p)
        cmd = ["tesseract", str(p), "-"]
        if psm is not None:
            cmd += ["--psm", str(psm)]
        return subprocess.run(cmd, capture_output=True, text=True, check=True).stdout


def verify(out: Path, checks: list[dict]) -> bool:
    """OCR every receipt image and look for the merchant and the printed total
    (case-insensitive, whitespace ignored). Rotated files are checked as stored
    and after turning them upright; the small file also after a 2x upscale.
    A file passes when its upright variant reads both fields with --psm 6 or
    the default page segmentation."""
    ok_all = True
    print(f"{'file':42} {'variant':8} {'psm':>3}  merchant total date")
    for chk in checks:
        path = out / chk["file"]
        kind = chk["kind"]
        if kind == "pdf-image":
            with tempfile.TemporaryDirectory() as tmp:
                subprocess.run(["pdftoppm", "-r", "200", "-png", str(path), f"{tmp}/p"],
                               check=True)
                img = Image.open(next(Path(tmp).glob("p*.png")))
                img.load()
            variants = [("raster", img, True)]
        else:
            img = Image.open(path)
            img.load()
            variants = [("raw", img, kind in ("upright", "small"))]
            if kind == "rot90cw":
                variants.append(("upright", img.transpose(Image.ROTATE_90), True))
            elif kind == "rot180":
                variants.append(("upright", img.transpose(Image.ROTATE_180), True))
            elif kind == "exif6":
                variants.append(("exif", ImageOps.exif_transpose(img), True))
            elif kind == "small":
                variants.append(("2x", img.resize((img.width * 2, img.height * 2),
                                                  Image.LANCZOS), True))
        for label, im, required in variants:
            found = False
            for psm in (6, None):
                text = norm(tesseract(im.convert("RGB"), psm))
                m = norm(chk["merchant"]) in text
                t = norm(chk["total"]) in text
                d = norm(chk["date"]) in text
                found |= m and t
                print(f"{chk['file']:42} {label:8} {psm or 3:>3}  "
                      f"{'OK' if m else '--':8} {'OK' if t else '--':5} {'OK' if d else '--'}")
            if required and not found and kind != "small":
                ok_all = False
                print(f"  FAILED: {chk['file']} ({label})")

    for name in ("invoice-text-layer.pdf", "booking-multi-page.pdf", "receipt-image-only.pdf"):
        txt = subprocess.run(["pdftotext", str(out / name), "-"], capture_output=True,
                             text=True).stdout
        print(f"pdftotext {name}: {len(txt.strip())} characters of text")
    for page, word in [(1, "Booking confirmation"), (2, "Passenger details"),
                       (3, "Terms and conditions")]:
        txt = subprocess.run(["pdftotext", "-f", str(page), "-l", str(page),
                              str(out / "booking-multi-page.pdf"), "-"],
                             capture_output=True, text=True).stdout
        print(f"booking page {page} has {word!r}: {word in txt}")
    enc = str(out / "bad-encrypted-password-test.pdf")
    for args in ([], ["-upw", "test"]):
        info = subprocess.run(["pdfinfo", *args, enc], capture_output=True, text=True)
        lines = [ln for ln in (info.stdout + info.stderr).splitlines()
                 if ln.startswith(("Encrypted", "Command Line Error"))]
        print(f"pdfinfo {' '.join(args + [Path(enc).name])}: {'; '.join(lines)}")
    return ok_all


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=ROOT / "TestData")
    ap.add_argument("--verify", action="store_true", help="OCR-check the generated files")
    args = ap.parse_args()
    checks = build(args.out)
    # The first release's vault for the upgrade test copies two of the files just written.
    import make_v1_vault
    make_v1_vault.build(args.out)
    import make_ecb_rates
    make_ecb_rates.build(args.out)
    print(f"wrote fixtures to {args.out}")
    if args.verify:
        if not shutil.which("tesseract"):
            sys.exit("tesseract not found")
        if not verify(args.out, checks):
            sys.exit("verification failed")


if __name__ == "__main__":
    main()
