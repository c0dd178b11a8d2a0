import Foundation
import OCR
import Testing

@testable import Reading

/// An arrival printed as a time alone: the departure's day, the next one when it lands before
/// it left (in the places' own time zones), or the days a printed `+1` says. And the places'
/// zones from the airport and city tables.
@Suite struct ArrivalDayTests {
    static func legs(_ rows: [(String, String)]) -> [BookingDraft] {
        let lines = ["SKYLARK AIRWAYS", "Booking reference   K8ZW4N"] + rows.map { "\($0.0)   \($0.1)" }
        let pages = HostileTextTests.page(lines).map { page -> RecognizedPage in
            var page = page
            page.source = .pdfText
            return page
        }
        return BookingReader.read(pages, receipt: ReceiptParser.parse(pages)).bookings
    }

    @Test func aNightFlightLandsTheNextDay() {
        let booking = Self.legs([
            ("Flight", "SL 24"), ("From", "New York (JFK)"), ("To", "Paris (CDG)"),
            ("Departure", "Fri 14 Mar 2025 22:10"), ("Arrival", "11:05"),
        ])
        #expect(booking.first?[.end] == "2025-03-15T11:05")
    }

    @Test func aPrintedPlusOneSaysTheDayWhateverTheTimes() {
        let booking = Self.legs([
            ("Flight", "SL 90"), ("From", "Singapore (SIN)"), ("To", "London (LHR)"),
            ("Departure", "Fri 14 Mar 2025 09:00"), ("Arrival", "18:30 +2"),
        ])
        #expect(booking.first?[.end] == "2025-03-16T18:30")
    }

    @Test func westwardAcrossAZoneTheSameMorning() {
        // 08:00 in Helsinki is 07:00 in Stockholm: 07:55 there is 55 minutes later, not tomorrow.
        let booking = Self.legs([
            ("Flight", "SL 31"), ("From", "Helsinki (HEL)"), ("To", "Stockholm (ARN)"),
            ("Departure", "Mon 10 Mar 2025 08:00"), ("Arrival", "07:55"),
        ])
        #expect(booking.first?[.end] == "2025-03-10T07:55")
        // Without known places the printed times decide.
        let unknown = Self.legs([
            ("Flight", "SL 32"), ("From", "Nowhere Junction"), ("To", "Elsewhere Halt"),
            ("Departure", "Mon 10 Mar 2025 08:00"), ("Arrival", "07:55"),
        ])
        #expect(unknown.first?[.end] == "2025-03-11T07:55")
    }

    @Test func placesAndZonesComeFromTheTables() {
        #expect(KnownPlaces.city(in: "Paris Charles de Gaulle (CDG)")?.timeZone == "Europe/Paris")
        #expect(KnownPlaces.city(in: "New York John F. Kennedy (JFK)")?.timeZone == "America/New_York")
        #expect(KnownPlaces.city(in: "Honolulu (HNL)")?.timeZone == "Pacific/Honolulu")
        #expect(KnownPlaces.city(in: "Lyon Part-Dieu")?.name == "Lyon")
        #expect(KnownPlaces.city(in: "Wien Hauptbahnhof")?.name == "Vienna")
        #expect(KnownPlaces.city(in: "Genève Cornavin")?.timeZone == "Europe/Zurich")
        #expect(KnownPlaces.city(in: "Calle de Alcalá 1, 28014 Madrid")?.name == "Madrid")
        #expect(KnownPlaces.city(in: "Shinjuku, Tokyo")?.timeZone == "Asia/Tokyo")
        // Paris, France before Paris, Texas: the larger city has the name.
        #expect(KnownPlaces.city(in: "75019 Paris, France")?.timeZone == "Europe/Paris")
        // A code is read in parentheses or alone, not as any three capitals (`USA`).
        #expect(KnownPlaces.city(in: "JFK")?.name == "New York")
        #expect(KnownPlaces.city(in: "Nowhere Junction") == nil)
    }
}
