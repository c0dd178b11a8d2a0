import Foundation
import GRDB
import Reading
import Testing

@testable import Vault

/// The days a recurring cost falls on, and that each becomes one expense, once.
@Suite struct RecurringScheduleTests {
    private func day(_ text: String) -> CalendarDate {
        CalendarDate(iso: text) ?? CalendarDate(year: 1970, month: 1, day: 1)!
    }

    private func cost(_ every: RecurrenceUnit, from: String, until: String? = nil) -> RecurringCost {
        RecurringCost(
            id: nil, merchant: "Vodafone", amountMinor: 1999, currency: "EUR", every: every, startDate: day(from),
            endDate: until.map(day), categoryId: nil, journeyId: nil, bookedThrough: nil, createdAt: Date(),
            updatedAt: Date())
    }

    @Test func monthlyFromThe31stFallsOnTheLastDayOfShortMonthsAndComesBack() {
        let days = cost(.month, from: "2024-01-31").occurrences(after: nil, through: day("2024-05-31"))
        #expect(days.map(\.description) == ["2024-01-31", "2024-02-29", "2024-03-31", "2024-04-30", "2024-05-31"])
        let plain = cost(.month, from: "2025-01-31").occurrences(after: nil, through: day("2025-03-01"))
        #expect(plain.map(\.description) == ["2025-01-31", "2025-02-28"])
    }

    @Test func yearlyFromALeapDayFallsOnThe28thOutsideLeapYears() {
        let days = cost(.year, from: "2024-02-29").occurrences(after: nil, through: day("2028-12-31"))
        #expect(days.map(\.description) == ["2024-02-29", "2025-02-28", "2026-02-28", "2027-02-28", "2028-02-29"])
    }

    @Test func weeklyAndDailyCrossMonthAndYearEnds() {
        let weeks = cost(.week, from: "2024-12-25").occurrences(after: nil, through: day("2025-01-15"))
        #expect(weeks.map(\.description) == ["2024-12-25", "2025-01-01", "2025-01-08", "2025-01-15"])
        let days = cost(.day, from: "2024-02-28").occurrences(after: day("2024-02-28"), through: day("2024-03-01"))
        #expect(days.map(\.description) == ["2024-02-29", "2024-03-01"])
    }

    @Test func untilIsTheLastDayItMayFallOn() {
        let capped = cost(.month, from: "2025-01-05", until: "2025-03-05")
        #expect(capped.occurrences(after: nil, through: day("2025-12-31")).count == 3)
        #expect(capped.next(after: day("2025-03-05")) == nil)
        #expect(
            cost(.month, from: "2025-01-05", until: "2025-03-04").occurrences(after: nil, through: day("2026-01-01"))
                .count == 2)
    }
}

@Suite struct RecurringBookingTests {
    private func temporaryVault() throws -> (Vault, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vault-rec-\(UUID().uuidString)")
        return (try Vault.open(VaultLayout(root: root)), root)
    }

    private func day(_ text: String) -> CalendarDate {
        CalendarDate(iso: text) ?? CalendarDate(year: 1970, month: 1, day: 1)!
    }

    private func recurringExpenses(_ vault: Vault) throws -> [(date: String, recurringDate: String, status: String)] {
        try vault.database.pool.read { db in
            try Row.fetchAll(
                db, sql: "SELECT date, recurringDate, status FROM expense WHERE recurringId IS NOT NULL ORDER BY date"
            ).map { ($0["date"], $0["recurringDate"], $0["status"]) }
        }
    }

    @Test func aVaultNotOpenedForMonthsBooksEveryMissedDayOnceAndNeverTwice() throws {
        let (vault, root) = try temporaryVault()
        defer { try? FileManager.default.removeItem(at: root) }
        try vault.addRecurring(
            RecurringInput(
                merchant: "Vodafone", total: "19.99", currency: "EUR", every: "month", from: "2025-01-31",
                until: "2025-06-15"))
        #expect(try vault.bookDueRecurringCosts(through: day("2025-01-30")).isEmpty)
        #expect(try vault.bookDueRecurringCosts(through: day("2025-01-31")).count == 1)
        // Not opened from February to June: every month end comes at once, February's on the 28th.
        let booked = try vault.bookDueRecurringCosts(through: day("2025-06-15"))
        #expect(booked.map { $0.date?.description ?? "" } == ["2025-02-28", "2025-03-31", "2025-04-30", "2025-05-31"])
        #expect(booked.allSatisfy { $0.status == .confirmed && $0.amountMinor == 1999 && $0.currency == "EUR" })
        // Booked again the same day, and the vault opened anew (which books up to the real
        // today, past --until): nothing twice.
        #expect(try vault.bookDueRecurringCosts(through: day("2025-06-15")).isEmpty)
        let reopened = try Vault.open(VaultLayout(root: root))
        #expect(try reopened.bookDueRecurringCosts(through: day("2025-06-15")).isEmpty)
        let rows = try recurringExpenses(vault)
        #expect(rows.map(\.recurringDate) == ["2025-01-31", "2025-02-28", "2025-03-31", "2025-04-30", "2025-05-31"])
    }

