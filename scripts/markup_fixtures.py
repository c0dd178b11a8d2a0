"""E-mail fixtures with schema.org reservation markup (JSON-LD and microdata), for vault.

Imported by scripts/mail_fixtures.py, which writes them to TestData/mail/ with the other
messages. Each confirmation carries its booking twice: as markup for machines and as an HTML
table for people (which vault's text reader reads too). Some markup is broken as senders break
it (a missing comma, a trailing comma, JSON whose quotes are HTML entities); one message's
markup disagrees with its text (the markup wins); one cancels an earlier booking.

`NAME.expected.json` lists what `vault booking list --json` gives after importing the
message (after importing `previous` first, where named): each booking's fields by their
names for its type, local times where they happen with their IANA zones, the reservation's
number and status, the note where markup and text disagree; and the draft expense's price.
"""

from __future__ import annotations

import json

from mail_fixtures import headers, html_page, qp, table


def message(sender: str, subject: str, date: str, message_id: str, html: str) -> str:
    plain = "Your confirmation is in the HTML part of this message.\n"
    return (
        headers(sender, "Ana Rivera <ana@example.org>", subject, date, message_id)
        + 'Content-Type: multipart/alternative; boundary="markup-alt"\n\n'
        "--markup-alt\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n"
        + qp(plain)
        + "\n--markup-alt\nContent-Type: text/html; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n"
        + qp(html)
        + "\n--markup-alt--\n"
    )


def script(data) -> str:
    text = data if isinstance(data, str) else json.dumps(data, indent=2, ensure_ascii=False)
    return '<script type="application/ld+json">\n' + text + "\n</script>\n"


def mail_answer(sender: str, subject: str, date_utc: str) -> dict:
    return {"from": sender, "subject": subject, "date": date_utc, "attachments": 0}


def airport(code: str, name: str) -> dict:
    return {"@type": "Airport", "name": name, "iataCode": code}


def flight_two_legs() -> tuple[str, dict]:
    legs = [
        {
            "@context": "http://schema.org", "@type": "FlightReservation", "reservationNumber": "RXJ34P",
            "reservationStatus": "http://schema.org/ReservationConfirmed",
            "underName": {"@type": "Person", "name": "Ana Rivera"},
            "reservationFor": {
                "@type": "Flight", "flightNumber": "400",
                "airline": {"@type": "Airline", "name": "Lufthansa", "iataCode": "LH"},
                "departureAirport": airport("FRA", "Frankfurt"), "departureTime": "2025-06-02T10:05:00+02:00",
                "arrivalAirport": airport("JFK", "New York JFK"), "arrivalTime": "2025-06-02T12:50:00-04:00",
                "departureTerminal": "1",
            },
            "airplaneSeat": "41C",
            "totalPrice": "1240.50", "priceCurrency": "EUR",
        },
        {
            "@context": "http://schema.org", "@type": "FlightReservation", "reservationNumber": "RXJ34P",
            "reservationStatus": "http://schema.org/ReservationConfirmed",
            "underName": {"@type": "Person", "name": "Ana Rivera"},
            "reservationFor": {
                "@type": "Flight", "flightNumber": "401",
                "airline": {"@type": "Airline", "name": "Lufthansa", "iataCode": "LH"},
                # Written in UTC: 22:05Z is 18:05 in New York, 06:35Z the next day 08:35 in Frankfurt.
                "departureAirport": airport("JFK", "New York JFK"), "departureTime": "2025-06-09T22:05:00Z",
                "arrivalAirport": airport("FRA", "Frankfurt"), "arrivalTime": "2025-06-10T06:35:00Z",
            },
            "airplaneSeat": "38A",
            "totalPrice": "1240.50", "priceCurrency": "EUR",
        },
    ]
    html = html_page(
        "Lufthansa",
        "<h1>Lufthansa</h1>\n" + script(legs)
        + table([("Booking reference", "RXJ34P")])
        + "\n<h2>Outbound flight</h2>\n"
        + table([("Flight", "LH 400"), ("From", "Frankfurt (FRA)"), ("To", "New York JFK (JFK)"),
                 ("Departure", "Mon 02 Jun 2025 10:05"), ("Arrival", "12:50"), ("Seat", "41C")])
        + "\n<h2>Return flight</h2>\n"
        + table([("Flight", "LH 401"), ("From", "New York JFK (JFK)"), ("To", "Frankfurt (FRA)"),
                 ("Departure", "Mon 09 Jun 2025 18:05"), ("Arrival", "08:35 +1"), ("Seat", "38A")])
        + "\n" + table([("Total paid", "EUR 1,240.50")]),
    )
    text = message("Lufthansa <booking@lufthansa.example>", "Your flight booking RXJ34P",
                   "Tue, 06 May 2025 11:20:00 +0200", "rxj34p@lufthansa.example", html)
    answer = {
        "kind": "booking",
        "mail": mail_answer("Lufthansa <booking@lufthansa.example>", "Your flight booking RXJ34P",
                            "2025-05-06T09:20:00Z"),
        "bookings": [
            {"type": "transport", "mode": "flight", "number": "LH 400", "carrier": "Lufthansa",
             "from": "Frankfurt (FRA)", "to": "New York JFK (JFK)",
             "departure": "2025-06-02T10:05", "arrival": "2025-06-02T12:50",
             "departureZone": "Europe/Berlin", "arrivalZone": "America/New_York",
             "terminal": "1", "seat": "41C", "reference": "RXJ34P",
             "reservationNumber": "RXJ34P", "reservationStatus": "confirmed"},
            {"type": "transport", "mode": "flight", "number": "LH 401", "carrier": "Lufthansa",
             "from": "New York JFK (JFK)", "to": "Frankfurt (FRA)",
             "departure": "2025-06-09T18:05", "arrival": "2025-06-10T08:35",
             "departureZone": "America/New_York", "arrivalZone": "Europe/Berlin",
             "seat": "38A", "reference": "RXJ34P",
             "reservationNumber": "RXJ34P", "reservationStatus": "confirmed"},
        ],
        "price": {"total": "1240.50", "currency": "EUR"},
    }
    return text, answer


