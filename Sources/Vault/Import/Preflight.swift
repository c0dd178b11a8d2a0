import Foundation
import OCR

/// The checks a file passes before anything else happens: it is a readable regular file,
/// not empty, not too large, and its content is a PDF, JPEG, PNG, TIFF or CII XML e-invoice.
struct Preflight {
    struct Checked {
        var bytes: [UInt8]
        var mediaType: MediaType
        var sha256: String
    }

    let maxFileSize: Int64

    func check(_ path: String) throws -> Checked {
        // A symlink given on the command line is followed to the file it names.
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved) else {
            throw VaultError.notAFile(path: path, reason: "no such file")
        }
        let type = attributes[.type] as? FileAttributeType
        guard type == .typeRegular else {
            throw VaultError.notAFile(path: path, reason: type == .typeDirectory ? "is a folder" : "not a regular file")
        }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        if size == 0 { throw OCRError.emptyFile(path: path) }
        if size > maxFileSize { throw VaultError.fileTooLarge(path: path, size: size, limit: maxFileSize) }
        guard FileManager.default.isReadableFile(atPath: resolved), let handle = FileHandle(forReadingAtPath: resolved)
        else {
            throw VaultError.notAFile(path: path, reason: "permission denied")
        }
        defer { try? handle.close() }
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try handle.readToEnd() ?? Data())
        } catch {
            throw VaultError.notAFile(path: path, reason: "cannot read: \(error.localizedDescription)")
        }
        if bytes.isEmpty { throw OCRError.emptyFile(path: path) }
        guard let mediaType = MediaType.detect(leadingBytes: bytes) else {
            throw OCRError.unsupportedType(path: path, detected: MediaType.describeUnknown(leadingBytes: bytes))
        }
        return Checked(bytes: bytes, mediaType: mediaType, sha256: SHA256Digest.hex(of: bytes))
    }
}
