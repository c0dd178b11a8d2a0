import OCR
import Testing

@testable import Reading

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
            ("Collector s Choice Restaurant", "Collector's Choice Restaurant"),
            ("Friendly Red s", "Friendly Red's"),
            // A speck of one or two small letters after a name of capitalised words.
            ("MOOYAH Burgers og", "MOOYAH Burgers"), ("Old Ebbitt Grill as", "Old Ebbitt Grill"),
            // Zeros and ones between letters, in names of any letter case.
            ("Golden Sc0op Sdn Bhd", "Golden Scoop Sdn Bhd"), ("YONG S00N FATT S/B", "YONG SOON FATT S/B"),
            ("eC0SWay.com SDN BHD", "eCOSWay.com SDN BHD"), ("B1ue Lagoon Cafe", "Blue Lagoon Cafe"),
            // A number that begins or ends a word is printed so.
            ("Level1 Cafe 10KG", "Level1 Cafe 10KG"), ("Club10 Bistro", "Club10 Bistro"),
        ]
        for (read, printed) in cases {
            let name = try merchant([read, "NO 5, JALAN MAWAR", "TOTAL 10.00"])
            #expect(name.value == printed, "\(read)")
            #expect(name.signals[.unpairedBracket] == nil, "\(read)")
        }
        // Brackets that pair, a long word left open, a square bracket of its own: as read.
        // A capital `S` may be a word of its own (`99 SPEED MART S/B`, `PLAN S`), and a small
        // one after a number is no possessive.
        for read in [
            "GARDENIA BAKERIES (KL) SDN BHD", "COSWAY (MALAYSIA SDN BHD", "SHOP [ONE] CAFE", "PLAN S CAFE",
            "Cafe 21 s", "Casa de la", "Pizza Co",
        ] {
            #expect(try merchant([read, "NO 5, JALAN MAWAR", "TOTAL 10.00"]).value == read, "\(read)")
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

    @Test func stateMarksLegalFormsAndCapitalLsMisreadAreMended() throws {
        let cases = [
            ("GARDENIA BAKERIES (KI) SDN BHD", "GARDENIA BAKERIES (KL) SDN BHD"),
            ("COSWAY (MM) SDN BHD", "COSWAY (M) SDN BHD"),
            ("MR. D.I.Y. (M) SON 10", "MR. D.I.Y. (M) SDN BHD"),
            ("OCEAN [.C PACKAGING ENTERPRISE", "OCEAN LC PACKAGING ENTERPRISE"),
            ("OCEAN £C PACKAGING ENTERPRISE", "OCEAN LC PACKAGING ENTERPRISE"),
        ]
        for (read, printed) in cases {
            #expect(try merchant([read, "NO 5, JALAN MAWAR", "TOTAL 10.00"]).value == printed, "\(read)")
        }
        // A bracketed code that is no state mark, and a closed square bracket, stay as read.
        for read in ["KEDAI (KB) SDN BHD", "SHOP [ONE] CAFE", "SEN HENG (M) SON"] {
            #expect(try merchant([read, "NO 5, JALAN MAWAR", "TOTAL 10.00"]).value == read, "\(read)")
        }
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

    @Test func aCompanyUnderABrandOrBranchLineIsNotSure() throws {
        let address = ["NO 2, JALAN MAWAR", "(GST ID No : 001656262656)", "TOTAL 10.00"]
        for above in ["Ampang 210", "KIKU JAPANESE RESTAURANT"] {
            var name = try merchant([above, "First City Parking Sdn Bhd"] + address)
            #expect(name.value == "First City Parking Sdn Bhd")
            #expect(name.signals.has(.registeredName) && name.signals.has(.brandAbove))
            name.signals[.voteShare] = 1
            let assessment = ConfidenceCalibration.assessMerchant(name.signals)
            #expect(assessment.level < ConfidenceCalibration.sure)
            #expect(assessment.reason.contains("the line above it"))
        }
        // A logo spelling the name's own word, a note in lower case, or nothing above: sure.
        for above in [["PREMIO"], ["tan woon yann"], []] {
            var name = try merchant(above + ["PREMIO STATIONERY SDN BHD"] + address)
            #expect(!name.signals.has(.brandAbove))
            name.signals[.voteShare] = 1
            #expect(ConfidenceCalibration.merchant(name.signals) >= ConfidenceCalibration.sure)
        }
    }

    @Test func slogansDepartmentsAndTheTownAreNoNames() throws {
        let address = ["Detmolder Str. 4", "33102 Paderborn", "Tel. 05251 / 180420", "SUMME EUR 12,34"]
        // A slogan that asks, the till's list of departments, the town of the shop's address.
        for header in ["WUNSCHLOS GLÜCKLICH? |", "Drogerie/Haushalt/Tiernahrung/Tabak", "- PADERBORN"] {
            let name = try merchant([header, "Marktkauf Lehr"] + address)
            #expect(name.value == "Marktkauf Lehr", "\(header)")
        }
        let lines = ["33102 Paderborn", "81620 Pengerang, Johor.", "No. 343, Jalan Kurau"].map { ($0, 0.9) }
        let towns = AddressTowns.words(on: ReceiptLine.lines(of: PaymentAndSummaryTests.page(lines)))
        #expect(towns == ["paderborn", "pengerang"])
    }

    @Test func strayMarksReadFaintlyBesideAClearNameDoNotHideIt() throws {
        // `a  > APOTHEKE` in large print: the marks read at 0.4 and 0, the word at 0.91, the
        // line at 0.44; the pharmacist's name below it clearly.
        let lines = ["a  > APOTHEKE", "Alina Schunk", "Detmolder Str. 8", "33102 Paderborn", "SUMME EUR 12,34"]
        func name(wordConfidence: Double) throws -> DraftField<String> {
            var pages = PaymentAndSummaryTests.page(lines.map { ($0, 0.88) })
            pages[0].lines[0].confidence = 0.44
            pages[0].lines[0].box.height = 60
            pages[0].lines[0].words = pages[0].lines[0].words.map { word in
                var large = word
                large.box.height = 60
                large.confidence = word.text == "APOTHEKE" ? wordConfidence : 0.2
                return large
            }
            return try #require(ReceiptParser.parse(pages).merchant)
        }
        #expect(try name(wordConfidence: 0.91).value == "APOTHEKE")
        // The word itself read faintly: the line is noise, as before.
        #expect(try name(wordConfidence: 0.6).value == "Alina Schunk")
    }

    @Test func aLogosNoiseReadAsLettersIsNoPrintHeight() {
        func line(_ words: [(String, Double, Int)]) -> ReceiptLine {
            let recognized = words.map { text, confidence, height in
                RecognizedWord(
                    text: text, box: BoundingBox(x: 0, y: 0, width: 100, height: height), confidence: confidence)
            }
            let text = words.map(\.0).joined(separator: " ")
            let box = BoundingBox(x: 0, y: 0, width: 400, height: words.map(\.2).max() ?? 0)
            return ReceiptLine(
                page: 1, index: 0, order: 0,
                line: RecognizedLine(text: text, box: box, confidence: 0.5, words: recognized))
        }
        // `oN` read at 0.15 over a 165 px logo beside `DELPHIN` in 48 px print.
        #expect(line([("oN", 0.15, 165), ("'>", 0.53, 70), ("DELPHIN", 0.93, 48)]).textHeight == 48)
        // Every word read faintly: their heights are all there is.
        #expect(line([("oN", 0.15, 165), ("DELPHIN", 0.3, 48)]).textHeight == 165)
    }

    @Test func noNameAtTheTopTheLineAboveAnAddressFurtherDown() throws {
        // The header lost to fading; the card slip prints the shop and its address again.
        let slip = [
            "TEL 05251/87180", "2183839        1.129,00 b", "MAVIC PRO", "Total EUR      1.129,00",
            "* * Kundenbeleg * *", "Saturn Paderborn", "Kamp 30-32", "33098 Paderborn", "Datum 08.09.17",
        ]
        let name = try merchant(slip)
        #expect(name.value == "Saturn Paderborn")
        #expect(name.rule == .merchant(.aboveAddress))
        #expect(ConfidenceCalibration.merchant(name.signals) < ConfidenceCalibration.sure)
        // Without the postcode line under the street, or the street under the name, the line is
        // no name above an address; only the brand table still knows `Saturn` (never sure).
        let noPostcode = slip.filter { $0 != "33098 Paderborn" }
        let withoutPostcode = ReceiptParser.parse(PaymentAndSummaryTests.page(noPostcode.map { ($0, 0.9) })).merchant
        #expect(withoutPostcode?.rule == .merchant(.brand))
        #expect(withoutPostcode?.value == "Saturn")
        let noStreet = slip.filter { $0 != "Kamp 30-32" }
        let withoutStreet = ReceiptParser.parse(PaymentAndSummaryTests.page(noStreet.map { ($0, 0.9) })).merchant
        #expect(withoutStreet?.rule == .merchant(.brand))
        #expect(ConfidenceCalibration.merchant(withoutStreet?.signals ?? [:]) < ConfidenceCalibration.sure)
        let streets = ["Kamp 30-32", "Warburger Straße 130", "Hauptstr. 8a"].map { ($0, 0.9) }
        #expect(ReceiptLine.lines(of: PaymentAndSummaryTests.page(streets)).allSatisfy(MerchantFinder.isStreetLine))
        let others = ["NO 5, JALAN MAWAR", "Bio Orangen 2,49", "33098 Paderborn", "Lot 3, Jalan Pelabur 23/1,"]
        #expect(
            !ReceiptLine.lines(of: PaymentAndSummaryTests.page(others.map { ($0, 0.9) })).contains(
                where: MerchantFinder.isStreetLine))
    }

    @Test func aWebAddressReadWithASlipStillSpellsTheName() throws {
        // `Marktkauf Lehr` in small print under a slogan in large print; the web address
        // `www.marktkauf.de` read with one letter wrong.
        let lines = [
            "FRISCH EINKAUFEN", "GENUSS ERLEBEN", "Marktkauf Lehr", "Detmolder Str. 4", "33102 Paderborn",
            "www. harktkauf .de", "SUMME EUR 12,34",
        ]
        var pages = PaymentAndSummaryTests.page(lines.map { ($0, 0.9) })
        for index in 0...1 {
            pages[0].lines[index].words = pages[0].lines[index].words.map { word in
                var tall = word
                tall.box.height = 60
                return tall
            }
        }
        let name = try #require(ReceiptParser.parse(pages).merchant)
        #expect(name.value == "Marktkauf Lehr")
        // One word spelled is not the whole name spelled: that alone makes nothing sure.
        #expect(!name.signals.has(.inWebAddress))
    }

    @Test func logoNoiseAtTheTopGivesWayToTheCompanyInTheFooter() throws {
        let items = (1...10).map { "ARTIKEL \($0)      1,49 C" }
        let lines = ["Ayla By ok", "Pohlweg 110", "33100 Paderborn"] + items + ["SUMME 14,90"]
        // The line at the top read fairly, one of its words faintly (`letters`).
        func merchant(footer: String, letters: Double) throws -> DraftField<String> {
            var pages = PaymentAndSummaryTests.page((lines + [footer]).map { ($0, 0.85) })
            pages[0].lines[0].confidence = 0.55
            pages[0].lines[0].words[0].confidence = letters
            return try #require(ReceiptParser.parse(pages).merchant)
        }
        let footer = "Aldi GmbH & Co. KG, Schloss Holte"
        let company = try merchant(footer: footer, letters: 0.3)
        #expect(company.value == "Aldi GmbH & Co. KG")
        #expect(company.rule == .merchant(.footerCompany))
        // Read clearly, the name at the top stands; opening hours whose `Sa` reads as a legal
        // form are no company line.
        #expect(try merchant(footer: footer, letters: 0.85).value == "Ayla By")
        #expect(try merchant(footer: "Öffnungszeiten Mo-Fr 8-18h, Sa 9-13h", letters: 0.3).value == "Ayla By")
    }

    @Test func anItemWhosePriceReadsAsALegalFormIsNoCompany() throws {
        // `(a5` for `0,35` folds to `as`, the Norwegian form: an item, above the real company.
        let items = (1...10).map { "ARTIKEL \($0)      1,49 C" } + ["GUT BIO JOGHURT PUR        (a5"]
        let lines = ["Ayla By ok", "Pohlweg 110", "33100 Paderborn"] + items + ["SUMME 15,25"]
        var pages = PaymentAndSummaryTests.page((lines + ["Aldi GmbH & Co. KG, Schloss Holte"]).map { ($0, 0.85) })
        pages[0].lines[0].confidence = 0.55
        pages[0].lines[0].words[0].confidence = 0.3
        let company = try #require(ReceiptParser.parse(pages).merchant)
        #expect(company.value == "Aldi GmbH & Co. KG")
        // Printed in letters, a short form at a line's end still names a company.
        pages[0].lines[13].text = "NORDIC TRADE AS"
        pages[0].lines[13].words = [
            RecognizedWord(text: "NORDIC TRADE AS", box: pages[0].lines[13].box, confidence: 0.85)
        ]
        #expect(try #require(ReceiptParser.parse(pages).merchant).value == "NORDIC TRADE AS")
    }

    @Test func aRegisteredNameOutranksALargerSlogan() {
        var registered = Ranking(NameAdjustment.nameLike)
        registered.add(.registeredName)
        var slogan = Ranking(NameAdjustment.nameLike)
        slogan.add(.largePrint, points: 1.5 * NameAdjustment.largePrint.points)
        #expect(registered.total > slogan.total)
        #expect(registered.has(.registeredName) && !slogan.has(.registeredName))
    }

    /// The deep engine runs words printed close together: `DINEIN` is the order's kind, as
    /// `DINE IN` is, and never the name; a word of a name in its place is taken.
    @Test func anOrderTypeRunTogetherIsNoName() throws {
        func name(under first: String) -> String? {
            let lines = [first, "Japan House", "10920 Wings Crossing Drive", "TOTAL 10.00"]
            return ReceiptParser.parse(PaymentAndSummaryTests.page(lines.map { ($0, 0.9) })).merchant?.value
        }
        for stamp in ["DINEIN", "CARRYOUT", "DINE IN"] {
            #expect(name(under: stamp) != stamp, "\(stamp)")
        }
        #expect(name(under: "SAKURA") == "SAKURA")
    }

    @Test func anItemWhosePricesPointWasReadAsASpaceIsNoName() throws {
        func name(_ first: String) -> String? {
            let lines = ["TABLE #30", first, "+ POUTINE                    $3 50", "TOTAL $16.50"]
            return ReceiptParser.parse(PaymentAndSummaryTests.page(lines.map { ($0, 0.9) })).merchant?.value
        }
        #expect(name("+ INTER                    $13 00") == nil)
        #expect(MerchantFinder.endsInPriceWithoutPoint("1 Coke €2 50"))
        // A name with a number in it, or a price without its sign, is left to the other rules.
        #expect(!MerchantFinder.endsInPriceWithoutPoint("Cafe 21 12"))
        #expect(!MerchantFinder.endsInPriceWithoutPoint("Boutique $ 12"))
        #expect(name("CHEZ VICTOR") == "CHEZ VICTOR")
    }
}