def hotel(status: str = "http://schema.org/ReservationConfirmed") -> dict:
    return {
        "@context": "https://schema.org", "@type": "LodgingReservation", "reservationNumber": "LX-77120",
        "reservationStatus": status,
        "underName": {"@type": "Person", "name": "Ana Rivera"},
        "reservationFor": {
            "@type": "LodgingBusiness", "name": "Casa do Rio",
            "address": {"@type": "PostalAddress", "streetAddress": "Rua das Flores 12", "postalCode": "1200-195",
                        "addressLocality": "Lisbon", "addressCountry": "PT"},
        },
        "checkinTime": "2025-07-14T15:00:00+01:00", "checkoutTime": "2025-07-18T11:00:00+01:00",
        "totalPrice": {"@type": "PriceSpecification", "price": "612.00", "priceCurrency": "EUR"},
    }


HOTEL_BOOKING = {
    "type": "stay", "hotel": "Casa do Rio", "address": "Rua das Flores 12, 1200-195 Lisbon, PT",
    "checkIn": "2025-07-14T15:00", "checkOut": "2025-07-18T11:00",
    "checkInZone": "Europe/Lisbon", "checkOutZone": "Europe/Lisbon", "reference": "LX-77120",
    "reservationNumber": "LX-77120", "reservationStatus": "confirmed",
}


def hotel_confirmed() -> tuple[str, dict]:
    html = html_page(
        "Casa do Rio",
        "<h1>Casa do Rio</h1>\n" + script(hotel())
        + table([("Booking number", "LX-77120"), ("Hotel", "Casa do Rio"),
                 ("Address", "Rua das Flores 12, 1200-195 Lisbon"),
                 ("Check-in", "Mon 14 Jul 2025 15:00"), ("Check-out", "Fri 18 Jul 2025 11:00"),
                 ("Total", "EUR 612.00")]),
    )
    subject = "Booking confirmed: Casa do Rio, Lisbon"
    text = message("Casa do Rio <stay@casadorio.example>", subject, "Thu, 12 Jun 2025 08:00:00 +0100",
                   "lx-77120@casadorio.example", html)
    answer = {
        "kind": "booking",
        "mail": mail_answer("Casa do Rio <stay@casadorio.example>", subject, "2025-06-12T07:00:00Z"),
        "bookings": [HOTEL_BOOKING],
        "price": {"total": "612.00", "currency": "EUR"},
    }
    return text, answer


