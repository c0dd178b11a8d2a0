import Foundation
import Testing

/// Files are read in reader processes with a memory limit, a processor-time limit and a
/// deadline: a file past one fails with the reason in one line and the next file is read by a
/// new reader. Hostile files are made by `scripts/make-hostile-files.py`.
@Suite struct BoundedReaderTests {
    /// Writes hostile files of `kinds` into a scratch folder of `vault`; nil without python3.
    private static func hostile(_ kinds: [String], in vault: TemporaryVault, _ extra: [String] = []) throws -> URL? {
        let folder = try vault.scratch("hostile")
        let script = VaultProcess.packageRoot.appendingPathComponent("scripts/make-hostile-files.py").path
        guard let made = try runTool("python3", [script, folder.path] + kinds + extra), made.status == 0 else {
            return nil
        }
        return folder
    }

    /// The text after the first `marker` in `text`.
    private static func after(_ marker: String, in text: String) -> Substring? {
        text.range(of: marker).map { text[$0.upperBound...] }
    }

    @Test func aFileStuckPastTheDeadlineFailsInOneLineAndTheNextFilesImport() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let folder = try #require(try Self.hostile(["nested-xobjects"], in: vault), "python3 is needed")
        let stuck = folder.appendingPathComponent("nested-xobjects.pdf").path
        #expect(try vault.run(["config", "set", "ocr-seconds", "1"]).status == 0)
        let started = ContinuousClock.now
        let result = try vault.run([
            "import", "--jobs", "1", VaultProcess.fixture("invoice-text-layer.pdf"), stuck,
            VaultProcess.fixture("einvoice-de-eur-xrechnung.xml"),
        ])
        let elapsed = ContinuousClock.now - started
        #expect(result.status == 1, "\(result.stderr)")
        // Stopped at the time budget and its grace: 1 s + 3 s.
        #expect(
            result.stderr
                == "vault: \(stuck): reading did not finish within 4 s (the time budget per file, "
                + "`vault config set ocr-seconds`, and 3 s); stopped\n")
        #expect(elapsed < .seconds(30), "\(elapsed)")
        #expect(result.stdout.contains("2 imported, 0 duplicates, 1 failed"), "\(result.stdout)")
        let names = try vault.json([DocumentRow].self, ["docs", "list"]).map(\.name).sorted()
        #expect(names == ["einvoice-de-eur-xrechnung.xml", "invoice-text-layer.pdf"])
        #expect(vault.storedObjects().count == 2)
        #expect(FileManager.default.fileExists(atPath: stuck), "the original stays where it was")
    }

    /// An XML file whose broken declaration and element names (found by FuzzReader) made
    /// Foundation's XMLParser trap in the reader: it is stored and read as text, its XML refused.
    @Test func anXMLWithABrokenDeclarationAndNamesNotInUTF8Imports() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let folder = try #require(try Self.hostile(["garbled-xml"], in: vault), "python3 is needed")
        let garbled = folder.appendingPathComponent("garbled-xml.xml").path
        let result = try vault.run(["import", "--jobs", "1", garbled])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("1 imported, 0 duplicates, 0 failed"), "\(result.stdout)")
        #expect(try vault.json([DocumentRow].self, ["docs", "list"]).map(\.name) == ["garbled-xml.xml"])
    }

    @Test func aFileOverTheMemoryLimitFailsWithTheReasonAndTheNextFileImports() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let folder = try #require(try Self.hostile(["png16"], in: vault), "python3 is needed")
        let large = folder.appendingPathComponent("png16.png").path
        #expect(try vault.run(["config", "set", "reader-memory", "100"]).status == 64)
        #expect(try vault.run(["config", "set", "reader-memory", "512"]).status == 0)
        let result = try vault.run([
            "import", "--jobs", "1", large, VaultProcess.fixture("receipt-en-usd-diner-small.png"),
        ])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stderr
                == "vault: \(large): reading needed more than the 512 MB of memory a reader may use "
                + "(`vault config set reader-memory`); stopped\n")
        #expect(result.stdout.contains("BLUE MOON DINER 34.78 USD 2025-03-12"), "\(result.stdout)")
        #expect(try vault.json([DocumentRow].self, ["docs", "list"]).map(\.name) == ["receipt-en-usd-diner-small.png"])
        #expect(vault.storedObjects().count == 1)
    }

    /// vault reads the first page of a TIFF: one of 5000 pages is refused in one line that
    /// names the file and says nothing of it was stored, rather than kept as one page without a
    /// word; it leaves no stored file and no empty `objects/xx` folder. A TIFF of one page imports.
    @Test func aTIFFOfManyPagesIsRefusedPlainlyAndLeavesNothingBehind() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let folder = try #require(try Self.hostile(["many-pages"], in: vault), "python3 is needed")
        let tiff = folder.appendingPathComponent("many-pages.tif").path
        let result = try vault.run(["import", "--jobs", "1", tiff])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix(
                "vault: \(tiff): a TIFF of 5000 pages; vault reads TIFF files of one page only, so none of it "
                    + "was stored (make it a PDF, e.g. `tiff2pdf -o scan.pdf \(tiff)`"),
            "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(try vault.json([DocumentRow].self, ["docs", "list"]).isEmpty)
        #expect(vault.storedObjects().isEmpty)
        let objects = vault.root.appendingPathComponent("objects").path
        let folders = try FileManager.default.contentsOfDirectory(atPath: objects)
        #expect(folders.isEmpty, "no empty objects/xx folder is left: \(folders)")

        let single = try #require(try Self.hostile(["many-pages"], in: vault, ["--tiff-pages", "1"]))
        let one = try vault.run(["import", "--jobs", "1", single.appendingPathComponent("many-pages.tif").path])
        #expect(one.status == 0, "\(one.stderr)")
        #expect(try vault.json([DocumentRow].self, ["docs", "list"]).map(\.pages) == [1])
    }

    @Test func aPDFWithManyAttachmentsOfOneHugeStreamReadsOnlyTheOneItChose() throws {
        // 200 attachments named like e-invoices, all pointing at one stream that inflates to
        // 60 MB: the e-invoice is chosen by name and only it is decoded, well within 512 MB.
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let folder = try #require(try Self.hostile(["many-attachments"], in: vault), "python3 is needed")
        #expect(try vault.run(["config", "set", "reader-memory", "512"]).status == 0)
        let result = try vault.run(["import", folder.appendingPathComponent("many-attachments.pdf").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(vault.storedObjects().count == 1)
    }

    @Test func theInboxMovesAStuckFileToFailedWithTheReasonAndImportsTheRest() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let folder = try #require(try Self.hostile(["nested-xobjects"], in: vault), "python3 is needed")
        #expect(try vault.run(["config", "set", "ocr-seconds", "1"]).status == 0)
        let inbox = vault.root.appendingPathComponent("inbox")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: folder.appendingPathComponent("nested-xobjects.pdf").path,
            toPath: inbox.appendingPathComponent("forms.pdf").path)
        try FileManager.default.copyItem(
            atPath: VaultProcess.fixture("invoice-text-layer.pdf"), toPath: inbox.appendingPathComponent("a.pdf").path)
        try FileManager.default.copyItem(
            atPath: VaultProcess.fixture("einvoice-de-eur-xrechnung.xml"),
            toPath: inbox.appendingPathComponent("z.xml").path)
        let result = try vault.run(["watch", "--once", "--settle", "0.2", "--jobs", "1"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("2 imported, 0 duplicates, 1 failed"), "\(result.stderr)")
        let reason = try String(
            contentsOf: inbox.appendingPathComponent(".failed/forms.pdf.error.txt"), encoding: .utf8)
        #expect(reason.contains("reading did not finish within 4 s"), "\(reason)")
        #expect(FileManager.default.fileExists(atPath: inbox.appendingPathComponent(".failed/forms.pdf").path))
        #expect(try vault.json([DocumentRow].self, ["docs", "list"]).map(\.name).sorted() == ["a.pdf", "z.xml"])
    }

    @Test func aServeUploadPastTheDeadlineIsAnsweredWithTheReasonAndTheNextIsImported() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let folder = try #require(try Self.hostile(["nested-xobjects"], in: vault), "python3 is needed")
        #expect(try vault.run(["config", "set", "ocr-seconds", "1"]).status == 0)
        let token = "0123456789abcdef0123"
        let log = try vault.scratch("serve").appendingPathComponent("stdout")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let server = Process()
        server.executableURL = VaultProcess.binary
        server.arguments = ["serve", "--vault", vault.path, "--port", "0"]
        server.environment = ProcessInfo.processInfo.environment.merging(["VAULT_TOKEN": token]) { $1 }
        server.standardOutput = try FileHandle(forWritingTo: log)
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer {
            server.terminate()
            server.waitUntilExit()
        }
        var port: String?
        for _ in 0..<100 where port == nil {
            Thread.sleep(forTimeInterval: 0.1)
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            port = Self.after("http://127.0.0.1:", in: text).map { String($0.prefix { $0.isNumber }) }
        }
        let address = "http://127.0.0.1:\(try #require(port, "serve did not start"))"
        let bearer = "Authorization: Bearer \(token)"
        let page = try #require(try runTool("curl", ["-s", "-H", bearer, "\(address)/upload"]), "curl is needed")
        let csrf = try #require(
            Self.after("csrf-token\" content=\"", in: page.stdout)?.prefix { $0 != "\"" })
        func upload(_ path: String) throws -> String {
            let answer = try runTool(
                "curl",
                [
                    "-s", "-H", bearer, "-H", "X-CSRF-Token: \(csrf)", "-H",
                    "X-File-Name: \((path as NSString).lastPathComponent)", "--data-binary", "@\(path)",
                    "\(address)/upload",
                ])
            return answer?.stdout ?? ""
        }
        let stuck = try upload(folder.appendingPathComponent("nested-xobjects.pdf").path)
        #expect(stuck.contains("nested-xobjects.pdf: reading did not finish within 4 s"), "\(stuck)")
        let next = try upload(VaultProcess.fixture("invoice-text-layer.pdf"))
        #expect(next.contains("\"status\":\"imported\""), "\(next)")
        #expect(vault.storedObjects().count == 1)
    }

    /// What an import stores is what the same reading in this process finds (`vault scan`
    /// reads without a reader process): the reader process changes where, not how.
    @Test func importThroughTheReaderFindsWhatTheReadingInProcessFinds() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let files = [
            "receipt-de-eur-supermarkt.jpg", "receipt-fr-eur-brasserie.png", "invoice-de-eur-schreinerei.pdf",
            "einvoice-de-eur-zugferd.pdf", "receipt-image-only.pdf",
        ].map(VaultProcess.fixture)
        struct Fields: Decodable, Equatable {
            var file: String
            var merchant: String?
            var total: String?
            var currency: String?
            var date: String?
            var kind: String?
        }
        let imported = try vault.json([Fields].self, ["import", "--jobs", "2"] + files)
        let scanned = try JSONDecoder().decode(
            [Fields].self, from: Data(try VaultProcess.run(["scan", "--json", "--jobs", "1"] + files).stdout.utf8))
        #expect(imported.count == files.count)
        #expect(imported == scanned)
    }
}
