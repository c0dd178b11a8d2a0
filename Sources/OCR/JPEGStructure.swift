/// Walks a JPEG's marker segments to tell whether the file is complete.
///
/// libjpeg reads a truncated file as far as it goes, prints a warning on the process's
/// stderr and pads the picture with gray. vault checks the structure first, so a file cut
/// off during a copy is reported as damaged instead of being read half.
enum JPEGStructure {
    /// Whether the data runs from SOI through its scans to an EOI marker.
    static func isComplete(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return false }
        var offset = 2
        let count = bytes.count
        while offset + 1 < count {
            guard bytes[offset] == 0xFF else { return false }
            let marker = bytes[offset + 1]
            switch marker {
            case 0xFF:
                offset += 1  // fill byte
            case 0xD9:
                return true  // EOI
            case 0x01, 0xD0...0xD7:
                offset += 2  // markers without a length
            default:
                guard offset + 3 < count else { return false }
                let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
                guard length >= 2 else { return false }
                offset += 2 + length
                if marker == 0xDA {
                    // Entropy-coded data follows SOS: skip to the next real marker.
                    guard let next = nextMarker(in: bytes, from: offset) else { return false }
                    offset = next
                }
            }
        }
        return false
    }

    /// The offset of the next marker after entropy-coded data: an 0xFF not followed by a
    /// stuffed zero or a restart marker.
    private static func nextMarker(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        let last = bytes.count - 1
        while index < last {
            if bytes[index] == 0xFF {
                let next = bytes[index + 1]
                if next != 0x00 && next != 0xFF && !(0xD0...0xD7).contains(next) { return index }
                index += next == 0xFF ? 1 : 2
            } else {
                index += 1
            }
        }
        return nil
    }
}