def hotel_cancelled() -> tuple[str, dict]:
    data = hotel("http://schema.org/ReservationCancelled")
    data["modifiedTime"] = "2025-06-20T09:30:00+01:00"
    del data["totalPrice"]
    html = html_page(
        "Casa do Rio",
        "<h1>Casa do Rio</h1>\n" + script(data)
        + "<p>Your booking has been cancelled as you asked. No charge applies.</p>\n"
        + table([("Booking number", "LX-77120"), ("Hotel", "Casa do Rio"),
                 ("Check-in", "Mon 14 Jul 2025 15:00"), ("Check-out", "Fri 18 Jul 2025 11:00")]),
    )
    subject = "Cancelled: Casa do Rio, Lisbon"
    text = message("Casa do Rio <stay@casadorio.example>", subject, "Fri, 20 Jun 2025 09:31:00 +0100",
                   "lx-77120-cancel@casadorio.example", html)
    booking = dict(HOTEL_BOOKING, reservationStatus="cancelled")
    answer = {
        "kind": "booking",
        "previous": "markup-hotel-lisbon-jsonld.eml",
        "mail": mail_answer("Casa do Rio <stay@casadorio.example>", subject, "2025-06-20T08:31:00Z"),
        "bookings": [booking],
        "change": "cancelled",
        "price": {"total": "612.00", "currency": "EUR"},
    }
    return text, answer


def train(departure: str) -> dict:
    return {
        "@context": "http://schema.org", "@type": "TrainReservation", "reservationNumber": "DB7Q2K",
        "reservationFor": {
            "@type": "TrainTrip", "trainName": "ICE", "trainNumber": "599",
            "provider": {"@type": "Organization", "name": "Deutsche Bahn"},
            "departureStation": {"@type": "TrainStation", "name": "Berlin Hbf"},
            "arrivalStation": {"@type": "TrainStation", "name": "München Hbf"},
            "departureTime": departure, "arrivalTime": "2025-05-20T12:41:00+02:00",
            "departurePlatform": "14",
        },
        "reservedTicket": {"@type": "Ticket", "ticketedSeat": {"@type": "Seat", "seatSection": "7", "seatNumber": "45"}},
        "totalPrice": "79.90", "priceCurrency": "EUR",
    }


TRAIN_BOOKING = {
    "type": "transport", "mode": "train", "number": "ICE 599", "carrier": "Deutsche Bahn",
    "from": "Berlin Hbf", "to": "München Hbf", "departure": "2025-05-20T08:34", "arrival": "2025-05-20T12:41",
    "departureZone": "Europe/Berlin", "arrivalZone": "Europe/Berlin", "platform": "14",
    "seat": "coach 7, seat 45", "reference": "DB7Q2K", "reservationNumber": "DB7Q2K",
    "reservationStatus": "confirmed",
}


def train_rows(departure: str) -> list[tuple[str, str]]:
    return [("Booking code", "DB7Q2K"), ("Train", "ICE 599"), ("From", "Berlin Hbf"), ("To", "München Hbf"),
            ("Departure", departure), ("Arrival", "12:41"), ("Price", "EUR 79.90")]


def train_confirmed() -> tuple[str, dict]:
    html = html_page("Deutsche Bahn", "<h1>Deutsche Bahn</h1>\n" + script(train("2025-05-20T08:34:00+02:00"))
                     + table(train_rows("Tue 20 May 2025 08:34")))
    subject = "Your ticket DB7Q2K: Berlin → München"
    text = message("Deutsche Bahn <tickets@bahn.example>", subject, "Sat, 10 May 2025 16:02:11 +0200",
                   "db7q2k@bahn.example", html)
    answer = {
        "kind": "booking",
        "mail": mail_answer("Deutsche Bahn <tickets@bahn.example>", subject, "2025-05-10T14:02:11Z"),
        "bookings": [TRAIN_BOOKING],
        "price": {"total": "79.90", "currency": "EUR"},
    }
    return text, answer


