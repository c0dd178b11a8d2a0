import Foundation
import Testing

/// An OCR engine that fails while a file is read (an allocation that fails under the reader's
/// memory limit, a model that does not load) is said plainly: the document is kept, read
/// without it, and import, scan, `docs show` and `expense show` say what could not be done.
@Suite struct EngineShortfallCommandTests {
    /// A phone photo Tesseract reads poorly enough for the deep engine to read it too.
    static let photo = "receipt-my-myr-hardware.jpg"
    static let outOfMemory = "the deep-learning engine could not read page 1: out of memory; read by Tesseract alone"
    /// What the import's warning adds for an engine that ran out of memory.
    static let remedy =
        " (each reader is held to the `reader-memory` setting; `vault config set reader-memory 2048` gives the next"
        + " ones more)"

    struct Imported: Decodable {
        var status: String
        var documentId: Int64?
        var expenseId: Int64?
        var total: String?
        var notes: String?
        var shortfalls: [String]?
    }

    /// A copy of the installed engine whose detector model is cut short.
    static func brokenInstallation(in vault: TemporaryVault) throws -> URL {
        let installed = URL(fileURLWithPath: "/usr/local/lib/vault/ppocr")
        let folder = try vault.scratch("ppocr")
        let files = try FileManager.default.contentsOfDirectory(atPath: installed.path)
        for name in files {
            let file = installed.appendingPathComponent(name)
            let copy = folder.appendingPathComponent(name)
            if name.hasSuffix("_det_infer.onnx") {
                try Data(try Data(contentsOf: file).prefix(1000)).write(to: copy)
            } else {
                try FileManager.default.copyItem(at: file, to: copy)
            }
        }
        return folder
    }

