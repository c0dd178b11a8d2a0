import ArgumentParser
import Foundation
import Synchronization
import Vault

/// `vault import`: stores files in the vault and reads their text.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import PDF, JPEG, PNG and TIFF files, e-mails (.eml) and saved pages (.html) into the vault.",
        discussion: """
            Each file is checked (type from its content, size), stored once by its SHA-256 \
            (importing the same bytes again reports `duplicate of document N`), and its text \
            read: the PDF text layer, or OCR. An XML e-invoice (XRechnung, UBL, ZUGFeRD) is read \
            from its XML, alone or embedded in its PDF. Files are read in parallel, one OCR engine \
            per job; a photo Tesseract reads poorly is read by the deep-learning engine too \
            (`vault config set engines tesseract` keeps to Tesseract: less memory and time, fewer \
            fields right on photos). A file that fails does not stop the others; the exit status is 1 if any \
            failed. A file kept though an OCR engine failed on it (read by Tesseract alone, say) \
            is imported, with one `warning:` line on stderr and `shortfalls` in --json; that is no \
            failure. A duplicate stays in the journey it is in: `vault docs move N --journey J` \
            moves it. Your original files are never changed or removed.

            Examples:
              vault import receipt.jpg --journey paris
              vault import ~/Scans --recursive --jobs 2
              vault import *.pdf --json | jq '.[] | select(.status == "failed")'
            """)

    @OptionGroup var vault: VaultOptions

    @Argument(help: "Files, or folders with --recursive.", completion: .file())
    var paths: [String] = []

    @Option(help: "File the documents into this journey (slug).")
    var journey: String?

    @Flag(
        help:
            "Import the PDF, JPEG, PNG, TIFF, .eml and .html files inside folders, and Maildir messages (hidden files are skipped)."
    )
    var recursive = false

    @Option(help: "Files read in parallel (default: one per core, \(ImportOptions.defaultJobs) here).")
    var jobs: Int?

    @OptionGroup var recognition: RecognitionOptions

    @Flag(help: "Print a JSON array with one object per file instead of lines.")
    var json = false

    @Flag(help: "Create the journey vault proposes for bookings that no journey covers.")
    var createJourneys = false

    @Option(
        name: .customLong("from-ocr-json"),
        help: ArgumentHelp(
            "Import the files recorded by `vault ocr --json` in this file with their recorded pages instead of reading them (for tuning and benchmarks).",
            visibility: .hidden))
    var recorded: String?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1; got \(jobs)") }
        if paths.isEmpty && recorded == nil { throw ValidationError("Missing expected argument '<paths> ...'") }
    }

    func run() async throws {
        let opened = try vault.openCreating()
        if let recorded { return try importRecorded(recorded, into: opened) }
        let options = ImportOptions(
            journey: journey, recursive: recursive, jobs: jobs ?? ImportOptions.defaultJobs,
            read: try opened.applyingSettings(
                to: recognition.readOptions(configuredLanguages: try opened.setting(.lang))))
        var withJourneys = options
        withJourneys.createJourneys = createJourneys
        withJourneys.bounded = try opened.boundedReading(for: options.read)
        let importer = Importer(vault: opened, options: withJourneys)
        let started = ContinuousClock.now
        let printer = ImportPrinter(json: json, journey: journey, budgets: opened)
        let results = try await importer.run(paths) { result, done, total in
            printer.report(result, done: done, total: total)
        }
        printer.finish()
        let seconds = (ContinuousClock.now - started).seconds
        if json {
            let over = try opened.budgetWarnings(forExpenses: results.compactMap(\.expenseId))
            try Terminal.printJSON(
                results.map { result in
                    var said = result
                    if result.status == .imported { said.overBudget = result.expenseId.flatMap { over[$0] } }
                    return said
                })
        } else {
            // A message's attachments are documents of their own, counted as files are.
            let all = results.flatMap { [$0] + ($0.attachments ?? []) }
            let count = { (status: ImportResult.Status) in all.filter { $0.status == status }.count }
            let skipped = Importer.skippedFiles(paths, recursive: recursive)
            print(
                String(
                    format: "%d imported, %@, %d failed%@ in %.1f s",
                    count(.imported), String.counted(count(.duplicate), "duplicate"), count(.failed),
                    skipped == 0 ? "" : ", \(skipped) skipped (not PDF, JPEG, PNG, TIFF or e-mail)", seconds))
        }
        if results.contains(where: { $0.status == .failed || $0.attachments?.contains { $0.status == .failed } == true }
        ) {
            throw ExitCode(ExitStatus.someFilesFailed)
        }
    }
}

