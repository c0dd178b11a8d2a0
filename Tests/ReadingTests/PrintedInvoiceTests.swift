import Foundation
import OCR
import Testing

@testable import Reading

/// A text-layer page from rows of (top, [(left, text)]), words 6 points wide per character.
private func page(_ rows: [(Int, [(Int, String)])]) -> RecognizedPage {
    let lines = rows.map { top, cells -> RecognizedLine in
        var words: [RecognizedWord] = []
        for (left, text) in cells {
            var x = left
            for word in text.split(separator: " ") {
                words.append(
                    RecognizedWord(
                        text: String(word), box: BoundingBox(x: x, y: top, width: word.count * 6, height: 10),
                        confidence: 1))
                x += word.count * 6 + 4
            }
        }
        let box = BoundingBox(x: cells.first?.0 ?? 0, y: top, width: 500, height: 10)
        return RecognizedLine(text: cells.map(\.1).joined(separator: "   "), box: box, confidence: 1, words: words)
    }
    return RecognizedPage(number: 1, width: 595, height: 842, source: .pdfText, lines: lines)
}

@Suite struct InvoiceLabelMatchTests {
    @Test func aLabelIsFoundAcrossTheSpacesAKernedTextLayerPutsInsideWords() {
        #expect(InvoiceLabelMatch.starts(with: ["verkaufer"], "Ver käufer :"))
        #expect(InvoiceLabelMatch.contains(["bruttosumme"], "Belegsummen   Br uttosumme"))
        #expect(InvoiceLabelMatch.starts(with: ["rechnungsempfanger"], "Rechnungsempfänger"))
    }

    @Test func aLabelMustEndWhereAWordEnds() {
        #expect(!InvoiceLabelMatch.starts(with: ["from"], "Fromagerie Dupont"))
        #expect(!InvoiceLabelMatch.starts(with: ["verkaufer"], "Verkäufer-Kontoname : Tanja Tinder"))
        #expect(!InvoiceLabelMatch.contains(["kaufer"], "Verkäufer:"))
    }
}

@Suite struct PrintedInvoiceTests {
    /// A stylesheet's print of an e-invoice: its own header with its own dates, the title line
    /// with the issue date, the seller's block under a split label with numbers above the name,
    /// the buyer's block, and the sums: allowances, net, tax, gross, and the amount due.
    private func stylesheetInvoice(grossLabel: String = "Br uttosumme", due: String = "Zahlbetr ag   429,87")
        -> RecognizedPage
    {
        page([
            (40, [(40, "Stylesheet Lesbarmachung der XML-Daten von ZUGFeRD-Rechnungen")]),
            (52, [(40, "ZUGFeRD-Version: 2.1 vom 24.03.2020")]),
            (90, [(40, "Handelsrechnung Nr. 471102 vom 05.03.2018")]),
            (110, [(40, "Liefer- und Leistungsdatum : 04.03.2018")]),
            (140, [(40, "Ver käufer :")]),
            (156, [(40, "Nummer : 549910")]),
            (168, [(40, "GLN 4000001123452")]),
            (180, [(40, "Lieferant GmbH")]),
            (192, [(40, "Lieferantenstraße 20")]),
            (230, [(40, "Käufer :")]),
            (246, [(40, "Kunden AG Mitte")]),
            (600, [(300, "Gesamtbetrag der Zuschläge"), (480, "5,80")]),
            (612, [(300, "Rechnungssumme ohne USt."), (480, "473,00")]),
            (624, [(300, "Steuerbetrag"), (480, "56,87")]),
            (636, [(300, grossLabel), (480, "529,87")]),
            (660, [(300, due)]),
        ])
    }

    @Test func theSellerIsTheNameUnderTheSellerLabelNotANumberLineNorTheBuyer() {
        let merchant = InvoiceReader.read([stylesheetInvoice()], over: ReceiptDraft()).merchant
        #expect(merchant?.value == "Lieferant GmbH")
        #expect(merchant?.signals[.issuerSource] == 4)
        #expect((merchant?.confidence ?? 0) >= ConfidenceCalibration.sure)
    }

    @Test func theGrossTotalBeatsTheAmountDueAndTheAllowancesAndIsSureWhenNetPlusTaxGiveIt() {
        let total = InvoiceReader.read([stylesheetInvoice()], over: ReceiptDraft()).total
        #expect(total?.value == Decimal(string: "529.87"))
        #expect(total?.signals[.arithmetic] == 2)
        #expect((total?.confidence ?? 0) >= ConfidenceCalibration.sure)
        // Without the net and tax lines nothing confirms it: not sure.
        let bare = page([
            (600, [(300, "Bruttosumme"), (480, "529,87")]), (620, [(300, "Zahlbetrag"), (480, "429,87")]),
        ])
        let unconfirmed = InvoiceReader.read([bare], over: ReceiptDraft()).total
        #expect(unconfirmed?.value == Decimal(string: "529.87"))
        #expect((unconfirmed?.confidence ?? 1) < ConfidenceCalibration.sure)
    }

    @Test func theIssueDateIsTheTitleLinesNotTheStylesheetsNorTheDeliveryDate() {
        let date = InvoiceReader.read([stylesheetInvoice()], over: ReceiptDraft()).date
        #expect(date?.value == CalendarDate(year: 2018, month: 3, day: 5))
        #expect(date?.signals[.invoiceDateLabel] == 1)
    }

    @Test func anAmbiguousDateIsReadInTheOrderThePagesOtherDatesUse() {
        let rows: [(Int, [(Int, String)])] = [
            (40, [(40, "Invoice FA-2017-0008")]),
            (80, [(40, "Invoice Date"), (240, "11/03/2017")]),
            (100, [(40, "Due Date"), (240, "12/03/2017")]),
            (300, [(40, "SEPA Wire transfer"), (240, "11/17/2017"), (400, "623.00 €")]),
        ]
        let date = InvoiceReader.read([page(rows)], over: ReceiptDraft()).date
        #expect(date?.value == CalendarDate(year: 2017, month: 11, day: 3))
        #expect(date?.signals[.orderFromPage] == 1)
        // Without the payment's date nothing settles the order: day first for euros, not sure.
        let alone = InvoiceReader.read([page(Array(rows.prefix(3)))], over: ReceiptDraft()).date
        #expect(alone?.value == CalendarDate(year: 2017, month: 3, day: 11))
        #expect((alone?.confidence ?? 1) < ConfidenceCalibration.sure)
    }

    @Test func aSelfBilledGutschriftIsOwedAndACreditCorrectionKeepsItsPrintedSign() {
        let selfBilled = page([
            (40, [(40, "Gutschrift (Selbst ausgestellte Rechnung) Nr. 471102 vom 05.03.2018")]),
            (600, [(300, "Bruttosumme"), (480, "529,87")]),
        ])
        #expect(InvoiceReader.read([selfBilled], over: ReceiptDraft()).total?.value == Decimal(string: "529.87"))
        let correction = page([
            (40, [(40, "Rechnungskor rektur Nr. RK21012345 vom 16.09.2019")]),
            (600, [(300, "Gesamtbetrag der Abschläge"), (480, "0,23")]),
            (612, [(300, "Br uttosumme"), (480, "-8,79")]),
        ])
        #expect(InvoiceReader.read([correction], over: ReceiptDraft()).total?.value == Decimal(string: "-8.79"))
    }
}
