import Foundation
import OCR

/// A date whose year the page's reading may have cut in two.
///
/// Where the paper curls, the end of a printed line rises into the line above it (or sinks
/// into the one below), and the page's reading gives `DATE: 22/12/20` with `17` on a line of
/// its own: a clear, whole-looking date of the wrong year. The sign is a numeric date that ends
/// its line with a year of one or two digits, and a word of digits alone just past its end, on
/// another line a line or two above or below. A year printed with two digits has nothing
/// printed right after it at that height.
enum CutYear {
    /// How far past the date's end (in the date's own height) the cut-off digits may start.
    static let reach = 2
    /// How far above or below the date's middle (in the date's own height) they may stand.
    static let rise = 2

    /// The digits (one to four) that stand just past the short year of line `index`'s date, on
    /// another line (`17` beside `DATE: 22/12/20`); nil when the date does not look cut.
    static func cutOffDigits(line index: Int, of page: RecognizedPage) -> String? {
        guard page.lines.indices.contains(index), let last = page.lines[index].words.last,
            endsInAShortYear(last.text)
        else { return nil }
        let height = max(last.box.height, 1)
        for other in page.lines.indices where other != index {
            for word in page.lines[other].words
            where isOneToFourDigits(word.text)
                && word.box.x >= last.box.maxX - height / 2
                && word.box.x <= last.box.maxX + reach * height
                && abs(word.box.midY - last.box.midY) <= rise * height
            {
                return word.text
            }
        }
        return nil
    }

    /// The page's lines with line `index`'s date made whole again: the cut-off digits appended
    /// to its year (`22/12/20` and `17`, or `22/12/` and `2017`: `22/12/2017`), when that makes
    /// a year of four digits (or of two, where the whole year was cut off).
    static func joined(line index: Int, of page: RecognizedPage) -> [RecognizedLine]? {
        guard let digits = cutOffDigits(line: index, of: page), var last = page.lines[index].words.last else {
            return nil
        }
        let date = last.text.trimmingCharacters(in: CharacterSet(charactersIn: ".,;:|"))
        // The year is what follows the last separator (nothing when the whole year was cut off).
        let year = date.reversed().prefix { $0.isNumber }.count
        guard year + digits.count == 4 || (year == 0 && digits.count == 2) else { return nil }
        var lines = page.lines
        var line = lines[index]
        guard let range = line.text.ranges(of: last.text).last else { return nil }
        last.text = date + digits
        line.text.replaceSubrange(range, with: last.text)
        line.words[line.words.count - 1] = last
        lines[index] = line
        return lines
    }

    /// Whether `word` is one to four ASCII digits and nothing else.
    static func isOneToFourDigits(_ word: String) -> Bool {
        (1...4).contains(word.utf8.count) && word.utf8.allSatisfy { (0x30...0x39).contains($0) }
    }

    /// `22/12/20`, `22.12.2`, `5-1-17`, `22/12/`: day and month of one or two digits and a year
    /// of two digits at most, a stray mark after it allowed.
    static func endsInAShortYear(_ word: String) -> Bool {
        word.wholeMatch(of: /\d{1,2}[\/.\-]\d{1,2}[\/.\-]\d{0,2}[.,;:|]?/) != nil
    }
}
