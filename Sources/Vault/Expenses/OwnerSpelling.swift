import Reading

/// Mends the words of a merchant name read from a receipt into the spelling of the names the
/// user has confirmed: a chain's brand read with a slip on a branch not seen before (`MR O.I.Y.
/// (JOHOR) SDN BHD` after `MR D.I.Y. (KUCHAI) SDN BHD` was confirmed), which no fingerprint of
/// a known shop matches.
///
/// A word is mended only into a word of a confirmed name of the same length that differs from
/// it only in letters OCR reads for one another (`NameSpelling.confusions`), at most one per
/// three characters, and only when exactly one such word is known. Short words stay (fewer
/// than five characters or three letters): names of one shop and another are often a letter
/// apart there (`WAH` and `WAN`, `HING` and `HENG`). So do words a confirmed name spells as read.
enum OwnerSpelling {
    /// A read name with its words mended, and the confirmed expense whose name spelt the first
    /// mended word.
    struct Mend: Equatable {
        var name: String
        /// The first mended word as mended (`D.I.Y.`).
        var mended: String
        var expenseId: Int64
    }

    /// `name` with its words spelt as in the confirmed names of `vocabulary`; nil when no word
    /// changes.
    static func mended(_ name: String, by vocabulary: Vocabulary) -> Mend? {
        var first: Mend?
        let words = name.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            let word = String(word)
            guard let (known, expenseId) = vocabulary.spelling(of: word) else { return word }
            let mended = known.inLetterCase(of: word)
            if first == nil { first = Mend(name: "", mended: mended, expenseId: expenseId) }
            return mended
        }
        guard var mend = first else { return nil }
        mend.name = words.joined(separator: " ")
        return mend
    }

    /// The words of the confirmed names by length, upper case, each with the latest expense
    /// that spelt it. Built once with the known shops (`ShopIndex`), not for every import.
    struct Vocabulary: Sendable {
        private var byLength: [Int: [String: Int64]] = [:]

        init(_ shops: [KnownShop]) {
            for shop in shops {
                for word in shop.merchant.uppercased().split(separator: " ") where Self.isLong(word) {
                    byLength[word.count, default: [:]][String(word)] = shop.expenseId
                }
            }
        }

        static func isLong<S: StringProtocol>(_ word: S) -> Bool {
            word.count >= 5 && word.filter(\.isLetter).count >= 3
        }

        /// The one known word `word` may be a misreading of, with its expense.
        func spelling(of word: String) -> (String, Int64)? {
            let upper = word.uppercased()
            guard Self.isLong(upper), let sameLength = byLength[upper.count], sameLength[upper] == nil else {
                return nil
            }
            let limit = max(1, upper.count / 3)
            let matches = sameLength.filter { Self.isMisreading(upper, of: $0.key, limit: limit) }
            guard matches.count == 1, let match = matches.first else { return nil }
            return (match.key, match.value)
        }

        /// Whether `read` differs from `known` (both upper case, of one length) in at least
        /// one and at most `limit` places, each a letter OCR reads for the known one.
        static func isMisreading(_ read: String, of known: String, limit: Int) -> Bool {
            var slips = 0
            for (readLetter, knownLetter) in zip(read, known) where readLetter != knownLetter {
                guard NameSpelling.confusions[readLetter]?.contains(knownLetter) == true else { return false }
                slips += 1
                if slips > limit { return false }
            }
            return slips > 0
        }
    }
}
