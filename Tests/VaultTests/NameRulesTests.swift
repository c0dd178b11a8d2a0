import OCR
import Testing

@testable import Vault

/// Every merchant read at the top or foot of a receipt says which named rule set it.
@Suite struct NameRulesTests {
    private func merchant(_ lines: [String]) throws -> DraftField<String> {
        try #require(ReceiptParser.parse(PaymentAndSummaryTests.page(lines.map { ($0, 0.9) })).merchant)
    }

    @Test func eachRuleSaysHowTheNameWasFound() throws {
        let single = try merchant(["KEDAI RUNCIT MAJU JAYA SDN BHD", "NO 5, JALAN MAWAR", "TOTAL 10.00"])
        #expect(single.value == "KEDAI RUNCIT MAJU JAYA SDN BHD")
        #expect(single.rule == .merchant(.nameLine))

        let begun = try merchant([
            "AIK HUAT HARDWARE", "ENTERPRISE (SETIA", "ALAM) SDN BHD", "NO. 17-G, JALAN SETIA INDAH", "TOTAL 10.00",
        ])
        #expect(begun.value == "AIK HUAT HARDWARE ENTERPRISE (SETIA ALAM) SDN BHD")
        #expect(begun.rule == .merchant(.begunAbove))

        let formBelow = try merchant(["TSH POWER HARDWARE", "TRADING", "13-1, JALAN PJU 5/10", "TOTAL 10.00"])
        #expect(formBelow.value == "TSH POWER HARDWARE TRADING")
        #expect(formBelow.rule == .merchant(.legalFormBelow))
    }

