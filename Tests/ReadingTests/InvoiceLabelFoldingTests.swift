import Foundation
import PropertyBased
import Testing

@testable import Reading

/// A text is folded once and asked for many labels (`InvoiceLabelMatch.Folded`): the answers
/// are those of matching each label against the text on its own, as the rule is written.
@Suite struct InvoiceLabelFoldingTests {
    @Test func findsLabelsSplitByKernedPrint() {
        #expect(InvoiceLabelMatch.contains(["bruttosumme"], "Br uttosumme: 12,00"))
        #expect(InvoiceLabelMatch.contains(["zahlbetrag"], "Offener Zahlbetr ag 40,00"))
        #expect(InvoiceLabelMatch.contains(["verkaufer"], "Ver käufer :"))
        #expect(InvoiceLabelMatch.contains(["amount due"], "Total amount  due 12,480.00"))
        // A label ends where a word ends, and starts where one starts.
        #expect(!InvoiceLabelMatch.contains(["total"], "Totals 3"))
        #expect(!InvoiceLabelMatch.contains(["total"], "Subtotal 3"))
        #expect(!InvoiceLabelMatch.contains(["total"], "Total-Preis 3"))
        #expect(InvoiceLabelMatch.starts(with: ["summe"], "  Sum me 12"))
        #expect(!InvoiceLabelMatch.starts(with: ["summe"], "Zwischensumme 12"))
        #expect(InvoiceLabelMatch.end(of: ["invoice from"], in: "Invoice from: Acme") == 12)
    }

    /// Texts made of the pieces labels are split into, marks, digits and folded letters: every
    /// label of the invoice and kind rules is found in them exactly where the rule finds it
    /// label by label, in a text folded anew for each.
    @Test func foldedOnceAnswersAsEachLabelAlone() async {
        let pieces = [
            "Br", "utto", "summe", "Total", "tot", "al", "amount", "due", "Zahl", "betr", "ag", "Rech", "nung", "in",
            "voice", "Ver", "käu", "fer", "Straße", "MwSt", "VAT", "TTC", "net", " ", " ", "  ", ":", "-", ".", "/",
            "1", "12,00", "ß", "É", "é", "Nr", "#", "€",
        ]
        let texts = Gen.element(of: pieces).map { $0 ?? "" }.array(of: 0...12).map { $0.joined() }
        let labelLists = [
            InvoiceKeywords.grossTotal, InvoiceKeywords.amountDue, InvoiceKeywords.plainTotal,
            InvoiceKeywords.beforeTax, InvoiceKeywords.taxAmount, InvoiceKeywords.notTotal,
            InvoiceKeywords.issuerLabels, InvoiceKeywords.documentTitles, KindKeywords.invoiceTitles,
            KindKeywords.invoiceLabels, KindKeywords.receiptWords, KindKeywords.bookingWords,
        ]
        await propertyCheck(count: 2000, input: texts) { text in
            let folded = InvoiceLabelMatch.Folded(text)
            for labels in labelLists {
                for label in labels {
                    #expect(folded.contains([label]) == Reference.contains(label, text), "\(label) in \(text)")
                }
                #expect(InvoiceLabelMatch.contains(labels, text) == labels.contains { Reference.contains($0, text) })
                #expect(
                    InvoiceLabelMatch.end(of: labels, in: text)
                        == labels.lazy.compactMap { Reference.startIndex(of: $0, in: Reference.fold(text), from: 0) }
                        .first)
            }
        }
    }

    /// The rule as it is written, one label against a text folded for it alone.
    enum Reference {
        static func fold(_ text: String) -> [Character] {
            Array(KeywordMatcher.fold(text))
        }

        static func contains(_ label: String, _ text: String) -> Bool {
            let folded = fold(text)
            return folded.indices.contains { index in
                folded[index].isLetter && (index == 0 || !folded[index - 1].isLetter && !folded[index - 1].isNumber)
                    && startIndex(of: label, in: folded, from: index) != nil
            }
        }

        static func startIndex(of label: String, in folded: [Character], from start: Int) -> Int? {
            var index = start
            while index < folded.count, folded[index] == " " { index += 1 }
            var matched = 0
            for character in label {
                if character == " " {
                    var skipped = 0
                    while index < folded.count, !folded[index].isLetter, !folded[index].isNumber {
                        index += 1
                        skipped += 1
                    }
                    if skipped == 0 { return nil }
                    continue
                }
                if matched > 0 { while index < folded.count, folded[index] == " " { index += 1 } }
                guard index < folded.count, folded[index] == character else { return nil }
                index += 1
                matched += 1
            }
            guard matched > 0 else { return nil }
            if index < folded.count, folded[index].isLetter || folded[index].isNumber || folded[index] == "-" {
                return nil
            }
            return index
        }
    }
}
