import OCR
import Testing

@testable import Reading

/// A name's line settled word by word by its readings at other sizes.
@Suite struct WordVoteTests {
    /// The line `text` with one word every 120 points, as `LineVoteTests.line` makes it.
    func line(_ text: String) -> RecognizedLine { LineVoteTests.line(text, y: 10) }

    /// Only what the test names a dictionary word is one.
    func isWord(_ words: Set<String>) -> (String) -> Bool { { words.contains($0.uppercased()) } }

    @Test func aWordMostReadingsGiveOtherwiseIsReplaced() throws {
        let voted = try #require(
            WordVote.voted(
                line("77 SPEED HART S/B"),
                readings: [line("99 SPEED MART S/B"), line("99 SPEED MART $/B"), line("99 SPEED NART S/B")],
                isWord: isWord(["SPEED", "MART", "HART"])))
        // `77` -> `99` (all three agree); `HART` -> `MART` (two against one, both words).
        #expect(voted.text == "99 SPEED MART S/B")
        #expect(voted.words.map(\.text) == ["99", "SPEED", "MART", "S/B"])
    }

    @Test func theLineStandsWhenReadingsDisagreeOrHalfAgree() {
        let split = [line("AMANO MALAYSIA"), line("AMAND MALAYSIA"), line("AMAN) MALAYSIA")]
        #expect(WordVote.voted(line("AMAN) MALAYSIA"), readings: split, isWord: isWord([])) == nil)
        let tie = [line("TKANO HANDEL"), line("IKANO HANDEL")]
        #expect(WordVote.voted(line("IKAMO HANDEL"), readings: tie, isWord: isWord([])) == nil)
        #expect(WordVote.voted(line("AMAN) MALAYSIA"), readings: [line("AMANO MALAYSIA")], isWord: isWord([])) == nil)
    }

    @Test func whatTheVoteLeavesAlone() {
        let unanimous = { (texts: [String]) in texts.map { self.line($0) } }
        // A dictionary word for a non-word.
        #expect(
            WordVote.voted(
                line("PERNIAGAAN ZHENG"), readings: unanimous(["PERNIAGAARN ZHENG", "PERNIAGAARN ZHENG"]),
                isWord: isWord(["PERNIAGAAN"])) == nil)
        // Punctuation only.
        #expect(
            WordVote.voted(
                line("BAKERIES (KL)"), readings: unanimous(["BAKERIES KL)", "BAKERIES KL)"]),
                isWord: isWord(["BAKERIES"])) == nil)
        // A legal form, and a short form with a slash.
        #expect(
            WordVote.voted(
                line("SEAFOOD SDN BHD"), readings: unanimous(["SEAFOOD SON BHD", "SEAFOOD SON BHD"]),
                isWord: isWord(["SON", "SEAFOOD"])) == nil)
        #expect(
            WordVote.voted(
                line("BAKERY S/B"), readings: unanimous(["BAKERY 8/B", "BAKERY 8/B"]), isWord: isWord(["BAKERY"]))
                == nil)
        // A word for a kind of shop, outvoted by a dictionary word.
        #expect(
            WordVote.voted(
                line("KEDAI RUNCIT ZBH"), readings: unanimous(["MEDAL RUNCIT ZBH", "MEDAL RUNCIT ZBH"]),
                isWord: isWord(["KEDAI", "MEDAL"])) == nil)
        // An I read as T at the other sizes.
        #expect(
            WordVote.voted(
                line("IKANO HANDEL"), readings: unanimous(["TKANO HANDEL", "TKANO HANDEL", "TKANO HANDEL"]),
                isWord: isWord([])) == nil)
        // A spelling with a digit among its letters, for a word of letters.
        #expect(
            WordVote.voted(
                line("MR. D.I.Y. (M)"), readings: unanimous(["MR. O.1.Y. (M)", "MR. O.1.Y. (M)", "MR. O.1.Y. (M)"]),
                isWord: isWord(["MR"])) == nil)
    }

    @Test func aDictionaryWordGivesWayWhenThreeReadingsAllGiveAnotherLetterForLetter() throws {
        let three = ["TEO HENG STATIONERY", "TEO HENG STATIONERY", "TEO HENG STATIONERY"].map { line($0) }
        let voted = try #require(
            WordVote.voted(line("TED HENG STATIONERY"), readings: three, isWord: isWord(["TED", "STATIONERY"])))
        #expect(voted.text == "TEO HENG STATIONERY")
        // Two of three, or a letter added at every size, leave the dictionary word standing.
        let twoOfThree = ["TEO HENG STATIONERY", "TEO HENG STATIONERY", "TED HENG STATIONERY"].map { line($0) }
        #expect(
            WordVote.voted(line("TED HENG STATIONERY"), readings: twoOfThree, isWord: isWord(["TED"])) == nil)
        let added = ["PERNIAGAARN ZHENG", "PERNIAGAARN ZHENG", "PERNIAGAARN ZHENG"].map { line($0) }
        #expect(
            WordVote.voted(line("PERNIAGAAN ZHENG"), readings: added, isWord: isWord(["PERNIAGAAN"])) == nil)
    }

    @Test func readingsThatSplitAWordGiveNoVoteForIt() throws {
        // The second reading splits `SEAFOOD` in two: only the first and third count there.
        let readings = [
            line("ONE ONE THREE SEAFOOD"),
            RecognizedLine(
                text: "ONE ONE THREE SEA FOOD", box: BoundingBox(x: 0, y: 10, width: 600, height: 20), confidence: 0.8,
                words: [
                    RecognizedWord(text: "ONE", box: BoundingBox(x: 0, y: 10, width: 100, height: 20), confidence: 0.8),
                    RecognizedWord(
                        text: "ONE", box: BoundingBox(x: 120, y: 10, width: 100, height: 20), confidence: 0.8),
                    RecognizedWord(
                        text: "THREE", box: BoundingBox(x: 240, y: 10, width: 100, height: 20), confidence: 0.8),
                    RecognizedWord(
                        text: "SEA", box: BoundingBox(x: 360, y: 10, width: 40, height: 20), confidence: 0.8),
                    RecognizedWord(
                        text: "FOOD", box: BoundingBox(x: 410, y: 10, width: 50, height: 20), confidence: 0.8),
                ]),
            line("ONE ONE THREE SEAFOOD"),
        ]
        let voted = try #require(WordVote.voted(line("CNE ONE THREE SEAF0OD"), readings: readings, isWord: isWord([])))
        #expect(voted.text == "ONE ONE THREE SEAFOOD")
    }
}
