import Foundation
import Testing

/// The conventions every command keeps: help, suggestions for typos, JSON that parses, and
/// the exit statuses of the table in `vault --help` and the README.
@Suite struct CommandLineConventionTests {
    /// A command as `vault --experimental-dump-help` describes it.
    private struct CommandInfo: Decodable {
        var commandName: String
        var subcommands: [CommandInfo]?
    }

    private struct ToolInfo: Decodable {
        var command: CommandInfo
    }

    /// Every command and subcommand, as typed, read from the binary itself so none is missed.
    static func commands() throws -> [(path: [String], subcommands: [String])] {
        let dump = try VaultProcess.run(["--experimental-dump-help"])
        let tool = try JSONDecoder().decode(ToolInfo.self, from: Data(dump.stdout.utf8))
        func walk(_ command: CommandInfo, _ path: [String]) -> [([String], [String])] {
            let children = (command.subcommands ?? []).filter { $0.commandName != "help" }
            return [(path, children.map(\.commandName))]
                + children.flatMap { walk($0, path + [$0.commandName]) }
        }
        return walk(tool.command, [])
    }

    @Test func everyCommandsHelpExitsZero() throws {
        let commands = try Self.commands()
        #expect(commands.count > 30, "\(commands.map(\.path))")
        for command in commands {
            let result = try VaultProcess.run(command.path + ["--help"])
            #expect(result.status == 0, "\(command.path): \(result.stderr)")
            #expect(result.stdout.contains("USAGE: vault \(command.path.joined(separator: " "))"), "\(command.path)")
            // Examples and tables fit the 80 columns help is wrapped to: a line of an indented
            // block that runs over goes on at the left margin, out of its block.
            let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            for (line, next) in zip(lines, lines.dropFirst()) where line.hasPrefix("  ") {
                #expect(next.isEmpty || next.hasPrefix(" "), "\(command.path): '\(line)' wraps to '\(next)'")
            }
        }
        // A default is said once, not twice.
        for command in [["import"], ["watch"], ["scan"]] {
            let help = try VaultProcess.run(command + ["--help"]).stdout
            #expect(help.contains("one per core") && !help.contains("(default: 2)"), "\(command): \(help)")
        }
        let main = try VaultProcess.run(["--help"])
        #expect(main.status == 0)
        for line in [
            "0   ok", "1   some files failed", "64  usage", "65  bad data", "66  no vault at that path; no such file",
            "69  a dependency",
            "74  reading or writing",
        ] {
            #expect(main.stdout.contains(line), "\(line)\n\(main.stdout)")
        }
    }

    @Test func unknownCommandsAndOptionsGetASuggestionAndExit64() throws {
        let cases: [(arguments: [String], says: String)] = [
            (["imprt", "x"], "did you mean 'import'"),
            (["docs", "lst"], "did you mean 'list'"),
            (["expense", "lst"], "did you mean 'list'"),
            (["help", "nosuch"], "'nosuch' is not a `vault` command"),
            (["docs", "list", "--jsn"], "Did you mean '--json'"),
        ]
        for item in cases {
            let result = try VaultProcess.run(item.arguments)
            #expect(result.status == 64, "\(item.arguments): \(result.stderr)")
            #expect(result.stderr.contains(item.says), "\(item.arguments): \(result.stderr)")
        }
        // A typo of any subcommand's name (its last letter dropped) is answered with that name.
        for command in try Self.commands() where !command.subcommands.isEmpty {
            for name in command.subcommands where name.count > 3 {
                let typo = String(name.dropLast())
                let result = try VaultProcess.run(command.path + [typo])
                #expect(result.status == 64, "\(command.path + [typo]): \(result.stderr)")
                #expect(result.stderr.contains("'\(name)'"), "\(command.path + [typo]): \(result.stderr)")
            }
        }
        // `help` itself still works.
        #expect(try VaultProcess.run(["help", "docs"]).status == 0)
    }

    /// A value a command refuses is a usage error whose usage line names the whole command.
    @Test func aRefusedValueShowsTheWholeCommandsUsage() throws {
        let result = try VaultProcess.run(["serve", "--max-upload-mb", "0"])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("--max-upload-mb must be between 1 and 1024; got 0"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix(" (see `vault serve --help`)\n"), "\(result.stderr)")
    }