    @Test func bracketsAndMarksMisreadAroundANameAreMended() throws {
        let cases = [
            ("COSWAY iM) SDN BHD", "COSWAY (M) SDN BHD"),
            ("COSWAY (M SDN BHD", "COSWAY (M) SDN BHD"),
            ("BHPetro] Palekbang", "BHPetrol Palekbang"),
            ("UNIHAKKA INTERNATIONAL-SDN BHD", "UNIHAKKA INTERNATIONAL SDN BHD"),
            ("KEDAI PAPAN'' YEW CHUAN", "KEDAI PAPAN YEW CHUAN"),
            ("TKANO HANDEL SDN BHD", "IKANO HANDEL SDN BHD"),
            ("Dion Realties Sdn Bhd (Ca", "Dion Realties Sdn Bhd"),
            ("GARDENIA BAKERIES (KL) SDN EEDD", "GARDENIA BAKERIES (KL) SDN BHD"),
        ]
        for (read, printed) in cases {
            let name = try merchant([read, "NO 5, JALAN MAWAR", "TOTAL 10.00"])
            #expect(name.value == printed, "\(read)")
            #expect(name.signals[.unpairedBracket] == nil, "\(read)")
        }
        // Brackets that pair, a long word left open, a square bracket of its own: as read.
        for read in ["GARDENIA BAKERIES (KL) SDN BHD", "COSWAY (MALAYSIA SDN BHD", "SHOP [ONE] CAFE"] {
            #expect(try merchant([read, "NO 5, JALAN MAWAR", "TOTAL 10.00"]).value == read)
        }
        // A mended name is no sure name.
        let mended = try #require(
            ConfidenceCalibration.calibrated(
                ReceiptParser.parse(
                    PaymentAndSummaryTests.page([
                        ("COSWAY iM) SDN BHD", 0.95), ("Coffee 3.50", 0.95), ("TOTAL 3.50", 0.95),
                        ("12/03/2025 10:15", 0.95),
                    ]))
            ).merchant)
        #expect(mended.signals[.repaired] == 1)
        #expect(mended.confidence < ConfidenceCalibration.sure)
    }

    @Test func wordsBeginAsWordsDo() {
        for word in [
            "STRAND", "KHOO", "NGAN", "Bhpetrol", "THREE", "Sri", "TNB", "PTY", "Pfalz", "DJARUM", "ABC", "TCHIBO",
            "MCDONALDS", "LLOYDS", "HSBC", "KTMB",
        ] {
            #expect(!WordOnsets.beginsAsNoWordDoes(word), "\(word)")
        }
        for word in ["HREE", "TKANO", "Lmart", "RTNE"] {
            #expect(WordOnsets.beginsAsNoWordDoes(word), "\(word)")
        }
        #expect(WordOnsets.capitalIReadAsT("TKEA") == "IKEA")
        #expect(WordOnsets.capitalIReadAsT("TMALL") == nil, "a code with one vowel")
        #expect(WordOnsets.capitalIReadAsT("TRADING") == nil)
        #expect(WordOnsets.capitalIReadAsT("HREE") == nil)
    }

    @Test func aFaintlyReadCompanyNameIsStillTheName() throws {
        // The name line read at 0.45 with its bracket misread and glued to the legal form; the
        // town below it read more clearly.
        let lines = [
            (".      rOSTPD", 0.36), ("-  BEMED (SP}SDN. BHD. |", 0.45), ("NO.49, Jalan Dinar G U3/G,", 0.4),
            ("Subang Perdana,", 0.51), ("40150 Shah Alam, Selangor", 0.87), ("TOTAL 10.00", 0.9),
        ]
        let name = try #require(ReceiptParser.parse(PaymentAndSummaryTests.page(lines)).merchant)
        #expect(name.value == "BEMED (SP) SDN. BHD.")
        // A word that names a kind of shop is evidence too; without either, a line read that
        // faintly is noise.
        let shop = [("TIMES BOOKSTORES", 0.36), ("LOT F1 & 22, CITY MALL", 0.54), ("TOTAL 10.00", 0.9)]
        #expect(ReceiptParser.parse(PaymentAndSummaryTests.page(shop)).merchant?.value == "TIMES BOOKSTORES")
        let faint = [("HAPPY TIME", 0.45), ("Subang Perdana,", 0.9), ("TOTAL 10.00", 0.9)]
        #expect(ReceiptParser.parse(PaymentAndSummaryTests.page(faint)).merchant?.value == "Subang Perdana")
    }

    /// `Your order number is` above a café's name is a notice to the customer.
    @Test func aNoticeToTheCustomerIsNoName() throws {
        let slip = [
            ("Your ordernumberis", 0.9), ("7290", 0.9), ("CT281 - Tealive Shell Kepong", 0.9), ("TOTAL 8.60", 0.9),
        ]
        let name = try #require(ReceiptParser.parse(PaymentAndSummaryTests.page(slip)).merchant)
        #expect(name.value == "Tealive Shell Kepong")
    }

    @Test func aBrandOverItsCompanyIsNotSure() throws {
        // `Nando's` in large print over the company's name and legal form: either may be wanted.
        func page(_ lines: [String]) -> [RecognizedPage] {
            var pages = PaymentAndSummaryTests.page(lines.map { ($0, 0.95) })
            pages[0].lines[0].box.height = 80
            pages[0].lines[0].words = pages[0].lines[0].words.map { word in
                var tall = word
                tall.box.height = 80
                return tall
            }
            return pages
        }
        let brand = [
            "Nando:", "PERi-PERI CHICKEN", "FLAME-GRILLED", "Nando's Chickenland Malaysia", "Sdn Bhd",
            "Unit G-13, Ground Floor", "TOTAL 10.00",
        ]
        var name = try #require(ReceiptParser.parse(page(brand)).merchant)
        #expect(name.value == "Nando")
        #expect(name.signals.has(.rivalName))
        name.signals[.voteShare] = 1
        #expect(ConfidenceCalibration.merchant(name.signals) < ConfidenceCalibration.sure)
        // Two names of a kind of shop: the short form under the long one.
        let shops = ["FACE TO FACE NOODLE HOUSE", "FTOF NOODLE HOUSE", "NO 2, JALAN MAWAR", "TOTAL 10.00"]
        let long = try #require(ReceiptParser.parse(PaymentAndSummaryTests.page(shops.map { ($0, 0.95) })).merchant)
        #expect(long.signals.has(.rivalName))
        // Alone in its header (a registration number is no company's name), the same name read
        // as clearly is sure.
        let header = ["Nando:", "(SA0264195-T)", "Unit G-13, Ground Floor", "TOTAL 10.00"]
        var alone = try #require(ReceiptParser.parse(page(header)).merchant)
        #expect(!alone.signals.has(.rivalName))
        alone.signals[.voteShare] = 1
        #expect(ConfidenceCalibration.merchant(alone.signals) >= ConfidenceCalibration.sure)
    }

    @Test func aRegisteredNameOutranksALargerSlogan() {
        var registered = Ranking(NameAdjustment.nameLike)
        registered.add(.registeredName)
        var slogan = Ranking(NameAdjustment.nameLike)
        slogan.add(.largePrint, points: 1.5 * NameAdjustment.largePrint.points)
        #expect(registered.total > slogan.total)
        #expect(registered.has(.registeredName) && !slogan.has(.registeredName))
    }
}
