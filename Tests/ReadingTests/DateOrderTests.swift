import Foundation
import OCR
import Testing

@testable import Reading

@Suite struct DateOrderTests {
    private func lines(_ texts: [String]) -> [ReceiptLine] { ReceiptLine.lines(of: TextPage.pages(texts)) }

    @Test func anAmbiguousUSDateIsDecidedByItsZIPCode() throws {
        let pages = TextPage.pages([
            "[h=50]OYAJI RESTAURANT", "274 Lafayette Street", "New York, NY 10012", "06/08/2017 7:42 PM",
            "Ramen 14.00", "Subtotal $14.00", "Tax $1.24", "Total $15.24",
        ])
        let date = try #require(DocumentPipeline.understand(pages: pages).draft.date)
        #expect(date.value.description == "2017-06-08")
        #expect(date.signals[.orderCue] == 2)
        #expect(date.confidence >= 0.9)
    }

    @Test func anAmbiguousDateWithNothingToDecideItIsNotSure() throws {
        let pages = TextPage.pages([
            "[h=50]OYAJI RESTAURANT", "06/08/2017 7:42 PM", "Ramen 14.00", "Subtotal $14.00", "Tax $1.24",
            "Total $15.24",
        ])
        let date = try #require(DocumentPipeline.understand(pages: pages).draft.date)
        #expect(date.value.description == "2017-06-08")
        #expect(date.signals[.orderCue] == 1)
        #expect(date.confidence < 0.9)
        #expect(date.reason?.contains("either way round") == true)
    }

    @Test func aStateAfterItsTownInAnyCaseOrRunIntoItsZIPIsAUSAddress() {
        for address in ["Houston, Tx 77061", "SILVERSPRING,MD20910", "Castro Valley, CA 94546"] {
            let cues = DateOrderCues.read(lines(["06/08/2017", address]), currency: nil, printedCurrency: false)
            #expect(cues.order == .monthFirst && cues.strength == .strong, "\(address)")
        }
        // A VAT number that opens with a state's letters is no address.
        let vat = DateOrderCues.read(
            lines(["06/08/2017", "USt-IdNr. DE123456789"]), currency: nil, printedCurrency: false)
        #expect(vat.strength == .weak)
    }

    @Test func aUSPhoneNumberSaysMonthFirstUnlessAnotherCurrencyIsPrinted() {
        for phone in ["(760)797-2100", "TEL:301-585-1111"] {
            let cues = DateOrderCues.read(lines(["06/08/2017", phone]), currency: nil, printedCurrency: false)
            #expect(cues.order == .monthFirst && cues.strength == .strong, "\(phone)")
        }
        let euros = DateOrderCues.read(lines(["06/08/2017", "(760)797-2100"]), currency: "EUR", printedCurrency: true)
        #expect(euros.order == .dayFirst)
        // A Malaysian number is no US one.
        let local = DateOrderCues.read(
            lines(["06/08/2017", "TEL: 03-7845 5155"]), currency: nil, printedCurrency: false)
        #expect(local.strength == .weak)
    }

    @Test func moreUSPhoneShapesAndATownWithItsStateSayMonthFirst() {
        for line in ["(614)7664494      meijer.com", "305 861-2222", "New York, NY"] {
            let cues = DateOrderCues.read(lines(["06/08/2017", line]), currency: nil, printedCurrency: false)
            #expect(cues.order == .monthFirst && cues.strength == .strong, "\(line)")
        }
        // `Milano, MI` (Milan's province, Michigan's code) with euros printed: a town and state
        // count only on a receipt in dollars or none.
        let milan = DateOrderCues.read(lines(["06/08/2017", "Milano, MI"]), currency: "EUR", printedCurrency: true)
        #expect(milan.order == .dayFirst)
        // A price and a count are no phone number.
        let items = DateOrderCues.read(lines(["06/08/2017", "2 x 305 861-22"]), currency: nil, printedCurrency: false)
        #expect(items.strength == .weak)
    }

    @Test func indiasGoodsAndServicesTaxAndAGulfVATNumberSayDayFirst() {
        for line in ["GSTNO:-30ABNPS1185Q1Z2", "SGST @2.5%      2.48", "TRN# 100212287500003"] {
            let cues = DateOrderCues.read(lines(["05/02/18", line]), currency: nil, printedCurrency: false)
            #expect(cues.order == .dayFirst && cues.strength == .strong, "\(line)")
        }
        // Singapore's and Australia's GST, no Indian tax number: nothing decided by the word alone.
        let gst = DateOrderCues.read(lines(["05/02/18", "GST 10%  1.20"]), currency: nil, printedCurrency: false)
        #expect(gst.strength == .weak)
    }

    @Test func anotherDateReadOnlyOneWayDecides() {
        let cues = DateOrderCues.read(
            lines(["06/08/2017", "Valid until 25/08/2017"]), currency: "USD", printedCurrency: true)
        #expect(cues.order == .dayFirst)
        #expect(cues.strength == .decisive)
    }

    @Test func dollarsAloneAreWeakAndAPrintedEuroIsStrong() {
        let dollars = DateOrderCues.read(lines(["Total $15.24"]), currency: "USD", printedCurrency: true)
        #expect(dollars.order == .monthFirst && dollars.strength == .weak)
        let phone = DateOrderCues.read(lines(["Tel (212) 555-0134"]), currency: "USD", printedCurrency: true)
        #expect(phone.order == .monthFirst && phone.strength == .strong)
        let euros = DateOrderCues.read(lines(["SUMME EUR 4,99"]), currency: "EUR", printedCurrency: true)
        #expect(euros.order == .dayFirst && euros.strength == .strong)
        let guessed = DateOrderCues.read(lines(["SUMME 4,99"]), currency: "EUR", printedCurrency: false)
        #expect(guessed.strength == .weak)
        let london = DateOrderCues.read(
            lines(["London SW1A 1AA", "Total £4.99"]), currency: "GBP", printedCurrency: true)
        #expect(london.order == .dayFirst && london.strength == .strong)
    }
}
