import OCR

/// Words of a name that one engine misread and the other read right.
extension EngineAgreement {
    /// `name` with each word of three letters or more that is no word of `isWord` replaced by
    /// the other engine's reading of it, where that is a word `isWord` knows, as long, and every
    /// letter it reads otherwise is one OCR reads for it (`NameSpelling.confusions`): `TIHES
    /// BOOKSTORES` beside Tesseract's `TIMES BOOKSTORES` gives `TIMES BOOKSTORES`; `99 SPEED
    /// NART S/B` beside `77 SPEED MART S/B {519537-X)` gives `99 SPEED MART S/B`.
    ///
    /// The other reading is the line of `pages` closest to the name (`closestReading`, up to a
    /// slip in two letters: the word's own test is strict); the word must stand there as a word
    /// of its own, spaces before and after. A word the dictionary knows stays as read, unless
    /// the other engine read a word for a kind of shop and it names none (`HART` beside `MART`).
    ///
    /// A word that `ours` (the pages the name was read from) read clearly anywhere stays too:
    /// Tesseract's dictionary pulls a proper name towards a word (`MENTAI` read `MENTAL`,
    /// `ANNAM` read `ANNAN`), and the deep engine, which has none, reads a name it is sure of
    /// as printed; where it misread a letter it was less sure of the word (`TIHES` 0.89,
    /// `Rublo` 0.91, against 0.95-0.99 for those names).
    static func wordMends(
        from pages: [RecognizedPage], ours: [RecognizedPage], into name: String, isWord: (String) -> Bool
    ) -> String {
        let words = name.split(separator: " ", omittingEmptySubsequences: false)
        guard words.contains(where: isMendable) else { return name }
        let clear = Set(
            ours.lazy.flatMap(\.lines).flatMap(\.words).filter { $0.confidence >= clearlyRead }.map {
                $0.text.filter(\.isLetter).uppercased()
            })
        let mendable = { (word: Substring) in isMendable(word) && !clear.contains(word.uppercased()) }
        guard words.contains(where: mendable) else { return name }
        let own = Array(name.lowercased().filter(isLetterOrDigit))
        guard let (theirs, alignment) = closestReading(of: own, in: pages, slipsPerLetter: 0.5) else { return name }
        var index = 0
        return words.map { word in
            let start = index
            index += word.filter(isLetterOrDigit).count
            guard mendable(word), let read = theirWord(at: start..<index, of: theirs, alignment: alignment),
                read != Array(own[start..<index]), isConfusable(Array(word), read)
            else { return String(word) }
            let mended = String(read).uppercased()
            // A word for a kind of shop (`MART`) outweighs a word that names none (`HART`).
            let outweighs =
                !isWord(String(word))
                || ShopWords.isExactly(mended.lowercased()) && !ShopWords.isExactly(word.lowercased())
            return outweighs && isWord(mended) ? mended.inLetterCase(of: String(word)) : String(word)
        }.joined(separator: " ")
    }

    /// The confidence from which a word of `ours` is taken as printed.
    static let clearlyRead = 0.93

    /// The letters `theirs` reads for `own`'s letters at `span`, when they are a whole word
    /// there: each letter read as one, in a row, a space (or the line's edge) before and after.
    private static func theirWord(
        at span: Range<Int>, of theirs: SpacedLetters, alignment: LetterAlignment
    ) -> [Character]? {
        let places = span.map { alignment.matched[$0] }
        guard let first = places.first ?? nil, let last = places.last ?? nil, last - first == span.count - 1,
            zip(places, places.dropFirst()).allSatisfy({ pair in pair.0.map { $0 + 1 } == pair.1 }),
            first == 0 || theirs.spaceBefore[first],
            last + 1 == theirs.letters.count || theirs.spaceBefore[last + 1]
        else { return nil }
        let read = Array(theirs.letters[first...last])
        return read.allSatisfy(\.isLetter) ? read : nil
    }

    /// Whether every letter `read` gives otherwise than `word` is one OCR reads `word`'s for.
    private static func isConfusable(_ word: [Character], _ read: [Character]) -> Bool {
        word.count == read.count
            && zip(word, read).allSatisfy { mine, theirs in
                let (mine, theirs) = (Character(mine.uppercased()), Character(theirs.uppercased()))
                return mine == theirs || NameSpelling.confusions[mine]?.contains(theirs) == true
            }
    }

    /// Whether `word` is a word of letters long enough to tell a misread letter in.
    private static func isMendable(_ word: Substring) -> Bool {
        word.count >= 3 && word.allSatisfy(\.isLetter)
    }
}
