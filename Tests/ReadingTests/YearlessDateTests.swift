import Foundation
import OCR
import Testing

@testable import Reading

/// Days printed without their year (`Sat 10 Jan 19:30`) take the first year not before a day
/// known to come first: the day the e-mail was sent, or the leg's departure. A time of day is
/// never read as a two-digit year.
@Suite struct YearlessDateTests {
    static let sent = CalendarDate(year: 2025, month: 12, day: 27)!

    @Test(arguments: [
        ("Sat 10 Jan 19:30", "2026-01-10", 10), ("Sun 28 Dec", "2025-12-28", 10), ("March 14th", "2026-03-14", 10),
        ("14. März 09:00", "2026-03-14", 8), ("le 27 décembre à 09h04", "2025-12-27", 14),
    ])
    func aDayWithoutItsYearTakesTheFirstYearNotBeforeTheSentDay(text: String, iso: String, end: Int) throws {
        let found = try #require(YearlessDate.find(in: text, notBefore: Self.sent), "\(text)")
        #expect(found.date.description == iso, "\(text)")
        #expect(found.end == end, "\(text)")
    }

    @Test(arguments: ["Mar 10:05", "Terminal 2", "Gate 12 boarding 18:55", "10 Jan 2026", "Seat 14C", "2 adults"])
    func textThatNamesNoDayWithoutAYearFindsNone(text: String) {
        #expect(YearlessDate.find(in: text, notBefore: Self.sent) == nil, "\(text)")
    }

    @Test func aTimeOfDayIsNoTwoDigitYear() {
        #expect(DateScanner.dates(in: "Sat 10 Jan 19:30", order: .dayFirst).isEmpty)
        #expect(DateScanner.dates(in: "Jan 10 07:05", order: .dayFirst).isEmpty)
        // A two-digit year before a time is still a year.
        #expect(DateScanner.dates(in: "10 Jan 19 14:30", order: .dayFirst).first?.date.description == "2019-01-10")
        #expect(DateScanner.dates(in: "05-AUG-17 12:30", order: .dayFirst).first?.date.description == "2017-08-05")
    }

    @Test func legsTakeTheirYearFromTheSentDayAndArrivalsFromTheirDeparture() {
        let lines = [
            "SKYLARK AIRWAYS", "Booking reference   Q7RM2P", "Flight   SL 60", "From   Boston Logan (BOS)",
            "To   London Heathrow (LHR)", "Departure   Wed 31 Dec 19:30", "Arrival   Thu 1 Jan 07:05",
        ]
        let pages = HostileTextTests.page(lines).map { page -> RecognizedPage in
            var page = page
            page.source = .mail
            return page
        }
        let receipt = ReceiptParser.parse(pages)
        let dated = BookingReader.read(pages, receipt: receipt, sentOn: Self.sent).bookings
        #expect(dated.first?[.start] == "2025-12-31T19:30")
        #expect(dated.first?[.end] == "2026-01-01T07:05", "after its departure, into the new year")
        // Without the day it was sent, no year is guessed: the times are not read as days.
        let undated = BookingReader.read(pages, receipt: receipt).bookings
        #expect(undated.first?[.start] == nil)
    }
}
