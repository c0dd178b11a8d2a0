import Foundation
import Synchronization
import Testing

@testable import OCR

/// Readers that share a lock file never run the detector at the same time; without one (or
/// with one that cannot be made) it runs at once.
@Suite struct DetectorTurnsTests {
    @Test func twoHoldersOfOneLockFileTakeTurns() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("turns-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("detector.lock").path
        // Each holder opens the file itself, as a reader process does: flock keeps them apart
        // even inside one process.
        let spans = Mutex<[(start: Date, end: Date)]>([])
        let inside = Mutex(0)
        let most = Mutex(0)
        let done = DispatchGroup()
        for _ in 0..<3 {
            done.enter()
            Thread.detachNewThread {
                DetectorTurns(path: path).run {
                    let now = inside.withLock { count in
                        count += 1
                        return count
                    }
                    most.withLock { $0 = max($0, now) }
                    let start = Date()
                    Thread.sleep(forTimeInterval: 0.2)
                    inside.withLock { $0 -= 1 }
                    spans.withLock { $0.append((start, Date())) }
                }
                done.leave()
            }
        }
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(most.withLock { $0 } == 1, "one holder at a time")
        let ordered = spans.withLock { $0 }.sorted { $0.start < $1.start }
        #expect(ordered.count == 3)
        for (earlier, later) in zip(ordered, ordered.dropFirst()) {
            #expect(later.start >= earlier.end, "each turn starts after the one before ended")
        }
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func aLockFileThatCannotBeMadeGivesNoTurns() throws {
        let turns = DetectorTurns(path: "/nonexistent-\(UUID().uuidString)/detector.lock")
        #expect(turns.run { 41 + 1 } == 42)
        #expect(throws: DeepTextError.self) {
            try turns.run { () throws(DeepTextError) -> Int in throw .notInstalled(searched: []) }
        }
    }
}
