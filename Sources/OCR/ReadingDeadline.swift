/// The moment by which reading one file must be done: a time budget per file, so a page
/// crafted (or scanned) to keep Tesseract busy for hours costs minutes at most.
///
/// Tesseract is stopped through its progress monitor (`ETEXT_DESC` with a deadline), which it
/// checks between words; the steps between recognitions check the deadline themselves.
public struct ReadingDeadline: Sendable {
    /// The budget, in seconds, for messages.
    public let seconds: Double
    let end: ContinuousClock.Instant

    /// A deadline `seconds` from now.
    public init(seconds: Double) {
        self.seconds = seconds
        self.end = .now + .milliseconds(Int(max(0, min(seconds, 1e9)) * 1000))
    }

    /// Milliseconds left (0 once passed), capped to what Tesseract's monitor takes.
    var remainingMilliseconds: Int {
        let left = end - .now
        guard left > .zero else { return 0 }
        let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
        return Int(min(milliseconds, Int64(Int32.max)))
    }

    /// Whether the deadline has passed.
    public var isExpired: Bool { ContinuousClock.now >= end }

    /// Throws ``OCRError/timeBudgetExceeded(path:seconds:)`` once the deadline has passed.
    func check(path: String) throws {
        if ContinuousClock.now >= end { throw OCRError.timeBudgetExceeded(path: path, seconds: seconds) }
    }
}
