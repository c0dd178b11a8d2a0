import Foundation
import OCR
import Testing

@testable import Reading

/// One page read by two OCR engines (`EngineAgreement`): the first reading's fields checked
/// against the other's.
@Suite struct EngineAgreementTests {
    static func receipt(date: String, total: String) -> [RecognizedPage] {
        TextPage.pages([
            "[h=50]CORNER DINER", "12 Main Street", "Date: \(date) 12:41", "Burger 12.50", "Fries 4.50",
            "Subtotal 17.00", "Tax 1.36", "TOTAL \(total)",
        ])
    }

    static func shop(_ name: String) -> [RecognizedPage] {
        TextPage.pages(["[h=50]\(name)", "Bentelerstrasse 4", "33104 Paderborn", "Milch 1,19", "SUMME 1,19"])
    }

    /// The deep engine misread a letter of a brand's name that Tesseract's reading matched.
    @Test func aBrandTheOtherEngineReadOneLetterApartIsTaken() throws {
        let ours = DocumentPipeline.understand(pages: Self.shop("Koufland")).draft
        try #require(ours.merchant?.value == "Koufland")
        let both = DocumentPipeline.understand(pages: Self.shop("Koufland"), otherReading: Self.shop("Kaufland")).draft
        #expect(both.merchant?.value == "Kaufland")
        #expect(both.merchant?.signals[.otherEngine] == 1)
        // Further apart, or no brand: the deep engine's name stays.
        let apart = DocumentPipeline.understand(pages: Self.shop("Koufhand"), otherReading: Self.shop("Kaufland")).draft
        #expect(apart.merchant?.value == "Koufhand")
        let noBrand = DocumentPipeline.understand(pages: Self.shop("Boulerie"), otherReading: Self.shop("Bouleric"))
            .draft
        #expect(noBrand.merchant?.value == "Boulerie")
    }

