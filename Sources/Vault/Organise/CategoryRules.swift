import Foundation
import GRDB

/// Chooses a draft's category, and says why. What the user confirmed before for the same
/// merchant wins; otherwise the keyword rules, on the merchant's name first, then the
/// receipt's first lines, then its whole text (where one category must lead by two words).
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

    /// The category of a draft: `brandKind` is the kind of place its merchant is, when the
    /// reading found it to be a known brand (`ReceiptDraft.merchantKind`).
    func choose(merchant: String?, text: String, history: History?, brandKind: String? = nil) -> Choice? {
        if let history, let merchant {
            let times = history.count == 1 ? "once" : history.count == 2 ? "twice" : "\(history.count) times"
            return Choice(categoryId: history.categoryId, note: "\(history.name): you filed \(merchant) there \(times)")
        }
        if let brandKind, let category = BrandKindCategory.category(of: brandKind), let target = defaults[category] {
            return Choice(categoryId: target.id, note: "\(target.name): a brand known as \(brandKind)")
        }
        let lines = text.split(whereSeparator: \.isNewline)
        let named = merchant.map(Self.words) ?? []
        let top = Self.words(lines.prefix(6).joined(separator: " "))
        // What the shop is (in its name, then at the top) before where it is (`... MALL`).
        for places in [false, true] {
            if let (category, word) = Self.firstMatch(in: named, places: places), let target = defaults[category] {
                return Choice(categoryId: target.id, note: "\(target.name): '\(word)' in the merchant's name")
            }
            if let (category, word) = Self.firstMatch(in: top, places: places), let target = defaults[category] {
                return Choice(categoryId: target.id, note: "\(target.name): '\(word)' at the top of the receipt")
            }
        }
        let counts = Self.counts(in: Self.words(text))
        let ranked = counts.sorted { $0.value.count > $1.value.count }
        if let best = ranked.first, best.value.count >= (ranked.dropFirst().first?.value.count ?? 0) + 2,
            let target = defaults[best.key], let word = best.value.first
        {
            return Choice(
                categoryId: target.id, note: "\(target.name): '\(word)' and \(best.value.count - 1) more on the receipt"
            )
        }
        return nil
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

    /// The first keyword (in the order of the words) and its category. Words that only say
    /// where the shop is (`CategoryKeywords.placeWords`) count only with `places`, when no other
    /// keyword was found.
    static func firstMatch(in words: [String], places: Bool = true) -> (DefaultCategory, String)? {
        var place: (DefaultCategory, String)?
        for index in words.indices {
            for (category, parts, keyword) in phrases where matches(parts, words, at: index) {
                guard CategoryKeywords.placeWords.contains(keyword) else { return (category, keyword) }
                if place == nil { place = (category, keyword) }
            }
        }
        return places ? place : nil
    }

    /// Every keyword found, per category.
    static func counts(in words: [String]) -> [DefaultCategory: [String]] {
        var found: [DefaultCategory: [String]] = [:]
        for index in words.indices {
            for (category, parts, keyword) in phrases where matches(parts, words, at: index) {
                found[category, default: []].append(keyword)
            }
        }
        return found
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
        return CategoryRules(defaults: defaults)
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
