import Foundation

/// Decides when a file in the inbox is finished: its size and modification time must stay
/// the same for a while (scanners and large copies write slowly). While watching, empty files
/// wait ten times as long, since many programs create a file before writing anything into it;
/// a single pass (`watch --once`) does not hold everything up for them.
struct StabilityTracker {
    private struct Observation {
        var size: Int64
        var modified: Date
        var unchangedSince: Date
    }

    let settle: Double
    /// How many times `settle` an empty file waits.
    let emptyFactor: Double
    private var observed: [String: Observation] = [:]

    init(settle: Double, emptyFilesWaitLonger: Bool = true) {
        self.settle = settle
        self.emptyFactor = emptyFilesWaitLonger ? 10 : 1
    }

    /// Starts or continues watching `path`.
    mutating func note(_ path: String) {
        if observed[path] == nil { refresh(path, now: Date()) }
    }

    mutating func forget(_ path: String) {
        observed[path] = nil
    }

    var watched: [String] { Array(observed.keys) }

    /// Files whose size and time have been stable long enough; files that vanished are dropped.
    mutating func ready(now: Date = Date()) -> [String] {
        var result: [String] = []
        for path in observed.keys.sorted() {
            guard refresh(path, now: now), let observation = observed[path] else { continue }
            let needed = observation.size == 0 ? settle * emptyFactor : settle
            if now.timeIntervalSince(observation.unchangedSince) >= needed { result.append(path) }
        }
        return result
    }

    /// Re-reads size and time; returns false (and forgets the file) if it is gone.
    @discardableResult
    private mutating func refresh(_ path: String, now: Date) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = (attributes[.size] as? NSNumber)?.int64Value,
            let modified = attributes[.modificationDate] as? Date
        else {
            observed[path] = nil
            return false
        }
        if let previous = observed[path], previous.size == size, previous.modified == modified { return true }
        observed[path] = Observation(size: size, modified: modified, unchangedSince: now)
        return true
    }
}
