import Foundation
import GRDB
import Reading

/// Chooses a draft's category, and says why, in this order: the owner's rules (`vault category
/// rule add`), what the owner filed the same shop under before (its confirmed expenses, the
/// shop recognised by name or by its receipt's header), the kind of place a known brand is,
/// then the words on the receipt, weighed by where they stand: in the merchant's name most,
/// at the top of the receipt more than among the items.
struct CategoryRules {
    /// A chosen category and the reason shown with the draft.
    struct Choice: Equatable {
        var categoryId: Int64
        var note: String
    }

    /// The category the user filed `count` confirmed expenses of this merchant under.
    struct History {
        var categoryId: Int64
        var name: String
        var count: Int
    }

    /// Default categories by their key, with their current names.
    var defaults: [DefaultCategory: (id: Int64, name: String)]
    /// The owner's rules in the order they are tried, with their category's name.
    var ownerRules: [(rule: CategoryRule, category: String)] = []

    /// How much a keyword counts where it stands: in the merchant's name, in the receipt's
    /// first lines (its header), further down (items, totals, footer).
    static let nameWeight = 3.0
    static let headerWeight = 2.0
    static let bodyWeight = 1.0
    /// Header lines: the shop prints its name, kind and address there.
    static let headerLines = 6
    /// The least a category must score: one word in the name or header, two further down.
    static let enough = 2.0

    /// The category of a draft: `brandKind` is the kind of place its merchant is, when the
    /// reading found it to be a known brand (`ReceiptDraft.merchantKind`).
    func choose(merchant: String?, text: String, history: History?, brandKind: String? = nil) -> Choice? {
        let named = merchant.map(Self.words) ?? []
        // Each line's words are worked out once, for the owner's rules and the keywords.
        let lines = text.split(whereSeparator: \.isNewline).map { line in
            let text = String(line)
            return Line(text: text, words: Self.words(text))
        }
        // The merchant's own line is counted as the name, not again as the header.
        let top = lines.prefix(Self.headerLines).filter { named.isEmpty || $0.words != named }
        let rest = Array(lines.dropFirst(Self.headerLines))
        if let choice = ownerRule(named: named, text: (top + rest).flatMap(\.words)) { return choice }
        if let history, let merchant {
            let times = history.count == 1 ? "once" : history.count == 2 ? "twice" : "\(history.count) times"
            return Choice(categoryId: history.categoryId, note: "\(history.name): you filed \(merchant) there \(times)")
        }
        if let brandKind, let category = BrandKindCategory.category(of: brandKind), let target = defaults[category] {
            // A brand is found by the start of a name (`AROMA` of `AROMA CAFE`): where the name
            // itself says another kind of place, the name is the better witness.
            if let named = keywordChoice(named: named, top: [], rest: []), named.categoryId != target.id {
                return named
            }
            return Choice(categoryId: target.id, note: "\(target.name): a brand known as \(brandKind)")
        }
        return keywordChoice(named: named, top: top, rest: rest)
    }

    /// A line of the receipt's text and its words (`words(_:)`).
    struct Line {
        var text: String
        var words: [String]
    }

    /// The first of the owner's rules that matches: a merchant rule's words in the merchant's
    /// name, a word rule's in the name or anywhere on the receipt.
    func ownerRule(named: [String], text: [String]) -> Choice? {
        for (rule, category) in ownerRules {
            let found =
                Self.contains(named, rule.words) || (rule.kind == .word && Self.contains(text, rule.words))
            if found {
                return Choice(
                    categoryId: rule.categoryId, note: "\(category): your rule \(rule.id ?? 0) (\(rule.summary))")
            }
        }
        return nil
    }

