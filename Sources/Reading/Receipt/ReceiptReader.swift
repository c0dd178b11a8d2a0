import Foundation
import OCR

/// Reads a receipt file and parses it, looking a second time only when it pays:
/// - the line the merchant was read from is read again on its own, and words the dictionary
///   knows replace misread ones (see `LineReadingChoice`);
/// - a date whose digits read poorly is read again at several sizes and settled by vote
///   (see `DateVote`);
/// - a total the receipt's arithmetic does not confirm is read again the same way, and a
///   reading the arithmetic confirms, or else the majority, settles it (see `TotalVote`);
/// - the first reading lacks a total or a date: read again with the other page segmentation
///   on a background-normalised image, and fill in what the first reading missed;
/// - the receipt is in a language other than the one read with (German cue words on a receipt
///   read with `eng`) and its total is unsure: the block from its first money line down is
///   read again with that language's data, which reads its digits better, and that total is
///   taken when it is at least as sure (see `MoneyLines`).
///
/// Owns `DocumentReader`s, so it belongs to one thread at a time: one per worker.
public final class ReceiptReader {
    public let options: ReadOptions
    /// Whether parts of a file are read again where it pays (all the looks listed above);
    /// false reads each file once.
    public let secondLook: Bool
    /// Reads every page first; also reads single lines again (see `ReceiptReader+LineVotes`).
    let primary: DocumentReader
    private var secondary: DocumentReader?
    private var byLanguage: [String: DocumentReader] = [:]
    private lazy var installedLanguages: Set<String> = Set(Tessdata.languages(in: Tessdata.folder()))

    /// The deep-learning engine (``DeepTextReader``), loaded for the first photo (on the thread
    /// that first reads with it); nil once it could not be loaded (not installed), or when
    /// `options` do not want it. It takes turns at its detector with other readers when
    /// `options` name a lock file for them.
    let deepText: DeepTextLoader
    /// The largest one-page photo, in megapixels as its header declares them, that the
    /// deep-learning engine reads on a second thread while Tesseract reads it
    /// (``DeepTextAlongside``), instead of after it; nil for none. For a caller that reads one
    /// file at a time on a machine with a core to spare, within the memory it has for both
    /// engines at once. The fields are the same either way.
    public var deepTextAlongsideMegapixels: Int? = nil
    /// Whether ``read(bytes:path:)`` began the deep engine's reading of its last file beside
    /// Tesseract's (a photo within ``deepTextAlongsideMegapixels``); a caller may clear it before
    /// a file that may not reach the reader.
    public var readLastFileAlongside = false
    /// The reading begun alongside the last file and not needed: the engine is waited for
    /// before it reads again.
    var leftoverAlongside: DeepTextAlongside?

    /// A total its finder scores below this is unconfirmed by the receipt's arithmetic: the
    /// money block is read again in the receipt's own language.
    static let confirmedTotalScore = 0.7

    /// What was read and understood from one file.
    public struct Result: Sendable {
        /// The file's pages as finally read (a merchant's line read again replaces the first reading).
        public var document: ReadDocument
        /// The fields, what the document is, and a booking's bookings.
        public var understanding: Understanding
        /// Whether the second look was taken.
        public var lookedTwice: Bool
        /// The engines that read the file's pages.
        public var engines: ReadingEngines

        public init(document: ReadDocument, understanding: Understanding, lookedTwice: Bool, engines: ReadingEngines) {
            self.document = document
            self.understanding = understanding
            self.lookedTwice = lookedTwice
            self.engines = engines
        }

        public var draft: ReceiptDraft { understanding.draft }
        public var kind: KindDecision { understanding.kind }
    }

    /// `environment` is where the deep-learning engine's folder (`VAULT_PPOCR_DIR`) is looked up.
    public init(
        options: ReadOptions = ReadOptions(), secondLook: Bool = true,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        self.options = options
        self.secondLook = secondLook
        self.primary = try DocumentReader(options: options)
        self.deepText = DeepTextLoader(options: options, environment: environment)
    }

