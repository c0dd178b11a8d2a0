import Foundation
import Reading
import Synchronization

/// Imports files dropped into an inbox folder and clears them away: imported and duplicate
/// files are removed (or moved to `.done/`) only after their document is committed; files that
/// cannot be imported go to `.failed/` with a `NAME.error.txt` that says why.
public final class InboxService: Sendable {
    public let vault: Vault
    public let options: InboxOptions
    let files: InboxFiles

    public init(vault: Vault, options: InboxOptions) {
        self.vault = vault
        self.options = options
        self.files = InboxFiles(options: options)
    }

    /// Files waiting in the inbox, relative to it.
    public func waiting() -> [String] { files.waiting().map(files.relative) }

    /// Failed files (relative to `.failed/`) and why they failed.
    public func failed() -> [(file: String, reason: String)] { files.failed() }

    /// Moves failed files back into the inbox (all when `names` is empty); returns their names.
    public func retry(_ names: [String]) throws -> [String] { try files.retry(names) }

    /// Watches the inbox until `shouldStop` returns true (checked several times a second), or
    /// with `once`, until everything present at the start has been handled. A file being
    /// imported when a stop is requested is finished first. Throws
    /// ``VaultError/vaultReplaced(path:)`` once a restore has replaced the vault: files not
    /// imported yet stay in the inbox (the restore moves it into the new vault) for a watch
    /// started again.
    public func run(
        once: Bool, shouldStop: @escaping @Sendable () -> Bool,
        onEvent: @escaping @Sendable (InboxEvent) -> Void
    ) throws {
        try FileManager.default.createDirectory(at: options.folder, withIntermediateDirectories: true)
        try Tessdata.requireInstalled(options.read.languages)  // fail before any file is touched
        vault.objects.removeAbandonedTemporaries()
        let watcher = try InotifyWatcher()
        try watcher.watchTree(options.folder.path)
        var tracker = StabilityTracker(settle: options.settleSeconds, emptyFilesWaitLonger: !once)
        func rescan() {
            // A name that is not UTF-8 becomes readable first; watches then learn the new
            // folder names (adding a watch again only updates its path).
            if files.renameUnreadableNames() { try? watcher.watchTree(options.folder.path) }
            for file in files.waiting() { tracker.note(file) }
        }
        rescan()

        let queue = JobQueue()
        let inFlight = Mutex(Set<String>())
        var importOptions = ImportOptions(jobs: options.jobs, read: options.read, inbox: options.folder)
        importOptions.createJourneys = options.createJourneys
        importOptions.bounded = options.bounded
        let importer = Importer(vault: vault, options: importOptions)
        let workers = DispatchGroup()
        for _ in 0..<options.jobs {
            workers.enter()
            let thread = Thread { [self] in
                defer { workers.leave() }
                if let bounded = options.bounded {
                    // Each worker owns its reader process, reused for its files.
                    let child = ReaderChild(bounded)
                    defer { child.close() }
                    while let path = queue.pop() {
                        if let event = process(path, importing: { importer.importFile($0, child: child) }) {
                            onEvent(event)
                        }
                        _ = inFlight.withLock { $0.remove(path) }
                    }
                    return
                }
                // Each worker owns its OCR engine for its whole life.
                let reader: ReceiptReader
                do {
                    reader = try ReceiptReader(options: options.read)
                } catch {
                    // The file is not at fault: it stays in the inbox for the next run, and each is reported.
                    while let path = queue.pop() {
                        onEvent(
                            InboxEvent(
                                file: files.relative(path), status: .failed, documentId: nil,
                                error: "\(PathBytes.display(path)): not read, left in the inbox: \(error)"))
                        _ = inFlight.withLock { $0.remove(path) }
                    }
                    return
                }
                while let path = queue.pop() {
                    if let event = process(path, importing: { importer.importFile($0, reader: reader) }) {
                        onEvent(event)
                    }
                    _ = inFlight.withLock { $0.remove(path) }
                }
            }
            thread.start()
        }

        var replaced = false
        while !shouldStop() {
            if vault.wasReplaced() {
                replaced = true
                break
            }
            for event in watcher.next(timeout: 0.2) {
                switch event {
                case .fileReady(let path) where PathBytes.hasRawBytes(path):
                    rescan()
                case .fileReady(let path):
                    let name = (path as NSString).lastPathComponent
                    if !InboxFiles.isIgnored(name), !path.contains("/.") { tracker.note(path) }
                case .folderAdded(let folder):
                    guard !(folder as NSString).lastPathComponent.hasPrefix(".") else { continue }
                    if !PathBytes.hasRawBytes(folder) { try? watcher.watchTree(folder) }
                    rescan()
                case .overflow:
                    rescan()
                }
            }
            // Files that settle together go largest first when several workers read them, as
            // `vault import` hands them out (`WorkQueue`): a long scan started last keeps one
            // worker busy while the others have nothing left.
            let ready = tracker.ready()
            let ordered =
                options.jobs > 1
                ? ready.map { ($0, WorkQueue.size(of: $0)) }.sorted { ($0.1, $1.0) > ($1.1, $0.0) }.map(\.0) : ready
            for path in ordered {
                let isNew = inFlight.withLock { $0.insert(path).inserted }
                tracker.forget(path)
                if isNew { queue.push(path) }
            }
            if once && tracker.watched.isEmpty && inFlight.withLock({ $0.isEmpty }) { break }
        }
        queue.close(workers: options.jobs)
        workers.wait()
        if replaced { throw VaultError.vaultReplaced(path: vault.layout.root.path) }
    }

