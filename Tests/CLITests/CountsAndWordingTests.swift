import Foundation
import Testing

/// Counts that are true, questions that say what will go, and no quiet rounding or guessing.
@Suite struct CountsAndWordingTests {
    @Test func countsRemovalsAndRefusals() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        for arguments in [
            ["journey", "add", "paris", "--name", "Paris"],
            [
                "expense", "add", "--merchant", "Taxi", "--total", "32", "--currency", "EUR", "--date", "2025-03-12",
                "--journey", "paris",
            ],
            ["import", VaultProcess.fixture("invoice-text-layer.pdf")],
        ] {
            let result = try vault.run(arguments)
            try #require(result.status == 0, "\(arguments): \(result.stderr)")
        }
        let confirmed = try vault.run(["expense", "confirm", "1", "1", "1"])
        #expect(confirmed.stdout == "confirmed 1 expense\n", "\(confirmed.stdout)")

        // A confirmed expense entered by hand is not unfiled behind the user's back.
        let refused = try vault.run(["journey", "rm", "paris"])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("1 expense entered by hand"), "\(refused.stderr)")
        #expect(try vault.run(["journey", "rm", "paris", "--unfile"]).status == 0)
        let taxi = try vault.json(ExpenseRow.self, ["expense", "show", "1"])
        #expect(taxi.journey == nil && taxi.filingNote == "its journey paris was removed")
        #expect(taxi.filedBy == "unfiled")

        // Removing a document says that its draft expense goes too.
        let drafts = try vault.json([ExpenseRow].self, ["expense", "list", "--status", "draft"])
        try #require(drafts.count == 1)
        let removed = try vault.run(["docs", "rm", "1", "--yes"])
        #expect(
            removed.stdout == "removed 1 document with its stored file and 1 draft expense read from it\n",
            "\(removed.stdout)")

        // More decimals than the currency has is refused, not rounded; an unknown code too.
        let precise = try vault.run([
            "expense", "add", "--merchant", "Taxi", "--total", "12.505", "--currency", "EUR", "--date", "2025-03-12",
        ])
        #expect(precise.status == 64)
        #expect(precise.stderr.contains("more decimals than EUR has (2)"), "\(precise.stderr)")
        let yen = try vault.run([
            "expense", "add", "--merchant", "Soba", "--total", "12.5", "--currency", "JPY", "--date", "2025-03-12",
        ])
        #expect(yen.status == 64, "\(yen.stderr)")
        let journey = try vault.run(["journey", "add", "moon", "--name", "Moon", "--currency", "XYZ"])
        #expect(journey.status == 64)
        #expect(journey.stderr.contains("ISO 4217"), "\(journey.stderr)")

        // An edit without a change shows the edit command's usage, not vault's.
        let empty = try vault.run(["expense", "edit", "1"])
        #expect(empty.status == 64)
        #expect(empty.stderr.contains("(see `vault expense edit --help`)"), "\(empty.stderr)")
    }

    @Test func docsOpenWithoutAViewerSaysSoOnce() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        try #require(try vault.run(["import", VaultProcess.fixture("invoice-text-layer.pdf")]).status == 0)
        let empty = try vault.scratch("bin")
        let result = try VaultProcess.run(
            ["docs", "open", "1", "--vault", vault.path], environment: ["PATH": empty.path])
        #expect(result.status == 69)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("xdg-open is not installed; the file is at"), "\(result.stderr)")
        #expect(!result.stderr.contains("/usr/bin/env"))
    }

    @Test func watchOnceNamesWhatItReadAndDoesNotWaitOnEmptyFiles() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let inbox = vault.root.appendingPathComponent("inbox")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: VaultProcess.fixture("invoice-text-layer.pdf"), toPath: inbox.appendingPathComponent("a.pdf").path)
        _ = FileManager.default.createFile(atPath: inbox.appendingPathComponent("empty.jpg").path, contents: Data())
        let started = Date()
        let result = try vault.run(["watch", "--once", "--settle", "1"])
        let seconds = Date().timeIntervalSince(started)
        #expect(seconds < 8, "an empty file held watch --once for \(seconds) s")
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stderr.contains("failed empty.jpg") && result.stderr.contains("file is empty"), "\(result.stderr)")
        #expect(result.stderr.contains("12480.00 CZK"), "extracted fields: \(result.stderr)")
        #expect(result.stderr.contains("1 imported, 0 duplicates, 1 failed"), "\(result.stderr)")
    }

    @Test func recursiveImportCountsTheFilesItSkips() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let folder = try vault.scratch("folder")
        try FileManager.default.copyItem(
            atPath: VaultProcess.fixture("invoice-text-layer.pdf"), toPath: folder.appendingPathComponent("a.pdf").path)
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try Data("x".utf8).write(to: folder.appendingPathComponent("table.csv"))
        let result = try vault.run(["import", "--recursive", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("1 imported, 0 duplicates, 0 failed, 2 skipped"), "\(result.stdout)")
    }
}
