#!/usr/bin/env python3
"""E-mail fixtures for vault: booking confirmations and an order as .eml files (RFC 5322/MIME).

Writes TestData/mail/ (or --out DIR): confirmations from two airlines (one overnight across
time zones, printed `+1`; one in German, forwarded as a `message/rfc822` part), a rail operator
(HTML body and the ticket PDF attached) and a hotel platform (ISO-8859-1, quoted-printable), an
order e-mail for a draft expense, and hostile messages vault must refuse (parts nested hundreds
deep, more attachments than it reads). Bodies are HTML tables as mail programs send them;
subjects and senders use encoded words.

Each message that has a known answer gets `NAME.expected.json`, in the shape of the booking
fixtures (scripts/booking_fixtures.py), with what the message itself says:

    {"kind": "booking", "mail": {"from": "...", "subject": "...", "attachments": 1},
     "bookings": [{"type": "transport", "number": "SL 24", "departure": "2025-03-14T22:10", ...}],
     "price": {"total": "1184.60", "currency": "USD"}}

Times are local times where they happen. Output is deterministic (fixed boundaries, dates and
Message-IDs). Python's standard library only:

    python3 scripts/mail_fixtures.py [--out DIR]
"""

from __future__ import annotations

import argparse
import base64
import json
import quopri
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def qp(text: str, charset: str = "utf-8") -> str:
    return quopri.encodestring(text.encode(charset)).decode("ascii")


def b64(data: bytes) -> str:
    encoded = base64.b64encode(data).decode("ascii")
    return "\n".join(encoded[i : i + 76] for i in range(0, len(encoded), 76))


def word(text: str, charset: str = "utf-8") -> str:
    """An RFC 2047 encoded word (Q encoding)."""
    out = []
    for byte in text.encode(charset):
        ch = chr(byte)
        if ch == " ":
            out.append("_")
        elif ch.isalnum() and byte < 128:
            out.append(ch)
        else:
            out.append("=%02X" % byte)
    return "=?%s?Q?%s?=" % (charset.upper(), "".join(out))


def table(rows: list[tuple[str, str]]) -> str:
    cells = "\n".join(
        f'  <tr><td style="color:#667">{label}</td><td><b>{value}</b></td></tr>' for label, value in rows
    )
    return f'<table cellpadding="4">\n{cells}\n</table>'


def html_page(title: str, body: str) -> str:
    return (
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" + title + "</title>"
        "<style>td { font-family: sans-serif }</style></head>\n<body>\n" + body + "\n</body></html>\n"
    )


def headers(sender: str, to: str, subject: str, date: str, message_id: str) -> str:
    return (
        f"From: {sender}\nTo: {to}\nSubject: {subject}\nDate: {date}\n"
        f"Message-ID: <{message_id}>\nMIME-Version: 1.0\n"
    )


