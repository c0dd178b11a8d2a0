import Foundation
import GRDB
import Reading

/// A remembered correction: when the reader finds `example` (or something within a few
/// characters of it), the merchant is `merchant`.
public struct MerchantRule: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public var id: Int64?
    /// `example` folded: upper case, letters and digits only.
    public var pattern: String
    /// The merchant as the reader found it when the user corrected it.
    public var example: String
    public var merchant: String
    public var timesApplied: Int
    public var createdAt: Date

    public static let databaseTableName = "merchantRule"

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// Upper case letters and digits only: `Mr. D.I.Y (M) Sdn Bhd` -> `MRDIYMSDNBHD`.
    public static func fold(_ name: String) -> String {
        String(name.uppercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }
}

/// Finds the rule for a merchant name read from a receipt: the same folded name, or one
/// within about 15% edits of it (OCR reads the same shop slightly differently each time).
public enum MerchantRuleMatcher {
    public static func match(_ name: String, in rules: [MerchantRule]) -> MerchantRule? {
        let folded = MerchantRule.fold(name)
        guard folded.count >= 3 else { return nil }
        if let exact = rules.first(where: { $0.pattern == folded }) { return exact }
        var best: (rule: MerchantRule, distance: Int)?
        for rule in rules {
            let allowed = max(1, Int((Double(max(rule.pattern.count, folded.count)) * 0.15).rounded(.down)))
            guard abs(rule.pattern.count - folded.count) <= allowed else { continue }
            let distance = KeywordMatcher.editDistance(rule.pattern, folded, limit: allowed)
            if distance <= allowed, distance < best?.distance ?? Int.max { best = (rule, distance) }
        }
        return best?.rule
    }
}

extension Vault {
    public func merchantRules() throws -> [MerchantRule] {
        try database.pool.read { db in try MerchantRule.order(Column("id")).fetchAll(db) }
    }

    public func removeMerchantRule(id: Int64) throws {
        try database.pool.write { db in
            guard try MerchantRule.deleteOne(db, key: id) else { throw VaultError.merchantRuleNotFound(id) }
        }
    }

    /// Remembers that the reader's `read` name means `corrected` (a change of letter case or
    /// punctuation alone counts too: the user's spelling is the one to keep).
    static func learnMerchant(read: String, corrected: String, in db: Database) throws {
        let pattern = MerchantRule.fold(read)
        guard pattern.count >= 3, corrected != read else { return }
        if var existing = try MerchantRule.filter(Column("pattern") == pattern).fetchOne(db) {
            existing.merchant = corrected
            try existing.update(db)
        } else {
            var rule = MerchantRule(
                id: nil, pattern: pattern, example: read, merchant: corrected, timesApplied: 0, createdAt: Date())
            try rule.insert(db)
        }
    }
}
