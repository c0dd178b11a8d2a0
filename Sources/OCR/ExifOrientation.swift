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
        guard let exif = ExifBlock(jpeg: bytes), let directory = exif.mainDirectory,
            let offset = exif.valueOffset(of: 0x0112, in: directory), let value = exif.u16(offset)
        else { return nil }
        return ExifOrientation(rawValue: value)
    }
}
