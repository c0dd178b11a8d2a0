import Foundation
import OCR
import Testing

@testable import Reading

/// A page built from cells placed on a grid: each row is (top in points, [(left, text)]),
/// text 10 points tall, words 6 points wide per character, as a PDF text layer gives them.
/// `tall` lists the tops of rows printed twice as tall (20 points).
private func page(
    _ rows: [(Int, [(Int, String)])], number: Int = 1, source: TextSource = .pdfText, tall: Set<Int> = []
) -> RecognizedPage {
    let lines = rows.map { top, cells -> RecognizedLine in
        let height = tall.contains(top) ? 20 : 10
        var words: [RecognizedWord] = []
        for (left, text) in cells {
            var x = left
            for word in text.split(separator: " ") {
                words.append(
                    RecognizedWord(
                        text: String(word), box: BoundingBox(x: x, y: top, width: word.count * 6, height: height),
                        confidence: 1))
                x += word.count * 6 + 4
            }
        }
        let text = cells.map(\.1).joined(separator: "   ")
        let box = BoundingBox(x: cells.first?.0 ?? 0, y: top, width: 500, height: height)
        return RecognizedLine(text: text, box: box, confidence: 1, words: words)
    }
    return RecognizedPage(number: number, width: 595, height: 842, source: source, lines: lines)
}

@Suite struct KindClassifierTests {
    @Test func longProseIsOtherEvenWhenItMentionsABill() {
        let sentence = "In der Rechnung des Autors wird die Summe der Kosten für das ganze Projekt genau beschrieben"
        let pages = (1...3).map { number in
            page((0..<40).map { (40 + 18 * $0, [(40, sentence)]) }, number: number)
        }
        let draft = ReceiptDraft(total: DraftField(value: 1, confidence: 0.3, evidence: []))
        let decision = KindClassifier.decide(pages: pages, draft: draft)
        #expect(decision.kind == .other)
        #expect(decision.evidence.contains("long text"))
    }

    @Test func manyPagesAreOtherWhateverTheyContain() {
        let pages = (1...20).map { page([(40, [(40, "Invoice")]), (60, [(40, "Total   12.00")])], number: $0) }
        #expect(KindClassifier.decide(pages: pages, draft: ReceiptDraft()).kind == .other)
    }

    @Test func titleAndLabelsMakeAnInvoiceTillWordsAReceiptBookingWordsABooking() {
        let total = ReceiptDraft(total: DraftField(value: 10, confidence: 0.9, evidence: []))
        let invoice = page([
            (40, [(40, "Rechnung")]), (60, [(40, "Rechnungsdatum: 01.02.2025")]), (80, [(40, "IBAN DE12")]),
        ])
        #expect(KindClassifier.decide(pages: [invoice], draft: total).kind == .invoice)
        let receipt = page(
            [(40, [(40, "CAFE")]), (60, [(40, "CASH   20.00")]), (80, [(40, "CHANGE   10.00")])], source: .ocr)
        #expect(KindClassifier.decide(pages: [receipt], draft: total).kind == .receipt)
        let booking = page([
            (40, [(40, "Booking confirmation")]), (60, [(40, "Passenger: A. Berg")]), (80, [(40, "Seat 12A")]),
        ])
        #expect(KindClassifier.decide(pages: [booking], draft: total).kind == .booking)
        let note = page([(40, [(40, "Meeting notes")]), (60, [(40, "Bring the plans")])])
        #expect(KindClassifier.decide(pages: [note], draft: ReceiptDraft()).kind == .other)
    }

    @Test func aTillSlipThatCallsItselfASimplifiedInvoiceStaysAReceipt() {
        let total = ReceiptDraft(total: DraftField(value: 10, confidence: 0.9, evidence: []))
        let slip = page(
            [(40, [(40, "FACTURA SIMPLIFICADA")]), (60, [(40, "EFECTIVO   20,00")]), (80, [(40, "CAMBIO   10,00")])],
            source: .ocr)
        #expect(KindClassifier.decide(pages: [slip], draft: total).kind == .receipt)
    }
}

@Suite struct InvoiceRuleTests {
    @Test func theIssuerIsNeverTheCustomerBlockBesideIt() {
        let invoice = page([
            (40, [(40, "INVOICE")]),
            (70, [(40, "Bill To:"), (320, "Invoice from:")]),
            (84, [(40, "Acme Retail LLP"), (320, "Bluepeak Technologies Pvt. Ltd.")]),
            (98, [(40, "22 MG Road"), (320, "GSTIN 36AABCB5678C1Z2")]),
        ])
        let merchant = InvoiceReader.read([invoice], over: ReceiptDraft()).merchant
        #expect(merchant?.value == "Bluepeak Technologies Pvt. Ltd.")
        // Named by the issuer label with a legal form: a rule measured right on every invoice.
        #expect((merchant?.confidence ?? 0) >= ConfidenceCalibration.sure)
        #expect(merchant?.signals[.issuerSource] == 4)
    }

