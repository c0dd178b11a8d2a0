import Foundation
import Testing

@testable import Reading

/// The head of a US restaurant or shop slip: a chain's store number, the town and state, the
/// staff, a social-media call and the terminal's transaction type.
@Suite struct USHeaderNameTests {
    private func merchant(_ texts: [String]) -> String? {
        DocumentPipeline.understand(pages: TextPage.pages(texts)).draft.merchant?.value
    }

    @Test func aTownAndItsStateEndAnAddressLine() {
        for address in ["FAIR OAKS,CA", "YONKERS,NY OZ04", "Silver Spring, MD20910", "Houston, TX 77061-1234"] {
            #expect(AddressTowns.endsInUSState(address), "\(address)")
        }
        for name in ["PIZZA, PASTA", "KEDAI MAJU, JB", "SMITH, JONES & CO", "Joe's Diner, Inc", "BAR, GRILL 1234567"] {
            #expect(!AddressTowns.endsInUSState(name), "\(name)")
        }
        #expect(merchant(["[h=40]~~~", "FAIR OAKS,CA", "Burger 7.50", "TOTAL $7.50"]) != "FAIR OAKS,CA")
    }

    /// A state written out after the town's comma, or a line from a house number to a state's
    /// code: the address, under a short name above it.
    @Test func aStatesNameOrAHouseNumberToAStatesCodeIsAnAddress() {
        for address in [
            "ATHENS, Georgia", "Athens, GEORGIA.", "400 DERBY AVEWEST HAVEN CT.", "12 Main St Springfield IL",
        ] {
            #expect(AddressTowns.isUSAddressByState(address), "\(address)")
        }
        for name in ["SUPREME NY", "Georgia's Kitchen, Inc", "7 ELEVEN", "21 CLUB", "Five Guys, Burgers"] {
            #expect(!AddressTowns.isUSAddressByState(name), "\(name)")
        }
        #expect(
            merchant(["DAIKO", "203-392-3626", "400 DERBY AVEWEST HAVEN CT.", "Edamame  4.00", "TOTAL  4.00"])
                == "DAIKO")
        #expect(merchant(["[h=40]~~~", "ATHENS, Georgia", "Stamps 9.80", "TOTAL $9.80"]) != "ATHENS, Georgia")
    }

    @Test func aStoreNumberAfterTheNameIsNoAddress() {
        #expect(
            merchant([
                "Wendy's Restaurant #00003675", "401 Bergan St", "Harrison, NJ 07029", "Fries 2.99", "TOTAL 2.99",
            ])
                == "Wendy's Restaurant #00003675")
        // Printed apart from its sign, it is no house number, and the name keeps its words.
        #expect(
            merchant(["Sports Authority # 484", "1230 Old Country Road", "Westbury, NY 11590", "TOTAL 937.43"])
                == "Sports Authority # 484")
        #expect(merchant(["1 . Yam Fresh", "Apples 2.50", "TOTAL 2.50"]) == "Yam Fresh")
        #expect(MerchantFinder.withoutStoreNumber("Panda Express#2614") == "Panda Express")
        #expect(MerchantFinder.withoutStoreNumber("Suite #12B") == "Suite #12B")
    }

    @Test func aPhoneNumberAfterTheNameIsNoPartOfIt() {
        #expect(
            merchant([
                "Sutway#44969-0 Phone 626-585-9999", "625 S Fair Oaks Ave", "Pasadena, CA, 91105", "Sub 11.99",
                "TOTAL 11.99",
            ]) == "Sutway#44969-0")
        #expect(MerchantFinder.beforePhoneNumber("MICHRELS STORE #9416 (770 979-5667") == "MICHRELS STORE #9416 ")
        #expect(MerchantFinder.beforePhoneNumber("KEDAI MAJU Tel: 03-55423228") == "KEDAI MAJU ")
        #expect(MerchantFinder.beforePhoneNumber("Subway#44969-0 Phone 626-586-9999       |") == "Subway#44969-0 ")
        // The brand is looked for before the phone too: the whole line is too long for a name.
        let line = ReceiptLine.lines(of: TextPage.pages(["Subway#44969-0 Phone 626-586-9999       |", "Sub 11.99"]))[0]
        #expect(BrandFinder().onLine(line)?.brand.name == "Subway")
        // A label with its number is a contact line; a run of digits alone a store's number.
        #expect(MerchantFinder.beforePhoneNumber("Mobile /Whatsapps : +6012-918 7937") == nil)
        #expect(MerchantFinder.beforePhoneNumber("Tel: 03-55423228") == nil)
        #expect(MerchantFinder.beforePhoneNumber("CARL'S JR 1100375") == nil)
    }

    /// `Castro` is a brand of clothes shops; `Castro Valley,CA` is the shop's town and state.
    @Test func aTownThatBeginsWithABrandsNameIsNoBrand() {
        let name = merchant([
            "POKEATERY", "Pokeatery CV", "18911 Lake Chabot   December 29, 2018", "Road                    2:01PM",
            "Castro Valley,CA                 Ramelle", "94546", "Poke Bowl 12.00", "TOTAL 12.00",
        ])
        #expect(name?.uppercased().hasPrefix("POKEATERY") == true, "\(name ?? "nil")")
    }

    @Test func storeCheckAndOrderNumbersEndingANameAreCut() {
        #expect(MerchantFinder.withoutStoreNumber("Steak 'n Shake No:11") == "Steak 'n Shake ")
        #expect(MerchantFinder.withoutStoreNumber("Backhaus Nr. 4") == "Backhaus ")
        #expect(MerchantFinder.withoutStoreNumber("Finnegan's Way Check 822819") == "Finnegan's Way ")
        // A bare number only where it is asked for, and never after one word or before letters.
        #expect(MerchantFinder.withoutStoreNumber("Taco Bell 017314") == "Taco Bell 017314")
        #expect(MerchantFinder.withoutStoreNumber("Taco Bell 017314", bareNumbers: true) == "Taco Bell ")
        #expect(MerchantFinder.withoutStoreNumber("Quick 506462", bareNumbers: true) == "Quick 506462")
        #expect(MerchantFinder.withoutStoreNumber("No 11", bareNumbers: true) == "No 11")
    }

    @Test func staffSocialMediaAndTheTransactionTypeAreNoNames() {
        #expect(merchant(["**PURCHASE**", "Panda Express#2614", "Plate 9.10", "TOTAL 9.10"]) == "Panda Express#2614")
        #expect(
            merchant(["Follow us on Instagram & Facebook as", "Host: JULIANA", "Plate 9.10", "TOTAL 9.10"]) == nil)
    }
}