    /// The same letters read by both engines: Tesseract's spaces and marks, the deep engine's letters.
    @Test func theOtherEnginesSpacesAndMarksOnTheSameLetters() throws {
        #expect(
            EngineAgreement.spacing(of: "MR. D.I.Y. (M) sdn BHD", onLettersOf: "MR.D.I.Y.(M) SDN BHD")
                == "MR. D.I.Y. (M) SDN BHD")
        #expect(
            EngineAgreement.spacing(of: "UNIHAKKA INTERNATIONAL SDN BHD", onLettersOf: "UNIHAKKA INTERNATIONAL·SDN BHD")
                == "UNIHAKKA INTERNATIONAL SDN BHD")
        let ours = TextPage.pages(["[h=50]MR.D.I.Y. SDN BHD", "Lot 1, Jalan Ampang", "Roti 2.00", "TOTAL 2.00"])
        let theirs = TextPage.pages(["[h=50]MR. D.I.Y. SDN BHD", "Lot 1, Jalan Ampang", "Roti 2.00", "TOTAL 2.00"])
        let both = DocumentPipeline.understand(pages: ours, otherReading: theirs).draft
        #expect(both.merchant?.value == "MR. D.I.Y. SDN BHD")
        // Other letters: the deep engine's name stays as read.
        let other = TextPage.pages(["[h=50]MR. D.I.Z. SDN BHD", "Lot 1, Jalan Ampang", "Roti 2.00", "TOTAL 2.00"])
        let kept = DocumentPipeline.understand(pages: ours, otherReading: other).draft
        #expect(kept.merchant?.value == "MR.D.I.Y. SDN BHD")
    }

    /// The deep engine read a brand in large print faintly: it is kept over a name the other
    /// engine read that is no brand (here its town line), and given up for one that is.
    @Test func aBrandReadFaintlyIsKeptOverANameThatIsNone() throws {
        let ours = TextPage.pages(
            ["[h=50]ROSS", "DRESS FOR LESS", "Shirt 14.99", "TOTAL 14.99"], confidence: 0.7)
        let town = TextPage.pages(["[h=30]MESA TRADING", "Shirt 14.99", "TOTAL 14.99"])
        let kept = DocumentPipeline.understand(pages: ours, otherReading: town).draft
        #expect(kept.merchant?.value == "ROSS")
        #expect(kept.merchant?.signals.has(.otherEngine) == false)
        // A faint name that is no brand gives way, as before.
        let faint = TextPage.pages(["[h=50]NEA", "Shirt 14.99", "TOTAL 14.99"], confidence: 0.7)
        let replaced = DocumentPipeline.understand(pages: faint, otherReading: town).draft
        #expect(replaced.merchant?.value == "MESA TRADING")
    }

    /// A known brand both engines read alike is sure; read by one engine alone, it is not.
    @Test func aBrandBothEnginesReadAlikeIsSure() throws {
        let both = try #require(
            DocumentPipeline.understand(pages: Self.shop("Kaufland"), otherReading: Self.shop("Kaufland")).draft
                .merchant)
        #expect(both.value == "Kaufland" && both.confidence >= ConfidenceCalibration.sure)
        let alone = try #require(DocumentPipeline.understand(pages: Self.shop("Kaufland")).draft.merchant)
        #expect(alone.confidence < ConfidenceCalibration.sure)
        let apart = try #require(
            DocumentPipeline.understand(pages: Self.shop("Kaufland"), otherReading: Self.shop("Kauflond")).draft
                .merchant)
        #expect(apart.confidence < ConfidenceCalibration.sure)
    }

    @Test func aDateBothEnginesReadAlikeStaysSure() throws {
        let pages = Self.receipt(date: "03/14/2024", total: "18.36")
        let alone = DocumentPipeline.understand(pages: pages).draft
        let both = DocumentPipeline.understand(pages: pages, otherReading: pages).draft
        let date = try #require(both.date)
        #expect(date.signals[.enginesAgree] == 1)
        #expect(date.confidence == alone.date?.confidence)
        #expect(both.total?.signals[.enginesAgree] == 1)
    }

    @Test func aDateTheOtherEngineReadOtherwiseIsNotSure() throws {
        let ours = Self.receipt(date: "03/14/2024", total: "18.36")
        let alone = try #require(DocumentPipeline.understand(pages: ours).draft.date)
        try #require(alone.confidence >= ConfidenceCalibration.sure, "the date is sure read once: \(alone)")
        let theirs = Self.receipt(date: "03/14/2021", total: "18.36")
        let date = try #require(DocumentPipeline.understand(pages: ours, otherReading: theirs).draft.date)
        #expect(date.value == alone.value)
        #expect(date.signals[.enginesAgree] == 0)
        #expect(date.confidence < ConfidenceCalibration.sure)
        #expect(date.reason?.contains("other OCR engine read another date") == true, "\(date.reason ?? "")")
    }

    @Test func aTotalTheOtherEngineWasSureOfOtherwiseIsNotSure() throws {
        let ours = Self.receipt(date: "03/14/2024", total: "18.36")
        let alone = try #require(DocumentPipeline.understand(pages: ours).draft.total)
        try #require(alone.confidence >= ConfidenceCalibration.sure, "the total is sure read once: \(alone)")
        // The other reading's own arithmetic confirms another amount (its items add up to it).
        let theirs = TextPage.pages([
            "[h=50]CORNER DINER", "12 Main Street", "Date: 03/14/2024 12:41", "Burger 12.50", "Fries 5.50",
            "Subtotal 18.00", "Tax 1.36", "TOTAL 19.36",
        ])
        let total = try #require(DocumentPipeline.understand(pages: ours, otherReading: theirs).draft.total)
        #expect(total.value == alone.value)
        #expect(total.signals[.otherEngineSure] != nil)
        #expect(total.confidence < ConfidenceCalibration.sure)
        #expect(total.reason?.contains("other OCR engine read another amount") == true, "\(total.reason ?? "")")
    }

    @Test func aFieldOnlyTheOtherEngineReadIsTakenFromIt() throws {
        let ours = TextPage.pages(["[h=50]CORNER DINER", "12 Main Street", "Burger", "Fries"])
        let theirs = Self.receipt(date: "03/14/2024", total: "18.36")
        let draft = DocumentPipeline.understand(pages: ours, otherReading: theirs).draft
        #expect(draft.total?.value == Decimal(string: "18.36"))
        #expect(draft.total?.signals[.otherEngine] == 1)
        #expect(draft.date?.value.description == "2024-03-14")
        #expect(draft.merchant?.value == "CORNER DINER")
        #expect(draft.merchant?.signals[.otherEngine] == nil)
    }
}
