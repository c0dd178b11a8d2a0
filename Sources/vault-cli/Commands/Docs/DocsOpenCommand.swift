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
        let url = opened.objectURL(of: document)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw VaultError.objectMissing(documentId: id, path: url.path)
        }
        try DocumentViewer.open(url)
    }
}

/// Hands a file to the desktop's default viewer.
enum DocumentViewer {
    static func open(_ url: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url.path]
        do {
            try process.run()
        } catch {
            throw VaultError.storage(path: url.path, reason: "cannot start xdg-open: \(error.localizedDescription)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw VaultError.storage(
                path: url.path,
                reason:
                    "xdg-open failed (exit \(process.terminationStatus)); is a desktop viewer installed? The file is at this path"
            )
        }
    }
}
