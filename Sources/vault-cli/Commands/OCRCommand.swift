import ArgumentParser
import Foundation
import OCR
import Reading
import Vault

/// `vault ocr`: prints the text vault reads from files, without storing anything.
struct OCRCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ocr",
        abstract: "Print the text of PDF, JPEG, PNG and TIFF files.",
        discussion: """
            PDF pages with a text layer are printed as they are (no OCR) unless --force-ocr is \
            given. Images and scanned pages are recognized with Tesseract: photos are turned \
            upright (EXIF orientation, then Tesseract's orientation detection), levelled when \
            their lines slant (`skew` in --json: the clockwise degrees turned), and scaled so \
            characters are about 30 px tall.

            --engine ppocr reads images with the second engine instead: PaddleOCR's PP-OCRv4 \
            text detector and recognizer, run offline by ONNX Runtime (installed by \
            scripts/setup.sh into /usr/local/lib/vault/ppocr, or set VAULT_PPOCR_DIR). It reads \
            photos of receipts better; it does not turn pages upright beyond a photo's EXIF \
            orientation, nor read PDFs.

            With several files, each file's text starts with a line `==> FILE <==`.
            The exit status is 1 if any file could not be read; the others are still printed.

            Examples:
              vault ocr receipt.jpg
              vault ocr --lang eng+deu kassenbon.png
              vault ocr --json invoice.pdf | jq '.[0].pages[0].lines[].text'
              vault ocr --engine ppocr --json photo.jpg > photo.json
              vault scan --from-ocr-json photo.json
            """
    )

    @Argument(help: "Files to read.", completion: .file())
    var files: [String]

    @OptionGroup var recognition: RecognitionOptions

    @Flag(help: "Print JSON: pages with lines, words, boxes and confidences (0-1).")
    var json = false

    @Option(help: "The OCR engine: tesseract, or ppocr for photos.")
    var engine: OCREngine = .tesseract

    @Option(help: "Threads the ppocr engine uses (default: the number of cores).")
    var threads: Int?

    func validate() throws {
        if let threads, threads < 1 { throw ValidationError("--threads must be at least 1; got \(threads)") }
    }

    func run() throws {
        if engine == .ppocr { return try runDeepText() }
        let reader = try DocumentReader(options: recognition.readOptions)
        try readEach { file in
            let document = try reader.read(path: file)
            if !document.shortfalls.isEmpty {
                // A step Leptonica or Tesseract could not take, said as import says it.
                let said = document.shortfalls.map(\.description).joined(separator: "; ")
                Terminal.error(Table.oneLine("warning: \(file): \(said)"))
            }
            // Each page's control characters escaped; the form feeds between pages kept.
            let text = document.pages.map { SafeOutput.escaped($0.text) }.joined(separator: "\n\u{0C}\n")
            return (OCRFileResult(document, languages: reader.options.languages), text)
        }
    }

    /// Reads every file with `read` (its result for `--json`, its text to print), with progress,
    /// a one-line error for each file that fails, and exit status 1 when any did.
    func readEach(_ read: (String) throws -> (result: OCRFileResult, text: String)) throws {
        let progress = ProgressLine(total: files.count)
        var results: [OCRFileResult] = []
        var failures = 0
        for (index, file) in files.enumerated() {
            progress.update(index, file)
            do {
                var (result, text) = try read(file)
                result.photoDay = Self.photoDay(of: file)
                results.append(result)
                if !json {
                    progress.finish()
                    if files.count > 1 { print(index == 0 ? "==> \(file) <==" : "\n==> \(file) <==") }
                    Swift.print(text)
                }
            } catch {
                failures += 1
                progress.finish()
                Terminal.error(error)
                results.append(OCRFileResult(file: file, error: "\(error)"))
            }
        }
        progress.finish()
        if json { try Terminal.printJSON(results) }
        if failures > 0 { throw ExitCode(ExitStatus.someFilesFailed) }
    }

    /// The day the photo in `file` was taken (its EXIF block, which lies within the first 128 KB
    /// of a JPEG), as `YYYY-MM-DD`: recorded so that a recording reads a date as the file does.
    static func photoDay(of file: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: file) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 128 * 1024),
            let day = PhotoCaptureDay(jpeg: [UInt8](head))
        else { return nil }
        return CalendarDate(year: day.year, month: day.month, day: day.day)?.description
    }
}

