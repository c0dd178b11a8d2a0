import Testing

@testable import Vault

@Suite struct NameEchoTests {
    @Test func aWordTheReceiptSpellsOtherwiseTwiceIsMended() {
        let elsewhere = ["Owned By :", "KENYU TRADING SDN BHD (123456-K)", "FOLLOW US : KENYU.STATIONERY"]
        #expect(NameEcho.mended("KENYO STATIONERY SHOP", elsewhere: elsewhere) == "KENYU STATIONERY SHOP")
        #expect(NameEcho.mended("Kenyo Stationery", elsewhere: elsewhere) == "Kenyu Stationery")
    }

    @Test func oneEchoAWordPrintedAsReadOrAShortWordIsLeftAsRead() {
        #expect(NameEcho.mended("GARDENIA BAKERIES", elsewhere: ["GARDENTA"]) == "GARDENIA BAKERIES")
        #expect(
            NameEcho.mended("GARDENIA BAKERIES", elsewhere: ["GARDENTA", "GARDENTA", "GARDENIA"])
                == "GARDENIA BAKERIES")
        #expect(NameEcho.mended("ABC SHOP", elsewhere: ["ABD", "ABD"]) == "ABC SHOP")
    }

    @Test func twoDifferentEchoesLeaveTheWordAsRead() {
        let elsewhere = ["KENYU", "KENYU", "KENYA", "KENYA"]
        #expect(NameEcho.mended("KENYO SHOP", elsewhere: elsewhere) == "KENYO SHOP")
    }
}