    deinit {
        leftoverAlongside?.wait()
    }

    /// The options of the second look: the other page segmentation and a normalised background.
    public static func secondLookOptions(for options: ReadOptions) -> ReadOptions {
        var second = options
        second.segmentation = options.segmentation == .singleBlock ? .singleColumn : .singleBlock
        second.normalizeBackground = true
        return second
    }

    /// Reads a file whose bytes are already in memory (as the importer has them after hashing)
    /// and understands it through `DocumentPipeline`, looking again at its pictures where it pays.
    public func read(bytes: [UInt8], path: String) throws -> Result {
        // One time budget for every look at the file; a look cut short leaves the first reading.
        let deadline = options.timeBudget.map { ReadingDeadline(seconds: $0) }
        var alongside = startAlongside(bytes: bytes, path: path)
        readLastFileAlongside = alongside != nil
        var document: ReadDocument
        do {
            // A photo Tesseract reads poorly is read by the deep engine as it lies anyway: that
            // reading, begun beside Tesseract's or made now, tells whether the page stands upright.
            let started = alongside
            document = try primary.read(
                bytes: bytes, path: path, deadline: deadline,
                upright: { [self] in
                    guard let reading = started ?? deepReadingAsItLies(bytes: bytes, path: path, deadline: deadline)
                    else { return false }
                    alongside = reading
                    return reading.showsPageUpright
                })
        } catch {
            leftoverAlongside = alongside
            throw error
        }
        let takenOn = PhotoCaptureDay(jpeg: bytes).flatMap { CalendarDate(year: $0.year, month: $0.month, day: $0.day) }
        switch deepReading(of: document, bytes: bytes, deadline: deadline, alongside: alongside) {
        case .read(let deepPages):
            let understanding = DocumentPipeline.understand(
                pages: deepPages, otherReading: document.pages, takenOn: takenOn,
                dictionary: { [primary] in (try? primary.isDictionaryWord($0)) == true })
            document.pages = understanding.pages
            return Self.result(of: document, understanding, lookedTwice: true, engines: .both)
        case .failed(let shortfall):
            // Read as a page the engine does not read: by Tesseract alone, so no field is
            // checked against a second engine's reading, nor made sure by one.
            document.shortfalls.append(shortfall)
        case .notRead:
            break
        }
        let first = document
        var lookedTwice = false
        let understanding = DocumentPipeline.understand(
            pages: document.pages, embeddedXML: EInvoiceReader.xml(of: document, bytes: bytes), takenOn: takenOn,
            sentOn: document.mailSentDay.flatMap { CalendarDate(year: $0.year, month: $0.month, day: $0.day) },
            markup: document.markup,
            photoReadAlone: Self.readsPoorly(first)
        ) { pages, draft in
            guard secondLook, first.textSource == .ocr else { return }
            var looked = first
            lookedTwice = lookAgain(at: &looked, draft: &draft, bytes: bytes, deadline: deadline)
            pages = looked.pages
            document.shortfalls = looked.shortfalls
        }
        document.pages = understanding.pages
        return Self.result(of: document, understanding, lookedTwice: lookedTwice, engines: .tesseract)
    }

    /// The result of reading `document`, whichever engines read it: what could not be done
    /// (`document.shortfalls`) is said where the draft's other remarks are, its notes.
    private static func result(
        of document: ReadDocument, _ understanding: Understanding, lookedTwice: Bool, engines: ReadingEngines
    ) -> Result {
        var result = Result(
            document: document, understanding: understanding, lookedTwice: lookedTwice, engines: engines)
        result.understanding.draft.notes += document.shortfalls.map(\.description)
        return result
    }

