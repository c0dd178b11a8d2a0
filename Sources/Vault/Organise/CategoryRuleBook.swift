import Foundation
import GRDB

/// The owner's category rules: add, list, remove. Every method is one transaction.
extension Vault {
    /// Adds a rule sending expenses of `kind` `text` to `category` (a name, any case). An
    /// unknown category, empty words and a rule that already exists for the same words are
    /// refused; the rule decides the category of drafts imported from now on.
    @discardableResult
    public func addCategoryRule(category: String, kind: CategoryRule.Kind, text: String) throws -> CategoryRule {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let pattern = CategoryRules.words(trimmed).joined(separator: " ")
        guard pattern.contains(where: { $0.isLetter || $0.isNumber }), trimmed.count <= 80,
            !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            throw OrganiseError.invalid(
                field: kind.rawValue, reason: "'\(text)' must hold a word (letters or digits), at most 80 characters")
        }
        return try database.pool.write { db in
            guard let target = try Self.category(named: category, in: db), let categoryId = target.id else {
                throw try Self.categoryNotFound(category, in: db)
            }
            if let existing = try CategoryRule.filter(Column("kind") == kind.rawValue && Column("pattern") == pattern)
                .fetchOne(db)
            {
                let name = try String.fetchOne(
                    db, sql: "SELECT name FROM category WHERE id = ?", arguments: [existing.categoryId])
                throw OrganiseError.categoryRuleExists(
                    id: existing.id ?? 0, rule: existing.summary, category: name ?? "?")
            }
            var rule = CategoryRule(
                id: nil, categoryId: categoryId, kind: kind, text: trimmed, pattern: pattern, createdAt: Date())
            try rule.insert(db)
            return rule
        }
    }

    /// Every rule with its category's name, in the order they are tried: merchant rules
    /// before word rules, longer words first, then the newest.
    public func categoryRules() throws -> [CategoryRuleListing] {
        try database.pool.read { db in
            let names = try Dictionary(
                Category.fetchAll(db).compactMap { category in category.id.map { ($0, category.name) } },
                uniquingKeysWith: { first, _ in first })
            return try CategoryRules.ownerRules(in: db).map {
                CategoryRuleListing(rule: $0, category: names[$0.categoryId] ?? "?")
            }
        }
    }

    /// Removes rule `id`; expenses it categorised keep their category.
    @discardableResult
    public func removeCategoryRule(id: Int64) throws -> CategoryRule {
        try database.pool.write { db in
            guard let rule = try CategoryRule.fetchOne(db, key: id) else {
                throw OrganiseError.categoryRuleNotFound(id)
            }
            try rule.delete(db)
            return rule
        }
    }
}
