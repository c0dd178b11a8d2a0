import Foundation
import Mail
import Testing

@testable import Reading

/// schema.org reservations into bookings: times with offsets, every type, and the markup
/// weighed against the text reader's reading.
@Suite struct ReservationMarkupTests {
    @Test func timesKeepTheirWallClockOrMoveIntoThePlacesZone() throws {
        let local = try #require(MarkupTime("2025-03-10T07:45:00+01:00"))
        #expect(local.printed.description == "2025-03-10T07:45")
        #expect(local.offsetSeconds == 3600)
        // A time written with its own offset is the sender's local time.
        #expect(local.local(in: "Europe/Paris").description == "2025-03-10T07:45")
        // A UTC time becomes the place's wall time, daylight saving included.
        #expect(MarkupTime("2025-06-09T22:05:00Z")?.local(in: "America/New_York").description == "2025-06-09T18:05")
        #expect(MarkupTime("2025-01-09T22:05Z")?.local(in: "America/New_York").description == "2025-01-09T17:05")
        #expect(
            MarkupTime("2025-06-10T06:35:00.000+00:00")?.local(in: "Europe/Berlin").description == "2025-06-10T08:35")
        // Unknown place: as written.
        #expect(MarkupTime("2025-06-09T22:05:00Z")?.local(in: nil).description == "2025-06-09T22:05")
        #expect(MarkupTime("2025-06-09")?.printed.description == "2025-06-09")
        #expect(MarkupTime("2025-06-09T22:05+0530")?.offsetSeconds == 19800)
        #expect(MarkupTime("next Tuesday") == nil)
        #expect(MarkupTime("2025-02-30T10:00") == nil)
    }

    @Test func aRentalCarReservationIsARental() throws {
        let json = """
            {"@context": "http://schema.org", "@type": "RentalCarReservation", "reservationNumber": "CR-1",
             "reservationFor": {"@type": "Car", "rentalCompany": {"@type": "Organization", "name": "Rouleo"}},
             "pickupLocation": {"@type": "Place", "name": "Lyon Saint-Exupery Airport (LYS)"},
             "pickupTime": "2025-04-02T07:30:00Z",
             "dropoffLocation": {"@type": "Place", "name": "Geneva Airport (GVA)"},
             "dropoffTime": "2025-04-06T18:00:00+02:00",
             "totalPrice": {"@type": "PriceSpecification", "price": "1.234,50", "priceCurrency": "eur"}}
            """
        let found = ReservationMarkup.read(HTMLMarkup(jsonLD: [json]))
        let rental = try #require(found.first)
        #expect(found.count == 1)
        #expect(rental.booking.type == .rental)
        #expect(rental.booking[.provider] == "Rouleo")
        #expect(rental.booking[.origin] == "Lyon Saint-Exupery Airport (LYS)")
        #expect(rental.booking[.start] == "2025-04-02T09:30")
        #expect(rental.booking[.end] == "2025-04-06T18:00")
        #expect(rental.total == Decimal(string: "1234.5"))
        #expect(rental.currency == "EUR")
        #expect(rental.mark.status == .confirmed)
    }

    @Test func findsReservationsInAGraphAndSkipsOtherThings() throws {
        let json = """
            {"@context": "http://schema.org", "@graph": [
              {"@type": "Organization", "name": "Skylark"},
              {"@type": ["FlightReservation"], "reservationNumber": "A1", "reservationStatus": "ReservationCancelled",
               "reservationFor": {"@type": "Flight", "flightNumber": "SL24", "airline": {"iataCode": "SL"},
                 "departureAirport": {"iataCode": "JFK"}, "arrivalAirport": {"iataCode": "CDG"}}}]}
            """
        let found = ReservationMarkup.read(HTMLMarkup(jsonLD: [json, "not json at all {"]))
        let flight = try #require(found.first)
        #expect(found.count == 1)
        #expect(flight.booking[.number] == "SL24")
        #expect(flight.booking[.origin] == "JFK")
        #expect(flight.mark.status == .cancelled)
        #expect(
            flight.booking.fields[.origin]?.evidence.first?.text
                == "FlightReservation reservationFor.departureAirport: JFK")
    }

    @Test func microdataIsReadFromHTMLByLibxml2() throws {
        let html = """
            <html><body><div itemscope itemtype="http://schema.org/LodgingReservation">
            <meta itemprop="reservationNumber" content="H-9">
            <div itemprop="reservationFor" itemscope itemtype="http://schema.org/LodgingBusiness">
              <b itemprop="name">Hotel  Alpenblick</b>
              <span itemprop="address">Bahnhofstrasse 3, Zermatt</span></div>
            <time itemprop="checkinTime" datetime="2025-02-01T16:00:00+01:00">1 Feb</time>
            <time itemprop="checkoutTime" datetime="2025-02-03T10:00:00+01:00">3 Feb</time>
            </div><script type="application/ld+json">{"@type": "Thing"}</script></body></html>
            """
        let markup = HTMLMarkup(html: Array(html.utf8))
        #expect(markup.jsonLD == [#"{"@type": "Thing"}"#])
        let stay = try #require(ReservationMarkup.read(markup).first)
        #expect(stay.booking.type == .stay)
        #expect(stay.booking[.provider] == "Hotel Alpenblick")
        #expect(stay.booking[.address] == "Bahnhofstrasse 3, Zermatt")
        #expect(stay.booking[.start] == "2025-02-01T16:00")
        #expect(stay.mark.number == "H-9")
    }

    @Test func markupWinsAndTheTextFillsIn() throws {
        let json = """
            {"@type": "TrainReservation", "reservationNumber": "R1",
             "reservationFor": {"@type": "TrainTrip", "trainNumber": "9574",
               "departureStation": {"name": "Lyon Part-Dieu"}, "arrivalStation": {"name": "Paris Gare de Lyon"},
               "departureTime": "2025-03-12T09:04:00+01:00"}}
            """
        let markup = try #require(ReservationMarkup.read(HTMLMarkup(jsonLD: [json])).first)
        func field(_ text: String) -> DraftField<String> { DraftField(value: text, confidence: 0.95, evidence: []) }
        let text = BookingDraft(
            type: .transport, mode: .train,
            fields: [
                .number: field("9574"), .start: field("2025-03-12T10:04"), .end: field("2025-03-12T11:00"),
                .seat: field("61"),
            ])
        let merged = MarkupMerge.merged([markup], text: BookingReading(bookings: [text]))
        let booking = try #require(merged.bookings.first)
        #expect(merged.bookings.count == 1)
        #expect(booking[.start] == "2025-03-12T09:04")
        #expect(booking.fields[.start]?.confidence == 1)
        #expect(booking[.end] == "2025-03-12T11:00")
        #expect(booking[.seat] == "61")
        #expect(
            booking.reservation?.note
                == "departure: markup reservationFor.departureTime gives 2025-03-12T09:04, the text 2025-03-12T10:04")
    }
}
