import Foundation
import Testing

@testable import OCR

/// A thread that waits for a deep-text reading reads some of its regions (`RecognizerHelp`):
/// the page reads the same, and the regions come back in the page's order whoever read them.
@Suite struct RecognizerHelpTests {
    static var engineExpected: Bool { DeepTextInstallation.expectedHere }

    @Test(.enabled(if: engineExpected), arguments: ["receipt-en-usd-diner-slanted.jpg", "receipt-en-usd-tipped.png"])
    func aHelpedReadingReadsThePageAsAnUnhelpedOne(_ fixture: String) throws {
        let reader = try DeepTextReader(installation: try DeepTextInstallation.locate(), threads: 1)
        let path = Fixtures.path(fixture)
        let alone = try reader.recognize(
            loading: { try RasterImage.load(contentsOf: path) }, pageNumber: 1, quarterTurns: 0)

        let help = RecognizerHelp()
        let helperDone = DispatchSemaphore(value: 0)
        let helper = Thread {
            help.helpUntilEnded()
            helperDone.signal()
        }
        helper.start()
        let helped = try reader.recognize(
            loading: { try RasterImage.load(contentsOf: path) }, pageNumber: 1, quarterTurns: 0, help: help)
        help.end()
        helperDone.wait()

        #expect(helped.lines.count >= 10, "\(fixture): \(helped.lines.count) lines")
        #expect(helped == alone, "\(fixture)")
    }

    @Test func regionsComeBackInOrderWhicheverThreadReadThem() throws {
        let readElsewhere = Counter()
        let testThread = pthread_self()
        let work = RegionWork(count: 40) { index throws(DeepTextError) in
            if pthread_equal(pthread_self(), testThread) == 0 { readElsewhere.add() }
            // Long enough that both threads take some.
            usleep(2_000)
            return ReadRegion(
                quad: TextQuad(
                    origin: PagePoint(Double(index), 0), along: PagePoint(1, 0), down: PagePoint(0, 1), width: 10,
                    height: 10),
                characters: [])
        }
        let other = Thread { work.readRegions() }
        other.start()
        work.readRegions()
        let regions = try work.regions()
        #expect(regions.map(\.quad.origin.x) == (0..<40).map(Double.init))
        #expect(readElsewhere.value > 0)
    }

    @Test func theFirstFailureInThePagesOrderIsThrown() {
        let work = RegionWork(count: 6) { index throws(DeepTextError) in
            if index >= 3 { throw .inferenceFailed(model: "test", reason: "region \(index)") }
            return ReadRegion(
                quad: TextQuad(
                    origin: PagePoint(0, 0), along: PagePoint(1, 0), down: PagePoint(0, 1), width: 10, height: 10),
                characters: [])
        }
        work.readRegions()
        #expect(throws: DeepTextError.inferenceFailed(model: "test", reason: "region 3")) { try work.regions() }
    }
}

/// How many regions a thread other than the test's read.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
