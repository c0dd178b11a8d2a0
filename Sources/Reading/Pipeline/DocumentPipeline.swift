import Foundation
import OCR

/// What one document says: its fields, what kind of document it is, and (for a booking) its
/// bookings and price.
public struct Understanding: Sendable {
    /// The document's text as finally read: a line read again on a second look replaces the first reading.
    public var pages: [RecognizedPage]
    /// The fields, with calibrated confidences and the evidence each was read from.
    public var draft: ReceiptDraft
    /// What the document is, and why.
    public var kind: KindDecision
    /// For a booking document: its bookings and price; nil for every other kind.
    public var bookings: BookingReading?

    public init(pages: [RecognizedPage], draft: ReceiptDraft, kind: KindDecision, bookings: BookingReading? = nil) {
        self.pages = pages
        self.draft = draft
        self.kind = kind
        self.bookings = bookings
    }
}

/// The one way from a document's recognised text to its fields: parse, look again where the
/// caller can, settle a number read as a date, calibrate the confidences, decide the kind,
/// read an invoice with the invoice rules and an e-invoice from its XML, and a booking's
/// bookings. Import, the inbox, `vault scan` (on files or on recorded `vault ocr --json`
/// pages), a corrected kind, text documents and the fuzz harnesses all read through it, so
/// that what is measured is what is shipped.
public enum DocumentPipeline {
    /// A second look at the page images: given the pages and their first parse, it may read
    /// lines again (changing the pages) and improve the fields, whose confidences are still on
    /// the finders' scale. Only a caller that holds the pictures and an OCR engine can look
    /// again (`ReceiptReader`).
    public typealias LookAgain = (_ pages: inout [RecognizedPage], _ draft: inout ReceiptDraft) -> Void

    /// Understands a document whose text is `pages`.
    /// - Parameters:
    ///   - embeddedXML: the e-invoice XML the document carries (or is, for a bare XML file):
    ///     its fields win over the printed text's.
    ///   - lookAgain: a second look at the page images, between the parse and the calibration.
    ///   - otherReading: the same pages read by the other OCR engine: its fields check `pages`'
    ///     fields and fill in those `pages` lack (`EngineAgreement`); `pages` stay the text kept.
    ///   - takenOn: the day the document's photo was taken (its EXIF block): a date the receipt
    ///     leaves either way round is the one not after it (`PhotoDayOrder`).
    ///   - sentOn: the day an e-mail was sent (its `Date:` header, in the sender's zone): a
    ///     booking's day printed without its year is the first not before it.
    ///   - markup: the schema.org markup of an e-mail's or a page's HTML: its reservations make
    ///     the document a booking and win over the text's bookings (`MarkupMerge`).
    ///   - photoReadAlone: `pages` are Tesseract's reading of a photo it reads poorly that no
    ///     second engine read (`ReceiptReader.readsPoorly`): its readings at other sizes vouch
    ///     for no name there (`FieldSignal.photoReadAlone`).
    ///   - dictionary: whether the OCR engine's word list holds a word: a word of the merchant
    ///     misread by one letter is mended into one (`NameSpelling`, and
    ///     `EngineAgreement.wordMends` where `otherReading` reads it so), for readings that
    ///     `lookAgain` does not mend (another engine's text, a recording); a word of it that is
    ///     none is parted into words where `otherReading` parts it (`EngineAgreement.wordBreaks`).
    public static func understand(
        pages: [RecognizedPage], otherReading: [RecognizedPage]? = nil, embeddedXML: EmbeddedFile? = nil,
        takenOn: CalendarDate? = nil, sentOn: CalendarDate? = nil, markup: HTMLMarkup? = nil,
        photoReadAlone: Bool = false, lookAgain: LookAgain = { _, _ in }, dictionary: ((String) -> Bool)? = nil
    ) -> Understanding {
        var pages = pages
        let read = pages
        var lines = ReceiptLine.lines(of: pages)
        var draft = ReceiptParser.parse(lines: lines)
        lookAgain(&pages, &draft)
        if photoReadAlone { draft.merchant?.signals[.photoReadAlone] = 1 }
        // A second look that read lines again changed the pages: their lines are built anew.
        // Unchanged pages share their storage with `read`, so the comparison is immediate.
        if pages != read { lines = ReceiptLine.lines(of: pages) }
        NumberDate.settle(&draft, pages: pages)
        if let otherReading, !otherReading.isEmpty {
            var theirs = ReceiptParser.parse(otherReading)
            NumberDate.settle(&theirs, pages: otherReading)
            draft = EngineAgreement.weighed(draft, against: theirs, theirPages: otherReading)
        }
        if let dictionary {
            let isWord = { (word: String) in ShopWords.exactly.contains(word.lowercased()) || dictionary(word) }
            if let otherReading, let name = draft.merchant?.value {
                draft.merchant?.value = EngineAgreement.wordBreaks(from: otherReading, into: name, isWord: isWord)
            }
            draft = mendingName(of: draft, isWord: isWord, ours: pages, otherReading: otherReading ?? [])
        }
        if let takenOn { draft = PhotoDayOrder.decided(draft, takenOn: takenOn) }
        draft = ConfidenceCalibration.calibrated(draft)
        var understanding =
            embeddedXML.map { eInvoice(pages: pages, lines: lines, xml: $0, printed: draft) }
            ?? printed(pages: pages, lines: lines, draft: draft)
        let reservations = markup.map(ReservationMarkup.read) ?? []
        if !reservations.isEmpty {
            let types = reservations.map(\.mark.schemaType)
            let named = Set(types).sorted().map { type in
                let count = types.filter { $0 == type }.count
                return count > 1 ? "\(count) \(type)" : type
            }
            understanding.kind = KindDecision(
                kind: .booking, evidence: "schema.org markup: " + named.joined(separator: ", "))
        }
        if understanding.kind.kind == .booking {
            let text = BookingReader.read(pages, receipt: understanding.draft, sentOn: sentOn)
            understanding.bookings = reservations.isEmpty ? text : MarkupMerge.merged(reservations, text: text)
        }
        return understanding
    }

