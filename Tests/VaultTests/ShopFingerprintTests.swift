import Foundation
import Testing

@testable import Reading
@testable import Vault

@Suite struct ShopFingerprintTests {
    static let firstVisit = """
        LIM KOK WENG
        SENG HENG HARDWARE (M) SDN BHD
        (CO. REG : 123456-X)
        NO. 12, JALAN PERMAS 10/2,
        BANDAR BARU PERMAS JAYA,
        81750 JOHOR BAHRU, JOHOR.
        TEL : 07-388 1234 FAX : 07-388 1235
        GST ID : 000123456789
        TAX INVOICE
        INVOICE NO : CS00012345
        DATE : 18-11-2018 TIME : 10:23:45
        WALL PLUG 6MM
        4974052854583 (100PCS)
        TOTAL RM 30.90
        """

    /// The same header read with OCR slips, and no name line.
    static let secondVisit = """
        LIM KOK WENG
        (CO. REG : 123456-X)
        NO. 12, JALAN PERMAS 1O/2,
        BANDAR BARU PERMAS JAYA.
        81750 JOHOR BAHRU, J0HOR.
        TEL : 07-388 1234 FAX : 07-388 1235
        GST ID : 000I23456789
        TAX INVOICE
        INVOICE NO : CS00012987
        DATE : 03-12-2018 TIME : 16:05:12
        """

    @Test func readsAddressNumbersAndLeavesOutTransactionLines() {
        let fingerprint = ShopFingerprintReader.read(
            pages: [Self.firstVisit], nameLines: ["SENG HENG HARDWARE (M) SDN BHD"])
        #expect(fingerprint.values(.registration) == ["123456X"])
        #expect(fingerprint.values(.taxNumber) == ["000123456789"])
        #expect(fingerprint.values(.phone) == ["073881234", "073881235"])
        #expect(fingerprint.values(.address).count == 3)
        #expect(fingerprint.taxLabel == "GST no.")
        let all = fingerprint.marks.map(\.value)
        #expect(!all.contains { $0.contains("12345") && $0.hasPrefix("CS") }, "invoice number kept: \(all)")
        #expect(!all.contains { $0.contains("2018") }, "date kept: \(all)")
        #expect(!all.contains { $0.contains("4974052854583") }, "item barcode kept: \(all)")
        #expect(!all.contains("LIMKOKWENG") && !all.contains("TAXINVOICE"))
    }

    @Test func recognisesTheShopDespiteSlipsAndNamesTheReason() throws {
        let known = KnownShop(
            expenseId: 12, merchant: "Seng Heng Hardware (M) Sdn Bhd",
            fingerprint: ShopFingerprintReader.read(pages: [Self.firstVisit]))
        let other = KnownShop(
            expenseId: 3, merchant: "Book Ta.K (Taman Daya) Sdn Bhd",
            fingerprint: ShopFingerprintReader.read(pages: [
                "BOOK TA.K (TAMAN DAYA) SDN BHD\n789417-W\nNO.53 55,57 & 59, JALAN SAGU 18,\nTAMAN DAYA,"
            ]))
        let later = ShopFingerprintReader.read(pages: [Self.secondVisit])
        let match = try #require(ShopMatcher.match(later, readName: "LIM KOK WENG", in: [known, other]))
        #expect(match.shop.expenseId == 12)
        #expect(match.reason.hasPrefix("same shop as expense 12: address, GST no., registration no. and phone match"))
        #expect(match.confidence >= 0.9)
    }

    /// A number alone on a line (stamped on the paper by a scanner, a reference) is not the
    /// shop's registration: two shops with such numbers one slip apart are not one shop.
    @Test func aBareNumberIsNotARegistration() {
        let known = KnownShop(
            expenseId: 4, merchant: "SRI MAJU STATIONERY SDN BHD",
            fingerprint: ShopFingerprintReader.read(pages: [
                "4190212\nSRI MAJU STATIONERY SDN BHD\n(552310-M)\nNO.8, JALAN MELUR 3,\nTAMAN MELUR INDAH,"
            ]))
        let other = ShopFingerprintReader.read(pages: [
            "41902712\nKEDAI KUNCI EMAS\n(000123987-K)\nNo 21, Jalan Cempaka 4,\nBandar Baru Bangi,"
        ])
        #expect(other.values(.registration) == ["000123987K"])
        #expect(ShopMatcher.match(other, readName: "KEDAI KUNCI EMAS", in: [known]) == nil)
        let labelled = ShopFingerprintReader.read(pages: ["KEDAI KUNCI EMAS\nCo. No. 201901012345\n(201805556677)"])
        #expect(labelled.values(.registration) == ["201901012345", "201805556677"])
    }

