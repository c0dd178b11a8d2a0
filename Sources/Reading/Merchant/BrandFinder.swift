import Foundation

/// A brand of `BrandIndex` seen on a receipt, and how.
struct BrandSighting: Sendable {
    /// How the brand was seen, from the surest way to the least sure.
    enum How: Int, Sendable, Comparable {
        /// The whole line is one of its names (`LIDL`, `Marktkauf`).
        case wholeLine
        /// The line begins with one of its names (`Marktkauf Lehr`, `SUBWAY #2231`).
        case lineStart
        /// The line (or its first word) is one of its names with a letter or two read otherwise
        /// (`Marktkaut`).
        case misread
        /// A web or e-mail address printed on the receipt is its name (`www.lidl.de`, `info@obi.de`).
        case webAddress

        static func < (a: How, b: How) -> Bool { a.rawValue < b.rawValue }
    }

    var brand: Brand
    /// The line it was seen on.
    var line: ReceiptLine
    var how: How
    /// The brand's name as the table folds it (`lidl`), letters only.
    var letters: String
}

/// Finds brands of the name-suggestion-index on a receipt's lines. Guards against names that
/// are words too: a name is found only as the start of a line (never inside a sentence or an
/// item, nor before words that make a sentence of it), of at least 4 letters (3 in a web address,
/// whose name is the whole of its domain), and with a slip of OCR only in a whole line long enough
/// for one slip not to make another word (8 letters, one slip).
struct BrandFinder: Sendable {
    let index: BrandIndex

    init(index: BrandIndex = .shared) { self.index = index }

    /// Letters read at this OCR confidence or above are taken as printed, never as a slip.
    static let clearLetters = 0.85

    /// A line longer than this many words is a sentence (a slogan, a notice), not a name.
    static let longestNameLine = 6

    /// The brand `line` names, or nil: the whole line, one of its cells (text set apart by
    /// three spaces or more: `salt         CVS/pharmacy UO!`), or the line before the shop's
    /// phone number (`Subway#44969-0 Phone 626-586-9999`).
    func onLine(_ line: ReceiptLine) -> BrandSighting? {
        let cells = line.text.components(separatedBy: "   ").filter { $0.contains(where: \.isLetter) }
        let beforePhone = MerchantFinder.beforePhoneNumber(line.text).map { [String($0)] } ?? []
        for text in [line.text] + (cells.count > 1 ? cells : []) + beforePhone {
            if let found = onText(text, of: line) { return found }
        }
        return nil
    }

    /// The brand `text` (all or part of `line`) names, or nil.
    private func onText(_ text: String, of line: ReceiptLine) -> BrandSighting? {
        let words = BrandIndex.words(of: text)
        guard !words.isEmpty, words.count <= Self.longestNameLine,
            !AmountScanner.amounts(in: text).contains(where: \.hasCents)
        else { return nil }
        func sighting(_ brand: Int, _ how: BrandSighting.How, _ letters: String) -> BrandSighting {
            BrandSighting(brand: index.brands[brand], line: line, how: how, letters: letters)
        }
        for count in stride(from: min(words.count, 4), through: 1, by: -1) {
            let name = words[..<count].joined(separator: " ")
            let letters = words[..<count].joined()
            guard let brand = index.byName[name], letters.count >= (count == words.count ? 4 : 5) else { continue }
            // `power to the ...`: a brand that is a word too, opening a sentence (a slogan).
            if count < words.count, words[count...].contains(where: Self.functionWords.contains) { return nil }
            return sighting(brand, count == words.count ? .wholeLine : .lineStart, letters)
        }
        // One slip only, in a long name read as the whole line: a shorter word a letter away from
        // a brand is as often another word (`Everett`, a town, for `Everest`; `Debrah`, a
        // waiter), and two letters make another shop of the same kind (`xy-drogerie markt`).
        // And only in letters read unsure: `MARIO'S PIZZA` read clearly is no slip of `Marco's Pizza`;
        // read clearly, only a letter OCR reads for another (`BAR LOUTE` for `Bar Louie`).
        let whole = words.joined()
        guard whole.count >= 8, whole.allSatisfy(\.isLetter) else { return nil }
        let misread =
            line.letterConfidence < Self.clearLetters
            ? index.brand(nearLetters: whole, slips: 1) : index.brand(confusedLetters: whole)
        return misread.map { sighting($0, .misread, whole) }
    }