    /// The looks listed above, at a file read by OCR; returns whether the whole file was read
    /// a second time. Confidences stay on the finders' scale (the pipeline calibrates them).
    private func lookAgain(
        at document: inout ReadDocument, draft: inout ReceiptDraft, bytes: [UInt8], deadline: ReadingDeadline?
    ) -> Bool {
        let pictures = PagePictures(
            bytes: bytes, path: document.path, dpi: options.renderDPI, budget: options.pixelBudget)
        defer {
            if let reason = pictures.failure {
                document.shortfalls.note(.lookFailed(look: "reading lines again", reason: reason))
            }
        }
        let ownLanguage = betterLanguage(for: document).flatMap { language in
            attempt(look: "the reading in \(language)", noting: &document) { try languageReader(language) }
        }
        rereadMerchantLine(of: &draft, in: &document, pictures: pictures, ownLanguage: ownLanguage)
        NameSpelling.mend(&draft) { isWord($0, ownLanguage: ownLanguage) }
        noteDictionaryWords(of: &draft, in: document, ownLanguage: ownLanguage)
        settleUnsureDate(of: &draft, in: document, pictures: pictures)
        findMissingDate(of: &draft, in: document, pictures: pictures)
        mendCutYear(of: &draft, in: document, pictures: pictures)
        settleUnconfirmedTotal(of: &draft, in: document, pictures: pictures)
        if (draft.total?.score ?? 0) < Self.confirmedTotalScore, let reader = ownLanguage {
            let again = MoneyLines.rereadBlock(in: document, with: reader, pictures: pictures)
            draft = draft.preferringTotal(of: ReceiptParser.parse(again.pages))
            return true
        }
        guard Self.needsSecondLook(draft) else { return false }
        guard
            let reader = attempt(
                look: "the second reading", noting: &document,
                { try secondary ?? DocumentReader(options: Self.secondLookOptions(for: options)) })
        else { return false }
        secondary = reader
        let path = document.path
        guard
            let second = attempt(
                look: "the second reading", noting: &document,
                { try reader.read(bytes: bytes, path: path, deadline: deadline) })
        else { return true }
        for shortfall in second.shortfalls { document.shortfalls.note(shortfall) }
        draft = draft.filling(from: ReceiptParser.parse(second.pages))
        return true
    }

    /// `look`'s result; nil when it threw, and then, unless the file's time budget was spent
    /// (a look cut short by it leaves the first reading, as documented), the failure noted in
    /// `document`'s shortfalls.
    private func attempt<Value>(
        look: String, noting document: inout ReadDocument, _ body: () throws -> Value
    ) -> Value? {
        do {
            return try body()
        } catch OCRError.timeBudgetExceeded {
            return nil
        } catch {
            document.shortfalls.note(.lookFailed(look: look, reason: ReadingShortfall.reason(error)))
            return nil
        }
    }

    /// Whether the OCR dictionary of the language read with, or of the receipt's own language
    /// (`ownLanguage`, when that is another), knows `word`: a correctly read `Bäckerei` is not
    /// traded for an English word a slip away. Nouns for kinds of shop (`PERNIAGAAN`,
    /// `RESTORAN`) count as words in every language.
    private func isWord(_ word: String, ownLanguage: DocumentReader?) -> Bool {
        ShopWords.exactly.contains(word.lowercased()) || (try? primary.isDictionaryWord(word)) == true
            || (try? ownLanguage?.isDictionaryWord(word)) == true
    }

