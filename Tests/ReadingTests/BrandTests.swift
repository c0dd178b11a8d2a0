import Foundation
import OCR
import Testing

@testable import Reading

/// A page recorded as text: one line per string, `[h=N]` before a line gives its height.
enum TextPage {
    static func pages(_ texts: [String], confidence: Double = 0.92) -> [RecognizedPage] {
        var lines: [RecognizedLine] = []
        var y = 20
        for raw in texts {
            var text = raw
            var height = 30
            if text.hasPrefix("[h="), let close = text.firstIndex(of: "]") {
                height = Int(text[text.index(text.startIndex, offsetBy: 3)..<close]) ?? 30
                text = text[text.index(after: close)...].trimmingCharacters(in: .whitespaces)
            }
            let box = BoundingBox(x: 20, y: y, width: 16 * text.count, height: height)
            let words = text.split(separator: " ").map {
                RecognizedWord(text: String($0), box: box, confidence: confidence)
            }
            lines.append(RecognizedLine(text: text, box: box, confidence: confidence, words: words))
            y += height + 10
        }
        return [RecognizedPage(number: 1, width: 800, height: y + 20, source: .ocr, lines: lines)]
    }
}

@Suite struct BrandTests {
    @Test func theTableNamesItsSourceAndHoldsWellKnownBrands() {
        #expect(BrandTable.source.contains("c8b272ef0f882ee76c5ac8bd2912d5db4d63cf30"))
        let index = BrandIndex.shared
        #expect(index.brands.count > 5000)
        let lidl = index.byName["lidl"].map { index.brands[$0] }
        #expect(lidl == Brand(name: "Lidl", kind: "shop=supermarket"))
        // Words every receipt prints are no brand, whatever shop is called so.
        for word in ["total", "cash", "change", "restaurant", "pizza", "market", "netto", "carry out", "apotheka"] {
            #expect(index.byName[word] == nil, "\(word)")
        }
    }

    @Test func aNameReadWithASlipIsFoundOnlyWhenLongEnough() {
        let index = BrandIndex.shared
        #expect(index.brand(nearLetters: "marktkaut", slips: 1).map { index.brands[$0].name } == "MARKTKAUF")
        #expect(BrandIndex.distance("marktkaut", "marktkauf", atMost: 1))
        #expect(!BrandIndex.distance("marktkaut", "marktkauf", atMost: 0))
        #expect(!BrandIndex.distance("kitten", "sitting", atMost: 2))
        #expect(BrandIndex.distance("kitten", "sitting", atMost: 3))
    }

    @Test func domainsAreTheLabelBeforeTheTopLevelDomain() {
        #expect(BrandFinder.domainLabels(in: "www.lidl.de") == ["lidl"])
        #expect(BrandFinder.domainLabels(in: "www. marktkauf-lehr .de") == ["marktkauf-lehr"])
        #expect(BrandFinder.domainLabels(in: "Fragen? info@obi.de") == ["obi"])
        #expect(BrandFinder.domainLabels(in: "www.tesco.co.uk") == ["tesco"])
        #expect(BrandFinder.domainLabels(in: "TOTAL 12.50").isEmpty)
        // A phone number before the address on its line is not read into it.
        #expect(BrandFinder.domainLabels(in: "(614)766 4494        meijer.com").first == "meijer")
        // A word OCR split inside an address is still tried whole.
        #expect(BrandFinder.domainLabels(in: "www.li dl.de").contains("lidl"))
    }

    @Test func aBrandIsFoundFromItsWebAddressAfterAPhoneNumber() {
        let pages = TextPage.pages([
            "[h=56]m eijer", "Sawmill Rd.", "Dublin, OH 43017", "(614)766 4494        meijer.com",
            "MILK 2.99", "TOTAL 2.99", "CASH 5.00", "CHANGE 2.01",
        ])
        #expect(ReceiptParser.parse(pages).merchant?.value == "Meijer")
    }