    @Test func aLeapDayYearlyCostAndItsUntilAreRespected() throws {
        let (vault, root) = try temporaryVault()
        defer { try? FileManager.default.removeItem(at: root) }
        try vault.addRecurring(
            RecurringInput(
                merchant: "Domain", total: "12", currency: "USD", every: "year", from: "2024-02-29",
                until: "2027-03-01"))
        let booked = try vault.bookDueRecurringCosts(through: day("2030-01-01"))
        #expect(booked.map { $0.date?.description ?? "" } == ["2024-02-29", "2025-02-28", "2026-02-28", "2027-02-28"])
        #expect(try vault.bookDueRecurringCosts(through: day("2032-03-01")).isEmpty)
    }

    @Test func aSkippedDayIsNotBookedAndARemovedExpenseDoesNotComeBack() throws {
        let (vault, root) = try temporaryVault()
        defer { try? FileManager.default.removeItem(at: root) }
        let cost = try vault.addRecurring(
            RecurringInput(merchant: "Gym", total: "30", currency: "EUR", every: "week", from: "2025-03-03"))
        let id = cost.id ?? 0
        try vault.skipRecurring(id: id, on: "2025-03-10")
        #expect(throws: BudgetError.self) { try vault.skipRecurring(id: id, on: "2025-03-11") }
        let booked = try vault.bookDueRecurringCosts(through: day("2025-03-17"))
        #expect(booked.map { $0.date?.description ?? "" } == ["2025-03-03", "2025-03-17"])
        // A day already booked cannot be skipped: the expense is there to reject.
        #expect(throws: BudgetError.self) { try vault.skipRecurring(id: id, on: "2025-03-03") }
        try vault.database.pool.write { db in try db.execute(sql: "DELETE FROM expense WHERE recurringId IS NOT NULL") }
        #expect(try vault.bookDueRecurringCosts(through: day("2025-03-17")).isEmpty)
    }

    @Test func theDatabaseRefusesASecondExpenseForOneDay() throws {
        let (vault, root) = try temporaryVault()
        defer { try? FileManager.default.removeItem(at: root) }
        try vault.addRecurring(
            RecurringInput(merchant: "Rent", total: "800", currency: "EUR", every: "month", from: "2025-01-01"))
        let first = try vault.bookDueRecurringCosts(through: day("2025-01-01"))
        #expect(first.count == 1)
        #expect(throws: (any Error).self) {
            try vault.database.pool.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO expense(status, merchant, createdAt, updatedAt, recurringId, recurringDate)
                        VALUES ('confirmed', 'Rent', '2025-01-01', '2025-01-01', 1, '2025-01-01')
                        """)
            }
        }
    }

    @Test func threeConfirmedExpensesOfOneAmountAtOneIntervalAreSuggested() throws {
        let (vault, root) = try temporaryVault()
        defer { try? FileManager.default.removeItem(at: root) }
        for date in ["2025-01-05", "2025-02-06", "2025-03-05"] {
            try vault.addExpense(
                merchant: "Netflix", total: "12.99", currency: "EUR", date: date, journey: nil, notes: nil)
        }
        // Two of another amount, and three at no regular interval: no suggestion.
        for (date, total) in [("2025-01-10", "40"), ("2025-02-10", "40"), ("2025-03-10", "41")] {
            try vault.addExpense(merchant: "Shell", total: total, currency: "EUR", date: date, journey: nil, notes: nil)
        }
        for date in ["2025-01-01", "2025-01-20", "2025-03-02"] {
            try vault.addExpense(
                merchant: "Bakery", total: "3.20", currency: "EUR", date: date, journey: nil, notes: nil)
        }
        let suggestions = try vault.recurringSuggestions()
        #expect(suggestions.map(\.merchant) == ["Netflix"])
        #expect(suggestions.first?.every == .month)
        #expect(suggestions.first?.next?.description == "2025-04-05")
        try vault.addRecurring(
            RecurringInput(merchant: "netflix", total: "12.99", currency: "EUR", every: "month", from: "2025-04-05"))
        #expect(try vault.recurringSuggestions().isEmpty)
    }
}
