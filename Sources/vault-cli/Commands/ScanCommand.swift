import ArgumentParser
import Foundation
import Reading
import Vault

/// `vault scan`: reads receipts and prints merchant, total, currency and date, storing nothing.
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Read merchant, total, currency and date from receipts without storing them.",
        discussion: """
            Each file is read like `vault ocr` does (text layer or OCR) and then parsed. Every \
            field comes with a confidence (0-1), the reason for it in plain words and the line it \
            was read from. Files are read by --jobs workers side by side; results are printed in \
            input order.

            With --json, prints one array with an object per file: file, merchant, total (a \
            decimal string such as "18.40"), currency (ISO 4217), date (YYYY-MM-DD), confidence, \
            reasons and evidence; null for a field that could not be read, or {file, error} for a file \
            that could not be read. The exit status is 1 if any file failed.

            Examples:
              vault scan receipt.jpg
              vault scan --json --jobs 2 inbox/*.jpg
              vault scan --lang eng+deu kassenbon.png
            """
    )

    @Argument(help: "Files to read.", completion: .file())
    var files: [String] = []

    @OptionGroup var recognition: RecognitionOptions

    @Flag(help: "Print JSON: one object per file with fields, confidences and evidence.")
    var json = false

    @Option(help: "Files read at the same time, each by its own OCR engine (default: one per core).")
    var jobs: Int?

    @Flag(
        name: .customLong("no-second-look"),
        help:
            "Read each file once. By default parts are read again where it pays: the merchant's line on its own, a poorly read date at several sizes, the whole receipt when the total or date is missing, and the money lines of a German receipt with German data."
    )
    var noSecondLook = false

    @Flag(
        name: .customLong("tesseract-only"),
        help:
            "Read photos with Tesseract alone (as `vault config set engines tesseract` in the default vault does). By default a photo Tesseract reads poorly is read by the deep-learning engine too (when scripts/setup.sh installed it), and each field is checked against both readings."
    )
    var tesseractOnly = false

    @Option(
        name: .customLong("from-ocr-json"),
        help: ArgumentHelp(
            "Parse the pages recorded by `vault ocr --json` in this file instead of reading FILES (for tuning the parser).",
            visibility: .hidden))
    var recorded: String?

    @Option(
        name: .customLong("other-ocr-json"),
        help: ArgumentHelp(
            "With --from-ocr-json: the same files recorded by the other OCR engine, to check each field against.",
            visibility: .hidden))
    var otherRecorded: String?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1; got \(jobs)") }
        if files.isEmpty && recorded == nil { throw ValidationError("Missing expected argument '<files> ...'") }
    }

    func run() throws {
        if let recorded {
            // Tesseract's word list mends names as in a live reading; without Tesseract, none.
            let words = try? DocumentReader(options: recognition.readOptions)
            let dictionary = words.map { reader in { (word: String) in (try? reader.isDictionaryWord(word)) == true } }
            try report(RecordedOCR.outcomes(path: recorded, other: otherRecorded, dictionary: dictionary))
            return
        }
        let workers = min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, max(files.count, 1))
        let progress = ProgressLine(total: files.count)
        var options = recognition.readOptions
        let setAside = RecognitionOptions.defaultVaultSetting(.engines) == PhotoEngines.tesseract.rawValue
        options.deepTextForPhotos = !tesseractOnly && !setAside
        let outcomes = ScanWorkers(files: files, options: options, secondLook: !noSecondLook, workers: workers)
            .run { done, file in progress.update(done, file) }
        progress.finish()
        try report(outcomes)
    }

    private func report(_ outcomes: [ScanOutcome]) throws {
        var failures = 0
        for outcome in outcomes {
            if let error = outcome.error {
                failures += 1
                Terminal.error(error)
            }
            if !outcome.shortfalls.isEmpty {
                Terminal.error(
                    Table.oneLine(
                        "warning: \(outcome.file): " + outcome.shortfalls.map(\.description).joined(separator: "; ")))
            }
        }
        if json {
            try Terminal.printJSON(outcomes.map(ScanFileResult.init))
        } else {
            for (index, outcome) in outcomes.enumerated() {
                if let draft = outcome.draft {
                    if index > 0 { print("") }
                    print(ScanSummary.text(file: outcome.file, draft: draft, kind: outcome.kind))
                }
            }
        }
        if failures > 0 { throw ExitCode(ExitStatus.someFilesFailed) }
    }
}

/// The result of reading and parsing one file.
struct ScanOutcome: Sendable {
    var file: String
    /// What `DocumentPipeline` understood; nil when the file could not be read.
    var understanding: Understanding?
    var error: String?
    /// What an OCR engine could not do while the file was read (``ReadDocument/shortfalls``).
    var shortfalls: [ReadingShortfall] = []

    init(file: String, understanding: Understanding, shortfalls: [ReadingShortfall] = []) {
        self.file = file
        self.understanding = understanding
        self.shortfalls = shortfalls
    }

    init(file: String, error: String) {
        self.file = file
        self.error = error
    }

    var draft: ReceiptDraft? { understanding?.draft }
    var kind: KindDecision? { understanding?.kind }
    /// For a booking document: its bookings and price.
    var bookings: BookingReading? { understanding?.bookings }
}

/// Reads files with several workers; each worker owns its `ReceiptReader` (a reader holds
/// Tesseract engines and must stay on one thread).
struct ScanWorkers: Sendable {
    let files: [String]
    let options: ReadOptions
    let secondLook: Bool
    let workers: Int

    /// Reads every file; `progress` is called (serialised) as each file starts.
    func run(progress: @escaping @Sendable (Int, String) -> Void) -> [ScanOutcome] {
        let state = ScanState(count: files.count)
        let files = self.files
        let options = self.options
        let secondLook = self.secondLook
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let reader: ReceiptReader
            do {
                reader = try ReceiptReader(options: options, secondLook: secondLook)
            } catch {
                // Without an engine this worker can only report its files as failed.
                while let index = state.next(progress: progress, files: files) {
                    state.store(ScanOutcome(file: files[index], error: "\(error)"), at: index)
                }
                return
            }
            while let index = state.next(progress: progress, files: files) {
                let file = files[index]
                do {
                    let read = try reader.read(bytes: FileBytes.read(file), path: file)
                    state.store(
                        ScanOutcome(
                            file: file, understanding: read.understanding, shortfalls: read.document.shortfalls),
                        at: index)
                } catch {
                    state.store(ScanOutcome(file: file, error: "\(error)"), at: index)
                }
            }
        }
        return state.outcomes(files: files)
    }
}

/// The work queue and results shared by the workers, behind one lock. It holds only plain
/// values (indices and results), never an engine.
private final class ScanState: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var results: [ScanOutcome?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func next(progress: (Int, String) -> Void, files: [String]) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < files.count else { return nil }
        let index = nextIndex
        nextIndex += 1
        progress(index, files[index])
        return index
    }

    func store(_ outcome: ScanOutcome, at index: Int) {
        lock.lock()
        results[index] = outcome
        lock.unlock()
    }

    func outcomes(files: [String]) -> [ScanOutcome] {
        lock.lock()
        defer { lock.unlock() }
        return results.enumerated().map { $0.element ?? ScanOutcome(file: files[$0.offset], error: "not read") }
    }
}
