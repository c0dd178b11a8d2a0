import Foundation

/// Reads whole files with errors that name the file and the reason.
public enum FileBytes {
    /// The whole file; typed errors for a missing file, a folder, no permission or no bytes.
    public static func read(_ path: String) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw OCRError.unreadableFile(path: path, reason: whyUnopenable(path))
        }
        if isDirectory.boolValue {
            throw OCRError.unreadableFile(path: path, reason: "is a directory")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw OCRError.unreadableFile(path: path, reason: "permission denied")
        }
        defer { try? handle.close() }
        do {
            let data = try handle.readToEnd() ?? Data()
            if data.isEmpty { throw OCRError.emptyFile(path: path) }
            return [UInt8](data)
        } catch let error as OCRError {
            throw error
        } catch {
            throw OCRError.unreadableFile(path: path, reason: error.localizedDescription)
        }
    }

    /// Why the file at `path` cannot be opened, in words: a missing file, a loop of symbolic
    /// links (which `stat` alone reports as missing), no permission.
    static func whyUnopenable(_ path: String) -> String {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor < 0 else {
            close(descriptor)
            return "no such file"
        }
        switch errno {
        case ELOOP: return "a loop of symbolic links"
        case EACCES, EPERM: return "permission denied"
        case ENOENT, ENOTDIR: return "no such file"
        case let code: return String(cString: strerror(code))
        }
    }
}