    /// Imports one inbox file with `importing` (in a reader process or in this one) and
    /// moves it out of the way. `nil` when it vanished meanwhile.
    func process(_ path: String, importing: (String) -> ImportResult) -> InboxEvent? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let relative = files.relative(path)
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
            return fail(
                path, relative: relative, reason: "\(path): is a symbolic link; put the file itself into the inbox")
        }
        if let slug = InboxPath.journeySlug(for: path, inbox: options.folder),
            let problem = ensureJourney(slug)
        {
            return fail(path, relative: relative, reason: "\(path): \(problem)")
        }
        let result = importing(path)
        switch result.status {
        case .imported, .duplicate:
            do {
                let movedTo = try files.finishImported(path)
                return InboxEvent(
                    file: relative, status: result.status == .imported ? .imported : .duplicate,
                    documentId: result.documentId, expenseId: result.expenseId, journey: result.journey,
                    error: nil, movedTo: movedTo, merchant: result.merchant, total: result.total,
                    currency: result.currency, date: result.date, restoredObject: result.restoredObject,
                    warning: result.warningAndShortfalls, bookings: result.bookings?.count,
                    createdJourney: result.createdJourney,
                    filingNote: result.journey == nil ? result.filingNote : nil)
            } catch {
                return InboxEvent(
                    file: relative, status: .failed, documentId: result.documentId, error: "\(error)")
            }
        case .failed:
            // Not the file's fault: it waits in the inbox for the vault that replaced this one.
            guard FileManager.default.fileExists(atPath: path), !vault.wasReplaced() else { return nil }
            return fail(path, relative: relative, reason: result.error ?? "\(path): could not be imported")
        }
    }

    private func fail(_ path: String, relative: String, reason: String) -> InboxEvent {
        do {
            let movedTo = try files.finishFailed(path, reason: reason)
            return InboxEvent(file: relative, status: .failed, error: reason, movedTo: movedTo)
        } catch {
            return InboxEvent(file: relative, status: .failed, error: "\(reason); and \(error)")
        }
    }

    /// `nil` when journey `slug` exists (or was created); otherwise why the file cannot go there.
    private func ensureJourney(_ slug: String) -> String? {
        if (try? vault.journey(slug: slug)) != nil { return nil }
        guard options.createJourneys else {
            return
                "no journey '\(slug)' for inbox folder \(slug)/; create it with `vault journey add \(slug) --name ...` or run `vault watch --create-journeys`, then `vault inbox retry`"
        }
        do {
            try Journey.validate(slug: slug)
        } catch {
            return "inbox folder \(slug)/ cannot become a journey: \(error)"
        }
        do {
            try vault.addJourney(Journey(slug: slug, name: slug))
        } catch VaultError.journeyExists {
            // Another worker created it first.
        } catch {
            return "\(error)"
        }
        return nil
    }
}

/// Paths waiting for a worker; `pop` blocks until one arrives or the queue is closed.
final class JobQueue: Sendable {
    private let state = Mutex<(items: [String], closed: Bool)>(([], false))
    private let available = DispatchSemaphore(value: 0)

    func push(_ path: String) {
        state.withLock { $0.items.append(path) }
        available.signal()
    }

    func close(workers: Int) {
        state.withLock { $0.closed = true }
        for _ in 0..<workers { available.signal() }
    }

    func pop() -> String? {
        available.wait()
        return state.withLock { $0.items.isEmpty ? nil : $0.items.removeFirst() }
    }
}