def train_disagrees() -> tuple[str, dict]:
    # The markup says 08:34, the table 09:34: the markup wins, and the difference is noted.
    html = html_page("Deutsche Bahn", "<h1>Deutsche Bahn</h1>\n" + script(train("2025-05-20T08:34:00+02:00"))
                     + table(train_rows("Tue 20 May 2025 09:34")))
    subject = "Your ticket DB7Q2K (changed timetable)"
    text = message("Deutsche Bahn <tickets@bahn.example>", subject, "Sat, 10 May 2025 16:02:11 +0200",
                   "db7q2k-2@bahn.example", html)
    answer = {
        "kind": "booking",
        "mail": mail_answer("Deutsche Bahn <tickets@bahn.example>", subject, "2025-05-10T14:02:11Z"),
        "bookings": [dict(TRAIN_BOOKING, markupNote="departure: markup reservationFor.departureTime gives "
                                                      "2025-05-20T08:34, the text 2025-05-20T09:34")],
        "confidence": {"departure": 1},
        "evidence": {"departure": "TrainReservation reservationFor.departureTime: 2025-05-20T08:34:00+02:00"},
        "price": {"total": "79.90", "currency": "EUR"},
    }
    return text, answer


def train_changed() -> tuple[str, dict]:
    # The same reservation a day later: a new departure time, and a modifiedTime that says so.
    data = train("2025-05-20T09:04:00+02:00")
    data["modifiedTime"] = "2025-05-11T07:15:00+02:00"
    html = html_page("Deutsche Bahn", "<h1>Deutsche Bahn</h1>\n<p>Your connection has changed.</p>\n"
                     + script(data) + table(train_rows("Tue 20 May 2025 09:04")))
    subject = "Changed: your ticket DB7Q2K"
    text = message("Deutsche Bahn <tickets@bahn.example>", subject, "Sun, 11 May 2025 07:16:00 +0200",
                   "db7q2k-change@bahn.example", html)
    answer = {
        "kind": "booking",
        "previous": "markup-train-db-jsonld.eml",
        "mail": mail_answer("Deutsche Bahn <tickets@bahn.example>", subject, "2025-05-11T05:16:00Z"),
        "bookings": [dict(TRAIN_BOOKING, departure="2025-05-20T09:04", reservationModified="2025-05-11T07:15:00+02:00")],
        "change": "updated",
        "price": {"total": "79.90", "currency": "EUR"},
    }
    return text, answer


def flight_missing_comma() -> tuple[str, dict]:
    # A comma missing after "reservationNumber" and another after the departure airport, and a
    # trailing comma before a closing brace: as some senders' templates write it.
    broken = """{
  "@context": "http://schema.org",
  "@type": "FlightReservation",
  "reservationNumber": "KQ8M2T"
  "reservationFor": {
    "@type": "Flight",
    "flightNumber": "TP1234",
    "airline": {"@type": "Airline", "name": "TAP Air Portugal", "iataCode": "TP",},
    "departureAirport": {"@type": "Airport", "name": "Paris Orly", "iataCode": "ORY"}
    "departureTime": "2025-07-14T07:10:00+02:00",
    "arrivalAirport": {"@type": "Airport", "name": "Lisbon", "iataCode": "LIS"},
    "arrivalTime": "2025-07-14T08:45:00+01:00",
  },
  "totalPrice": "189.00",
  "priceCurrency": "EUR",
}"""
    html = html_page("TAP Air Portugal", "<h1>TAP Air Portugal</h1>\n" + script(broken)
                     + table([("Booking reference", "KQ8M2T"), ("Flight", "TP1234"), ("From", "Paris Orly (ORY)"),
                              ("To", "Lisbon (LIS)"), ("Departure", "Mon 14 Jul 2025 07:10"), ("Arrival", "08:45"),
                              ("Total", "EUR 189.00")]))
    subject = "Booking KQ8M2T confirmed"
    text = message("TAP Air Portugal <noreply@tap.example>", subject, "Wed, 04 Jun 2025 12:00:00 +0100",
                   "kq8m2t@tap.example", html)
    answer = {
        "kind": "booking",
        "mail": mail_answer("TAP Air Portugal <noreply@tap.example>", subject, "2025-06-04T11:00:00Z"),
        "bookings": [
            {"type": "transport", "mode": "flight", "number": "TP1234", "carrier": "TAP Air Portugal",
             "from": "Paris Orly (ORY)", "to": "Lisbon (LIS)", "departure": "2025-07-14T07:10",
             "arrival": "2025-07-14T08:45", "departureZone": "Europe/Paris", "arrivalZone": "Europe/Lisbon",
             "reference": "KQ8M2T", "reservationNumber": "KQ8M2T", "reservationStatus": "confirmed"},
        ],
        "price": {"total": "189.00", "currency": "EUR"},
    }
    return text, answer


