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
    /// Read a one-page photo of at most this many megapixels with the deep-text engine on a
    /// second thread while Tesseract reads it (`ReceiptReader.deepTextAlongsideMegapixels`):
    /// for one file read at a time with a core to spare; nil reads none so. The fields are the
    /// same either way.
    public var deepTextAlongsideMegapixels: Int? = nil

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

    /// The largest photo, in megapixels, that a reader working alone may have the deep-text
    /// engine read beside Tesseract (``deepTextAlongsideMegapixels``); nil for none: it needs a
    /// core to spare on this machine, and room for both engines' memory at once in a reader
    /// held to `memoryMegabytes` of address space (nil: no limit). Both at once took a reader
    /// to about 580 MB and 7.6 MB more for each megapixel (674 MB for a 12-megapixel phone
    /// photo, 946 MB for a 48-megapixel one); a quarter of the room is kept spare, so the
    /// default 1,024 MB reads photos of up to 24 megapixels so, and the larger ones one engine
    /// after the other. Where an allocation fails, allocations of Tesseract's among them, a
    /// page may read worse without a word (seen with 1,015 MB needed under 1,024).
    public static func bothEnginesAtOnceMegapixels(memoryMegabytes: Int?) -> Int? {
        guard ProcessInfo.processInfo.activeProcessorCount >= 2 else { return nil }
        guard let memoryMegabytes else { return .max }
        let megapixels = (memoryMegabytes * 3 / 4 - 580) * 10 / 76
        return megapixels > 0 ? megapixels : nil
    }

    /// One worker per core.
    public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
