import Foundation
import Testing

/// Messages in the user's words: what the desktop could not do, why an expense is unfiled,
/// that a listing stopped, and which commands a word belongs to.
@Suite struct MessageWordingTests {
    @Test func aViewerThatFindsNoProgramSaysSo() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        try #require(
            try vault.run(["import", VaultProcess.fixture("einvoice-nl-eur-ubl-invoice.xml")]).status == 0)
        let bin = try vault.scratch("bin")
        let viewer = bin.appendingPathComponent("xdg-open")
        try Data("#!/bin/sh\nexit 3\n".utf8).write(to: viewer)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: viewer.path)
        let result = try VaultProcess.run(
            ["docs", "open", "1", "--vault", vault.path], environment: ["PATH": bin.path + ":/usr/bin:/bin"])
        #expect(result.status == 69)
        #expect(
            result.stderr.hasPrefix(
                "vault: no program to show this kind of file is set up on this desktop; the file is at "),
            "\(result.stderr)")
    }

    @Test func anUnfiledExpenseSaysWhyNotARule() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["journey", "add", "ams", "--name", "Amsterdam"]).status == 0)
        let added = try vault.run([
            "expense", "add", "--merchant", "Tram", "--total", "3.40", "--currency", "EUR", "--date", "2025-04-02",
            "--journey", "ams",
        ])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try vault.run(["expense", "edit", "1", "--unfile"]).status == 0)
        let shown = try vault.run(["expense", "show", "1"])
        #expect(shown.stdout.contains("\n  journey   - (unfiled by you)\n"), "\(shown.stdout)")
    }

    @Test func aFullPageOfResultsSaysItMayHaveStopped() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        for day in 1...3 {
            let added = try vault.run([
                "expense", "add", "--merchant", "Tram", "--total", "3.40", "--currency", "EUR", "--date",
                "2025-04-0\(day)",
            ])
            #expect(added.status == 0, "\(added.stderr)")
        }
        let page = try vault.run(["search", "tram", "--limit", "2"])
        #expect(page.stdout.hasSuffix("(the first 2 shown; there may be more: --limit N shows up to 1000)\n"))
        let all = try vault.run(["search", "tram", "--limit", "5"])
        #expect(!all.stdout.contains("the first"), "\(all.stdout)")
    }

    @Test func aSubcommandNameAtTheTopNamesItsCommands() throws {
        let result = try VaultProcess.run(["edit"])
        #expect(result.status == 64)
        #expect(
            result.stderr.contains(
                "did you mean 'docs edit' or 'journey edit' or 'expense edit' or 'recurring edit' or 'booking edit'?"),
            "\(result.stderr)")
        #expect(!result.stderr.contains("'init'"), "\(result.stderr)")
    }
}

/// A category name one slip away from an existing one names it.
@Suite struct CategoryHintTests {
    @Test func aMistypedCategoryNamesTheNearestOne() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["category", "add", "Meals"]).status == 0)
        let added = try vault.run([
            "expense", "add", "--merchant", "Tram", "--total", "3.40", "--currency", "EUR", "--date", "2025-04-02",
        ])
        #expect(added.status == 0, "\(added.stderr)")
        let typo = try vault.run(["expense", "edit", "1", "--category", "Mealz"])
        #expect(typo.status == 66)
        #expect(typo.stderr == "vault: no category 'Mealz'; did you mean 'Meals'? (see `vault category list`)\n")
        let far = try vault.run(["expense", "edit", "1", "--category", "Spaceships"])
        #expect(far.stderr.contains("no category 'Spaceships' (see `vault category list`"), "\(far.stderr)")
    }
}
