import Foundation
import OCR

/// Words of a name that the deep engine ran together, parted where the other engine's reading
/// of the line parts them, even where the two readings differ by more than a slip or two.
extension EngineAgreement {
    /// `name` with a word that is no word of `isWord` parted into words that are, where the
    /// other engine's closest reading of the name among `pages`' lines puts a space between its
    /// letters: `GARDENIABAKERIES (KL) SDN BHD` beside Tesseract's `GARDENE. BAKERIES (KL) SDN
    /// BHD (139386 X)` gives `GARDENIA BAKERIES (KL) SDN BHD`.
    ///
    /// The letters of the two readings are lined up allowing misread, missing and extra letters
    /// (at most one in four of the name's); a space is taken where two of the four letters
    /// before it and two of the three after it are read alike. Each part must be a word of four
    /// letters or more: Tesseract parts words printed in wide type too (`FOODT OWN`, `Rest aur
    /// ant`). Only spaces are taken, never letters; `name` itself otherwise.
    static func wordBreaks(from pages: [RecognizedPage], into name: String, isWord: (String) -> Bool) -> String {
        let own = Array(name.lowercased().filter(isLetterOrDigit))
        // Only a long word of letters that is no word can be parted: most names hold none, and
        // then no line is lined up.
        guard own.count >= 8,
            name.split(separator: " ").contains(where: { isPartable($0) && !isWord(String($0)) })
        else { return name }
        guard let (theirs, alignment) = closestReading(of: own, in: pages) else { return name }
        let breaks = Set(
            (1..<own.count).filter { index in
                guard let their = alignment.matched[index], theirs.spaceBefore[their] else { return false }
                let before = alignment.same[max(0, index - 4)..<index].filter { $0 }.count
                let after = alignment.same[index..<min(own.count, index + 3)].filter { $0 }.count
                return before >= 2 && after >= 2
            })
        guard !breaks.isEmpty else { return name }
        var result: [String] = []
        var index = 0
        for word in name.split(separator: " ", omittingEmptySubsequences: false) {
            let start = index
            index += word.filter(isLetterOrDigit).count
            guard isPartable(word), !isWord(String(word)) else {
                result.append(String(word))
                continue
            }
            let cuts = (start + 1..<index).filter(breaks.contains).map {
                word.index(word.startIndex, offsetBy: $0 - start)
            }
            let parts = zip([word.startIndex] + cuts, cuts + [word.endIndex]).map { String(word[$0..<$1]) }
            let parted = parts.count > 1 && parts.allSatisfy { $0.count >= 4 && isWord($0) }
            result.append(parted ? parts.joined(separator: " ") : String(word))
        }
        return result.joined(separator: " ")
    }

    /// The line of `pages` that reads `own` (a name's letters and digits, lower-cased) with the
    /// fewest letters misread, missing or extra, and how its letters line up with `own`'s; nil
    /// when even that line differs in more than one letter in four.
    static func closestReading(
        of own: [Character], in pages: [RecognizedPage], slipsPerLetter: Double = 0.25
    ) -> (SpacedLetters, LetterAlignment)? {
        let candidates = pages.lazy.flatMap(\.lines).map { SpacedLetters($0.text) }.filter { $0.letters.count >= 3 }
        guard
            let best = candidates.map({ ($0, LetterAlignment(own, $0.letters)) }).min(by: { $0.1.cost < $1.1.cost }),
            Double(best.1.cost) <= slipsPerLetter * Double(own.count)
        else { return nil }
        return best
    }

    /// Whether `word` is long enough and all letters, so that it may be two words run together.
    private static func isPartable(_ word: Substring) -> Bool {
        word.count >= 8 && word.allSatisfy(\.isLetter)
    }

    static func isLetterOrDigit(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }
}
