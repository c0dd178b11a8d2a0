import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Watches a folder tree with inotify. Watches are not recursive, so every subfolder gets its
/// own, including ones created later. Reports the paths of files that were written and closed
/// or moved in, new folders, and queue overflows (after which the caller should rescan).
final class InotifyWatcher {
    enum Event: Equatable {
        case fileReady(String)
        case folderAdded(String)
        case overflow
    }

    private let descriptor: Int32
    private var folders: [Int32: String] = [:]

    init() throws {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else {
            throw VaultError.storage(
                path: "inotify", reason: "cannot start watching: \(String(cString: strerror(errno)))")
        }
    }

    deinit {
        close(descriptor)
    }

    /// Watches `folder` and every non-hidden folder below it.
    func watchTree(_ folder: String) throws {
        try watch(folder)
        for sub in Self.subfolders(of: folder) { try watch(sub) }
    }

    func watch(_ folder: String) throws {
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE_SELF | IN_ONLYDIR)
        let watch = inotify_add_watch(descriptor, folder, mask)
        guard watch >= 0 else {
            throw VaultError.storage(path: folder, reason: "cannot watch: \(String(cString: strerror(errno)))")
        }
        folders[watch] = folder
    }

    /// Waits up to `timeout` seconds for events and returns them (possibly none).
    func next(timeout: Double) -> [Event] {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, Int32(timeout * 1000))
        guard ready > 0 else { return [] }
        var events: [Event] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            events += parse(buffer, count: count)
        }
        return events
    }

    private func parse(_ buffer: [UInt8], count: Int) -> [Event] {
        var events: [Event] = []
        var offset = 0
        let headerSize = MemoryLayout<inotify_event>.size
        buffer.withUnsafeBytes { raw in
            while offset + headerSize <= count {
                let watch = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                let nameBytes = raw[(offset + headerSize)..<min(count, offset + headerSize + length)]
                // Names that are not UTF-8 keep their bytes (see ``PathBytes``).
                let name = PathBytes.string(nameBytes.prefix { $0 != 0 })
                offset += headerSize + length
                if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    events.append(.overflow)
                    continue
                }
                if mask & UInt32(IN_DELETE_SELF) != 0 {
                    folders[watch] = nil
                    continue
                }
                guard let folder = folders[watch], !name.isEmpty else { continue }
                let path = (folder as NSString).appendingPathComponent(name)
                if mask & UInt32(IN_ISDIR) != 0 {
                    if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { events.append(.folderAdded(path)) }
                } else if mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE) != 0 {
                    // IN_CREATE alone: a link, or a file still being written (the stability
                    // check waits for it to settle).
                    events.append(.fileReady(path))
                }
            }
        }
        return events
    }

    /// Non-hidden folders below `folder`, at any depth.
    static func subfolders(of folder: String) -> [String] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: URL(fileURLWithPath: folder), includingPropertiesForKeys: [.isDirectoryKey],
                options: [.skipsHiddenFiles])
        else { return [] }
        var result: [String] = []
        for case let url as URL in enumerator
        where (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            result.append(url.path)
        }
        return result
    }
}
