import ArgumentParser
import Foundation
import Vault

struct DocsOpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open", abstract: "Open a document's original with the desktop's viewer (xdg-open).")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "Document id.")
    var id: Int64

    func run() throws {
        let opened = try vault.open()
        let document = try opened.document(id: id)
        let url = try opened.objectURL(of: document)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw VaultError.objectMissing(documentId: id, path: url.path)
        }
        try DocumentViewer.open(url)
    }
}

/// Hands a file to the desktop's default viewer.
enum DocumentViewer {
    /// `xdg-open` on `$PATH`, or `nil` when it is not installed.
    static var program: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("xdg-open") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func open(_ url: URL) throws {
        guard let program else {
            throw CommandError.viewerUnavailable(
                reason: "no document viewer: xdg-open is not installed", path: url.path)
        }
        let process = Process()
        process.executableURL = program
        process.arguments = [url.path]
        do {
            try process.run()
        } catch {
            throw CommandError.viewerUnavailable(
                reason: "cannot start xdg-open: \(error.localizedDescription)", path: url.path)
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandError.viewerUnavailable(reason: Self.failure(process.terminationStatus), path: url.path)
        }
    }

    /// What xdg-open's exit status means (see `man xdg-open`), in words.
    static func failure(_ status: Int32) -> String {
        switch status {
        case 3: return "no program to show this kind of file is set up on this desktop"
        case 4: return "the document viewer could not open it"
        default: return "the desktop could not open it (xdg-open ended with status \(status))"
        }
    }
}
