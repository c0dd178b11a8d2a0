/// The day a phone or camera took a photo, as its EXIF block states it (`DateTimeOriginal`,
/// else the file's `DateTime`): the camera's own clock, in its local time. A receipt is not
/// from after the photo of it.
public struct PhotoCaptureDay: Sendable, Hashable {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The capture day of a JPEG's EXIF block; nil when it has none, or one no camera writes
    /// (`0000:00:00`, a month past 12).
    public init?(jpeg bytes: [UInt8]) {
        guard let exif = ExifBlock(jpeg: bytes), let main = exif.mainDirectory else { return nil }
        // `YYYY:MM:DD HH:MM:SS` and a NUL: 20 bytes.
        let original = exif.valueOffset(of: 0x8769, in: main).flatMap(exif.u32).flatMap {
            exif.valueOffset(of: 0x9003, in: $0, size: 20)
        }
        guard let offset = original ?? exif.valueOffset(of: 0x0132, in: main, size: 20),
            let text = exif.ascii(offset, count: 10)
        else { return nil }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 3, let year = parts[0], let month = parts[1], let day = parts[2],
            (1900...9999).contains(year), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        (self.year, self.month, self.day) = (year, month, day)
    }
}
