import Foundation
import OCR
import Testing

@testable import Reading

/// The currency of a receipt that prints no symbol by its total, told by the country its
/// address or its tax names (`CountryMarks`).
@Suite struct PlaceCurrencyTests {
    private func currency(_ texts: [String]) -> DraftField<String>? {
        DocumentPipeline.understand(pages: TextPage.pages(texts)).draft.currency
    }

    /// A US diner's check: no `$` anywhere, its address in a state with its ZIP code.
    static let diner = ["FRIENDLY DINER", "22 Haverhill Rd", "Windham, NH 03087", "Eggs  6.95", "Total  6.95"]

    @Test func aUSStateWithItsZIPCodeMakesTheDollarSure() throws {
        let dollar = try #require(currency(Self.diner))
        #expect(dollar.value == "USD")
        #expect(dollar.confidence >= ConfidenceCalibration.sure, "\(dollar.reason ?? "")")
        #expect(dollar.evidence.first?.text == "Windham, NH 03087")
        #expect(dollar.reason?.hasPrefix("the country its address or tax names") == true)
        // Without the ZIP code, the town and state alone do not name the currency.
        var noZIP = Self.diner
        noZIP[2] = "Windham NH"
        #expect(currency(noZIP) == nil)
    }

    @Test func aSymbolPrintedOnTheReceiptOutvotesItsAddress() throws {
        // A Paris hotel's bill printing its US guest's address: the euro is printed.
        let hotel = try #require(
            currency([
                "HOTEL DU LOUVRE", "Mr J. Smith", "Austin, TX 78704", "Room 2 nights  EUR 310,00", "TOTAL 310,00",
            ]))
        #expect(hotel.value == "EUR")
        #expect(hotel.confidence < ConfidenceCalibration.sure)
    }

    @Test func aDollarIsTheDollarOfTheCountryItsAddressNames() throws {
        let sydney = try #require(currency(["CAFE SYDNEY", "Sydney NSW 2000", "Flat white  4.50", "TOTAL  $4.50"]))
        #expect(sydney.value == "AUD")
        let toronto = try #require(currency(["MAPLE DINER", "Toronto, ON M5V 2T6", "Poutine  $9.25", "TOTAL 9.25"]))
        #expect(toronto.value == "CAD")
        // With no symbol at all, the Canadian address alone.
        #expect(currency(["MAPLE DINER", "Toronto, ON M5V2T6", "Poutine  9.25", "TOTAL 9.25"])?.value == "CAD")
    }

    @Test func indiasGoodsAndServicesTaxMeansRupees() throws {
        let rupees = try #require(
            currency([
                "SAGAR RATNA", "GSTIN 07AABCS1429B1ZB", "Masala Dosa  180.00", "CGST @2.5%  4.50", "TOTAL 189.00",
            ]))
        #expect(rupees.value == "INR")
    }

    /// A UK postcode's shape is loose enough to come out of noise: it names pounds, unsure.
    @Test func aUKPostcodeNamesPoundsButNotSurely() throws {
        let pounds = try #require(currency(["THE CROWN", "Harrogate, HG1 1BJ", "Ale  4.20", "TOTAL 4.20"]))
        #expect(pounds.value == "GBP")
        #expect(pounds.confidence < ConfidenceCalibration.sure)
    }

    @Test func marksAreFoundOnTheLinesThatHoldThem() {
        let lines = ReceiptLine.lines(
            of: TextPage.pages(["CAFE", "SILVERSPRING,MD20910", "TRN# 100212287500003", "Sydney NSW 2000"]))
        let marks = CountryMarks.find(in: lines)
        #expect(marks[.usStateAndZIP] == 1)
        #expect(marks[.gulfTaxNumber] == 2)
        #expect(marks[.australianStateAndPostcode] == 3)
        #expect(marks[.ukPostcode] == nil)
        // A German VAT number opens with a state's letters, and a German postcode may follow its
        // country's code: no US address. A ZIP code before the country's name is one.
        #expect(!CountryMarks.holds(.usStateAndZIP, "USt-IdNr. DE123456789"))
        #expect(!CountryMarks.holds(.usStateAndZIP, "DE 80333 München"))
        #expect(CountryMarks.holds(.usStateAndZIP, "Castro Valley, CA 94546 USA"))
        #expect(CountryMarks.holds(.usStateAndZIP, "SANTAMONICA,CA90404    11:47AM"))
    }
}
