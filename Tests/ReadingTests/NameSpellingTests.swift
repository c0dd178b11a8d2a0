import OCR
import Testing

@testable import Reading

@Suite struct NameSpellingTests {
    static let dictionary: Set<String> = ["CONFECTIONERY", "DISTRIBUTION", "RAISON", "MENTAL", "BAKERIES", "BAKERS"]
    static func isWord(_ word: String) -> Bool { dictionary.contains(word.uppercased()) }

    @Test func aLongWordOneConfusableLetterFromAWordIsMended() {
        #expect(
            NameSpelling.mended("VERBENA CONFECTIUNERY SDN BHD", isWord: Self.isWord) == "VERBENA CONFECTIONERY SDN BHD"
        )
        #expect(
            NameSpelling.mended("Hero Oistribution Sdn. Bhd.", isWord: Self.isWord) == "Hero Distribution Sdn. Bhd.")
    }

    @Test func shortWordsWordsAndUnclearSlipsAreLeftAsRead() {
        // Six letters: as likely a name one slip from a word.
        #expect(NameSpelling.mended("KAISON FURNISHING", isWord: Self.isWord) == "KAISON FURNISHING")
        // Already a word, even if the shop spells it otherwise.
        #expect(NameSpelling.mended("BAKERIES", isWord: Self.isWord) == "BAKERIES")
        // Two letters away from any word.
        #expect(NameSpelling.mended("CONFECTIUNARY", isWord: Self.isWord) == "CONFECTIUNARY")
        // A letter OCR does not confuse with the one read.
        #expect(NameSpelling.mended("CONFECTIWNERY", isWord: Self.isWord) == "CONFECTIWNERY")
    }

    @Test func aSerifCapitalTReadAsLOrIIsMendedAtAWordsStart() {
        let words: Set<String> = ["TASTE", "THE", "WORLD", "INK", "TON", "ION", "LASTS"]
        let isWord = { (word: String) in words.contains(word.uppercased()) }
        #expect(NameSpelling.mended("laste Of Ihe World Sdn Bhd", isWord: isWord) == "Taste Of The World Sdn Bhd")
        #expect(NameSpelling.mendedInitial("lnk", isWord: isWord) == "Ink")
        // A word already, a word in capitals, no word with either capital, two words.
        #expect(NameSpelling.mended("Lasts IKANO lkano", isWord: isWord) == "Lasts IKANO lkano")
        #expect(NameSpelling.mendedInitial("Ink", isWord: isWord) == nil)
        // The dictionary's lists hold slips too: a small `l` starting a name's word is one, and
        // then so is the same name's `Ihe`.
        let lenient = { (word: String) in isWord(word) || ["LASTE", "IHE"].contains(word.uppercased()) }
        #expect(NameSpelling.mended("laste Of Ihe World", isWord: lenient) == "Taste Of The World")
        #expect(NameSpelling.mended("Ihe World", isWord: lenient) == "Ihe World")
        #expect(NameSpelling.mendedInitial("lon", isWord: isWord) == nil)
    }

    /// `Restaurrant`: a letter read twice, one of the pair dropped; only where that gives the
    /// one dictionary word.
    @Test func aLetterReadTwiceIsReadOnce() {
        let words: Set<String> = ["RESTAURANT", "SATURN", "BAKERIES", "BAKERIEES"]
        let isWord = { (word: String) in words.contains(word.uppercased()) }
        #expect(
            NameSpelling.mended("Marie Callender's Restaurrant", isWord: isWord) == "Marie Callender's Restaurant")
        #expect(NameSpelling.mended("SSATURN", isWord: isWord) == "SATURN")
        // Short words, words already, and a name no pair makes a word of stay as read.
        #expect(NameSpelling.mended("Callender", isWord: isWord) == "Callender")
        #expect(NameSpelling.undoubled("Pizzza", isWord: { $0 == "Pizza" }) == "Pizza")
        #expect(NameSpelling.undoubled("aabb", isWord: { ["abb", "aab"].contains($0) }) == nil)
    }

    @Test func twoCandidateWordsLeaveTheWordAsRead() {
        let ambiguous: Set<String> = ["TRADINGU", "TRADINGD"]
        #expect(NameSpelling.mendedWord("TRADINGO", isWord: { ambiguous.contains($0) }) == nil)
        #expect(NameSpelling.mendedWord("TRADINGO", isWord: { $0 == "TRADINGD" }) == "TRADINGD")
    }

    /// `Re8liti`: a word with a digit in it is a misread already; its letters are not mended
    /// one run at a time (`liti` would read `Titi`).
    @Test func lettersBesideADigitAreLeftAsRead() {
        let words: Set<String> = ["TITI", "REALITI"]
        let isWord = { (word: String) in words.contains(word.uppercased()) }
        #expect(NameSpelling.mended("Sanjung Re8liti Sdn. Bhd.", isWord: isWord) == "Sanjung Re8liti Sdn. Bhd.")
    }

    /// A photo read by both engines is mended as a reading by Tesseract alone is, with the
    /// dictionary the pipeline is given; a name sure as read is not.
    @Test func namesReadByBothEnginesAreMendedUnlessSure() throws {
        func shop(_ name: String) -> [RecognizedPage] {
            TextPage.pages(["[h=50]\(name)", "Lot 1, Jalan Ampang", "Roti 2.00", "TOTAL 2.00"])
        }
        let isWord = { (word: String) in Self.isWord(word) || ["SDN", "BHD"].contains(word.uppercased()) }
        let name = "VERBENA CONFECTIUNERY SDN BHD"
        let read = try #require(
            DocumentPipeline.understand(
                pages: shop(name), otherReading: shop("VERBENA CONFECTIUNERY"), dictionary: isWord
            )
            .draft.merchant)
        #expect(read.value == "VERBENA CONFECTIONERY SDN BHD")
        #expect(read.signals.has(.respelled) && read.confidence < ConfidenceCalibration.sure)
        // Without a dictionary (no OCR engine to ask), the name stays as read.
        let unmended = DocumentPipeline.understand(pages: shop(name), otherReading: shop(name)).draft.merchant
        #expect(unmended?.value == name)
        // Both engines read a known brand alike: sure, so a dictionary word a letter away is no mend.
        let brand = EngineAgreementTests.shop("Kaufland")
        let sure = try #require(
            DocumentPipeline.understand(
                pages: brand, otherReading: brand, dictionary: { $0.uppercased() == "KAUFLAHD" }
            )
            .draft.merchant)
        #expect(sure.value == "Kaufland" && sure.confidence >= ConfidenceCalibration.sure)
    }
}