    /// Under the smallest memory limit a reader may have, Tesseract reads the photo and the deep
    /// engine's allocations fail: the import commits the document, exits 0, says so in one line
    /// on stderr and in `--json`, and the stored document and draft say so too.
    @Test(.enabled(if: OCREngineCommandTests.engineInstalled))
    func aDeepEngineOutOfMemoryIsSaidAndTheDocumentKept() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["config", "set", "reader-memory", "384"]).status == 0)
        let photo = VaultProcess.fixture(Self.photo)
        let result = try vault.run(["import", "--jobs", "1", "--json", photo])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "vault: warning: \(photo): \(Self.outOfMemory)\(Self.remedy)\n")
        let imported = try JSONDecoder().decode([Imported].self, from: Data(result.stdout.utf8))
        let file = try #require(imported.first)
        #expect(file.status == "imported")
        #expect(file.shortfalls == [Self.outOfMemory])
        #expect(file.notes == Self.outOfMemory)
        #expect(file.total == "30.90", "Tesseract alone reads the total")
        #expect(vault.storedObjects().count == 1)

        let document = try vault.run(["docs", "show", String(try #require(file.documentId))])
        #expect(document.stdout.contains("warning    \(Self.outOfMemory)"), "\(document.stdout)")
        let expense = try vault.run(["expense", "show", String(try #require(file.expenseId))])
        #expect(expense.stdout.contains("notes     \(Self.outOfMemory)"), "\(expense.stdout)")

        // Without --json the file's line gives the note, and stderr says it in one line.
        let other = try TemporaryVault()
        defer { other.remove() }
        #expect(try other.run(["config", "set", "reader-memory", "384"]).status == 0)
        let lines = try other.run(["import", "--jobs", "1", photo])
        #expect(lines.status == 0, "\(lines.stderr)")
        #expect(lines.stdout.contains("(note: \(Self.outOfMemory))"), "\(lines.stdout)")
        #expect(lines.stderr == "vault: warning: \(photo): \(Self.outOfMemory)\(Self.remedy)\n")
    }

    /// With room for the engine, nothing is said: the same photo has no shortfalls.
    @Test(.enabled(if: OCREngineCommandTests.engineInstalled))
    func aPhotoReadWholeSaysNothing() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let result = try vault.run(["import", "--jobs", "1", "--json", VaultProcess.fixture(Self.photo)])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(!result.stdout.contains("shortfalls"), "\(result.stdout)")
    }

    /// A damaged model: import and scan read the photo with Tesseract alone and say why.
    @Test(.enabled(if: OCREngineCommandTests.engineInstalled))
    func aModelThatDoesNotLoadIsSaidByImportAndScan() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let folder = try Self.brokenInstallation(in: vault)
        let environment = ["VAULT_PPOCR_DIR": folder.path]
        let photo = VaultProcess.fixture(Self.photo)
        let said = "the deep-learning engine could not be loaded (cannot load the model "
        let imported = try VaultProcess.run(
            ["import", "--jobs", "1", "--json", photo, "--vault", vault.path], environment: environment)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.hasPrefix("vault: warning: \(photo): \(said)"), "\(imported.stderr)")
        let file = try #require(try JSONDecoder().decode([Imported].self, from: Data(imported.stdout.utf8)).first)
        #expect(file.shortfalls?.count == 1)
        #expect(file.shortfalls?.first?.hasPrefix(said) == true, "\(file.shortfalls ?? [])")
        #expect(file.shortfalls?.first?.hasSuffix("; read by Tesseract alone") == true)

        let scanned = try VaultProcess.run(["scan", "--json", photo], environment: environment)
        #expect(scanned.status == 0, "\(scanned.stderr)")
        #expect(scanned.stderr.hasPrefix("vault: warning: \(photo): \(said)"), "\(scanned.stderr)")
        let files = try #require(
            try JSONSerialization.jsonObject(with: Data(scanned.stdout.utf8)) as? [[String: Any]])
        let shortfalls = try #require(files.first?["shortfalls"] as? [String])
        #expect(shortfalls.count == 1 && shortfalls[0].hasPrefix(said), "\(shortfalls)")
        let signals = files.first?["signals"] as? [String: Any]
        #expect(!"\(signals ?? [:])".contains("enginesAgree"), "no rule of two engines is weighed")
    }

    /// `vault config set engines tesseract` keeps photos to Tesseract: the deep engine is not
    /// even loaded, so a damaged model says nothing, and the photo is read and kept; with
    /// `both` (the default) the same damaged model is said.
    @Test(.enabled(if: OCREngineCommandTests.engineInstalled))
    func theEnginesSettingKeepsPhotosToTesseract() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let environment = ["VAULT_PPOCR_DIR": try Self.brokenInstallation(in: vault).path]
        let photo = VaultProcess.fixture(Self.photo)
        let wrong = try vault.run(["config", "set", "engines", "paddle"])
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("'paddle' is not one of both, tesseract"), "\(wrong.stderr)")
        #expect(try vault.run(["config", "set", "engines", "Tesseract"]).status == 0)
        #expect(try vault.run(["config", "get", "engines"]).stdout == "tesseract\n")
        let info = try vault.run(["info"]).stdout
        #expect(info.contains("engines      tesseract (photos read by Tesseract alone)\n"), "\(info)")
        let infoJSON = try JSONSerialization.jsonObject(with: Data(try vault.run(["info", "--json"]).stdout.utf8))
        #expect((infoJSON as? [String: Any])?["photoEngines"] as? String == "tesseract")

        let alone = try VaultProcess.run(
            ["import", "--jobs", "1", "--json", photo, "--vault", vault.path], environment: environment)
        #expect(alone.status == 0, "\(alone.stderr)")
        #expect(alone.stderr.isEmpty, "\(alone.stderr)")
        let file = try #require(try JSONDecoder().decode([Imported].self, from: Data(alone.stdout.utf8)).first)
        #expect(file.status == "imported")
        #expect(file.shortfalls == nil)
        #expect(file.total == "30.90", "Tesseract alone reads the total")

        // `vault scan` keeps to the default vault's setting too, as it does to its `lang`.
        let scanned = try VaultProcess.run(
            ["scan", "--json", photo], environment: environment.merging(["VAULT_HOME": vault.path]) { $1 })
        #expect(scanned.status == 0, "\(scanned.stderr)")
        #expect(scanned.stderr.isEmpty, "\(scanned.stderr)")

        let other = try TemporaryVault()
        defer { other.remove() }
        #expect(try other.run(["config", "set", "engines", "both"]).status == 0)
        let both = try VaultProcess.run(
            ["import", "--jobs", "1", "--json", photo, "--vault", other.path], environment: environment)
        #expect(both.status == 0, "\(both.stderr)")
        #expect(both.stderr.hasPrefix("vault: warning: \(photo): the deep-learning engine could not be loaded"))
    }
}