    /// Records the share of the merchant's words that the OCR dictionary knows: a name read
    /// with slips is rarely made of real words. A word the dictionary does not know (`AEON`,
    /// `UNIHAKKA`) that another line of the receipt prints exactly as read (the address, a
    /// thank-you line, the owner company) is vouched for by that second printing: noted as
    /// `printedAgain` when every such word is.
    private func noteDictionaryWords(
        of draft: inout ReceiptDraft, in document: ReadDocument, ownLanguage: DocumentReader?
    ) {
        guard let merchant = draft.merchant else { return }
        let words = merchant.value.split(whereSeparator: { !$0.isLetter }).map(String.init).filter { $0.count >= 3 }
        guard !words.isEmpty else { return }
        let unknown = words.filter { word in
            !isWord(word, ownLanguage: ownLanguage) && !LegalForms.contains(printed: [word])
        }
        draft.merchant?.signals[.dictionaryShare] = Double(words.count - unknown.count) / Double(words.count)
        guard !unknown.isEmpty else { return }
        let elsewhere = NameEcho.elsewhere(ReceiptLine.lines(of: document.pages), besides: merchant.evidence)
        if NameEcho.printedElsewhere(unknown, elsewhere: elsewhere) {
            draft.merchant?.signals[.printedAgain] = 1
        }
    }

    /// Reads the merchant's line again on its own at several sizes; where the first of those
    /// readings has dictionary words for misread ones, or most readings agree on a word the
    /// line has otherwise (`WordVote`), the line (in the document too) and the merchant are
    /// updated. How many readings repeat the line is kept as `voteShare`.
    /// `ownLanguage` reads the receipt's own language when that is not the one it was read with.
    private func rereadMerchantLine(
        of draft: inout ReceiptDraft, in document: inout ReadDocument, pictures: PagePictures,
        ownLanguage: DocumentReader?
    ) {
        guard let evidence = draft.merchant?.evidence.first, let (pageIndex, original) = document.line(of: evidence),
            let picture = pictures.picture(of: document.pages[pageIndex])
        else { return }
        let reader = primary
        let isWord = { (word: String) -> Bool in self.isWord(word, ownLanguage: ownLanguage) }
        let readings = NameAgreement.heights.map { height in
            pictures.attempt { try reader.rereadLine(in: original.box, of: picture, height: height) }
        }
        var taken = original
        /// Puts `line` in the merchant's line's place and takes the name read from it; a
        /// reading that no longer gives a name from that line changes nothing.
        func take(_ line: RecognizedLine) {
            var pages = document.pages
            pages[pageIndex].lines[evidence.line] = line
            guard var merchant = ReceiptParser.parse(pages).merchant,
                merchant.evidence.contains(where: { $0.page == evidence.page && $0.line == evidence.line })
            else { return }
            document.pages = pages
            if merchant.value != draft.merchant?.value { merchant.signals[.reread] = 1 }
            draft.merchant = merchant
            taken = line
        }
        if let again = readings.first ?? nil, let merged = LineReadingChoice.merged(original, again, isWord: isWord) {
            take(merged)
        }
        let read = readings.compactMap { $0 }
        if let voted = WordVote.voted(taken, readings: read, isWord: isWord) {
            take(voted)
        }
        draft.merchant?.signals[.voteShare] = NameAgreement.share(of: taken, among: read)
        if let name = draft.merchant?.value {
            draft.merchant?.signals[.nameInReadings] = NameAgreement.nameShare(of: name, readFrom: taken, among: read)
        }
    }

    /// The installed language the receipt's words point to, when it was not read with it.
    private func betterLanguage(for document: ReadDocument) -> String? {
        let words = ReceiptLine.lines(of: document.pages).map(\.words)
        guard let language = LanguageCues.language(of: words), installedLanguages.contains(language),
            !options.languages.split(separator: "+").contains(Substring(language))
        else { return nil }
        return language
    }

    /// A reader for `language`, bound to the deadline of the file being read.
    private func languageReader(_ language: String) throws -> DocumentReader {
        let reader = try byLanguage[language] ?? DocumentReader(options: options.with(languages: language))
        byLanguage[language] = reader
        reader.deadline = primary.deadline
        return reader
    }

    /// A total or a date is missing.
    package static func needsSecondLook(_ draft: ReceiptDraft) -> Bool {
        draft.total == nil || draft.date == nil
    }
}

