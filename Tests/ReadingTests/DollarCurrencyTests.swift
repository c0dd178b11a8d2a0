import Foundation
import OCR
import Testing

@testable import Reading

/// Which dollar a `$` is: the US dollar unless the receipt says otherwise, and never surely the
/// US dollar where it prints a goods and services tax.
@Suite struct DollarCurrencyTests {
    private func currency(_ texts: [String]) throws -> DraftField<String> {
        try #require(DocumentPipeline.understand(pages: TextPage.pages(texts)).draft.currency)
    }

    @Test func aDollarBesideAGoodsAndServicesTaxIsNotSurelyTheUSDollar() throws {
        let singapore = try currency([
            "BACHMANN JAPANESE RESTAURANT", "GST Reg No: 1997072516", "SUBTOTAL  $36.50", "GST  $2.81",
            "TOTAL  $39.31",
        ])
        #expect(singapore.signals[.notUSDollar] == 1)
        #expect(singapore.confidence < ConfidenceCalibration.sure)
        #expect(singapore.reason?.contains("goods and services tax") == true)
        // `Gst 2` on a US restaurant check counts its guests: the dollar stays sure.
        let diner = try currency(["FISH", "Chk 2334  Gst 2", "Crab Special  21.95", "Total Due  $21.95"])
        #expect(diner.value == "USD")
        #expect(diner.signals[.notUSDollar] == nil)
        #expect(diner.confidence >= ConfidenceCalibration.sure)
    }

    @Test func aDollarTheReceiptNamesStaysItsOwn() throws {
        let australia = try currency(["BAKERY", "ABN 12 345 678 901", "GST included  $0.45", "TOTAL  $4.95"])
        #expect(australia.value == "AUD")
        #expect(australia.signals[.notUSDollar] == nil)
    }
}
