import Foundation
import OCR

/// One file for a reader process to import, with everything it needs to do so as the
/// parent would: the vault, the import options and the processor time the file may take.
/// Sent as one JSON line; the answer is one JSON line, a ``ReaderAnswer``.
struct ReaderRequest: Codable, Sendable {
    var vaultRoot: String
    var path: String
    var options: WireImportOptions
    /// Processor seconds this file may take (`RLIMIT_CPU` counted from the reader's use so far).
    var cpuSeconds: Double?
    /// Set: no file is read; the reader opens the vault and loads its engines for the files to
    /// come, and answers ``ImportResult/prepared``.
    var prepareOnly: Bool?
}

/// ``ImportOptions`` as the reader process receives them. Every option that changes how a
/// file is read or filed must be carried here, or the reader would read with its default.
struct WireImportOptions: Codable, Sendable, Equatable {
    var journey: String?
    var maxFileSize: Int64
    var inbox: String?
    var createJourneys: Bool
    var deepTextAlongsideMegapixels: Int?
    var read: WireReadOptions

    init(_ options: ImportOptions) {
        journey = options.journey
        maxFileSize = options.maxFileSize
        inbox = options.inbox?.path
        createJourneys = options.createJourneys
        deepTextAlongsideMegapixels = options.deepTextAlongsideMegapixels
        read = WireReadOptions(options.read)
    }

    /// The options for the reader's own importer: one file at a time, in this process.
    var importOptions: ImportOptions {
        var options = ImportOptions(
            journey: journey, jobs: 1, read: read.readOptions, maxFileSize: maxFileSize,
            inbox: inbox.map { URL(fileURLWithPath: $0) })
        options.createJourneys = createJourneys
        options.deepTextAlongsideMegapixels = deepTextAlongsideMegapixels
        return options
    }
}

/// ``ReadOptions`` as the reader process receives them.
struct WireReadOptions: Codable, Sendable, Equatable {
    var languages: String
    var segmentation: PageSegmentation
    var forceOCR: Bool
    var renderDPI: Double
    var detectOrientation: Bool
    var targetTextHeight: Double
    var minimumTextLayerCharacters: Int
    var recoverMissedLines: Bool
    var normalizeBackground: Bool
    var cropToPaper: Bool
    var levelSlantedLines: Bool
    var pixelBudget: Int
    var maxPages: Int
    var timeBudget: Double?
    var deepTextForPhotos: Bool

    init(_ options: ReadOptions) {
        languages = options.languages
        segmentation = options.segmentation
        forceOCR = options.forceOCR
        renderDPI = options.renderDPI
        detectOrientation = options.detectOrientation
        targetTextHeight = options.targetTextHeight
        minimumTextLayerCharacters = options.minimumTextLayerCharacters
        recoverMissedLines = options.recoverMissedLines
        normalizeBackground = options.normalizeBackground
        cropToPaper = options.cropToPaper
        levelSlantedLines = options.levelSlantedLines
        pixelBudget = options.pixelBudget.pixels
        maxPages = options.maxPages
        timeBudget = options.timeBudget
        deepTextForPhotos = options.deepTextForPhotos
    }

    var readOptions: ReadOptions {
        var options = ReadOptions(
            languages: languages, segmentation: segmentation, forceOCR: forceOCR, renderDPI: renderDPI,
            detectOrientation: detectOrientation, targetTextHeight: targetTextHeight,
            minimumTextLayerCharacters: minimumTextLayerCharacters, recoverMissedLines: recoverMissedLines,
            normalizeBackground: normalizeBackground, cropToPaper: cropToPaper,
            levelSlantedLines: levelSlantedLines, pixelBudget: PixelBudget(pixels: pixelBudget),
            maxPages: maxPages, timeBudget: timeBudget)
        options.deepTextForPhotos = deepTextForPhotos
        return options
    }
}

/// The reader's answer for one file: its result, and whether the reader ends after it (it came
/// close to its memory limit, so its next file gets a new one).
struct ReaderAnswer: Codable, Sendable {
    var result: ImportResult
    var retiring: Bool
    /// The file failed in a reader that had come close to its memory limit on an earlier file:
    /// a new reader reads it again to tell whether memory was the reason.
    var readAgain = false
}