def skylark_overnight() -> tuple[str, dict]:
    rows_out = [
        ("Flight", "SL 24"),
        ("From", "New York John F. Kennedy (JFK)"),
        ("To", "Paris Charles de Gaulle (CDG)"),
        ("Departure", "Fri 14 Mar 2025 22:10"),
        ("Arrival", "11:05 +1"),
        ("Seat", "32A"),
    ]
    rows_back = [
        ("Flight", "SL 25"),
        ("From", "Paris Charles de Gaulle (CDG)"),
        ("To", "New York John F. Kennedy (JFK)"),
        ("Departure", "Fri 21 Mar 2025 13:40"),
        ("Arrival", "16:05"),
        ("Seat", "30C"),
    ]
    html = html_page(
        "Skylark Airways",
        '<h1 style="font-size:28px">Skylark Airways</h1>\n'
        "<p>Dear Ms Rivera, thank you for flying with us. Your booking is confirmed.</p>\n"
        + table([("Booking reference", "K8ZW4N")])
        + "\n<h2>Outbound flight</h2>\n"
        + table(rows_out)
        + "\n<h2>Return flight</h2>\n"
        + table(rows_back)
        + "\n"
        + table([("Total paid", "USD 1,184.60")])
        + "\n<p>We look forward to welcoming you on board.</p>",
    )
    plain = "Skylark Airways - your booking K8ZW4N is confirmed. Open the HTML part for your itinerary.\n"
    subject = word("Your booking is confirmed – New York → Paris")
    text = (
        headers(
            f"{word('Skylark Airways')} <noreply@skylark.example>",
            "Ana Rivera <ana@example.org>",
            subject,
            "Mon, 03 Feb 2025 09:12:44 -0500",
            "k8zw4n.confirmation@skylark.example",
        )
        + 'Content-Type: multipart/alternative; boundary="sky-alt-1"\n\n'
        "--sky-alt-1\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n"
        + qp(plain)
        + "\n--sky-alt-1\nContent-Type: text/html; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n"
        + qp(html)
        + "\n--sky-alt-1--\n"
    )
    answer = {
        "kind": "booking",
        "mail": {
            "from": "Skylark Airways <noreply@skylark.example>",
            "subject": "Your booking is confirmed – New York → Paris",
            "date": "2025-02-03T14:12:44Z",
            "attachments": 0,
        },
        "bookings": [
            {
                "type": "transport", "mode": "flight", "number": "SL 24",
                "from": "New York John F. Kennedy (JFK)", "to": "Paris Charles de Gaulle (CDG)",
                "departure": "2025-03-14T22:10", "arrival": "2025-03-15T11:05",
                "reference": "K8ZW4N", "seat": "32A",
            },
            {
                "type": "transport", "mode": "flight", "number": "SL 25",
                "from": "Paris Charles de Gaulle (CDG)", "to": "New York John F. Kennedy (JFK)",
                "departure": "2025-03-21T13:40", "arrival": "2025-03-21T16:05",
                "reference": "K8ZW4N", "seat": "30C",
            },
        ],
        "zones": [
            {"departureZone": "America/New_York", "arrivalZone": "Europe/Paris"},
            {"departureZone": "Europe/Paris", "arrivalZone": "America/New_York"},
        ],
        "price": {"total": "1184.60", "currency": "USD"},
    }
    return text, answer


def skylark_yearless() -> tuple[str, dict]:
    """Days printed without their year, as many airlines' e-mails print them: sent in December,
    the trip in January is of the next year."""
    rows_out = [
        ("Flight", "SL 60"),
        ("From", "Boston Logan (BOS)"),
        ("To", "London Heathrow (LHR)"),
        ("Departure", "Sat 10 Jan 19:30"),
        ("Arrival", "Sun 11 Jan 07:05"),
    ]
    rows_back = [
        ("Flight", "SL 61"),
        ("From", "London Heathrow (LHR)"),
        ("To", "Boston Logan (BOS)"),
        ("Departure", "Sun 18 Jan 11:20"),
        ("Arrival", "14:10"),
    ]
    html = html_page(
        "Skylark Airways",
        '<h1 style="font-size:28px">Skylark Airways</h1>\n'
        "<p>Thank you for booking with us.</p>\n"
        + table([("Booking reference", "Q7RM2P")])
        + "\n<h2>Outbound</h2>\n"
        + table(rows_out)
        + "\n<h2>Return</h2>\n"
        + table(rows_back)
        + "\n"
        + table([("Total paid", "USD 842.10")]),
    )
    text = (
        headers(
            "Skylark Airways <noreply@skylark.example>",
            "Sam Okafor <sam@example.org>",
            "Your trip to London",
            "Sat, 27 Dec 2025 21:05:13 -0500",
            "q7rm2p.confirmation@skylark.example",
        )
        + "Content-Type: text/html; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n"
        + qp(html)
        + "\n"
    )
    answer = {
        "kind": "booking",
        "mail": {
            "from": "Skylark Airways <noreply@skylark.example>",
            "subject": "Your trip to London",
            "date": "2025-12-28T02:05:13Z",
            "attachments": 0,
        },
        "bookings": [
            {
                "type": "transport", "mode": "flight", "number": "SL 60",
                "from": "Boston Logan (BOS)", "to": "London Heathrow (LHR)",
                "departure": "2026-01-10T19:30", "arrival": "2026-01-11T07:05", "reference": "Q7RM2P",
            },
            {
                "type": "transport", "mode": "flight", "number": "SL 61",
                "from": "London Heathrow (LHR)", "to": "Boston Logan (BOS)",
                "departure": "2026-01-18T11:20", "arrival": "2026-01-18T14:10", "reference": "Q7RM2P",
            },
        ],
        "price": {"total": "842.10", "currency": "USD"},
    }
    return text, answer


