import GRDB

/// The schema of migration `v11-budgets`: what the owner plans to spend on a journey, in total
/// and per category. Registered once in ``VaultDatabase``; never edit it after release.
enum BudgetSchema {
    static func migrate(_ db: Database) throws {
        try db.create(table: "budget") { t in
            t.autoIncrementedPrimaryKey("id")
            // A budget is part of the journey's plan: it goes with the journey.
            t.belongsTo("journey", onDelete: .cascade).notNull()
            // NULL: the journey's whole budget; else the part given to one category.
            t.belongsTo("category", onDelete: .cascade)
            // Money: integer minor units plus an ISO 4217 code, never floating point.
            t.column("amountMinor", .integer).notNull().check { $0 >= 0 }
            t.column("currency", .text).notNull()
            t.column("updatedAt", .datetime).notNull()
        }
        // One whole budget per journey and one per category of a journey (NULLs are never equal
        // in a UNIQUE constraint, so the whole budget needs an index of its own).
        try db.execute(
            sql: """
                CREATE UNIQUE INDEX budgetJourneyCategory ON budget(journeyId, categoryId)
                    WHERE categoryId IS NOT NULL;
                CREATE UNIQUE INDEX budgetJourneyWhole ON budget(journeyId) WHERE categoryId IS NULL;
                """)
    }
}