    /// The category whose keywords weigh most (of equals, the one found first), when it weighs enough;
    /// one word is enough where no other category's is found and it is not on an item's line
    /// (a supermarket lists `COFFEE 3.00` among its items). `top` are the header's lines: a
    /// keyword is looked for inside the words of a line without digits only (`Warburger
    /// Straße 130` is where the shop is, not what it is); `rest` the lines below.
    func keywordChoice(named: [String], top: [Line], rest: [Line]) -> Choice? {
        var scores: [DefaultCategory: Double] = [:]
        // The heaviest find of each category, for the reason.
        var strongest: [DefaultCategory: (weight: Double, word: String, place: String)] = [:]
        var found: [DefaultCategory: Int] = [:]
        // Categories found off the lines of items (`COFFEE 3.00`).
        var offItems: Set<DefaultCategory> = []
        // The order the categories were first found in, which settles a tie.
        var first: [DefaultCategory: Int] = [:]
        let header = top.map {
            ($0.words, Self.headerWeight, "at the top of the receipt", !$0.text.contains(where: \.isNumber), false)
        }
        let body = rest.map { ($0.words, Self.bodyWeight, "on the receipt", false, Self.isItemLine($0.text)) }
        let parts: [([String], Double, String, Bool, Bool)] =
            [(named, Self.nameWeight, "in the merchant's name", true, false)] + header + body
        for (words, weight, place, inside, item) in parts {
            for (category, keyword) in Self.matches(in: words, inside: inside) {
                if !item { offItems.insert(category) }
                if first[category] == nil { first[category] = first.count }
                // Words that only say where the shop is (`... MALL`) count for little.
                let counted = CategoryKeywords.placeWords.contains(keyword) ? weight / 4 : weight
                scores[category, default: 0] += counted
                found[category, default: 0] += 1
                if counted > (strongest[category]?.weight ?? 0) {
                    strongest[category] = (counted, keyword, place)
                }
            }
        }
        let ranked = scores.sorted { ($0.value, -(first[$0.key] ?? 0)) > ($1.value, -(first[$1.key] ?? 0)) }
        // One word further down is enough where no other category's word is found at all.
        guard let best = ranked.first,
            best.value >= Self.enough || (ranked.count == 1 && offItems.contains(best.key)),
            let target = defaults[best.key],
            let reason = strongest[best.key]
        else { return nil }
        let more = (found[best.key] ?? 1) - 1
        let note =
            more == 0
            ? "\(target.name): '\(reason.word)' \(reason.place)"
            : "\(target.name): '\(reason.word)' \(reason.place) and \(more) more word\(more == 1 ? "" : "s")"
        return Choice(categoryId: target.id, note: note)
    }