    /// `A LIMITED PARTNERSHIP` under `ALDI STORES` on a till's tax invoice says what kind of
    /// company the shop is; it names no one, however its legal form ranks in the letterhead.
    @Test func aLegalFormSaidInWordsNamesNoIssuer() throws {
        let lines = [
            "[h=39]ALDI STORES", "[h=42]A IMITED PARTNERSHIP", "[h=36]CARINDALE", "[h=34]A3N: 90 196 565 019",
            "[h=40]TAX INVOICE", "[h=43]$", "[h=40]46199 Baby Soinach 120g           1.79 A",
            "[h=40]35250 Ckr Brown Rice 100g         1.39 B", "[h=43]4376 PremBakadBeansTom425g        0.89 A",
            "[h=63]Total = $4.07",
        ]
        let understanding = DocumentPipeline.understand(pages: TextPage.pages(lines))
        #expect(understanding.kind.kind == .invoice)
        #expect(try #require(understanding.draft.merchant).value == "ALDI STORES")
        #expect(LegalForms.isBare(["a", "limited", "partnership"]))
        #expect(!LegalForms.isBare(["a", "limited", "partnership"], described: false))
        #expect(!LegalForms.isBare(["aldi", "limited", "partnership"]))
    }

    @Test func aMarketplaceSaleNamesTheSellerOfRecordAndTheMarketplace() {
        func issuer(headedBy head: String) -> DraftField<String>? {
            let invoice = page(
                [
                    (30, [(40, head)]),
                    (70, [(40, "Tax Invoice")]),
                    (90, [(40, "Verkauft von: Buchhaus Weber GmbH")]),
                    (104, [(40, "USt-IdNr. DE 123 456 789")]),
                    (300, [(40, "Rechnungsbetrag   36,98 €")]),
                ], tall: [30])
            return InvoiceReader.read([invoice], over: ReceiptDraft()).merchant
        }
        let sale = issuer(headedBy: "Shopwell")
        #expect(sale?.value == "Buchhaus Weber GmbH via Shopwell")
        #expect(sale?.signals[.marketplace] == 1)
        // Not measured on real marketplace invoices: not sure.
        #expect((sale?.confidence ?? 1) < ConfidenceCalibration.sure)
        // Headed by the seller itself: no marketplace.
        #expect(issuer(headedBy: "Buchhaus Weber")?.value == "Buchhaus Weber GmbH")
    }

    @Test func aTaxRegistrationNumberIsNoAmountOfTax() {
        for registration in ["VAT Reg. No. GB 284 5512 07", "GST ID: 000123456", "USt-IdNr. DE 311 204 557"] {
            #expect(LineKind.of(KeywordMatcher.words(of: registration)) == .other, "\(registration)")
        }
        #expect(LineKind.of(KeywordMatcher.words(of: "VAT 20% 5.66")) == .tax)
        let lines = ["VAT Reg. No. GB 284 5512 07", "Subtotal 28.33", "VAT 20% 5.66", "TOTAL 33.99"]
        let draft = ReceiptParser.parse([page(lines.enumerated().map { (40 + 14 * $0.offset, [(40, $0.element)]) })])
        #expect(draft.tax?.value == Decimal(string: "5.66"))
        #expect(draft.total?.value == Decimal(string: "33.99"))
    }

    @Test func aCustomerOnlyInvoiceWithoutIssuerGivesNoMerchantRatherThanTheCustomer() {
        let invoice = page([
            (40, [(40, "Rechnungsempfänger:")]),
            (54, [(40, "Praxis Dr. Lena Vogt")]),
            (68, [(40, "Kaiser-Joseph-Str. 12")]),
            (200, [(40, "Gesamtbetrag   119,00 €")]),
        ])
        let receipt = ReceiptDraft(
            merchant: DraftField(
                value: "Praxis Dr. Lena Vogt", confidence: 0.6,
                evidence: [
                    FieldEvidence(page: 1, line: 1, box: BoundingBox(x: 40, y: 54, width: 100, height: 10), text: "")
                ]))
        let read = InvoiceReader.read([invoice], over: receipt)
        #expect(read.merchant == nil)
        #expect(read.total?.value == 119)
    }