    /// `draft` with its merchant's words misread by a letter mended into words `isWord` knows
    /// (the engine's word list, kinds of shop): first where `otherReading` reads the word so
    /// (`EngineAgreement.wordMends`; `ours` are the pages the name was read from), then where
    /// one letter OCR confuses makes a word of it (`NameSpelling`); unless the name as read is
    /// sure: `CAVALIERE`, read clearly at the top by both engines, is no slip of a word a letter
    /// away.
    private static func mendingName(
        of draft: ReceiptDraft, isWord: (String) -> Bool, ours: [RecognizedPage], otherReading: [RecognizedPage]
    ) -> ReceiptDraft {
        var mended = draft
        if let name = draft.merchant?.value, !otherReading.isEmpty {
            let read = EngineAgreement.wordMends(from: otherReading, ours: ours, into: name, isWord: isWord)
            if read != name {
                mended.merchant?.value = read
                mended.merchant?.signals[.respelled] = 1
            }
        }
        NameSpelling.mend(&mended, isWord: isWord)
        guard mended.merchant?.value != draft.merchant?.value,
            (ConfidenceCalibration.calibrated(draft).merchant?.confidence ?? 0) < ConfidenceCalibration.sure
        else { return draft }
        return mended
    }

    /// `draft` with a date printed either way round (`04/05/2025`, nothing on the receipt
    /// saying which) turned the way that falls within `spans` (the days of the journey it is
    /// filed into, or of every journey) when only one way does, and its confidence assessed
    /// again; unchanged otherwise. Runs where the vault is open, as the draft is committed.
    public static func placed(_ draft: ReceiptDraft, withinDays spans: [ClosedRange<CalendarDate>]) -> ReceiptDraft {
        guard !spans.isEmpty else { return draft }
        let decided = KnownDaysOrder.decided(
            draft, allows: { day in spans.contains { $0.contains(day) } }, signal: .journeyDays)
        guard decided.date?.signals.has(.journeyDays) == true else { return draft }
        var result = draft
        result.date = ConfidenceCalibration.calibrated(decided).date
        return result
    }

    /// `draft` with what the vault remembers of its shop (`recollection`) as the merchant's
    /// evidence: the name the owner gave, the name as read kept beside it, and the merchant's
    /// confidence set by `ConfidenceCalibration.recalled`. The last step of reading; it runs
    /// where the vault is open (the reader process holds none), as the draft is committed.
    public static func remembered(_ draft: ReceiptDraft, _ recollection: Recollection?) -> ReceiptDraft {
        guard let recollection else { return draft }
        var result = draft
        var merchant = draft.merchant ?? DraftField(value: recollection.name, score: 0, evidence: [])
        result.readMerchant = draft.merchant?.value
        merchant.value = recollection.name
        switch recollection.source {
        case .knownShop(let strength): merchant.signals[.knownShop] = strength
        case .correction(_, let exact): merchant.signals[.learnedName] = exact ? 1 : 0.5
        case .spelling: merchant.signals[.ownerSpelling] = 1
        }
        result.merchant = ConfidenceCalibration.recalled(merchant)
        result.merchantNote = recollection.note
        return result
    }

    /// The kind of the document read as `pages`, and its fields: `draft` (the receipt rules'
    /// reading) improved by the invoice rules when it is an invoice. `lines` are the pages'
    /// lines (`ReceiptLine.lines(of: pages)`), built once for the parser, the kind and the
    /// invoice rules.
    static func printed(pages: [RecognizedPage], lines: [ReceiptLine], draft: ReceiptDraft) -> Understanding {
        let text = KindClassifier.Text(pages: pages, lines: lines)
        var kind = KindClassifier.decide(text, draft: draft)
        guard kind.kind == .invoice else { return Understanding(pages: pages, draft: draft, kind: kind) }
        let invoice = InvoiceReader.read(pages, over: draft, lines: lines, foldedLines: text.folded)
        kind.evidence = KindClassifier.decide(text, draft: invoice).evidence
        return Understanding(pages: pages, draft: invoice, kind: kind)
    }

    /// An e-invoice: the XML's fields over the printed text read with the invoice rules
    /// (whatever its cues say: the XML makes it an invoice).
    static func eInvoice(
        pages: [RecognizedPage], lines: [ReceiptLine], xml: EmbeddedFile, printed: ReceiptDraft
    ) -> Understanding {
        let isBare = !pages.isEmpty && pages.allSatisfy { $0.source == .xml }
        let printed = isBare ? ReceiptDraft() : InvoiceReader.read(pages, over: printed, lines: lines)
        let draft = EInvoiceReader.read(xml, over: printed, hasPrintedText: !isBare)
        let syntax = EInvoiceReader.syntax(of: xml)?.rawValue ?? "unreadable"
        let source = isBare ? "a \(syntax) XML e-invoice" : "e-invoice: embedded \(syntax) XML '\(xml.name)'"
        let cues =
            isBare
            ? nil : KindClassifier.decide(KindClassifier.Text(pages: pages, lines: lines), draft: printed).evidence
        let evidence = ([source] + (cues.map { [$0] } ?? [])).joined(separator: "; ")
        return Understanding(pages: pages, draft: draft, kind: KindDecision(kind: .invoice, evidence: evidence))
    }
}