    /// `COFFEE 3.00`, `2 x 1,49`: a line with an amount in cents.
    static func isItemLine(_ line: String) -> Bool {
        // The pattern runs only on text that may hold a digit, a point or comma and a digit.
        DigitMarks.mayHoldDigits(around: [0x2E, 0x2C], in: line)
            && line.range(of: #"\d[.,]\d{2}\b"#, options: .regularExpression) != nil
    }

    /// Whether `words` hold `phrase` as a run of whole words.
    static func contains(_ words: [String], _ phrase: [String]) -> Bool {
        guard !phrase.isEmpty else { return false }
        return words.indices.contains { matches(phrase, words, at: $0) }
    }

    /// Lower-case words without accents; punctuation other than `&`, `'` and `-` separates.
    static func words(_ text: String) -> [String] {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
        return folded.split { !($0.isLetter || $0.isNumber || $0 == "&" || $0 == "'" || $0 == "-") }.map(String.init)
    }

    private static let phrases: [(DefaultCategory, [String], String)] = CategoryKeywords.table.flatMap {
        category, words in
        words.map { (category, $0.split(separator: " ").map(String.init), $0) }
    }

    /// The phrases by their first word, each word's in the table's order: a phrase can match
    /// only where its first word stands, and each word of a receipt is looked up once.
    private static let phrasesByFirstWord: [String: [(DefaultCategory, [String], String)]] = Dictionary(
        grouping: phrases, by: { $0.1.first ?? "" })

    /// Every keyword found in `words`, in their order, with its category. With `inside`, a
    /// keyword of `insideLength` letters or more also counts inside a longer word: OCR runs the
    /// words of a shop's name together (`SANYUSTATIONERYSHOP`, `DINEIN`, `bigjosburgers`).
    static func matches(in words: [String], inside: Bool = false) -> [(DefaultCategory, String)] {
        var found: [(DefaultCategory, String)] = []
        for index in words.indices {
            for (category, parts, keyword) in phrasesByFirstWord[words[index]] ?? []
            where matches(parts, words, at: index) {
                found.append((category, keyword))
            }
            guard inside else { continue }
            // A keyword of one word was matched whole above; one of several may be run together.
            let word = words[index]
            let ascii = word.utf8.allSatisfy { $0 < 0x80 }
            for (category, joined, keyword, parts) in joinedPhrases
            where contains(word, joined, ascii: ascii) && (parts > 1 || word != joined.text) {
                found.append((category, keyword))
            }
        }
        return found
    }

    /// Whether `word` holds the joined keyword `joined`: bytes compared where both are ASCII
    /// (`ascii` says `word` is), Foundation's comparison of characters otherwise.
    private static func contains(_ word: String, _ joined: JoinedKeyword, ascii: Bool) -> Bool {
        guard ascii, joined.isASCII else { return word.contains(joined.text) }
        let needle = joined.text.utf8
        let haystack = word.utf8
        guard needle.count <= haystack.count, let first = needle.first else { return needle.isEmpty }
        var start = haystack.startIndex
        while let found = haystack[start...].firstIndex(of: first) {
            if haystack.distance(from: found, to: haystack.endIndex) < needle.count { return false }
            if haystack[found...].starts(with: needle) { return true }
            start = haystack.index(after: found)
        }
        return false
    }

    /// Keywords long enough to be found inside a word, their words run together.
    static let insideLength = 6

    /// A keyword's words run together, and whether they are ASCII.
    private struct JoinedKeyword {
        var text: String
        var isASCII: Bool
    }

    private static let joinedPhrases: [(DefaultCategory, JoinedKeyword, String, Int)] = phrases.compactMap {
        category, parts, keyword in
        let joined = parts.joined()
        return joined.count >= insideLength && joined.allSatisfy(\.isLetter)
            ? (
                category, JoinedKeyword(text: joined, isASCII: joined.utf8.allSatisfy { $0 < 0x80 }), keyword,
                parts.count
            )
            : nil
    }

    private static func matches(_ parts: [String], _ words: [String], at index: Int) -> Bool {
        guard index + parts.count <= words.count else { return false }
        for (offset, part) in parts.enumerated() where words[index + offset] != part { return false }
        return true
    }
}

extension CategoryRules {
    /// Rules over the vault's default categories as they are named now.
    static func load(in db: Database) throws -> CategoryRules {
        var defaults: [DefaultCategory: (id: Int64, name: String)] = [:]
        for category in try Category.filter(Column("builtIn") != nil).fetchAll(db) {
            if let key = category.builtIn.flatMap(DefaultCategory.init(rawValue:)), let id = category.id {
                defaults[key] = (id, category.name)
            }
        }
        let names = try Dictionary(
            Category.fetchAll(db).compactMap { category in category.id.map { ($0, category.name) } },
            uniquingKeysWith: { first, _ in first })
        let rules = try ownerRules(in: db).map { (rule: $0, category: names[$0.categoryId] ?? "?") }
        return CategoryRules(defaults: defaults, ownerRules: rules)
    }

    /// The owner's rules in the order they are tried: merchant rules before word rules, more
    /// words before fewer, newer before older.
    static func ownerRules(in db: Database) throws -> [CategoryRule] {
        try CategoryRule.fetchAll(db).sorted {
            ($0.kind == .merchant ? 0 : 1, -$0.words.count, -($0.id ?? 0))
                < ($1.kind == .merchant ? 0 : 1, -$1.words.count, -($1.id ?? 0))
        }
    }

    /// The category most of this merchant's confirmed expenses are filed under.
    static func history(merchant: String, in db: Database) throws -> History? {
        guard
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT expense.categoryId AS id, category.name AS name, COUNT(*) AS n FROM expense
                    JOIN category ON category.id = expense.categoryId
                    WHERE expense.status = 'confirmed' AND expense.merchant = ? COLLATE NOCASE
                    GROUP BY expense.categoryId ORDER BY n DESC, MAX(expense.updatedAt) DESC LIMIT 1
                    """, arguments: [merchant])
        else { return nil }
        return History(categoryId: row["id"], name: row["name"], count: row["n"])
    }

    /// Gives a new draft its category and the reason, from its merchant and its document's text.
    static func categorize(_ expense: inout Expense, brandKind: String? = nil, in db: Database) throws {
        guard expense.categoryId == nil else { return }
        let text =
            try expense.documentId.map {
                try String.fetchAll(
                    db, sql: "SELECT text FROM page WHERE documentId = ? ORDER BY number", arguments: [$0]
                )
                .joined(separator: "\n")
            } ?? ""
        let history = try expense.merchant.flatMap { try Self.history(merchant: $0, in: db) }
        guard
            let choice = try load(in: db).choose(
                merchant: expense.merchant, text: text, history: history, brandKind: brandKind)
        else { return }
        expense.categoryId = choice.categoryId
        expense.categoryNote = choice.note
    }
}
