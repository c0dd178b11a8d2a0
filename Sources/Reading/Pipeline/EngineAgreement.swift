import Foundation
import OCR

/// Weighs one page read by two OCR engines: the fields of the first engine's reading, checked
/// against those the same rules read from the other engine's text. Two independent engines that
/// read a value alike are stronger evidence than either alone; where they differ, the field is
/// not sure unless the receipt itself confirms it (see `ConfidenceCalibration`). A field only
/// the other engine read is taken from it.
///
/// Both drafts are on the finders' scale (before calibration); `theirs` is calibrated here to
/// learn whether the other engine's rules were sure of their value.
enum EngineAgreement {
    /// `ours` weighed against `theirs`; `theirPages` are the pages the other engine read, where
    /// a line holding the name's letters is looked for (`otherEngineLine`).
    static func weighed(_ ours: ReceiptDraft, against theirs: ReceiptDraft, theirPages: [RecognizedPage] = [])
        -> ReceiptDraft
    {
        let sureOfTheirs = ConfidenceCalibration.calibrated(theirs)
        var result = ours
        result.total = compared(ours.total, sureOfTheirs.total)
        result.date = compared(ours.date, sureOfTheirs.date)
        result.merchant = compared(ours.merchant, sureOfTheirs.merchant)
        if let theirs = sureOfTheirs.merchant, ours.merchant.map(isRegistered) != true,
            isRegistered(theirs) || (ours.merchant?.signals[.wordConfidence] ?? 1) < 0.8,
            ours.merchant?.signals.has(.knownBrand) != true || theirs.signals.has(.knownBrand)
        {
            result.merchant = marked(theirs)
        } else if let theirs = theirs.merchant, var name = result.merchant, sameLetters(name.value, theirs.value),
            theirs.value != name.value
        {
            // The deep engine drops spaces between words printed close (`SYARIKATPERNIAGAAN`,
            // `CO.(M)`) and reads stray marks between them (`INTERNATIONAL·SDN`); Tesseract's
            // spaces and marks, on the very same letters, put them right.
            name.value = spacing(of: theirs.value, onLettersOf: name.value)
            name.signals[.enginesAgree] = 1
            result.merchant = name
        }
        if let theirs = theirs.merchant, let name = result.merchant, isBrandOneLetterFrom(theirs, name) {
            result.merchant = marked(theirs)
        }
        if let name = result.merchant, !name.signals.has(.otherEngine), !theirPages.isEmpty,
            let found = otherReading(of: name.value, in: theirPages)
        {
            result.merchant?.signals[found.reading == .same ? .otherEngineLine : .otherEngineNearMiss] = 1
            if found.line < headLines { result.merchant?.signals[.otherEngineHead] = 1 }
            // A letter apart, the other engine still sees where the words break: the deep engine
            // runs words printed close together (`SANYU STATIONERYSHOP` beside Tesseract's
            // `SANYO STATIONERY SHOP`).
            if found.reading == .nearMiss { result.merchant?.value = spaces(from: found.text, into: name.value) }
        }
        result.currency = compared(ours.currency, sureOfTheirs.currency)
        if ours.total == nil, theirs.total != nil {
            result.subtotal = theirs.subtotal ?? ours.subtotal
            result.tax = theirs.tax ?? ours.tax
            if (ours.currency?.score ?? 0) < 0.9, let currency = theirs.currency {
                result.currency = marked(currency)
            }
        }
        if ours.time == nil { result.time = theirs.time }
        return result
    }

    /// `ours` with the agreement of the other engine's `theirs` (calibrated) recorded; `theirs`
    /// when ours is missing.
    private static func compared<Value>(_ ours: DraftField<Value>?, _ theirs: DraftField<Value>?) -> DraftField<Value>?
    {
        guard var ours else { return theirs.map(marked) }
        // A value a rule stated its own confidence for (no signals) is not recalibrated.
        guard !ours.signals.isEmpty else { return ours }
        let agree = theirs?.value == ours.value
        ours.signals[.enginesAgree] = agree ? 1 : 0
        if let theirs, !agree, theirs.confidence >= ConfidenceCalibration.sure {
            ours.signals[.otherEngineSure] = theirs.confidence
        }
        return ours
    }

