#if canImport(Glibc)
    import Glibc
#endif

/// The reader process's memory, from `/proc/self/status`, read before and after every file.
///
/// Read with one `read` and its bytes parsed in place: through Foundation's string reading and
/// splitting, twice a file, it was a fiftieth of the CPU of importing text PDFs.
struct MemoryStatus {
    /// The address space's size now, in kB (`VmSize:`); nil where it cannot be read.
    var size: Int?
    /// The largest it has been, in kB (`VmPeak:`); nil where it cannot be read.
    var peak: Int?

    /// The sizes now; both nil where `/proc` is missing.
    static func read() -> MemoryStatus {
        var status = MemoryStatus()
        let file = open("/proc/self/status", O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return status }
        defer { close(file) }
        var bytes = [UInt8](repeating: 0, count: 8192)
        let count = bytes.withUnsafeMutableBytes { Glibc.read(file, $0.baseAddress, $0.count) }
        guard count > 0 else { return status }
        status.size = kilobytes(after: Array("VmSize:".utf8), in: bytes[..<count])
        status.peak = kilobytes(after: Array("VmPeak:".utf8), in: bytes[..<count])
        return status
    }

    /// The number after `label` at the start of a line of `text`, past its blanks.
    static func kilobytes(after label: [UInt8], in text: ArraySlice<UInt8>) -> Int? {
        for line in text.split(separator: UInt8(ascii: "\n")) where line.starts(with: label) {
            let digits = line.dropFirst(label.count).drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                .prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            guard !digits.isEmpty, digits.count < 19 else { return nil }
            return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        return nil
    }
}
