import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Expands the paths given to `vault import` into files. Paths may hold bytes that are not
/// UTF-8 (see ``PathBytes``): folders are read with `readdir`, not Foundation.
struct FileCollector {
    static let importableExtensions: Set<String> = [
        "pdf", "jpg", "jpeg", "png", "tif", "tiff", "xml", "eml", "html", "htm",
    ]

    /// Files to import, in a stable order, and results for paths that cannot be imported at all.
    static func collect(_ paths: [String], recursive: Bool) -> (files: [String], failures: [ImportResult]) {
        var files: [String] = []
        var failures: [ImportResult] = []
        for path in paths {
            guard let info = PathBytes.status(path) else {
                let code = errno
                let shown = PathBytes.display(path)
                let reason =
                    switch code {
                    case ELOOP: "a loop of symbolic links"
                    case EACCES, EPERM: "permission denied"
                    case ENAMETOOLONG: "name too long"
                    default:
                        // A link whose target is missing is there, and says so.
                        PathBytes.status(path, followingLinks: false) != nil
                            ? "a symbolic link to a file that does not exist" : "no such file"
                    }
                failures.append(.failed(shown, VaultError.notAFile(path: shown, reason: reason)))
                continue
            }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                files.append(path)
                continue
            }
            guard recursive else {
                let shown = PathBytes.display(path)
                failures.append(
                    .failed(
                        shown,
                        VaultError.notAFile(
                            path: shown, reason: "is a folder; use --recursive to import the files in it")))
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
        return paths.reduce(0) { count, path in
            count + regularFiles(under: path).filter { !isImportable($0) }.count
        }
    }

    /// Importable files under `folder`, skipping hidden files and folders, in a stable order.
    /// Paths keep the caller's spelling of the folder.
    static func filesInFolder(_ folder: String) -> [String] {
        regularFiles(under: folder).filter(isImportable).sorted()
    }

    static func isImportable(_ path: String) -> Bool {
        importableExtensions.contains((path as NSString).pathExtension.lowercased()) || isMaildirMessage(path)
    }

    /// A delivered message of a Maildir: a file in its `cur/` or `new/` folder (named
    /// `1733000000.M1P2.host:2,S`, no extension), beside the `tmp/` one messages are written in.
    static func isMaildirMessage(_ path: String) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        guard ["cur", "new"].contains((folder as NSString).lastPathComponent) else { return false }
        let maildir = (folder as NSString).deletingLastPathComponent
        return ["cur", "new", "tmp"].allSatisfy {
            PathBytes.status((maildir as NSString).appendingPathComponent($0)).map { $0.st_mode & S_IFMT == S_IFDIR }
                == true
        }
    }

    /// Regular files (or links to them) under `folder` at any depth, not hidden and not in a
    /// hidden folder; links to folders are not followed.
    static func regularFiles(under folder: String) -> [String] {
        guard let info = PathBytes.status(folder), info.st_mode & S_IFMT == S_IFDIR else { return [] }
        var found: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            for name in PathBytes.names(inFolder: current) ?? [] where !name.hasPrefix(".") {
                let path = (current as NSString).appendingPathComponent(name)
                guard let own = PathBytes.status(path, followingLinks: false) else { continue }
                switch own.st_mode & S_IFMT {
                case S_IFDIR: pending.append(path)
                case S_IFREG: found.append(path)
                case S_IFLNK:
                    if let target = PathBytes.status(path), target.st_mode & S_IFMT == S_IFREG { found.append(path) }
                default: break
                }
            }
        }
        return found
    }
}