    /// Two restaurants of one town: the state and ZIP code the deep engine runs together
    /// (`MD20910`) are their town's postcode, no registration number they share.
    @Test func aUSStateAndZIPRunTogetherAreNoRegistration() {
        let known = KnownShop(
            expenseId: 7, merchant: "CITYTASTE",
            fingerprint: ShopFingerprintReader.read(pages: ["CITYTASTE\n930 WAYNE AVE.#100\nSILVERSPRING,MD20910"]))
        let other = ShopFingerprintReader.read(pages: [
            "Crisfield Seafood\n8012 Georgia Ave\nSilverSpring,MD20910\nTEL 301-589-1306"
        ])
        #expect(other.values(.registration).isEmpty)
        #expect(ShopMatcher.match(other, readName: "Crisfield Seafood", in: [known]) == nil)
        // Nor is the town's line, however it is spaced, one shop's address.
        for town in ["Everett, WA 98201", "Everett WA 98201", "SILVERSPRING,MD20910", "Houston, TX 77061-1234"] {
            #expect(ShopFingerprintReader.isUSTownLine(town), "\(town)")
        }
        for address in ["2011 Hewitt Ave", "8012 Georgia Ave, Silver Spring, MD 20910", "81750 JOHOR BAHRU, JOHOR."] {
            #expect(!ShopFingerprintReader.isUSTownLine(address), "\(address)")
        }
        let everett = ShopFingerprintReader.read(pages: [
            "GUSTO\nThai Gusto Restaurant\n2011 Hewitt Ave\nEverett WA 98201"
        ])
        #expect(everett.values(.address) == [MerchantRule.fold("2011 Hewitt Ave")])
        // A registration number with two letters that are no state's stays one.
        #expect(ShopFingerprintReader.read(pages: ["KEDAI\n(JM0517726)"]).values(.registration) == ["JM0517726"])
    }

    /// Branches of one chain share the head office address but not the registration number.
    @Test func anotherCompanysNumberRulesOutTheMatch() {
        let head = "LOT 1851-A & 1851-B, JALAN KPB 6,\nKAWASAN PERINDUSTRIAN BALAKONG,\n43300 SERI KEMBANGAN, SELANGOR"
        let johor = KnownShop(
            expenseId: 1, merchant: "MR D.I.Y. (JOHOR) SDN BHD",
            fingerprint: ShopFingerprintReader.read(pages: ["MR D.I.Y. (JOHOR) SDN BHD\n(CO.REG : 933109-X)\n" + head]))
        let national = ShopFingerprintReader.read(pages: ["MR D.I.Y. (M) SDN BHD\n(CO. REG : 860671-D)\n" + head])
        #expect(ShopMatcher.match(national, readName: "MR D.I.Y. (M) SDN BHD", in: [johor]) == nil)
    }

    /// A tax number misread beyond a slip does not rule out a shop whose phone agrees.
    @Test func aMisreadNumberIsOutweighedByAnotherThatAgrees() throws {
        let known = KnownShop(
            expenseId: 4, merchant: "AIK HUAT HARDWARE",
            fingerprint: ShopFingerprintReader.read(pages: [
                "NO. 17-G, JALAN SETIA INDAH\nTEL: 012-651783 FAX: 03-32623608\nGST NO: 000394528746"
            ]))
        let later = ShopFingerprintReader.read(pages: [
            "NO. 17-6, JALAN SETIA IHUAH\nTEL: 012-651783 FAX: 03-33523608\nGST NO: GOGZ24520748"
        ])
        let match = try #require(ShopMatcher.match(later, readName: nil, in: [known]))
        #expect(match.matched.contains("phone"))
        #expect(!match.matched.contains("GST no."))
    }

    /// One address line in common is too little to rename a name that was read, but it is
    /// offered, unsure, for a receipt on which no name could be read at all.
    @Test func oneAddressLineIsOfferedOnlyAtTheNamelessThreshold() throws {
        let known = KnownShop(
            expenseId: 7, merchant: "AIK HUAT HARDWARE ENTERPRISE",
            fingerprint: ShopFingerprintReader.read(pages: [
                "NO. 17-G, JALAN SETIA INDAH\n(X) U13/X, SETIA ALAM,\nTEL: 012-651783 FAX: 03-32623608"
            ]))
        // The phone and the second address line misread beyond a slip.
        let later = ShopFingerprintReader.read(pages: [
            "NO. 17-6, JALAN SETIA INAH\n(X) UES/x, SETTA aL At\nLi O12 ~ 665i 78s Fax: 4 - g3633608"
        ])
        #expect(ShopMatcher.match(later, readName: nil, in: [known]) == nil)
        let match = try #require(
            ShopMatcher.match(later, readName: nil, in: [known], threshold: ShopMatcher.namelessThreshold))
        #expect(match.matched == ["address"])
        #expect(match.confidence < ConfidenceCalibration.sure)
        #expect(match.reason == "perhaps the same shop as expense 7: address matches")
    }

    /// Lines that receipts of different merchants print alike say nothing about the shop.
    @Test func addressLinesSharedByTwoMerchantsDoNotCount() {
        let mall = "LOT 2-15, PLAZA ANGSANA,\nJALAN SKUDAI 5, 81200 JOHOR BAHRU"
        let shops = [
            KnownShop(expenseId: 1, merchant: "KEDAI A", fingerprint: ShopFingerprintReader.read(pages: [mall])),
            KnownShop(expenseId: 2, merchant: "KEDAI B", fingerprint: ShopFingerprintReader.read(pages: [mall])),
        ]
        #expect(ShopMatcher.match(ShopFingerprintReader.read(pages: [mall]), readName: nil, in: shops) == nil)
        #expect(ShopMatcher.match(ShopFingerprintReader.read(pages: [mall]), readName: nil, in: [shops[0]]) != nil)
    }
}

