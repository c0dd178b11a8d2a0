/// Mends a word of the merchant's name from the receipt's own text: shops print their name
/// again (the owner company, a web or social media handle, a thank-you line), in other print
/// and at other sizes, so a letter misread in the large name line is often read right there.
///
/// A name word of four letters or more that appears nowhere else on the receipt as read, while
/// one spelling a single letter away appears at least twice elsewhere, is that spelling
/// (`SANYO STATIONERY SHOP` on a receipt whose owner line reads `SANYU SUPPLY SDN BHD` and
/// whose footer reads `FACEBOOK : SANYU.STATIONERY`). One echo is not enough: a single other
/// reading is as likely the slip (`GARDENTA` in a footer for the name's right `GARDENIA`).
enum NameEcho {
    /// Words shorter than this are left as read.
    static let shortestWord = 4
    /// How many times the other spelling must appear elsewhere on the receipt.
    static let echoes = 2

    /// `name` with each word mended from the receipt's other lines (`elsewhere`, the text of
    /// every line but the name's own).
    static func mended(_ name: String, elsewhere: [String]) -> String {
        var counts: [String: Int] = [:]
        for line in elsewhere {
            for word in letterRuns(of: line) where word.count >= shortestWord {
                counts[word.uppercased(), default: 0] += 1
            }
        }
        guard !counts.isEmpty else { return name }
        return name.replacingLetterRuns { mendedWord($0, counts: counts) }
    }

    /// The one spelling a letter away from `word` that the other lines repeat, in `word`'s letter
    /// case; nil when `word` is short, appears elsewhere as read, or has no such echo.
    private static func mendedWord(_ word: String, counts: [String: Int]) -> String? {
        guard word.count >= shortestWord else { return nil }
        let upper = word.uppercased()
        guard counts[upper] == nil else { return nil }
        let echoes = counts.filter { $0.value >= Self.echoes && isOneLetterApart($0.key, upper) }
        guard echoes.count == 1, let echo = echoes.first?.key else { return nil }
        return echo.inLetterCase(of: word)
    }

    private static func isOneLetterApart(_ a: String, _ b: String) -> Bool {
        a.count == b.count && zip(a, b).filter { $0 != $1 }.count == 1
    }

    /// The runs of letters in `text` (`SANYU.STATIONERY` holds `SANYU` and `STATIONERY`).
    private static func letterRuns(of text: String) -> [Substring] {
        text.split(whereSeparator: { !$0.isLetter })
    }

    /// The text of every line of `lines` but the name's own (`own`): where a shop prints its
    /// name again.
    static func elsewhere(_ lines: [ReceiptLine], besides own: [FieldEvidence]) -> [String] {
        let ownLines = Set(own.map { "\($0.page):\($0.line)" })
        return lines.filter { !ownLines.contains("\($0.page):\($0.index)") }.map(\.text)
    }

    /// Whether every one of `words` appears, as read and in any letter case, among the letter
    /// runs of the receipt's other lines (`elsewhere`).
    static func printedElsewhere(_ words: [String], elsewhere: [String]) -> Bool {
        let printed = Set(elsewhere.flatMap(letterRuns).map { $0.uppercased() })
        return words.allSatisfy { printed.contains($0.uppercased()) }
    }
}
