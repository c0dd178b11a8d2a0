import Foundation
import OCR

#if canImport(Glibc)
    import Glibc
#endif

/// The checks a file passes before anything else happens: it is a readable regular file,
/// not empty, not too large, and its content is a PDF, JPEG, PNG, TIFF or CII XML e-invoice.
struct Preflight {
    struct Checked {
        var bytes: [UInt8]
        var mediaType: MediaType
        var sha256: String
    }

    let maxFileSize: Int64

    /// Checks and reads the file at `path` (which may hold escaped bytes, see ``PathBytes``);
    /// errors name the path as ``PathBytes/display(_:)`` shows it.
    func check(_ path: String) throws -> Checked {
        let shown = PathBytes.display(path)
        // A symlink given on the command line is followed to the file it names. Opened
        // without waiting, so that a FIFO is reported, not read forever.
        let descriptor = PathBytes.withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else {
            let code = errno
            let reason =
                switch code {
                case ENOENT, ENOTDIR: "no such file"
                case ELOOP: "a loop of symbolic links"
                case EACCES, EPERM: "permission denied"
                default: String(cString: strerror(code))
                }
            throw VaultError.notAFile(path: shown, reason: reason)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw VaultError.notAFile(path: shown, reason: "cannot read: \(String(cString: strerror(errno)))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw VaultError.notAFile(
                path: shown, reason: info.st_mode & S_IFMT == S_IFDIR ? "is a folder" : "not a regular file")
        }
        let size = Int64(info.st_size)
        if size == 0 { throw OCRError.emptyFile(path: shown) }
        if size > maxFileSize { throw VaultError.fileTooLarge(path: shown, size: size, limit: maxFileSize) }
        let bytes: [UInt8]
        do {
            bytes = try Self.readAll(descriptor, expected: Int(size))
        } catch {
            throw VaultError.notAFile(path: shown, reason: "cannot read: \(error)")
        }
        if bytes.isEmpty { throw OCRError.emptyFile(path: shown) }
        guard let mediaType = MediaType.detect(leadingBytes: bytes) else {
            throw OCRError.unsupportedType(path: shown, detected: MediaType.describeUnknown(leadingBytes: bytes))
        }
        return Checked(bytes: bytes, mediaType: mediaType, sha256: SHA256Digest.hex(of: bytes))
    }

    /// Reads `descriptor` to its end (a file may grow or shrink after `fstat`).
    private static func readAll(_ descriptor: Int32, expected: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(expected)
        // A chunk no larger than the file: zeroing (and, past glibc's 1 MB mmap threshold, mapping)
        // a megabyte for every small file cost more than reading it.
        var chunk = [UInt8](repeating: 0, count: max(4096, min(1 << 20, expected)))
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw ReadFailure(code: errno)
            }
            bytes += chunk[0..<count]
        }
    }

    /// A failed `read`, described as `strerror` does.
    struct ReadFailure: Error, CustomStringConvertible {
        var code: Int32
        var description: String { String(cString: strerror(code)) }
    }
}