extension ImportCommand {
    /// Imports the files of a recording one after the other, with their recorded pages.
    func importRecorded(_ recording: String, into opened: Vault) throws {
        let importer = Importer(vault: opened, options: ImportOptions(journey: journey, jobs: 1))
        let printer = ImportPrinter(json: json, journey: journey)
        let files = try RecordedOCR.recordings(path: recording)
        var results: [ImportResult] = []
        for (index, file) in files.enumerated() {
            let result =
                file.pages.map { importer.importFile(file.file, recordedPages: $0, takenOn: file.takenOn) }
                ?? ImportResult.failed(file.file, RecordingError(message: file.error ?? "no pages"), seconds: 0)
            results.append(result)
            printer.report(result, done: index + 1, total: files.count)
        }
        printer.finish()
        if json { try Terminal.printJSON(results) }
        if results.contains(where: { $0.status == .failed }) { throw ExitCode(ExitStatus.someFilesFailed) }
    }

    /// A file the recording holds no pages of.
    struct RecordingError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

/// Prints results as workers finish them, one at a time, with a progress line on a terminal.
final class ImportPrinter: Sendable {
    private let json: Bool
    /// The journey `--journey` named, if any.
    private let journey: String?
    private let state = Mutex(ProgressLine(total: 0))

    /// The vault whose budgets an imported expense may pass (said on its line).
    private let budgets: Vault?

    init(json: Bool, journey: String? = nil, budgets: Vault? = nil) {
        self.json = json
        self.journey = journey
        self.budgets = budgets
    }

    func report(_ result: ImportResult, done: Int, total: Int) {
        state.withLock { progress in
            if progress.total != total { progress = ProgressLine(total: total) }
            progress.finish()
            line(for: result)
            for attachment in result.attachments ?? [] { line(for: attachment) }
            if done < total { progress.update(done, result.file) }
        }
    }

    func finish() {
        state.withLock { $0.finish() }
    }

    /// The line of one file (or a message's attachment).
    private func line(for result: ImportResult) {
        switch result.status {
        case .failed:
            // A file name may hold a newline: each report stays one line.
            Terminal.error(Table.oneLine(result.error ?? "\(result.file): failed"))
        case .imported where !json:
            Terminal.line(Table.oneLine(Self.describe(result) + overBudget(result)))
            shortfalls(of: result)
        case .duplicate where !json:
            Terminal.line(Table.oneLine(Self.describeDuplicate(result, asked: journey)))
        case .imported:
            shortfalls(of: result)
        default:
            break
        }
    }

    /// One line on stderr for a file read without an engine that failed on it, with or
    /// without `--json`: `vault: warning: a.jpg: the deep-learning engine could not read page 1:
    /// out of memory; read by Tesseract alone`, and what to do about an engine that ran out of
    /// memory.
    private func shortfalls(of result: ImportResult) {
        guard let shortfalls = result.shortfalls, !shortfalls.isEmpty else { return }
        let remedy = result.ranOutOfMemory ? Self.moreMemory : ""
        Terminal.error(Table.oneLine("warning: \(result.file): " + shortfalls.joined(separator: "; ") + remedy))
    }

    /// What to do when a reader ran out of memory: give the next readers more.
    static let moreMemory =
        " (each reader is held to the `reader-memory` setting; `vault config set reader-memory 2048` gives the"
        + " next ones more)"

