import Foundation
import OCR
import Testing

@testable import Reading

/// A document's lines are built once and read by the receipt rules, the kind's cues and the
/// invoice rules, each line's text folded once for the kind and the invoice labels: they give
/// the fields each rule gives on lines it builds itself. Real poppler on TestData's PDFs.
@Suite struct SharedLinesTests {
    /// Every PDF of TestData with a text layer: bookings, invoices, e-invoices, a long article.
    static let names = [
        "booking-car-fr-rouleo.pdf", "booking-flight-en-skylark.pdf", "booking-hotel-de-bettenfinder.pdf",
        "booking-hotel-en-roomharbor.pdf", "booking-multi-page.pdf", "booking-rail-fr-lumiere.pdf",
        "einvoice-de-eur-xml-disagrees.pdf", "einvoice-de-eur-zugferd.pdf", "einvoice-de-eur-zugferd1.pdf",
        "einvoice-nl-eur-ubl-credit-note.pdf", "einvoice-nl-eur-ubl-invoice.pdf", "invoice-de-eur-schreinerei.pdf",
        "invoice-de-eur-slogan.pdf", "invoice-en-inr-hosting.pdf", "invoice-fr-eur-plomberie.pdf",
        "invoice-gb-gbp-credit-note.pdf", "invoice-gb-gbp-marketplace.pdf", "invoice-it-eur-studio.pdf",
        "invoice-nl-eur-webshop.pdf", "invoice-text-layer.pdf", "other-long-article.pdf",
    ]

    static func pages(_ name: String) throws -> [RecognizedPage] {
        let path = DeepTextAlongsideTests.fixture(name)
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        return try DocumentReader().read(bytes: bytes, path: path).pages
    }

    @Test(arguments: names)
    func sharedLinesGiveWhatEachRuleGivesAlone(_ name: String) throws {
        let pages = try Self.pages(name)
        let lines = ReceiptLine.lines(of: pages)
        #expect(!lines.isEmpty, "\(name) has a text layer")
        let draft = ReceiptParser.parse(lines: lines)
        #expect(draft == ReceiptParser.parse(pages))

        let text = KindClassifier.Text(pages: pages, lines: lines)
        #expect(KindClassifier.decide(text, draft: draft) == KindClassifier.decide(pages: pages, draft: draft))
        // The invoice rules on every document, not only those whose kind is invoice.
        let shared = InvoiceReader.read(pages, over: draft, lines: lines, foldedLines: text.folded)
        #expect(shared == InvoiceReader.read(pages, over: draft))

        // Each line's and each cell's folded text is its own text's.
        let layout = InvoiceLayout(pages: pages, lines: lines, foldedLines: text.folded)
        #expect(layout.lines.count == lines.count)
        for line in layout.lines {
            #expect(line.folded.characters == InvoiceLabelMatch.fold(line.line.text))
            for cell in line.cells { #expect(cell.folded.characters == InvoiceLabelMatch.fold(cell.text)) }
        }
    }

    /// A line's amounts, scanned once, are those of its text, also after its text is cut to
    /// a cell, a greeting taken off, or set anew.
    @Test(arguments: names)
    func aLinesAmountsAreItsTexts(_ name: String) throws {
        for line in ReceiptLine.lines(of: try Self.pages(name)) {
            #expect(line.amounts == AmountScanner.amounts(in: line.text), "\(line.text)")
            let cut = line.leadingCell.withoutGreeting
            #expect(cut.amounts == AmountScanner.amounts(in: cut.text), "\(cut.text)")
        }
        var line = ReceiptLine(
            page: 1, index: 0, order: 0,
            line: RecognizedLine(
                text: "Kaffee", box: BoundingBox(x: 0, y: 0, width: 1, height: 1), confidence: 1, words: []))
        #expect(line.amounts.isEmpty)
        line.text = "Kaffee   3,50"
        #expect(line.amounts.map(\.value) == [Decimal(string: "3.50")])
    }

    /// A line holds a cue phrase by its words only where it holds the phrase's first word:
    /// the kind's cues pass over the others. Asked of every cue on TestData's lines and on
    /// lines made of the cues' own words, shuffled.
    @Test func aCueIsFoundByItsWordsOnlyWhereItsFirstWordIs() throws {
        let cues =
            KindClassifier.Cues.titleCues + KindClassifier.Cues.labelCues + KindClassifier.Cues.receiptCues
            + KindClassifier.Cues.bookingCues
        var lines = try Self.names.flatMap { try ReceiptLine.lines(of: Self.pages($0)).map(\.words) }
        let vocabulary = cues.flatMap { $0.phrase.split(separator: " ").map(String.init) } + ["nr", "12"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let count = Int.random(in: 0...5, using: &generator)
            lines.append((0..<count).map { _ in vocabulary.randomElement(using: &generator) ?? "" })
        }
        for cue in cues { lines.append(cue.phrase.split(separator: " ").map(String.init)) }
        var found = 0
        for words in lines {
            let present = Set(words)
            for cue in cues where KeywordMatcher.find(cue.phrase, in: words, exact: true) != nil {
                found += 1
                #expect(present.contains(cue.first), "\(cue.phrase) in \(words)")
            }
        }
        #expect(found >= cues.count)
    }

    /// Folded texts that do not belong to the lines (another count) are not used.
    @Test func foldedTextsOfOtherLinesAreNotUsed() throws {
        let pages = try Self.pages("invoice-text-layer.pdf")
        let lines = ReceiptLine.lines(of: pages)
        let stray = [InvoiceLabelMatch.Folded("Gutschrift")]
        let layout = InvoiceLayout(pages: pages, lines: lines, foldedLines: stray)
        #expect(layout.lines.map(\.folded.characters) == lines.map { InvoiceLabelMatch.fold($0.text) })
    }

    /// A second look that reads the pages again: the kind and the invoice rules read the new
    /// pages' lines, not those of the first reading.
    @Test func linesAreBuiltAgainAfterASecondLookChangesThePages() throws {
        let first = try Self.pages("booking-car-fr-rouleo.pdf")
        let second = try Self.pages("invoice-text-layer.pdf")
        let looked = DocumentPipeline.understand(pages: first) { pages, draft in
            pages = second
            draft = ReceiptParser.parse(second)
        }
        let direct = DocumentPipeline.understand(pages: second)
        #expect(direct.kind.kind == .invoice)
        #expect(looked.kind == direct.kind)
        #expect(looked.draft == direct.draft)
        #expect(looked.pages == second)
        // A look that changes nothing keeps the first reading's understanding.
        let unchanged = DocumentPipeline.understand(pages: first) { _, _ in }
        #expect(unchanged.kind == DocumentPipeline.understand(pages: first).kind)
        #expect(unchanged.draft == DocumentPipeline.understand(pages: first).draft)
    }
}
