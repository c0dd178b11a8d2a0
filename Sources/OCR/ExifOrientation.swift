/// The EXIF `Orientation` tag (0x0112): how a viewer must turn the stored pixels to show the
/// photo upright. Phones store pixels as the sensor saw them and set this tag instead of
/// rotating; Leptonica ignores it, so vault applies it before recognition.
public enum ExifOrientation: Int, Sendable {
    case up = 1
    case upMirrored = 2
    case down = 3
    case downMirrored = 4
    case leftMirrored = 5
    case right = 6
    case rightMirrored = 7
    case left = 8

    /// Clockwise quarter turns that make the image upright (before any mirroring).
    var clockwiseQuarterTurns: Int {
        switch self {
        case .up, .upMirrored: 0
        case .right, .leftMirrored: 1
        case .down, .downMirrored: 2
        case .left, .rightMirrored: 3
        }
    }

    /// Whether the upright image must also be flipped left to right.
    var isMirrored: Bool {
        switch self {
        case .upMirrored, .downMirrored, .leftMirrored, .rightMirrored: true
        default: false
        }
    }

    /// Reads the orientation tag from a JPEG's APP1 "Exif" segment; `nil` when absent or
    /// unreadable (a damaged EXIF block never stops an import).
    public static func read(fromJPEG bytes: [UInt8]) -> ExifOrientation? {
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
                return parseTIFF(Array(segment.dropFirst(6)))
            }
            offset += 2 + length
        }
        return nil
    }

    private static func parseTIFF(_ tiff: [UInt8]) -> ExifOrientation? {
        guard tiff.count >= 8 else { return nil }
        let littleEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            let a = Int(tiff[at])
            let b = Int(tiff[at + 1])
            return littleEndian ? a | b << 8 : a << 8 | b
        }
        func u32(_ at: Int) -> Int? {
            guard let low = u16(littleEndian ? at : at + 2), let high = u16(littleEndian ? at + 2 : at)
            else { return nil }
            return high << 16 | low
        }
        guard let ifd = u32(4), let count = u16(ifd) else { return nil }
        for index in 0..<count {
            let entry = ifd + 2 + index * 12
            guard let tag = u16(entry) else { return nil }
            if tag == 0x0112, let value = u16(entry + 8) {
                return ExifOrientation(rawValue: value)
            }
        }
        return nil
    }
}
