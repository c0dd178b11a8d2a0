import Foundation
import Testing

/// A date printed either way round (`08/06/2017` in dollars, nothing else on the receipt saying
/// which) is the way that falls inside the journey it is filed into, or inside any journey;
/// a journey holding both ways decides nothing. Real Tesseract and SQLite on a TestData photo.
@Suite struct JourneyDayOrderTests {
    struct Line: Decodable {
        var date: String?
        var journey: String?
    }

    /// The café slip of `receipt-photo-day.jpg` without its EXIF block: its photo tells nothing.
    private func undatedPhoto(in vault: TemporaryVault) throws -> String {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: VaultProcess.fixture("receipt-photo-day.jpg"))))
        let copy = try vault.scratch().appendingPathComponent("harbour-cafe.jpg")
        try Data(PhotoDayScanTests.withoutExif(bytes)).write(to: copy)
        return copy.path
    }

    private func imported(_ arguments: [String], into vault: TemporaryVault) throws -> Line {
        let lines = try vault.json([Line].self, ["import", "--json"] + arguments)
        return try #require(lines.first)
    }

    @Test func theJourneyItIsFiledIntoTellsTheOrder() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let steps = ["journey", "add", "june", "--name", "June", "--from", "2017-06-05", "--to", "2017-06-12"]
        #expect(try vault.run(steps).status == 0)
        let line = try imported([try undatedPhoto(in: vault), "--journey", "june"], into: vault)
        #expect(line.date == "2017-06-08")
        let shown = try vault.run(["expense", "show", "1"])
        #expect(shown.stdout.contains("day and month told apart by the journey's dates"), "\(shown.stdout)")
    }

    @Test func anyJourneyTellsTheOrderAndTheReceiptIsFiledThere() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let steps = ["journey", "add", "june", "--name", "June", "--from", "2017-06-05", "--to", "2017-06-12"]
        #expect(try vault.run(steps).status == 0)
        let line = try imported([try undatedPhoto(in: vault)], into: vault)
        #expect(line.date == "2017-06-08")
        #expect(line.journey == "june")
    }

    @Test(arguments: [nil, "2017-06-01...2017-08-31"])
    func withoutAJourneyOrWithOneHoldingBothWaysNothingIsDecided(span: String?) throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        if let span {
            let days = span.components(separatedBy: "...")
            let steps = ["journey", "add", "summer", "--name", "Summer", "--from", days[0], "--to", days[1]]
            #expect(try vault.run(steps).status == 0)
        }
        let line = try imported([try undatedPhoto(in: vault)], into: vault)
        #expect(line.date == "2017-08-06", "dollars alone say month-first")
        let shown = try vault.run(["expense", "show", "1"])
        #expect(!shown.stdout.contains("journey's dates"), "\(shown.stdout)")
        #expect(shown.stdout.contains("day and month could be either way round"), "\(shown.stdout)")
    }
}