def alpenflug_forwarded() -> tuple[str, dict]:
    html = html_page(
        "Alpenflug",
        '<h1 style="font-size:28px">Alpenflug</h1>\n<p>Vielen Dank für Ihre Buchung!</p>\n'
        + table([("Buchungscode", "ZR5TQA")])
        + "\n<h2>Hinflug</h2>\n"
        + table(
            [
                ("Flug", "AP 318"),
                ("Von", "München (MUC)"),
                ("Nach", "Wien (VIE)"),
                ("Abflug", "Fr, 02.05.2025 07:30"),
                ("Ankunft", "08:35"),
                ("Sitzplatz", "12F"),
            ]
        )
        + "\n"
        + table([("Gesamtpreis", "189,00 EUR")]),
    )
    inner_subject = word("Buchungsbestätigung AP 318", "iso-8859-1")
    inner = (
        headers(
            "Alpenflug <buchung@alpenflug.example>",
            "Jonas Weber <jonas@example.org>",
            inner_subject,
            "Tue, 08 Apr 2025 18:03:10 +0200",
            "zr5tqa@alpenflug.example",
        )
        + 'Content-Type: multipart/alternative; boundary="alp-alt"\n\n'
        "--alp-alt\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\nIhre Buchung ZR5TQA ist bestätigt.\n"
        "--alp-alt\nContent-Type: text/html; charset=utf-8\nContent-Transfer-Encoding: base64\n\n"
        + b64(html.encode("utf-8"))
        + "\n--alp-alt--\n"
    )
    text = (
        headers(
            "Jonas Weber <jonas@example.org>",
            "Jonas Weber <jonas@example.org>",
            "Fwd: " + inner_subject,
            "Wed, 09 Apr 2025 07:45:00 +0200",
            "fwd-zr5tqa@example.org",
        )
        + 'Content-Type: multipart/mixed; boundary="fwd-mixed"\n\n'
        "--fwd-mixed\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\nFür die Reisekosten: der Flug nach Wien.\n\n"
        "--fwd-mixed\nContent-Type: message/rfc822\nContent-Disposition: inline\n\n"
        + inner
        + "\n--fwd-mixed--\n"
    )
    answer = {
        "kind": "booking",
        "mail": {
            "from": "Jonas Weber <jonas@example.org>",
            "subject": "Fwd: Buchungsbestätigung AP 318",
            "date": "2025-04-09T05:45:00Z",
            "attachments": 0,
        },
        "bookings": [
            {
                "type": "transport", "mode": "flight", "number": "AP 318",
                "from": "München (MUC)", "to": "Wien (VIE)",
                "departure": "2025-05-02T07:30", "arrival": "2025-05-02T08:35",
                "reference": "ZR5TQA", "seat": "12F",
            }
        ],
        "zones": [{"departureZone": "Europe/Berlin", "arrivalZone": "Europe/Vienna"}],
        "price": {"total": "189.00", "currency": "EUR"},
    }
    return text, answer


