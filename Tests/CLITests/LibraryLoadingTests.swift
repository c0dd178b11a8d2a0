import Foundation
import Testing

/// Tesseract and poppler-glib are opened the first time a command reads a file, so commands that
/// read none start without them. The dynamic loader says which libraries it opens
/// (`LD_DEBUG=files`, on standard error).
@Suite struct LibraryLoadingTests {
    /// The shared libraries the loader opened while `vault ARGUMENTS` ran.
    private func librariesOpened(by arguments: [String]) throws -> (result: VaultProcess.Result, libraries: [String]) {
        let result = try VaultProcess.run(arguments, environment: ["LD_DEBUG": "files"])
        let opened = result.stderr.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "file=") else { return nil }
            let name = line[range.upperBound...].prefix { !$0.isWhitespace && $0 != ";" }
            return String(name)
        }
        return (result, opened)
    }

    @Test func commandsThatReadNoFileOpenNeitherTesseractNorPoppler() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        for arguments in [["--version"], ["journey", "list", "--vault", vault.path]] {
            let (result, libraries) = try librariesOpened(by: arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr.suffix(500))")
            // The loader's report is there: libraries vault does link are named in it.
            #expect(libraries.contains { $0.hasPrefix("libsqlite3.so") }, "\(arguments): \(libraries)")
            #expect(!libraries.contains { $0.hasPrefix("libtesseract") }, "\(arguments): \(libraries)")
            #expect(!libraries.contains { $0.hasPrefix("libpoppler-glib") }, "\(arguments): \(libraries)")
        }
    }

    @Test func readingAFileOpensTheLibraryItNeeds() throws {
        let image = try librariesOpened(by: ["ocr", VaultProcess.fixture("receipt-en-usd-diner.png")])
        #expect(image.result.status == 0, "\(image.result.stderr.suffix(500))")
        #expect(image.result.stdout.contains("TOTAL"), "\(image.result.stdout)")
        #expect(image.libraries.contains { $0.hasPrefix("libtesseract.so") }, "\(image.libraries)")

        let pdf = try librariesOpened(by: ["ocr", VaultProcess.fixture("invoice-text-layer.pdf")])
        #expect(pdf.result.status == 0, "\(pdf.result.stderr.suffix(500))")
        #expect(pdf.libraries.contains { $0.hasPrefix("libpoppler-glib.so") }, "\(pdf.libraries)")
        #expect(!pdf.libraries.contains { $0.hasPrefix("libtesseract") }, "a text layer needs no OCR: \(pdf.libraries)")
    }

    @Test func infoNamesTheVersionsOfTheLibrariesOpenedForIt() throws {
        let result = try VaultProcess.run(["info", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let info = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let engines = try #require(info?["engines"] as? [String: Any], "\(result.stdout)")
        let tesseract = try #require(engines["tesseract"] as? String)
        let poppler = try #require(engines["poppler"] as? String)
        #expect(tesseract.first?.isNumber == true, "\(tesseract)")
        #expect(poppler.first?.isNumber == true, "\(poppler)")
    }
}
