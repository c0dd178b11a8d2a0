import Foundation
import GRDB

/// A rule of the owner's: expenses of a merchant, or receipts that print a word, go to a
/// category. It wins over everything else that chooses a draft's category (`CategoryRules`).
public struct CategoryRule: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    /// What a rule looks at.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// The merchant's name holds the rule's words (`uber` matches `UBER *TRIP`).
        case merchant
        /// The receipt (merchant or text) holds the rule's words (`taxi`).
        case word
    }

    public var id: Int64?
    public var categoryId: Int64
    public var kind: Kind
    /// The words as typed.
    public var text: String
    /// The words folded as `CategoryRules.words` folds a receipt's (lower case, no accents),
    /// separated by one space: what is matched.
    public var pattern: String
    public var createdAt: Date

    public static let databaseTableName = "categoryRule"

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// The words of the pattern.
    var words: [String] { pattern.split(separator: " ").map(String.init) }

    /// `merchant 'uber'`, `word 'taxi'`: the rule as its reason names it.
    public var summary: String { "\(kind.rawValue) '\(text)'" }
}

/// A rule with the name of its category, for listings.
public struct CategoryRuleListing: Sendable, Hashable {
    public var rule: CategoryRule
    public var category: String
}

/// The schema of migration `v14-category-learning`: the owner's category rules. Registered
/// once in ``VaultDatabase``; never edit it after release.
enum CategoryRuleSchema {
    static func migrate(_ db: Database) throws {
        try db.create(table: "categoryRule") { t in
            t.autoIncrementedPrimaryKey("id")
            // A rule goes with its category: removing the category removes its rules.
            t.belongsTo("category", onDelete: .cascade).notNull()
            t.column("kind", .text).notNull()
            t.column("text", .text).notNull()
            t.column("pattern", .text).notNull()
            t.column("createdAt", .datetime).notNull()
            t.uniqueKey(["kind", "pattern"])
        }
    }
}
