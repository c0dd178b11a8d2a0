import Foundation

/// A thread that would otherwise wait for a deep-text reading lends itself to the reading's
/// recognizer: it reads some of the page's regions beside the reading's own thread. Made for
/// one file read at a time, where Tesseract's reading ends before the deep engine's and leaves a
/// core idle (``DeepTextReader/recognize(loading:pageNumber:quarterTurns:help:)``).
///
/// Each region is a run of its own, so which thread reads it changes nothing of what is read.
public final class RecognizerHelp: @unchecked Sendable {
    private let condition = NSCondition()
    /// The regions on offer, while the recognizer reads them.
    private var offered: RegionWork?
    private var ended = false

    public init() {}

    /// Reads regions whenever the recognizer offers some, until the reading has ended
    /// (``end()``). Called by the thread that waits for the reading.
    public func helpUntilEnded() {
        condition.lock()
        while !ended {
            if let work = offered, work.hasRegionsLeft {
                condition.unlock()
                work.readRegions()
                condition.lock()
            } else {
                condition.wait()
            }
        }
        condition.unlock()
    }

    /// Says that the reading has ended (read, or failed): a helper stops waiting for regions.
    public func end() {
        condition.lock()
        ended = true
        condition.broadcast()
        condition.unlock()
    }

    /// Offers `work`'s regions to a helper.
    func offer(_ work: RegionWork) {
        condition.lock()
        offered = work
        condition.broadcast()
        condition.unlock()
    }

    /// Takes back what was offered once its regions are all taken.
    func withdraw() {
        condition.lock()
        offered = nil
        condition.unlock()
    }
}

/// The regions of one page for the recognizer, taken one at a time by whichever thread asks
/// next; their readings are kept in the page's order.
final class RegionWork: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private let read: (Int) throws(DeepTextError) -> ReadRegion
    private var next = 0
    private var results: [Result<ReadRegion, DeepTextError>?]
    /// Entered for each region taken, left once it is read.
    private let reading = DispatchGroup()

    /// `read` reads the region at an index; it is called from several threads at once.
    init(count: Int, read: @escaping (Int) throws(DeepTextError) -> ReadRegion) {
        self.count = count
        self.read = read
        results = Array(repeating: nil, count: count)
    }

    var hasRegionsLeft: Bool { lock.withLock { next < count } }

    /// Reads regions until none is left to take.
    func readRegions() {
        while let index = take() {
            let result: Result<ReadRegion, DeepTextError>
            do throws(DeepTextError) {
                result = .success(try read(index))
            } catch {
                result = .failure(error)
            }
            lock.withLock { results[index] = result }
            reading.leave()
        }
    }

    /// Every region's reading in order, once the last one taken is read; the first failure
    /// in that order is thrown.
    func regions() throws(DeepTextError) -> [ReadRegion] {
        reading.wait()
        let all = lock.withLock { results }
        var regions: [ReadRegion] = []
        regions.reserveCapacity(count)
        for result in all {
            switch result {
            case .success(let region): regions.append(region)
            case .failure(let error): throw error
            case nil: throw .inferenceFailed(model: "recognizer", reason: "a region was not read")
            }
        }
        return regions
    }

    private func take() -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            reading.enter()
            defer { next += 1 }
            return next
        }
    }
}