/// Options that choose how text is recognized, shared by every command that reads files.
struct RecognitionOptions: ParsableArguments {
    @Option(
        name: .long,
        help:
            "Tesseract languages joined by '+', e.g. eng+deu (default: eng, or `vault config set lang`; installed: \(Tessdata.languages(in: Tessdata.folder()).filter { $0 != "osd" }.joined(separator: ", ")))."
    )
    var lang: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Page segmentation: block (6, receipts), auto (3, multi-column documents), column (4), line (7), sparse (11).",
            valueName: "mode"))
    var psm: String = "block"

    @Flag(help: "OCR PDF pages even when they have a text layer.")
    var forceOCR = false

    @Flag(name: .customLong("no-rotate"), help: "Do not detect sideways or upside-down pages.")
    var noRotate = false

    @Flag(
        help:
            "Plain Tesseract: no text-size scaling, levelling, orientation check or missed-line pass (for comparisons)."
    )
    var plain = false

    func validate() throws {
        guard PageSegmentation(argument: psm) != nil else {
            throw ValidationError(
                "--psm must be one of block, auto, column, line, sparse (or 6, 3, 4, 7, 11); got '\(psm)'")
        }
        if let lang, lang.range(of: #"^[A-Za-z_]+(\+[A-Za-z_]+)*$"#, options: .regularExpression) == nil {
            throw ValidationError("--lang must be language codes joined by '+', e.g. eng+deu; got '\(lang)'")
        }
    }

    /// For commands without a vault of their own (`ocr`, `scan`): the default vault's `lang`
    /// setting applies when `--lang` is not given and that vault exists (none is created).
    var readOptions: ReadOptions {
        readOptions(configuredLanguages: lang == nil ? Self.defaultVaultLanguages() : nil)
    }

    static func defaultVaultLanguages() -> String? {
        defaultVaultSetting(.lang)
    }

    /// A setting of the default vault, when that vault exists (none is created).
    static func defaultVaultSetting(_ key: SettingKey) -> String? {
        let layout = VaultLayout.resolve(explicit: nil)
        guard FileManager.default.fileExists(atPath: layout.database.path) else { return nil }
        return try? Vault.open(layout).setting(key)
    }

    /// The options, with `--lang` falling back to the vault's `lang` setting, then `eng`.
    func readOptions(configuredLanguages: String?) -> ReadOptions {
        ReadOptions(
            languages: lang ?? configuredLanguages ?? "eng",
            segmentation: PageSegmentation(argument: psm) ?? .singleBlock,
            forceOCR: forceOCR, detectOrientation: !noRotate && !plain,
            targetTextHeight: plain ? 0 : 30, recoverMissedLines: !plain, levelSlantedLines: !plain)
    }
}

/// The JSON shape of one file in `vault ocr --json`.
struct OCRFileResult: Encodable {
    var file: String
    var mediaType: String?
    var textSource: String?
    /// The OCR languages used (for pages that were recognized).
    var languages: String?
    var pages: [PageJSON]?
    var error: String?
    /// The engine that read the pages when it was not Tesseract (`ppocr`).
    var engine: String?
    /// The day the photo was taken, from its EXIF block (`YYYY-MM-DD`).
    var photoDay: String?

    init(_ document: ReadDocument, languages: String) {
        file = document.path
        self.languages = languages
        mediaType = document.mediaType.rawValue
        textSource = document.textSource.rawValue
        pages = document.pages.map(PageJSON.init)
    }

    init(file: String, error: String) {
        self.file = file
        self.error = error
    }

    struct PageJSON: Encodable {
        var number, width, height, rotation: Int
        /// Clockwise degrees the page was turned by to level its lines; absent when it was not.
        var skew: Double?
        var source: String
        var confidence: Double
        var text: String
        var lines: [RecognizedLine]

        init(_ page: RecognizedPage) {
            number = page.number
            width = page.width
            height = page.height
            rotation = page.rotation * 90
            skew = page.skew.map { ($0 * 100).rounded() / 100 }
            source = page.source.rawValue
            confidence = (page.confidence * 1000).rounded() / 1000
            text = page.text
            lines = page.lines
        }
    }
}
