import ArgumentParser
import Foundation
import OCR
import Vault

/// `vault info`: what vault runs on, for bug reports and for checking an installation.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Show library versions, OCR languages and settings in effect.")

    @OptionGroup var vault: VaultOptions

    @Flag(help: "Print JSON.")
    var json = false

    struct Output: Encodable {
        var version: String
        var engines: EngineInfo
        var ompThreadLimit: String?
        /// The vault folder in effect, and whether it exists (info never creates it).
        var vault: String
        var vaultExists: Bool
        /// The vault's settings (`vault config`); `null` when not set or no vault.
        var currency: String?
        var lang: String?
        /// The engines that read photos (`vault config set engines`): `both` unless set.
        var photoEngines: String
    }

    func run() throws {
        let layout = vault.layout
        let exists = FileManager.default.fileExists(atPath: layout.database.path)
        let settings = exists ? (try? Vault.open(layout).settings()) ?? [:] : [:]
        let output = Output(
            version: VaultCommand.configuration.version,
            engines: EngineInfo.current(),
            ompThreadLimit: ProcessInfo.processInfo.environment["OMP_THREAD_LIMIT"],
            vault: layout.root.path, vaultExists: exists, currency: settings[.currency], lang: settings[.lang],
            photoEngines: settings[.engines] ?? PhotoEngines.both.rawValue)
        if json { return try Terminal.printJSON(output) }
        print(
            """
            vault        \(output.version)
            tesseract    \(output.engines.tesseract)
            leptonica    \(output.engines.leptonica)
            poppler      \(output.engines.poppler)
            tessdata     \(output.engines.tessdata)
            languages    \(output.engines.languages.joined(separator: " "))
            photo engine \(output.engines.deepText)
            OMP_THREAD_LIMIT=\(output.ompThreadLimit ?? "(unset)")
            vault        \(output.vault)\(exists ? "" : " (no vault there yet)")
            currency     \(output.currency ?? "(not set: receipts without one keep none)")
            lang         \(output.lang ?? "(not set: eng)")
            engines      \(output.photoEngines == PhotoEngines.tesseract.rawValue ? "tesseract (photos read by Tesseract alone)" : "both")
            """)
    }
}