def lumiere_with_ticket(pdf: bytes) -> tuple[str, dict]:
    html = html_page(
        "Lumière Rail",
        '<h1 style="font-size:28px">Lumière Rail</h1>\n<p>Your e-ticket is attached. Bon voyage!</p>\n'
        + table(
            [
                ("Booking reference", "QXLMPT"),
                ("Train", "LR 6217"),
                ("From", "Paris Gare de Lyon"),
                ("To", "Lyon Part-Dieu"),
                ("Departure", "Wed 12 Mar 2025 09:04"),
                ("Arrival", "11:02"),
                ("Total", "89.00 EUR"),
            ]
        ),
    )
    text = (
        headers(
            f"{word('Lumière Rail')} <billets@lumiere-rail.example>",
            "ana@example.org",
            word("Votre e-billet – Paris → Lyon"),
            "Thu, 20 Feb 2025 11:30:00 +0100",
            "qxlmpt@lumiere-rail.example",
        )
        + 'Content-Type: multipart/mixed; boundary="lum-mixed"\n\n'
        "--lum-mixed\nContent-Type: text/html; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n"
        + qp(html)
        + "\n--lum-mixed\nContent-Type: application/pdf; name=\"e-billet-QXLMPT.pdf\"\n"
        "Content-Disposition: attachment; filename=\"e-billet-QXLMPT.pdf\"\nContent-Transfer-Encoding: base64\n\n"
        + b64(pdf)
        + "\n--lum-mixed--\n"
    )
    answer = {
        "kind": "booking",
        "mail": {
            "from": "Lumière Rail <billets@lumiere-rail.example>",
            "subject": "Votre e-billet – Paris → Lyon",
            "date": "2025-02-20T10:30:00Z",
            "attachments": 1,
        },
        "bookings": [
            {
                "type": "transport", "mode": "train", "number": "LR 6217",
                "from": "Paris Gare de Lyon", "to": "Lyon Part-Dieu",
                "departure": "2025-03-12T09:04", "arrival": "2025-03-12T11:02", "reference": "QXLMPT",
            }
        ],
        "zones": [{"departureZone": "Europe/Paris", "arrivalZone": "Europe/Paris"}],
        "price": {"total": "89.00", "currency": "EUR"},
        "attachmentKinds": ["booking"],
    }
    return text, answer


def roomharbor_latin1() -> tuple[str, dict]:
    html = html_page(
        "RoomHarbor",
        '<h1 style="font-size:28px">RoomHarbor</h1>\n<p>Your stay is confirmed. Présentez ce message à l\'arrivée.</p>\n'
        + table(
            [
                ("Confirmation number", "5930.118.442"),
                ("Hotel", "Hôtel des Lilas"),
                ("Address", "14 Rue des Lilas, 75019 Paris, France"),
                ("Check-in", "Mon 10 Mar 2025 15:00"),
                ("Check-out", "Mon 17 Mar 2025 11:00"),
                ("Room", "Double Room with courtyard view"),
                ("Total price", "EUR 1,134.00"),
            ]
        ),
    ).replace('charset="utf-8"', 'charset="iso-8859-1"')
    text = (
        headers(
            "RoomHarbor <stays@roomharbor.example>",
            "ana@example.org",
            word("Réservation confirmée : Hôtel des Lilas", "iso-8859-1"),
            "Sat, 15 Feb 2025 20:01:09 +0000",
            "5930118442@roomharbor.example",
        )
        + "Content-Type: text/html; charset=iso-8859-1\nContent-Transfer-Encoding: quoted-printable\n\n"
        + qp(html, "iso-8859-1")
    )
    answer = {
        "kind": "booking",
        "mail": {
            "from": "RoomHarbor <stays@roomharbor.example>",
            "subject": "Réservation confirmée : Hôtel des Lilas",
            "date": "2025-02-15T20:01:09Z",
            "attachments": 0,
        },
        "bookings": [
            {
                "type": "stay", "hotel": "Hôtel des Lilas", "address": "14 Rue des Lilas, 75019 Paris, France",
                "checkIn": "2025-03-10T15:00", "checkOut": "2025-03-17T11:00", "reference": "5930.118.442",
                "room": "Double Room with courtyard view",
            }
        ],
        "zones": [{"departureZone": "Europe/Paris", "arrivalZone": "Europe/Paris"}],
        "price": {"total": "1134.00", "currency": "EUR"},
    }
    return text, answer


