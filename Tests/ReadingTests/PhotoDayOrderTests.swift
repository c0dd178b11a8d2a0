import OCR
import Testing

@testable import Reading

/// A date the receipt leaves either way round, told by the day its photo was taken.
@Suite struct PhotoDayOrderTests {
    static func receipt(date: String, extra: [String] = []) -> [RecognizedPage] {
        TextPage.pages(
            ["[h=50]HARBOUR CAFE", "14 Beach Road"] + extra + ["\(date) 09:14", "Flat White 9.00", "TOTAL $9.00"])
    }

    static func day(_ text: String) -> CalendarDate? { CalendarDate(iso: text) }

    @Test func theWayRoundThatIsAfterThePhotoIsNotTheDate() throws {
        let pages = Self.receipt(date: "08/06/2017")
        let alone = try #require(DocumentPipeline.understand(pages: pages).draft.date)
        #expect(alone.value == Self.day("2017-08-06"), "dollars alone say month-first")
        #expect(alone.confidence < ConfidenceCalibration.sure)
        let taken = try #require(Self.day("2017-06-10"))
        let date = try #require(DocumentPipeline.understand(pages: pages, takenOn: taken).draft.date)
        #expect(date.value == Self.day("2017-06-08"))
        #expect(date.signals[.photoDay] == 1)
        #expect(date.confidence >= ConfidenceCalibration.sure)
        #expect(date.reason?.contains("photo") == true, "\(date.reason ?? "")")
    }

    @Test func aPhotoTakenAfterBothWaysDecidesNothing() throws {
        let pages = Self.receipt(date: "08/06/2017")
        let taken = try #require(Self.day("2017-09-01"))
        let date = try #require(DocumentPipeline.understand(pages: pages, takenOn: taken).draft.date)
        #expect(date.value == Self.day("2017-08-06"))
        #expect(date.signals[.photoDay] == nil)
        #expect(date.confidence < ConfidenceCalibration.sure)
        // A camera whose clock was never set: both ways are after it.
        let unset = try #require(Self.day("2000-01-01"))
        let clockless = try #require(DocumentPipeline.understand(pages: pages, takenOn: unset).draft.date)
        #expect(clockless.value == Self.day("2017-08-06") && clockless.signals[.photoDay] == nil)
    }

    @Test func aPhotoTheEveningBeforeAllowsTheNextDay() throws {
        // The camera's clock in one time zone, the till's in another: the sale's date may be a
        // day past the photo's.
        let pages = Self.receipt(date: "06/11/2017")
        let taken = try #require(Self.day("2017-06-10"))
        let date = try #require(DocumentPipeline.understand(pages: pages, takenOn: taken).draft.date)
        #expect(date.value == Self.day("2017-06-11"))
        #expect(date.signals[.photoDay] == 1)
    }

    @Test func theReceiptsOwnStrongCueIsKept() throws {
        // A US state and ZIP code say month-first; the photo's day is not asked.
        let pages = Self.receipt(date: "08/06/2017", extra: ["Austin, TX 78701"])
        let taken = try #require(Self.day("2017-06-10"))
        let date = try #require(DocumentPipeline.understand(pages: pages, takenOn: taken).draft.date)
        #expect(date.value == Self.day("2017-08-06"))
        #expect(date.signals[.photoDay] == nil)
    }
}
