import Foundation
import Testing

@Suite struct CategoryCommandTests {
    @Test func categoryCommandsAndTheirErrors() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let added = try vault.run([
            "expense", "add", "--merchant", "Shop", "--total", "5", "--currency", "EUR", "--date", "2025-03-01",
        ])
        #expect(added.status == 0)
        let cases: [([String], Int32, String)] = [
            (["category", "add", "Gifts", "--color", "#FF8800"], 0, "added category Gifts"),
            (["category", "add", "gifts"], 65, "category 'Gifts' already exists"),
            (["category", "add", "Toys", "--color", "red"], 64, "'red' is not a colour"),
            (["expense", "edit", "1", "--category", "Toys"], 66, "no category 'Toys'"),
            (["expense", "edit", "1", "--category", "gifts"], 0, "updated expense 1; category Gifts"),
            (["category", "rm", "Gifts"], 65, "has 1 expense; add --reassign-to OTHER or --uncategorize"),
            (["category", "rm", "Other"], 65, "'Other' is a default category"),
            (["category", "rm", "Gifts", "--reassign-to", "Nope"], 66, "no category 'Nope'"),
            (["category", "rm", "Gifts", "--reassign-to", "Shopping", "--uncategorize"], 64, "not both"),
            (["category", "rename", "Food & Drink", "Meals"], 0, "renamed Food & Drink to Meals"),
            (["category", "rm", "Gifts", "--reassign-to", "Shopping"], 0, "1 expense moved to Shopping"),
            (["expense", "tag", "1", "work"], 0, "tagged expense 1: work"),
            (["expense", "tag", "1", "Work"], 65, "expense 1 already has tag 'work'"),
            (["docs", "tag", "4", "visa"], 66, "no document 4"),
            (["tag", "rm", "nope"], 66, "no tag 'nope'"),
        ]
        for (arguments, status, message) in cases {
            let result = try vault.run(arguments)
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            #expect(
                (result.stdout + result.stderr).contains(message), "\(arguments): \(result.stdout) \(result.stderr)")
        }
        let shopping = try vault.json([ExpenseRow].self, ["expense", "list", "--category", "shopping"])
        #expect(shopping.map(\.id) == [1])
        #expect(try vault.json([ExpenseRow].self, ["expense", "list", "--uncategorized"]).isEmpty)
        #expect(try vault.json([ExpenseRow].self, ["expense", "list", "--tag", "work"]).map(\.id) == [1])
        let listed = try vault.run(["category", "list"])
        #expect(listed.stdout.contains("Meals") && !listed.stdout.contains("Food & Drink"), "\(listed.stdout)")
    }
}

@Suite struct TagListingCommandTests {
    struct Tagged: Decodable {
        var id: Int64
        var tags: [String]
    }

    @Test func tagsShowInDocumentAndExpenseListingsAndDetails() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["import", VaultProcess.fixture("invoice-text-layer.pdf")]).status == 0)
        let untagged = try vault.run(["docs", "list"])
        #expect(untagged.status == 0 && !untagged.stdout.contains("TAGS"), "\(untagged.stdout)")
        #expect(try vault.json([Tagged].self, ["docs", "list"]).map(\.tags) == [[]])
        #expect(try vault.run(["docs", "tag", "1", "visa", "Paperwork"]).status == 0)
        #expect(try vault.run(["expense", "tag", "1", "work"]).status == 0)

        #expect(try vault.json([Tagged].self, ["docs", "list"]).map(\.tags) == [["Paperwork", "visa"]])
        #expect(try vault.json(Tagged.self, ["docs", "show", "1"]).tags == ["Paperwork", "visa"])
        let documents = try vault.run(["docs", "list"])
        let documentLines = documents.stdout.split(separator: "\n")
        #expect(documentLines.first?.contains("TAGS") == true, "\(documents.stdout)")
        #expect(documentLines.last?.contains("Paperwork,visa") == true, "\(documents.stdout)")
        let shown = try vault.run(["docs", "show", "1"])
        #expect(shown.stdout.contains("  tags       Paperwork, visa\n"), "\(shown.stdout)")

        #expect(try vault.json([Tagged].self, ["expense", "list"]).map(\.tags) == [["work"]])
        #expect(try vault.json(Tagged.self, ["expense", "show", "1"]).tags == ["work"])
        let expenses = try vault.run(["expense", "list"])
        let expenseLines = expenses.stdout.split(separator: "\n")
        #expect(expenseLines.first?.contains("TAGS") == true, "\(expenses.stdout)")
        #expect(expenseLines.last?.contains(" work ") == true, "\(expenses.stdout)")
        #expect(try vault.run(["expense", "show", "1"]).stdout.contains("  tags      work\n"))
    }
}

@Suite struct NearDuplicateCommandTests {
    /// The diner receipt and its rescaled copy are different bytes of one receipt.
    @Test func aSecondFileOfTheSameReceiptIsFlaggedAndKeepingOneRejectsTheOther() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let first = try vault.run(["import", VaultProcess.fixture("receipt-en-usd-diner.png")])
        #expect(first.status == 0 && !first.stdout.contains("possible duplicate"), "\(first.stdout)")
        let second = try vault.run(["import", VaultProcess.fixture("receipt-en-usd-diner-small.png")])
        #expect(second.status == 0)
        #expect(second.stdout.contains("possible duplicate of expense 1"), "\(second.stdout)")
        let flagged = try vault.json([DuplicateRow].self, ["expense", "list", "--duplicates"])
        #expect(flagged.map(\.id) == [2] && flagged.first?.duplicateOf == 1)
        let kept = try vault.run(["expense", "confirm", "2", "--reject-duplicates"])
        #expect(kept.stdout.contains("confirmed 1 expense; rejected duplicate 1"), "\(kept.stdout)")
        let all = try vault.json([DuplicateRow].self, ["expense", "list"])
        #expect(all.map(\.status).sorted() == ["confirmed", "rejected"])
        #expect(try vault.json([DuplicateRow].self, ["expense", "list", "--duplicates"]).isEmpty)
    }

    struct DuplicateRow: Decodable {
        var id: Int64
        var status: String
        var duplicateOf: Int64?
    }
}
