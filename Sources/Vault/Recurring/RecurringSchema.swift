import GRDB

/// The schema of migration `v12-recurring`: costs that come back (a phone plan every month),
/// the days the owner skipped, and the mark on each expense booked from one. Registered once in
/// ``VaultDatabase``; never edit it after release.
enum RecurringSchema {
    static func migrate(_ db: Database) throws {
        try db.create(table: "recurring") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("merchant", .text).notNull()
            // Money: integer minor units plus an ISO 4217 code, never floating point.
            t.column("amountMinor", .integer).notNull().check { $0 >= 0 }
            t.column("currency", .text).notNull()
            t.column("every", .text).notNull().check { ["day", "week", "month", "year"].contains($0) }
            // YYYY-MM-DD: the first day it falls on, and the last day it may fall on.
            t.column("startDate", .text).notNull()
            t.column("endDate", .text)
            t.belongsTo("category", onDelete: .setNull)
            t.belongsTo("journey", onDelete: .setNull)
            // The last day already booked (or skipped): nothing on or before it is booked again,
            // even when its expense was removed.
            t.column("bookedThrough", .text)
            t.column("createdAt", .datetime).notNull()
            t.column("updatedAt", .datetime).notNull()
        }
        try db.create(table: "recurringSkip") { t in
            t.belongsTo("recurring", onDelete: .cascade).notNull()
            t.column("date", .text).notNull()
            t.primaryKey(["recurringId", "date"])
        }
        try db.alter(table: "expense") { t in
            t.add(column: "recurringId", .integer).references("recurring", onDelete: .setNull)
            // The day of the schedule the expense was booked for (its own date may be edited).
            t.add(column: "recurringDate", .text)
        }
        // Each day of a recurring cost becomes at most one expense, whatever opens the vault.
        try db.execute(
            sql: """
                CREATE UNIQUE INDEX expenseRecurringDate ON expense(recurringId, recurringDate)
                    WHERE recurringId IS NOT NULL
                """)
    }
}