    /// A registered company's name (`... SDN BHD`, `... GmbH`): where only the other engine read
    /// the name with its legal form, its name is taken (a name cut from its legal form, or the
    /// line above it, is the usual slip). So is the other engine's name where the deep engine
    /// read its own name's words faintly (under 0.8): on scans it reads a logo's strokes
    /// (`NEA`) and the faint mirrored print showing through from a receipt's back
    /// (`nallo nepitlsA`) as header lines, faintly, where Tesseract reads nothing. A known
    /// brand's name read faintly (`ROSS` in large print) is kept over a name that is none.
    private static func isRegistered(_ name: DraftField<String>) -> Bool {
        name.signals.has(.registeredName)
    }

    /// Whether `theirs` is a known brand's name (`Kaufland`) that `ours`, no brand, reads with
    /// one letter otherwise (`Koufland`): the deep engine misread a letter of the logo, and
    /// the other engine's reading matched the brand table.
    private static func isBrandOneLetterFrom(_ theirs: DraftField<String>, _ ours: DraftField<String>) -> Bool {
        guard theirs.signals.has(.knownBrand), !ours.signals.has(.knownBrand) else { return false }
        let letters = { (name: String) in name.lowercased().filter { $0.isLetter || $0.isNumber } }
        let (a, b) = (letters(theirs.value), letters(ours.value))
        return a.count >= 5 && a != b && KeywordMatcher.editDistance(a, b, limit: 1) == 1
    }

    /// How the other engine's page reads a name.
    enum NameReading: Equatable {
        /// A line holds the name's letters and digits, whatever its case, spaces and marks
        /// (`|   MAGIC MOUNTAIN` holds `MAGIC MOUNTAIN`).
        case same
        /// No line holds them, but one is a letter or two from them, or holds a run of letters a
        /// letter or two from them (`SANYO STATIONERY SHOP` for `SANYU STATIONERYSHOP`).
        case nearMiss
    }

    /// The lines at the head of a page of the other engine's reading where a name counts as
    /// read at the top (`otherEngineHead`): Tesseract often reads a line of noise from the
    /// photo's edge above the first printed line.
    static let headLines = 2

    /// How `pages` (the other engine's reading) read `name`, and the first line that reads it
    /// so (a line holding the same letters before any near miss): its index within its page,
    /// and its text. Nil for neither, or for a name of under four letters and digits (too few
    /// to tell).
    static func otherReading(of name: String, in pages: [RecognizedPage])
        -> (reading: NameReading, line: Int, text: String)?
    {
        let letters = { (text: String) in Array(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
        let own = letters(name)
        guard own.count >= 4 else { return nil }
        let lines = pages.flatMap { page in
            page.lines.enumerated().map { (index: $0.offset, text: $0.element.text, letters: letters($0.element.text)) }
        }
        if let same = lines.first(where: { String($0.letters).contains(String(own)) }) {
            return (.same, same.index, same.text)
        }
        let near = lines.first { numbered in
            let line = numbered.letters
            let distance = KeywordMatcher.editDistance(String(own), String(line), limit: 3)
            if (1...2).contains(distance) { return true }
            // A run of the line as long as the name, off by a letter or two: the name among
            // other words or marks of the line. Short names would match by chance.
            guard own.count >= 6, line.count > own.count else { return false }
            return (0...(line.count - own.count)).contains { start in
                let slips = zip(line[start..<(start + own.count)], own).filter { $0 != $1 }.count
                return (1...2).contains(slips)
            }
        }
        return near.map { (.nearMiss, $0.index, $0.text) }
    }

    /// Whether two names are the same letters and digits, whatever their spaces and marks.
    private static func sameLetters(_ first: String, _ second: String) -> Bool {
        let letters = { (name: String) in name.lowercased().filter { $0.isLetter || $0.isNumber } }
        return !letters(first).isEmpty && letters(first) == letters(second)
    }

    /// A field taken from the other engine's reading, marked so.
    private static func marked<Value>(_ field: DraftField<Value>) -> DraftField<Value> {
        var field = field
        field.signals[.otherEngine] = 1
        return field
    }
}
