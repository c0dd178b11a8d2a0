import Foundation
import Testing
@testable import Vault

@Suite struct ReceiptReaderRuleTests {
    private func words(_ lines: [String]) -> [[String]] { lines.map(KeywordMatcher.words(of:)) }

    @Test func germanCueWordsPointToGermanData() {
        #expect(LanguageCues.language(of: words(["SUMME EUR 24,23", "Gegeben BAR 50,00", "MwSt 19%"])) == "deu")
        #expect(LanguageCues.language(of: words(["TOTAL TTC 42,50", "TVA 10%"])) == "fra")
    }

    @Test func oneCueWordIsNotEnough() {
        #expect(LanguageCues.language(of: words(["SALAD BAR", "TOTAL 12.00", "CASH 20.00"])) == nil)
    }

    @Test func aSecondLookOnlyWhenTotalOrDateIsMissing() throws {
        let full = ReceiptParser.parse(try #require(ParserCase.all.first { $0.name == "total-after-subtotal-and-tax" }).pages)
        #expect(!ReceiptReader.needsSecondLook(full))
        var missing = full
        missing.date = nil
        #expect(ReceiptReader.needsSecondLook(missing))
        #expect(missing.filling(from: full).date == full.date)
    }

    @Test func theOwnLanguagesTotalWinsWhenAtLeastAsSure() {
        let english = ReceiptDraft(total: DraftField(value: Decimal(2391) / 100, confidence: 0.6, evidence: []))
        let german = ReceiptDraft(total: DraftField(value: Decimal(2351) / 100, confidence: 0.9, evidence: []))
        #expect(english.preferringTotal(of: german).total?.value == Decimal(2351) / 100)
        let unsure = ReceiptDraft(total: DraftField(value: Decimal(1) , confidence: 0.3, evidence: []))
        #expect(english.preferringTotal(of: unsure).total?.value == Decimal(2391) / 100)
    }
}

@Suite struct MoneyLinesTests {
    @Test func theMoneyBlockStartsAtTheFirstTotalTaxOrPaymentLine() throws {
        let page = try #require(ParserCase.all.first { $0.name == "total-after-subtotal-and-tax" }?.pages.first)
        let first = try #require(MoneyLines.firstLine(of: page))
        #expect(page.lines[first].text.lowercased().contains("subtotal"))
        #expect(page.lines[..<first].allSatisfy { !$0.text.lowercased().contains("total") })
    }
}
