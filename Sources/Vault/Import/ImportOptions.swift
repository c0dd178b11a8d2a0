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

    /// Whether a reader working alone may have the deep-text engine read beside Tesseract
    /// (``deepTextAlongside``): a core to spare on this machine, and room for both engines'
    /// memory at once in a reader held to `memoryMegabytes` of address space (nil: no limit).
    /// A 12-megapixel phone photo took a reader to 1,015 MB so (955 MB one engine after the
    /// other), a 48-megapixel one to 1,174 MB: under the default limit of 1,024 MB some of
    /// their allocations failed, and the page was read by Tesseract alone (which the reading
    /// now says: ``ImportResult/shortfalls``). From 2,048 MB.
    public static func readsBothEnginesAtOnce(memoryMegabytes: Int?) -> Bool {
        ProcessInfo.processInfo.activeProcessorCount >= 2 && (memoryMegabytes ?? .max) >= 2048
    }

    /// One worker per core.
    public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
