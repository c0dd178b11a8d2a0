import ArgumentParser
import Foundation
import OCR

/// `vault info`: what vault runs on, for bug reports and for checking an installation.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Show library versions, OCR languages and settings in effect.")

    @Flag(help: "Print JSON.")
    var json = false

    struct Output: Encodable {
        var version: String
        var engines: EngineInfo
        var ompThreadLimit: String?
    }

    func run() throws {
        let output = Output(
            version: VaultCommand.configuration.version,
            engines: EngineInfo.current(),
            ompThreadLimit: ProcessInfo.processInfo.environment["OMP_THREAD_LIMIT"])
        if json { return try Terminal.printJSON(output) }
        print(
            """
            vault        \(output.version)
            tesseract    \(output.engines.tesseract)
            leptonica    \(output.engines.leptonica)
            poppler      \(output.engines.poppler)
            tessdata     \(output.engines.tessdata)
            languages    \(output.engines.languages.joined(separator: " "))
            OMP_THREAD_LIMIT=\(output.ompThreadLimit ?? "(unset)")
            """)
    }
}
