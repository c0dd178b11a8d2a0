import Foundation
import Testing

/// Distinct copies of a text-layer PDF (a comment after the end marker makes new bytes):
/// imported quickly, without OCR.
enum DistinctPDFs {
    static func make(count: Int, in folder: URL, prefix: String = "invoice") throws -> [String] {
        let original = try Data(contentsOf: URL(fileURLWithPath: VaultProcess.fixture("invoice-text-layer.pdf")))
        return try (0..<count).map { index in
            let url = folder.appendingPathComponent(String(format: "\(prefix)-%02d.pdf", index))
            try (original + Data("\n% vault test copy \(index)\n".utf8)).write(to: url)
            return url.path
        }
    }
}

@Suite struct BackupCommandTests {
    /// Every stored file under `root/objects`, by path inside the vault, with its SHA-256.
    private func objectDigests(_ root: URL) throws -> [String: String] {
        let objects = root.appendingPathComponent("objects")
        var digests: [String: String] = [:]
        let names = (FileManager.default.enumerator(atPath: objects.path)?.allObjects as? [String]) ?? []
        for name in names where name.contains(".") {
            let data = try Data(contentsOf: objects.appendingPathComponent(name))
            digests[name] = try sha256(of: data)
        }
        return digests
    }

    /// SHA-256 by `sha256sum`, a tool independent of vault's own hashing.
    private func sha256(of data: Data) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("digest-\(UUID().uuidString)")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
    }

    private func listing(_ arguments: [String], vault: String) throws -> String {
        let result = try VaultProcess.run(arguments + ["--json", "--vault", vault])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        // Paths of stored files name the vault folder; everything else must be equal.
        return result.stdout.replacingOccurrences(of: vault + "/objects/", with: "VAULT/objects/")
    }

    @Test func backupRestoresIntoAnEmptyFolderWithEqualListingsAndEveryObjectIntact() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let scratch = try vault.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        #expect(try vault.run(["journey", "add", "paris", "--name", "Paris", "--currency", "EUR"]).status == 0)
        let files = try DistinctPDFs.make(count: 3, in: scratch)
        #expect(try vault.run(["import", "--journey", "paris"] + files).status == 0)
        let added = try vault.run([
            "expense", "add", "--merchant", "Taxi, \"Le Bon\"", "--total", "32.50", "--currency", "EUR",
            "--date", "2025-03-12", "--journey", "paris", "--notes", "airport\nnight fare",
        ])
        #expect(added.status == 0, "\(added.stderr)")

        let archive = scratch.appendingPathComponent("backup.zip")
        let backup = try vault.run(["backup", archive.path])
        #expect(backup.status == 0, "\(backup.stderr)")
        #expect(backup.stdout.contains("3 documents, 4 expenses, 1 journey"), "\(backup.stdout)")
        #expect(backup.stderr.isEmpty, "no progress when stderr is not a terminal: \(backup.stderr)")

        let target = scratch.appendingPathComponent("restored")
        let restore = try VaultProcess.run(["restore", archive.path, "--vault", target.path])
        #expect(restore.status == 0, "\(restore.stderr)")
        for command in [["docs", "list"], ["expense", "list"], ["journey", "list"]] {
            #expect(try listing(command, vault: vault.path) == listing(command, vault: target.path), "\(command)")
        }
        let before = try objectDigests(vault.root)
        let after = try objectDigests(target)
        #expect(before.count == 3)
        #expect(after == before)
        for (name, digest) in after { #expect(name.contains(digest), "\(name) hashes to \(digest)") }
        #expect(try VaultProcess.run(["doctor", "--verify", "--vault", target.path]).status == 0)

        // A second restore into the now full folder is refused, and --force replaces it.
        let again = try VaultProcess.run(["restore", archive.path, "--vault", target.path])
        #expect(again.status == 65)
        #expect(again.stderr.contains("not empty") && again.stderr.contains("--force"), "\(again.stderr)")
        let forced = try VaultProcess.run(["restore", archive.path, "--vault", target.path, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try listing(["docs", "list"], vault: target.path) == listing(["docs", "list"], vault: vault.path))
    }

    @Test func truncatedOrAlteredArchiveIsRefusedAndNothingIsWritten() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let scratch = try vault.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        #expect(try vault.run(["import"] + (try DistinctPDFs.make(count: 2, in: scratch))).status == 0)
        let archive = scratch.appendingPathComponent("backup.zip")
        #expect(try vault.run(["backup", archive.path]).status == 0)
        let bytes = [UInt8](try Data(contentsOf: archive))

        let truncated = scratch.appendingPathComponent("truncated.zip")
        try Data(bytes[0..<(bytes.count * 2 / 3)]).write(to: truncated)
        // One byte changed inside a stored PDF (stored uncompressed, so its bytes are in the
        // archive as they are): the zip still opens; only the checksums can tell.
        var altered = bytes
        let marker = Array("%PDF".utf8)
        let start = try #require(
            (0..<(bytes.count - 4)).first { Array(bytes[$0..<($0 + 4)]) == marker })
        altered[start + 200] ^= 0x01
        let alteredURL = scratch.appendingPathComponent("altered.zip")
        try Data(altered).write(to: alteredURL)

        for (damaged, reason) in [(truncated, "not a zip archive"), (alteredURL, "does not match its checksum")] {
            let target = scratch.appendingPathComponent("target-\(damaged.lastPathComponent)")
            let result = try VaultProcess.run(["restore", damaged.path, "--vault", target.path])
            #expect(result.status == 65, "\(damaged.lastPathComponent): \(result.stderr)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1, "one line: \(result.stderr)")
            #expect(result.stderr.contains(damaged.path) && result.stderr.contains(reason), "\(result.stderr)")
            #expect(result.stderr.contains("nothing was written"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: target.path), "nothing written for \(damaged)")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
                .filter { $0.contains("restore") }
            #expect(leftovers.isEmpty, "\(leftovers)")
        }
        // An existing vault is left as it was by a refused --force restore.
        let listed = try vault.run(["docs", "list", "--json"]).stdout
        let forced = try VaultProcess.run(["restore", alteredURL.path, "--vault", vault.path, "--force"])
        #expect(forced.status == 65)
        #expect(try vault.run(["docs", "list", "--json"]).stdout == listed)
        #expect(try vault.run(["doctor", "--verify"]).status == 0)

        // A stored file that no longer matches its checksum stops a backup: no archive.
        let object = vault.root.appendingPathComponent("objects").appendingPathComponent(
            try #require(vault.storedObjects().first))
        var damaged = [UInt8](try Data(contentsOf: object))
        damaged[damaged.count / 2] ^= 0x01
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: object.path)
        try Data(damaged).write(to: object)
        let refused = scratch.appendingPathComponent("refused.zip")
        let backup = try vault.run(["backup", refused.path])
        #expect(backup.status == 65, "\(backup.stderr)")
        #expect(backup.stderr.contains("no longer matches its checksum"), "\(backup.stderr)")
        #expect(!FileManager.default.fileExists(atPath: refused.path))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.hasPrefix(".refused") }
                .isEmpty)
    }

    /// Archives made by hand (Python's zipfile) that try to write outside the vault or carry
    /// files the manifest does not name are refused before anything is written.
    @Test func anArchiveNamingPathsOutsideTheVaultIsRefused() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let scratch = try vault.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let script = """
            import hashlib, json, sys, zipfile
            body = b"not a database"
            digest = hashlib.sha256(body).hexdigest()
            def write(path, names, extra=None):
                files = [{"path": n, "size": len(body), "sha256": digest} for n in names]
                manifest = {"formatVersion": 1, "vaultVersion": "0", "createdAt": "2025-01-01T00:00:00Z",
                            "counts": {"documents": 0, "pages": 0, "expenses": 0, "journeys": 0, "objects": 0},
                            "files": files}
                with zipfile.ZipFile(path, "w") as z:
                    z.writestr("manifest.json", json.dumps(manifest))
                    for n in names + ([extra] if extra else []):
                        z.writestr(n, body)
            write(sys.argv[1], ["vault.sqlite", "../../escaped.txt"])
            write(sys.argv[2], ["vault.sqlite"], extra="objects/ab/extra.pdf")
            """
        let escaping = scratch.appendingPathComponent("escaping.zip")
        let extra = scratch.appendingPathComponent("extra.zip")
        let made = try #require(try runTool("python3", ["-c", script, escaping.path, extra.path]))
        try #require(made.status == 0, "\(made.stderr)")
        for (archive, reason) in [
            (escaping, "the manifest names '../../escaped.txt'"),
            (extra, "'objects/ab/extra.pdf' is in the archive but not in its manifest"),
        ] {
            let target = scratch.appendingPathComponent("target")
            let result = try VaultProcess.run(["restore", archive.path, "--vault", target.path])
            #expect(result.status == 65, "\(result.stderr)")
            #expect(result.stderr.contains(reason), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: target.path))
        }
        #expect(
            !FileManager.default.fileExists(
                atPath: scratch.deletingLastPathComponent().appendingPathComponent("escaped.txt").path))
    }

    @Test func backupWhileWatchImportsRestoresAConsistentVault() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let scratch = try vault.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inbox = vault.root.appendingPathComponent("inbox")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        let watcher = Process()
        watcher.executableURL = VaultProcess.binary
        watcher.arguments = ["watch", "--vault", vault.path, "--settle", "0.2", "--jobs", "1"]
        watcher.standardOutput = FileHandle.nullDevice
        watcher.standardError = FileHandle.nullDevice
        try watcher.run()
        defer {
            if watcher.isRunning { watcher.terminate() }
            watcher.waitUntilExit()
        }
        // Files keep arriving while backups are taken.
        let files = try DistinctPDFs.make(count: 8, in: scratch, prefix: "arriving")
        var archives: [URL] = []
        for (index, file) in files.enumerated() {
            try FileManager.default.copyItem(
                atPath: file, toPath: inbox.appendingPathComponent(URL(fileURLWithPath: file).lastPathComponent).path)
            if index % 2 == 1 {
                let archive = scratch.appendingPathComponent("during-\(index).zip")
                let result = try vault.run(["backup", archive.path])
                #expect(result.status == 0, "\(result.stderr)")
                archives.append(archive)
            }
            Thread.sleep(forTimeInterval: 0.15)
        }
        var counts: [Int] = []
        for archive in archives {
            let target = scratch.appendingPathComponent("restored-\(archive.lastPathComponent)")
            let restored = try VaultProcess.run(["restore", archive.path, "--vault", target.path])
            #expect(restored.status == 0, "\(restored.stderr)")
            // Every document has its file and every file its document.
            let doctor = try VaultProcess.run(["doctor", "--verify", "--vault", target.path])
            #expect(doctor.status == 0, "\(archive.lastPathComponent): \(doctor.stdout)")
            let documents = try JSONDecoder().decode(
                [DocumentRow].self,
                from: Data(try VaultProcess.run(["docs", "list", "--json", "--vault", target.path]).stdout.utf8))
            #expect(try objectDigests(target).count == documents.count)
            counts.append(documents.count)
        }
        #expect(counts == counts.sorted(), "later backups hold at least as much: \(counts)")
        // Once the watcher is done, a backup holds every file.
        let deadline = Date().addingTimeInterval(90)
        while Date() < deadline, (try vault.json([DocumentRow].self, ["docs", "list"])).count < files.count {
            Thread.sleep(forTimeInterval: 0.2)
        }
        let last = scratch.appendingPathComponent("after.zip")
        #expect(try vault.run(["backup", last.path]).status == 0)
        let target = scratch.appendingPathComponent("restored-after")
        #expect(try VaultProcess.run(["restore", last.path, "--vault", target.path]).status == 0)
        #expect(try objectDigests(target).count == files.count, "counts during the imports: \(counts)")
    }
}
