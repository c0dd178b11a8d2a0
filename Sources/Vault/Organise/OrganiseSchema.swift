import GRDB

/// The schema of migration `v4-organise`: categories with colours and built-in defaults,
/// exchange rates, the search index over merchants and notes, near-duplicate marks and the
/// indexes the listings need. Registered once in ``VaultDatabase``; never edit it after release.
enum OrganiseSchema {
    static func migrate(_ db: Database) throws {
        try db.alter(table: "category") { t in
            t.add(column: "color", .text)
            // The stable key of a default category (`food`), whatever the user renames it to;
            // NULL for categories the user made.
            t.add(column: "builtIn", .text)
        }
        for category in DefaultCategory.allCases {
            try db.execute(
                sql: "INSERT INTO category(name, builtIn) VALUES (?, ?)",
                arguments: [category.defaultName, category.rawValue])
        }
        try db.alter(table: "expense") { t in
            // Why the category was chosen for a draft (`you filed X there twice`).
            t.add(column: "categoryNote", .text)
            // Set at import when an expense with the same merchant, total and date exists.
            t.add(column: "duplicateOf", .integer).references("expense", onDelete: .setNull)
        }
        try db.create(index: "expenseJourneyDate", on: "expense", columns: ["journeyId", "date"])
        try db.create(index: "expenseDate", on: "expense", columns: ["date"])
        try db.create(index: "expenseAmount", on: "expense", columns: ["amountMinor"])
        try db.create(index: "expenseDuplicateOf", on: "expense", columns: ["duplicateOf"])
        // A merchant's confirmed expenses (the category a draft takes): by merchant alone the
        // lookup read every expense of a busy merchant, and grew with the vault.
        try db.execute(sql: "CREATE INDEX expenseMerchantStatus ON expense(merchant COLLATE NOCASE, status)")
        try db.create(index: "expenseTagTag", on: "expenseTag", columns: ["tagId"])
        try db.create(index: "documentTagTag", on: "documentTag", columns: ["tagId"])

        try db.create(table: "exchangeRate") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("base", .text).notNull()
            t.column("quote", .text).notNull()
            // An exact decimal string (`0.92`): a rate is never stored as a binary float.
            t.column("rate", .text).notNull()
            t.column("date", .text).notNull()
            t.uniqueKey(["base", "quote", "date"], onConflict: .replace)
        }

        // Merchant and notes of every expense, kept in step by triggers; rowid = expense.id.
        try db.execute(
            sql: """
                CREATE VIRTUAL TABLE expenseSearch USING fts5(
                    merchant, notes, tokenize = 'unicode61 remove_diacritics 2');
                INSERT INTO expenseSearch(rowid, merchant, notes) SELECT id, merchant, notes FROM expense;
                CREATE TRIGGER expenseSearchInsert AFTER INSERT ON expense BEGIN
                    INSERT INTO expenseSearch(rowid, merchant, notes) VALUES (new.id, new.merchant, new.notes);
                END;
                CREATE TRIGGER expenseSearchUpdate AFTER UPDATE OF merchant, notes ON expense BEGIN
                    DELETE FROM expenseSearch WHERE rowid = old.id;
                    INSERT INTO expenseSearch(rowid, merchant, notes) VALUES (new.id, new.merchant, new.notes);
                END;
                CREATE TRIGGER expenseSearchDelete AFTER DELETE ON expense BEGIN
                    DELETE FROM expenseSearch WHERE rowid = old.id;
                END;
                """)
    }
}
