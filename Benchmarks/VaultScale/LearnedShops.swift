import ArgumentParser
import Foundation
import GRDB
import Vault

/// Learned shops for a large vault: the fingerprints confirmed expenses leave behind (an
/// address line or two, a phone, a registration number, some tax numbers and web addresses),
/// written straight into the table, one for each of the vault's first expenses. Seeded, so the
/// same seed gives the same shops.
struct LearnedShops {
    var count: Int
    var seed: UInt64

    static let roots = [
        "Linden", "Haupt", "Bahnhof", "Schiller", "Goethe", "Garten", "Berg", "Kirch", "Markt", "Schul", "Wald",
        "Ring", "Mühlen", "Rosen", "Birken", "Eichen", "Sonnen", "Feld", "Park", "Kastanien", "Mozart", "Beethoven",
        "Victoria", "King", "Queen", "Church", "Mill", "Station", "High", "Park", "Bukit", "Ampang", "Sultan",
        "Merdeka", "Permas", "Setia", "Melur", "Tun Razak", "Saint-Michel", "Victor Hugo",
    ]
    static let kinds = [
        "strasse", "str.", "weg", "allee", "platz", "gasse", "ring", " Street", " Road", " Lane", " Avenue",
    ]
    static let towns = [
        "Berlin", "Hamburg", "München", "Köln", "Frankfurt am Main", "Stuttgart", "Leipzig", "Dresden", "Bremen",
        "Hannover", "Nürnberg", "Wien", "Zürich", "Basel", "London", "Manchester", "Paris", "Lyon", "Johor Bahru",
        "Kuala Lumpur", "Petaling Jaya", "Shah Alam", "Amsterdam", "Rotterdam",
    ]
    static let names = [
        "Bäckerei", "Café", "Restaurant", "Apotheke", "Buchhandlung", "Kiosk", "Hardware", "Kedai", "Trattoria",
        "Pharmacy", "Stationery", "Bistro", "Markt", "Optik", "Blumen",
    ]

    func fingerprint(using rng: inout SeededGenerator) -> (merchant: String, fingerprint: ShopFingerprint) {
        func pick(_ list: [String]) -> String { list[Int.random(in: 0..<list.count, using: &rng)] }
        func digits(_ count: Int) -> String {
            String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &rng))) })
        }
        let town = pick(Self.towns)
        let merchant = "\(pick(Self.names)) \(pick(Self.roots)) \(digits(2))"
        var marks: [ShopFingerprint.Mark] = [
            .init(
                kind: .address,
                value: MerchantRule.fold(
                    "\(pick(Self.roots))\(pick(Self.kinds)) \(Int.random(in: 1...250, using: &rng))")),
            .init(kind: .phone, value: "0" + digits(Int.random(in: 8...11, using: &rng))),
        ]
        if Bool.random(using: &rng) {
            marks.append(.init(kind: .address, value: MerchantRule.fold("\(digits(5)) \(town)")))
        }
        marks.append(
            Bool.random(using: &rng)
                ? .init(kind: .registration, value: "HRB" + digits(Int.random(in: 5...6, using: &rng)))
                : .init(kind: .registration, value: digits(6) + "X"))
        var taxLabel: String?
        if Int.random(in: 0..<3, using: &rng) == 0 {
            marks.append(.init(kind: .taxNumber, value: "DE" + digits(9)))
            taxLabel = "USt-IdNr."
        }
        if Int.random(in: 0..<10, using: &rng) == 0 {
            let host = MerchantRule.fold(merchant).lowercased()
            marks.append(.init(kind: .web, value: host + ".de"))
        }
        return (merchant, ShopFingerprint(marks: marks, taxLabel: taxLabel))
    }

    /// Writes the shops; the vault needs at least `count` expenses to tie them to.
    func add(to vault: Vault) throws -> Int {
        var rng = SeededGenerator(state: seed)
        let encoder = JSONEncoder()
        return try vault.database.pool.write { db in
            let ids = try Int64.fetchAll(db, sql: "SELECT id FROM expense ORDER BY id LIMIT ?", arguments: [count])
            guard ids.count == count else {
                throw ValidationError(
                    "the vault has \(ids.count) expenses, \(count) are needed: generate more documents")
            }
            let now = Date()
            for id in ids {
                let (merchant, fingerprint) = fingerprint(using: &rng)
                try db.execute(
                    sql: """
                        INSERT OR REPLACE INTO shopFingerprint(expenseId, merchant, fingerprint, createdAt)
                        VALUES (?, ?, ?, ?)
                        """,
                    arguments: [id, merchant, String(decoding: try encoder.encode(fingerprint), as: UTF8.self), now])
            }
            return ids.count
        }
    }
}
