import Foundation
import Testing

/// A full disk and a read-only vault: a one-line error, and nothing half-written. The vault
/// lives on a small tmpfs mounted in a private mount namespace (`unshare`), so no test needs
/// privileges beyond a user namespace and nothing outside the test sees the mount.
@Suite struct FaultCommandTests {
    /// Runs `script` with `sh` in its own user and mount namespace (unless `namespace` is
    /// false), where it is root and may mount; `$VAULT` is the binary, `$FIXTURES` the TestData folder. Returns `key=value`
    /// lines the script printed, and its whole output for messages.
    static func isolated(_ script: String, namespace: Bool = true) throws -> (values: [String: String], output: String)
    {
        let process = Process()
        let shell = ["sh", "-c", "set -u\n" + script]
        process.executableURL = URL(fileURLWithPath: namespace ? "/usr/bin/unshare" : "/bin/sh")
        process.arguments = namespace ? ["--user", "--map-root-user", "--mount"] + shell : Array(shell.dropFirst())
        var environment = ProcessInfo.processInfo.environment
        environment["VAULT"] = VaultProcess.binary.path
        environment["FIXTURES"] = VaultProcess.packageRoot.appendingPathComponent("TestData").path
        environment["OMP_THREAD_LIMIT"] = "1"
        process.environment = environment
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("vault-fault-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let text = try String(contentsOf: output, encoding: .utf8)
        var values: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            values[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return (values, text)
    }

    /// Shell helpers: a 2 MB tmpfs vault at `$M/v`, filled up but for `free` KB.
    static let setUp = """
        M=$(mktemp -d)
        mount -t tmpfs -o size=2m tmpfs "$M" || { echo mount=failed; exit 1; }
        "$VAULT" init --vault "$M/v" > /dev/null
        fill() { rm -f "$M/filler"; dd if=/dev/zero of="$M/filler" bs=4k 2> /dev/null; truncate -s -"$1"k "$M/filler"; }
        state() {
            echo "$1.objects=$(find "$M/v/objects" -type f | wc -l)"
            echo "$1.temporaries=$(ls -A "$M/v/tmp" | wc -l)"
            echo "$1.emptyFolders=$(find "$M/v/objects" -mindepth 1 -type d -empty | wc -l)"
            echo "$1.documents=$("$VAULT" docs list --json --vault "$M/v" | grep -c '"sha256"')"
            echo "$1.doctor=$("$VAULT" doctor --vault "$M/v" > /dev/null 2>&1; echo $?)"
        }
        """

    /// 16 KB free: the stored copy cannot be written. 120 KB free: it can (48 KB), but the
    /// database cannot grow to commit it, and the copy is removed again.
    @Test func fullDiskGivesAClearErrorAndLeavesNothingBehind() throws {
        let (values, output) = try Self.isolated(
            Self.setUp + "\n" + """
                for free in 16 120; do
                    fill $free
                    "$VAULT" import "$FIXTURES/booking-multi-page.pdf" --vault "$M/v" > /dev/null 2> "$M.err"
                    echo "free$free.status=$?"
                    echo "free$free.error=$(cat "$M.err")"
                    echo "free$free.lines=$(wc -l < "$M.err")"
                    # Its error message cannot be written either: still a clean failure, no crash.
                    "$VAULT" import "$FIXTURES/booking-multi-page.pdf" --vault "$M/v" > "$M/out" 2> "$M/err"
                    echo "free$free.unwritableOutputStatus=$?"
                    rm -f "$M/filler" "$M/out" "$M/err"
                    state free$free
                done
                "$VAULT" import "$FIXTURES/booking-multi-page.pdf" --vault "$M/v" > /dev/null 2>&1
                echo "after.status=$?"
                state after
                """)
        #expect(values["mount"] == nil, "\(output)")
        let fixture = VaultProcess.packageRoot.appendingPathComponent("TestData/booking-multi-page.pdf").path
        // 16 KB: the database cannot even open (the whole run fails, 74); 120 KB: the file fails (1).
        for (run, status, prefix) in [("free16", "74", "vault: "), ("free120", "1", "vault: \(fixture): ")] {
            #expect(values["\(run).status"] == status, "\(output)")
            #expect(values["\(run).unwritableOutputStatus"] == status, "\(output)")
            #expect(values["\(run).lines"] == "1", "\(output)")
            let error = values["\(run).error"] ?? ""
            #expect(error.hasPrefix(prefix + "the disk holding the vault "), "\(output)")
            #expect(error.hasSuffix(" is full (no space left on device); nothing was stored"), "\(output)")
            #expect(values["\(run).objects"] == "0", "\(output)")
            #expect(values["\(run).temporaries"] == "0", "\(output)")
            #expect(values["\(run).emptyFolders"] == "0", "no empty objects/xx folder is left: \(output)")
            #expect(values["\(run).documents"] == "0", "\(output)")
            #expect(values["\(run).doctor"] == "0", "\(output)")
        }
        // With space again, the same file imports.
        #expect(values["after.status"] == "0", "\(output)")
        #expect(values["after.objects"] == "1" && values["after.documents"] == "1", "\(output)")
    }

    @Test func readOnlyVaultGivesAClearErrorAndChangesNothing() throws {
        let (values, output) = try Self.isolated(
            Self.setUp + "\n" + """
                "$VAULT" import "$FIXTURES/invoice-text-layer.pdf" --vault "$M/v" > /dev/null
                mount -o remount,ro "$M"
                "$VAULT" import "$FIXTURES/booking-multi-page.pdf" --vault "$M/v" > /dev/null 2> "$M.err"
                echo "import.status=$?"
                echo "import.error=$(cat "$M.err")"
                mount -o remount,rw "$M"
                state after
                """)
        #expect(values["mount"] == nil, "\(output)")
        #expect(values["import.status"] == "74", "\(output)")
        let error = values["import.error"] ?? ""
        #expect(error.hasPrefix("vault: the vault "), "\(output)")
        #expect(error.hasSuffix(" is read-only (read-only file system or no write permission); nothing was changed"))
        #expect(values["after.objects"] == "1" && values["after.documents"] == "1", "\(output)")
        #expect(values["after.temporaries"] == "0" && values["after.doctor"] == "0", "\(output)")
    }
    /// A vault on a read-only file system: reading commands work; writing commands fail with
    /// one line (exit 74) before anything changed.
    @Test func readOnlyVaultCanBeReadAndRefusesWrites() throws {
        let (values, output) = try Self.isolated(
            Self.setUp + "\n" + """
                "$VAULT" import "$FIXTURES/invoice-text-layer.pdf" --vault "$M/v" > /dev/null
                "$VAULT" journey add rome --name Rome --vault "$M/v" > /dev/null
                mount -o remount,ro "$M"
                read() { "$VAULT" "$@" --vault "$M/v" > "$M.out" 2> "$M.err"; echo "$1.status=$?"; echo "$1.lines=$(wc -l < "$M.out")"; echo "$1.err=$(cat "$M.err")"; }
                read docs list
                read search invoice
                read expense list
                read doctor
                read journey list
                echo "show=$("$VAULT" docs show 1 --vault "$M/v" | head -1)"
                write() { "$VAULT" "$@" --vault "$M/v" > /dev/null 2> "$M.err"; echo "$1-$2.status=$?"; echo "$1-$2.error=$(cat "$M.err")"; echo "$1-$2.errorLines=$(wc -l < "$M.err")"; }
                write import "$FIXTURES/booking-multi-page.pdf"
                write journey add lisbon --name Lisbon
                write docs move 1 --journey rome
                write docs rm 1 --yes
                write config set currency EUR
                mount -o remount,rw "$M"
                state after
                echo "after.journey=$("$VAULT" docs list --json --vault "$M/v" | grep -c '"journey"')"
                """)
        #expect(values["mount"] == nil, "\(output)")
        for command in ["docs", "search", "expense", "doctor", "journey"] {
            #expect(values["\(command).status"] == "0", "\(command): \(output)")
            #expect(values["\(command).err"] == "", "\(command): \(output)")
            #expect(Int(values["\(command).lines"] ?? "") ?? 0 >= 1, "\(command): \(output)")
        }
        #expect(values["show"]?.hasPrefix("document 1: invoice-text-layer.pdf") == true, "\(output)")
        for command in [
            "import-\(VaultProcess.fixture("booking-multi-page.pdf"))", "journey-add", "docs-move", "docs-rm",
            "config-set",
        ] {
            #expect(values["\(command).status"] == "74", "\(command): \(output)")
            #expect(values["\(command).errorLines"] == "1", "\(command): \(output)")
            let error = values["\(command).error"] ?? ""
            #expect(error.hasPrefix("vault: the vault "), "\(command): \(output)")
            #expect(
                error.hasSuffix(" is read-only (read-only file system or no write permission); nothing was changed"),
                "\(command): \(output)")
        }
        #expect(values["after.objects"] == "1" && values["after.documents"] == "1", "\(output)")
        #expect(values["after.journey"] == "0", "\(output)")
        #expect(values["after.temporaries"] == "0" && values["after.doctor"] == "0", "\(output)")
    }
}

/// File names with spaces, a newline and 255 bytes import, and list as one line each.
@Suite struct FileNameTests {
    @Test func oddNamesImportAndListCorrectly() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let folder = try vault.scratch()
        let names = [
            "with  two spaces .pdf", "new\nline.pdf", String(repeating: "ü", count: 125) + "x.pdf",
        ]
        #expect(names[2].utf8.count == 255)
        let fixtures = ["invoice-text-layer.pdf", "booking-multi-page.pdf", "invoice-fr-eur-plomberie.pdf"]
        for (name, fixture) in zip(names, fixtures) {
            try FileManager.default.copyItem(
                atPath: VaultProcess.fixture(fixture), toPath: folder.appendingPathComponent(name).path)
        }
        let direct = try vault.run(["import", folder.appendingPathComponent(names[0]).path])
        #expect(direct.status == 0, "\(direct.stderr)")
        let result = try vault.run(["import", "--recursive", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("new\\nline.pdf → document"), "\(result.stdout)")
        let documents = try vault.json([DocumentRow].self, ["docs", "list"])
        #expect(Set(documents.map(\.name)) == Set(names))
        let table = try vault.run(["docs", "list"])
        #expect(table.stdout.split(separator: "\n").count == 1 + names.count, "\(table.stdout)")
        #expect(table.stdout.contains("new\\nline.pdf"))
    }
}

/// Names that are not UTF-8 (bytes of another encoding): imported by their bytes, listed with
/// those bytes as `\xE9`, found again by the document's id; the inbox renames them to that form.
/// A 255-byte name that fails in the inbox keeps its error file beside it.
@Suite struct RawFileNameTests {
    @Test func namesThatAreNotUTF8ImportWatchAndList() throws {
        let (values, output) = try FaultCommandTests.isolated(
            """
            T=$(mktemp -d); V="$T/v"; IN="$T/in"; mkdir "$IN"
            "$VAULT" init --vault "$V" > /dev/null
            direct="$IN/$(printf 'caf\\351 re\\347u.pdf')"
            cp "$FIXTURES/invoice-text-layer.pdf" "$direct"
            "$VAULT" import "$direct" --vault "$V" > "$T/out" 2> "$T/err"
            echo "direct.status=$?"; echo "direct.out=$(cat "$T/out")"; echo "direct.err=$(cat "$T/err")"
            mkdir "$IN/$(printf 'sub\\377')"
            cp "$FIXTURES/booking-multi-page.pdf" "$IN/$(printf 'sub\\377')/$(printf 'b\\377\\376.pdf')"
            "$VAULT" import --recursive "$IN" --vault "$V" > "$T/out" 2> "$T/err"
            echo "recursive.status=$?"; echo "recursive.err=$(cat "$T/err")"
            echo "recursive.imported=$(grep -c '→ document' "$T/out")"
            echo "original.left=$(ls "$IN" | wc -l)"
            cp "$FIXTURES/invoice-fr-eur-plomberie.pdf" "$V/inbox/$(printf 'w\\351.pdf')"
            long=$(printf 'x%.0s' $(seq 1 251)).pdf
            printf 'not a document' > "$V/inbox/$long"
            "$VAULT" watch --once --settle 0 --vault "$V" > "$T/out" 2> "$T/err"
            echo "watch.status=$?"
            echo "watch.inbox=$(ls -A "$V/inbox" | grep -vc '^\\.')"
            echo "watch.errorFile=$(ls "$V/inbox/.failed" | grep -c '\\.error\\.txt$')"
            "$VAULT" inbox status --vault "$V" > "$T/out" 2>&1
            echo "status.reason=$(grep -c 'not a PDF, JPEG, PNG' "$T/out")"
            "$VAULT" docs list --json --vault "$V" | python3 -c 'import json,sys; [print("name%d=%s" % (d["id"], d["name"])) for d in json.load(sys.stdin)]'
            for id in 1 2 3; do
                echo "path$id=$(test -f "$("$VAULT" docs path $id --vault "$V")" && echo found)"
            done
            """, namespace: false)
        #expect(values["direct.status"] == "0", "\(output)")
        #expect(values["direct.err"] == "", "\(output)")
        #expect(values["direct.out"]?.contains("caf\\xE9 re\\xE7u.pdf → document 1") == true, "\(output)")
        #expect(values["recursive.status"] == "0", "\(output)")
        #expect(values["recursive.imported"] == "1", "\(output)")
        #expect(values["original.left"] == "2", "the user's files stay: \(output)")
        #expect(values["watch.status"] == "1", "\(output)")
        #expect(values["watch.inbox"] == "0", "\(output)")
        #expect(values["watch.errorFile"] == "1", "\(output)")
        #expect(values["status.reason"] == "1", "\(output)")
        #expect(values["name1"] == "caf\\xE9 re\\xE7u.pdf", "\(output)")
        #expect(values["name2"] == "b\\xFF\\xFE.pdf", "\(output)")
        #expect(values["name3"] == "w\\xE9.pdf", "\(output)")
        for id in 1...3 { #expect(values["path\(id)"] == "found", "\(output)") }
    }
}
