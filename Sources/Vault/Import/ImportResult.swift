import OCR
import Reading

/// What happened to one file.
public struct ImportResult: Sendable, Codable, Equatable {
    public enum Status: String, Sendable, Codable {
        case imported, duplicate, failed
    }

    /// The path as given (or found in a folder).
    public var file: String
    public var status: Status
    /// The new document, or for a duplicate the document that already holds these bytes.
    public var documentId: Int64?
    public var pages: Int?
    public var textSource: TextSource?
    /// What the document is (receipt, invoice, booking, other).
    public var kind: DocumentKind?
    public var journey: String?
    /// The draft expense created from the document, if it is a receipt or invoice with a total;
    /// for a duplicate, the expense the vault already has for it.
    public var expenseId: Int64?
    /// For a duplicate: whether its expense is still a draft or was confirmed or rejected.
    public var expenseStatus: ExpenseStatus? = nil
    /// The rule that filed the document, and why it is unfiled when no rule applied.
    public var filedBy: FilingRule?
    public var filingNote: String?
    /// What the receipt reader found (decimal string, ISO code, YYYY-MM-DD); for a duplicate,
    /// its expense's fields as they stand.
    public var merchant: String?
    public var total: String?
    public var currency: String?
    public var date: String?
    /// Remarks about the reading kept in the draft's notes (an e-invoice's XML that disagrees).
    public var notes: String?
    /// Something about an imported file the user should know: a damaged PDF kept with the
    /// pages that could be read.
    public var warning: String? = nil
    /// What an OCR engine could not do while the file was read, one sentence each (`the
    /// deep-learning engine could not read page 1: out of memory; read by Tesseract alone`):
    /// the document was kept and read without it. Nil when nothing failed.
    public var shortfalls: [String]? = nil
    /// The budget its draft took past (set by the command that shows the result).
    public var overBudget: String? = nil
    /// For a failure: one line naming the file and the reason.
    public var error: String?
    public var seconds: Double
    /// For a duplicate: the document's stored file was missing or damaged and these bytes
    /// (which hash to its name) put it back.
    public var restoredObject: Bool? = nil
    /// The draft has the same merchant, total and date as this existing expense: the same
    /// receipt filed twice (a second photo, or the shop's PDF of a photographed receipt).
    public var possibleDuplicateOf: Int64? = nil

    /// For a booking document: the bookings read from it.
    public var bookings: [BookingLine]? = nil
    /// The journey `--create-journeys` made for the document's bookings.
    public var createdJourney: String? = nil

    /// For an e-mail: who sent it, its subject and when.
    public var mail: MailLine? = nil
    /// For an e-mail: what became of its PDF and image attachments, each a document of its own.
    public var attachments: [ImportResult]? = nil

    /// An e-mail as the import line names it.
    public struct MailLine: Sendable, Codable, Equatable {
        public var from: String?
        public var subject: String?
        /// ISO 8601 in UTC.
        public var sentAt: String?
    }

    /// A booking as the import line names it.
    public struct BookingLine: Sendable, Codable, Equatable {
        public var id: Int64?
        public var type: BookingType
        public var title: String
        public var start: String?
        public var end: String?
        /// For a booking vault held already, what this document did to it: `cancelled`,
        /// `updated` or `unchanged` (a reservation's markup, by its number).
        public var change: String?

        init(_ booking: Booking) {
            id = booking.id
            type = booking.type
            title = booking.title
            start = booking.startAt?.description
            end = booking.endAt?.description
        }
    }

    /// ``warning`` and the ``shortfalls`` in one line, for places that show a file in one line.
    public var warningAndShortfalls: String? {
        ReadingShortfall.oneLine(warning: warning, shortfalls: shortfalls ?? [])
    }

    /// Whether an OCR engine ran out of memory on the file (it was kept, read without it).
    public var ranOutOfMemory: Bool {
        shortfalls?.contains(where: AllocationFailure.mentioned(in:)) == true
    }

    /// `shortfalls` as ``shortfalls`` holds them: nil for none.
    static func said(_ shortfalls: [ReadingShortfall]) -> [String]? {
        shortfalls.isEmpty ? nil : shortfalls.map(\.description)
    }

    /// The answer to a reader asked only to prepare (``ReaderChild/prepare(vaultRoot:options:)``):
    /// no file was read.
    static let prepared = ImportResult(
        file: "", status: .failed, error: "no file: the reader only loaded its engines", seconds: 0)

    /// A failure; the message names `file` first, whatever part of the vault the error is about.
    public static func failed(_ file: String, _ error: Error, seconds: Double = 0) -> ImportResult {
        let message = "\(error)"
        return ImportResult(
            file: file, status: .failed, error: message.hasPrefix(file) ? message : "\(file): \(message)",
            seconds: seconds)
    }
}