    @Test func theLabelledInvoiceDateBeatsADueDatePrintedFirst() {
        let invoice = page([
            (40, [(40, "Schreinerei Holzwerk GmbH")]),
            (60, [(40, "Fällig am:"), (200, "14.04.2025")]),
            (74, [(40, "Rechnungsdatum:"), (200, "15.03.2025")]),
        ])
        let read = InvoiceReader.read([invoice], over: ReceiptDraft())
        #expect(read.date?.value == CalendarDate(year: 2025, month: 3, day: 15))
        // Under its label, its day above 12: sure.
        #expect((read.date?.confidence ?? 0) >= ConfidenceCalibration.sure)
    }

    /// A till slip titled `TAX INVOICE` whose only date is labelled `Date:` keeps the receipt
    /// rules' level for it; beside a delivery date, the one they picked is not sure.
    @Test func theOnlyDateOfAScannedTaxInvoiceKeepsItsLevel() {
        var rows: [(Int, [(Int, String)])] = [
            (40, [(40, "KEDAI MAJU SDN BHD")]),
            (60, [(40, "TAX INVOICE")]),
            (80, [(40, "Invoice No: CS00012")]),
            (100, [(40, "Date: 14/04/2018 11:28:59")]),
            (200, [(40, "Total"), (300, "21.80")]),
        ]
        func dateLevel() -> Double? {
            let pages = [page(rows, source: .ocr)]
            let receipt = ConfidenceCalibration.calibrated(ReceiptParser.parse(pages))
            return InvoiceReader.read(pages, over: receipt).date?.confidence
        }
        #expect((dateLevel() ?? 0) >= ConfidenceCalibration.sure)
        rows.insert((120, [(40, "Delivery: 20/04/2018")]), at: 4)
        #expect((dateLevel() ?? 1) <= 0.6)
    }

    @Test func aCreditNotesTotalIsNegative() {
        let note = page([
            (40, [(40, "Northwind Office Supplies Ltd")]),
            (60, [(40, "CREDIT NOTE")]),
            (200, [(300, "Total credit"), (450, "£45.60")]),
        ])
        #expect(InvoiceReader.read([note], over: ReceiptDraft()).total?.value == Decimal(string: "-45.60"))
    }

    @Test func aFooterCompanyLineOrAWebDomainNamesTheIssuer() {
        let footer = page([
            (40, [(40, "FACTURE")]),
            (800, [(40, "Plomberie Martin SARL – 8 rue des Artisans – SIRET 512 345 678 00021")]),
        ])
        #expect(InvoiceReader.read([footer], over: ReceiptDraft()).merchant?.value == "Plomberie Martin SARL")
        let domain = page([
            (40, [(40, "FACTUUR")]), (40 + 14, [(40, "Kopie factuur")]), (800, [(40, "www.fietsonderdelen.nl")]),
        ])
        let merchant = InvoiceReader.read([domain], over: ReceiptDraft()).merchant
        #expect(merchant?.value == "fietsonderdelen.nl")
        #expect((merchant?.confidence ?? 1) < 0.9)
    }

    @Test func aLegalFormOnALineOfItsOwnIsNoIssuer() {
        let invoice = page([
            (40, [(40, "NANDO'S CHICKENLAND MALAYSIA")]),
            (56, [(40, "Sdn Bhd")]),
            (72, [(40, "TAX INVOICE")]),
        ])
        #expect(InvoiceReader.read([invoice], over: ReceiptDraft()).merchant?.value != "Sdn Bhd")
    }

    @Test func onAScanTheReceiptRulesNameStaysOverAnUnconfirmedLetterheadLine() {
        // A till slip titled `TAX INVOICE`: the shop's name at the top, found by the receipt
        // rules; the letterhead rules' pick is the cashier's line, without a legal form or a
        // confirmation.
        let rows: [(Int, [(Int, String)])] = [
            (40, [(40, "KEDAI RUNCIT MAJU")]),
            (56, [(40, "TAX INVOICE")]),
            (72, [(40, "O1 CLERK ANIS")]),
            (90, [(40, "Item A")]), (104, [(40, "Item B")]), (118, [(40, "Item C")]),
            (200, [(40, "TOTAL   43.40")]),
        ]
        let name = DraftField(
            value: "KEDAI RUNCIT MAJU", score: 0.55,
            evidence: [
                FieldEvidence(page: 1, line: 0, box: BoundingBox(x: 40, y: 40, width: 100, height: 10), text: "")
            ],
            signals: [.shopWord: 1])
        let slip = page(rows, source: .ocr, tall: [72])
        #expect(InvoiceReader.read([slip], over: ReceiptDraft(merchant: name)).merchant?.value == "KEDAI RUNCIT MAJU")
        // The same page as a typeset invoice: the letterhead rules decide.
        let typeset = page(rows, tall: [72])
        #expect(InvoiceReader.read([typeset], over: ReceiptDraft(merchant: name)).merchant?.value == "O1 CLERK ANIS")
    }
}
