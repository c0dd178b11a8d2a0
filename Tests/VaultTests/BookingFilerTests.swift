import Foundation
import Testing

@testable import Reading
@testable import Vault

private func day(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }

@Suite struct BookingFilerTests {
    let paris = Journey(id: 1, slug: "paris", name: "Paris", startDate: day("2025-03-10"), endDate: day("2025-03-17"))

    @Test func aBookingGoesIntoTheJourneyThatContainsAllOfIt() {
        let filer = BookingFiler(journeys: [paris])
        let (inside, none) = filer.decide(
            flag: nil, inboxFolder: nil, span: day("2025-03-10")...day("2025-03-17"), place: "Paris")
        #expect(inside == .init(journey: paris, rule: .dateRange))
        #expect(none == nil)
        // A stay that runs past the journey's end is not in it: vault proposes another.
        let (outside, proposal) = filer.decide(
            flag: nil, inboxFolder: nil, span: day("2025-03-16")...day("2025-03-19"), place: "Paris")
        #expect(outside.journey == nil)
        #expect(proposal?.slug == "paris-2025-03", "the slug paris is taken")
        #expect(
            outside.note
                == "no journey covers 2025-03-16..19 in Paris; create it with: vault journey add paris-2025-03 "
                + "--name \"Paris 2025-03\" --from 2025-03-16 --to 2025-03-19")
        let (flagged, _) = filer.decide(flag: paris, inboxFolder: nil, span: nil, place: nil)
        #expect(flagged.rule == .flag)
    }

    @Test func spansAreWrittenShort() {
        #expect(JourneyFiler.describe(day("2025-03-10")...day("2025-03-17")) == "2025-03-10..17")
        #expect(JourneyFiler.describe(day("2025-04-28")...day("2025-05-02")) == "2025-04-28..05-02")
        #expect(JourneyFiler.describe(day("2025-12-30")...day("2026-01-02")) == "2025-12-30..2026-01-02")
        #expect(JourneyFiler.describe(day("2025-03-12")...day("2025-03-12")) == "2025-03-12")
    }

    @Test func placesAreFoundByAirportCodeOrCityName() {
        #expect(KnownPlaces.city(in: "Paris Charles de Gaulle (CDG)")?.name == "Paris")
        #expect(KnownPlaces.city(in: "München (MUC)")?.timeZone == "Europe/Berlin")
        #expect(KnownPlaces.city(in: "Uferstraße 12, 6900 Bregenz, Österreich")?.name == "Bregenz")
        #expect(KnownPlaces.city(in: "Nowhere Junction") == nil)
    }

    @Test func labelsAndTheirValues() throws {
        let seat = try #require(BookingReader.label(of: "Seat   14C"))
        #expect(seat.0 == .seat && seat.1 == "14C")
        let coach = try #require(BookingReader.label(of: "Voiture / Place   Voiture 12, place 45"))
        #expect(coach.0 == .seat && coach.1 == "Voiture 12, place 45")
        #expect(BookingReader.label(of: "2 × Seat reservation   NOK 100,00") == nil, "a price line is no label")
        let arrival = try #require(BookingReader.label(of: "Date et heure d'arrivée   mercredi 12/03/2025 à 11:02"))
        #expect(arrival.0 == .arrival)
        let time = try #require(BookingValues.dateTime(in: arrival.1))
        #expect(time.0.description == "2025-03-12T11:02")
        #expect(BookingValues.dateTime(in: "Fr, 02.05.2025 ab 14:00 Uhr")?.0.description == "2025-05-02T14:00")
        #expect(BookingValues.dateTime(in: "10:05", day: day("2025-03-10"))?.0.description == "2025-03-10T10:05")
        #expect(BookingValues.transportNumber(in: "FJB 61, coach 3, seats 41 and 42") == "FJB 61")
    }

    @Test func localTimesParseOnlyRealTimes() {
        #expect(LocalDateTime(iso: "2025-03-10T07:45")?.description == "2025-03-10T07:45")
        #expect(LocalDateTime(iso: "2025-03-10")?.time == nil)
        #expect(LocalDateTime(iso: "2025-03-10T24:00") == nil)
        #expect(LocalDateTime(iso: "2025-02-30T10:00") == nil)
    }
}
