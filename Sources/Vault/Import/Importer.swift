import Foundation
import GRDB
import OCR
import Reading

/// The import pipeline: preflight, duplicate check, text, commit.
///
/// Files are read by `jobs` workers, each owning one OCR engine; the database serialises
/// the writes. A failing file never stops the others.
public struct Importer: Sendable {
    public let vault: Vault
    public let options: ImportOptions

    public init(vault: Vault, options: ImportOptions) {
        self.vault = vault
        self.options = options
    }

    /// Imports `paths` (files, or folders with `recursive`). `onResult` is called once per
    /// file as soon as it is done, from a worker thread, with the count done so far.
    /// Throws only for problems that concern the whole run (unknown journey, missing language).
    public func run(
        _ paths: [String], onResult: @escaping @Sendable (ImportResult, _ done: Int, _ total: Int) -> Void
    ) async throws -> [ImportResult] {
        if let journey = options.journey { _ = try vault.journey(slug: journey) }
        try Tessdata.requireInstalled(options.read.languages)  // fail before any file is touched
        vault.objects.removeAbandonedTemporaries()

        let (files, failures) = FileCollector.collect(paths, recursive: options.recursive)
        let total = files.count + failures.count
        let results = ResultCollector(total: total)
        for failure in failures {
            let done = await results.add(failure, at: nil)
            onResult(failure, done, total)
        }
        let workers = min(options.jobs, max(1, files.count))
        let queue = WorkQueue(files, largestFirst: workers > 1)
        // One worker leaves the other cores idle: the deep-text engine reads beside Tesseract
        // where the reader has room for both.
        var alongside = self.options
        let readerMemory = self.options.bounded?.limits.memoryMegabytes
        alongside.deepTextAlongsideMegapixels =
            workers == 1 ? ImportOptions.bothEnginesAtOnceMegapixels(memoryMegabytes: readerMemory) : nil
        let options = alongside
        let importer = Importer(vault: vault, options: options)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<workers {
                group.addTask {
                    var finished: Int? = nil
                    if let bounded = options.bounded {
                        // Each worker owns its reader process, reused for its files.
                        let child = ReaderChild(bounded)
                        defer { child.close() }
                        while let (index, file) = await queue.next(finishing: finished) {
                            let result = importer.importFile(file, child: child)
                            let done = await results.add(result, at: index)
                            onResult(result, done, total)
                            finished = index
                        }
                        return
                    }
                    // Each worker owns its engine; it never leaves this task.
                    let reader: ReceiptReader
                    do {
                        reader = try ReceiptReader(options: options.read)
                        reader.deepTextAlongsideMegapixels = options.deepTextAlongsideMegapixels
                    } catch {
                        // Without an engine this worker can only say why each of its files was not read.
                        while let (index, file) = await queue.next(finishing: finished) {
                            let result = ImportResult.failed(PathBytes.display(file), error, seconds: 0)
                            let done = await results.add(result, at: index)
                            onResult(result, done, total)
                            finished = index
                        }
                        return
                    }
                    while let (index, file) = await queue.next(finishing: finished) {
                        let result = importer.importFile(file, reader: reader)
                        let done = await results.add(result, at: index)
                        onResult(result, done, total)
                        finished = index
                    }
                }
            }
        }
        return await results.ordered()
    }

    /// How many files in the folders of `paths` a recursive import leaves alone (not a PDF,
    /// JPEG, PNG or TIFF by name), for the summary.
    public static func skippedFiles(_ paths: [String], recursive: Bool) -> Int {
        FileCollector.skippedFiles(paths, recursive: recursive)
    }

    /// Imports one file in `child`'s reader process, which reads and commits it as
    /// ``importFile(_:reader:)`` does, within the reader's limits. Never throws: problems,
    /// a reader stopped at a limit among them, become a `.failed` result naming the reason.
    public func importFile(_ path: String, child: ReaderChild) -> ImportResult {
        child.importFile(
            path, shown: PathBytes.display(path), vaultRoot: vault.layout.root.path, options: options)
    }

    /// Imports one file in this process. Never throws: problems become a `.failed` result.
    /// The reader process itself imports through this, and so do programs that are not the
    /// vault binary and cannot start one (library tests, benchmarks, fuzz harnesses).
    /// `path` may hold bytes that are not UTF-8 (see ``PathBytes``): the file is read by its
    /// bytes, and results, errors and the stored name show them as `\xE9`.
    public func importFile(_ path: String, reader: ReceiptReader) -> ImportResult {
        importFile(path, reader: reader) { checked, shown in try reader.read(bytes: checked.bytes, path: shown) }
    }

    /// Imports one file whose pages were read before (`pages`, from a recording of `vault ocr
    /// --json`) instead of reading it again: the file is checked, stored and filed as any other,
    /// and its pages understood as a reading of them would be. For tuning and benchmarks.
    public func importFile(_ path: String, recordedPages pages: [RecognizedPage], takenOn: CalendarDate? = nil)
        -> ImportResult
    {
        importFile(path, reader: nil) { checked, shown in
            let understanding = DocumentPipeline.understand(pages: pages, takenOn: takenOn)
            let document = ReadDocument(path: shown, mediaType: checked.mediaType, pages: understanding.pages)
            return ReceiptReader.Result(
                document: document, understanding: understanding, lookedTwice: false, engines: .tesseract)
        }
    }

    private func importFile(
        _ path: String, reader: ReceiptReader?, read: (Preflight.Checked, String) throws -> ReceiptReader.Result
    ) -> ImportResult {
        let shown = PathBytes.display(path)
        let clock = ContinuousClock.now
        func elapsed() -> Double {
            let duration = ContinuousClock.now - clock
            return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        }
        do {
            let checked = try Preflight(maxFileSize: options.maxFileSize).check(path)
            let inboxJourney = InboxPath.journeySlug(for: path, inbox: options.inbox ?? vault.layout.inbox)
            if let inboxJourney { _ = try vault.journey(slug: inboxJourney) }
            if let existing = try vault.documentId(sha256: checked.sha256) {
                // The same bytes are the one true copy: they mend a lost or damaged original.
                let restored = try vault.whileUsing {
                    try vault.objects.restore(checked.bytes, sha256: checked.sha256, mediaType: checked.mediaType)
                }
                var result = try duplicate(shown, of: existing, seconds: elapsed())
                result.restoredObject = restored ? true : nil
                return result
            }
            let reading = try read(checked, shown)
            let read = reading.document
            let draft = reading.draft
            let bookings = reading.understanding.bookings
            let outcome = try storeAndCommit(checked) {
                try vault.commit(
                    read, draft: draft, kind: reading.kind, checked: checked, originalPath: shown,
                    flagJourney: options.journey, inboxJourney: inboxJourney, bookings: bookings,
                    createJourneys: options.createJourneys)
            }
            switch outcome {
            case .inserted(let id, let committed, let filing, let booked):
                let expense = committed?.expense
                var result = ImportResult(
                    file: shown, status: .imported, documentId: id, pages: read.pages.count,
                    textSource: read.textSource, kind: reading.kind.kind, journey: filing.journey?.slug,
                    expenseId: expense?.id,
                    filedBy: filing.rule, filingNote: filing.note, merchant: expense?.merchant,
                    total: expense?.money?.decimalString
                        ?? expense?.amountMinor.map { Money.format(Decimal($0) / 100, digits: 2) },
                    currency: expense?.currency, date: expense?.date?.description, notes: expense?.notes,
                    warning: read.warning, seconds: elapsed(), possibleDuplicateOf: expense?.duplicateOf,
                    bookings: booked?.lines,
                    createdJourney: booked?.createdJourney)
                result.shortfalls = ImportResult.said(read.shortfalls)
                if let message = read.mail, let reader {
                    result.mail = ImportResult.MailLine(
                        from: message.from, subject: message.subject, sentAt: message.date.map(MailRecord.format))
                    let attachments = importAttachments(
                        of: message, messageId: id, shown: shown, sourcePath: path, reader: reader,
                        inboxJourney: inboxJourney)
                    result.attachments = attachments.isEmpty ? nil : attachments
                }
                return result
            case .alreadyPresent(let id):
                return try duplicate(shown, of: id, seconds: elapsed())
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            // Two importers raced on the same bytes; the other one committed first.
            if let checked = try? Preflight(maxFileSize: options.maxFileSize).check(path),
                let existing = try? vault.documentId(sha256: checked.sha256)
            {
                return (try? duplicate(shown, of: existing, seconds: elapsed()))
                    ?? ImportResult(file: shown, status: .duplicate, documentId: existing, seconds: elapsed())
            }
            return .failed(shown, error, seconds: elapsed())
        } catch let error as DatabaseError {
            return .failed(shown, vault.storageError(error), seconds: elapsed())
        } catch {
            return .failed(shown, error, seconds: elapsed())
        }
    }

    /// A file whose bytes document `id` already holds, with that document's expense as it
    /// stands now (edited and confirmed, perhaps), so the user sees what the vault has for it.
    func duplicate(_ file: String, of id: Int64, seconds: Double) throws -> ImportResult {
        var result = ImportResult(file: file, status: .duplicate, documentId: id, seconds: seconds)
        if let journeyId = try vault.document(id: id).journeyId {
            result.journey = try vault.journeySlugs()[journeyId]
        }
        guard let expense = try vault.expense(ofDocument: id) else { return result }
        result.expenseId = expense.id
        result.expenseStatus = expense.status
        result.merchant = expense.merchant
        result.total =
            expense.money?.decimalString ?? expense.amountMinor.map { Money.format(Decimal($0) / 100, digits: 2) }
        result.currency = expense.currency
        result.date = expense.date?.description
        return result
    }

    /// Stores the object, then runs `commit`. When the commit fails (a full disk, a read-only
    /// database) an object this import wrote and no document holds is removed again, so a
    /// failed import leaves nothing behind. Both happen under the vault's lock, shared: a
    /// repair never takes the object for a stray, nor a restore the vault away, in between.
    func storeAndCommit(
        _ checked: Preflight.Checked, _ commit: () throws -> Vault.CommitOutcome
    ) throws -> Vault.CommitOutcome {
        try vault.whileUsing { try storeAndCommitLocked(checked, commit) }
    }

    private func storeAndCommitLocked(
        _ checked: Preflight.Checked, _ commit: () throws -> Vault.CommitOutcome
    ) throws -> Vault.CommitOutcome {
        let objects = vault.objects
        let existed = FileManager.default.fileExists(
            atPath: try objects.url(sha256: checked.sha256, mediaType: checked.mediaType).path)
        try objects.store(checked.bytes, sha256: checked.sha256, mediaType: checked.mediaType)
        do {
            return try commit()
        } catch {
            if !existed, let holder = try? vault.documentId(sha256: checked.sha256) as Int64??, holder == nil {
                try? objects.remove(sha256: checked.sha256, mediaType: checked.mediaType)
            }
            throw error
        }
    }
}

extension Vault {
    /// A database failure as the user can act on it: a full disk or a read-only vault by name.
    func storageError(_ error: DatabaseError) -> Error {
        switch error.resultCode {
        case .SQLITE_FULL: VaultError.diskFull(path: layout.root.path)
        case .SQLITE_READONLY: VaultError.readOnlyVault(path: layout.root.path)
        default: error
        }
    }
}

/// Gathers results from the workers; returns them in input order.
actor ResultCollector {
    private var indexed: [(Int, ImportResult)] = []
    private var unindexed: [ImportResult] = []
    private let total: Int

    init(total: Int) {
        self.total = total
    }

    func add(_ result: ImportResult, at index: Int?) -> Int {
        if let index { indexed.append((index, result)) } else { unindexed.append(result) }
        return indexed.count + unindexed.count
    }

    func ordered() -> [ImportResult] {
        unindexed + indexed.sorted { $0.0 < $1.0 }.map(\.1)
    }
}
