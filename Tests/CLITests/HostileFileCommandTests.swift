import Foundation
import Testing

/// Damaged and oversized files: kept with what can be read, or refused with the reason.
@Suite struct HostileFileCommandTests {
    @Test func aJPEGWithDamagedDataIsImportedWithAWarning() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let result = try vault.run(["import", VaultProcess.fixture("bad-damaged-data.jpg")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains("warning: damaged JPG data: part of the picture could not be decoded"),
            "\(result.stdout)")
        #expect(vault.storedObjects().count == 1)
        // vault's own warning only: not libjpeg's raw `Corrupt JPEG data: bad Huffman code` beside it.
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    /// A PNG with a damaged comment chunk reads as usual, without libpng's raw warning on stderr.
    @Test func libpngWarningsStayOffStderr() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        var bytes = Array(
            try Data(contentsOf: URL(fileURLWithPath: VaultProcess.fixture("receipt-ch-chf-bahnhof.png"))))
        // After the signature (8 bytes) and IHDR (25): a tEXt chunk whose checksum is wrong.
        let text = Array("Comment\u{0}scanned".utf8)
        let chunk = [0, 0, 0, UInt8(text.count)] + Array("tEXt".utf8) + text + [0, 0, 0, 0]
        bytes.insert(contentsOf: chunk, at: 33)
        let file = try vault.scratch().appendingPathComponent("damaged-comment.png")
        try Data(bytes).write(to: file)
        let result = try vault.run(["import", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("imported"), "\(result.stdout)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test func damagedPDFIsKeptWithTheReadablePagesAndAWarning() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let damaged = VaultProcess.fixture("bad-damaged-last-page.pdf")
        let result = try vault.run(["import", damaged])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "warning: damaged PDF: page 3 cannot be loaded; kept with the 2 pages that could be read"),
            "\(result.stdout)")
        let documents = try vault.json([DocumentRow].self, ["docs", "list"])
        #expect(documents.map(\.name) == ["bad-damaged-last-page.pdf"])
        #expect(documents.first?.pages == 2)
        #expect(vault.storedObjects().count == 1)
        let text = try vault.run(["docs", "text", "1"])
        #expect(text.stdout.contains("Page 2 of the damaged statement"))
        // The warning stays with the document, not only in the import's output.
        let warning = "damaged PDF: page 3 cannot be loaded; kept with the 2 pages that could be read"
        let shown = try vault.run(["docs", "show", "1"])
        #expect(shown.stdout.contains("  warning    \(warning)\n"), "\(shown.stdout)")
        struct Warned: Decodable { var warning: String? }
        #expect(try vault.json(Warned.self, ["docs", "show", "1"]).warning == warning)
        // A document read whole has none.
        #expect(try vault.run(["import", VaultProcess.fixture("invoice-text-layer.pdf")]).status == 0)
        #expect(try vault.json(Warned.self, ["docs", "show", "2"]).warning == nil)
        #expect(try !vault.run(["docs", "show", "2"]).stdout.contains("warning"))
    }

    @Test func aTextLayerWithAbsurdCoordinatesIsReadNotACrash() throws {
        // A mangled PDF whose text layer places characters at coordinates no Int holds (found
        // by fuzzing): vault used to trap converting them.
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let result = try vault.run(["import", VaultProcess.fixture("bad-fuzzed-text-layer.pdf")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(vault.storedObjects().count == 1)
        #expect(try vault.run(["docs", "text", "1"]).stdout.contains("Hotel"))
    }

    @Test func anEInvoiceWhoseAttachmentIsNoFileIsReadFromItsText() throws {
        // The ZUGFeRD sample with its file specification turned into a string (one byte): poppler-glib's
        // attachment list dereferenced a null pointer on it and vault died with SIGSEGV.
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let result = try vault.run(["import", VaultProcess.fixture("bad-einvoice-filespec-string.pdf")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Hanse Beratung GmbH 1428.00 EUR 2025-03-20"), "\(result.stdout)")
        #expect(vault.storedObjects().count == 1)
        let shown = try vault.run(["docs", "show", "1"]).stdout
        #expect(shown.contains("kind       invoice ("), "\(shown)")
        #expect(!shown.contains("e-invoice"), "no XML was read: \(shown)")
    }

    @Test func unreadableAndOversizedFilesAreRefusedWithTheReason() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let cases: [(path: String, reason: String)] = [
            (VaultProcess.fixture("bad-damaged-no-page.pdf"), "damaged PDF: pages 1, 2, 3 cannot be loaded"),
            (
                VaultProcess.fixture("bad-huge-dimensions.png"),
                "image is 20000 x 20000 pixels, over the limit of 120 Mpx"
            ),
        ]
        for (path, reason) in cases {
            let result = try vault.run(["import", path])
            #expect(result.status == 1, "\(path)")
            #expect(result.stderr == "vault: \(path): \(result.stderr.dropFirst("vault: \(path): ".count))")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
            #expect(result.stderr.contains(reason), "\(result.stderr)")
        }
        #expect(try vault.json([DocumentRow].self, ["docs", "list"]).isEmpty)
        #expect(vault.storedObjects().isEmpty)
    }

    /// `vault config set pixel-budget` reaches the import: 1 Mpx refuses a 2.2 Mpx scan.
    @Test func configuredPixelBudgetApplies() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["config", "set", "pixel-budget", "0"]).status != 0)
        let set = try vault.run(["config", "set", "pixel-budget", "1"])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(try vault.run(["config", "get", "pixel-budget"]).stdout == "1\n")
        let scan = VaultProcess.fixture("receipt-de-eur-supermarkt-300dpi.jpg")
        let result = try vault.run(["import", scan])
        #expect(result.status == 1)
        #expect(result.stderr.contains("image is 1240 x 1768 pixels, over the limit of 2 Mpx"), "\(result.stderr)")
    }
}
