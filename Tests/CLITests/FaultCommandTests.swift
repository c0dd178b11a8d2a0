import Foundation
import Testing

/// A full disk and a read-only vault: a one-line error, and nothing half-written. The vault
/// lives on a small tmpfs mounted in a private mount namespace (`unshare`), so no test needs
/// privileges beyond a user namespace and nothing outside the test sees the mount.
@Suite struct FaultCommandTests {
    /// Runs `script` with `sh` in its own user and mount namespace, where it is root and may
    /// mount; `$VAULT` is the binary, `$FIXTURES` the TestData folder. Returns `key=value`
    /// lines the script printed, and its whole output for messages.
    static func isolated(_ script: String) throws -> (values: [String: String], output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["--user", "--map-root-user", "--mount", "sh", "-c", "set -u\n" + script]
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
