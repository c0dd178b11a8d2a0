import Foundation
import GRDB

/// The shops learnt from confirmed expenses, decoded and indexed once per process and vault and
/// read again only when the table changed.
///
/// Every import compares the receipt with every known shop; decoding thousands of stored
/// fingerprints for each file made importing into a vault with years of confirmed expenses
/// many times slower, and comparing it with each of them took about 100 ms with 20,000 shops
/// (`ShopIndex` narrows that to the shops that share a mark with it). A cheap summary of the table (rows, ids, newest entry, merchants' length)
/// tells whether the decoded list is still the table's, whichever process changed it.
final class KnownShopCache: @unchecked Sendable {
    static let shared = KnownShopCache()

    /// What changes whenever a row of `shopFingerprint` is added, replaced or removed: every
    /// save stamps the row with the time it was learnt.
    private struct Stamp: Equatable {
        var rows: Int
        var idSum: Int64
        var newest: String?
        var merchantLength: Int64
    }

    private let lock = NSLock()
    private var entries: [String: (stamp: Stamp, shops: ShopIndex)] = [:]

    /// The known shops of the database `db` belongs to, oldest first, with their index.
    func shops(in db: Database) throws -> ShopIndex {
        let file = try String.fetchOne(db, sql: "SELECT file FROM pragma_database_list WHERE name = 'main'") ?? ""
        let summary = try Row.fetchOne(
            db,
            sql: """
                SELECT count(*), coalesce(sum(expenseId), 0), max(createdAt), coalesce(sum(length(merchant)), 0)
                FROM shopFingerprint
                """)
        let stamp = Stamp(
            rows: summary?[0] ?? 0, idSum: summary?[1] ?? 0, newest: summary?[2], merchantLength: summary?[3] ?? 0)
        // A database in memory has no name to keep it by.
        if !file.isEmpty, let cached = lock.withLock({ entries[file] }), cached.stamp == stamp {
            return cached.shops
        }
        let shops = ShopIndex(try ShopFingerprintRecord.order(Column("expenseId")).fetchAll(db).map(\.knownShop))
        if !file.isEmpty { lock.withLock { entries[file] = (stamp, shops) } }
        return shops
    }
}
