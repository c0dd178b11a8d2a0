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
        #expect(dollar.reason?.hasPrefix("the country its address, phone or tax names") == true)
        // Without the ZIP code, the town and state alone do not name the currency.
        var noZIP = Self.diner
        noZIP[2] = "Windham NH"
        #expect(currency(noZIP) == nil)
    }

    /// A town and state without a ZIP code, and a North American phone number: two marks of the
    /// US together, where neither alone names the currency.
    @Test func aUSTownAndStateWithAUSPhoneNumberMakesTheDollarSure() throws {
        var check = Self.diner
        check[2] = "Windham NH"
        check.insert("603-437-7251", at: 3)
        let dollar = try #require(currency(check))
        #expect(dollar.value == "USD")
        #expect(dollar.confidence >= ConfidenceCalibration.sure, "\(dollar.reason ?? "")")
        #expect(dollar.evidence.first?.text == "Windham NH")
        // The phone number on the town's line; a garbled ZIP code after the comma.
        #expect(
            currency(["CHURCH'S CHICKEN", "CANOGA PARK CA 818 576-0490", "1 9PC  9.99", "NET  9.99"])?.value == "USD")
        #expect(
            currency(["MIGUELS MEXICAN", "TAMPA ,FL.", "(813) 876 - 2587", "Tacos  9.50", "TOTAL  9.50"])?.value
                == "USD")
        // A phone number alone, or a line that ends in a state's code as a phrase does, is not enough.
        var phoneOnly = Self.diner
        phoneOnly[2] = "603-437-7251"
        #expect(currency(phoneOnly) == nil)
        #expect(currency(["PIZZA PALACE", "DINE IN", "(215) 922-3427", "Slice  3.50", "TOTAL 3.50"]) == nil)
    }

    @Test func aStateWrittenOutBeforeItsZIPCodeIsAUSAddress() throws {
        let dollar = try #require(
            currency(["FINNEGAN'S WAY", "1344 Ocean Drive", "Miami Beach Florida 33139", "Beer  7.00", "TOTAL 7.00"]))
        #expect(dollar.value == "USD")
        #expect(dollar.confidence >= ConfidenceCalibration.sure)
        // Georgia the country writes four-digit postcodes.
        #expect(!CountryMarks.holds(.usStateAndZIP, "Tbilisi Georgia 0105"))
    }

    /// A receipt prints its own shop's phone number: its calling code names the country.
    @Test func theCallingCodeOfTheShopsPhoneNumberNamesItsCurrency() throws {
        let singapore = try #require(
            currency(["RAMEN KEISUKE", "Singapore 079027", "Te1: +65 66046861", "Ramen  15.90", "TOTAL  15.90"]))
        #expect(singapore.value == "SGD")
        #expect(singapore.confidence >= ConfidenceCalibration.sure, "\(singapore.reason ?? "")")
        #expect(singapore.reason?.hasPrefix("the country its address, phone or tax names") == true)
        // A `$` beside an item on a Hong Kong receipt is Hong Kong's dollar.
        let hongKong = try #require(
            currency(["PIZZAEXPRESS", "TEL:(852)2670-1238", "Margherita  $98.00", "TOTAL  98.00"]))
        #expect(hongKong.value == "HKD")
        #expect(currency(["KAFFEEHAUS", "Tel.: +49(0)941/ 20 90 8700", "Kaffee  3.20", "TOTAL  3.20"])?.value == "EUR")
        #expect(CallingCodes.currencies(in: "Mobile/Whatsapps:+6012-918 7937") == ["MYR"])
        #expect(CallingCodes.currencies(in: "Phone:          +603-6093 9078") == ["MYR"])
        // The US and Canada share +1; a tip line is no phone number; a US area code in brackets.
        #expect(CallingCodes.currencies(in: "Tel +1 212 555 0143").isEmpty)
        #expect(CallingCodes.currencies(in: "+ 30.00 45.50 12.00").isEmpty)
        #expect(CallingCodes.currencies(in: "Tip +30.00   Total 145.50").isEmpty)
        #expect(CallingCodes.currencies(in: "(215)922-3427").isEmpty)
    }

    @Test func northAmericanPhoneNumbersInTheirUsualShapes() {
        for phone in ["(305) 861-2222", "(813) 876 - 2587", "Tel 305 861-2222", "301-585-1111", "206.575.7454"] {
            #expect(CountryMarks.printsNorthAmericanPhone(phone), "\(phone)")
        }
        for other in ["2019.06.23", "12.345.6789", "0341-2345678", "Tel:01 6771155", "4111-1111-1111-1111"] {
            #expect(!CountryMarks.printsNorthAmericanPhone(other), "\(other)")
        }
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
