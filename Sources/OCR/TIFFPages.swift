/// The pages of a TIFF file, counted by walking its chain of image directories (IFDs) without
/// decoding anything: vault reads the first page of a TIFF, so a file of more is refused
/// rather than read in part without a word.
public enum TIFFPages {
    /// Directories counted at most; a longer chain counts as this many.
    public static let countLimit = 100_000

    /// How many pages the TIFF in `bytes` has: 0 when its header is not a TIFF's. The walk
    /// stops at the end of the chain, at an offset outside the file, at a directory seen
    /// before (a loop) or at ``countLimit``.
    public static func count(_ bytes: [UInt8]) -> Int {
        guard bytes.count >= 8 else { return 0 }
        let little: Bool
        switch (bytes[0], bytes[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return 0
        }
        func value(at offset: Int, size: Int) -> Int? {
            guard offset >= 0, offset + size <= bytes.count else { return nil }
            var result = 0
            for index in 0..<size {
                let byte = Int(bytes[offset + (little ? size - 1 - index : index)])
                result = result << 8 | byte
            }
            return result
        }
        guard value(at: 2, size: 2) == 42 else { return 0 }
        var pages = 0
        var seen = Set<Int>()
        var offset = value(at: 4, size: 4) ?? 0
        while offset != 0, pages < countLimit, seen.insert(offset).inserted,
            let entries = value(at: offset, size: 2)
        {
            pages += 1
            guard let next = value(at: offset + 2 + entries * 12, size: 4) else { break }
            offset = next
        }
        return pages
    }
}
