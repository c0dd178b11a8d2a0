/// The EXIF block of a JPEG (its APP1 "Exif" segment, a small TIFF structure): the tags vault
/// reads from a phone's photo. A damaged or missing block reads as no tags: metadata never
/// stops an import.
struct ExifBlock {
    private let tiff: [UInt8]
    private let littleEndian: Bool

    /// The EXIF block of `bytes` when they are a JPEG that has one.
    init?(jpeg bytes: [UInt8]) {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            // Start of scan or end of image: no more metadata segments.
            if marker == 0xDA || marker == 0xD9 { return nil }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { return nil }
            let segment = bytes[(offset + 4)..<(offset + 2 + length)]
            if marker == 0xE1, segment.starts(with: Array("Exif\0\0".utf8)) {
                self.init(tiff: Array(segment.dropFirst(6)))
                return
            }
            offset += 2 + length
        }
        return nil
    }

    private init?(tiff: [UInt8]) {
        guard tiff.count >= 8 else { return nil }
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        self.tiff = tiff
    }

    /// The main image's tags (IFD0).
    var mainDirectory: Int? { u32(4) }

    /// The offset of the value of `tag` in the directory at `directory`: the entry's own value
    /// field, or the offset it points to when the value is longer than four bytes (`size`).
    func valueOffset(of tag: Int, in directory: Int, size: Int = 4) -> Int? {
        guard let count = u16(directory), count <= 1000 else { return nil }
        for index in 0..<count {
            let entry = directory + 2 + index * 12
            guard let found = u16(entry) else { return nil }
            if found == tag { return size <= 4 ? entry + 8 : u32(entry + 8) }
        }
        return nil
    }

    /// A 16-bit value at `offset`.
    func u16(_ offset: Int) -> Int? {
        guard offset >= 0, offset + 2 <= tiff.count else { return nil }
        let (a, b) = (Int(tiff[offset]), Int(tiff[offset + 1]))
        return littleEndian ? a | b << 8 : a << 8 | b
    }

    /// A 32-bit value at `offset`.
    func u32(_ offset: Int) -> Int? {
        guard let low = u16(littleEndian ? offset : offset + 2), let high = u16(littleEndian ? offset + 2 : offset)
        else { return nil }
        return high << 16 | low
    }

    /// `count` bytes of ASCII at `offset`.
    func ascii(_ offset: Int, count: Int) -> String? {
        guard offset >= 0, count > 0, offset + count <= tiff.count else { return nil }
        return String(decoding: tiff[offset..<(offset + count)], as: UTF8.self)
    }
}
