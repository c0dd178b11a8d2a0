import Foundation

/// Expands the paths given to `vault import` into files.
struct FileCollector {
    static let importableExtensions: Set<String> = ["pdf", "jpg", "jpeg", "png", "tif", "tiff", "xml"]

    /// Files to import, in a stable order, and results for paths that cannot be imported at all.
    static func collect(_ paths: [String], recursive: Bool) -> (files: [String], failures: [ImportResult]) {
        var files: [String] = []
        var failures: [ImportResult] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                failures.append(.failed(path, VaultError.notAFile(path: path, reason: "no such file")))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            guard recursive else {
                failures.append(
                    .failed(
                        path,
                        VaultError.notAFile(
                            path: path, reason: "is a folder; use --recursive to import the files in it")))
                continue
            }
            files += filesInFolder(path)
        }
        return (files, failures)
    }

    /// Files under the folders in `paths` that `--recursive` leaves alone because their names
    /// are not those of PDF, JPEG, PNG or TIFF files (hidden files are not counted).
    static func skippedFiles(_ paths: [String], recursive: Bool) -> Int {
        guard recursive else { return 0 }
        var count = 0
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
                let enumerator = FileManager.default.enumerator(
                    at: URL(fileURLWithPath: path), includingPropertiesForKeys: [.isRegularFileKey],
                    options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in enumerator
            where !importableExtensions.contains(url.pathExtension.lowercased())
                && (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            {
                count += 1
            }
        }
        return count
    }

    /// Importable files under `folder`, skipping hidden files and folders.
    static func filesInFolder(_ folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder)
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles])
        else { return [] }
        var found: [String] = []
        for case let url as URL in enumerator
        where importableExtensions.contains(url.pathExtension.lowercased()) {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                // Keep the caller's spelling of the folder in the reported path.
                let relative = url.path.dropFirst(root.path.count).drop { $0 == "/" }
                found.append((folder as NSString).appendingPathComponent(String(relative)))
            }
        }
        return found.sorted()
    }
}