def bus_entity_encoded() -> tuple[str, dict]:
    data = {
        "@context": "http://schema.org", "@type": "BusReservation", "reservationNumber": "FB-30291",
        "reservationFor": {
            "@type": "BusTrip", "busNumber": "N 1205", "provider": {"@type": "Organization", "name": "Coachline"},
            "departureBusStop": {"@type": "BusStop", "name": "Amsterdam Sloterdijk"},
            "arrivalBusStop": {"@type": "BusStop", "name": "Brussels North"},
            "departureTime": "2025-08-01T23:15:00+02:00", "arrivalTime": "2025-08-02T02:40:00+02:00",
        },
        "totalPrice": "24.99", "priceCurrency": "EUR",
    }
    # The whole script written with its quotes as HTML entities, as some templating engines do.
    encoded = json.dumps(data, ensure_ascii=False).replace("&", "&amp;").replace('"', "&quot;")
    html = html_page("Coachline", "<h1>Coachline</h1>\n" + script(encoded)
                     + table([("Booking number", "FB-30291"), ("Bus", "N 1205"),
                              ("Route", "Amsterdam Sloterdijk → Brussels North"),
                              ("Departure", "Fri 01 Aug 2025 23:15"), ("Arrival", "02:40 +1"),
                              ("Total", "EUR 24.99")]))
    subject = "Your night bus to Brussels"
    text = message("Coachline <hello@coachline.example>", subject, "Mon, 21 Jul 2025 10:00:00 +0200",
                   "fb-30291@coachline.example", html)
    answer = {
        "kind": "booking",
        "mail": mail_answer("Coachline <hello@coachline.example>", subject, "2025-07-21T08:00:00Z"),
        "bookings": [
            {"type": "transport", "mode": "bus", "number": "N 1205", "carrier": "Coachline",
             "from": "Amsterdam Sloterdijk", "to": "Brussels North", "departure": "2025-08-01T23:15",
             "arrival": "2025-08-02T02:40", "departureZone": "Europe/Amsterdam", "arrivalZone": "Europe/Brussels",
             "reference": "FB-30291", "reservationNumber": "FB-30291", "reservationStatus": "confirmed"},
        ],
        "price": {"total": "24.99", "currency": "EUR"},
    }
    return text, answer


def event_microdata() -> tuple[str, dict]:
    body = """<div itemscope itemtype="http://schema.org/EventReservation">
  <meta itemprop="reservationNumber" content="WK-5521">
  <link itemprop="reservationStatus" href="http://schema.org/ReservationConfirmed">
  <div itemprop="underName" itemscope itemtype="http://schema.org/Person"><meta itemprop="name" content="Ana Rivera"></div>
  <div itemprop="reservationFor" itemscope itemtype="http://schema.org/Event">
    <h2 itemprop="name">Vienna Philharmonic: Summer Night</h2>
    <time itemprop="startDate" datetime="2025-06-12T20:30:00+02:00">Thu 12 Jun 2025, 20:30</time>
    <div itemprop="location" itemscope itemtype="http://schema.org/Place">
      <span itemprop="name">Musikverein</span>
      <div itemprop="address" itemscope itemtype="http://schema.org/PostalAddress">
        <span itemprop="streetAddress">Musikvereinsplatz 1</span>, <span itemprop="postalCode">1010</span>
        <span itemprop="addressLocality">Vienna</span>
      </div>
    </div>
  </div>
  <div itemprop="reservedTicket" itemscope itemtype="http://schema.org/Ticket">
    Seat <span itemprop="ticketedSeat" itemscope itemtype="http://schema.org/Seat"><span itemprop="seatNumber">R12-7</span></span>
  </div>
  <p>Total <span itemprop="totalPrice">145.00</span> <span itemprop="priceCurrency">EUR</span></p>
</div>"""
    html = html_page("Wiener Karten", "<h1>Wiener Karten</h1>\n<p>Your tickets are booked.</p>\n" + body)
    subject = "Tickets WK-5521: Summer Night"
    text = message("Wiener Karten <karten@wienerkarten.example>", subject, "Mon, 02 Jun 2025 14:45:00 +0200",
                   "wk-5521@wienerkarten.example", html)
    answer = {
        "kind": "booking",
        "mail": mail_answer("Wiener Karten <karten@wienerkarten.example>", subject, "2025-06-02T12:45:00Z"),
        "bookings": [
            {"type": "event", "event": "Vienna Philharmonic: Summer Night",
             "venue": "Musikverein, Musikvereinsplatz 1, 1010 Vienna", "start": "2025-06-12T20:30",
             "startZone": "Europe/Vienna", "seat": "R12-7", "reference": "WK-5521",
             "reservationNumber": "WK-5521", "reservationStatus": "confirmed"},
        ],
        "price": {"total": "145.00", "currency": "EUR"},
    }
    return text, answer


