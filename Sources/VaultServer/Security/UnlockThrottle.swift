import Foundation
import Synchronization

/// Limits wrong tokens given to `/unlock`: at most ``limit`` in any ``window``, from anyone;
/// past that every attempt, right or wrong, is refused until the oldest wrong one is old
/// enough. A 16-character token cannot be guessed at that pace, and the owner waits a minute.
final class UnlockThrottle: Sendable {
    static let limit = 10
    static let window: TimeInterval = 60

    private let failures = Mutex<[Date]>([])

    /// Whether an attempt may be checked now.
    func allows(now: Date = Date()) -> Bool {
        failures.withLock { times in
            times.removeAll { now.timeIntervalSince($0) >= Self.window }
            return times.count < Self.limit
        }
    }

    /// Records a wrong token.
    func failed(now: Date = Date()) {
        failures.withLock { $0.append(now) }
    }
}