    /// `; over budget: Food & Drink is 20.00 EUR over its budget in paris: 420.00 of 400.00 EUR`
    /// Only an expense filed into a journey can pass a budget: others cost no read of the vault.
    private func overBudget(_ result: ImportResult) -> String {
        guard let budgets, let id = result.expenseId, result.journey != nil,
            let warning = try? budgets.budgetWarnings(forExpenses: [id])[id]
        else { return "" }
        return "; over budget: \(warning)"
    }

    /// `duplicate  b.jpg → duplicate of document 3 (expense 2, confirmed: SHOP 18.40 EUR 2025-03-12)`
    /// `asked` is the journey `--journey` named: a duplicate elsewhere says it stays there.
    static func describeDuplicate(_ result: ImportResult, asked: String? = nil) -> String {
        var line = "duplicate  \(result.file) → duplicate of document \(result.documentId ?? 0)"
        if let expense = result.expenseId {
            let fields = [
                result.merchant ?? "merchant?",
                [result.total, result.currency].compactMap { $0 }.joined(separator: " "), result.date ?? "date?",
            ]
            let status = result.expenseStatus.map { ", \($0.rawValue)" } ?? ""
            line += " (expense \(expense)\(status): " + fields.filter { !$0.isEmpty }.joined(separator: " ") + ")"
        }
        if result.restoredObject == true {
            line += "; its stored file was missing or damaged and is restored from this copy"
        }
        if let asked, result.journey != asked {
            let place = result.journey.map { "journey \($0)" } ?? "no journey"
            line +=
                "; it stays in \(place), not \(asked) (move it: vault docs move \(result.documentId ?? 0) --journey \(asked))"
        }
        return line
    }

    /// `imported  a.jpg → document 3 (receipt, 1 page, ocr); draft expense 2: SHOP 18.40 EUR 2025-03-12; journey paris (by its date)`
    static func describe(_ result: ImportResult) -> String {
        let pages = result.pages == 1 ? "1 page" : "\(result.pages ?? 0) pages"
        let kind = result.kind.map { "\($0.rawValue), " } ?? ""
        var line =
            "imported   \(result.file) → document \(result.documentId ?? 0) "
            + "(\(kind)\(pages), \(result.textSource?.rawValue ?? "?"))"
        if let mail = result.mail {
            line += "; e-mail from \(mail.from ?? "?")" + (mail.subject.map { ": \($0)" } ?? "")
            if let attachments = result.attachments { line += " (\(String.counted(attachments.count, "attachment")))" }
        }
        if let bookings = result.bookings {
            line += "; \(String.counted(bookings.count, "booking"))"
            if !bookings.isEmpty {
                line +=
                    ": "
                    + bookings.map {
                        "\($0.title) \($0.start.map { $0.replacingOccurrences(of: "T", with: " ") } ?? "?")"
                    }
                    .joined(separator: ", ")
            }
        }
        if let expense = result.expenseId {
            let fields = [
                result.merchant ?? "merchant?",
                [result.total, result.currency].compactMap { $0 }.joined(separator: " "), result.date ?? "date?",
            ]
            line += "; draft expense \(expense): " + fields.filter { !$0.isEmpty }.joined(separator: " ")
            if let notes = result.notes { line += " (note: \(notes.replacingOccurrences(of: "\n", with: "; ")))" }
            if let original = result.possibleDuplicateOf { line += "; possible duplicate of expense \(original)" }
        }
        if let journey = result.journey, result.createdJourney != nil {
            line += "; journey \(journey) (created for its bookings)"
        } else if let journey = result.journey {
            line += "; journey \(journey)" + (result.filedBy.map { " (\($0.reason))" } ?? "")
        } else if let note = result.filingNote {
            line += "; unfiled: \(note)"
        }
        if let warning = result.warning { line += "; warning: \(warning)" }
        return line
    }
}

extension Duration {
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
