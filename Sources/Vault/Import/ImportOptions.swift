import Foundation
import OCR

/// How `vault import` treats the files it is given.
public struct ImportOptions: Sendable {
    /// File every document into this journey (a slug).
    public var journey: String?
    /// Descend into folders (only files with a PDF, JPEG, PNG, TIFF, XML, .eml or .html extension, and the messages of Maildir folders, are taken).
    public var recursive: Bool
    /// Files read in parallel, each worker with its own OCR engine.
    public var jobs: Int
    /// How text is read.
    public var read: ReadOptions
    /// Larger files are refused.
    public var maxFileSize: Int64
    /// Files under `<inbox>/<slug>/` are filed into journey `<slug>` (default: the vault's inbox).
    public var inbox: URL?
    /// Create the journey vault proposes for bookings no journey covers.
    public var createJourneys = false
    /// Read each file in a reader process with these limits (one per worker, reused); nil
    /// reads in this process, for programs that are not the vault binary (tests, benchmarks).
    public var bounded: BoundedReading? = nil
    /// Read a one-page photo with the deep-text engine on a second thread while Tesseract reads
    /// it (`ReceiptReader.readsDeepTextAlongside`): for one file read at a time with a core to
    /// spare. The fields are the same either way.
    public var deepTextAlongside = false

    public init(
        journey: String? = nil, recursive: Bool = false, jobs: Int = ImportOptions.defaultJobs,
        read: ReadOptions = ReadOptions(), maxFileSize: Int64 = 200 * 1_048_576, inbox: URL? = nil
    ) {
        self.inbox = inbox
        self.journey = journey
        self.recursive = recursive
        self.jobs = max(1, jobs)
        self.read = read
        self.maxFileSize = maxFileSize
    }

    /// Whether a reader working alone on this machine has a core to spare for
    /// ``deepTextAlongside``.
    public static var hasSpareCore: Bool { ProcessInfo.processInfo.activeProcessorCount >= 2 }

    /// One worker per core.
    public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
