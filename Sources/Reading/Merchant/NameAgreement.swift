import OCR

/// How far readings of a name's line at other sizes agree with the line as taken.
///
/// A letter slip (`WAN` for `LIAN`, `CNE` for `ONE`) depends on the size the ink is read at, so
/// a name that reads the same at three sizes is rarely misread; one that reads differently at
/// each is a name to check.
enum NameAgreement {
    /// Heights (px) the name's line is read at; the first reading is also offered to
    /// `LineReadingChoice` to mend misread words.
    static let heights: [Double] = [30, 24, 38]

    /// Share of `readings` whose letters and digits are those of `line`.
    static func share(of line: RecognizedLine, among readings: [RecognizedLine]) -> Double {
        guard !readings.isEmpty else { return 0 }
        let mine = key(line.text)
        return Double(readings.filter { key($0.text) == mine }.count) / Double(readings.count)
    }

    /// Share of `readings` that hold the letters and digits of `name` before its registered
    /// form (`SDN BHD`, `S/B`): the name repeated, whatever else of its line (a registration
    /// number, the form itself) they read otherwise. A reading that repeats `line`, the line
    /// the name was read from, letter for letter agrees too: a word of the name mended after
    /// reading (`SANYO` to the `SANYU` the receipt prints twice elsewhere) is not on the line,
    /// yet such a reading confirms every letter that was read. Nil when the name's letters are
    /// too few to tell.
    static func nameShare(of name: String, readFrom line: RecognizedLine? = nil, among readings: [RecognizedLine])
        -> Double?
    {
        guard !readings.isEmpty else { return nil }
        let words = name.split(separator: " ")
        var kept: [Substring] = []
        for word in words {
            let folded = KeywordMatcher.words(of: String(word)).joined(separator: " ")
            if !kept.isEmpty, LegalForms.registered.contains(folded) { break }
            kept.append(word)
        }
        let mine = key(kept.joined(separator: " "))
        guard mine.count >= 4 else { return nil }
        let asRead = line.map { key($0.text) }
        let agreeing = readings.filter { reading in
            let theirs = key(reading.text)
            return holds(theirs, mine) || theirs == asRead
        }
        return Double(agreeing.count) / Double(readings.count)
    }

    /// Whether the letters `reading` hold the letters `name`, a `T` in the reading standing
    /// for an `I` of the name: at the sizes lines are read again Tesseract turns a serif `I`
    /// into `T` far more often than the reverse (`IKANO` read `TKANO` at all three; see
    /// `WordVote`), so such a reading repeats the name rather than doubting it.
    static func holds(_ reading: String, _ name: String) -> Bool {
        if reading.contains(name) { return true }
        let theirs = Array(reading)
        let mine = Array(name)
        guard !mine.isEmpty, theirs.count >= mine.count else { return false }
        return (0...(theirs.count - mine.count)).contains { start in
            zip(theirs[start..<(start + mine.count)], mine).allSatisfy { $0 == $1 || ($1 == "I" && $0 == "T") }
        }
    }

    /// The letters and digits of `text`, upper case: what a reading must repeat to agree.
    static func key(_ text: String) -> String {
        String(text.uppercased().filter { $0.isLetter || $0.isNumber })
    }
}
