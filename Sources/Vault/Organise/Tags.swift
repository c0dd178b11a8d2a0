import Foundation
import GRDB

/// A tag on expenses and documents (`work`, `reimbursable`).
public struct Tag: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public var id: Int64?
    public var name: String

    public static let databaseTableName = "tag"

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// A tag as typed: 1-40 characters, no spaces, commas or control characters, not
    /// starting with `-` (it would read as an option).
    public static func validName(_ text: String) throws -> String {
        guard (1...40).contains(text.count), text.first != "-",
            !text.contains(where: { $0.isWhitespace || $0 == "," }),
            !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            throw OrganiseError.invalid(
                field: "tag", reason: "'\(text)' must be 1-40 characters without spaces or commas, not starting with -")
        }
        return text
    }
}

/// A tag and how often it is used.
public struct TagUsage: Sendable, Hashable {
    public var tag: Tag
    public var expenses: Int
    public var documents: Int
}

/// What a tag command works on.
public enum TagTarget: Sendable, Equatable {
    case expense(Int64)
    case document(Int64)

    var label: String {
        switch self {
        case .expense(let id): return "expense \(id)"
        case .document(let id): return "document \(id)"
        }
    }
}

/// Tag operations. Every method is one transaction (all or nothing); names match without
/// regard to case and keep the spelling they were first given.
extension Vault {
    public func tags() throws -> [TagUsage] {
        try database.pool.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT tag.id, tag.name,
                        (SELECT COUNT(*) FROM expenseTag WHERE tagId = tag.id) AS expenses,
                        (SELECT COUNT(*) FROM documentTag WHERE tagId = tag.id) AS documents
                    FROM tag ORDER BY tag.name COLLATE NOCASE
                    """
            ).map {
                TagUsage(tag: Tag(id: $0["id"], name: $0["name"]), expenses: $0["expenses"], documents: $0["documents"])
            }
        }
    }

    /// Adds `names` to an expense or document (creating new tags), or with `remove` takes them
    /// off. A tag it already has, or lacks when removing, is an error and nothing changes.
    public func tag(_ target: TagTarget, with names: [String], remove: Bool = false) throws {
        let names = try names.map(Tag.validName)
        guard !names.isEmpty else { throw OrganiseError.invalid(field: "tag", reason: "give at least one tag") }
        try database.pool.write { db in
            let (table, column, id): (String, String, Int64)
            switch target {
            case .expense(let expenseId):
                _ = try Self.expense(id: expenseId, in: db)
                (table, column, id) = ("expenseTag", "expenseId", expenseId)
            case .document(let documentId):
                _ = try Self.document(id: documentId, in: db)
                (table, column, id) = ("documentTag", "documentId", documentId)
            }
            for name in names {
                var tag = try Tag.fetchOne(
                    db, sql: "SELECT * FROM tag WHERE name = ? COLLATE NOCASE", arguments: [name])
                if tag == nil, remove { throw OrganiseError.tagNotFound(name) }
                if tag == nil {
                    var created = Tag(id: nil, name: name)
                    try created.insert(db)
                    tag = created
                }
                guard let tag, let tagId = tag.id else { continue }
                let has =
                    try Bool.fetchOne(
                        db, sql: "SELECT EXISTS(SELECT 1 FROM \(table) WHERE \(column) = ? AND tagId = ?)",
                        arguments: [id, tagId]) ?? false
                if remove {
                    guard has else { throw OrganiseError.notTagged(what: target.label, tag: tag.name) }
                    try db.execute(
                        sql: "DELETE FROM \(table) WHERE \(column) = ? AND tagId = ?", arguments: [id, tagId])
                } else {
                    guard !has else { throw OrganiseError.alreadyTagged(what: target.label, tag: tag.name) }
                    try db.execute(sql: "INSERT INTO \(table)(\(column), tagId) VALUES (?, ?)", arguments: [id, tagId])
                }
            }
        }
    }

    /// Renames a tag everywhere it is used.
    public func renameTag(_ old: String, to new: String) throws {
        let newName = try Tag.validName(new)
        try database.pool.write { db in
            var tag = try Self.tag(named: old, in: db)
            if let other = try Tag.fetchOne(
                db, sql: "SELECT * FROM tag WHERE name = ? COLLATE NOCASE", arguments: [newName]), other.id != tag.id
            {
                throw OrganiseError.tagExists(other.name)
            }
            tag.name = newName
            try tag.update(db)
        }
    }

    /// Removes a tag from every expense and document.
    public func removeTag(_ name: String) throws {
        try database.pool.write { db in
            let tag = try Self.tag(named: name, in: db)
            _ = try tag.delete(db)
        }
    }

    /// Tag names per expense, sorted, for listings.
    public func expenseTags() throws -> [Int64: [String]] {
        try database.pool.read { db in
            try Self.names(
                sql: "SELECT expenseTag.expenseId AS owner, tag.name FROM expenseTag JOIN tag ON tag.id = tagId", in: db
            )
        }
    }

    /// Tag names per document, sorted, for listings.
    public func documentTags() throws -> [Int64: [String]] {
        try database.pool.read { db in
            try Self.names(
                sql: "SELECT documentTag.documentId AS owner, tag.name FROM documentTag JOIN tag ON tag.id = tagId",
                in: db)
        }
    }

    private static func names(sql: String, in db: Database) throws -> [Int64: [String]] {
        var result: [Int64: [String]] = [:]
        for row in try Row.fetchAll(db, sql: sql) { result[row["owner"], default: []].append(row["name"]) }
        return result.mapValues { $0.sorted { $0.lowercased() < $1.lowercased() } }
    }

    static func tag(named name: String, in db: Database) throws -> Tag {
        guard let tag = try Tag.fetchOne(db, sql: "SELECT * FROM tag WHERE name = ? COLLATE NOCASE", arguments: [name])
        else { throw OrganiseError.tagNotFound(name) }
        return tag
    }
}