def rental_page() -> tuple[str, dict]:
    """A car-hire confirmation page saved from the browser (`.html`), with JSON-LD."""
    data = {
        "@context": "https://schema.org", "@type": "RentalCarReservation", "reservationNumber": "RL-88213",
        "reservationStatus": "https://schema.org/ReservationConfirmed",
        "reservationFor": {"@type": "Car", "name": "Peugeot 208 or similar",
                           "rentalCompany": {"@type": "Organization", "name": "Rouleo"}},
        "pickupLocation": {"@type": "Place", "name": "Lyon Saint-Exupéry Airport (LYS)"},
        "pickupTime": "2025-09-03T08:00:00Z",
        "dropoffLocation": {"@type": "Place", "name": "Geneva Airport (GVA)"},
        "dropoffTime": "2025-09-07T18:30:00+02:00",
        "totalPrice": {"@type": "PriceSpecification", "price": 286.4, "priceCurrency": "EUR"},
    }
    html = html_page("Rouleo: your booking", "<h1>Rouleo</h1>\n" + script(data)
                     + table([("Booking number", "RL-88213"), ("Pick-up", "Wed 03 Sep 2025 10:00"),
                              ("Pick-up place", "Lyon Saint-Exupéry Airport (LYS)"),
                              ("Drop-off", "Sun 07 Sep 2025 18:30"), ("Drop-off place", "Geneva Airport (GVA)"),
                              ("Total", "EUR 286.40")]))
    answer = {
        "kind": "booking",
        "bookings": [
            {"type": "rental", "company": "Rouleo", "pickUpPlace": "Lyon Saint-Exupéry Airport (LYS)",
             "dropOffPlace": "Geneva Airport (GVA)", "pickUp": "2025-09-03T10:00", "dropOff": "2025-09-07T18:30",
             "pickUpZone": "Europe/Paris", "dropOffZone": "Europe/Zurich", "reference": "RL-88213",
             "reservationNumber": "RL-88213", "reservationStatus": "confirmed"},
        ],
        "price": {"total": "286.40", "currency": "EUR"},
    }
    return html, answer


def build_markup_pages() -> dict[str, tuple[str, dict]]:
    """Saved confirmation pages by file name (without `.html`)."""
    return {"markup-rental-rouleo-page": rental_page()}


def build_markup_mail() -> dict[str, tuple[str, dict]]:
    """The messages by file name (without `.eml`)."""
    return {
        "markup-flight-lufthansa-two-legs": flight_two_legs(),
        "markup-hotel-lisbon-jsonld": hotel_confirmed(),
        "markup-hotel-lisbon-cancelled": hotel_cancelled(),
        "markup-train-db-jsonld": train_confirmed(),
        "markup-train-db-disagrees": train_disagrees(),
        "markup-train-db-changed": train_changed(),
        "markup-flight-tap-missing-comma": flight_missing_comma(),
        "markup-bus-coachline-entities": bus_entity_encoded(),
        "markup-event-vienna-microdata": event_microdata(),
    }