extension ReadOptions {
    /// These options with other OCR languages.
    func with(languages: String) -> ReadOptions {
        var options = self
        options.languages = languages
        return options
    }
}

extension ReceiptDraft {
    /// This draft with the total (and its subtotal and tax) of `other`, a reading in the
    /// receipt's own language, when that total is at least as sure; missing fields filled in.
    package func preferringTotal(of other: ReceiptDraft) -> ReceiptDraft {
        var result = filling(from: other)
        if let theirs = other.total, theirs.value == total?.value {
            result.total?.signals[.readingsAgree] = 1
        } else if var theirs = other.total, theirs.score >= (total?.score ?? 0) {
            theirs.signals[.ownLanguageReading] = 1
            result.total = theirs
            result.subtotal = other.subtotal
            result.tax = other.tax
        }
        return result
    }

    /// This draft with missing fields taken from `other`, a draft
    /// of another reading of the same document. Evidence of a taken field quotes the other
    /// reading's line.
    public func filling(from other: ReceiptDraft) -> ReceiptDraft {
        var result = self
        let other = other.markedAsSecondLook
        if total == nil, let theirs = other.total {
            result.total = theirs
            if other.currency != nil && (currency?.score ?? 0) < 0.9 { result.currency = other.currency }
            result.subtotal = other.subtotal ?? subtotal
            result.tax = other.tax ?? tax
        }
        if date == nil { result.date = other.date }
        if time == nil { result.time = other.time }
        if merchant == nil { result.merchant = other.merchant }
        if currency == nil { result.currency = other.currency }
        return result
    }
}

extension ReceiptDraft {
    /// This draft with every field marked as read by the second look.
    fileprivate var markedAsSecondLook: ReceiptDraft {
        var draft = self
        draft.merchant?.signals[.secondLook] = 1
        draft.total?.signals[.secondLook] = 1
        draft.currency?.signals[.secondLook] = 1
        draft.date?.signals[.secondLook] = 1
        return draft
    }
}

/// The pictures of one file's pages, decoded the first time a look needs them and kept for the
/// next look at the same file.
final class PagePictures {
    private let bytes: [UInt8]
    private let path: String
    private let dpi: Double
    private let budget: PixelBudget
    private var decoded: [Int: PagePicture] = [:]
    /// Why a page's picture, or a reading of part of it, could not be had, the first time one
    /// could not (those lines are then not read again).
    private(set) var failure: String?

    init(bytes: [UInt8], path: String, dpi: Double, budget: PixelBudget) {
        self.bytes = bytes
        self.path = path
        self.dpi = dpi
        self.budget = budget
    }

    /// The picture of `page`; nil for a text-layer page or a file that no longer decodes.
    func picture(of page: RecognizedPage) -> PagePicture? {
        if let picture = decoded[page.number] { return picture }
        guard let picture = attempt({ try PagePicture(of: page, bytes: bytes, path: path, dpi: dpi, budget: budget) })
        else { return nil }
        decoded[page.number] = picture
        return picture
    }

    /// What `reading` (a reading of part of a picture) gives; nil when it threw, the first such
    /// failure kept as ``failure``. One cut short by the file's time budget is not kept: a look
    /// so cut leaves the first reading, as documented.
    func attempt<Value>(_ reading: () throws -> Value?) -> Value? {
        do {
            return try reading()
        } catch OCRError.timeBudgetExceeded {
            return nil
        } catch {
            failure = failure ?? ReadingShortfall.reason(error)
            return nil
        }
    }
}

extension ReadDocument {
    /// The page index and the line that `evidence` points to, when it is a line of this reading.
    func line(of evidence: FieldEvidence) -> (pageIndex: Int, line: RecognizedLine)? {
        guard let pageIndex = pages.firstIndex(where: { $0.number == evidence.page }),
            pages[pageIndex].lines.indices.contains(evidence.line)
        else { return nil }
        return (pageIndex, pages[pageIndex].lines[evidence.line])
    }
}
