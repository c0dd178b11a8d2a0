import Foundation
import OCR

/// Decides what a document is from general evidence: cue words in several languages (titles,
/// invoice labels, till words, booking words), whether a total line was found, and the
/// document's length. A pure function of the reading and the draft.
///
/// Long prose (many pages, or many long sentences without amounts) is `other` whatever words
/// it contains: a thesis mentions `Rechnung` and prints numbers, but it is no bill.
public enum KindClassifier {
    /// More pages than this is a book, a manual or a thesis, not a bill.
    static let maxBillPages = 12
    /// Text longer than this (characters) with mostly prose lines is not a bill.
    static let proseCharacters = 5000
    /// The share of prose lines (six words or more, no amount) above which long text is prose.
    static let proseShare = 0.5

    /// The kind of the document read as `pages`, whose parsed fields are `draft`.
    public static func decide(pages: [RecognizedPage], draft: ReceiptDraft) -> KindDecision {
        decide(Text(pages: pages), draft: draft)
    }

    /// What the kind is decided from that does not depend on the fields: the lines, their
    /// length and prose, and the cue phrases. Gathered once for a document whose kind is
    /// decided twice (an invoice, whose evidence names the invoice rules' total).
    struct Text {
        let pages: [RecognizedPage]
        let lines: [ReceiptLine]
        let characters: Int
        /// The share of prose lines.
        let share: Double
        /// The cue phrases; nil for a document decided before they are looked for.
        let cues: Cues?
        /// Each line's text folded for label matching, in the order of `lines`; nil where `cues` is.
        let folded: [InvoiceLabelMatch.Folded]?

        init(pages: [RecognizedPage]) {
            self.init(pages: pages, lines: ReceiptLine.lines(of: pages))
        }

        /// The text of `pages`, whose lines (`ReceiptLine.lines(of: pages)`) are built already.
        init(pages: [RecognizedPage], lines: [ReceiptLine]) {
            self.pages = pages
            self.lines = lines
            characters = lines.reduce(0) { $0 + $1.text.count }
            share = lines.isEmpty ? 0 : Double(lines.filter(KindClassifier.isProse).count) / Double(lines.count)
            if lines.isEmpty || Self.isLong(pages: pages.count, characters: characters, share: share) {
                folded = nil
                cues = nil
            } else {
                let folded = lines.map { InvoiceLabelMatch.Folded($0.text) }
                self.folded = folded
                cues = Cues(lines: lines, folded: folded)
            }
        }

        /// Too many pages for a bill, or long text mostly of prose.
        static func isLong(pages: Int, characters: Int, share: Double) -> Bool {
            pages > KindClassifier.maxBillPages
                || (characters > KindClassifier.proseCharacters && share > KindClassifier.proseShare)
        }
    }

    /// The kind of the document whose text is `text`, whose parsed fields are `draft`.
    static func decide(_ text: Text, draft: ReceiptDraft) -> KindDecision {
        let pages = text.pages
        let length = "\(String.counted(pages.count, "page")), \(text.characters) characters"
        if text.lines.isEmpty { return KindDecision(kind: .other, evidence: "no text; \(length)") }
        guard let cues = text.cues else {
            return KindDecision(
                kind: .other,
                evidence: "long text: \(length), \(Int((text.share * 100).rounded()))% of lines are prose")
        }
        let total = draft.total.flatMap { $0.evidence.first.map { "total line '\($0.text)'" } }
        var parts: [String] = []
        if !cues.titles.isEmpty { parts.append("title " + quoted(cues.titles)) }
        if !cues.labels.isEmpty { parts.append("invoice labels " + quoted(cues.labels)) }
        if !cues.receipt.isEmpty { parts.append("till words " + quoted(cues.receipt)) }
        if !cues.booking.isEmpty { parts.append("booking words " + quoted(cues.booking)) }
        parts.append(total ?? "no total line")
        parts.append(length)
        let evidence = parts.joined(separator: "; ")

        let invoiceScore = 2 * min(cues.titles.count, 1) + min(cues.labels.count, 4)
        let receiptScore = cues.receipt.count + (pages.allSatisfy { $0.source == .ocr } ? 1 : 0)
        let bookingScore = cues.booking.count
        let kind: DocumentKind
        if bookingScore >= 2 && bookingScore > invoiceScore && bookingScore > receiptScore {
            kind = .booking
        } else if invoiceScore >= 2 && invoiceScore > receiptScore {
            kind = .invoice
        } else if draft.total != nil {
            kind = .receipt
        } else {
            kind = .other
        }
        return KindDecision(kind: kind, evidence: evidence)
    }

    /// A line of running text: six words or more and no amount.
    private static func isProse(_ line: ReceiptLine) -> Bool {
        line.words.count >= 6 && line.amounts.isEmpty
    }

    private static func quoted(_ phrases: [String]) -> String {
        phrases.prefix(4).map { "'\($0)'" }.joined(separator: ", ")
    }

    /// The distinct cue phrases found in a document.
    struct Cues {
        var titles: [String] = []
        var labels: [String] = []
        var receipt: [String] = []
        var booking: [String] = []

        /// The cues of `lines`, whose texts folded (once for all the phrases asked of a
        /// line) are `folded`, in the same order.
        init(lines: [ReceiptLine], folded: [InvoiceLabelMatch.Folded]) {
            for (line, folded) in zip(lines, folded) {
                let words = Set(line.words)
                Self.collect(Self.titleCues, in: line, words, folded, into: &titles)
                if let title = Self.compoundTitle(in: line), !titles.contains(title) { titles.append(title) }
                Self.collect(Self.labelCues, in: line, words, folded, into: &labels)
                Self.collect(Self.receiptCues, in: line, words, folded, into: &receipt)
                Self.collect(Self.bookingCues, in: line, words, folded, into: &booking)
            }
        }

        /// A cue phrase and its first word: a line without that word does not hold the phrase
        /// by its words, and is not walked for it.
        struct Cue {
            let phrase: String
            let first: String

            init(_ phrase: String) {
                self.phrase = phrase
                first = phrase.split(separator: " ").first.map(String.init) ?? ""
            }
        }

        static let titleCues = KindKeywords.invoiceTitles.map(Cue.init)
        static let labelCues = KindKeywords.invoiceLabels.map(Cue.init)
        static let receiptCues = KindKeywords.receiptWords.map(Cue.init)
        static let bookingCues = KindKeywords.bookingWords.map(Cue.init)

        /// Collects the phrases of `line`, by its words (`words`, as a set) or by its letters
        /// where a text layer split a word (`Br uttosumme`, `Ver käufer`); `folded` is the
        /// line's text, folded.
        private static func collect(
            _ cues: [Cue], in line: ReceiptLine, _ words: Set<String>, _ folded: InvoiceLabelMatch.Folded,
            into found: inout [String]
        ) {
            for cue in cues where !found.contains(cue.phrase) {
                let byWords =
                    words.contains(cue.first) && KeywordMatcher.find(cue.phrase, in: line.words, exact: true) != nil
                if byWords || folded.contains([cue.phrase]) {
                    found.append(cue.phrase)
                }
            }
        }

        /// A German compound title at the start of a line (`Handelsrechnung Nr. 471102`,
        /// `Mietrechnung`, `Schlussrechnung`): the word ends in `rechnung` and a number mark follows.
        private static func compoundTitle(in line: ReceiptLine) -> String? {
            guard let first = line.words.first, first.count > "rechnung".count, first.hasSuffix("rechnung"),
                InvoiceDateFinder.isTitleLine(line.text)
            else { return nil }
            return first
        }
    }
}
