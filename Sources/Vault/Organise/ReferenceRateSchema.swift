import GRDB

/// The schema of migration `v13-fx-source`: exchange rates read from a publisher's file (the
/// European Central Bank's euro reference rates), kept apart from the rates the user typed so
/// that those always win and an import never touches them. Registered once in
/// ``VaultDatabase``; never edit it after release.
enum ReferenceRateSchema {
    static func migrate(_ db: Database) throws {
        // One row per currency and business day: `rate` units of `currency` are worth 1 EUR, as
        // the exact decimal string published (`1.0543`). Keyed by currency then day, without a
        // rowid: the lookup "this currency on this day or the last one before" is one seek, and
        // the ~200,000 rows of the full history take no second index.
        try db.execute(
            sql: """
                CREATE TABLE referenceRate (
                    currency TEXT NOT NULL,
                    date TEXT NOT NULL,
                    rate TEXT NOT NULL,
                    PRIMARY KEY (currency, date)
                ) WITHOUT ROWID
                """)
    }
}
