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

    /// The letters and digits of `text`, upper case: what a reading must repeat to agree.
    static func key(_ text: String) -> String {
        String(text.uppercased().filter { $0.isLetter || $0.isNumber })
    }

    /// `line` with each letter word that at least two of `readings` spell alike, and none as
    /// first read, replaced by that spelling when it is a slip of the first (`TANJONGHAS`, read
    /// `TANJONGMAS` at two other sizes); nil when nothing changes. Readings that do not line up
    /// word for word with `line` do not vote.
    static func majority(of line: RecognizedLine, among readings: [RecognizedLine]) -> RecognizedLine? {
        let aligned = readings.filter { $0.words.count == line.words.count }
        guard aligned.count >= 2 else { return nil }
        var result = line
        var changed = false
        for (index, word) in line.words.enumerated() where !word.text.contains(where: \.isNumber) {
            let spellings = aligned.map { $0.words[index] }
            guard !spellings.contains(where: { $0.text.uppercased() == word.text.uppercased() }) else { continue }
            var counts: [String: Int] = [:]
            for spelling in spellings { counts[spelling.text.uppercased(), default: 0] += 1 }
            guard let (winner, votes) = counts.max(by: { $0.value < $1.value }), votes >= 2,
                counts.values.filter({ $0 == votes }).count == 1, LineReadingChoice.isSlip(word.text, of: winner),
                let chosen = spellings.first(where: { $0.text.uppercased() == winner })
            else { continue }
            result.words[index].text = chosen.text
            result.words[index].confidence = max(word.confidence, chosen.confidence)
            changed = true
        }
        guard changed else { return nil }
        result.text = result.words.map(\.text).joined(separator: " ")
        return result
    }
}
