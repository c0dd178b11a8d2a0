import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The files of an inbox folder: which to take, which to leave alone, and where they go
/// when they are done or failed.
struct InboxFiles {
    let options: InboxOptions

    /// Names of files still being written or owned by other programs.
    static func isIgnored(_ name: String) -> Bool {
        let lower = name.lowercased()
        if name.hasPrefix(".") || name.hasPrefix("~") || name.hasPrefix("#") { return true }
        return [".part", ".tmp", ".crdownload", ".download", ".swp", ".partial", "~", ".error.txt"]
            .contains { lower.hasSuffix($0) }
    }

    /// Every file waiting in the inbox (not in hidden folders such as `.failed/`).
    func waiting() -> [String] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: options.folder, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey],
                options: [.skipsHiddenFiles])
        else { return [] }
        var files: [String] = []
        for case let url as URL in enumerator where !Self.isIgnored(url.lastPathComponent) {
            // Links are listed so that they are reported, not silently skipped.
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            if values?.isRegularFile == true || values?.isSymbolicLink == true {
                files.append(url.standardizedFileURL.path)
            }
        }
        return files.sorted()
    }

    /// `paris/receipt.jpg` for `<inbox>/paris/receipt.jpg`.
    func relative(_ path: String) -> String {
        let root = options.folder.path.hasSuffix("/") ? options.folder.path : options.folder.path + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : (path as NSString).lastPathComponent
    }

    /// Files that failed, relative to `.failed/`, with the first line of their error.
    func failed() -> [(file: String, reason: String)] {
        let root = options.failedFolder
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey])
        else { return [] }
        var result: [(String, String)] = []
        for case let url as URL in enumerator where !url.lastPathComponent.hasSuffix(".error.txt") {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            guard values?.isRegularFile == true || values?.isSymbolicLink == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            let line =
                (try? String(contentsOf: Self.errorFile(for: url), encoding: .utf8))?
                .split(separator: "\n").first.map(String.init) ?? "unknown reason"
            result.append((relative, Self.reason(line, file: url.lastPathComponent)))
        }
        return result.sorted { $0.0 < $1.0 }
    }

    /// The reason alone: the error line starts with the path the file had in the inbox,
    /// which is neither where it is now nor news next to its name.
    static func reason(_ line: String, file name: String) -> String {
        guard line.hasPrefix("/"), let separator = line.range(of: "/\(name): ") else { return line }
        return String(line[separator.upperBound...])
    }

    /// `NAME.error.txt` beside a failed file; for a name too long for that (file names have at
    /// most 255 bytes), its start and a hash of the whole name.
    static func errorFile(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(
            fitting(url.lastPathComponent, suffix: ".error.txt", hashing: true))
    }

    /// The longest file names Linux file systems take, in bytes.
    static let maxNameBytes = 255

    /// `base + suffix`, with `base` shortened (whole characters) so that the name fits in
    /// ``maxNameBytes``; with `hashing`, a shortened base ends in a hash of the whole of it so
    /// that two long names that start alike stay apart.
    static func fitting(_ base: String, suffix: String, hashing: Bool = false) -> String {
        guard base.utf8.count + suffix.utf8.count > maxNameBytes else { return base + suffix }
        let mark = hashing ? "~" + String(SHA256Digest.hex(of: Array(base.utf8)).prefix(12)) : ""
        let room = maxNameBytes - suffix.utf8.count - mark.utf8.count
        var kept = ""
        for character in base {
            guard kept.utf8.count + character.utf8.count <= room else { break }
            kept.append(character)
        }
        return kept + mark + suffix
    }

    /// Renames every file and folder in the inbox whose name is not UTF-8 to its readable
    /// form (`caf\xE9.jpg`, see ``PathBytes``), so that it can be imported, listed and moved
    /// like any other. Returns whether anything was renamed.
    @discardableResult
    func renameUnreadableNames() -> Bool {
        var renamed = false
        var pending = [options.folder.path]
        while let folder = pending.popLast() {
            for name in PathBytes.names(inFolder: folder) ?? [] where !name.hasPrefix(".") {
                var path = (folder as NSString).appendingPathComponent(name)
                if PathBytes.hasRawBytes(name),
                    let readable = try? move(
                        path, to: URL(fileURLWithPath: folder).appendingPathComponent(PathBytes.display(name)))
                {
                    path = readable.path
                    renamed = true
                }
                if let info = PathBytes.status(path, followingLinks: false), info.st_mode & S_IFMT == S_IFDIR {
                    pending.append(path)
                }
            }
        }
        return renamed
    }

    /// Removes an imported file, or moves it to `.done/` when keeping.
    func finishImported(_ path: String) throws -> String? {
        guard options.keep else {
            if unlink(path) != 0 && errno != ENOENT {
                throw VaultError.storage(
                    path: path,
                    reason: "imported, but cannot remove it from the inbox: \(String(cString: strerror(errno)))")
            }
            return nil
        }
        let moved = try move(path, to: options.doneFolder.appendingPathComponent(relative(path)))
        return ".done/" + String(moved.path.dropFirst(options.doneFolder.path.count + 1))
    }

    /// Moves a file that could not be imported to `.failed/` with `NAME.error.txt` beside it.
    func finishFailed(_ path: String, reason: String) throws -> String {
        let moved = try move(path, to: options.failedFolder.appendingPathComponent(relative(path)))
        let name = String(moved.path.dropFirst(options.failedFolder.path.count + 1))
        let report =
            "\(reason)\n\nfile: \(relative(path))\nfailed at: \(ISO8601DateFormatter().string(from: Date()))\nretry with: vault inbox retry \(name)\n"
        try Data(report.utf8).write(to: Self.errorFile(for: moved), options: .atomic)
        return ".failed/" + name
    }

    /// Puts failed files back into the inbox; all of them when `names` is empty.
    func retry(_ names: [String]) throws -> [String] {
        let failed = Set(failed().map(\.file))
        let chosen = names.isEmpty ? failed.sorted() : names
        for name in chosen {
            guard failed.contains(name) else {
                throw VaultError.notAFile(
                    path: ".failed/\(name)", reason: "no such failed file (see `vault inbox status`)")
            }
        }
        for name in chosen {
            let source = options.failedFolder.appendingPathComponent(name)
            try move(source.path, to: options.folder.appendingPathComponent(name))
            unlink(Self.errorFile(for: source).path)
        }
        return chosen
    }

    /// Moves `path` to `target` (or `target-1`, `-2`... when taken) and returns where it went.
    @discardableResult
    private func move(_ path: String, to target: URL) throws -> URL {
        do {
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw VaultError.storage(
                path: target.deletingLastPathComponent().path,
                reason: "cannot create folder: \(error.localizedDescription)")
        }
        var destination = target
        var counter = 1
        while FileManager.default.fileExists(atPath: destination.path) {
            let base = (target.lastPathComponent as NSString).deletingPathExtension
            let ext = target.pathExtension
            destination = target.deletingLastPathComponent().appendingPathComponent(
                Self.fitting(base, suffix: "-\(counter)" + (ext.isEmpty ? "" : ".\(ext)")))
            counter += 1
        }
        let moved = PathBytes.withCString(path) { source in rename(source, destination.path) }
        guard moved == 0 else {
            throw VaultError.storage(
                path: PathBytes.display(path),
                reason: "cannot move to \(destination.path): \(String(cString: strerror(errno)))")
        }
        return destination
    }
}
