import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Turns at the deep-text engine's detector, taken by every process that reads with the same
/// lock file (an advisory `flock`): a reader runs the detector only while no other does. The
/// detector is the step that needs the most memory (some 120 bytes for each pixel of its input:
/// 150-250 MB for a receipt photo, freed when it ends), and it takes a fraction of a file's
/// time, so two readers of one vault that would otherwise reach that peak together take turns
/// at it and keep their other work in parallel. A lock file that cannot be opened (a read-only
/// folder) gives no turns: the detector runs at once, as without one.
public final class DetectorTurns: Sendable {
    /// The lock file, made (0600) when missing.
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// Runs `body` once no other process holds a turn on ``path``.
    public func run<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        var locked = flock(descriptor, LOCK_EX) == 0
        while !locked && errno == EINTR { locked = flock(descriptor, LOCK_EX) == 0 }
        defer { if locked { flock(descriptor, LOCK_UN) } }
        return try body()
    }
}