    @Test func aBrandIsFoundFromItsWebAddress() throws {
        let pages = TextPage.pages([
            "[h=56]Frische Vielfalt jeden Tag", "Filiale 0815", "Musterweg 5", "33098 Paderborn",
            "Bananen 1,99 A", "SUMME 1,99", "Bar 5,00", "Rückgeld 3,01", "www.lidl.de",
        ])
        let draft = ReceiptParser.parse(pages)
        #expect(draft.merchant?.value == "Lidl")
        #expect(draft.merchantKind == "shop=supermarket")
        let merchant = try #require(DocumentPipeline.understand(pages: pages).draft.merchant)
        // A web address alone names the brand, not surely the shop: never sure until measured.
        #expect(merchant.confidence < 0.9)
    }

    @Test func aSloganPrintedLargeIsNotTakenForTheName() {
        let pages = TextPage.pages([
            "[h=64]Es gibt immer was zu tun", "OBI Markt Paderborn", "Pohlweg 110", "33100 Paderborn",
            "Schrauben 4,99 A", "SUMME EUR 4,99", "www.obi.de",
        ])
        let draft = ReceiptParser.parse(pages)
        #expect(draft.merchant?.value.hasPrefix("OBI") == true)
        #expect(draft.merchant?.value.contains("immer") == false)
        #expect(draft.merchantKind == "shop=doityourself")
    }

    @Test func aBrandReadWithASlipIsRespelled() {
        let pages = TextPage.pages(
            [
                "[h=60]Marktkaut", "Lange Str. 3", "33014 Bad Driburg", "Milch 1,19 B", "SUMME 1,19",
            ], confidence: 0.7)
        let draft = ReceiptParser.parse(pages)
        #expect(draft.merchant?.value == "MARKTKAUF")
        #expect(draft.merchantKind == "shop=supermarket")
        // Read clearly, a name a letter away from a brand is another shop's (`MARIO'S PIZZA`).
        let clear = ReceiptParser.parse(TextPage.pages(["[h=60]MARIO'S PIZZA", "SUMME 1,19"]))
        #expect(clear.merchant?.value == "MARIO'S PIZZA")
        #expect(clear.merchantKind == nil)
        // Unless the one letter is one OCR reads for the brand's: `T` for `I`.
        let confused = ReceiptParser.parse(TextPage.pages(["[h=60]BAR LOUTE", "1280 Hwy 315", "TOTAL 9.50"]))
        #expect(confused.merchant?.value == "Bar Louie")
        #expect(confused.merchant?.signals.has(.respelled) == true)
        #expect(confused.merchantKind == "amenity=bar")
        // Two letters away, or a letter OCR does not confuse, it stays as read.
        let apart = ReceiptParser.parse(TextPage.pages(["[h=60]BAR LOUTS", "1280 Hwy 315", "TOTAL 9.50"]))
        #expect(apart.merchant?.value == "BAR LOUTS")
    }

    @Test func aBrandWordInASentenceOrAnItemIsNoBrand() {
        let finder = BrandFinder()
        let slogan = ReceiptLine.lines(of: TextPage.pages(["Power to the players"]))
        #expect(slogan.first.flatMap(finder.onLine) == nil)
        // A town a letter away from a brand (`Everett`, `Everest`) is no slip of the brand's name.
        let town = ReceiptLine.lines(of: TextPage.pages(["Everett"]))
        #expect(town.first.flatMap(finder.onLine) == nil)
        let sentence = ReceiptLine.lines(
            of: TextPage.pages(["Thank you for shopping with us at the Shell station today"]))
        #expect(sentence.first.flatMap(finder.onLine) == nil)
        let item = ReceiptLine.lines(of: TextPage.pages(["Starbucks Coffee 4.50"]))
        #expect(item.first.flatMap(finder.onLine) == nil)
    }

    @Test func aRegisteredNameStaysTheMerchant() {
        let pages = TextPage.pages([
            "[h=50]GARDENIA BAKERIES (KL) SDN BHD", "Lot 3, Jalan Pelabur 23/1", "40300 Shah Alam",
            "www.shell.com.my", "TOTAL RM 12.00",
        ])
        let draft = ReceiptParser.parse(pages)
        #expect(draft.merchant?.value == "GARDENIA BAKERIES (KL) SDN BHD")
        #expect(draft.merchantKind == nil)
    }
}
