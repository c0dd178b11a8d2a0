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
}
