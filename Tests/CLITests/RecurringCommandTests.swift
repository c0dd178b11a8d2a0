import Foundation
import Synchronization
import Testing
import Vault

@Suite struct RecurringCommandTests {
    /// The day `offset` days from today, in the machine's time zone as vault counts days.
    private func day(_ offset: Int) -> String {
        let moved = Calendar.current.date(byAdding: .day, value: offset, to: Date()) ?? Date()
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: moved)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    struct ExpenseShape: Decodable {
        var id: Int64
        var status: String
        var merchant: String?
        var total: String?
        var date: String?
        var journey: String?
        var category: String?
        var notes: String?
    }

    struct ListShape: Decodable {
        struct Cost: Decodable {
            var id: Int64
            var merchant: String
            var total: String
            var every: String
            var until: String?
            var booked: Int
            var skipped: [String]
        }

        struct Suggestion: Decodable {
            var merchant: String
            var every: String
            var expenseIds: [Int64]
            var command: String
        }

        var recurring: [Cost]
        var suggestions: [Suggestion]
    }

    @Test func dueDaysAreBookedOnceWhateverCommandOpensTheVault() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["journey", "add", "home", "--name", "Home", "--currency", "EUR"]).status == 0)
        let added = try vault.run([
            "recurring", "add", "--merchant", "Vodafone", "--total", "19.99", "--currency", "EUR", "--every", "week",
            "--from", day(-21), "--category", "Fees & Services", "--journey", "home",
        ])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(
            added.stdout.contains("recurring cost 1: Vodafone 19.99 EUR every week from \(day(-21))"), "\(added.stdout)"
        )
        #expect(added.stdout.contains("booked 4 expenses already due"), "\(added.stdout)")
        // Other commands open the vault again and again: nothing is booked twice.
        for _ in 0..<2 {
            #expect(try vault.run(["journey", "list"]).status == 0)
            #expect(try vault.run(["recurring", "list"]).status == 0)
        }
        let expenses = try vault.json([ExpenseShape].self, ["expense", "list"])
        #expect(expenses.count == 4, "\(expenses)")
        #expect(Set(expenses.compactMap(\.date)) == Set([day(-21), day(-14), day(-7), day(0)]))
        #expect(
            expenses.allSatisfy {
                $0.status == "confirmed" && $0.total == "19.99" && $0.journey == "home"
                    && $0.category == "Fees & Services" && $0.notes == "recurring cost 1, every week"
            }, "\(expenses)")
        let listed = try vault.run(["recurring", "list"])
        #expect(listed.stdout.contains("Vodafone") && listed.stdout.contains(day(7)), "\(listed.stdout)")
        let json = try vault.json(ListShape.self, ["recurring", "list"])
        #expect(json.recurring.first?.booked == 4)
    }

    @Test func commandsOpeningTheVaultAtOnceBookEachDayOnce() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        // Added through the library, which books nothing: ten weeks are due at the next opening.
        let library = try Vault.open(VaultLayout(root: vault.root))
        try library.addRecurring(
            RecurringInput(merchant: "Cleaner", total: "45", currency: "EUR", every: "week", from: day(-63)))
        let statuses = Mutex([Int32]())
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let status = (try? vault.run(["journey", "list"]).status) ?? -1
            statuses.withLock { $0.append(status) }
        }
        #expect(statuses.withLock { $0 } == [0, 0, 0, 0])
        let expenses = try vault.json([ExpenseShape].self, ["expense", "list"])
        #expect(expenses.count == 10, "\(expenses.map(\.date))")
        #expect(Set(expenses.compactMap(\.date)).count == 10)
    }

    @Test func untilSkipEditAndRemove() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let added = try vault.run([
            "recurring", "add", "--merchant", "Gym", "--total", "30", "--currency", "EUR", "--every", "week",
            "--from", day(-35), "--until", day(-15),
        ])
        #expect(added.status == 0, "\(added.stderr)")
        // -35, -28, -21: the day after --until (-14) and later are never booked.
        #expect(added.stdout.contains("booked 3 expenses already due"), "\(added.stdout)")
        #expect(try vault.json([ExpenseShape].self, ["expense", "list"]).count == 3)
        let past = try vault.run(["recurring", "skip", "1", day(-7)])
        #expect(past.status == 64 && past.stderr.contains("it ends on \(day(-15)) (--until)"), "\(past.stderr)")
        let booked = try vault.run(["recurring", "skip", "1", day(-28)])
        #expect(booked.status == 64 && booked.stderr.contains("already booked as expense 2"), "\(booked.stderr)")
        // Moving the end out: the days up to today come, except the one skipped.
        #expect(try vault.run(["recurring", "edit", "1", "--no-until"]).status == 0)
        #expect(try vault.run(["recurring", "skip", "1", day(7)]).status == 0)
        let skipped = try vault.run(["recurring", "skip", "1", day(8)])
        #expect(skipped.status == 64 && skipped.stderr.contains("not a day it falls on"), "\(skipped.stderr)")
        #expect(try vault.json([ExpenseShape].self, ["expense", "list"]).count == 6)
        let edited = try vault.run(["recurring", "edit", "1", "--total", "35.50"])
        #expect(edited.stdout.contains("Gym 35.50 EUR every week"), "\(edited.stdout)")
        let json = try vault.json(ListShape.self, ["recurring", "list"])
        #expect(json.recurring.first?.skipped == [day(7)] && json.recurring.first?.until == nil)
        #expect(try vault.run(["recurring", "rm", "1"]).stdout.contains("its booked expenses stay"))
        #expect(try vault.json([ExpenseShape].self, ["expense", "list"]).count == 6)
        #expect(try vault.run(["recurring", "list"]).stdout.contains("No recurring costs"))
    }

    @Test func badInputIsRefusedWithOneLine() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let base = ["recurring", "add", "--merchant", "Rent", "--total", "800", "--currency", "EUR"]
        let cases: [([String], Int32, String)] = [
            (base + ["--every", "fortnight", "--from", "2025-01-01"], 64, "'fortnight' is not one of day, week"),
            (base + ["--every", "month", "--from", "2025-02-30"], 64, "'2025-02-30' is not a real date"),
            (base + ["--every", "month", "--from", "2025-02-01", "--until", "2025-01-01"], 64, "before --from"),
            (base + ["--every", "month", "--from", "2025-02-01", "--journey", "rome"], 66, "rome"),
            (base + ["--every", "month", "--from", "2025-02-01", "--category", "Rnet"], 66, "no category 'Rnet'"),
            (base + ["--from", "2025-02-01"], 64, "missing --every"),
            (["recurring", "edit", "9", "--total", "5"], 66, "no recurring cost 9"),
            (["recurring", "rm", "9"], 66, "no recurring cost 9"),
            (["recurring", "skip", "9", "2025-01-01"], 66, "no recurring cost 9"),
        ]
        for (arguments, status, message) in cases {
            let result = try vault.run(arguments)
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        }
    }

    @Test func threeMonthlyBillsOfOneShopAreSuggested() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        for date in ["2025-01-05", "2025-02-05", "2025-03-06"] {
            let added = try vault.run([
                "expense", "add", "--merchant", "Netflix", "--total", "12.99", "--currency", "EUR", "--date", date,
            ])
            #expect(added.status == 0, "\(added.stderr)")
        }
        let listed = try vault.run(["recurring", "list"])
        #expect(
            listed.stdout.contains("suggestion: Netflix 12.99 EUR every month (expenses 1, 2, 3)"), "\(listed.stdout)")
        #expect(
            listed.stdout.contains(
                "vault recurring add --merchant \"Netflix\" --total 12.99 --currency EUR --every month --from 2025-04-05"
            ),
            "\(listed.stdout)")
        let json = try vault.json(ListShape.self, ["recurring", "list"])
        #expect(json.suggestions.first?.expenseIds == [1, 2, 3])
    }
}
