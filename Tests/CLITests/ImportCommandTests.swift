import Foundation
import Testing

@Suite struct ImportCommandTests {
    @Test func importIntoJourneyListsItAndDuplicatesAreNotStoredTwice() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let added = try vault.run([
            "journey", "add", "paris", "--name", "Paris 2025", "--destination", "Paris, France",
            "--from", "2025-03-10", "--to", "2025-03-17", "--currency", "EUR",
        ])
        #expect(added.status == 0, "\(added.stderr)")
        let receipt = VaultProcess.fixture("receipt-de-eur-supermarkt.jpg")
        let imported = try vault.run(["import", receipt, "--journey", "paris"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("document 1"))

        let listed = try vault.json([DocumentRow].self, ["docs", "list", "--journey", "paris"])
        #expect(listed.count == 1)
        #expect(listed.first?.name == "receipt-de-eur-supermarkt.jpg")
        #expect(listed.first?.journey == "paris")
        #expect(listed.first?.mediaType == "image/jpeg")
        #expect(listed.first?.textSource == "ocr")
        #expect(listed.first?.sha256.count == 64)
        #expect(ISO8601DateFormatter().date(from: listed.first?.importedAt ?? "") != nil)

        // The same bytes under another name: reported with the expense as the user left it,
        // not stored again, still success.
        #expect(try vault.run(["expense", "edit", "1", "--merchant", "Corner Market"]).status == 0)
        #expect(try vault.run(["expense", "confirm", "1"]).status == 0)
        let copy = try vault.scratch().appendingPathComponent("renamed-copy.jpg")
        try FileManager.default.copyItem(atPath: receipt, toPath: copy.path)
        let again = try vault.run(["import", copy.path])
        #expect(again.status == 0)
        #expect(again.stdout.contains("duplicate of document 1"), "\(again.stdout)")
        #expect(again.stdout.contains("(expense 1, confirmed: Corner Market"), "\(again.stdout)")
        #expect(try vault.json([DocumentRow].self, ["docs", "list"]).count == 1)
        #expect(vault.storedObjects().count == 1)
        // Imported again into another journey: it says the document stays where it is, and how to move it.
        #expect(
            try vault.run([
                "journey", "add", "berlin", "--name", "Berlin", "--from", "2025-04-01", "--to", "2025-04-03",
            ]).status == 0)
        let elsewhere = try vault.run(["import", copy.path, "--journey", "berlin"])
        #expect(elsewhere.status == 0, "\(elsewhere.stderr)")
        #expect(
            elsewhere.stdout.contains(
                "it stays in journey paris, not berlin (move it: vault docs move 1 --journey berlin)"),
            "\(elsewhere.stdout)")
        // The original is untouched.
        #expect(FileManager.default.fileExists(atPath: copy.path))
    }

    /// How much faster a text layer is than OCR is measured in Benchmarks/ (`text-pdf-import.sh`),
    /// not here: a timed assertion fails on a loaded machine.
    @Test func textLayerPDFImportsWithoutOCR() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let rows = try vault.json(
            [ImportRow].self,
            [
                "import", "--jobs", "1", VaultProcess.fixture("invoice-text-layer.pdf"),
                VaultProcess.fixture("receipt-de-eur-supermarkt.jpg"),
            ])
        let pdf = try #require(rows.first { $0.file.hasSuffix(".pdf") })
        let image = try #require(rows.first { $0.file.hasSuffix(".jpg") })
        #expect(pdf.status == "imported" && image.status == "imported")
        #expect(pdf.textSource == "pdf-text")
        #expect(image.textSource == "ocr")
        let text = try vault.run(["docs", "text", String(pdf.documentId ?? 0)])
        #expect(text.stdout.contains("Hotel Vltava Praha"))
    }

    @Test func badInputsGiveOneLineErrorsAndLeaveNothingBehind() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let scratch = try vault.scratch()
        let dangling = scratch.appendingPathComponent("dangling-link.jpg")
        try FileManager.default.createSymbolicLink(
            atPath: dangling.path, withDestinationPath: "/nonexistent/receipt.jpg")
        let fifo = scratch.appendingPathComponent("named-pipe.pdf")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let cases: [(path: String, reason: String)] = [
            (VaultProcess.fixture("bad-empty.jpg"), "file is empty"),
            (VaultProcess.fixture("bad-truncated.jpg"), "truncated or damaged"),
            (VaultProcess.fixture("bad-text-named.pdf"), "plain text"),
            (VaultProcess.fixture("bad-random-bytes.png"), "not a PDF, JPEG, PNG or TIFF"),
            (VaultProcess.fixture("bad-encrypted-password-test.pdf"), "encrypted"),
            (dangling.path, "a symbolic link to a file that does not exist"),
            (fifo.path, "not a regular file"),
            (scratch.path, "is a folder; use --recursive"),
        ]
        for (path, reason) in cases {
            let result = try vault.run(["import", path])
            #expect(result.status == 1, "\(path)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(path): \(result.stderr)")
            #expect(lines.first?.hasPrefix("vault: \(path): ") == true, "\(result.stderr)")
            #expect(result.stderr.contains(reason), "\(path): \(result.stderr)")
        }
        #expect(try vault.json([DocumentRow].self, ["docs", "list"]).isEmpty)
        #expect(vault.storedObjects().isEmpty)
        let health = try vault.json(HealthRow.self, ["doctor"])
        #expect(health.databaseIntact && health.strayObjects.isEmpty && health.abandonedTemporaries.isEmpty)
    }

    @Test func folderImportNeedsRecursiveAndTakesOnlyDocuments() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let folder = try vault.scratch()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: VaultProcess.fixture("invoice-text-layer.pdf"),
            toPath: folder.appendingPathComponent("sub/invoice.pdf").path)
        try FileManager.default.copyItem(
            atPath: VaultProcess.fixture("booking-multi-page.pdf"),
            toPath: folder.appendingPathComponent("booking.PDF").path)
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try Data("%PDF-hidden".utf8).write(to: folder.appendingPathComponent(".hidden.pdf"))
        let result = try vault.run(["import", "--recursive", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        let documents = try vault.json([DocumentRow].self, ["docs", "list"])
        #expect(Set(documents.map(\.name)) == ["invoice.pdf", "booking.PDF"])
        #expect(documents.first { $0.name == "booking.PDF" }?.pages == 3)
    }

    @Test func killedImportResumesWithEveryFileExactlyOnce() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let files = try DistinctJPEGs.make(from: "receipt-de-eur-supermarkt.jpg", count: 20, in: try vault.scratch())

        let process = Process()
        process.executableURL = VaultProcess.binary
        process.arguments = ["import", "--vault", vault.path, "--jobs", "2"] + files
        let output = try vault.scratch("log").appendingPathComponent("stdout")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Kill it once some, but not all, files are in.
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline {
            let done =
                (try? String(contentsOf: output, encoding: .utf8))?.components(separatedBy: "imported ").count ?? 1
            if done - 1 >= 3 { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try handle.close()
        let partial = try vault.json([DocumentRow].self, ["docs", "list"])
        #expect(partial.count >= 3 && partial.count < 20, "killed after \(partial.count) documents")

        let rerun = try vault.run(["import", "--jobs", "2"] + files)
        #expect(rerun.status == 0, "\(rerun.stderr)")
        let documents = try vault.json([DocumentRow].self, ["docs", "list"])
        #expect(documents.count == 20)
        #expect(Set(documents.map(\.sha256)).count == 20)
        #expect(Set(documents.map(\.name)) == Set(files.map { ($0 as NSString).lastPathComponent }))
        #expect(vault.storedObjects().count == 20)
        let health = try vault.json(HealthRow.self, ["doctor"])
        #expect(health.databaseIntact)
        #expect(health.strayObjects.isEmpty && health.missingObjects.isEmpty && health.abandonedTemporaries.isEmpty)
    }

    @Test func twoImportsAtOnceOnOneVaultBothSucceed() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let files = try DistinctJPEGs.make(from: "receipt-de-eur-supermarkt.jpg", count: 6, in: try vault.scratch())
        // Overlapping batches: copy-02 is in both, so the two processes race on one file.
        let first = Array(files[0..<3])
        let second = Array(files[2..<6])
        // Both start on a vault that does not exist yet: creating it is raced too.
        let logs = try vault.scratch("logs")
        let results = try [first, second].enumerated().map { index, batch -> Process in
            let process = Process()
            process.executableURL = VaultProcess.binary
            process.arguments = ["import", "--vault", vault.path, "--jobs", "1"] + batch
            process.standardOutput = FileHandle.nullDevice
            let log = logs.appendingPathComponent("stderr-\(index)")
            FileManager.default.createFile(atPath: log.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: log)
            try process.run()
            return process
        }
        for process in results { process.waitUntilExit() }
        let errors = try (0..<2).map {
            try String(contentsOf: logs.appendingPathComponent("stderr-\($0)"), encoding: .utf8)
        }
        #expect(results.allSatisfy { $0.terminationStatus == 0 }, "\(errors)")
        let documents = try vault.json([DocumentRow].self, ["docs", "list"])
        #expect(documents.count == 6)
        #expect(Set(documents.map(\.sha256)).count == 6)
    }
}
