import Foundation
import GRDB
import Reading

/// A category and how many expenses it holds.
public struct CategoryUsage: Sendable, Hashable {
    public var category: Category
    public var expenses: Int
}

/// Category operations. Every method is one transaction; names match without regard to case.
extension Vault {
    /// Every category, defaults first (in their order), then the user's by name.
    public func categories() throws -> [CategoryUsage] {
        try database.pool.read { db in
            let counts = Dictionary(
                try Row.fetchAll(
                    db,
                    sql:
                        "SELECT categoryId, COUNT(*) AS n FROM expense WHERE categoryId IS NOT NULL GROUP BY categoryId"
                ).map { ($0["categoryId"] as Int64, $0["n"] as Int) }, uniquingKeysWith: +)
            let order = Dictionary(
                uniqueKeysWithValues: DefaultCategory.allCases.enumerated().map { ($1.rawValue, $0) })
            return try Category.fetchAll(db)
                .sorted {
                    (order[$0.builtIn ?? ""] ?? Int.max, $0.name.lowercased()) < (
                        order[$1.builtIn ?? ""] ?? Int.max, $1.name.lowercased()
                    )
                }
                .map { CategoryUsage(category: $0, expenses: counts[$0.id ?? 0] ?? 0) }
        }
    }

    /// Adds a category of the user's own.
    @discardableResult
    public func addCategory(name: String, color: String? = nil) throws -> Category {
        let name = try Category.validName(name)
        let color = try color.map(Category.validColor)
        return try database.pool.write { db in
            if let existing = try Self.category(named: name, in: db) {
                throw OrganiseError.categoryExists(existing.name)
            }
            var category = Category(id: nil, name: name, color: color, builtIn: nil)
            try category.insert(db)
            return category
        }
    }

    /// Renames a category (defaults too); its expenses follow.
    @discardableResult
    public func renameCategory(_ old: String, to new: String) throws -> Category {
        let newName = try Category.validName(new)
        return try database.pool.write { db in
            guard var category = try Self.category(named: old, in: db) else {
                throw OrganiseError.categoryNotFound(old)
            }
            if let other = try Self.category(named: newName, in: db), other.id != category.id {
                throw OrganiseError.categoryExists(other.name)
            }
            category.name = newName
            try category.update(db)
            return category
        }
    }

    /// Removes a category of the user's own. One that holds expenses needs `reassignTo` (their
    /// new category) or `uncategorize`; returns how many expenses were moved or cleared.
    @discardableResult
    public func removeCategory(_ name: String, reassignTo: String? = nil, uncategorize: Bool = false) throws -> Int {
        try database.pool.write { db in
            guard let category = try Self.category(named: name, in: db), let id = category.id else {
                throw OrganiseError.categoryNotFound(name)
            }
            if category.isDefault { throw OrganiseError.defaultCategory(category.name) }
            let count =
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM expense WHERE categoryId = ?", arguments: [id]) ?? 0
            var target: Int64? = nil
            if let reassignTo {
                guard let other = try Self.category(named: reassignTo, in: db) else {
                    throw OrganiseError.categoryNotFound(reassignTo)
                }
                guard other.id != id else {
                    throw OrganiseError.invalid(field: "--reassign-to", reason: "names the category being removed")
                }
                target = other.id
            } else if count > 0 && !uncategorize {
                throw OrganiseError.categoryInUse(name: category.name, expenses: count)
            }
            try db.execute(
                sql: "UPDATE expense SET categoryId = ?, categoryNote = ? WHERE categoryId = ?",
                arguments: [target, target == nil ? nil : "moved from \(category.name)", id])
            try db.execute(sql: "DELETE FROM category WHERE id = ?", arguments: [id])
            return count
        }
    }

    /// Sets (or, with `nil`, clears) an expense's category; the choice is the user's.
    @discardableResult
    public func setCategory(ofExpense id: Int64, to name: String?) throws -> Expense {
        try database.pool.write { db in
            var expense = try Self.expense(id: id, in: db)
            if let name {
                guard let category = try Self.category(named: name, in: db) else {
                    throw try Self.categoryNotFound(name, in: db)
                }
                expense.categoryId = category.id
                expense.categoryNote = "set by you"
            } else {
                expense.categoryId = nil
                expense.categoryNote = nil
            }
            expense.updatedAt = Date()
            try expense.update(db)
            return expense
        }
    }

    /// Category names by id, for listings.
    public func categoryNames() throws -> [Int64: String] {
        try database.pool.read { db in
            Dictionary(
                try Category.fetchAll(db).compactMap { category in category.id.map { ($0, category.name) } },
                uniquingKeysWith: { first, _ in first })
        }
    }

    /// The error for a category name the user typed that does not exist: with the nearest
    /// existing name when one is a slip or two away (`Mealz` -> `Meals`).
    static func categoryNotFound(_ name: String, in db: Database) throws -> OrganiseError {
        let typed = name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        let names = try String.fetchAll(db, sql: "SELECT name FROM category ORDER BY name")
        let scored = names.map { ($0, KeywordMatcher.editDistance(typed, $0.lowercased(), limit: 3)) }
        guard let nearest = scored.filter({ $0.1 <= 2 }).min(by: { $0.1 < $1.1 }) else {
            return .categoryNotFound(name)
        }
        return .categoryNotFoundNear(name, nearest: nearest.0)
    }

    static func category(named name: String, in db: Database) throws -> Category? {
        try Category.fetchOne(
            db, sql: "SELECT * FROM category WHERE name = ? COLLATE NOCASE",
            arguments: [name.trimmingCharacters(in: .whitespacesAndNewlines)])
    }
}
