import CGLib

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
}
