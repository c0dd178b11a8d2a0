import Foundation

/// How `vault watch` treats its inbox.
public struct InboxOptions: Sendable {
    /// The watched folder (default: the vault's `inbox/`).
    public var folder: URL
    /// Files imported in parallel, one OCR engine each.
    public var jobs: Int
    /// Move imported files to `inbox/.done/` instead of deleting them.
    public var keep: Bool
    /// Create a journey for an unknown `inbox/<slug>/` folder instead of failing the file.
    public var createJourneys: Bool
    /// A file is taken only after its size and modification time stayed the same this long.
    public var settleSeconds: Double
    public var read: ReadOptions
    /// Read each file in a reader process with these limits (one per worker, reused); nil
    /// reads in this process (see ``ImportOptions/bounded``).
    public var bounded: BoundedReading? = nil

    public init(
        folder: URL, jobs: Int = ImportOptions.defaultJobs, keep: Bool = false,
        createJourneys: Bool = false, settleSeconds: Double = 2, read: ReadOptions = ReadOptions()
    ) {
        self.folder = folder.standardizedFileURL
        self.jobs = max(1, jobs)
        self.keep = keep
        self.createJourneys = createJourneys
        self.settleSeconds = max(0, settleSeconds)
        self.read = read
    }

    var failedFolder: URL { folder.appendingPathComponent(".failed") }
    var doneFolder: URL { folder.appendingPathComponent(".done") }
}

/// What happened to one inbox file, for the log.
public struct InboxEvent: Sendable, Codable, Equatable {
    public enum Status: String, Sendable, Codable {
        case imported, duplicate, failed
    }

    /// The path relative to the inbox (`paris/receipt.jpg`).
    public var file: String
    public var status: Status
    public var documentId: Int64?
    public var expenseId: Int64?
    public var journey: String?
    public var error: String?
    /// Where the file went: `.failed/...`, `.done/...`, or nil when it was deleted.
    public var movedTo: String?
    /// What the receipt reader found, as `import` shows it (decimal string, ISO code, YYYY-MM-DD).
    public var merchant: String? = nil
    public var total: String? = nil
    public var currency: String? = nil
    public var date: String? = nil
    /// For a duplicate: its missing or damaged stored file was put back from this copy.
    public var restoredObject: Bool? = nil
    /// A damaged PDF kept with the pages that could be read says which failed.
    public var warning: String? = nil
    /// How many bookings were read from a booking document.
    public var bookings: Int? = nil
    /// The journey made for the document's bookings (`--create-journeys`).
    public var createdJourney: String? = nil
    /// Why an imported document is unfiled (and, for bookings, the journey to create).
    public var filingNote: String? = nil
}