/// The known shops are decoded once and kept while the table is unchanged; any change, also
/// one made through another handle on the vault (another process), is seen at once.
@Suite struct KnownShopCacheTests {
    @Test func aChangeByAnotherHandleIsSeen() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vault-shops-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let vault = try Vault.open(VaultLayout(root: root))
        let header =
            "SRI MAJU STATIONERY SDN BHD\n(552310-M)\nNO.8, JALAN MELUR 3,\nTAMAN MELUR INDAH,\nTEL: 03-5891 9941"
        try vault.addTextDocuments([
            TextDocument(
                name: "a.pdf", pages: [header + "\nTOTAL 12.00"], kind: .receipt,
                fields: .init(merchant: "Sri Maju Stationery Sdn Bhd", total: 12, currency: "MYR", date: nil))
        ])
        let id = try #require(try vault.expenses().first?.id)
        #expect(try vault.knownShops().isEmpty)
        let other = try Vault.open(VaultLayout(root: root))
        try other.setStatus(.confirmed, ofExpenses: [id])
        #expect(try vault.knownShops().map(\.merchant) == ["Sri Maju Stationery Sdn Bhd"])
        _ = try other.editExpense(id: id, ExpenseChange(merchant: "Sri Maju Stationery"))
        #expect(try vault.knownShops().map(\.merchant) == ["Sri Maju Stationery"])
        try other.setStatus(.draft, ofExpenses: [id])
        #expect(try vault.knownShops().isEmpty)
        // A deleted expense takes its learned shop with it (the foreign key's cascade).
        try other.setStatus(.confirmed, ofExpenses: [id])
        #expect(try vault.knownShops().count == 1)
        try other.database.pool.write { try $0.execute(sql: "DELETE FROM expense WHERE id = ?", arguments: [id]) }
        #expect(try vault.knownShops().isEmpty)
    }
}

/// A second copy of a receipt whose name OCR read badly is still found by its header: the
/// shop vault learnt from the confirmed copy.
@Suite struct NearDuplicateFingerprintTests {
    @Test func aBadlyReadNameIsTheSameReceiptByItsHeader() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vault-dup-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let vault = try Vault.open(VaultLayout(root: root))
        let header =
            "SRI MAJU STATIONERY SDN BHD\n(552310-M)\nNO.8, JALAN MELUR 3,\nTAMAN MELUR INDAH,\nTEL: 03-5891 9941"
        let day = CalendarDate(iso: "2025-05-02")
        try vault.addTextDocuments([
            TextDocument(
                name: "a.pdf", pages: [header + "\nTOTAL 12.00"], kind: .receipt,
                fields: .init(merchant: "Sri Maju Stationery Sdn Bhd", total: 12, currency: "MYR", date: day))
        ])
        let original = try #require(try vault.expenses().first)
        try vault.setStatus(.confirmed, ofExpenses: [try #require(original.id)])
        var copy = original
        copy.id = nil
        copy.documentId = nil
        copy.status = .draft
        copy.merchant = "5R1 NAJU 5TAT"
        let fingerprint = ShopFingerprintReader.read(pages: [header])
        let found = try vault.database.pool.read { db in
            try NearDuplicates.original(of: copy, fingerprint: fingerprint, in: db)
        }
        #expect(found == original.id)
        // Without the header the name alone is too far off to say.
        let unnamed = try vault.database.pool.read { db in try NearDuplicates.original(of: copy, in: db) }
        #expect(unnamed == nil)
        // Close names need no header: one letter slipped.
        copy.merchant = "Sri Maju Stati0nery Sdn Bhd"
        #expect(try vault.database.pool.read { db in try NearDuplicates.original(of: copy, in: db) } == original.id)
    }
}
