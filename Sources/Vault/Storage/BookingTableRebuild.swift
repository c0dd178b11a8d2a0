import GRDB

/// Makes the `booking` table again with a CHECK that allows more booking types, keeping its
/// rows, columns and indexes (SQLite's own way to change a constraint: a new table, the rows
/// copied, the old one dropped and the new one renamed).
enum BookingTableRebuild {
    /// The CHECK on `type` as migration `v1` wrote it.
    static let firstTypes = "('transport', 'stay', 'rental')"

    static func allowing(types: [String], in db: Database) throws {
        guard
            let sql = try String.fetchOne(
                db, sql: "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'booking'"),
            sql.contains(firstTypes)
        else { return }
        let indexes = try String.fetchAll(
            db, sql: "SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'booking' AND sql IS NOT NULL")
        let wider = "(" + types.map { "'\($0)'" }.joined(separator: ", ") + ")"
        guard let open = sql.firstIndex(of: "(") else { return }
        let definition = String(sql[open...]).replacingOccurrences(of: firstTypes, with: wider)
        try db.execute(sql: "CREATE TABLE bookingRebuilt " + definition)
        try db.execute(sql: "INSERT INTO bookingRebuilt SELECT * FROM booking")
        try db.execute(sql: "DROP TABLE booking")
        try db.execute(sql: "ALTER TABLE bookingRebuilt RENAME TO booking")
        for index in indexes { try db.execute(sql: index) }
    }
}
