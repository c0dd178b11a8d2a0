import ArgumentParser
import Foundation
import OCR
import Synchronization
import Vault

/// Set by SIGINT/SIGTERM; the watch loop checks it several times a second.
private let stopRequested = Atomic<Bool>(false)

/// `vault watch`: imports whatever lands in the inbox.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Import files dropped into the inbox folder, as they arrive.",
        discussion: """
            Watches <vault>/inbox/ (or --inbox DIR) and its subfolders. A file is taken once \
            its size and time stop changing (--settle), so slow scanners and large copies are \
            never read half-written. Hidden and temporary names (.part, .tmp, .crdownload) are \
            left alone. A file in inbox/<journey>/ is filed into that journey.

            After its document is committed, an imported file is removed from the inbox (--keep \
            moves it to .done/ instead); a duplicate is removed too, its bytes are already safe. \
            A file that cannot be imported goes to .failed/ with NAME.error.txt beside it; see \
            `vault inbox status`, fix the cause, then `vault inbox retry`.

            Ctrl-C (SIGINT) or SIGTERM stops after the file being imported; exit status 0.
            One line per file goes to stderr; --json makes them JSON lines.

            Examples:
              vault watch          run until stopped (contrib/ has a systemd unit)
              vault watch --once   import what is there now and exit (cron, scripts)
            """)

    @OptionGroup var vault: VaultOptions

    @Flag(help: "Import what is in the inbox now, then exit.")
    var once = false

    @Option(help: "Watch this folder instead of <vault>/inbox/.", completion: .directory)
    var inbox: String?

    @Option(help: "Files imported in parallel (default: one per core, \(ImportOptions.defaultJobs) here).")
    var jobs: Int?

    @Flag(help: "Move imported files to .done/ instead of deleting them.")
    var keep = false

    @Flag(help: "Create a journey for an unknown inbox/<slug>/ folder instead of failing its files.")
    var createJourneys = false

    @Option(help: "Seconds a file's size and time must stay unchanged before it is taken.")
    var settle: Double = 2

    @OptionGroup var recognition: RecognitionOptions

    @Flag(help: "Log JSON lines instead of text.")
    var json = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1; got \(jobs)") }
        guard settle >= 0 else { throw ValidationError("--settle must not be negative") }
    }

    func run() throws {
        // A watcher that cannot read would move every file it is given to `.failed/`: stop
        // before taking any when Tesseract or poppler cannot be opened.
        for library in SharedLibrary.allCases { try library.open() }
        let opened = try vault.openCreating()
        let folder = inbox.map { URL(fileURLWithPath: $0) } ?? opened.layout.inbox
        var options = InboxOptions(
            folder: folder, jobs: jobs ?? ImportOptions.defaultJobs, keep: keep, createJourneys: createJourneys,
            settleSeconds: settle,
            read: try opened.applyingSettings(
                to: recognition.readOptions(configuredLanguages: try opened.setting(.lang))))
        options.bounded = try opened.boundedReading(for: options.read)
        let service = InboxService(vault: opened, options: options)
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber) { _ in stopRequested.store(true, ordering: .relaxed) }
        }
        // A parent may have started vault with these signals blocked (threads of many
        // runtimes block them, and the mask is inherited); a service must still stop cleanly.
        var stopSignals = sigset_t()
        sigemptyset(&stopSignals)
        sigaddset(&stopSignals, SIGINT)
        sigaddset(&stopSignals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)
        let json = self.json
        if !json && !once { Terminal.writeError("watching \(folder.path) (Ctrl-C to stop)\n") }
        let tally = WatchTally()
        try service.run(
            once: once,
            shouldStop: { stopRequested.load(ordering: .relaxed) },
            onEvent: { event in
                tally.count(event.status)
                Terminal.writeError(json ? Self.jsonLine(event) : Self.textLine(event))
            }
        )
        if once && !json { Terminal.writeError(tally.summary + "\n") }
        // Like `import`: files that could not be imported make the exit status 1.
        if tally.failed > 0 { throw ExitCode(ExitStatus.someFilesFailed) }
    }

    /// `imported receipt.jpg as document 3 into journey paris`
    static func textLine(_ event: InboxEvent) -> String {
        switch event.status {
        case .imported:
            let journey = event.journey.map { " into journey \($0)" } ?? " (unfiled)"
            var line = "imported \(event.file) as document \(event.documentId ?? 0)\(journey)"
            if event.createdJourney != nil { line += " (created for its bookings)" }
            if let count = event.bookings { line += "; \(String.counted(count, "booking"))" }
            if let expense = event.expenseId {
                let fields = [
                    event.merchant ?? "merchant?",
                    [event.total, event.currency].compactMap { $0 }.joined(separator: " "), event.date ?? "date?",
                ]
                line += "; draft expense \(expense): " + fields.filter { !$0.isEmpty }.joined(separator: " ")
            }
            if let note = event.filingNote, event.bookings != nil { line += "; \(note)" }
            if let warning = event.warning { line += "; warning: \(warning)" }
            return line + "\n"
        case .duplicate:
            let restored =
                event.restoredObject == true ? "; its missing or damaged stored file was restored from this copy" : ""
            return
                "duplicate \(event.file): already stored as document \(event.documentId ?? 0)\(restored); removed from the inbox\n"
        case .failed:
            return
                "failed \(event.file): \(event.error ?? "unknown error")\(event.movedTo.map { " (moved to \($0))" } ?? "")\n"
        }
    }

    static func jsonLine(_ event: InboxEvent) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(event) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// Counts what `watch` did, for its exit status and the summary of `--once`.
final class WatchTally: Sendable {
    private let counts = Mutex<[InboxEvent.Status: Int]>([:])

    func count(_ status: InboxEvent.Status) {
        counts.withLock { $0[status, default: 0] += 1 }
    }

    var failed: Int { counts.withLock { $0[.failed] ?? 0 } }

    /// `2 imported, 1 duplicate, 1 failed`
    var summary: String {
        counts.withLock { counts in
            let duplicates = counts[.duplicate] ?? 0
            return "\(counts[.imported] ?? 0) imported, \(String.counted(duplicates, "duplicate")), "
                + "\(counts[.failed] ?? 0) failed"
        }
    }
}
