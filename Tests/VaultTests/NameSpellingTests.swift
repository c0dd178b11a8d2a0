import Testing

@testable import Vault

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

    @Test func twoCandidateWordsLeaveTheWordAsRead() {
        let ambiguous: Set<String> = ["TRADINGU", "TRADINGD"]
        #expect(NameSpelling.mendedWord("TRADINGO", isWord: { ambiguous.contains($0) }) == nil)
        #expect(NameSpelling.mendedWord("TRADINGO", isWord: { $0 == "TRADINGD" }) == "TRADINGD")
    }
}