    /// The brand a web or e-mail address on `lines` names: the label before the top-level
    /// domain (`lidl` of `www.lidl.de`, `marktkauf` of `marktkauf-lehr.de`), found whole.
    func inWebAddress(_ lines: [ReceiptLine]) -> BrandSighting? {
        for line in lines {
            for label in Self.domainLabels(in: line.text) {
                let parts = label.split(separator: "-").map(String.init)
                for candidate in [parts.joined()] + (parts.count > 1 ? [parts[0]] : [])
                where candidate.count >= 3 && !Self.notShops.contains(candidate) {
                    if let brand = index.byLetters[candidate] {
                        return BrandSighting(
                            brand: index.brands[brand], line: line, how: .webAddress, letters: candidate)
                    }
                }
            }
        }
        return nil
    }

    /// Words that make a line a sentence: after a brand's name, they make it a slogan
    /// (`Power to the people`), not the brand.
    static let functionWords: Set<String> = [
        "to", "the", "of", "for", "and", "is", "are", "a", "an", "in", "at", "with", "your", "our", "you", "we",
        "it", "on", "my", "der", "die", "das", "und", "ist", "mit", "es", "was", "fur", "le", "la", "les", "et",
        "pour", "el", "los", "las", "y", "para",
    ]

    /// Domains of mail and social sites that receipts print beside a shop's own.
    static let notShops: Set<String> = [
        "gmail", "yahoo", "hotmail", "outlook", "facebook", "instagram", "twitter", "google", "tripadvisor",
        "yelp", "youtube", "tiktok", "linkedin",
    ]

    /// The labels of `text`'s web and e-mail addresses that stand before the top-level domain:
    /// `www.lidl.de` -> `lidl`, `info@obi.de` -> `obi`, `starbucks.com/receipt` -> `starbucks`.
    /// Spaces OCR put around the dots are ignored; any other space ends an address, so that a
    /// phone number before it is not read into it (`(614)766 4494   meijer.com` -> `meijer`).
    /// The labels with every space dropped follow, for a word OCR split inside an address.
    static func domainLabels(in text: String) -> [String] {
        let lower = text.lowercased()
        guard
            lower.containsPlain("www") || lower.containsPlain("@") || lower.containsPlain("http")
                || lower.containsPlain(".com")
        else {
            return []
        }
        var labels = hostLabels(in: joinedAroundDots(lower))
        for label in hostLabels(in: lower.replacingOccurrences(of: " ", with: "")) where !labels.contains(label) {
            labels.append(label)
        }
        return labels
    }

    /// The marks OCR sets spaces around inside an address.
    private static let addressJoints: Set<Character> = [".", "@"]

    /// `text` without the spaces beside a dot or an at sign (`www. lidl .de` -> `www.lidl.de`).
    private static func joinedAroundDots(_ text: String) -> String {
        var joined = ""
        var spaceBefore = false
        for character in text {
            if character == " " {
                spaceBefore = true
                continue
            }
            if spaceBefore, !addressJoints.contains(character), !(joined.last.map(addressJoints.contains) ?? true) {
                joined.append(" ")
            }
            spaceBefore = false
            joined.append(character)
        }
        return joined
    }

    /// The label before the top-level domain of each host name in `text` (`co.uk` counts as one
    /// domain; `info@obi.de`: the part after the at sign is a host like the others).
    private static func hostLabels(in text: String) -> [String] {
        var labels: [String] = []
        let hosts = text.split(whereSeparator: {
            !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-"))
        })
        for host in hosts {
            var parts = host.split(separator: ".").map(String.init).filter { !$0.isEmpty }
            if parts.first == "www" || parts.first == "http" || parts.first == "https" { parts.removeFirst() }
            guard parts.count >= 2, let last = parts.last, last.count >= 2, last.count <= 4, last.allSatisfy(\.isLetter)
            else { continue }
            var label = parts[parts.count - 2]
            if ["co", "com", "net", "org"].contains(label), parts.count >= 3 { label = parts[parts.count - 3] }
            labels.append(label)
        }
        return labels
    }
}
