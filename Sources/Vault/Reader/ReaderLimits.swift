import Foundation
import OCR

/// What the process that reads one file may use: address space (`RLIMIT_AS`), processor
/// time (`RLIMIT_CPU`, counted per file) and wall-clock time. A reader past its memory or
/// processor limit is stopped by the kernel, one past its wall-clock deadline by vault; the
/// file fails with the reason and the next file gets a fresh reader.
public struct ReaderLimits: Sendable, Equatable, Codable {
    /// Megabytes of address space: `vault config set reader-memory` (default 1024).
    public var memoryMegabytes: Int
    /// Seconds of processor time one file may take; nil for no limit.
    public var cpuSeconds: Double?
    /// Seconds from handing a file to the reader to its answer; nil for no limit.
    public var wallSeconds: Double?

    /// The default address space of a reader: 1 GB. A receipt photo or a 50-page scan is read
    /// in well under half of it (Benchmarks/README.md, "A bounded reader").
    public static let defaultMemoryMegabytes = 1024
    /// Time the reader has past the time budget: the budget stops OCR between words, and the
    /// reader needs a moment to say so; a reader still busy after that is stuck elsewhere
    /// (a decoder, a renderer) and is stopped. With the command's own start and end, a file
    /// costs at most the time budget and 5 s.
    public static let graceSeconds = 3.0

    public init(memoryMegabytes: Int = ReaderLimits.defaultMemoryMegabytes, cpuSeconds: Double?, wallSeconds: Double?) {
        self.memoryMegabytes = max(1, memoryMegabytes)
        self.cpuSeconds = cpuSeconds
        self.wallSeconds = wallSeconds
    }

    /// The limits for files read with `options`: its time budget (`ocr-seconds`) plus
    /// ``graceSeconds``, for processor and wall-clock time alike.
    public init(memoryMegabytes: Int = ReaderLimits.defaultMemoryMegabytes, readOptions options: ReadOptions) {
        let seconds = options.timeBudget.map { $0 + Self.graceSeconds }
        self.init(memoryMegabytes: memoryMegabytes, cpuSeconds: seconds, wallSeconds: seconds)
    }
}

extension Vault {
    /// The reader limits set with `vault config` (`reader-memory`) for files read with `options`.
    public func readerLimits(for options: ReadOptions) throws -> ReaderLimits {
        let memory = try setting(.readerMemory).flatMap(Int.init) ?? ReaderLimits.defaultMemoryMegabytes
        return ReaderLimits(memoryMegabytes: memory, readOptions: options)
    }
}
