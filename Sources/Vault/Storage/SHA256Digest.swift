import CGLib
import Foundation

/// SHA-256 of a byte buffer, as lowercase hex (GLib's implementation, already linked).
public enum SHA256Digest {
    public static func hex(of bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            guard let checksum = g_checksum_new(G_CHECKSUM_SHA256) else { return "" }
            defer { g_checksum_free(checksum) }
            g_checksum_update(checksum, buffer.baseAddress, gssize(buffer.count))
            guard let digest = g_checksum_get_string(checksum) else { return "" }
            return String(cString: digest)
        }
    }

    /// Whether `text` has the shape of a digest vault writes: 64 lowercase hex digits.
    public static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}

/// SHA-256 computed piece by piece, for files too large to hold in memory at once.
public final class SHA256Hasher {
    private let checksum: OpaquePointer?
    /// How many bytes went in.
    public private(set) var count: Int64 = 0

    public init() {
        checksum = g_checksum_new(G_CHECKSUM_SHA256)
    }

    deinit {
        if let checksum { g_checksum_free(checksum) }
    }

    public func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        g_checksum_update(checksum, base.assumingMemoryBound(to: UInt8.self), gssize(bytes.count))
        count += Int64(bytes.count)
    }

    public func update(_ data: Data) {
        data.withUnsafeBytes { update($0) }
    }

    /// The digest as lowercase hex. Call once, after the last update.
    public func finish() -> String {
        guard let checksum, let digest = g_checksum_get_string(checksum) else { return "" }
        return String(cString: digest)
    }

    /// SHA-256 and size of the file at `url`, read in 1 MiB pieces.
    public static func file(at url: URL) throws -> (sha256: String, size: Int64) {
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw VaultError.storage(path: url.path, reason: "cannot read the file")
        }
        defer { try? handle.close() }
        let hasher = SHA256Hasher()
        while true {
            let piece: Data
            do {
                piece = try handle.read(upToCount: 1 << 20) ?? Data()
            } catch {
                throw VaultError.storage(path: url.path, reason: "cannot read: \(error.localizedDescription)")
            }
            if piece.isEmpty { break }
            hasher.update(piece)
        }
        return (hasher.finish(), hasher.count)
    }
}