    @Test func everyListingsJSONParses() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let imported = try vault.run(["import", VaultProcess.fixture("invoice-text-layer.pdf")])
        try #require(imported.status == 0, "\(imported.stderr)")
        #expect(try vault.run(["journey", "add", "paris", "--name", "Paris"]).status == 0)
        for listing in [
            ["docs", "list"], ["docs", "show", "1"], ["expense", "list"], ["journey", "list"],
            ["journey", "show", "paris"],
            ["merchant", "list"], ["inbox", "status"], ["config", "list"], ["doctor"], ["info"],
            ["expense", "show", "1"], ["import", VaultProcess.fixture("invoice-text-layer.pdf")],
            ["expense", "add", "--merchant", "Taxi", "--total", "3", "--currency", "EUR", "--date", "2025-03-12"],
        ] {
            let result = try vault.run(listing + ["--json"])
            #expect(result.status == 0, "\(listing): \(result.stderr)")
            #expect(
                (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) != nil,
                "\(listing) --json: \(result.stdout)")
        }
        // The commands that need no vault.
        for command in [["scan"], ["ocr"]] {
            let result = try VaultProcess.run(command + [VaultProcess.fixture("invoice-text-layer.pdf"), "--json"])
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(
                (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) != nil,
                "\(command) --json: \(result.stdout)")
        }
    }

    /// Each documented exit status, produced by at least one case.
    @Test func everyDocumentedExitStatusHappens() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let missing = vault.root.appendingPathComponent("no-such-vault").path
        let imported = try vault.run(["import", VaultProcess.fixture("invoice-text-layer.pdf")])
        try #require(imported.status == 0, "\(imported.stderr)")
        let cases: [(arguments: [String], status: Int32, says: String)] = [
            (["docs", "list"], 0, ""),
            (["import", VaultProcess.fixture("bad-truncated.jpg")], 1, "bad-truncated.jpg"),
            (
                ["expense", "add", "--merchant", "Taxi", "--total", "-5", "--currency", "EUR", "--date", "2025-03-12"],
                64,
                "must not be negative"
            ),
            (
                ["expense", "add", "--merchant", "Taxi", "--total", "5", "--currency", "EUR", "--date", "2025-03-32"],
                64,
                "not a real date"
            ),
            (
                ["expense", "add", "--merchant", " ", "--total", "5", "--currency", "EUR", "--date", "2025-03-12"], 64,
                "merchant"
            ),
            (["journey", "add", "x", "--name", "X", "--from", "2025-03-12", "--to", "2025-03-01"], 64, "journey"),
            (["journey", "add", "paris", "--name", "Paris"], 0, ""),
            (["journey", "add", "paris", "--name", "Paris"], 65, "already exists"),
            (["review"], 64, "interactive terminal"),
            (["expense", "edit", "1"], 64, "nothing to change"),
            (["docs", "show", "99"], 66, "no document 99"),
            (["docs", "move", "99", "--unfile"], 66, "no document 99"),
            (["journey", "show", "nosuch"], 66, "no journey 'nosuch'"),
            (["expense", "confirm", "99"], 66, "no expense 99"),
            (["merchant", "rm", "9"], 66, "no merchant rule 9"),
            (["inbox", "retry", "nosuch"], 66, "no such failed file"),
            (["config", "get", "currency"], 66, "currency is not set"),
            (["config", "set", "currency", "XYZ"], 64, "ISO 4217"),
            (["expense", "list", "--status", "nosuch"], 64, "draft"),
            (["restore", "--check", VaultProcess.fixture("bad-random-bytes.png")], 65, "bad-random-bytes.png"),
            (["report", "--format", "pdf", "--output", missing + "/report.pdf"], 74, "report.pdf"),
        ]
        for item in cases {
            let result = try vault.run(item.arguments)
            #expect(result.status == item.status, "\(item.arguments): \(result.stderr)")
            #expect(item.says.isEmpty || result.stderr.contains(item.says), "\(item.arguments): \(result.stderr)")
            // A failure after parsing is one line naming what failed, never the parser's `Error:`.
            #expect(
                [0, 64].contains(item.status) || result.stderr.hasPrefix("vault: "),
                "\(item.arguments): \(result.stderr)")
        }
        let language = try VaultProcess.run(["ocr", VaultProcess.fixture("invoice-text-layer.pdf"), "--lang", "eng+xx"])
        #expect(language.status == 69, "\(language.stderr)")
        #expect(language.stderr.contains("'xx' is not installed"), "\(language.stderr)")
        #expect(language.stderr.contains("apt-get install tesseract-ocr-xx`"), "\(language.stderr)")
        let noVault = try VaultProcess.run(["docs", "list", "--vault", missing])
        #expect(noVault.status == 66)
        #expect(noVault.stderr.contains("no vault at \(missing); create it with `vault init --vault \(missing)`"))
        // 74: the stored original is gone when it is needed.
        for object in vault.storedObjects() {
            try FileManager.default.removeItem(
                at: vault.root.appendingPathComponent("objects").appendingPathComponent(object))
        }
        let open = try vault.run(["docs", "open", "1"])
        #expect(open.status == 74, "\(open.stderr)")
        #expect(open.stderr.contains("is missing"))
        let path = try vault.run(["docs", "path", "1"])
        #expect(path.status == 74 && path.stdout.isEmpty, "\(path.stdout)")
        #expect(path.stderr.contains("stored file of document 1 is missing; run `vault doctor`"), "\(path.stderr)")
    }

    /// A mistyped vault path is never created by a command that only reads; `--vault` may
    /// come before the command; scan, ocr and info need no vault.
    @Test func aMistypedVaultIsAnErrorNotANewVault() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let typo = vault.root.appendingPathComponent("vualt").path
        for command in [
            ["docs", "list"], ["expense", "list"], ["journey", "list"], ["config", "list"], ["doctor"],
            ["merchant", "list"], ["inbox", "status"], ["review"],
        ] {
            let result = try VaultProcess.run(command + ["--vault", typo])
            #expect(result.status == 66, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("no vault at \(typo)"), "\(command): \(result.stderr)")
        }
        let viaEnvironment = try VaultProcess.run(["docs", "list"], environment: ["VAULT_HOME": typo])
        #expect(viaEnvironment.status == 66 && viaEnvironment.stderr.contains("no vault at \(typo)"))
        let before = try VaultProcess.run(["--vault", typo, "docs", "list"])
        #expect(before.status == 66 && before.stderr.contains("no vault at \(typo)"), "\(before.stderr)")
        #expect(!FileManager.default.fileExists(atPath: typo))

        for command in [
            ["scan", VaultProcess.fixture("invoice-text-layer.pdf")],
            ["ocr", VaultProcess.fixture("invoice-text-layer.pdf")],
            ["info"],
        ] {
            let result = try VaultProcess.run(command, environment: ["VAULT_HOME": typo])
            #expect(result.status == 0, "\(command): \(result.stderr)")
        }
        let info = try VaultProcess.run(["info"], environment: ["VAULT_HOME": typo])
        #expect(info.stdout.contains(typo), "\(info.stdout)")
        #expect(!FileManager.default.fileExists(atPath: typo))

        // init creates it; then `--vault` before the command reads it.
        #expect(try VaultProcess.run(["--vault", typo, "init"]).status == 0)
        #expect(try VaultProcess.run(["--vault", typo, "config", "set", "currency", "CHF"]).status == 0)
        let listed = try VaultProcess.run(["--vault", typo, "docs", "list"])
        #expect(listed.status == 0, "\(listed.stderr)")
        let infoAfter = try VaultProcess.run(["info", "--vault", typo])
        #expect(infoAfter.stdout.contains("CHF"), "\(infoAfter.stdout)")
    }
}

/// The argument parser's errors read like vault's own: one line, with where to read more.
@Suite struct UsageErrorLineTests {
    @Test(arguments: [
        (
            ["docs", "list", "--bogus"], "vault: unknown option '--bogus' (see `vault docs list --help`)\n"
        ),
        (
            ["fx", "set", "USD"],
            "vault: missing expected argument '<quote>': The currency converted into (e.g. EUR) "
                + "(see `vault fx set --help`)\n"
        ),
        (
            ["docs", "list", "--journey", "a", "--unfiled"],
            "vault: use either --journey or --unfiled, not both (see `vault docs list --help`)\n"
        ),
    ])
    func parserErrorsAreOneLine(arguments: [String], expected: String) throws {
        let result = try VaultProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr == expected)
        #expect(result.stdout.isEmpty)
    }

    @Test func helpIsStillTheWholeText() throws {
        let help = try VaultProcess.run(["expense", "add", "--help"])
        #expect(help.status == 0 && help.stdout.contains("USAGE: vault expense add"), "\(help.stdout)")
    }
}
