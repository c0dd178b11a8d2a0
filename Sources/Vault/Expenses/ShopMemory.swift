import Foundation
import GRDB

/// A confirmed expense's shop as stored: the merchant as confirmed and its receipt's fingerprint.
struct ShopFingerprintRecord: Codable, FetchableRecord, PersistableRecord {
    var expenseId: Int64
    var merchant: String
    var fingerprint: ShopFingerprint
    var createdAt: Date

    static let databaseTableName = "shopFingerprint"

    var knownShop: KnownShop { KnownShop(expenseId: expenseId, merchant: merchant, fingerprint: fingerprint) }
}

/// What the vault remembers of the shops the user confirmed expenses from.
extension Vault {
    /// The shops learnt from confirmed expenses, oldest first.
    public func knownShops() throws -> [KnownShop] {
        try database.pool.read { db in try Self.knownShops(in: db).shops }
    }

    /// The shops learnt from confirmed expenses with the index of their marks.
    static func knownShops(in db: Database) throws -> ShopIndex {
        try KnownShopCache.shared.shops(in: db)
    }

    /// Learns (or forgets) the shop of one expense after its status or merchant changed:
    /// a confirmed expense with a document and a merchant ties that merchant to the
    /// fingerprint of its receipt; any other expense is forgotten.
    static func learnShop(of expense: Expense, in db: Database) throws {
        guard let id = expense.id else { return }
        guard expense.status == .confirmed, let documentId = expense.documentId, let merchant = expense.merchant,
            !merchant.isEmpty
        else {
            try ShopFingerprintRecord.deleteOne(db, key: id)
            return
        }
        let pages = try String.fetchAll(
            db, sql: "SELECT text FROM page WHERE documentId = ? ORDER BY number", arguments: [documentId])
        let fingerprint = ShopFingerprintReader.read(
            pages: pages, nameLines: (expense.evidence?.merchant ?? []).map(\.text))
        guard !fingerprint.isEmpty else {
            try ShopFingerprintRecord.deleteOne(db, key: id)
            return
        }
        try ShopFingerprintRecord(expenseId: id, merchant: merchant, fingerprint: fingerprint, createdAt: Date())
            .save(db)
    }
}
