import Foundation
import GRDB

/// The shops learnt from confirmed expenses, decoded and indexed once per process and vault and
/// read again only when the table changed.
///
/// Every import compares the receipt with the known shops; decoding thousands of stored
/// fingerprints for each file made importing into a vault with years of confirmed expenses
/// many times slower, and comparing it with each of them took about 100 ms with 20,000 shops
/// (`ShopIndex` narrows that to the shops that share a mark with it). Every change of the table,
/// whichever process makes it, draws a new stamp (`shopFingerprintChange`, set by triggers):
/// one row read tells whether the decoded shops are still the table's.
final class KnownShopCache: @unchecked Sendable {
    static let shared = KnownShopCache()

    private let lock = NSLock()
    private var entries: [String: (stamp: Int64, shops: ShopIndex)] = [:]

    /// The known shops of the database `db` belongs to, oldest first, with their index.
    func shops(in db: Database) throws -> ShopIndex {
        let file = try String.fetchOne(db, sql: "SELECT file FROM pragma_database_list WHERE name = 'main'") ?? ""
        let stamp = try Int64.fetchOne(db, sql: "SELECT stamp FROM shopFingerprintChange WHERE id = 1")
        // A database in memory has no name to keep it by.
        if !file.isEmpty, let stamp, let cached = lock.withLock({ entries[file] }), cached.stamp == stamp {
            return cached.shops
        }
        let shops = ShopIndex(try ShopFingerprintRecord.order(Column("expenseId")).fetchAll(db).map(\.knownShop))
        if !file.isEmpty, let stamp { lock.withLock { entries[file] = (stamp, shops) } }
        return shops
    }
}
