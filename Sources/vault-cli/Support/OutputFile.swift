import Foundation
import Vault

/// Writing a command's result: to standard output, or to a file that appears complete.
enum OutputFile {
    static func write(_ data: Data, to path: String?) throws {
        guard let path else {
            FileHandle.standardOutput.write(data)
            return
        }
        let url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        try checkFolder(of: url.path)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw VaultError.storage(path: url.path, reason: "cannot write: \(error.localizedDescription)")
        }
    }

    /// Refuses a file whose folder is missing, is not a folder or cannot be written to, in
    /// those words (Foundation would say `The file doesn't exist` of the file to be made).
    static func checkFolder(of path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let shown = folder.isEmpty ? "." : folder
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: shown, isDirectory: &isFolder) else {
            throw VaultError.storage(path: path, reason: "cannot write: there is no folder \(shown)")
        }
        guard isFolder.boolValue else {
            throw VaultError.storage(path: path, reason: "cannot write: \(shown) is not a folder")
        }
        guard access(shown, W_OK) == 0 else {
            throw VaultError.storage(path: path, reason: "cannot write: no permission to write in \(shown)")
        }
    }
}