def bookshop_order() -> tuple[str, dict]:
    html = html_page(
        "Pagewise Books",
        '<h1 style="font-size:28px">Pagewise Books</h1>\n<p>Thank you for your order! It ships today.</p>\n'
        + table([("Order number", "PW-20417"), ("Order date", "12 March 2025")])
        + "\n<table>\n"
        "  <tr><td>The Rail Atlas of Europe</td><td>1</td><td>EUR 24.90</td></tr>\n"
        "  <tr><td>Pocket French Phrasebook</td><td>1</td><td>EUR 9.50</td></tr>\n"
        "  <tr><td>Shipping</td><td></td><td>EUR 3.90</td></tr>\n"
        "  <tr><td><b>Total</b></td><td></td><td><b>EUR 38.30</b></td></tr>\n"
        "</table>\n<p>Pagewise Books GmbH, Hauptstraße 5, 10115 Berlin</p>",
    )
    text = (
        headers(
            "Pagewise Books <orders@pagewise.example>",
            "ana@example.org",
            "Your Pagewise Books order PW-20417",
            "Wed, 12 Mar 2025 16:20:00 +0100",
            "pw-20417@pagewise.example",
        )
        + "Content-Type: text/html; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n"
        + qp(html)
    )
    answer = {
        "mail": {
            "from": "Pagewise Books <orders@pagewise.example>",
            "subject": "Your Pagewise Books order PW-20417",
            "date": "2025-03-12T15:20:00Z",
            "attachments": 0,
        },
        "expense": {"merchant": "Pagewise Books", "total": "38.30", "currency": "EUR", "date": "2025-03-12"},
    }
    return text, answer


def nested_bomb(depth: int = 400) -> str:
    """Multiparts nested `depth` deep: vault refuses the message before GMime descends."""
    head = headers("x@example.org", "y@example.org", "nested", "Mon, 03 Feb 2025 09:00:00 +0000", "n@example.org")
    opening = "".join(f'Content-Type: multipart/mixed; boundary="b{i}"\n\n--b{i}\n' for i in range(depth))
    closing = "".join(f"\n--b{i}--\n" for i in reversed(range(depth)))
    return head + opening + "Content-Type: text/plain\n\nhello\n" + closing


def attachment_flood(count: int = 80) -> str:
    """More attachments than vault reads from one message."""
    head = headers("x@example.org", "y@example.org", "photos", "Mon, 03 Feb 2025 09:00:00 +0000", "f@example.org")
    parts = "".join(
        f"--flood\nContent-Type: application/octet-stream\nContent-Disposition: attachment; "
        f'filename="f{i}.bin"\nContent-Transfer-Encoding: base64\n\n{b64(bytes([i % 256]) * 16)}\n'
        for i in range(count)
    )
    return head + 'Content-Type: multipart/mixed; boundary="flood"\n\n--flood\nContent-Type: text/plain\n\nsee\n' + parts + "--flood--\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "TestData" / "mail")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    pdf = (ROOT / "TestData" / "booking-rail-fr-lumiere.pdf").read_bytes()
    made = {
        "mail-flight-en-skylark-overnight": skylark_overnight(),
        "mail-flight-en-skylark-yearless": skylark_yearless(),
        "mail-flight-de-alpenflug-forwarded": alpenflug_forwarded(),
        "mail-rail-lumiere-ticket-attached": lumiere_with_ticket(pdf),
        "mail-hotel-roomharbor-latin1": roomharbor_latin1(),
        "mail-order-pagewise-books": bookshop_order(),
    }
    # Confirmations with schema.org reservation markup (scripts/markup_fixtures.py).
    from markup_fixtures import build_markup_mail

    made.update(build_markup_mail())
    for name, (text, answer) in made.items():
        # Messages travel with CRLF line ends (RFC 5322).
        (args.out / f"{name}.eml").write_bytes(text.replace("\n", "\r\n").encode("utf-8"))
        (args.out / f"{name}.expected.json").write_text(json.dumps(answer, indent=2, ensure_ascii=False) + "\n")
    from markup_fixtures import build_markup_pages

    for name, (html, answer) in build_markup_pages().items():
        (args.out / f"{name}.html").write_text(html)
        (args.out / f"{name}.expected.json").write_text(json.dumps(answer, indent=2, ensure_ascii=False) + "\n")
    (args.out / "bad-mail-nested.eml").write_bytes(nested_bomb().replace("\n", "\r\n").encode("ascii"))
    (args.out / "bad-mail-attachments.eml").write_bytes(attachment_flood().replace("\n", "\r\n").encode("ascii"))


if __name__ == "__main__":
    main()
